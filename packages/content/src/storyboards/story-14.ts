/**
 * Story 14, "Neelkanth: Shiva Drinks the Ocean's Poison": the gods and the asuras churn the ocean of
 * milk for the nectar of life, Mount Mandara turning on Kurma the tortoise with the serpent Vasuki as
 * the rope. A dark poison, Halahala, rises first and spreads; the child, watching from the shore, asks
 * who can help. Lord Shiva (his trident in its glow) drinks it all to keep everyone safe, and Parvati
 * holds his throat so it goes no further: it turns blue, and he is Neelkanth. Then the nectar comes.
 * Being brave means caring for others.
 *
 * The gods are little lights, the asuras small shadows, the poison a storm of smoke; Shiva is his
 * trident, his blue throat a blue glow, Parvati the `mother` figure from behind. Hindi never makes a
 * word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** The churning: Mandara on Kurma, Vasuki round it; it rocks as they pull. */
const churn = (motion: ActorInput['motion'] = [{ kind: 'sway', amount: 3, every: 1.6 }]): ActorInput[] => [
  {
    actor: 'tortoise',
    at: [400, 290],
    scale: 3,
    depth: 0.99,
    motion: [{ kind: 'bob', amount: 1, every: 3 }],
  },
  { actor: 'churning', at: [330, 270], scale: 0.9, motion },
];

/** A god as a little light with a few sparkles; `extra` motions (a flight) apply to both. */
const GOD_COLORS = ['#ffc94a', '#ff7fb0', '#7fb0ff'] as const;
function godLight(x: number, y: number, i: number, extra: ActorInput['motion'] = []): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y],
      scale: 0.85,
      color: GOD_COLORS[i % GOD_COLORS.length],
      motion: ['pulse', ...extra],
    },
    { actor: 'sparkles', at: [x, y], area: [40, 40], count: 6, motion: extra },
  ];
}

/** The gods on the serpent's tail side, pulling (or `extra` motions). */
const gods = (pull = true, extra: ActorInput['motion'] = []): ActorInput[] =>
  (
    [
      [520, 232],
      [570, 236],
      [615, 232],
    ] as const
  ).flatMap(([x, y], i) =>
    godLight(x, y, i, pull ? [{ kind: 'orbit', amount: 6, every: 1.6 + i * 0.1 }, ...extra] : extra),
  );

/** The asuras as small shadows on the serpent's hood side, pulling. */
const asuras = (pull = true): ActorInput[] =>
  [60, 130].map((x, i) => ({
    actor: 'shadow-giant' as const,
    variant: 0,
    at: [x, 268] as [number, number],
    scale: 0.36,
    depth: 0.9,
    motion: pull ? [{ kind: 'sway' as const, amount: 6, every: 1.6 + i * 0.1 }] : [],
  }));

/** Shiva's trident in its glow; `blue` adds the blue of his throat at the prongs. */
function shiva(x: number, y: number, scale = 1, blue = false): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y - 70 * scale], scale: 2 * scale, color: '#dfe6ff', motion: ['pulse'] },
    ...(blue
      ? [
          {
            actor: 'glow' as const,
            at: [x, y - 92 * scale] as [number, number],
            scale: 0.9 * scale,
            color: '#3f6fff',
            motion: [{ kind: 'pulse' as const, amount: 0.15, every: 2 }],
          },
        ]
      : []),
    { actor: 'trishul', at: [x, y], scale: 1.2 * scale, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
  ];
}

/** The child on the sandy point of the shore. */
const onShore = (pose: ActorInput['pose'], id?: string): ActorInput => ({
  actor: 'child',
  ...(id ? { id } : {}),
  at: [70, 340],
  scale: 0.7,
  pose,
  motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
});

export const STORYBOARD_14 = defineStoryboard({
  story: 14,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'kailash', light: 'dusk' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [...shiva(470, 320, 0.9, true), { actor: 'stars', at: [320, 90], area: [600, 150], count: 30 }],
  },
  credits: {
    backdrop: { name: 'kailash', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...shiva(480, 320, 0.8, true),
      { actor: 'fireflies', at: [320, 220], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'ocean-of-milk',
      seconds: 17,
      backdrop: { name: 'milk-ocean', light: 'dawn' },
      camera: { from: { x: 320, y: 160, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'glow',
          at: [330, 310],
          scale: 1.6,
          color: '#fff1c2',
          motion: [{ kind: 'pulse', amount: 0.15 }],
        },
        {
          actor: 'kalash',
          variant: 1,
          at: [330, 330],
          scale: 0.9,
          opacity: 0.45,
          motion: [{ kind: 'bob', amount: 2, every: 3 }],
        },
        { actor: 'sparkles', at: [330, 300], area: [200, 60], count: 10 },
        {
          actor: 'birds',
          at: [220, 90],
          area: [200, 60],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [360, 70] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, the gods and the asuras both wanted amrit, the nectar that lets you live forever.',
          hi: 'बहुत पहले, देवता और असुर, दोनों अमृत पाना चाहते थे, वह अमृत जो हमेशा के लिए जीवन देता है।',
        },
        {
          at: 11,
          en: 'It lay hidden deep in the ocean of milk.',
          hi: 'वह क्षीर सागर की गहराई में छिपा था।',
        },
      ],
    },
    {
      id: 'giant-churn',
      seconds: 14,
      backdrop: 'milk-ocean',
      camera: { from: { x: 330, y: 200, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: churn([{ kind: 'grow', from: 0.3, start: 0.5, end: 4, ease: 'out' }]),
      narration: [
        {
          at: 0.5,
          en: 'So they made a giant churn. Mount Mandara was the churning stick, and Vasuki, the great serpent, was the rope.',
          hi: 'तो उन्होंने एक विशाल मथानी बनाई। मंदार पर्वत बना मथनी, और महान नाग वासुकी बने रस्सी।',
        },
      ],
    },
    {
      id: 'kurma',
      seconds: 14,
      backdrop: 'milk-ocean',
      camera: { from: { x: 360, y: 240, zoom: 1.7 }, to: { x: 350, y: 230, zoom: 1.5 } },
      actors: [
        { actor: 'glow', at: [400, 280], scale: 2, color: '#bfe0ff', motion: ['pulse'] },
        {
          actor: 'tortoise',
          at: [400, 310],
          scale: 3,
          depth: 0.99,
          motion: [{ kind: 'move', to: [400, 290], start: 4, end: 8 }],
        },
        {
          actor: 'churning',
          at: [330, 300],
          scale: 0.9,
          motion: [
            { kind: 'move', to: [330, 270], start: 4, end: 8 },
            { kind: 'sway', amount: 2, every: 2 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'When the mountain began to sink, Lord Vishnu became a giant tortoise, Kurma, and held it up on his back.',
          hi: 'जब पर्वत डूबने लगा, तो भगवान विष्णु ने विशाल कछुए, कूर्म, का रूप लिया और उसे अपनी पीठ पर थाम लिया।',
        },
      ],
    },
    {
      id: 'heave',
      seconds: 14,
      music: 'heroic-drums',
      backdrop: 'milk-ocean',
      camera: { from: { x: 320, y: 200, zoom: 1.15 }, to: { x: 300, y: 200, zoom: 1.2 } },
      actors: [...churn(), ...gods(), ...asuras(), onShore('wave')],
      narration: [
        {
          at: 0.5,
          en: 'The gods pulled one end, the asuras pulled the other, and round and round the mountain turned. {name} cheered from the shore!',
          hi: 'एक ओर से देवता खींचते, दूसरी ओर से असुर, और पर्वत गोल-गोल घूमता। {name} ने किनारे से ख़ूब तालियाँ बजाईं!',
        },
      ],
    },
    {
      id: 'foam-and-bubbles',
      seconds: 12,
      backdrop: 'milk-ocean',
      camera: { from: { x: 330, y: 240, zoom: 1.6 }, to: { x: 330, y: 215, zoom: 1.3 } },
      actors: [
        ...churn([{ kind: 'sway', amount: 4, every: 1.2 }]),
        { actor: 'sparkles', at: [330, 285], area: [320, 50], count: 20, color: '#ffffff' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'For days and days they churned, and the ocean foamed and bubbled like a pot of warm milk.',
          hi: 'कई दिनों तक वे मथते रहे, और सागर गरम दूध की हाँडी की तरह झाग देता और उफनता रहा।',
        },
      ],
    },
    {
      id: 'poison-rises',
      seconds: 14,
      backdrop: { name: 'milk-ocean', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 170, zoom: 1.3 } },
      actors: [
        ...churn([]),
        {
          actor: 'storm-cloud',
          at: [330, 260],
          scale: 0.5,
          motion: [
            { kind: 'move', to: [330, 150], start: 1, end: 9 },
            { kind: 'grow', from: 0.4, start: 1, end: 9 },
          ],
        },
        ...gods(false),
        ...asuras(false),
      ],
      narration: [
        {
          at: 0.5,
          en: 'But before any nectar came, something dark bubbled up from the sea: a terrible poison called Halahala.',
          hi: 'पर अमृत से पहले समुद्र से कुछ काला-काला उबलकर निकला: हलाहल नाम का भयानक विष।',
        },
      ],
    },
    {
      id: 'poison-spreads',
      seconds: 13,
      backdrop: { name: 'milk-ocean', light: 'dusk' },
      camera: { from: { x: 320, y: 170, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...churn([]),
        { actor: 'storm-cloud', at: [330, 150], scale: 1.2, motion: [{ kind: 'move', to: [300, 140] }] },
        { actor: 'storm-cloud', at: [330, 150], scale: 0.9, motion: [{ kind: 'move', to: [480, 120] }] },
        { actor: 'storm-cloud', at: [330, 150], scale: 0.9, motion: [{ kind: 'move', to: [150, 120] }] },
        ...gods(false, [{ kind: 'move', to: [700, 180], start: 3 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Its black smoke spread everywhere. Flowers drooped, and everyone began to cough and run.',
          hi: 'उसका काला धुआँ चारों ओर फैलने लगा। फूल मुरझा गए, और सब खाँसते हुए भागने लगे।',
        },
      ],
    },
    {
      id: 'who-can-help',
      seconds: 12,
      backdrop: { name: 'milk-ocean', light: 'dusk' },
      camera: { from: { x: 214, y: 240, zoom: 1.5 }, to: { x: 200, y: 240, zoom: 1.6 } },
      actors: [
        { actor: 'storm-cloud', at: [300, 140], scale: 1.2, motion: [{ kind: 'move', to: [260, 150] }] },
        { ...onShore('hold', 'hero'), look: 'colour' },
      ],
      portrait: { on: 'hero', at: [70, -80], size: 52, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} looked up at the darkening sky. Who can help us now?',
          hi: '{name} ने अँधेरे होते आसमान की ओर देखा। अब हमारी मदद कौन करेगा?',
        },
      ],
    },
    {
      id: 'to-kailash',
      seconds: 11,
      music: 'temple-bells',
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 300, y: 190, zoom: 1.2 }, to: { x: 360, y: 200, zoom: 1.3 } },
      actors: [
        ...shiva(470, 330, 0.9),
        ...[0, 1, 2].flatMap((i) =>
          godLight(60 + i * 40, 200 + i * 10, i, [{ kind: 'move', to: [360 + i * 30, 250 + i * 8] }]),
        ),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Everyone hurried to Mount Kailash, to Lord Shiva.',
          hi: 'सब भागे-भागे कैलाश पर्वत पर भगवान शिव के पास पहुँचे।',
        },
      ],
    },
    {
      id: 'do-not-fear',
      seconds: 15,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 426, y: 230, zoom: 1.5 }, to: { x: 450, y: 225, zoom: 1.7 } },
      actors: [...shiva(470, 330, 0.9), { actor: 'sparkles', at: [470, 250], area: [160, 140], count: 14 }],
      narration: [
        {
          at: 0.5,
          en: 'Shiva saw how frightened everyone was.',
          hi: 'शिव ने देखा कि सब कितने डरे हुए हैं।',
        },
        {
          at: 5.5,
          en: 'Do not be afraid, he said gently. I will drink it.',
          hi: 'उन्होंने प्यार से कहा: डरो मत। मैं इसे पी लूँगा।',
        },
      ],
    },
    {
      id: 'he-drinks',
      seconds: 15,
      backdrop: { name: 'milk-ocean', light: 'dusk' },
      camera: { from: { x: 360, y: 180, zoom: 1.2 }, to: { x: 402, y: 200, zoom: 1.35 } },
      actors: [
        ...shiva(470, 270, 0.9),
        {
          actor: 'storm-cloud',
          at: [260, 140],
          scale: 1.2,
          motion: [
            { kind: 'move', to: [470, 180], start: 2, end: 9, ease: 'in' },
            { kind: 'grow', from: 1, start: 0 },
            { kind: 'leave', start: 8, end: 10 },
          ],
        },
        { actor: 'sparkles', at: [470, 220], area: [120, 80], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He gathered all the poison in his hand, and drank it down, every single drop.',
          hi: 'उन्होंने सारा विष अपनी हथेली में समेटा, और एक-एक बूँद पी गए।',
        },
      ],
    },
    {
      id: 'parvati',
      seconds: 14,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 420, y: 230, zoom: 1.5 }, to: { x: 430, y: 228, zoom: 1.65 } },
      actors: [
        ...shiva(470, 330, 0.9, true),
        {
          actor: 'mother',
          at: [400, 336],
          scale: 0.8,
          look: 'colour',
          color: '#e0457b',
          motion: [{ kind: 'move', to: [420, 336], start: 0.5, end: 3 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Parvati quickly placed her hand on his throat, so the poison would go no further.',
          hi: 'पार्वती ने झट से उनके गले पर हाथ रख दिया, ताकि विष आगे न जाए।',
        },
      ],
    },
    {
      id: 'blue-throat',
      seconds: 13,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 470, y: 220, zoom: 1.9 }, to: { x: 470, y: 215, zoom: 2.1 } },
      actors: [...shiva(470, 330, 0.9, true), { actor: 'stars', at: [470, 150], area: [200, 80], count: 12 }],
      narration: [
        {
          at: 0.5,
          en: 'It stayed in his throat and turned it blue, as blue as the evening sky.',
          hi: 'विष उनके गले में ही रुक गया, और गला शाम के आसमान जैसा नीला हो गया।',
        },
      ],
    },
    {
      id: 'cool-moon',
      seconds: 12,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 440, y: 200, zoom: 1.6 }, to: { x: 462, y: 210, zoom: 1.8 } },
      actors: [
        ...shiva(470, 330, 0.9, true),
        {
          actor: 'moon',
          variant: 1,
          at: [560, 80],
          scale: 0.5,
          motion: [{ kind: 'move', to: [470, 190], start: 1, end: 7 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'To cool the burning poison, the crescent moon came down to rest in his hair.',
          hi: 'विष की जलन ठंडी करने के लिए, चाँद का एक टुकड़ा उतरकर उनकी जटाओं में आ बैठा।',
        },
      ],
    },
    {
      id: 'neelkanth',
      seconds: 14,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 380, y: 220, zoom: 1.45 }, to: { x: 390, y: 225, zoom: 1.55 } },
      actors: [
        ...shiva(470, 330, 0.9, true),
        {
          actor: 'child',
          id: 'hero',
          at: [360, 340],
          scale: 0.7,
          pose: 'hold',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
        { actor: 'nandi', at: [550, 334], scale: 0.55, motion: [{ kind: 'pulse', amount: 0.01 }] },
      ],
      portrait: { on: 'hero', at: [-60, -90], size: 54, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'From that day, {name}, Shiva has been called Neelkanth: the one with the blue throat.',
          hi: 'उसी दिन से, {name}, शिव को नीलकंठ कहते हैं: नीले गले वाले।',
        },
      ],
    },
    {
      id: 'sky-clears',
      seconds: 13,
      backdrop: { name: 'milk-ocean', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...churn(),
        ...gods(),
        ...asuras(),
        { actor: 'petals', at: [320, 150], area: [600, 300], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The sky cleared, the flowers lifted their heads, and the churning could go on.',
          hi: 'आसमान साफ़ हो गया, फूलों ने फिर सिर उठाया, और समुद्र-मंथन फिर शुरू हो सका।',
        },
      ],
    },
    {
      id: 'the-nectar',
      seconds: 12,
      music: 'festival-dhol',
      backdrop: 'milk-ocean',
      camera: { from: { x: 330, y: 230, zoom: 1.6 }, to: { x: 330, y: 200, zoom: 1.4 } },
      actors: [
        { actor: 'churning', at: [330, 270], scale: 0.9, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
        { actor: 'glow', at: [420, 260], scale: 2.2, color: '#fff1c2', motion: ['pulse'] },
        {
          actor: 'kalash',
          variant: 1,
          at: [420, 330],
          scale: 1.1,
          motion: [{ kind: 'move', to: [420, 290], start: 1, end: 5, ease: 'out' }],
        },
        { actor: 'sparkles', at: [420, 250], area: [160, 100], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And at last, up came a shining pot of amrit!',
          hi: 'और आख़िरकार, अमृत से भरा एक चमचमाता कलश ऊपर आया!',
        },
      ],
    },
    {
      id: 'brave-means-caring',
      seconds: 21,
      music: 'lullaby',
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 380, y: 230, zoom: 1.5 }, to: { x: 320, y: 186, zoom: 1.05 } },
      actors: [
        ...shiva(470, 330, 0.9, true),
        {
          actor: 'child',
          id: 'hero',
          at: [330, 334],
          scale: 0.75,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'fireflies', at: [320, 240], area: [500, 160], count: 12 },
      ],
      portrait: { on: 'hero', at: [-65, -80], size: 54, enter: 'rise', start: 11 },
      narration: [
        {
          at: 0.5,
          en: 'Shiva took the hardest part for himself, so that everyone else would be safe.',
          hi: 'शिव ने सबसे कठिन काम अपने ज़िम्मे लिया, ताकि बाकी सब सुरक्षित रहें।',
        },
        {
          at: 10.5,
          en: 'Being brave means caring for others, {name}, even when it is hard. Goodnight!',
          hi: 'बहादुरी का मतलब है दूसरों का ख़याल रखना, {name}, तब भी जब यह मुश्किल हो। शुभ रात्रि!',
        },
      ],
    },
  ],
});
