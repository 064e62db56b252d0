/**
 * Story 16, "The Birth of Goddess Durga": the gods live happily in heaven, and the child comes to
 * visit. The proud buffalo king Mahishasura, whom no man and no god can defeat, storms in and chases
 * them out; the child flies with them to Brahma, Vishnu and Shiva. Their anger blazes out as light, the
 * light of every god flows into it, and out of the one great blaze comes Goddess Durga. Each god gives
 * her a gift: Shiva a trident from his own, Vishnu a discus from his own, Varuna his conch, the Wind a
 * bow, Indra his thunderbolt, the Sun his rays, and Himavan, king of the mountains, a lion to ride. The
 * child gives her a red hibiscus; she roars, the mountains shake, the gods cheer. Together we are
 * stronger than anything.
 *
 * Durga is her great light, then her lion with her trident and discus in it; the gods are little
 * lights, Shiva his trident, Vishnu his chakra and conch, Brahma his book on a lotus, Indra his white
 * elephant; Mahishasura is a buffalo-horned shadow, never a face. Hindi never makes a word agree with
 * {name} (README.md).
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

/** People in the palace hall stand in front of its row of pillars. */
const IN_HALL = 1.15;

/** A god as a little light with a few sparkles; `extra` motions (a flight) apply to both. */
const GOD_COLORS = ['#ffc94a', '#ff7fb0', '#7fb0ff', '#9dffb0'] as const;
function godLight(x: number, y: number, i: number, extra: Motions = [], depth = 1): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y],
      scale: 1.1,
      depth,
      color: GOD_COLORS[i % GOD_COLORS.length],
      motion: ['pulse', ...extra],
    },
    { actor: 'sparkles', at: [x, y], area: [44, 44], count: 8, depth, motion: extra },
  ];
}

/** A row of gods' lights from (x, y), `gap` apart. */
const gods = (x: number, y: number, count: number, gap: number, extra: (i: number) => Motions, depth = 1) =>
  Array.from({ length: count }, (_, i) =>
    godLight(x + i * gap, y + (i % 2) * 14, i, shifted(extra(i), i * gap, (i % 2) * 14), depth),
  ).flat();

/** Shiva's trident in its white glow. */
function shiva(x: number, y: number, scale = 1, extra: Motions = [], glow = 1): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y - 60 * scale],
      scale: 1.8 * scale * glow,
      color: '#e6ecff',
      motion: ['pulse', ...shifted(extra, 0, -60 * scale)],
    },
    {
      actor: 'trishul',
      at: [x, y],
      scale: 1.1 * scale,
      motion: [{ kind: 'bob', amount: 2, every: 3 }, ...extra],
    },
  ];
}

/** Vishnu's chakra and conch in a blue glow. */
function vishnu(x: number, y: number, scale = 1, extra: Motions = [], glow = 1): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.7 * scale * glow, color: '#9ec5ff', motion: ['pulse', ...extra] },
    { actor: 'wheel', at: [x, y], scale: 1.1 * scale, motion: [{ kind: 'spin', amount: 20 }, ...extra] },
    {
      actor: 'conch',
      at: [x + 42 * scale, y + 20 * scale],
      scale,
      motion: [{ kind: 'bob', amount: 3, every: 3 }, ...shifted(extra, 42 * scale, 20 * scale)],
    },
  ];
}

/** Brahma's glowing book on a lotus, in a golden glow. */
function brahma(x: number, y: number, scale = 1, extra: Motions = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.6 * scale, color: '#ffe6a0', motion: ['pulse', ...extra] },
    {
      actor: 'lotus',
      at: [x, y + 45 * scale],
      scale: 1.6 * scale,
      motion: shifted(extra, 0, 45 * scale),
    },
    {
      actor: 'storybook',
      at: [x, y],
      scale: 0.6 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 3.4 }, ...extra],
    },
  ];
}

/** The great light the gods' light became: Durga before she has her gifts. */
function greatLight(x: number, y: number, scale = 1, extra: Motions = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 5 * scale, color: '#ff7a3c', motion: ['pulse', ...extra] },
    { actor: 'glow', at: [x, y], scale: 3.4 * scale, color: '#ffb347', motion: ['pulse', ...extra] },
    {
      actor: 'glow',
      at: [x, y],
      scale: 1.8 * scale,
      color: '#fff6d8',
      motion: [{ kind: 'pulse', amount: 0.1, every: 1.5 }, ...extra],
    },
    { actor: 'sparkles', at: [x, y], area: [240 * scale, 240 * scale], count: 30, motion: extra },
  ];
}

/** Durga with her gifts: her lion, her trident and discus shining over it in a golden glow. */
function durga(x: number, y: number, scale = 1): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x + 20 * scale, y - 120 * scale],
      scale: 2 * scale,
      color: '#ffd08a',
      motion: ['pulse'],
    },
    {
      actor: 'lion',
      at: [x, y],
      scale: 0.9 * scale,
      look: 'colour',
      motion: [{ kind: 'sway', amount: 1, every: 3 }],
    },
    {
      actor: 'trishul',
      at: [x + 40 * scale, y - 40 * scale],
      scale: 1.1 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 2.5 }],
    },
    {
      actor: 'wheel',
      at: [x - 20 * scale, y - 150 * scale],
      scale: 0.7 * scale,
      motion: [{ kind: 'spin', amount: 30 }],
    },
  ];
}

/** Mahishasura: a buffalo-horned shadow with a rim of light. */
const mahishasura = (x: number, y: number, scale: number, extra: Motions = [], depth = 1): ActorInput => ({
  actor: 'shadow-giant',
  variant: 2,
  at: [x, y],
  scale,
  depth,
  motion: [{ kind: 'sway', amount: 1.5, every: 2.6 }, ...extra],
});

/** A gift flying from a god into Durga's light (and fading into it). */
const gift = (
  actor: ActorInput['actor'],
  from: [number, number],
  to: [number, number],
  start: number,
  scale = 1,
): ActorInput => ({
  actor,
  at: from,
  scale,
  motion: [
    { kind: 'move', to, start, end: start + 3.5, ease: 'in-out' },
    { kind: 'leave', start: start + 4, end: start + 5 },
    ...(actor === 'wheel' ? [{ kind: 'spin' as const, amount: 90 }] : []),
  ],
});

export const STORYBOARD_16 = defineStoryboard({
  story: 16,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'kailash', light: 'dusk' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...durga(330, 340, 1), { actor: 'petals', at: [320, 160], area: [600, 300], count: 12 }],
  },
  credits: {
    backdrop: { name: 'kailash', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...durga(430, 340, 0.9), { actor: 'fireflies', at: [320, 240], area: [560, 140], count: 14 }],
  },
  shots: [
    {
      id: 'heaven',
      seconds: 13,
      backdrop: { name: 'palace-hall', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 195, zoom: 1.1 } },
      actors: [
        {
          actor: 'elephant',
          variant: 1,
          at: [470, 340],
          scale: 1,
          depth: IN_HALL,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        ...gods(140, 150, 4, 70, (i) => [{ kind: 'bob', amount: 6, every: 2.4 + i * 0.3 }], IN_HALL),
        { actor: 'petals', at: [320, 150], area: [600, 300], count: 14, depth: IN_HALL },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, high above the clouds, the gods lived happily in heaven, in the shining palace of Indra.',
          hi: 'बहुत पहले, बादलों से भी ऊपर, स्वर्ग में इंद्र के चमचमाते महल में देवता ख़ुशी-ख़ुशी रहते थे।',
        },
      ],
    },
    {
      id: 'a-visitor',
      seconds: 12,
      backdrop: { name: 'palace-hall', light: 'dawn' },
      camera: { from: { x: 300, y: 210, zoom: 1.4 }, to: { x: 320, y: 220, zoom: 1.6 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [200, 345],
          scale: 0.7,
          pose: 'wave',
          depth: IN_HALL,
          motion: [
            { kind: 'move', to: [320, 345], start: 0.5, end: 4 },
            { kind: 'hop', amount: 3, every: 0.8 },
          ],
        },
        ...[0, 1, 2].flatMap((i) =>
          godLight(
            320 + (i - 1) * 70,
            240 - (i % 2) * 20,
            i,
            [{ kind: 'orbit', amount: 10, every: 3 + i * 0.4 }],
            IN_HALL,
          ),
        ),
      ],
      portrait: { on: 'hero', at: [70, -80], size: 50, enter: 'pop', start: 4.5 },
      narration: [
        {
          at: 0.5,
          en: '{name} had come to visit, and their little lights danced all around in welcome.',
          hi: '{name} के आते ही देवताओं की नन्ही रोशनियाँ स्वागत में चारों ओर नाचने लगीं।',
        },
      ],
    },
    {
      id: 'the-buffalo-king',
      seconds: 14.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 400, y: 210, zoom: 1.4 }, to: { x: 370, y: 190, zoom: 1.2 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [500, 80],
          scale: 0.9,
          depth: 0.3,
          motion: [{ kind: 'move', to: [450, 85] }],
        },
        mahishasura(420, 338, 0.85, [{ kind: 'grow', from: 0.9, start: 8, end: 12 }]),
        {
          actor: 'shadow-beast',
          variant: 0,
          at: [240, 300],
          scale: 0.4,
          depth: 0.6,
          opacity: 0.8,
          motion: [
            { kind: 'appear', start: 4, end: 5.5 },
            { kind: 'move', to: [200, 300] },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But far below lived Mahishasura, a proud asura king who could turn into a giant buffalo.',
          hi: 'पर नीचे महिषासुर नाम का एक घमंडी असुर राजा रहता था, जो विशाल भैंसा बन सकता था।',
        },
        {
          at: 9.5,
          en: 'No man and no god could defeat him.',
          hi: 'कोई पुरुष या देवता उसे हरा नहीं सकता था।',
        },
      ],
    },
    {
      id: 'storming-heaven',
      seconds: 13,
      music: 'heroic-drums',
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 340, y: 200, zoom: 1.3 } },
      actors: [
        mahishasura(60, 345, 0.9, [{ kind: 'move', to: [200, 345], start: 0.5, end: 6 }], IN_HALL),
        ...gods(
          300,
          170,
          4,
          60,
          () => [{ kind: 'move', to: [720, 130], start: 5, end: 11, ease: 'in' }],
          IN_HALL,
        ),
        {
          actor: 'storm-cloud',
          at: [100, 90],
          scale: 1,
          depth: IN_HALL,
          opacity: 0.8,
          motion: [{ kind: 'move', to: [260, 90] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'One day he stormed into heaven with his army of shadows, and chased the gods out of their home.',
          hi: 'एक दिन वह परछाइयों की अपनी सेना लेकर स्वर्ग में घुस आया, और देवताओं को उनके घर से खदेड़ दिया।',
        },
      ],
    },
    {
      id: 'away-through-the-clouds',
      seconds: 12,
      backdrop: { name: 'sunrise-sky', light: 'dusk' },
      camera: { from: { x: 290, y: 180, zoom: 1.2 }, to: { x: 350, y: 180, zoom: 1.2 } },
      actors: [
        ...gods(40, 150, 4, 50, () => [{ kind: 'move', to: [380, 130], ease: 'linear' }]),
        {
          actor: 'glow',
          at: [122, 194],
          scale: 0.55,
          color: '#9dffb0',
          motion: [{ kind: 'move', to: [462, 174], ease: 'linear' }, 'pulse'],
        },
        {
          actor: 'sparkles',
          at: [122, 194],
          area: [30, 30],
          count: 5,
          motion: [{ kind: 'move', to: [462, 174], ease: 'linear' }],
        },
        {
          actor: 'child',
          at: [100, 230],
          scale: 0.4,
          pose: 'reach',
          look: 'colour',
          rotate: 12,
          motion: [
            { kind: 'move', to: [440, 210], ease: 'linear' },
            { kind: 'bob', amount: 3, every: 1.4 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The gods flew away through the clouds, and the smallest light held {name} by the hand all the way.',
          hi: 'देवता बादलों के बीच से उड़ चले, और सबसे नन्ही रोशनी ने पूरे रास्ते {name} का हाथ थामे रखा।',
        },
      ],
    },
    {
      id: 'to-the-great-gods',
      seconds: 13,
      music: 'temple-bells',
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 195, zoom: 1.1 } },
      actors: [
        ...brahma(160, 230, 0.8),
        ...shiva(320, 320, 0.9),
        ...vishnu(480, 230, 0.8),
        ...gods(-60, 120, 4, 40, () => [{ kind: 'move', to: [210, 150], start: 0.5, end: 7 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'They went to the greatest gods of all, Brahma, Vishnu and Shiva, and told them everything.',
          hi: 'वे सबसे बड़े देवताओं के पास पहुँचे, ब्रह्मा, विष्णु और शिव के पास, और उन्हें सारी बात बताई।',
        },
      ],
    },
    {
      id: 'anger-becomes-light',
      seconds: 12,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 400, y: 220, zoom: 1.4 }, to: { x: 390, y: 200, zoom: 1.3 } },
      actors: [
        ...shiva(320, 320, 0.9, [{ kind: 'pulse', amount: 0.15, every: 0.8 }], 1.5),
        ...vishnu(480, 230, 0.8, [{ kind: 'pulse', amount: 0.12, every: 0.9 }], 1.6),
        {
          actor: 'glow',
          at: [400, 220],
          scale: 3.5,
          color: '#ffd08a',
          motion: [{ kind: 'grow', from: 0.1, start: 3, end: 10 }, 'pulse'],
        },
        {
          actor: 'sparkles',
          at: [400, 220],
          area: [260, 200],
          count: 22,
          motion: [{ kind: 'grow', from: 0.3, start: 3, end: 10 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'When Vishnu and Shiva heard this, they grew so angry that a great light blazed out of them.',
          hi: 'यह सुनकर विष्णु और शिव को इतना क्रोध आया कि उनमें से एक तेज़ रोशनी फूट पड़ी।',
        },
      ],
    },
    {
      id: 'all-the-lights',
      seconds: 14,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.15 }, to: { x: 320, y: 170, zoom: 1.3 } },
      actors: [
        ...greatLight(320, 150, 0.5, [{ kind: 'grow', from: 0.4, start: 1, end: 12 }]),
        ...(
          [
            [60, 240],
            [150, 300],
            [250, 320],
            [400, 320],
            [500, 300],
            [590, 240],
          ] as [number, number][]
        ).flatMap(([x, y], i) =>
          godLight(x, y, i, [
            { kind: 'move', to: [320, 150], start: 1 + i * 0.8, end: 7 + i * 0.8, ease: 'in' },
          ]),
        ),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then light poured out of every god: Brahma, Indra, the Sun, the Moon, the Wind, all of them, and it flowed together into one.',
          hi: 'फिर हर देवता से रोशनी निकली: ब्रह्मा से, इंद्र से, सूर्य, चंद्रमा और पवन से, सबसे, और वह सारी रोशनी बहकर एक हो गई।',
        },
      ],
    },
    {
      id: 'a-mountain-of-light',
      seconds: 13,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 190, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...greatLight(320, 160, 1, [{ kind: 'grow', from: 0.5, start: 0.5, end: 8 }]),
        {
          actor: 'child',
          at: [150, 345],
          scale: 0.7,
          pose: 'hold',
          look: 'colour',
          motion: [{ kind: 'sway', amount: 2, every: 2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The lights became one great blaze, like a mountain on fire, lighting up every corner of the sky.',
          hi: 'सारी रोशनियाँ मिलकर एक विशाल ज्वाला बन गईं, जैसे आग का पहाड़, और आसमान का कोना-कोना जगमगा उठा।',
        },
      ],
    },
    {
      id: 'durga-appears',
      seconds: 15,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.3 } },
      actors: [
        ...greatLight(320, 160, 1),
        {
          actor: 'lotus',
          at: [320, 300],
          scale: 3,
          motion: [{ kind: 'grow', from: 0.1, start: 1, end: 5, ease: 'out' }],
        },
        { actor: 'petals', at: [320, 150], area: [500, 280], count: 16 },
        {
          actor: 'child',
          id: 'hero',
          at: [150, 345],
          scale: 0.7,
          pose: 'reach',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 3, every: 1 }],
        },
      ],
      portrait: { on: 'hero', at: [-60, -80], size: 50, enter: 'glow', start: 6 },
      narration: [
        {
          at: 0.5,
          en: 'And out of the light came a Goddess, more beautiful and more powerful than anyone had ever seen: Goddess Durga!',
          hi: 'और उस रोशनी से एक देवी प्रकट हुईं, इतनी सुंदर और शक्तिशाली, जैसी किसी ने कभी नहीं देखी थी: देवी दुर्गा!',
        },
      ],
    },
    {
      id: 'ten-arms',
      seconds: 10,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 170, zoom: 1.5 }, to: { x: 320, y: 165, zoom: 1.7 } },
      actors: [
        ...greatLight(320, 160, 0.8),
        ...Array.from({ length: 10 }, (_, i): ActorInput => {
          const a = (i / 10) * Math.PI * 2;
          return {
            actor: 'glow',
            at: [Math.round(320 + 75 * Math.cos(a)), Math.round(160 + 60 * Math.sin(a))],
            scale: 0.3,
            color: '#fff6d8',
            motion: [
              { kind: 'appear', start: 0.5 + i * 0.5, end: 1.2 + i * 0.5 },
              { kind: 'pulse', amount: 0.2, every: 1.2 },
            ],
          };
        }),
      ],
      narration: [
        {
          at: 0.5,
          en: 'She had ten arms, and every hand was ready to hold a gift.',
          hi: 'उनकी दस भुजाएँ थीं, और हर हाथ एक उपहार थामने को तैयार था।',
        },
      ],
    },
    {
      id: 'the-trident',
      seconds: 12,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 360, y: 200, zoom: 1.3 }, to: { x: 340, y: 190, zoom: 1.3 } },
      actors: [
        ...greatLight(300, 160, 0.8),
        ...shiva(520, 320, 0.8),
        gift('trishul', [480, 280], [300, 200], 2, 1),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then every god gave her a gift. Shiva drew a trident from his own and gave it to her.',
          hi: 'फिर हर देवता ने उन्हें एक उपहार दिया। शिव ने अपने त्रिशूल से एक त्रिशूल निकालकर उन्हें दिया।',
        },
      ],
    },
    {
      id: 'the-discus-and-conch',
      seconds: 13,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 300, y: 190, zoom: 1.3 }, to: { x: 320, y: 190, zoom: 1.3 } },
      actors: [
        ...greatLight(420, 160, 0.8),
        ...vishnu(150, 230, 0.8),
        gift('wheel', [150, 230], [420, 160], 1.5, 1),
        gift('conch', [230, 280], [420, 170], 6.5, 1),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Vishnu gave her a spinning discus from his own, and Varuna, god of the sea, gave her his conch.',
          hi: 'विष्णु ने अपने चक्र से एक घूमता चक्र उन्हें दिया, और समुद्र के देवता वरुण ने अपना शंख।',
        },
      ],
    },
    {
      id: 'more-gifts',
      seconds: 14,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.15 }, to: { x: 320, y: 175, zoom: 1.25 } },
      actors: [
        ...greatLight(320, 160, 0.8),
        gift('bow', [80, 120], [320, 160], 1, 0.6),
        {
          actor: 'sparkles',
          at: [560, 90],
          area: [60, 60],
          count: 12,
          color: '#bfe0ff',
          motion: [
            { kind: 'move', to: [320, 160], start: 4, end: 7.5 },
            { kind: 'leave', start: 8, end: 9 },
          ],
        },
        {
          actor: 'glow',
          at: [700, 150],
          scale: 1.4,
          color: '#ffd24a',
          motion: [
            { kind: 'move', to: [320, 160], start: 7.5, end: 11 },
            { kind: 'leave', start: 11.5, end: 12.5 },
          ],
        },
        {
          actor: 'sparkles',
          at: [700, 150],
          area: [90, 90],
          count: 14,
          color: '#ffd24a',
          motion: [
            { kind: 'move', to: [320, 160], start: 7.5, end: 11 },
            { kind: 'leave', start: 11.5, end: 12.5 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The Wind gave her a bow and arrows, Indra his thunderbolt, and the Sun filled her with his bright rays.',
          hi: 'पवन देव ने उन्हें धनुष-बाण दिया, इंद्र ने अपना वज्र, और सूर्य ने उन्हें अपनी तेज़ किरणों से भर दिया।',
        },
      ],
    },
    {
      id: 'the-lion',
      seconds: 12.5,
      backdrop: { name: 'mountain-pass', light: 'dawn' },
      camera: { from: { x: 380, y: 200, zoom: 1.3 }, to: { x: 320, y: 220, zoom: 1.4 } },
      actors: [
        {
          actor: 'lion',
          at: [560, 300],
          scale: 0.5,
          look: 'colour',
          motion: [
            { kind: 'move', to: [330, 340], start: 0.5, end: 9 },
            { kind: 'grow', from: 0.6, start: 0.5, end: 9 },
            { kind: 'hop', amount: 2, every: 0.6, start: 0.5, end: 9 },
          ],
        },
        { actor: 'glow', at: [330, 250], scale: 2.5, color: '#ffd08a', motion: ['pulse'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And from the snowy mountains, Himavan, the king of the mountains, sent her a mighty lion to ride.',
          hi: 'और बर्फ़ीले पहाड़ों से पर्वतराज हिमवान ने उनकी सवारी के लिए एक शक्तिशाली सिंह भेजा।',
        },
      ],
    },
    {
      id: 'a-red-hibiscus',
      seconds: 15,
      backdrop: { name: 'kailash', light: 'dawn' },
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 300, y: 230, zoom: 1.55 } },
      actors: [
        ...durga(380, 340, 0.9),
        {
          actor: 'child',
          id: 'hero',
          at: [200, 345],
          scale: 0.7,
          pose: 'hold',
          motion: [{ kind: 'move', to: [250, 345], start: 1, end: 4 }],
        },
        {
          actor: 'hibiscus',
          at: [218, 290],
          scale: 1.2,
          motion: [
            { kind: 'move', to: [268, 290], start: 1, end: 4 },
            // moves add up: this one carries it on into Durga's glow
            { kind: 'move', to: [348, 232], start: 8, end: 11 },
            { kind: 'leave', start: 11, end: 12.5 },
            { kind: 'bob', amount: 2, every: 2 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-70, -80], size: 50, enter: 'rise', start: 5 },
      narration: [
        {
          at: 0.5,
          en: '{name} had a gift too: a red hibiscus, her favourite flower. Durga smiled and took it with love.',
          hi: '{name} के पास भी एक उपहार था: लाल गुड़हल, उनका प्रिय फूल। दुर्गा ने मुस्कुराकर उसे प्यार से ले लिया।',
        },
      ],
    },
    {
      id: 'her-roar',
      seconds: 13,
      music: 'festival-dhol',
      backdrop: { name: 'kailash', light: 'day' },
      camera: { from: { x: 340, y: 220, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...durga(330, 340, 1),
        ...gods(100, 130, 4, 140, (i) => [{ kind: 'hop', amount: 8, every: 0.7 + i * 0.1 }]),
        { actor: 'petals', at: [320, 150], area: [600, 300], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Durga gave a mighty roar that shook the mountains, and all the gods cheered: Jai Maa Durga!',
          hi: 'तब दुर्गा ने ऐसी गर्जना की कि पहाड़ काँप उठे, और सब देवताओं ने जयकार की: जय माँ दुर्गा!',
        },
      ],
    },
    {
      id: 'stronger-together',
      seconds: 22,
      music: 'lullaby',
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 410, y: 210, zoom: 1.4 }, to: { x: 340, y: 200, zoom: 1.15 } },
      actors: [
        ...durga(440, 340, 0.9),
        {
          actor: 'child',
          id: 'hero',
          at: [270, 340],
          scale: 0.75,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'sway', amount: 1, every: 4 }],
        },
        { actor: 'diya', at: [230, 338], scale: 0.7, motion: ['flicker', { kind: 'pulse', amount: 0.03 }] },
        { actor: 'fireflies', at: [320, 250], area: [520, 140], count: 12 },
      ],
      portrait: { on: 'hero', at: [-65, -80], size: 54, enter: 'rise', start: 10 },
      narration: [
        {
          at: 0.5,
          en: 'Soon she rode out on her lion to set the world right, but that is another story.',
          hi: 'जल्द ही वे अपने सिंह पर सवार होकर दुनिया को ठीक करने निकल पड़ीं। पर वह कहानी फिर कभी!',
        },
        {
          at: 10.5,
          en: 'When we put our strengths together, {name}, we can face anything. Goodnight!',
          hi: 'जब हम सब अपनी ताक़त मिला लेते हैं, {name}, तो हर मुश्किल का सामना कर सकते हैं। शुभ रात्रि!',
        },
      ],
    },
  ],
});
