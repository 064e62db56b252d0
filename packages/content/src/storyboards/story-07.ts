/**
 * Story 7, "Baby Hanuman and the Sun": baby Hanuman, son of Anjana and of Vayu the wind, wakes up
 * hungry and sees the rising sun: a ripe orange mango! He leaps into the sky, and the child, lifted by
 * the kind wind, flies up beside him. Surya sees a hungry baby and does not burn him; Indra, on his
 * white elephant, fears the world will go dark, and his thunderbolt touches the baby's chin (hanu),
 * so he tumbles down. Vayu carries him away in sorrow and every wind in the world stops, until the
 * gods come to say sorry, Brahma's light wakes the baby, and the gods shower him with gifts: strength,
 * speed, a share of the sun's brightness, wisdom and a long life. Be brave, curious and kind.
 *
 * Baby Hanuman is the small far `flying-hero` (variant 2); Vayu his wind and a soft blue glow; Surya the
 * sun; Indra his lightning cloud and his white elephant; Brahma his flying swan; Anjana a mother seen
 * from behind. The thunderbolt is a flash of light, nothing more. Hindi never makes a word agree with
 * {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** Baby Hanuman, flying (or lying curled on the grass when `rotate` tips him). */
const baby = (x: number, y: number, scale = 0.6, motion: Motions = [], rotate = 0): ActorInput => ({
  actor: 'flying-hero',
  variant: 2,
  at: [x, y],
  scale,
  rotate,
  motion: [{ kind: 'bob', amount: 3, every: 1.4 }, ...motion],
});

/** The sun, big and glowing like a ripe fruit; `depth` 0 keeps it in the far sky. */
function theSun(x: number, y: number, scale = 2.4, extra: Motions = [], depth = 0): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: scale * 0.9, color: '#ffb347', depth, motion: ['pulse', ...extra] },
    {
      actor: 'sun',
      at: [x, y],
      scale,
      depth,
      motion: [{ kind: 'pulse', amount: 0.04, every: 2 }, ...extra],
    },
    // An orange blush over the disc: it looks like a ripe fruit.
    {
      actor: 'glow',
      at: [x, y],
      scale: scale * 0.42,
      color: '#ff8a1e',
      depth,
      motion: [{ kind: 'pulse', amount: 0.04, every: 2 }, ...extra],
    },
  ];
}

/** Vayu, the wind, as a soft blue glow with gusts around it; `extra` motions carry both. */
function vayu(x: number, y: number, extra: Motions = [], area: [number, number] = [260, 120]): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.6, color: '#c8ecff', opacity: 0.8, motion: ['pulse', ...extra] },
    { actor: 'wind', at: [x, y], area, count: 6, motion: [{ kind: 'bob', amount: 4, every: 2 }, ...extra] },
  ];
}

/** The child flying on the wind, leaning forward. */
const flyingChild = (x: number, y: number, motion: Motions = [], id?: string): ActorInput => ({
  actor: 'child',
  ...(id ? { id } : {}),
  at: [x, y],
  scale: 0.6,
  pose: 'reach',
  rotate: 14,
  motion: [{ kind: 'bob', amount: 5, every: 1.8 }, ...motion],
});

/** A god's gift: a coloured light flying from (x, y) into baby Hanuman at `to`. */
const gift = (x: number, y: number, color: string, to: [number, number], start: number): ActorInput => ({
  actor: 'glow',
  at: [x, y],
  scale: 0.7,
  color,
  motion: [
    { kind: 'appear', start, end: start + 0.6 },
    { kind: 'move', to, start: start + 0.6, end: start + 3 },
    { kind: 'leave', start: start + 3, end: start + 3.6 },
    'pulse',
  ],
});

/** Clouds sliding down past the fliers, so they seem to climb. */
const passingClouds = (from: number): ActorInput[] =>
  [
    [120, from, 0.9],
    [420, from + 90, 1.2],
    [560, from - 40, 0.8],
  ].map(([x = 0, y = 0, scale = 1]) => ({
    actor: 'cloud' as const,
    at: [x, y] as [number, number],
    scale,
    depth: 0.9,
    motion: [{ kind: 'move' as const, to: [x, y + 260] as [number, number], ease: 'linear' as const }],
  }));

export const STORYBOARD_07 = defineStoryboard({
  story: 7,
  version: 1,
  music: 'krishna-flute',
  title: {
    backdrop: { name: 'sunrise-sky', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      ...theSun(480, 110, 2.2),
      baby(300, 170, 0.7, [{ kind: 'move', to: [340, 150] }]),
      { actor: 'wind', at: [240, 190], area: [300, 100], count: 5 },
    ],
  },
  credits: {
    backdrop: { name: 'sunrise-sky', light: 'dusk' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'glow', at: [450, 150], scale: 1.3, color: '#ffe9b0', motion: ['pulse'] },
      { actor: 'gada', at: [450, 190], scale: 0.8, motion: [{ kind: 'bob', amount: 3, every: 2.5 }] },
      { actor: 'sparkles', at: [320, 150], area: [560, 200], count: 16 },
    ],
  },
  shots: [
    {
      id: 'forest-home',
      seconds: 13.5,
      backdrop: { name: 'forest', light: 'dawn' },
      camera: { from: { x: 320, y: 150, zoom: 1.4 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        { actor: 'hut', at: [450, 330], scale: 1.1 },
        { actor: 'mother', at: [330, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
        baby(250, 322, 0.5, [{ kind: 'pulse', amount: 0.03, every: 2.5 }], -6),
        ...vayu(180, 250, [{ kind: 'move', to: [240, 240] }], [200, 80]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'In a forest on a green hill lived Anjana and her baby son, Hanuman, a child of Vayu, the wind.',
          hi: 'एक हरी-भरी पहाड़ी के जंगल में माता अंजना अपने नन्हे बेटे हनुमान के साथ रहती थीं। हनुमान पवनदेव वायु के पुत्र थे।',
        },
      ],
    },
    {
      id: 'hungry',
      seconds: 14.5,
      backdrop: { name: 'forest', light: 'dawn' },
      camera: { from: { x: 300, y: 240, zoom: 1.5 }, to: { x: 300, y: 235, zoom: 1.6 } },
      actors: [
        { actor: 'hut', at: [450, 330], scale: 1.1 },
        baby(270, 318, 0.5, [{ kind: 'hop', amount: 6, every: 0.7, start: 1 }]),
        { actor: 'child', at: [350, 350], scale: 0.75, motion: [{ kind: 'hop', amount: 3, every: 1 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'One morning baby Hanuman woke up very, very hungry, while his mother was out gathering fruit.',
          hi: 'एक सुबह नन्हे हनुमान को ज़ोर की भूख लगी, और माँ फल लेने बाहर गई थीं।',
        },
        {
          at: 10,
          en: 'Only {name} was there to play.',
          hi: 'बस {name} का साथ था।',
        },
      ],
    },
    {
      id: 'the-fruit',
      seconds: 13,
      backdrop: { name: 'misty-hills', light: 'dawn' },
      camera: { from: { x: 340, y: 240, zoom: 1.5 }, to: { x: 390, y: 160, zoom: 1.3 } },
      actors: [
        ...theSun(480, 110, 2.4, [{ kind: 'grow', from: 0.7, end: 6 }]),
        baby(260, 318, 0.5, [{ kind: 'hop', amount: 4, every: 0.6 }]),
        {
          actor: 'child',
          at: [330, 350],
          scale: 0.75,
          pose: 'point',
          motion: [{ kind: 'sway', amount: 2, every: 2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then he saw it: a big, round, orange fruit rising over the hills. A mango! A ripe, juicy mango!',
          hi: 'तभी उसे दिखा: पहाड़ियों के ऊपर उगता एक बड़ा, गोल, नारंगी फल। आम! एक पका, रसीला आम!',
        },
      ],
    },
    {
      id: 'the-leap',
      seconds: 11,
      backdrop: { name: 'misty-hills', light: 'dawn' },
      music: 'heroic-drums',
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 380, y: 160, zoom: 1.25 } },
      actors: [
        ...theSun(480, 110, 2.4),
        baby(
          240,
          320,
          0.55,
          [
            { kind: 'move', via: [[300, 200]], to: [430, 140], start: 2, end: 9, ease: 'out' },
            { kind: 'grow', from: 1, start: 2, end: 9 },
          ],
          -20,
        ),
        {
          actor: 'wind',
          at: [260, 280],
          area: [240, 100],
          count: 6,
          motion: [{ kind: 'move', to: [380, 180], start: 2 }],
        },
        {
          actor: 'child',
          at: [330, 350],
          scale: 0.75,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 4, every: 0.6 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'With one mighty leap, baby Hanuman sprang up into the sky!',
          hi: 'एक ज़ोरदार छलांग लगाकर नन्हे हनुमान आसमान में उछल पड़े!',
        },
      ],
    },
    {
      id: 'lifted-by-the-wind',
      seconds: 15,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 300, y: 200, zoom: 1.3 }, to: { x: 340, y: 180, zoom: 1.3 } },
      actors: [
        ...theSun(560, 70, 2),
        ...vayu(220, 240, [{ kind: 'move', to: [300, 200] }]),
        flyingChild(230, 260, [{ kind: 'move', to: [310, 210] }], 'hero'),
        baby(420, 160, 0.55, [{ kind: 'move', to: [470, 140] }]),
      ],
      portrait: { on: 'hero', at: [-70, -70], size: 60, enter: 'pop', start: 5 },
      narration: [
        {
          at: 0.5,
          en: 'Wait for me! called {name}. And the kind wind Vayu lifted {name} up into the sky too.',
          hi: 'रुको, मेरा इंतज़ार करो! {name} ने पुकारा। और दयालु पवनदेव ने {name} को भी आसमान में उठा लिया।',
        },
      ],
    },
    {
      id: 'higher',
      seconds: 13,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 320, y: 180, zoom: 1.2 }, to: { x: 340, y: 170, zoom: 1.3 } },
      actors: [
        ...passingClouds(60),
        {
          actor: 'birds',
          at: [200, 200],
          area: [160, 60],
          count: 5,
          motion: [{ kind: 'move', to: [120, 330] }],
        },
        ...vayu(260, 210),
        flyingChild(260, 230),
        baby(400, 170, 0.55),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Up and up they flew, past the birds, past the clouds, higher than anyone had ever flown.',
          hi: 'ऊपर, और ऊपर वे उड़ते गए, पंछियों से आगे, बादलों के पार, इतना ऊँचा जितना कोई कभी नहीं उड़ा था।',
        },
      ],
    },
    {
      id: 'cool-breeze',
      seconds: 12,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 340, y: 170, zoom: 1.3 }, to: { x: 360, y: 160, zoom: 1.35 } },
      actors: [
        ...theSun(600, 50, 2.2),
        {
          actor: 'glow',
          at: [330, 200],
          scale: 3,
          color: '#c8ecff',
          opacity: 0.7,
          motion: [{ kind: 'pulse', amount: 0.1 }],
        },
        {
          actor: 'wind',
          at: [340, 200],
          area: [320, 160],
          count: 8,
          motion: [{ kind: 'orbit', amount: 10, every: 3 }],
        },
        flyingChild(280, 220),
        baby(400, 170, 0.55),
      ],
      narration: [
        {
          at: 0.5,
          en: 'All the way, Vayu wrapped them in cool breezes, so the hot sun would not hurt them.',
          hi: 'पूरे रास्ते वायु ने उन्हें ठंडी-ठंडी हवा में लपेटे रखा, ताकि सूरज की गर्मी उन्हें न सताए।',
        },
      ],
    },
    {
      id: 'not-a-fruit',
      seconds: 14,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 360, y: 160, zoom: 1.35 }, to: { x: 400, y: 140, zoom: 1.4 } },
      actors: [
        ...theSun(560, 80, 3),
        ...vayu(250, 220),
        flyingChild(250, 240, [{ kind: 'move', to: [290, 225] }], 'hero'),
        baby(400, 160, 0.55, [{ kind: 'move', to: [440, 140] }]),
      ],
      portrait: { on: 'hero', at: [-60, -80], size: 56, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: "Hanuman, that's not a mango, it's the sun! called {name}.",
          hi: 'हनुमान, यह आम नहीं, सूरज है! {name} ने पुकारा।',
        },
        {
          at: 7.5,
          en: 'But baby Hanuman only giggled and flew faster.',
          hi: 'पर नन्हे हनुमान खिलखिलाकर और भी तेज़ उड़ने लगे।',
        },
      ],
    },
    {
      id: 'surya-smiles',
      seconds: 13,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      music: 'temple-bells',
      camera: { from: { x: 410, y: 140, zoom: 1.4 }, to: { x: 430, y: 130, zoom: 1.55 } },
      actors: [
        ...theSun(520, 110, 4.2, [], 1),
        baby(400, 150, 0.55, [{ kind: 'move', to: [420, 140] }]),
        { actor: 'sparkles', at: [470, 120], area: [200, 120], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The sun god Surya saw that it was only a hungry baby. He did not burn him; he shone softly and smiled.',
          hi: 'सूर्यदेव ने देखा कि यह तो बस एक भूखा बच्चा है। उन्होंने उसे जलाया नहीं, बस धीमे-धीमे चमकते हुए मुस्कुराए।',
        },
      ],
    },
    {
      id: 'indra-worries',
      seconds: 15,
      backdrop: { name: 'sunrise-sky', light: 'dusk' },
      music: 'heroic-drums',
      camera: { from: { x: 300, y: 200, zoom: 1.3 }, to: { x: 280, y: 210, zoom: 1.4 } },
      actors: [
        {
          actor: 'storm-cloud',
          variant: 1,
          at: [250, 110],
          scale: 1.3,
          motion: [{ kind: 'bob', amount: 3, every: 3 }],
        },
        { actor: 'glow', at: [250, 200], scale: 1.8, color: '#fff1c2', opacity: 0.6, motion: ['pulse'] },
        {
          actor: 'elephant',
          variant: 1,
          at: [250, 240],
          scale: 0.9,
          look: 'colour',
          motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
        },
        ...theSun(560, 110, 2),
      ],
      narration: [
        {
          at: 0.5,
          en: 'But Indra, king of the gods, on his white elephant, grew worried. If the sun is eaten, the whole world will go dark!',
          hi: 'पर देवताओं के राजा इंद्र, अपने सफ़ेद हाथी पर बैठे, चिंता में पड़ गए। अगर सूरज खा लिया गया, तो सारी दुनिया में अँधेरा छा जाएगा!',
        },
      ],
    },
    {
      id: 'the-flash',
      seconds: 15,
      backdrop: { name: 'sunrise-sky', light: 'dusk' },
      camera: { from: { x: 380, y: 160, zoom: 1.4 }, to: { x: 340, y: 200, zoom: 1.2 } },
      actors: [
        ...theSun(560, 90, 2.4),
        {
          actor: 'storm-cloud',
          variant: 1,
          at: [200, 90],
          scale: 1,
          motion: [{ kind: 'bob', amount: 3, every: 2 }],
        },
        {
          actor: 'glow',
          at: [400, 150],
          scale: 4,
          color: '#f4f6ff',
          motion: [
            { kind: 'appear', start: 2, end: 2.3 },
            { kind: 'leave', start: 2.6, end: 4.5 },
          ],
        },
        baby(400, 150, 0.55, [
          { kind: 'move', via: [[420, 200]], to: [380, 420], start: 3, end: 9, ease: 'in' },
          { kind: 'turn', amount: 160, start: 3, end: 9 },
        ]),
        ...vayu(200, 300, [{ kind: 'move', to: [360, 320], start: 5, end: 9 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: "Indra's thunderbolt flashed across the sky. It touched Hanuman's little chin, and down he tumbled.",
          hi: 'इंद्र का वज्र आसमान में चमका। वह नन्हे हनुमान की ठोड़ी को छू गया, और वे नीचे लुढ़कने लगे।',
        },
        {
          at: 11,
          en: 'Vayu caught his son.',
          hi: 'वायु ने अपने बेटे को थाम लिया।',
        },
      ],
    },
    {
      id: 'the-wind-stops',
      seconds: 15.5,
      backdrop: { name: 'misty-hills', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 320, y: 220, zoom: 1.35 }, to: { x: 320, y: 230, zoom: 1.45 } },
      actors: [
        {
          actor: 'glow',
          at: [420, 300],
          scale: 1.4,
          color: '#c8ecff',
          opacity: 0.6,
          motion: [{ kind: 'pulse', amount: 0.1, every: 3 }],
        },
        baby(420, 320, 0.45, [], -8),
        { actor: 'tree', at: [200, 340], scale: 0.9 },
        { actor: 'child', at: [330, 350], scale: 0.75, motion: [{ kind: 'sway', amount: 1.5, every: 4 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Sad and hurt, Vayu hid away with his little son, and every wind in the world stopped.',
          hi: 'दुखी होकर वायु अपने नन्हे बेटे को लेकर छिप गए, और दुनिया की सारी हवा थम गई।',
        },
        {
          at: 9.5,
          en: 'No breeze, no breath, not a leaf moved.',
          hi: 'न कोई झोंका, न कोई साँस, एक पत्ता तक नहीं हिला।',
        },
      ],
    },
    {
      id: 'gods-come',
      seconds: 15.5,
      backdrop: { name: 'misty-hills', light: 'dawn' },
      music: 'temple-bells',
      camera: { from: { x: 340, y: 210, zoom: 1.3 }, to: { x: 380, y: 230, zoom: 1.45 } },
      actors: [
        {
          actor: 'swan',
          variant: 1,
          at: [120, 120],
          scale: 0.8,
          motion: [
            { kind: 'move', to: [330, 220], end: 6, ease: 'out' },
            { kind: 'bob', amount: 4, every: 1 },
          ],
        },
        { actor: 'glow', at: [420, 300], scale: 1.4, color: '#c8ecff', opacity: 0.6, motion: ['pulse'] },
        baby(420, 320, 0.45, [{ kind: 'turn', amount: 8, start: 9, end: 11 }], -8),
        {
          actor: 'glow',
          at: [330, 220],
          scale: 1.4,
          color: '#fff1c2',
          motion: [
            { kind: 'appear', start: 6, end: 7 },
            { kind: 'move', to: [420, 300], start: 7, end: 9.5 },
            { kind: 'leave', start: 10, end: 12 },
          ],
        },
        {
          actor: 'sparkles',
          at: [420, 300],
          area: [120, 80],
          count: 12,
          motion: [{ kind: 'appear', start: 9.5 }, 'pulse'],
        },
        { actor: 'child', at: [330, 350], scale: 0.75, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The gods hurried to Vayu to say sorry, and Brahma, on his swan, touched the baby with healing light.',
          hi: 'देवता दौड़े-दौड़े वायु के पास माफ़ी माँगने आए, और हंस पर सवार ब्रह्मा ने बच्चे को अपनी रोशनी से छुआ।',
        },
        {
          at: 12,
          en: 'Hanuman opened his eyes!',
          hi: 'हनुमान ने आँखें खोल दीं!',
        },
      ],
    },
    {
      id: 'wind-returns',
      seconds: 12,
      backdrop: { name: 'misty-hills', light: 'day' },
      music: 'festival-dhol',
      camera: { from: { x: 380, y: 230, zoom: 1.45 }, to: { x: 340, y: 200, zoom: 1.2 } },
      actors: [
        {
          actor: 'wind',
          at: [320, 220],
          area: [560, 200],
          count: 10,
          motion: [{ kind: 'move', to: [380, 210] }],
        },
        { actor: 'tree', at: [200, 340], scale: 0.9, motion: [{ kind: 'sway', amount: 3, every: 1.5 }] },
        baby(420, 300, 0.5, [{ kind: 'hop', amount: 8, every: 0.7 }]),
        { actor: 'petals', at: [320, 170], area: [600, 260], count: 16 },
        {
          actor: 'birds',
          at: [220, 120],
          area: [180, 60],
          count: 5,
          motion: [{ kind: 'move', to: [420, 90] }],
        },
        {
          actor: 'child',
          at: [330, 350],
          scale: 0.75,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.6 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Vayu smiled again, the winds came back, and the whole world took a big, happy breath.',
          hi: 'वायु फिर मुस्कुराए, हवा लौट आई, और सारी दुनिया ने एक लंबी, ख़ुशी भरी साँस ली।',
        },
      ],
    },
    {
      id: 'the-gifts',
      seconds: 16.5,
      backdrop: { name: 'misty-hills', light: 'day' },
      camera: { from: { x: 360, y: 225, zoom: 1.35 }, to: { x: 380, y: 235, zoom: 1.5 } },
      actors: [
        { actor: 'glow', at: [400, 270], scale: 1.8, color: '#fff1c2', motion: ['pulse'] },
        baby(400, 280, 0.55, [{ kind: 'pulse', amount: 0.05, every: 1 }]),
        gift(250, 120, '#b8d8ff', [400, 270], 1),
        gift(560, 100, '#ffb347', [400, 270], 10.5),
        { actor: 'child', at: [300, 352], scale: 0.72, motion: [{ kind: 'hop', amount: 3, every: 1 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then every god gave baby Hanuman a gift. Indra made him as strong as a thunderbolt.',
          hi: 'फिर हर देवता ने नन्हे हनुमान को एक वरदान दिया। इंद्र ने उन्हें वज्र जैसा मज़बूत बना दिया।',
        },
        {
          at: 11,
          en: 'Surya gave him a share of his own brightness.',
          hi: 'सूर्यदेव ने उन्हें अपने तेज का एक अंश दिया।',
        },
      ],
    },
    {
      id: 'his-name',
      seconds: 16,
      backdrop: { name: 'misty-hills', light: 'day' },
      camera: { from: { x: 380, y: 235, zoom: 1.5 }, to: { x: 370, y: 225, zoom: 1.35 } },
      actors: [
        { actor: 'glow', at: [400, 270], scale: 1.8, color: '#fff1c2', motion: ['pulse'] },
        baby(400, 280, 0.55, [{ kind: 'hop', amount: 4, every: 0.8 }]),
        gift(200, 140, '#c8ecff', [400, 270], 0.5),
        gift(560, 140, '#e0c8ff', [400, 270], 3.5),
        { actor: 'sparkles', at: [400, 250], area: [200, 140], count: 14 },
        {
          actor: 'child',
          at: [300, 352],
          scale: 0.72,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Others gave him speed like the wind, wisdom, and a long and healthy life.',
          hi: 'दूसरों ने उन्हें हवा जैसी फुर्ती, बुद्धि, और लंबा, स्वस्थ जीवन दिया।',
        },
        {
          at: 8.5,
          en: 'And because of his bumped chin, his hanu, he was called Hanuman.',
          hi: 'और ठोड़ी, यानी हनु, पर चोट लगने से उनका नाम पड़ा हनुमान।',
        },
      ],
    },
    {
      id: 'big-hug',
      seconds: 13,
      backdrop: { name: 'forest', light: 'dusk' },
      music: 'krishna-flute',
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 320, y: 235, zoom: 1.6 } },
      actors: [
        { actor: 'hut', at: [470, 330], scale: 1.1 },
        baby(340, 315, 0.5, [{ kind: 'hop', amount: 4, every: 0.8 }]),
        {
          actor: 'child',
          id: 'hero',
          at: [270, 350],
          scale: 0.78,
          pose: 'reach',
          motion: [
            { kind: 'move', to: [300, 350], end: 2 },
            { kind: 'sway', amount: 2, every: 1.5 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-70, -100], size: 58, enter: 'pop', start: 2 },
      narration: [
        {
          at: 0.5,
          en: '{name} gave baby Hanuman a big hug. Next time, ask before you eat the sun!',
          hi: '{name} ने नन्हे हनुमान को कसकर गले लगाया। अगली बार सूरज खाने से पहले पूछ लेना!',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 17,
      backdrop: { name: 'forest', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 340, y: 220, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        { actor: 'hut', at: [470, 330], scale: 1.1 },
        { actor: 'mother', at: [400, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
        baby(330, 322, 0.45, [{ kind: 'pulse', amount: 0.03, every: 2.5 }], -6),
        {
          actor: 'child',
          id: 'hero',
          at: [250, 350],
          scale: 0.6,
          pose: 'sit',
          motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
        },
        { actor: 'fireflies', at: [320, 240], area: [500, 160], count: 12 },
      ],
      portrait: { on: 'hero', at: [-70, -70], size: 56, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'Be brave and curious like little Hanuman, and always use your strength with kindness.',
          hi: 'नन्हे हनुमान जैसे निडर और जिज्ञासु बनो, और अपनी ताक़त हमेशा प्यार से इस्तेमाल करो।',
        },
        {
          at: 10.5,
          en: 'Goodnight, little Hanuman. Goodnight, {name}.',
          hi: 'शुभ रात्रि, नन्हे हनुमान। शुभ रात्रि, {name}।',
        },
      ],
    },
  ],
});
