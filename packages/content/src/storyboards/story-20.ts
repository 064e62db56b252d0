/**
 * Story 20, "Shiva Calms Kali's Victory Dance": after the great battle Kali (her sword in its blue
 * glow) dances for joy until the earth shakes. The child runs to Mount Kailash for Lord Shiva (his
 * trident, with Nandi), who lies down quietly in her path; Kali stops, bites her tongue in surprise,
 * and grows calm. The child breathes with her: a story about big feelings and finding peace.
 *
 * Shiva lying down is his trident laid on the ground; nothing is drawn as a face. Hindi never makes a
 * word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Kali's presence in its glow; `dance` makes it stamp and spin. */
function kali(x: number, y: number, scale = 1, dance = false): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y],
      scale: 2.2 * scale,
      color: '#5b6cff',
      motion: [dance ? { kind: 'pulse', amount: 0.2, every: 0.8 } : 'pulse'],
    },
    {
      actor: 'kali-sign',
      at: [x, y],
      scale,
      motion: dance
        ? [
            { kind: 'hop', amount: 18, every: 0.8 },
            { kind: 'sway', amount: 14, every: 0.8 },
          ]
        : [{ kind: 'bob', amount: 4, every: 3 }],
    },
  ];
}

/** Shiva's trident in its glow, standing. */
function shiva(x: number, y: number, scale = 1): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y - 70 * scale], scale: 1.8 * scale, color: '#dfe6ff', motion: ['pulse'] },
    { actor: 'trishul', at: [x, y], scale: 1.2 * scale, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
  ];
}

/** A tree that trembles while the earth shakes. */
const shakingTree = (x: number, y: number, scale: number): ActorInput => ({
  actor: 'tree',
  at: [x, y],
  scale,
  motion: [
    { kind: 'sway', amount: 6, every: 0.5 },
    { kind: 'hop', amount: 2, every: 0.5 },
  ],
});

/** The gods, worried, as little lights. */
const godLights = (x: number, y: number, to: [number, number]): ActorInput[] =>
  (
    [
      [0, 0, '#ffe6a0'],
      [-40, 20, '#ffd0e0'],
      [-80, -10, '#c8f0ff'],
      [-120, 15, '#e8d8ff'],
    ] as const
  ).map(([dx, dy, color], i) => ({
    actor: 'glow',
    at: [x + dx, y + dy],
    scale: 0.6,
    color,
    motion: [
      { kind: 'move', to: [to[0] + dx, to[1] + dy] },
      { kind: 'bob', amount: 4, every: 1.2 + i * 0.2 },
    ],
  }));

export const STORYBOARD_20 = defineStoryboard({
  story: 20,
  version: 1,
  music: 'festival-dhol',
  title: {
    backdrop: { name: 'battle-plain', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...kali(420, 150, 0.8, true),
      { actor: 'sparkles', at: [420, 160], area: [300, 200], count: 16 },
    ],
  },
  credits: {
    backdrop: { name: 'kailash', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...kali(220, 150, 0.6),
      ...shiva(440, 230, 0.8),
      { actor: 'fireflies', at: [320, 260], area: [560, 120], count: 12 },
    ],
  },
  shots: [
    {
      id: 'victory',
      seconds: 10,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 320, y: 170, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...kali(250, 175, 1),
        { actor: 'sparkles', at: [250, 175], area: [360, 240], count: 20, color: '#e8ecff' },
        {
          actor: 'child',
          at: [160, 346],
          scale: 0.75,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The great battle was over. The giants were gone, and Goddess Kali had won!',
          hi: 'बड़ी लड़ाई ख़त्म हो चुकी थी। राक्षस मिट चुके थे, और देवी काली जीत गई थीं!',
        },
      ],
    },
    {
      id: 'the-dance',
      seconds: 9.5,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 300, y: 190, zoom: 1.2 }, to: { x: 340, y: 180, zoom: 1.15 } },
      actors: [
        {
          actor: 'glow',
          at: [200, 195],
          scale: 2.2,
          color: '#5b6cff',
          motion: [
            { kind: 'move', via: [[360, 205]], to: [260, 195] },
            { kind: 'pulse', amount: 0.2, every: 0.8 },
          ],
        },
        {
          actor: 'kali-sign',
          at: [200, 195],
          motion: [
            { kind: 'move', via: [[360, 205]], to: [260, 195] },
            { kind: 'hop', amount: 18, every: 0.8 },
            { kind: 'sway', amount: 14, every: 0.8 },
          ],
        },
        { actor: 'petals', at: [320, 170], area: [460, 260], count: 18 },
        {
          actor: 'child',
          at: [500, 346],
          scale: 0.8,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kali was so happy that she began to dance. Stamp and spin! Stamp and spin!',
          hi: 'काली इतनी ख़ुश थीं कि नाचने लगीं। धम-धम, घूम-घूम! धम-धम, घूम-घूम!',
        },
      ],
    },
    {
      id: 'faster',
      seconds: 10.5,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'heroic-drums',
      actors: [
        {
          actor: 'glow',
          at: [270, 190],
          scale: 3.2,
          color: '#5b6cff',
          motion: [{ kind: 'pulse', amount: 0.25, every: 0.5 }],
        },
        {
          actor: 'kali-sign',
          at: [270, 190],
          scale: 1.3,
          motion: [
            { kind: 'hop', amount: 30, every: 0.5 },
            { kind: 'sway', amount: 20, every: 0.5 },
          ],
        },
        { actor: 'sparkles', at: [320, 170], area: [520, 280], count: 30, color: '#e8ecff' },
        { actor: 'petals', at: [320, 170], area: [560, 280], count: 24 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'She danced faster and faster, bigger and bigger. Her joy was too big to hold!',
          hi: 'वे और तेज़, और ज़ोर से नाचने लगीं। उनकी ख़ुशी इतनी बड़ी थी कि कहीं समा ही नहीं रही थी!',
        },
      ],
    },
    {
      id: 'earth-shakes',
      seconds: 13,
      backdrop: { name: 'gokul-lane', light: 'dusk' },
      camera: { from: { x: 320, y: 190, zoom: 1.15 }, to: { x: 320, y: 180, zoom: 1.05 } },
      actors: [
        ...kali(520, 90, 0.45, true).map((actor): ActorInput => ({ ...actor, depth: 0.3 })),
        shakingTree(90, 300, 0.9),
        shakingTree(560, 300, 0.8),
        { actor: 'house', at: [230, 296], scale: 0.9, motion: [{ kind: 'hop', amount: 2, every: 0.5 }] },
        {
          actor: 'birds',
          at: [300, 200],
          area: [260, 80],
          count: 8,
          motion: [{ kind: 'move', to: [300, 60] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Boom! Boom! With every step, the whole earth began to shake.',
          hi: 'धम! धम! हर कदम पर पूरी धरती काँपने लगी।',
        },
        {
          at: 7,
          en: 'The trees trembled, and the birds flew up in fright.',
          hi: 'पेड़ थरथराने लगे, और चिड़ियाँ डरकर उड़ गईं।',
        },
      ],
    },
    {
      id: 'wobbly-ground',
      seconds: 16,
      backdrop: { name: 'gokul-lane', light: 'dusk' },
      camera: { from: { x: 300, y: 220, zoom: 1.4 }, to: { x: 290, y: 215, zoom: 1.5 } },
      actors: [
        shakingTree(210, 330, 1),
        {
          actor: 'child',
          at: [260, 348],
          scale: 0.9,
          pose: 'reach',
          motion: [{ kind: 'sway', amount: 5, every: 0.5 }],
        },
        ...kali(440, 150, 0.5, true),
      ],
      narration: [
        {
          at: 0.5,
          en: 'The ground under {name} wobbled like a swing.',
          hi: '{name} के पैरों तले ज़मीन झूले की तरह डोलने लगी।',
        },
        {
          at: 7,
          en: 'Kali was not angry. She was just too excited to stop!',
          hi: 'काली ग़ुस्से में नहीं थीं। बस इतनी उत्साहित थीं कि रुक ही नहीं पा रही थीं!',
        },
      ],
    },
    {
      id: 'who-can-help',
      seconds: 9.5,
      backdrop: { name: 'gokul-lane', light: 'night' },
      camera: { from: { x: 300, y: 200, zoom: 1.3 }, to: { x: 360, y: 180, zoom: 1.2 } },
      actors: [
        {
          actor: 'child',
          at: [230, 346],
          scale: 0.9,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 4, every: 1 }],
        },
        { actor: 'glow', at: [470, 110], scale: 1.2, depth: 0.4, color: '#dfe6ff', motion: ['pulse'] },
        { actor: 'trishul', at: [470, 150], scale: 0.5, depth: 0.4, motion: ['bob'] },
        { actor: 'sparkles', at: [470, 110], area: [120, 90], count: 8, depth: 0.4 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Who could help? {name} knew: Lord Shiva, the calmest of all!',
          hi: 'अब मदद कौन करे? {name} को पता था: भगवान शिव, जो सबसे शांत हैं!',
        },
      ],
    },
    {
      id: 'to-kailash',
      seconds: 14.5,
      backdrop: { name: 'snowfield', light: 'night' },
      camera: { from: { x: 260, y: 200, zoom: 1.25 }, to: { x: 380, y: 190, zoom: 1.25 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'child',
          at: [120, 344],
          scale: 0.8,
          motion: [
            { kind: 'move', to: [470, 340] },
            { kind: 'hop', amount: 4, every: 0.5 },
          ],
        },
        ...godLights(90, 110, [430, 100]),
        {
          actor: 'sparkles',
          at: [90, 110],
          area: [160, 60],
          count: 8,
          motion: [{ kind: 'move', to: [430, 100] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So {name} hurried to snowy Mount Kailash, and the worried gods followed like little lights in the sky.',
          hi: 'तो {name} ने बर्फ़ीले कैलाश पर्वत की ओर दौड़ लगाई, और घबराए हुए देवता नन्ही रोशनियों की तरह पीछे-पीछे चले।',
        },
      ],
    },
    {
      id: 'shiva-listens',
      seconds: 21,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 360, y: 215, zoom: 1.35 } },
      actors: [
        ...shiva(440, 310),
        { actor: 'nandi', at: [530, 335], scale: 0.8, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        {
          actor: 'child',
          id: 'hero',
          at: [290, 346],
          scale: 0.85,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 1.4 }],
        },
        ...godLights(230, 120, [240, 110]),
      ],
      portrait: { on: 'hero', at: [-75, -145], size: 78, enter: 'glow', start: 8 },
      narration: [
        {
          at: 0.5,
          en: 'Lord Shiva sat quietly by the still lake, and Nandi the bull rested beside him.',
          hi: 'भगवान शिव शांत झील के किनारे चुपचाप बैठे थे, और पास ही नंदी बैल आराम कर रहा था।',
        },
        {
          at: 10,
          en: 'Please help! said {name}. Kali is dancing so hard that the whole earth is shaking!',
          hi: '{name} ने कहा: कृपया मदद कीजिए! काली इतने ज़ोर से नाच रही हैं कि पूरी धरती काँप रही है!',
        },
      ],
    },
    {
      id: 'shiva-smiles',
      seconds: 10.5,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 430, y: 210, zoom: 1.6 }, to: { x: 430, y: 200, zoom: 1.8 } },
      actors: [
        {
          actor: 'glow',
          at: [440, 220],
          scale: 2.4,
          color: '#dfe6ff',
          motion: [{ kind: 'pulse', amount: 0.12, every: 3 }],
        },
        { actor: 'trishul', at: [440, 310], scale: 1.2, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
        { actor: 'sparkles', at: [440, 220], area: [160, 160], count: 12 },
        { actor: 'nandi', at: [530, 335], scale: 0.8, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: "Shiva smiled his peaceful smile. Don't worry, he said. I know just what to do.",
          hi: 'शिव शांत भाव से मुस्कुराए और बोले: चिंता मत करो, मुझे पता है क्या करना है।',
        },
      ],
    },
    {
      id: 'shiva-comes',
      seconds: 10.5,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 370, y: 190, zoom: 1.2 }, to: { x: 320, y: 180, zoom: 1.05 } },
      music: 'heroic-drums',
      actors: [
        ...kali(170, 160, 0.8, true),
        {
          actor: 'glow',
          at: [700, 230],
          scale: 1.8,
          color: '#dfe6ff',
          motion: [{ kind: 'move', to: [470, 240], end: 6 }, 'pulse'],
        },
        {
          actor: 'trishul',
          at: [700, 320],
          scale: 1.2,
          motion: [{ kind: 'move', to: [470, 330], end: 6 }, 'bob'],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He came down to the battlefield, where Kali was still dancing. Stamp and spin!',
          hi: 'वे नीचे युद्ध के मैदान में आए, जहाँ काली अब भी नाच रही थीं। धम-धम, घूम-घूम!',
        },
      ],
    },
    {
      id: 'lies-down',
      seconds: 9.5,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 400, y: 240, zoom: 1.5 }, to: { x: 400, y: 245, zoom: 1.6 } },
      music: 'temple-bells',
      actors: [
        { actor: 'glow', at: [420, 310], scale: 2.2, color: '#dfe6ff', motion: ['pulse'] },
        {
          actor: 'trishul',
          at: [470, 330],
          scale: 1.2,
          motion: [{ kind: 'turn', amount: -90, start: 2.5, end: 5.5 }],
        },
        { actor: 'sparkles', at: [420, 300], area: [200, 60], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Shiva did something surprising. He lay down quietly, right in her path.',
          hi: 'फिर शिव ने एक अनोखा काम किया। वे चुपचाप काली के रास्ते में लेट गए।',
        },
      ],
    },
    {
      id: 'closer',
      seconds: 9,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 320, y: 205, zoom: 1.2 }, to: { x: 370, y: 220, zoom: 1.3 } },
      music: 'heroic-drums',
      actors: [
        { actor: 'glow', at: [420, 310], scale: 2, color: '#dfe6ff', motion: ['pulse'] },
        {
          actor: 'trishul',
          at: [470, 330],
          scale: 1.2,
          rotate: -90,
          motion: [{ kind: 'bob', amount: 1, every: 3 }],
        },
        {
          actor: 'glow',
          at: [150, 170],
          scale: 2.2,
          color: '#5b6cff',
          motion: [
            { kind: 'move', to: [390, 210] },
            { kind: 'pulse', amount: 0.2, every: 0.8 },
          ],
        },
        {
          actor: 'kali-sign',
          at: [150, 170],
          motion: [
            { kind: 'move', to: [390, 210] },
            { kind: 'hop', amount: 18, every: 0.8 },
            { kind: 'sway', amount: 14, every: 0.8 },
          ],
        },
        { actor: 'child', at: [580, 348], scale: 0.75, motion: [{ kind: 'hop', amount: 2, every: 1 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Closer and closer came dancing Kali, her eyes shut tight with joy...',
          hi: 'नाचती हुई काली पास, और पास आती गईं, ख़ुशी में आँखें मूँदे हुए...',
        },
      ],
    },
    {
      id: 'she-stops',
      seconds: 14,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 390, y: 228, zoom: 1.4 }, to: { x: 400, y: 238, zoom: 1.5 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'glow',
          at: [420, 300],
          scale: 2.4,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.4, start: 1, end: 3 }, 'pulse'],
        },
        { actor: 'trishul', at: [470, 330], scale: 1.2, rotate: -90 },
        ...kali(400, 262, 1),
        { actor: 'sparkles', at: [400, 260], area: [240, 160], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Her foot came down, gently, on Shiva. She opened her eyes, and stopped.',
          hi: 'उनका पाँव धीरे से शिव पर पड़ा। उन्होंने आँखें खोलीं, और वहीं रुक गईं।',
        },
        {
          at: 8.5,
          en: 'Oh! It was her own dear Shiva!',
          hi: 'अरे! ये तो उनके अपने प्यारे शिव थे!',
        },
      ],
    },
    {
      id: 'oops',
      seconds: 11,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 390, y: 200, zoom: 1.7 }, to: { x: 390, y: 205, zoom: 1.6 } },
      actors: [
        ...kali(390, 200, 1),
        {
          actor: 'hibiscus',
          at: [350, 250],
          scale: 1.2,
          motion: [
            { kind: 'move', to: [330, 300] },
            { kind: 'spin', amount: 60 },
          ],
        },
        { actor: 'sparkles', at: [390, 200], area: [160, 120], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: "Kali was so surprised that she bit her tongue, just the way we say 'oops!'",
          hi: "काली ने चौंककर दाँतों तले जीभ दबा ली, जैसे हम कोई भूल होने पर 'उफ़!' कहते हैं।",
        },
      ],
    },
    {
      id: 'calm-again',
      seconds: 10.5,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 380, y: 200, zoom: 1.35 }, to: { x: 340, y: 180, zoom: 1.1 } },
      music: 'lullaby',
      actors: [
        {
          actor: 'glow',
          at: [300, 170],
          scale: 2.4,
          color: '#aab4ff',
          motion: [{ kind: 'pulse', amount: 0.1, every: 4 }],
        },
        { actor: 'kali-sign', at: [300, 170], scale: 0.95, motion: [{ kind: 'bob', amount: 3, every: 4 }] },
        {
          actor: 'trishul',
          at: [470, 330],
          scale: 1.2,
          rotate: -90,
          motion: [{ kind: 'turn', amount: 90, start: 2, end: 5 }],
        },
        { actor: 'glow', at: [470, 250], scale: 1.6, color: '#dfe6ff', motion: ['pulse'] },
        { actor: 'fireflies', at: [320, 260], area: [560, 120], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Her big feelings grew quiet. She smiled, and the earth stood still again.',
          hi: 'उनकी बड़ी-बड़ी भावनाएँ शांत हो गईं। वे मुस्कुराईं, और धरती फिर से थम गई।',
        },
      ],
    },
    {
      id: 'breathe',
      seconds: 14,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 320, y: 228, zoom: 1.4 }, to: { x: 320, y: 225, zoom: 1.5 } },
      actors: [
        {
          actor: 'glow',
          at: [320, 290],
          scale: 2.6,
          color: '#ffe6a0',
          motion: [{ kind: 'pulse', amount: 0.25, every: 4 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [320, 350],
          scale: 0.95,
          pose: 'sit',
          motion: [{ kind: 'pulse', amount: 0.03, every: 4 }],
        },
        ...kali(200, 150, 0.6),
        ...shiva(450, 300, 0.8),
      ],
      portrait: { on: 'hero', at: [0, -145], size: 76, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} took a deep breath too.',
          hi: '{name} ने भी एक गहरी साँस ली।',
        },
        {
          at: 5,
          en: 'Breathe in... and out. In... and out.',
          hi: 'साँस अंदर... और बाहर। अंदर... और बाहर।',
        },
      ],
    },
    {
      id: 'world-calm',
      seconds: 10.5,
      backdrop: { name: 'meadow', light: 'dawn' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 370, y: 190, zoom: 1.2 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'birds',
          at: [120, 80],
          area: [160, 50],
          count: 6,
          motion: [{ kind: 'move', to: [430, 180] }],
        },
        { actor: 'tree', at: [150, 300], scale: 0.7, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        { actor: 'cow', at: [250, 318], scale: 0.6, motion: [{ kind: 'move', to: [300, 318] }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The trees stood tall, the rivers grew calm, and the birds came home to their nests.',
          hi: 'पेड़ फिर सीधे खड़े हो गए, नदियाँ शांत हो गईं, और चिड़ियाँ अपने घोंसलों में लौट आईं।',
        },
      ],
    },
    {
      id: 'side-by-side',
      seconds: 10.5,
      backdrop: { name: 'kailash', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 185, zoom: 1.1 } },
      actors: [
        ...kali(250, 170, 0.85),
        ...shiva(400, 300, 1),
        { actor: 'nandi', at: [500, 335], scale: 0.75, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        { actor: 'petals', at: [320, 150], area: [480, 260], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kali and Shiva stood side by side, one fierce and one gentle, together as always.',
          hi: 'काली और शिव साथ-साथ खड़े थे, एक उग्र और एक शांत, हमेशा की तरह साथ।',
        },
      ],
    },
    {
      id: 'the-lesson',
      seconds: 17,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.25 } },
      actors: [
        {
          actor: 'child',
          at: [290, 348],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'pulse', amount: 0.03, every: 4 }],
        },
        { actor: 'diya', at: [240, 340], motion: ['flicker'] },
        { actor: 'kali-sign', at: [160, 110], scale: 0.45, depth: 0.5, motion: ['bob'] },
        { actor: 'trishul', at: [545, 205], scale: 0.6, depth: 0.5, motion: ['bob'] },
        { actor: 'fireflies', at: [320, 260], area: [520, 120], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Big feelings are all right, even happy ones.',
          hi: 'बड़ी-बड़ी भावनाएँ होना ठीक है, ख़ुशी वाली भी।',
        },
        {
          at: 6,
          en: 'When they grow too big, stop, breathe, and find someone who loves you.',
          hi: 'जब वे बहुत बड़ी हो जाएँ, तो रुको, गहरी साँस लो, और किसी अपने के पास जाओ।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 9,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'lullaby',
      actors: [
        {
          actor: 'moon',
          at: [470, 90],
          variant: 1,
          depth: 0.2,
          motion: [{ kind: 'bob', amount: 2, every: 4 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [280, 320],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'pulse', amount: 0.03, every: 4 }],
        },
        { actor: 'diya', at: [230, 312], motion: ['flicker'] },
        { actor: 'fireflies', at: [320, 240], area: [560, 120], count: 12 },
      ],
      portrait: { on: 'hero', at: [0, -140], size: 72, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'Goodnight, {name}. Breathe slow, and sleep tight.',
          hi: 'शुभ रात्रि, {name}। धीरे-धीरे साँस लो, और मीठी नींद सो जाओ।',
        },
      ],
    },
  ],
});
