/**
 * Story 22, "Prahlad and the Bonfire of Holika": little Prahlad (a friend) sings to Lord Vishnu (his
 * turning chakra and conch in a golden glow) though his father, the demon king Hiranyakashipu (a
 * crowned shadow), forbids it. The king's sister Holika (a dark silhouette) sits in a bonfire with
 * Prahlad, trusting her magic shawl; the child sings with Prahlad, the wind carries the shawl to him,
 * he walks out safe, and her trick turns back on her. Then Holika Dahan, and Holi's colours.
 *
 * Holika only fades into the smoke; nothing is shown burning but wood. Hindi never makes a word agree
 * with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Vishnu's presence: his chakra and conch in a golden glow. */
function vishnu(x: number, y: number, scale = 1): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.8 * scale, color: '#ffe6a0', motion: ['pulse'] },
    { actor: 'wheel', at: [x, y], scale: 1.2 * scale, motion: [{ kind: 'spin', amount: 20 }] },
    {
      actor: 'conch',
      at: [x + 45 * scale, y + 20 * scale],
      scale: scale,
      motion: [{ kind: 'bob', amount: 3, every: 3 }],
    },
  ];
}

/** Prahlad: a friend with short hair, singing with folded hands. */
const prahlad = (x: number, y: number, scale: number, extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'friend',
  at: [x, y],
  scale,
  variant: 0,
  pose: 'hold',
  motion: [{ kind: 'sway', amount: 3, every: 2 }],
  ...extra,
});

/** In the palace hall, people stand in front of its row of pillars. */
const IN_HALL = 1.15;

/** The demon king: a crowned shadow. */
const king = (x: number, scale: number, motion: ActorInput['motion']): ActorInput => ({
  actor: 'shadow-giant',
  at: [x, 345],
  scale,
  variant: 1,
  // The king only stands in the palace hall: in front of its pillars.
  depth: IN_HALL,
  motion,
});

/** Holika: a woman in silhouette. */
const holika = (x: number, y: number, scale: number, extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'mother',
  at: [x, y],
  scale,
  look: 'silhouette',
  motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
  ...extra,
});

/** The courtyard pyre, its top where Holika sits with Prahlad. */
const PYRE: [number, number] = [320, 340];

export const STORYBOARD_22 = defineStoryboard({
  story: 22,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'village-courtyard', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'bonfire', at: [440, 330], scale: 1.1, motion: [{ kind: 'pulse', amount: 0.02, every: 1 }] },
      { actor: 'shawl', at: [440, 150], scale: 0.7, motion: ['bob'] },
      ...vishnu(170, 120, 0.7),
    ],
  },
  credits: {
    backdrop: { name: 'festival-street', light: 'day' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'sparkles', at: [320, 180], area: [600, 300], count: 40, color: '#ff4fa3' },
      { actor: 'sparkles', at: [320, 180], area: [600, 300], count: 30, color: '#ffd166' },
      { actor: 'petals', at: [320, 160], area: [600, 300], count: 20 },
    ],
  },
  shots: [
    {
      id: 'the-palace',
      seconds: 11,
      backdrop: { name: 'palace-city', light: 'dusk' },
      camera: { from: { x: 320, y: 160, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [320, 70],
          scale: 0.8,
          depth: 0.3,
          motion: [{ kind: 'move', to: [360, 70] }],
        },
        {
          actor: 'birds',
          at: [200, 110],
          area: [140, 40],
          count: 4,
          depth: 0.3,
          motion: [{ kind: 'move', to: [60, 80] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, in a grand palace, there lived a proud demon king named Hiranyakashipu.',
          hi: 'बहुत पहले, एक शानदार महल में हिरण्यकशिपु नाम का एक घमंडी असुर राजा रहता था।',
        },
      ],
    },
    {
      id: 'bow-to-me',
      seconds: 11.5,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 190, zoom: 1.15 }, to: { x: 320, y: 200, zoom: 1.3 } },
      music: 'heroic-drums',
      actors: [
        king(320, 1.1, [
          { kind: 'pulse', amount: 0.04, every: 1.5 },
          { kind: 'sway', amount: 1.5, every: 3 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'He wanted everyone to bow to him alone. Nobody may pray to Vishnu! he roared.',
          hi: 'वह चाहता था कि सब सिर्फ़ उसी के आगे सिर झुकाएँ। कोई विष्णु की पूजा नहीं करेगा! वह गरजा।',
        },
      ],
    },
    {
      id: 'little-prahlad',
      seconds: 14.5,
      backdrop: { name: 'meadow', light: 'day' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 330, y: 200, zoom: 1.25 } },
      music: 'temple-bells',
      actors: [
        prahlad(260, 336, 0.9),
        ...vishnu(400, 150, 0.9),
        { actor: 'lotus', at: [330, 340], motion: [{ kind: 'grow', from: 0.3, start: 2, end: 5 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: "But the king's own son, little Prahlad, loved Lord Vishnu with all his heart.",
          hi: 'पर राजा का अपना बेटा, नन्हा प्रह्लाद, भगवान विष्णु से पूरे दिल से प्यार करता था।',
        },
        {
          at: 10,
          en: 'Narayana, Narayana, he sang all day.',
          hi: 'नारायण, नारायण, वह दिन भर गाता रहता।',
        },
      ],
    },
    {
      id: 'singing-together',
      seconds: 11.5,
      backdrop: { name: 'vrindavan-grove', light: 'day' },
      camera: { from: { x: 400, y: 215, zoom: 1.35 }, to: { x: 420, y: 210, zoom: 1.5 } },
      actors: [
        prahlad(400, 300, 0.8, { pose: 'sit' }),
        {
          actor: 'child',
          id: 'hero',
          at: [470, 296],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 1 }],
        },
        { actor: 'glow', at: [435, 260], scale: 1.6, color: '#fff1c2', motion: ['pulse'] },
        { actor: 'petals', at: [440, 180], area: [260, 160], count: 10 },
      ],
      portrait: { on: 'hero', at: [-150, -110], size: 70, enter: 'pop', start: 0.8 },
      narration: [
        {
          at: 0.5,
          en: '{name} loved to sit with Prahlad under the big tree and sing along.',
          hi: '{name} को प्रह्लाद के साथ बड़े पेड़ के नीचे बैठकर गाना बहुत अच्छा लगता था।',
        },
      ],
    },
    {
      id: 'stop-singing',
      seconds: 15.5,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.3 } },
      music: 'heroic-drums',
      actors: [
        king(440, 1.05, [{ kind: 'hop', amount: 3, every: 0.6 }]),
        prahlad(180, 345, 0.85, { depth: IN_HALL, motion: [{ kind: 'sway', amount: 2, every: 3 }] }),
        { actor: 'glow', at: [180, 290], depth: IN_HALL, scale: 1.3, color: '#ffe6a0', motion: ['pulse'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The king was furious. Stop singing! he shouted.',
          hi: 'राजा ग़ुस्से से लाल हो गया। गाना बंद करो! वह चिल्लाया।',
        },
        {
          at: 7.5,
          en: 'But Prahlad only smiled. Vishnu is everywhere, Father.',
          hi: 'पर प्रह्लाद बस मुस्कुराया। पिताजी, विष्णु तो हर जगह हैं।',
        },
      ],
    },
    {
      id: 'kept-safe',
      seconds: 11.5,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 320, y: 210, zoom: 1.3 }, to: { x: 320, y: 190, zoom: 1.15 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [200, 90],
          scale: 0.7,
          variant: 1,
          motion: [{ kind: 'move', to: [150, 90] }],
        },
        { actor: 'storm-cloud', at: [450, 80], scale: 0.7, motion: [{ kind: 'move', to: [500, 80] }] },
        {
          actor: 'glow',
          at: [320, 290],
          depth: IN_HALL,
          scale: 2.2,
          color: '#ffe6a0',
          motion: [{ kind: 'pulse', amount: 0.1, every: 2 }],
        },
        prahlad(320, 345, 0.85, { depth: IN_HALL }),
        {
          actor: 'wheel',
          at: [320, 200],
          depth: IN_HALL,
          scale: 1,
          motion: [{ kind: 'spin', amount: 30 }, 'bob'],
        },
        { actor: 'sparkles', at: [320, 280], depth: IN_HALL, area: [220, 160], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The king tried trick after trick to frighten Prahlad, but every time, Vishnu kept him safe.',
          hi: 'राजा ने प्रह्लाद को डराने के लिए एक के बाद एक चालें चलीं, पर हर बार विष्णु ने उसकी रक्षा की।',
        },
      ],
    },
    {
      id: 'holika',
      seconds: 14,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 370, y: 200, zoom: 1.2 }, to: { x: 400, y: 210, zoom: 1.4 } },
      actors: [
        holika(420, 345, 0.95, {
          depth: IN_HALL,
          motion: [
            { kind: 'move', to: [400, 345], end: 4 },
            { kind: 'sway', amount: 1.5, every: 3 },
          ],
        }),
        {
          actor: 'shawl',
          at: [465, 250],
          depth: IN_HALL,
          scale: 0.55,
          rotate: 80,
          motion: [{ kind: 'move', to: [445, 250], end: 4 }, 'bob'],
        },
        { actor: 'sparkles', at: [445, 250], depth: IN_HALL, area: [60, 110], count: 8, color: '#ffd166' },
      ],
      narration: [
        {
          at: 0.5,
          en: "Then came the king's sister, Holika, with a sly smile.",
          hi: 'फिर राजा की बहन होलिका आई, चालाकी भरी मुस्कान के साथ।',
        },
        {
          at: 7,
          en: 'She had a magic shawl that fire could never burn.',
          hi: 'उसके पास एक जादुई दुशाला था, जिसे आग कभी जला नहीं सकती थी।',
        },
      ],
    },
    {
      id: 'her-plan',
      seconds: 12,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 360, y: 200, zoom: 1.2 }, to: { x: 350, y: 195, zoom: 1.3 } },
      actors: [
        king(470, 1, [{ kind: 'sway', amount: 1.5, every: 2.5 }]),
        holika(270, 345, 0.95, { depth: IN_HALL }),
        { actor: 'shawl', at: [315, 250], depth: IN_HALL, scale: 0.55, rotate: 80, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'I will sit in a bonfire with Prahlad on my lap, she said. My shawl will keep me safe, but not him!',
          hi: 'वह बोली: मैं प्रह्लाद को गोद में लेकर आग में बैठूँगी। मेरा दुशाला मुझे बचा लेगा, पर उसे नहीं!',
        },
      ],
    },
    {
      id: 'woodpile',
      seconds: 9,
      backdrop: { name: 'village-courtyard', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        {
          actor: 'bonfire',
          at: PYRE,
          scale: 1.3,
          variant: 1,
          motion: [{ kind: 'grow', from: 0.5, start: 0.5, end: 5 }],
        },
        {
          actor: 'friend',
          at: [140, 350],
          scale: 0.75,
          variant: 1,
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
        { actor: 'friend', at: [520, 350], scale: 0.75, variant: 2 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So, as the sun went down, a great pile of wood was built in the courtyard.',
          hi: 'तो सूरज ढलते-ढलते, आँगन में लकड़ियों का एक बड़ा ढेर लगा दिया गया।',
        },
      ],
    },
    {
      id: 'on-the-pile',
      seconds: 13.5,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 190, zoom: 1.45 } },
      actors: [
        holika(305, 268, 0.6),
        { actor: 'bonfire', at: PYRE, scale: 1.3, variant: 1 },
        { actor: 'shawl', at: [290, 200], scale: 0.35, rotate: 75, motion: ['bob'] },
        prahlad(335, 236, 0.55, { pose: 'sit', motion: [{ kind: 'pulse', amount: 0.03, every: 2 }] }),
        { actor: 'glow', at: [335, 210], scale: 0.8, color: '#ffe6a0', motion: ['pulse'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Holika sat on the pile with Prahlad on her lap.',
          hi: 'होलिका प्रह्लाद को गोद में लेकर ढेर पर बैठ गई।',
        },
        {
          at: 6,
          en: 'Prahlad was not afraid. He closed his eyes and prayed.',
          hi: 'प्रह्लाद ज़रा भी नहीं डरा। उसने आँखें बंद कीं और प्रार्थना की।',
        },
      ],
    },
    {
      id: 'sing-with-him',
      seconds: 11.5,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 300, y: 230, zoom: 1.5 }, to: { x: 300, y: 225, zoom: 1.6 } },
      actors: [
        {
          actor: 'glow',
          at: [300, 290],
          scale: 1.8,
          color: '#ffe6a0',
          motion: [{ kind: 'pulse', amount: 0.12, every: 1 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [300, 350],
          scale: 0.95,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 3, every: 0.8 }],
        },
        {
          actor: 'friend',
          at: [210, 352],
          scale: 0.8,
          variant: 1,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 0.9 }],
        },
        { actor: 'sparkles', at: [300, 220], area: [240, 120], count: 12 },
      ],
      portrait: { on: 'hero', at: [80, -140], size: 76, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} folded both hands and sang with him, as loud as could be: Narayana, Narayana!',
          hi: '{name} ने दोनों हाथ जोड़े और ज़ोर-ज़ोर से उसके साथ गाया: नारायण, नारायण!',
        },
      ],
    },
    {
      id: 'fire-lit',
      seconds: 8,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 190, zoom: 1.45 }, to: { x: 320, y: 185, zoom: 1.2 } },
      music: 'heroic-drums',
      actors: [
        holika(305, 268, 0.6),
        { actor: 'bonfire', at: PYRE, scale: 1.3, motion: [{ kind: 'pulse', amount: 0.03, every: 0.8 }] },
        { actor: 'shawl', at: [290, 200], scale: 0.35, rotate: 75, motion: ['bob'] },
        prahlad(335, 236, 0.55, { pose: 'sit', motion: [{ kind: 'pulse', amount: 0.03, every: 2 }] }),
      ],
      narration: [
        {
          at: 0.5,
          en: 'The fire was lit. Up leapt the flames, orange and gold!',
          hi: 'आग जलाई गई। नारंगी और सुनहरी लपटें ऊपर उठने लगीं!',
        },
      ],
    },
    {
      id: 'the-wind',
      seconds: 13.5,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 330, y: 190, zoom: 1.5 } },
      actors: [
        holika(305, 268, 0.6),
        { actor: 'bonfire', at: PYRE, scale: 1.3, motion: [{ kind: 'pulse', amount: 0.03, every: 0.8 }] },
        prahlad(335, 236, 0.55, { pose: 'hold' }),
        {
          actor: 'shawl',
          at: [290, 200],
          scale: 0.35,
          rotate: 75,
          motion: [
            {
              kind: 'move',
              via: [
                [240, 130],
                [300, 110],
              ],
              to: [335, 200],
              start: 3,
              end: 9,
            },
            { kind: 'turn', amount: -75, start: 3, end: 9 },
            { kind: 'grow', from: 0.75, start: 3, end: 9 },
          ],
        },
        {
          actor: 'sparkles',
          at: [240, 130],
          area: [160, 80],
          count: 14,
          motion: [{ kind: 'move', to: [335, 200], start: 3, end: 9 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then a great wind blew. Whoosh!',
          hi: 'तभी ज़ोर की हवा चली। सर्र!',
        },
        {
          at: 4,
          en: 'The magic shawl flew off Holika and floated down around Prahlad!',
          hi: 'जादुई दुशाला होलिका से उड़ा, और धीरे से प्रह्लाद के चारों ओर लिपट गया!',
        },
      ],
    },
    {
      id: 'safe-and-cool',
      seconds: 11,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 330, y: 200, zoom: 1.6 }, to: { x: 330, y: 195, zoom: 1.75 } },
      music: 'temple-bells',
      actors: [
        { actor: 'bonfire', at: PYRE, scale: 1.3 },
        {
          actor: 'glow',
          at: [335, 215],
          scale: 1.3,
          color: '#dff4ff',
          motion: [{ kind: 'pulse', amount: 0.1, every: 2 }],
        },
        prahlad(335, 236, 0.55, { pose: 'hold' }),
        { actor: 'shawl', at: [335, 200], scale: 0.45, motion: [{ kind: 'bob', amount: 2, every: 2 }] },
        ...vishnu(420, 110, 0.5),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Wrapped in the shawl, Prahlad sat safe and cool, while the flames danced all around him.',
          hi: 'दुशाले में लिपटा प्रह्लाद आराम से, ठंडक में बैठा रहा, और लपटें उसके चारों ओर नाचती रहीं।',
        },
      ],
    },
    {
      id: 'trick-turns-back',
      seconds: 10.5,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 190, zoom: 1.4 }, to: { x: 320, y: 185, zoom: 1.3 } },
      actors: [
        holika(305, 268, 0.6, {
          motion: [
            { kind: 'move', to: [300, 262], start: 2, end: 7 },
            { kind: 'leave', start: 3, end: 7 },
          ],
        }),
        { actor: 'bonfire', at: PYRE, scale: 1.3 },
        prahlad(335, 236, 0.55, { pose: 'hold' }),
        { actor: 'shawl', at: [335, 200], scale: 0.45, motion: [{ kind: 'bob', amount: 2, every: 2 }] },
        {
          actor: 'storm-cloud',
          at: [270, 150],
          scale: 0.4,
          opacity: 0.6,
          motion: [{ kind: 'move', to: [240, 60] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Holika's trick had turned back on her. Without her shawl, she vanished into the smoke.",
          hi: 'होलिका की चाल उसी पर उलटी पड़ गई। दुशाले के बिना वह धुएँ में ग़ायब हो गई।',
        },
      ],
    },
    {
      id: 'walks-out',
      seconds: 12,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 370, y: 210, zoom: 1.3 } },
      music: 'festival-dhol',
      actors: [
        { actor: 'bonfire', at: PYRE, scale: 1.3 },
        prahlad(335, 236, 0.55, {
          pose: 'wave',
          motion: [
            { kind: 'move', via: [[390, 300]], to: [450, 350], end: 5 },
            { kind: 'grow', from: 0.65, end: 5 },
          ],
        }),
        {
          actor: 'shawl',
          at: [335, 200],
          scale: 0.45,
          motion: [{ kind: 'move', via: [[400, 250]], to: [450, 240], end: 5 }],
        },
        { actor: 'sparkles', at: [450, 280], area: [140, 140], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And out of the fire walked Prahlad, safe and smiling, without a single hair burnt!',
          hi: 'और आग से बाहर निकला प्रह्लाद, सही-सलामत और मुस्कुराता हुआ, उसका एक बाल भी नहीं जला था!',
        },
      ],
    },
    {
      id: 'big-hug',
      seconds: 8.5,
      backdrop: { name: 'village-courtyard', light: 'night' },
      camera: { from: { x: 420, y: 230, zoom: 1.5 }, to: { x: 420, y: 225, zoom: 1.6 } },
      actors: [
        { actor: 'glow', at: [430, 290], scale: 2, color: '#ffe2b8', motion: ['pulse'] },
        prahlad(460, 350, 0.9, { pose: 'hold', motion: [{ kind: 'hop', amount: 3, every: 0.7 }] }),
        {
          actor: 'child',
          id: 'hero',
          at: [300, 350],
          scale: 0.9,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [415, 350], end: 3 },
            { kind: 'hop', amount: 3, every: 0.7 },
          ],
        },
        { actor: 'shawl', at: [440, 230], scale: 0.6, motion: ['bob'] },
      ],
      portrait: { on: 'hero', at: [-80, -140], size: 72, enter: 'pop', start: 3 },
      narration: [
        {
          at: 0.5,
          en: '{name} ran to Prahlad and gave him the biggest hug.',
          hi: '{name} ने दौड़कर प्रह्लाद को कसकर गले लगा लिया।',
        },
      ],
    },
    {
      id: 'holika-dahan',
      seconds: 11,
      backdrop: { name: 'festival-street', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        { actor: 'bonfire', at: [320, 330], scale: 1.1, motion: [{ kind: 'pulse', amount: 0.03, every: 1 }] },
        {
          actor: 'friend',
          at: [180, 350],
          scale: 0.75,
          variant: 1,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 1 }],
        },
        {
          actor: 'friend',
          at: [470, 350],
          scale: 0.75,
          variant: 3,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 1.1 }],
        },
        { actor: 'mother', at: [560, 350], scale: 0.8, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'That is why, on the night before Holi, people light bonfires. Goodness wins over trickery!',
          hi: 'इसीलिए होली से पहले की रात लोग होलिका जलाते हैं। अच्छाई हमेशा छल पर जीतती है!',
        },
      ],
    },
    {
      id: 'holi-colours',
      seconds: 11,
      backdrop: { name: 'festival-street', light: 'day' },
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        {
          actor: 'glow',
          at: [230, 290],
          scale: 2.4,
          color: '#ff4fa3',
          motion: [{ kind: 'grow', from: 0.2, start: 1, end: 3 }],
        },
        {
          actor: 'glow',
          at: [430, 290],
          scale: 2.4,
          color: '#4fc3ff',
          motion: [{ kind: 'grow', from: 0.2, start: 3, end: 5 }],
        },
        {
          actor: 'glow',
          at: [330, 250],
          scale: 2.4,
          color: '#8ee04f',
          motion: [{ kind: 'grow', from: 0.2, start: 5, end: 7 }],
        },
        { actor: 'sparkles', at: [320, 220], area: [560, 220], count: 30, color: '#ff4fa3' },
        { actor: 'sparkles', at: [320, 220], area: [560, 220], count: 30, color: '#ffd166' },
        prahlad(230, 350, 0.8, { pose: 'wave', motion: [{ kind: 'hop', amount: 8, every: 0.6 }] }),
        {
          actor: 'child',
          at: [330, 352],
          scale: 0.85,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 9, every: 0.7 }],
        },
        {
          actor: 'friend',
          at: [430, 350],
          scale: 0.8,
          variant: 1,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 8, every: 0.65 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And the next morning everyone plays Holi, throwing bright colours and laughing together!',
          hi: 'और अगली सुबह सब होली खेलते हैं, रंग-बिरंगे रंग उड़ाते और साथ मिलकर हँसते हैं!',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 13,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'lullaby',
      actors: [
        ...vishnu(460, 120, 0.7),
        { actor: 'shawl', at: [280, 250], scale: 0.5, motion: ['bob'] },
        {
          actor: 'child',
          at: [250, 320],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
        prahlad(310, 322, 0.75, { pose: 'sit' }),
        { actor: 'fireflies', at: [320, 240], area: [560, 120], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Like Prahlad, be brave, be kind, and hold on to what is good. Goodnight, {name}!',
          hi: 'प्रह्लाद की तरह बहादुर बनो, दयालु बनो, और अच्छाई का साथ कभी मत छोड़ो। शुभ रात्रि, {name}!',
        },
      ],
    },
  ],
});
