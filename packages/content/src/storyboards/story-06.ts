/**
 * Story 6, "Ganesha Writes the Mahabharata": high in the Himalayas the sage Vyasa holds the longest
 * story ever told in his mind and needs someone to write it down. Ganesha agrees, on one condition:
 * the telling must never pause; Vyasa adds his own: Ganesha must understand every verse before he
 * writes it (so Vyasa tells a tricky verse whenever he needs time to think). The child sits beside
 * Ganesha with fresh palm leaves and holds the lamp at night. When the pen breaks, Ganesha snaps off
 * one of his own tusks and writes on without stopping: Ekadanta, the one with a single tusk. A story
 * about keeping promises and loving to learn.
 *
 * Ganesha is his golden Om above his mouse; his pen a peacock feather, then his tusk; Vyasa a sage
 * sitting cross-legged, seen from behind. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** Where Vyasa sits, where the manuscript lies, where Ganesha writes. */
const VYASA: [number, number] = [210, 342];
const LEAVES: [number, number] = [330, 330];
const GANESHA: [number, number] = [440, 342];

/** Vyasa, sitting cross-legged, a soft light of thought about him; `telling` sends words to Ganesha. */
function vyasa(telling = false, [x, y] = VYASA): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y - 70],
      scale: 1.3,
      color: '#fff1c2',
      opacity: 0.8,
      motion: [{ kind: 'pulse', amount: 0.12, every: 2.5 }],
    },
    { actor: 'adult', variant: 4, at: [x, y], scale: 0.95, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
    ...(telling
      ? [
          {
            actor: 'sparkles' as const,
            at: [x + 60, y - 90] as [number, number],
            area: [70, 40] as [number, number],
            count: 8,
            motion: [
              { kind: 'move' as const, to: [x + 190, y - 80] as [number, number], ease: 'linear' as const },
            ],
          },
        ]
      : []),
  ];
}

/** Motions for a member of a group standing (dx, dy) from the group's anchor: its `move`s shifted. */
function shifted(motions: Motions, dx: number, dy: number): Motions {
  const by = ([x, y]: readonly [number, number]): [number, number] => [x + dx, y + dy];
  return motions.map((m) =>
    typeof m === 'string' || m.kind !== 'move'
      ? m
      : { ...m, ...(m.to ? { to: by(m.to) } : {}), ...(m.via ? { via: m.via.map(by) } : {}) },
  );
}

/**
 * Ganesha: his golden Om in its glow floating above his little mouse, the mouse's foot near (x, y);
 * `extra` motions move them together (a `move` goes to the point the group's anchor reaches).
 */
function ganesha([x, y] = GANESHA, scale = 0.5, extra: Motions = []): ActorInput[] {
  const om = shifted(extra, 0, -70);
  return [
    { actor: 'glow', at: [x, y - 70], scale: 1.5 * scale, color: '#ffe6a0', motion: ['pulse', ...om] },
    {
      actor: 'ganesha-sign',
      at: [x, y - 70],
      scale,
      motion: [{ kind: 'bob', amount: 3, every: 2 }, ...om],
    },
    {
      actor: 'mouse',
      at: [x + 30, y],
      scale: 1.3,
      motion: [
        { kind: 'hop', amount: 1.5, every: 1.1 },
        ...shifted(
          extra.filter((m) => typeof m !== 'string' && m.kind === 'move'),
          30,
          0,
        ),
      ],
    },
  ];
}

/** The palm-leaf manuscript on the ground, filling with writing. */
const leaves = (at = LEAVES, scale = 0.85): ActorInput => ({
  actor: 'scroll',
  at,
  scale,
  motion: [{ kind: 'pulse', amount: 0.01, every: 3 }],
});

/** The first pen: a peacock feather, writing (it dances over the leaf). */
const featherPen = (extra: Motions = []): ActorInput => ({
  actor: 'peacock-feather',
  at: [LEAVES[0] + 20, LEAVES[1] - 26],
  scale: 0.7,
  rotate: 35,
  motion: [{ kind: 'orbit', amount: 6, every: 0.9 }, { kind: 'sway', amount: 8, every: 0.5 }, ...extra],
});

/** The tusk, writing on the leaf. */
const tuskPen = (extra: Motions = []): ActorInput => ({
  actor: 'tusk',
  at: [LEAVES[0] - 10, LEAVES[1] - 4],
  scale: 0.8,
  motion: [{ kind: 'move', to: [LEAVES[0] + 30, LEAVES[1] - 2], start: 0.5, ease: 'linear' }, ...extra],
});

export const STORYBOARD_06 = defineStoryboard({
  story: 6,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'mountain-pass', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      ...ganesha([450, 240], 0.6),
      leaves([320, 300], 1),
      { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 },
    ],
  },
  credits: {
    backdrop: { name: 'mountain-pass', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...ganesha([460, 250], 0.55),
      { actor: 'diya', at: [330, 300], scale: 1.2, motion: ['flicker'] },
      { actor: 'sparkles', at: [320, 150], area: [560, 200], count: 16 },
    ],
  },
  shots: [
    {
      id: 'himalayas',
      seconds: 12,
      backdrop: { name: 'mountain-pass', light: 'dawn' },
      camera: { from: { x: 320, y: 140, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...vyasa(),
        {
          actor: 'birds',
          at: [220, 110],
          area: [180, 50],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 80] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'High in the Himalayas, beside a rushing river, lived a great sage named Vyasa.',
          hi: 'हिमालय की ऊँची पहाड़ियों में, कलकल बहती एक नदी के किनारे, महर्षि व्यास रहते थे।',
        },
      ],
    },
    {
      id: 'the-story',
      seconds: 14,
      backdrop: 'mountain-pass',
      camera: { from: { x: 240, y: 240, zoom: 1.5 }, to: { x: 240, y: 245, zoom: 1.6 } },
      actors: [
        ...vyasa(),
        {
          actor: 'sparkles',
          at: [210, 200],
          area: [180, 120],
          count: 16,
          motion: [{ kind: 'move', to: [210, 160] }],
        },
        {
          actor: 'bow',
          at: [150, 190],
          scale: 0.35,
          opacity: 0.6,
          motion: [{ kind: 'bob', amount: 4, every: 2.5 }],
        },
        { actor: 'wheel', at: [270, 180], scale: 0.6, opacity: 0.6, motion: [{ kind: 'spin', amount: 20 }] },
        {
          actor: 'conch',
          at: [220, 150],
          scale: 0.7,
          opacity: 0.6,
          motion: [{ kind: 'bob', amount: 3, every: 2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'In his mind he held the longest story ever told: the Mahabharata, full of kings and heroes, battles and wisdom.',
          hi: 'उनके मन में अब तक की सबसे लंबी कथा थी: महाभारत, राजाओं और वीरों की, युद्धों और ज्ञान की कथा।',
        },
      ],
    },
    {
      id: 'who-will-write',
      seconds: 13,
      backdrop: 'mountain-pass',
      camera: { from: { x: 270, y: 230, zoom: 1.5 }, to: { x: 280, y: 230, zoom: 1.4 } },
      actors: [
        ...vyasa(),
        leaves(),
        {
          actor: 'birds',
          at: [380, 130],
          area: [140, 40],
          count: 3,
          motion: [{ kind: 'move', to: [480, 110] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But it was so long that no one could write it down as fast as he could tell it. Who could help?',
          hi: 'पर कथा इतनी लंबी थी कि कोई भी उसे उतनी तेज़ी से लिख नहीं पाता था। कौन मदद करेगा?',
        },
      ],
    },
    {
      id: 'child-arrives',
      seconds: 13,
      backdrop: 'mountain-pass',
      camera: { from: { x: 360, y: 220, zoom: 1.35 }, to: { x: 320, y: 225, zoom: 1.4 } },
      actors: [
        ...vyasa(),
        leaves(),
        {
          actor: 'child',
          at: [600, 350],
          scale: 0.8,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [420, 350], start: 0.5, end: 7 },
            { kind: 'hop', amount: 3, every: 0.7 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'That morning the mountain path led {name} right to the sage, who sat deep in thought.',
          hi: 'उस सुबह पहाड़ की पगडंडी {name} को ठीक वहीं ले आई, जहाँ ऋषि गहरी सोच में बैठे थे।',
        },
      ],
    },
    {
      id: 'ganesha-comes',
      seconds: 13,
      backdrop: 'mountain-pass',
      music: 'festival-dhol',
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 340, y: 225, zoom: 1.4 } },
      actors: [
        ...vyasa(),
        leaves(),
        ...ganesha([640, GANESHA[1]], 0.5, [{ kind: 'move', to: GANESHA, end: 5 }]),
        {
          actor: 'child',
          at: [520, 352],
          scale: 0.8,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 4, every: 0.7 }],
        },
        { actor: 'sparkles', at: [460, 250], area: [200, 120], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then a golden light came up the path: Ganesha, with his little mouse!',
          hi: 'तभी पगडंडी पर एक सुनहरी रोशनी आई: अपने नन्हे चूहे के साथ गणेश!',
        },
        {
          at: 8,
          en: 'I will write your story, he said.',
          hi: 'उन्होंने कहा: आपकी कथा मैं लिखूँगा।',
        },
      ],
    },
    {
      id: 'never-pause',
      seconds: 14,
      backdrop: 'mountain-pass',
      camera: { from: { x: 350, y: 230, zoom: 1.4 }, to: { x: 360, y: 235, zoom: 1.5 } },
      actors: [
        ...vyasa(),
        leaves(),
        ...ganesha(GANESHA, 0.5, [{ kind: 'pulse', amount: 0.08, every: 1 }]),
        { actor: 'child', at: [520, 352], scale: 0.8, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But I have one condition. Once I begin, I will not stop, so you must never pause.',
          hi: 'पर मेरी एक शर्त है। एक बार लिखना शुरू किया तो मैं रुकूँगा नहीं, इसलिए आप भी कभी मत रुकिएगा।',
        },
      ],
    },
    {
      id: 'understand-every-verse',
      seconds: 14,
      backdrop: 'mountain-pass',
      camera: { from: { x: 320, y: 235, zoom: 1.45 }, to: { x: 310, y: 235, zoom: 1.55 } },
      actors: [
        ...vyasa(),
        leaves(),
        ...ganesha(),
        {
          actor: 'sparkles',
          at: [210, 240],
          area: [120, 80],
          count: 10,
          motion: [{ kind: 'bob', amount: 4 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Vyasa smiled. And mine is this: you must understand every verse before you write it.',
          hi: 'व्यास मुस्कुराए: और मेरी शर्त यह है कि हर श्लोक लिखने से पहले आप उसे पूरा समझेंगे।',
        },
      ],
    },
    {
      id: 'sit-beside',
      seconds: 13,
      backdrop: 'mountain-pass',
      music: 'temple-bells',
      camera: { from: { x: 370, y: 235, zoom: 1.45 }, to: { x: 390, y: 235, zoom: 1.5 } },
      actors: [
        ...vyasa(),
        leaves(),
        ...ganesha(),
        {
          actor: 'child',
          id: 'hero',
          at: [600, 352],
          scale: 0.75,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [540, 352], end: 3 },
            { kind: 'sway', amount: 1.5, every: 3 },
          ],
        },
        { actor: 'scroll', at: [590, 318], scale: 0.45, motion: [{ kind: 'move', to: [530, 318], end: 3 }] },
      ],
      portrait: { on: 'hero', at: [0, -125], size: 56, enter: 'pop', start: 4 },
      narration: [
        {
          at: 0.5,
          en: '{name} sat down beside Ganesha, with a pile of fresh palm leaves ready.',
          hi: '{name} ने गणेश के पास बैठकर ताड़ के नए पत्तों का ढेर तैयार रखा।',
        },
      ],
    },
    {
      id: 'writing-begins',
      seconds: 18.5,
      backdrop: 'mountain-pass',
      camera: { from: { x: 320, y: 250, zoom: 1.8 }, to: { x: 330, y: 245, zoom: 1.6 } },
      actors: [...vyasa(true), leaves(), featherPen(), ...ganesha()],
      narration: [
        {
          at: 0.5,
          en: 'And so it began. Vyasa spoke, and Ganesha wrote, swift as the wind.',
          hi: 'और कथा शुरू हुई। व्यास बोलते गए, और गणेश हवा की तेज़ी से लिखते गए।',
        },
        {
          at: 8.5,
          en: 'Whenever Vyasa needed time to think, he told a tricky verse, and Ganesha stopped to understand it.',
          hi: 'सोचने का समय चाहिए होता, तो व्यास कोई कठिन श्लोक बोल देते, और गणेश उसे समझने लगते।',
        },
      ],
    },
    {
      id: 'lamp-at-night',
      seconds: 14,
      backdrop: { name: 'mountain-pass', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 330, y: 230, zoom: 1.45 }, to: { x: 340, y: 240, zoom: 1.6 } },
      actors: [
        ...vyasa(true),
        leaves(),
        featherPen(),
        ...ganesha(),
        {
          actor: 'child',
          id: 'hero',
          at: [410, 358],
          scale: 0.72,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        { actor: 'glow', at: [378, 318], scale: 1.2, color: '#ffd98a', opacity: 0.7, motion: ['pulse'] },
        {
          actor: 'diya',
          at: [378, 336],
          scale: 0.9,
          motion: ['flicker', { kind: 'bob', amount: 1, every: 2 }],
        },
        { actor: 'stars', at: [320, 80], area: [600, 140], count: 20, depth: 0 },
      ],
      portrait: { on: 'hero', at: [-70, -100], size: 56, enter: 'glow', start: 3 },
      narration: [
        {
          at: 0.5,
          en: 'Day after day, night after night, the story flowed on, and {name} held the lamp so Ganesha could see.',
          hi: 'दिन-पर-दिन, रात-पर-रात कथा बहती रही, और {name} ने दीया थामे रखा ताकि गणेश को ठीक से दिखे।',
        },
      ],
    },
    {
      id: 'snap',
      seconds: 11,
      backdrop: 'mountain-pass',
      music: 'heroic-drums',
      camera: { from: { x: 340, y: 260, zoom: 2 }, to: { x: 340, y: 265, zoom: 2.2 } },
      actors: [
        leaves(),
        featherPen([
          { kind: 'turn', amount: 70, start: 3, end: 3.6, ease: 'out' },
          { kind: 'move', to: [LEAVES[0] + 70, LEAVES[1] - 8], start: 3, end: 4.5, ease: 'out' },
          { kind: 'leave', start: 5, end: 6.5 },
        ]),
        {
          actor: 'sparkles',
          at: [LEAVES[0] + 40, LEAVES[1] - 30],
          area: [50, 40],
          count: 8,
          motion: [{ kind: 'appear', start: 3, end: 3.3 }, { kind: 'leave', start: 4.5, end: 6 }, 'pulse'],
        },
        ...ganesha(),
      ],
      narration: [
        {
          at: 0.5,
          en: "Then, snap! In the middle of a verse, Ganesha's pen broke.",
          hi: 'तभी, चट! एक श्लोक के बीच में ही गणेश की कलम टूट गई।',
        },
      ],
    },
    {
      id: 'oh-no',
      seconds: 12,
      backdrop: 'mountain-pass',
      camera: { from: { x: 380, y: 240, zoom: 1.6 }, to: { x: 390, y: 245, zoom: 1.75 } },
      actors: [
        ...vyasa(true),
        leaves(),
        ...ganesha(),
        {
          actor: 'child',
          at: [500, 352],
          scale: 0.75,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 4, every: 0.5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} gasped. Vyasa would not pause, and Ganesha had promised never to stop!',
          hi: '{name} की साँस अटक गई। व्यास रुकने वाले नहीं थे, और गणेश ने न रुकने का वचन दिया था!',
        },
      ],
    },
    {
      id: 'the-tusk',
      seconds: 14,
      backdrop: 'mountain-pass',
      camera: { from: { x: 380, y: 250, zoom: 1.8 }, to: { x: 350, y: 255, zoom: 2 } },
      actors: [
        leaves(),
        ...ganesha(GANESHA, 0.5, [{ kind: 'pulse', amount: 0.1, every: 0.6 }]),
        {
          actor: 'glow',
          at: [GANESHA[0], GANESHA[1] - 70],
          scale: 2.6,
          color: '#fff6d6',
          motion: [
            { kind: 'appear', start: 1, end: 1.4 },
            { kind: 'leave', start: 2, end: 4 },
          ],
        },
        {
          actor: 'tusk',
          at: [GANESHA[0] - 30, GANESHA[1] - 60],
          scale: 0.8,
          motion: [
            { kind: 'appear', start: 1.6, end: 2.4 },
            { kind: 'move', via: [[390, 300]], to: [LEAVES[0] + 10, LEAVES[1] - 4], start: 2, end: 5 },
            { kind: 'move', to: [LEAVES[0] + 40, LEAVES[1] - 16], start: 5.5, end: 13, ease: 'linear' },
          ],
        },
        { actor: 'sparkles', at: [LEAVES[0], LEAVES[1] - 20], area: [120, 60], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Without a moment of pause, Ganesha broke off one of his own tusks, and went on writing with it.',
          hi: 'पल भर भी रुके बिना, गणेश ने अपना एक दाँत तोड़ा, और उसी से लिखते चले गए।',
        },
      ],
    },
    {
      id: 'ekadanta',
      seconds: 14,
      backdrop: 'mountain-pass',
      music: 'temple-bells',
      camera: { from: { x: 340, y: 240, zoom: 1.6 }, to: { x: 340, y: 230, zoom: 1.45 } },
      actors: [
        ...vyasa(true),
        leaves(),
        tuskPen(),
        ...ganesha(),
        {
          actor: 'child',
          at: [510, 352],
          scale: 0.75,
          pose: 'hold',
          motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Since that day Ganesha has just one tusk, and we lovingly call him Ekadanta, the one with a single tusk.',
          hi: 'उस दिन से गणेश का एक ही दाँत है, और हम उन्हें प्यार से एकदंत कहते हैं, यानी एक दाँत वाले।',
        },
      ],
    },
    {
      id: 'seasons',
      seconds: 14,
      backdrop: 'mountain-pass',
      camera: { from: { x: 380, y: 230, zoom: 1.45 }, to: { x: 380, y: 220, zoom: 1.35 } },
      actors: [
        ...vyasa(true),
        ...[0, 1, 2, 3, 4].map((i): ActorInput => ({
          actor: 'scroll',
          at: [540, 350 - i * 14],
          scale: 0.5,
          motion: [
            { kind: 'appear', start: 1 + i * 2, end: 1.6 + i * 2 },
            { kind: 'bob', amount: 0.5, every: 3 },
          ],
        })),
        leaves(),
        tuskPen(),
        ...ganesha(),
        {
          actor: 'child',
          id: 'hero',
          at: [590, 352],
          scale: 0.6,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 3, every: 0.9 }],
        },
        {
          actor: 'rain',
          at: [320, 180],
          area: [640, 360],
          count: 40,
          depth: 1.2,
          motion: [
            { kind: 'leave', start: 4, end: 5.5 },
            { kind: 'move', to: [330, 190] },
          ],
        },
        {
          actor: 'petals',
          at: [320, 170],
          area: [640, 300],
          count: 18,
          motion: [{ kind: 'appear', start: 7, end: 9 }],
        },
      ],
      portrait: { on: 'hero', at: [-20, -110], size: 56, enter: 'pop', start: 9.5 },
      narration: [
        {
          at: 0.5,
          en: 'Rains came, and snows, and spring flowers. The pile of written leaves grew taller than {name}!',
          hi: 'बारिश आई, बर्फ़ गिरी, फिर वसंत के फूल खिले। लिखे हुए पत्तों का ढेर {name} से भी ऊँचा हो गया!',
        },
      ],
    },
    {
      id: 'last-word',
      seconds: 14,
      backdrop: { name: 'mountain-pass', light: 'dawn' },
      music: 'festival-dhol',
      camera: { from: { x: 330, y: 250, zoom: 1.8 }, to: { x: 320, y: 220, zoom: 1.3 } },
      actors: [
        ...vyasa(),
        leaves(),
        tuskPen([{ kind: 'leave', start: 6, end: 7.5 }]),
        ...ganesha(),
        {
          actor: 'glow',
          at: [LEAVES[0], LEAVES[1] - 10],
          scale: 1.6,
          color: '#fff1c2',
          motion: [{ kind: 'appear', start: 6, end: 8 }, 'pulse'],
        },
        { actor: 'petals', at: [320, 150], area: [500, 240], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'At last Vyasa spoke the final verse, and Ganesha wrote the very last word.',
          hi: 'आख़िरकार व्यास ने अंतिम श्लोक कहा, और गणेश ने आख़िरी शब्द लिखा।',
        },
        {
          at: 8,
          en: 'The Mahabharata was complete!',
          hi: 'महाभारत पूरा हो गया!',
        },
      ],
    },
    {
      id: 'love-to-learn',
      seconds: 14.5,
      backdrop: { name: 'mountain-pass', light: 'dawn' },
      camera: { from: { x: 330, y: 220, zoom: 1.35 }, to: { x: 340, y: 230, zoom: 1.5 } },
      actors: [
        ...vyasa(),
        leaves(),
        ...ganesha(GANESHA, 0.5, [{ kind: 'hop', amount: 4, every: 0.9 }]),
        {
          actor: 'child',
          at: [520, 352],
          scale: 0.75,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 4, every: 0.7 }],
        },
        { actor: 'sparkles', at: [330, 230], area: [400, 140], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Vyasa bowed. You kept your promise, and you understood every verse.',
          hi: 'व्यास ने सिर झुकाया: आपने अपना वचन निभाया, और हर श्लोक समझकर लिखा।',
        },
        {
          at: 8.5,
          en: 'And I loved every word of it, laughed Ganesha.',
          hi: 'गणेश हँसकर बोले: और मुझे तो इसका हर शब्द अच्छा लगा।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 16,
      backdrop: { name: 'mountain-pass', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 380, y: 230, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...ganesha(),
        leaves(),
        {
          actor: 'child',
          id: 'hero',
          at: [235, 352],
          scale: 0.6,
          pose: 'sit',
          motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
        },
        { actor: 'diya', at: [262, 345], scale: 0.8, motion: ['flicker'] },
        { actor: 'sparkles', at: [420, 140], area: [300, 140], count: 14 },
      ],
      portrait: { on: 'hero', at: [-60, -80], size: 56, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'Keep your promises, even when it is hard, and love to learn, every single day.',
          hi: 'अपने वचन निभाओ, चाहे कितना भी मुश्किल हो, और हर दिन कुछ नया सीखने से प्यार करो।',
        },
        {
          at: 10,
          en: 'Goodnight, Ekadanta. Goodnight, {name}.',
          hi: 'शुभ रात्रि, एकदंत। शुभ रात्रि, {name}।',
        },
      ],
    },
  ],
});
