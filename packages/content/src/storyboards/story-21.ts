/**
 * Story 21, "Bhadrakali and the Boastful Daruka": the asura Daruka boasts that no man can beat him
 * and bullies gods and people. The child stands up to him and brings the news to Lord Shiva, whose
 * third eye of fire opens; out springs Bhadrakali (Kali's sword in its glow), who is no man but the
 * Mother of the world, and ends his bullying. The story is still told at night in the temples of
 * Kerala (Mudiyettu): the child watches it by lamplight.
 *
 * Daruka is a shadow with a rim of light; the fight is a flash of light and a bully backing away.
 * Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Bhadrakali's presence: Kali's sword, here in a glow with a touch of fire from Shiva's eye. */
function bhadrakali(x: number, y: number, scale = 1, glowColor = '#6b5cff'): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 2.2 * scale, color: glowColor, motion: ['pulse'] },
    {
      actor: 'kali-sign',
      at: [x, y],
      scale,
      color: glowColor,
      motion: [{ kind: 'bob', amount: 4, every: 3 }],
    },
  ];
}

/** Daruka: a horned giant's shadow. */
const daruka = (x: number, scale: number, motion: ActorInput['motion']): ActorInput => ({
  actor: 'shadow-giant',
  at: [x, 342],
  scale,
  motion,
});

/** Shiva's trident and Nandi on Kailash. */
const shiva: ActorInput[] = [
  { actor: 'glow', at: [450, 230], scale: 1.8, color: '#dfe6ff', motion: ['pulse'] },
  { actor: 'trishul', at: [450, 310], scale: 1.2, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
  { actor: 'nandi', at: [540, 335], scale: 0.75, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
];

export const STORYBOARD_21 = defineStoryboard({
  story: 21,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'temple-courtyard', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...bhadrakali(420, 175, 0.7),
      { actor: 'sparkles', at: [420, 175], area: [240, 180], count: 14 },
    ],
  },
  credits: {
    backdrop: { name: 'ocean-shore', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...bhadrakali(320, 140, 0.6),
      { actor: 'fireflies', at: [320, 250], area: [520, 120], count: 14 },
    ],
  },
  shots: [
    {
      id: 'palm-land',
      seconds: 11.5,
      backdrop: { name: 'ocean-shore', light: 'dawn' },
      camera: { from: { x: 270, y: 180, zoom: 1.2 }, to: { x: 370, y: 180, zoom: 1.2 } },
      actors: [
        {
          actor: 'birds',
          at: [200, 90],
          area: [160, 50],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 70] }],
        },
        {
          actor: 'friend',
          at: [250, 330],
          scale: 0.7,
          variant: 1,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 1.5 }],
        },
        {
          actor: 'friend',
          at: [400, 332],
          scale: 0.7,
          variant: 3,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 1 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, in a green land of coconut palms and quiet rivers, the people lived happily.',
          hi: 'बहुत पहले, नारियल के पेड़ों और शांत नदियों वाले एक हरे-भरे देश में, लोग ख़ुशी-ख़ुशी रहते थे।',
        },
      ],
    },
    {
      id: 'daruka-comes',
      seconds: 9.5,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 360, y: 190, zoom: 1.15 } },
      music: 'heroic-drums',
      actors: [
        {
          actor: 'birds',
          at: [420, 120],
          area: [160, 50],
          count: 6,
          depth: 0.3,
          motion: [{ kind: 'move', to: [120, 60] }],
        },
        {
          actor: 'storm-cloud',
          at: [720, 80],
          scale: 0.9,
          depth: 0.3,
          motion: [{ kind: 'move', to: [430, 80] }],
        },
        daruka(760, 1, [
          { kind: 'move', to: [440, 342], end: 6 },
          { kind: 'hop', amount: 3, every: 0.7 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then dark clouds rolled in, and with them came Daruka, a big, boastful asura.',
          hi: 'फिर काले बादल घिर आए, और उनके साथ आया दारुक, एक बड़ा घमंडी असुर।',
        },
      ],
    },
    {
      id: 'the-boast',
      seconds: 13,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      camera: { from: { x: 390, y: 210, zoom: 1.3 }, to: { x: 410, y: 220, zoom: 1.5 } },
      actors: [
        { actor: 'storm-cloud', at: [430, 80], scale: 0.9, depth: 0.3, variant: 1, motion: ['bob'] },
        daruka(440, 1, [
          { kind: 'sway', amount: 3, every: 1.5 },
          { kind: 'pulse', amount: 0.03, every: 1.5 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Ho ho! he boasted. I have a boon. No man can ever beat me! I can do whatever I like!',
          hi: 'हा हा! उसने डींग मारी। मुझे वरदान मिला है। कोई भी पुरुष मुझे कभी नहीं हरा सकता! मैं जो चाहूँ, करूँगा!',
        },
      ],
    },
    {
      id: 'bullying',
      seconds: 13,
      backdrop: { name: 'gokul-lane', light: 'dusk' },
      camera: { from: { x: 280, y: 190, zoom: 1.15 }, to: { x: 350, y: 190, zoom: 1.15 } },
      actors: [
        daruka(560, 0.95, [
          { kind: 'move', to: [420, 342] },
          { kind: 'hop', amount: 4, every: 0.7 },
        ]),
        {
          actor: 'butter-pot',
          at: [380, 330],
          scale: 0.7,
          motion: [
            { kind: 'move', to: [250, 336], start: 3, end: 6 },
            { kind: 'spin', amount: -120 },
          ],
        },
        {
          actor: 'butter-pot',
          at: [330, 336],
          scale: 0.6,
          motion: [
            { kind: 'move', to: [160, 340], start: 5, end: 8 },
            { kind: 'spin', amount: -140 },
          ],
        },
        {
          actor: 'friend',
          at: [280, 340],
          scale: 0.75,
          variant: 0,
          motion: [
            { kind: 'move', to: [-40, 340], start: 2, end: 7 },
            { kind: 'hop', amount: 5, every: 0.45 },
          ],
        },
        {
          actor: 'friend',
          at: [320, 344],
          scale: 0.7,
          variant: 2,
          motion: [
            { kind: 'move', to: [0, 344], start: 3, end: 8 },
            { kind: 'hop', amount: 5, every: 0.4 },
          ],
        },
        {
          actor: 'glow',
          at: [300, 150],
          scale: 0.6,
          color: '#ffe6a0',
          motion: [{ kind: 'move', to: [80, 40] }, 'bob'],
        },
        {
          actor: 'glow',
          at: [360, 170],
          scale: 0.5,
          color: '#ffd0e0',
          motion: [{ kind: 'move', to: [160, 30] }, 'bob'],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He stomped through the villages, knocking over pots, scaring the children and chasing the gods from their homes.',
          hi: 'वह गाँव-गाँव धमधमाता घूमता, मटके गिरा देता, बच्चों को डराता, और देवताओं को उनके घरों से भगा देता।',
        },
      ],
    },
    {
      id: 'stand-up',
      seconds: 10,
      backdrop: { name: 'gokul-lane', light: 'dusk' },
      camera: { from: { x: 330, y: 210, zoom: 1.25 }, to: { x: 320, y: 220, zoom: 1.4 } },
      actors: [
        daruka(500, 0.95, [{ kind: 'sway', amount: 1.5, every: 2.5 }]),
        {
          actor: 'friend',
          at: [150, 340],
          scale: 0.75,
          variant: 0,
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
        { actor: 'friend', at: [195, 346], scale: 0.7, variant: 2 },
        {
          actor: 'child',
          id: 'hero',
          at: [300, 348],
          scale: 0.95,
          pose: 'point',
          motion: [
            { kind: 'grow', from: 0.9, start: 0.5, end: 1.5 },
            { kind: 'hop', amount: 3, every: 2 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-75, -150], size: 80, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'But {name} stood tall and said: Stop! That is not fair!',
          hi: 'पर {name} ने सीना तानकर कहा: रुक जाओ! यह ठीक नहीं है!',
        },
      ],
    },
    {
      id: 'booming-laugh',
      seconds: 10,
      backdrop: { name: 'gokul-lane', light: 'dusk' },
      camera: { from: { x: 400, y: 200, zoom: 1.4 }, to: { x: 340, y: 190, zoom: 1.15 } },
      actors: [
        { actor: 'storm-cloud', at: [470, 70], scale: 0.8, depth: 0.3, variant: 1, motion: ['bob'] },
        daruka(500, 0.95, [{ kind: 'hop', amount: 3, every: 0.35 }]),
        {
          actor: 'child',
          at: [300, 348],
          scale: 0.95,
          pose: 'stand',
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Daruka only laughed a big, booming laugh. Who will stop me? No man can!',
          hi: 'दारुक बस ठहाका मारकर हँसा। मुझे कौन रोकेगा? कोई पुरुष नहीं रोक सकता!',
        },
      ],
    },
    {
      id: 'to-shiva',
      seconds: 11,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 280, y: 200, zoom: 1.2 }, to: { x: 350, y: 200, zoom: 1.2 } },
      music: 'temple-bells',
      actors: [
        ...shiva,
        {
          actor: 'child',
          at: [100, 344],
          scale: 0.8,
          motion: [
            { kind: 'move', to: [330, 344] },
            { kind: 'hop', amount: 3, every: 0.55 },
          ],
        },
        {
          actor: 'friend',
          at: [40, 346],
          scale: 0.75,
          variant: 0,
          motion: [
            { kind: 'move', to: [260, 346] },
            { kind: 'hop', amount: 3, every: 0.6 },
          ],
        },
        {
          actor: 'friend',
          at: [-10, 348],
          scale: 0.7,
          variant: 2,
          motion: [
            { kind: 'move', to: [200, 348] },
            { kind: 'hop', amount: 3, every: 0.5 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So {name} and the friends went to Lord Shiva on Mount Kailash and told him everything.',
          hi: 'तब {name} ने दोस्तों के साथ कैलाश पर्वत पर जाकर भगवान शिव को सारी बात बताई।',
        },
      ],
    },
    {
      id: 'a-goddess-will',
      seconds: 12,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 380, y: 220, zoom: 1.35 }, to: { x: 420, y: 210, zoom: 1.5 } },
      actors: [
        ...shiva,
        { actor: 'child', at: [330, 348], scale: 0.8, pose: 'sit' },
        {
          actor: 'friend',
          at: [270, 350],
          scale: 0.75,
          variant: 0,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
        { actor: 'sparkles', at: [450, 220], area: [160, 160], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Shiva listened quietly. No man can beat Daruka? he said. Then a mighty goddess will!',
          hi: 'शिव ने चुपचाप सब सुना। फिर बोले: कोई पुरुष दारुक को नहीं हरा सकता? तो एक शक्तिशाली देवी हराएँगी!',
        },
      ],
    },
    {
      id: 'third-eye',
      seconds: 8,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.2 }, to: { x: 320, y: 150, zoom: 1.6 } },
      actors: [
        {
          actor: 'glow',
          at: [320, 150],
          scale: 2.6,
          color: '#ff9a3c',
          motion: [{ kind: 'grow', from: 0.2, start: 1, end: 5 }, 'pulse'],
        },
        {
          actor: 'third-eye',
          at: [320, 150],
          scale: 1.1,
          motion: [
            { kind: 'grow', from: 0.1, start: 1, end: 4, ease: 'out' },
            { kind: 'pulse', amount: 0.05 },
          ],
        },
        { actor: 'sparkles', at: [320, 150], area: [260, 180], count: 16, color: '#ffe08a' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And Shiva opened his third eye, the eye of fire.',
          hi: 'और शिव ने अपना तीसरा नेत्र खोला, अग्नि का नेत्र।',
        },
      ],
    },
    {
      id: 'bhadrakali-springs',
      seconds: 14,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 150, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.1 } },
      music: 'heroic-drums',
      actors: [
        { actor: 'glow', at: [320, 90], scale: 1.6, color: '#ff9a3c', motion: ['pulse'] },
        { actor: 'third-eye', at: [320, 90], scale: 0.7, motion: [{ kind: 'pulse', amount: 0.06 }] },
        {
          actor: 'glow',
          at: [320, 110],
          scale: 2.6,
          color: '#6b5cff',
          motion: [
            { kind: 'move', to: [320, 200], start: 1, end: 5 },
            { kind: 'grow', from: 0.1, start: 1, end: 5 },
          ],
        },
        {
          actor: 'kali-sign',
          at: [320, 110],
          color: '#6b5cff',
          motion: [
            { kind: 'move', to: [320, 200], start: 1, end: 5, ease: 'out' },
            { kind: 'grow', from: 0.1, start: 1, end: 5, ease: 'out' },
            'bob',
          ],
        },
        { actor: 'sparkles', at: [320, 180], area: [360, 240], count: 24, color: '#ffe08a' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Out of its blazing light sprang Bhadrakali: brave and fierce, with a shining sword and a heart full of love for the world.',
          hi: 'उसकी धधकती रोशनी से प्रकट हुईं भद्रकाली: बहादुर और उग्र, हाथ में चमकती तलवार, और मन में पूरी दुनिया के लिए प्यार।',
        },
      ],
    },
    {
      id: 'rides-out',
      seconds: 9,
      backdrop: { name: 'sunrise-sky', light: 'night' },
      camera: { from: { x: 295, y: 180, zoom: 1.1 }, to: { x: 345, y: 180, zoom: 1.1 } },
      actors: [
        {
          actor: 'glow',
          at: [110, 230],
          scale: 2,
          color: '#6b5cff',
          motion: [{ kind: 'move', via: [[300, 200]], to: [540, 215] }],
        },
        {
          actor: 'kali-sign',
          at: [110, 230],
          scale: 0.8,
          color: '#6b5cff',
          rotate: 30,
          motion: [{ kind: 'move', via: [[300, 200]], to: [540, 215] }],
        },
        {
          actor: 'sparkles',
          at: [50, 240],
          area: [200, 60],
          count: 18,
          motion: [{ kind: 'move', via: [[240, 210]], to: [480, 225] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'She rode out across the sky like a storm of light, as fast as the wind.',
          hi: 'वे रोशनी की आँधी की तरह आसमान पार करती चल पड़ीं, हवा से भी तेज़।',
        },
      ],
    },
    {
      id: 'puffed-up',
      seconds: 10,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 370, y: 200, zoom: 1.2 } },
      actors: [
        { actor: 'storm-cloud', at: [480, 80], scale: 0.9, depth: 0.3, variant: 1, motion: ['bob'] },
        daruka(460, 1, [{ kind: 'pulse', amount: 0.06, every: 1.2 }]),
        ...bhadrakali(180, 160, 0.8),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Daruka puffed out his chest. I am the strongest! No man can beat me!',
          hi: 'दारुक ने सीना फुलाया। मैं सबसे ताक़तवर हूँ! कोई पुरुष मुझे नहीं हरा सकता!',
        },
      ],
    },
    {
      id: 'no-man',
      seconds: 10,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 250, y: 190, zoom: 1.3 }, to: { x: 260, y: 180, zoom: 1.5 } },
      actors: [
        {
          actor: 'glow',
          at: [220, 170],
          scale: 3,
          color: '#6b5cff',
          motion: [{ kind: 'grow', from: 0.6, start: 2, end: 6 }, 'pulse'],
        },
        {
          actor: 'kali-sign',
          at: [220, 170],
          color: '#6b5cff',
          motion: [{ kind: 'grow', from: 0.8, start: 2, end: 6 }, 'bob'],
        },
        { actor: 'sparkles', at: [220, 170], area: [260, 220], count: 18 },
        daruka(470, 1, [{ kind: 'sway', amount: 2, every: 2 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'I am no man, said Bhadrakali. I am the Mother of the whole world!',
          hi: 'भद्रकाली बोलीं: मैं कोई पुरुष नहीं हूँ। मैं तो पूरे संसार की माँ हूँ!',
        },
      ],
    },
    {
      id: 'sword-flashes',
      seconds: 12.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 330, y: 190, zoom: 1.2 }, to: { x: 370, y: 190, zoom: 1.25 } },
      actors: [
        daruka(440, 1, [
          { kind: 'move', to: [560, 342], start: 4, end: 11 },
          { kind: 'sway', amount: 4, every: 1 },
        ]),
        {
          actor: 'glow',
          at: [200, 170],
          scale: 2.4,
          color: '#6b5cff',
          motion: [
            { kind: 'move', to: [330, 180], start: 1, end: 9 },
            { kind: 'pulse', amount: 0.2, every: 0.6 },
          ],
        },
        {
          actor: 'kali-sign',
          at: [200, 170],
          color: '#6b5cff',
          motion: [
            { kind: 'move', to: [330, 180], start: 1, end: 9 },
            { kind: 'sway', amount: 18, every: 0.6 },
          ],
        },
        { actor: 'sparkles', at: [380, 190], area: [200, 200], count: 20, color: '#ffffff' },
      ],
      narration: [
        {
          at: 0.5,
          en: "Her sword flashed like lightning. Daruka's boasting grew smaller and smaller, and he began to back away.",
          hi: 'उनकी तलवार बिजली की तरह चमकी। दारुक की डींगें छोटी होती गईं, और वह पीछे हटने लगा।',
        },
      ],
    },
    {
      id: 'bully-gone',
      seconds: 9.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 390, y: 190, zoom: 1.3 }, to: { x: 370, y: 180, zoom: 1.2 } },
      actors: [
        daruka(560, 1, [
          { kind: 'sway', amount: 4, every: 1 },
          { kind: 'leave', start: 3, end: 6 },
        ]),
        {
          actor: 'glow',
          at: [520, 200],
          scale: 4,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.1, start: 2, end: 6 }, 'pulse'],
        },
        ...bhadrakali(340, 180, 0.9),
        {
          actor: 'storm-cloud',
          at: [480, 80],
          scale: 0.9,
          depth: 0.3,
          motion: [
            { kind: 'move', to: [720, 60] },
            { kind: 'leave', start: 4, end: 8 },
          ],
        },
        { actor: 'sparkles', at: [520, 220], area: [260, 220], count: 20 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'With one last flash of light, the bully was gone for ever.',
          hi: 'रोशनी की एक आख़िरी चमक के साथ, वह दादागिरी करने वाला हमेशा के लिए मिट गया।',
        },
      ],
    },
    {
      id: 'morning-again',
      seconds: 12,
      backdrop: { name: 'ocean-shore', light: 'day' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'festival-dhol',
      actors: [
        {
          actor: 'birds',
          at: [420, 80],
          area: [160, 50],
          count: 6,
          depth: 0.3,
          motion: [{ kind: 'move', to: [200, 60] }],
        },
        {
          actor: 'child',
          at: [300, 336],
          scale: 0.75,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 8, every: 0.7 }],
        },
        {
          actor: 'friend',
          at: [230, 334],
          scale: 0.7,
          variant: 0,
          motion: [{ kind: 'hop', amount: 7, every: 0.6 }],
        },
        {
          actor: 'friend',
          at: [380, 334],
          scale: 0.7,
          variant: 2,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 7, every: 0.8 }],
        },
        {
          actor: 'glow',
          at: [150, 90],
          scale: 0.5,
          color: '#ffe6a0',
          motion: [{ kind: 'move', to: [260, 130] }, 'bob'],
        },
        {
          actor: 'glow',
          at: [520, 70],
          scale: 0.5,
          color: '#ffd0e0',
          motion: [{ kind: 'move', to: [430, 120] }, 'bob'],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The sun rose over the palm trees. The gods went home, and the children played again without fear.',
          hi: 'नारियल के पेड़ों के ऊपर सूरज निकल आया। देवता अपने घर लौटे, और बच्चे फिर से बेख़ौफ़ खेलने लगे।',
        },
      ],
    },
    {
      id: 'kerala-temple',
      seconds: 14,
      backdrop: { name: 'temple-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 210, zoom: 1.2 } },
      actors: [
        { actor: 'diya-row', at: [320, 300], scale: 1.3, motion: ['flicker'] },
        { actor: 'glow', at: [320, 230], scale: 2, color: '#ffd27a', motion: ['pulse'] },
        { actor: 'kali-sign', at: [320, 215], scale: 0.6, motion: [{ kind: 'hop', amount: 6, every: 0.8 }] },
        { actor: 'friend', at: [200, 350], scale: 0.75, variant: 1, pose: 'sit' },
        {
          actor: 'friend',
          at: [460, 352],
          scale: 0.75,
          variant: 3,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1, every: 1.6 }],
        },
        {
          actor: 'child',
          at: [330, 356],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Even today, in the temples of Kerala, people tell this story at night, with drums, bright lamps and a great painted crown.',
          hi: 'आज भी केरल के मंदिरों में लोग यह कथा रात को सुनाते हैं, ढोल की थाप, जगमगाते दीयों और एक बड़े रंग-बिरंगे मुकुट के साथ।',
        },
      ],
    },
    {
      id: 'by-lamplight',
      seconds: 12.5,
      backdrop: { name: 'temple-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 238, zoom: 1.5 }, to: { x: 330, y: 236, zoom: 1.7 } },
      actors: [
        {
          actor: 'glow',
          at: [320, 230],
          scale: 2.2,
          color: '#ffd27a',
          motion: [{ kind: 'pulse', amount: 0.15, every: 0.8 }],
        },
        {
          actor: 'kali-sign',
          at: [320, 210],
          scale: 0.7,
          motion: [
            { kind: 'hop', amount: 8, every: 0.8 },
            { kind: 'sway', amount: 8, every: 0.8 },
          ],
        },
        { actor: 'diya', at: [250, 300], motion: ['flicker'] },
        { actor: 'diya', at: [390, 300], variant: 3, motion: ['flicker'] },
        {
          actor: 'child',
          id: 'hero',
          at: [330, 350],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 0.8 }],
        },
      ],
      portrait: { on: 'hero', at: [70, -120], size: 66, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: "As the drums beat, {name} watched Bhadrakali's brave story come alive in the lamplight.",
          hi: 'ढोल की थाप के बीच {name} ने दीयों की रोशनी में भद्रकाली की बहादुरी की कथा को जीवंत होते देखा।',
        },
      ],
    },
    {
      id: 'the-lesson',
      seconds: 15,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.25 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'child',
          at: [290, 348],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'friend', at: [360, 350], scale: 0.8, variant: 0, pose: 'sit' },
        { actor: 'diya', at: [240, 340], motion: ['flicker'] },
        { actor: 'kali-sign', at: [160, 110], scale: 0.45, depth: 0.5, motion: ['bob'] },
        { actor: 'fireflies', at: [320, 260], area: [520, 120], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Boasting does not make anyone strong. Being brave and kind does.',
          hi: 'डींग मारने से कोई ताक़तवर नहीं बनता। बहादुरी और दया से बनता है।',
        },
        {
          at: 8,
          en: 'And if someone is a bully, speak up, and ask for help.',
          hi: 'और अगर कोई दादागिरी करे, तो आवाज़ उठाओ, और मदद माँगो।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 8,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'lullaby',
      actors: [
        ...bhadrakali(460, 130, 0.6),
        {
          actor: 'child',
          id: 'hero',
          at: [270, 320],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
        { actor: 'diya', at: [220, 312], motion: ['flicker'] },
        { actor: 'fireflies', at: [320, 240], area: [560, 120], count: 12 },
      ],
      portrait: { on: 'hero', at: [0, -140], size: 72, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'Jai Bhadrakali! Goodnight, brave {name}.',
          hi: 'जय भद्रकाली! शुभ रात्रि, बहादुर {name}।',
        },
      ],
    },
  ],
});
