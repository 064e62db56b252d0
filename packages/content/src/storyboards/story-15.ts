/**
 * Story 15, "Shiva and the Endless Pillar of Light": on the great ocean before the world was full,
 * Brahma (who made it) and Vishnu (who looks after it) argue about who is greater, while the child
 * watches from a little sandy shore. A pillar of light bursts up between them, with no top and no
 * bottom. Brahma flies up as a swan and Vishnu digs down as the boar Varaha; the child keeps a lamp
 * burning by the pillar. A thousand years later neither has found an end. Vishnu comes back and says
 * so; Brahma brings a ketaki flower that fell from the top and says he reached it. Shiva steps out of
 * the light (the light has no beginning and no end), Brahma says sorry and is forgiven, and the
 * ketaki is never offered to Shiva. Nobody becomes great by boasting: the great are humble and honest.
 *
 * Shiva is the pillar, then his trident and crescent moon in its light; Vishnu his turning chakra and
 * conch in a blue glow, or the boar; Brahma his glowing book on a lotus, or the flying swan; the
 * ketaki a small pale flower. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** Motions for a part standing (dx, dy) from its group's anchor: its `move`s shifted with it. */
function shifted(motions: Motions, dx: number, dy: number): Motions {
  const by = ([x, y]: readonly [number, number]): [number, number] => [x + dx, y + dy];
  return motions.map((m) =>
    typeof m === 'string' || m.kind !== 'move'
      ? m
      : { ...m, ...(m.to ? { to: by(m.to) } : {}), ...(m.via ? { via: m.via.map(by) } : {}) },
  );
}

/** Vishnu's presence: his chakra and conch in a blue glow. */
function vishnu(x: number, y: number, scale = 1, extra: Motions = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.8 * scale, color: '#9ec5ff', motion: ['pulse', ...extra] },
    { actor: 'wheel', at: [x, y], scale: 1.2 * scale, motion: [{ kind: 'spin', amount: 20 }, ...extra] },
    {
      actor: 'conch',
      at: [x + 45 * scale, y + 20 * scale],
      scale,
      motion: [{ kind: 'bob', amount: 3, every: 3 }, ...shifted(extra, 45 * scale, 20 * scale)],
    },
  ];
}

/** Brahma's presence: his glowing book on a lotus, in a golden glow. */
function brahma(x: number, y: number, scale = 1, extra: Motions = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.8 * scale, color: '#ffe6a0', motion: ['pulse', ...extra] },
    { actor: 'lotus', at: [x, y + 50 * scale], scale: 1.8 * scale, motion: shifted(extra, 0, 50 * scale) },
    {
      actor: 'storybook',
      at: [x, y],
      scale: 0.7 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 3.4 }, ...extra],
    },
  ];
}

/** The pillar of light with no top and no bottom. */
const pillar = (x: number, motion: Motions = [], extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'light-pillar',
  at: [x, 180],
  depth: 0.7,
  motion: [{ kind: 'pulse', amount: 0.03, every: 2 }, ...motion],
  ...extra,
});

/** Brahma as the swan, flying. */
const swan = (x: number, y: number, motion: Motions = [], extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'swan',
  variant: 1,
  at: [x, y],
  scale: 0.8,
  motion: [{ kind: 'bob', amount: 4, every: 1.6 }, ...motion],
  ...extra,
});

/** The ketaki flower: small and pale. */
const ketaki = (x: number, y: number, motion: Motions = [], scale = 1.6): ActorInput[] => [
  { actor: 'glow', at: [x, y], scale: 0.35, color: '#fff6d8', motion: ['pulse', ...motion] },
  {
    actor: 'hibiscus',
    at: [x, y],
    scale,
    color: '#fff4d6',
    motion: [{ kind: 'sway', amount: 8, every: 2.4 }, ...motion],
  },
];

/** The child on the sandy point of the ocean's shore. */
const onShore = (pose: ActorInput['pose'], id?: string, motion: Motions = []): ActorInput => ({
  actor: 'child',
  ...(id ? { id } : {}),
  at: [70, 340],
  scale: 0.7,
  pose,
  look: 'colour',
  motion: [{ kind: 'hop', amount: 2, every: 1.4 }, ...motion],
});

/** Shiva in the pillar's light: his trident in a white glow. */
function shiva(x: number, y: number, scale = 1, extra: Motions = []): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y - 60 * scale],
      scale: 2.2 * scale,
      color: '#ffffff',
      motion: ['pulse', ...shifted(extra, 0, -60 * scale)],
    },
    {
      actor: 'trishul',
      at: [x, y],
      scale: 1.5 * scale,
      motion: [{ kind: 'bob', amount: 2, every: 3 }, ...extra],
    },
  ];
}

export const STORYBOARD_15 = defineStoryboard({
  story: 15,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'cosmos', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.15 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [pillar(420), { actor: 'sparkles', at: [420, 180], area: [220, 320], count: 18 }],
  },
  credits: {
    backdrop: { name: 'night-sky', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      pillar(470, [], { scale: 0.8 }),
      { actor: 'fireflies', at: [320, 240], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'before-the-world',
      seconds: 13,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 380, y: 115, zoom: 1.6 }, to: { x: 340, y: 190, zoom: 1.25 } },
      actors: [
        {
          actor: 'stars',
          at: [320, 100],
          area: [600, 180],
          count: 30,
          depth: 0,
          motion: [{ kind: 'pulse', amount: 0.05, every: 4 }],
        },
        {
          actor: 'sparkles',
          at: [340, 270],
          area: [400, 60],
          count: 14,
          color: '#ffffff',
          motion: [{ kind: 'move', to: [300, 270], ease: 'linear' }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long, long ago, before there were mountains or rivers or people, there was only a great quiet ocean under the stars.',
          hi: 'बहुत-बहुत पहले, जब न पहाड़ थे, न नदियाँ, न लोग, तब तारों के नीचे बस एक विशाल, शांत सागर था।',
        },
      ],
    },
    {
      id: 'two-gods',
      seconds: 15,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 390, y: 180, zoom: 1.3 }, to: { x: 330, y: 190, zoom: 1.15 } },
      actors: [
        ...vishnu(470, 200, 1, [{ kind: 'bob', amount: 3, every: 4 }]),
        ...brahma(-40, 150, 1, [{ kind: 'move', to: [190, 190], start: 6, end: 12 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'On that ocean rested Lord Vishnu, who looks after the world. One day Lord Brahma, who made it, came to visit.',
          hi: 'उसी सागर पर भगवान विष्णु विश्राम करते थे, जो संसार की देखभाल करते हैं। एक दिन संसार को रचने वाले भगवान ब्रह्मा उनसे मिलने आए।',
        },
      ],
    },
    {
      id: 'who-is-greater',
      seconds: 14.5,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 300, y: 190, zoom: 1.4 }, to: { x: 340, y: 190, zoom: 1.4 } },
      actors: [
        ...brahma(190, 190, 1, [{ kind: 'pulse', amount: 0.06, every: 1 }]),
        ...vishnu(470, 200, 1, [{ kind: 'pulse', amount: 0.06, every: 1.1 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'I am the greatest, said Brahma. I made everything!',
          hi: 'ब्रह्मा बोले: मैं सबसे बड़ा हूँ। सब कुछ मैंने बनाया है!',
        },
        {
          at: 7,
          en: 'No, I am the greatest, said Vishnu. I take care of everything!',
          hi: 'विष्णु बोले: नहीं, सबसे बड़ा मैं हूँ। सबकी देखभाल मैं करता हूँ!',
        },
      ],
    },
    {
      id: 'louder-and-louder',
      seconds: 14,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 300, y: 200, zoom: 1.25 }, to: { x: 320, y: 186, zoom: 1.05 } },
      actors: [
        ...brahma(190, 190, 1.1, [{ kind: 'pulse', amount: 0.12, every: 0.7 }]),
        ...vishnu(470, 200, 1.1, [{ kind: 'pulse', amount: 0.12, every: 0.75 }]),
        onShore('hold'),
      ],
      narration: [
        {
          at: 0.5,
          en: 'From a little sandy shore, {name} watched them argue, louder and louder, until the waves began to tremble.',
          hi: 'रेत के एक छोटे-से किनारे से {name} ने देखा कि दोनों की बहस बढ़ती ही जा रही है, यहाँ तक कि लहरें काँपने लगीं।',
        },
      ],
    },
    {
      id: 'pillar-appears',
      seconds: 15,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 330, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        pillar(330, [{ kind: 'grow', from: 0.05, start: 0.5, end: 3, ease: 'out' }]),
        { actor: 'sparkles', at: [330, 180], area: [260, 300], count: 24 },
        ...brahma(170, 190, 0.9, [{ kind: 'move', to: [150, 190], start: 1, end: 3 }]),
        ...vishnu(490, 200, 0.9, [{ kind: 'move', to: [510, 200], start: 1, end: 3 }]),
        onShore('reach', 'hero'),
      ],
      portrait: { on: 'hero', at: [80, -40], size: 50, enter: 'pop', start: 4 },
      narration: [
        {
          at: 0.5,
          en: 'Then, with a great whoosh, a pillar of light burst out of the ocean between them, brighter than a thousand suns!',
          hi: 'तभी अचानक, दोनों के बीच सागर से रोशनी का एक खंभा फूट निकला, हज़ार सूरजों से भी ज़्यादा चमकीला!',
        },
      ],
    },
    {
      id: 'no-end',
      seconds: 15,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 330, y: 90, zoom: 2 }, to: { x: 330, y: 270, zoom: 2 } },
      actors: [pillar(330), { actor: 'sparkles', at: [330, 180], area: [200, 340], count: 24 }],
      narration: [
        {
          at: 0.5,
          en: 'It went up and up, higher than the clouds, and down and down, deeper than the ocean. No one could see where it began or ended.',
          hi: 'वह ऊपर ही ऊपर, बादलों से भी ऊँचा गया, और नीचे ही नीचे, सागर से भी गहरा। कोई नहीं देख पाया कि वह कहाँ शुरू होता है, कहाँ ख़त्म।',
        },
      ],
    },
    {
      id: 'a-challenge',
      seconds: 10,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 330, y: 190, zoom: 1.3 }, to: { x: 330, y: 190, zoom: 1.4 } },
      actors: [pillar(330), ...brahma(190, 190, 0.9), ...vishnu(470, 200, 0.9)],
      narration: [
        {
          at: 0.5,
          en: 'Let us find its ends, they said. Whoever finds an end first is the greatest!',
          hi: 'दोनों ने कहा: चलो, इसका छोर ढूँढ़ें। जो पहले छोर ढूँढ़ लेगा, वही सबसे बड़ा!',
        },
      ],
    },
    {
      id: 'brahma-flies-up',
      seconds: 10,
      backdrop: { name: 'sunrise-sky', light: 'night' },
      camera: { from: { x: 320, y: 230, zoom: 1.4 }, to: { x: 340, y: 140, zoom: 1.3 } },
      actors: [
        pillar(440),
        swan(200, 300, [{ kind: 'move', to: [360, 60], via: [[300, 180]], start: 1, end: 9 }], {
          rotate: -25,
        }),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Brahma became a white swan and flew up, up, up, to find the top.',
          hi: 'ब्रह्मा सफ़ेद हंस बन गए और ऊपर, ऊपर, और ऊपर उड़ चले, खंभे का सिरा ढूँढ़ने।',
        },
      ],
    },
    {
      id: 'vishnu-digs-down',
      seconds: 11,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 360, y: 220, zoom: 1.5 }, to: { x: 360, y: 230, zoom: 1.5 } },
      actors: [
        pillar(300),
        {
          actor: 'boar',
          at: [400, 300],
          scale: 0.9,
          motion: [
            { kind: 'turn', amount: 60, start: 2, end: 4 },
            { kind: 'move', to: [420, 420], start: 4, end: 9, ease: 'in' },
            { kind: 'leave', start: 7, end: 9 },
          ],
        },
        {
          actor: 'sparkles',
          at: [410, 320],
          area: [120, 60],
          count: 14,
          color: '#ffffff',
          motion: [{ kind: 'pulse', amount: 0.2, every: 0.6 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Vishnu became a mighty boar, Varaha, and dug down, down, down, to find the bottom.',
          hi: 'विष्णु ने विशाल वराह का रूप लिया और नीचे, नीचे, और नीचे खोदते चले गए, खंभे की जड़ ढूँढ़ने।',
        },
      ],
    },
    {
      id: 'a-lamp-by-the-pillar',
      seconds: 13,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 330, y: 215, zoom: 1.4 }, to: { x: 340, y: 225, zoom: 1.6 } },
      actors: [
        pillar(300),
        {
          actor: 'child',
          id: 'hero',
          at: [380, 328],
          scale: 0.7,
          pose: 'hold',
          look: 'colour',
          motion: [{ kind: 'sway', amount: 2, every: 3 }],
        },
        { actor: 'diya', at: [350, 326], scale: 0.7, motion: ['flicker', { kind: 'pulse', amount: 0.03 }] },
      ],
      portrait: { on: 'hero', at: [70, -80], size: 50, enter: 'glow', start: 2 },
      narration: [
        {
          at: 0.5,
          en: '{name} kept a little lamp burning by the pillar and waited, looking up, then down, then up again.',
          hi: '{name} ने खंभे के पास एक नन्हा दीया जलाए रखा, और कभी ऊपर देखा, कभी नीचे, फिर ऊपर।',
        },
      ],
    },
    {
      id: 'deep-down',
      seconds: 11,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 140, zoom: 1.3 }, to: { x: 320, y: 220, zoom: 1.3 } },
      actors: [
        pillar(260),
        {
          actor: 'boar',
          at: [380, 40],
          scale: 0.8,
          rotate: 60,
          motion: [{ kind: 'move', to: [380, 330], ease: 'linear' }],
        },
        {
          actor: 'sparkles',
          at: [380, 180],
          area: [120, 300],
          count: 20,
          color: '#c08457',
          motion: [{ kind: 'move', to: [380, 240], ease: 'linear' }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Down in the deep dark, Vishnu dug and dug for a thousand years. But the pillar just kept going.',
          hi: 'नीचे गहरे अँधेरे में विष्णु हज़ार बरस तक खोदते रहे। पर खंभा ख़त्म ही नहीं हुआ।',
        },
      ],
    },
    {
      id: 'high-up',
      seconds: 11,
      backdrop: { name: 'sunrise-sky', light: 'dusk' },
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 140, zoom: 1.3 } },
      actors: [
        pillar(420),
        swan(300, 330, [{ kind: 'move', to: [320, 40], ease: 'linear' }], { rotate: -40 }),
      ],
      narration: [
        {
          at: 0.5,
          en: 'High up in the sky, Brahma flew and flew for a thousand years. But the pillar just kept going.',
          hi: 'ऊपर आसमान में ब्रह्मा हज़ार बरस तक उड़ते रहे। पर खंभा ख़त्म ही नहीं हुआ।',
        },
      ],
    },
    {
      id: 'the-ketaki-flower',
      seconds: 15,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 330, y: 160, zoom: 1.4 }, to: { x: 340, y: 180, zoom: 1.6 } },
      actors: [
        pillar(420),
        swan(280, 200, [], { rotate: -10 }),
        ...ketaki(360, 40, [{ kind: 'move', to: [340, 190], start: 1, end: 7, ease: 'out' }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Brahma saw a little white flower floating down: a ketaki flower.',
          hi: 'तभी ब्रह्मा ने एक नन्हा सफ़ेद फूल नीचे आते देखा: केतकी का फूल।',
        },
        {
          at: 8,
          en: 'I fell from the top of the pillar, it said, long, long ago.',
          hi: 'फूल ने कहा: मैं इस खंभे के सिरे से गिरा था, बहुत-बहुत पहले।',
        },
      ],
    },
    {
      id: 'a-fib',
      seconds: 11,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 190, zoom: 1.7 }, to: { x: 310, y: 195, zoom: 1.8 } },
      actors: [
        pillar(420),
        swan(280, 200, [], { rotate: -10 }),
        ...ketaki(340, 190, [{ kind: 'bob', amount: 3, every: 2 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Brahma was tired. Come with me, he said, and tell everyone I reached the top!',
          hi: 'ब्रह्मा थक चुके थे। बोले: मेरे साथ चलो, और सबसे कहना कि मैं सिरे तक पहुँच गया था!',
        },
      ],
    },
    {
      id: 'vishnu-comes-back',
      seconds: 12,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 380, y: 220, zoom: 1.5 }, to: { x: 400, y: 200, zoom: 1.4 } },
      actors: [
        pillar(300),
        {
          actor: 'boar',
          at: [440, 400],
          scale: 0.9,
          motion: [
            { kind: 'move', to: [440, 300], start: 0.5, end: 3.5, ease: 'out' },
            { kind: 'leave', start: 4.5, end: 6 },
          ],
        },
        ...vishnu(470, 220, 1, [{ kind: 'appear', start: 5, end: 6.5 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Vishnu came back up, tired but honest. I could not find the bottom, he said. It has no end.',
          hi: 'विष्णु थके हुए, पर सच्चे मन से लौटे। उन्होंने कहा: मुझे इसकी जड़ नहीं मिली। इसका कोई अंत नहीं है।',
        },
      ],
    },
    {
      id: 'brahma-boasts',
      seconds: 17.5,
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 260, y: 200, zoom: 1.3 }, to: { x: 260, y: 210, zoom: 1.25 } },
      actors: [
        pillar(330),
        swan(200, 20, [
          { kind: 'move', to: [200, 190], start: 0.5, end: 3.5, ease: 'out' },
          { kind: 'leave', start: 4, end: 5.5 },
        ]),
        ...brahma(200, 190, 1, [{ kind: 'appear', start: 4.5, end: 6 }]),
        ...ketaki(250, 180, [{ kind: 'bob', amount: 3, every: 2 }], 1.3),
        onShore('stand', undefined, [{ kind: 'sway', amount: 3, every: 1.5, start: 10 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Brahma came down with the flower. I found the top! he said, and the flower said yes.',
          hi: 'फिर ब्रह्मा फूल के साथ नीचे आए। बोले: मुझे सिरा मिल गया! और फूल ने भी हाँ में हाँ मिलाई।',
        },
        {
          at: 11,
          en: '{name} frowned. That was not true!',
          hi: '{name} ने भौंहें सिकोड़ीं। यह तो सच नहीं था!',
        },
      ],
    },
    {
      id: 'shiva-steps-out',
      seconds: 16.5,
      music: 'heroic-drums',
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 320, y: 190, zoom: 1.2 }, to: { x: 300, y: 196, zoom: 1.1 } },
      actors: [
        pillar(330, [{ kind: 'grow', from: 1, start: 0 }], { scale: 1.3 }),
        {
          actor: 'glow',
          at: [330, 200],
          scale: 4,
          color: '#fff6d8',
          motion: [{ kind: 'grow', from: 0.3, start: 1, end: 4 }],
        },
        ...shiva(330, 300, 1, [{ kind: 'grow', from: 0.2, start: 2, end: 6, ease: 'out' }]),
        ...brahma(170, 200, 0.8),
        ...vishnu(500, 210, 0.8),
        onShore('hold', 'hero'),
      ],
      portrait: { on: 'hero', at: [80, -40], size: 50, enter: 'glow', start: 7 },
      narration: [
        {
          at: 0.5,
          en: 'Then the pillar blazed brighter than ever, and out of the light stepped Lord Shiva.',
          hi: 'तभी खंभा पहले से भी तेज़ चमक उठा, और उस रोशनी में से भगवान शिव प्रकट हुए।',
        },
        {
          at: 9.5,
          en: 'This light has no beginning and no end, he said gently.',
          hi: 'उन्होंने प्यार से कहा: इस रोशनी का न कोई आदि है, न कोई अंत।',
        },
      ],
    },
    {
      id: 'the-truth',
      seconds: 18,
      music: 'temple-bells',
      backdrop: { name: 'milk-ocean', light: 'night' },
      camera: { from: { x: 300, y: 200, zoom: 1.4 }, to: { x: 310, y: 200, zoom: 1.3 } },
      actors: [
        pillar(330, [], { opacity: 0.7 }),
        ...shiva(330, 300, 1),
        ...brahma(190, 210, 0.8, [{ kind: 'move', to: [210, 225], start: 3, end: 6 }]),
        ...ketaki(240, 190, [{ kind: 'leave', start: 11, end: 14 }], 1.3),
        ...vishnu(480, 210, 0.8),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Shiva knew what had really happened. Brahma hung his head and said sorry, and Shiva forgave him.',
          hi: 'शिव जानते थे कि सच क्या है। ब्रह्मा ने सिर झुकाकर माफ़ी माँगी, और शिव ने उन्हें माफ़ कर दिया।',
        },
        {
          at: 11.5,
          en: 'But to this day, the ketaki flower is never offered to Shiva.',
          hi: 'पर आज तक शिव जी को केतकी का फूल नहीं चढ़ाया जाता।',
        },
      ],
    },
    {
      id: 'humble-and-honest',
      seconds: 20,
      music: 'lullaby',
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 400, y: 190, zoom: 1.4 }, to: { x: 330, y: 200, zoom: 1.2 } },
      actors: [
        pillar(470, [], { scale: 0.8, opacity: 0.8 }),
        {
          actor: 'child',
          id: 'hero',
          at: [330, 326],
          scale: 0.75,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'sway', amount: 1, every: 4 }],
        },
        { actor: 'diya', at: [290, 324], scale: 0.7, motion: ['flicker', { kind: 'pulse', amount: 0.03 }] },
        { actor: 'fireflies', at: [320, 250], area: [520, 140], count: 12 },
      ],
      portrait: { on: 'hero', at: [-65, -80], size: 54, enter: 'rise', start: 8 },
      narration: [
        {
          at: 0.5,
          en: 'Vishnu had told the truth, and Shiva blessed him for it.',
          hi: 'विष्णु ने सच कहा था, और शिव ने उन्हें आशीर्वाद दिया।',
        },
        {
          at: 7,
          en: 'Nobody becomes great by boasting, {name}. The truly great are humble and honest. Goodnight!',
          hi: 'डींग मारने से कोई बड़ा नहीं बनता, {name}। असल में बड़े वही हैं जो विनम्र हों और सच बोलें। शुभ रात्रि!',
        },
      ],
    },
  ],
});
