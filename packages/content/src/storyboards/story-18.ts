/**
 * Story 18, "The Nine Forms of Durga": on the first night of Navratri the child lights a lamp, Durga's
 * lion steps out of its flame, and each night the child meets one of her nine forms and hears a
 * gentle lesson from her: Shailaputri (be steady like a mountain), Brahmacharini (patience),
 * Chandraghanta (courage), Kushmanda (a smile that lights the world), Skandamata (care for the
 * little ones), Katyayani (stand up for what is right), Kalaratri (do not fear the dark), Mahagauri
 * (a clean, forgiving heart) and Siddhidatri (keep learning). The nine lights become one Durga, and
 * the child remembers all nine lessons and dances garba.
 *
 * Each form is shown by her own signs in her own glow (Nandi and the trident, a water pot, a bell-
 * shaped crescent moon, the sun born of a smile, a lotus with the peacock of her son, a sage's forest
 * home, a sword in the deep-blue night, a white bull in the snow, a lotus and a glowing book), never
 * a face. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** A form's presence: a soft glow of her colour with sparkles around it. */
function presence(x: number, y: number, color: string, scale = 1.8, extra: Motions = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale, color, motion: [{ kind: 'pulse', amount: 0.1 }, ...extra] },
    {
      actor: 'sparkles',
      at: [x, y],
      area: [60 * scale, 50 * scale],
      count: 10,
      motion: extra,
    },
  ];
}

/** Durga's lion (golden at any hour) with her trident shining over it; its front paws at (x, y). */
function durga(x: number, y: number, scale = 1): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x + 20 * scale, y - 120 * scale],
      scale: 1.7 * scale,
      color: '#ffe6a0',
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
  ];
}

/** The child watching from the ground, in colour, with a gentle bounce. */
const watcher = (x: number, y: number, pose: ActorInput['pose'] = 'stand', id?: string): ActorInput => ({
  actor: 'child',
  ...(id ? { id } : {}),
  at: [x, y],
  scale: 0.75,
  pose,
  look: 'colour',
  motion: [{ kind: 'hop', amount: 2, every: 1.4 }],
});

/** The nine forms' colours, night one to nine. */
const NINE = [
  '#ffd0e0',
  '#fff1b8',
  '#ffe066',
  '#ffb347',
  '#ff9ecf',
  '#ff7a45',
  '#5b6cff',
  '#ffffff',
  '#c9a7ff',
] as const;

/** Where the nine lights stand in an arc over the night sky. */
const ARC = NINE.map((_, i): [number, number] => {
  const a = Math.PI * (1 - i / 8);
  return [Math.round(320 + Math.cos(a) * 230), Math.round(215 - Math.sin(a) * 120)];
});

/** A garba dancer going once round a ring centred at (cx, cy), starting `phase` of the way round. */
function dancer(base: ActorInput, cx: number, cy: number, phase: number): ActorInput {
  const point = (k: number): [number, number] => {
    const a = 2 * Math.PI * (phase + k / 8);
    return [Math.round(cx + Math.cos(a) * 120), Math.round(cy + Math.sin(a) * 14)];
  };
  return {
    ...base,
    at: point(0),
    motion: [
      {
        kind: 'move',
        to: point(8),
        via: [1, 2, 3, 4, 5, 6, 7].map(point),
        ease: 'linear',
      },
      { kind: 'hop', amount: 4, every: 0.7 },
    ],
  };
}

export const STORYBOARD_18 = defineStoryboard({
  story: 18,
  version: 3,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'temple-courtyard', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...durga(440, 330, 0.9), { actor: 'petals', at: [320, 160], area: [600, 300], count: 12 }],
  },
  credits: {
    backdrop: { name: 'night-sky', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...ARC.map(([x, y], i): ActorInput => ({
        actor: 'glow',
        at: [x, y],
        scale: 0.6,
        color: NINE[i],
        motion: [{ kind: 'pulse', amount: 0.15, every: 2 + i * 0.2 }],
      })),
      { actor: 'fireflies', at: [320, 260], area: [560, 120], count: 12 },
    ],
  },
  shots: [
    {
      id: 'first-night',
      seconds: 16,
      backdrop: { name: 'temple-courtyard', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 240, zoom: 1.5 } },
      actors: [
        {
          ...watcher(160, 350, 'hold', 'hero'),
          motion: [
            { kind: 'move', to: [225, 350], start: 0.5, end: 5 },
            { kind: 'hop', amount: 3, every: 0.8 },
          ],
        },
        {
          actor: 'diya',
          at: [252, 338],
          scale: 1.1,
          motion: [{ kind: 'appear', start: 7.5, end: 8.5 }, 'flicker'],
        },
        { actor: 'petals', at: [320, 120], area: [600, 200], count: 10 },
      ],
      portrait: { on: 'hero', at: [-60, -100], size: 56, enter: 'glow', start: 8 },
      narration: [
        {
          at: 0.5,
          en: 'It was the first night of Navratri, and the temple glowed with lamps.',
          hi: 'नवरात्रि की पहली रात थी, और मंदिर दीयों से जगमगा रहा था।',
        },
        {
          at: 7.5,
          en: '{name} lit a little lamp and whispered: I wish I could meet Durga!',
          hi: '{name} ने दीया जलाकर धीरे से कहा: काश, दुर्गा माँ से मुलाक़ात हो!',
        },
      ],
    },
    {
      id: 'out-of-the-flame',
      seconds: 16.5,
      backdrop: { name: 'temple-courtyard', light: 'night' },
      camera: { from: { x: 290, y: 250, zoom: 1.8 }, to: { x: 350, y: 225, zoom: 1.35 } },
      actors: [
        {
          actor: 'glow',
          at: [252, 322],
          scale: 2.4,
          color: '#ffc94a',
          motion: [{ kind: 'grow', from: 0.3, start: 0.5, end: 5 }, 'pulse'],
        },
        { actor: 'diya', at: [252, 338], scale: 1.1, motion: ['flicker'] },
        ...durga(420, 340, 1).map((part) => ({
          ...part,
          motion: [...(part.motion ?? []), { kind: 'appear' as const, start: 4, end: 6 }],
        })),
      ],
      narration: [
        {
          at: 0.5,
          en: "The little flame grew tall and golden, and out of its light stepped Durga's lion.",
          hi: 'नन्ही लौ ऊँची और सुनहरी होती गई, और उस रोशनी से दुर्गा का सिंह बाहर आया।',
        },
        {
          at: 9.5,
          en: 'Each night I will show you one of my forms, said the Goddess. Come!',
          hi: 'देवी बोलीं: हर रात मैं अपना एक नया रूप दिखाऊँगी। आओ!',
        },
      ],
    },
    {
      id: 'shailaputri',
      seconds: 15.5,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 340, y: 200, zoom: 1.2 }, to: { x: 350, y: 225, zoom: 1.4 } },
      actors: [
        ...presence(420, 230, NINE[0], 2.2),
        {
          actor: 'nandi',
          at: [400, 330],
          scale: 0.8,
          color: '#f2ead8',
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        { actor: 'trishul', at: [470, 300], scale: 0.9, motion: [{ kind: 'bob', amount: 3, every: 2.5 }] },
        {
          actor: 'lotus',
          at: [370, 225],
          scale: 1.6,
          motion: [
            { kind: 'grow', from: 0.3, start: 1, end: 4 },
            { kind: 'bob', amount: 3, every: 3 },
          ],
        },
        watcher(220, 345),
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the first night came Shailaputri, daughter of the mountains, riding Nandi with a trident and a lotus.',
          hi: 'पहली रात आईं शैलपुत्री, पर्वतराज की बेटी, नंदी बैल पर सवार, हाथों में त्रिशूल और कमल।',
        },
        {
          at: 11,
          en: 'Be steady like a mountain, she said.',
          hi: 'वे बोलीं: पर्वत की तरह अटल रहो।',
        },
      ],
    },
    {
      id: 'brahmacharini',
      seconds: 19,
      backdrop: { name: 'forest', light: 'dusk' },
      camera: { from: { x: 410, y: 220, zoom: 1.4 }, to: { x: 330, y: 220, zoom: 1.4 } },
      actors: [
        ...presence(520, 260, NINE[1], 1.6, [{ kind: 'move', to: [360, 260], ease: 'linear' }]),
        {
          actor: 'kalash',
          at: [520, 320],
          scale: 0.7,
          motion: [
            { kind: 'move', to: [360, 320], ease: 'linear' },
            { kind: 'bob', amount: 2, every: 1.2 },
          ],
        },
        {
          actor: 'petals',
          at: [440, 300],
          area: [240, 60],
          count: 8,
          color: '#fff1b8',
        },
        {
          ...watcher(180, 345),
          motion: [
            { kind: 'move', to: [250, 345], start: 2, ease: 'linear' },
            { kind: 'hop', amount: 2, every: 1 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the second night came Brahmacharini, walking barefoot with a water pot and prayer beads.',
          hi: 'दूसरी रात आईं ब्रह्मचारिणी, नंगे पाँव, हाथ में जल का कमंडल और जप की माला लिए।',
        },
        {
          at: 9.5,
          en: 'She prayed for years and never gave up. Good things take patience, she said.',
          hi: 'उन्होंने बरसों तप किया, कभी हार नहीं मानी। बोलीं: अच्छी चीज़ों के लिए धीरज चाहिए।',
        },
      ],
    },
    {
      id: 'chandraghanta',
      seconds: 16.5,
      backdrop: { name: 'misty-hills', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 190, zoom: 1.15 } },
      actors: [
        ...presence(330, 140, NINE[2], 1.4),
        {
          actor: 'glow',
          at: [330, 140],
          scale: 3,
          color: NINE[2],
          opacity: 0.5,
          motion: [{ kind: 'pulse', amount: 0.35, every: 1 }],
        },
        {
          actor: 'moon',
          variant: 1,
          at: [330, 140],
          scale: 0.9,
          motion: [{ kind: 'sway', amount: 8, every: 1 }],
        },
        ...durga(360, 335, 0.9),
        watcher(200, 345),
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the third night came Chandraghanta, with a half-moon shaped like a bell shining on her forehead.',
          hi: 'तीसरी रात आईं चंद्रघंटा, जिनके माथे पर घंटी जैसा आधा चाँद चमक रहा था।',
        },
        {
          at: 10.5,
          en: 'Her bell rang, and every fear ran away. Be brave, she said.',
          hi: 'घंटी बजी, और सारा डर भाग गया। बोलीं: हिम्मत रखो।',
        },
      ],
    },
    {
      id: 'before-the-world',
      seconds: 10,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.2 }, to: { x: 320, y: 180, zoom: 1.35 } },
      actors: [
        { actor: 'stars', at: [320, 180], area: [600, 320], count: 20 },
        {
          actor: 'glow',
          at: [320, 180],
          scale: 0.4,
          color: NINE[3],
          motion: [{ kind: 'pulse', amount: 0.3, every: 2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the fourth night, all was dark and still, like the time before the world began.',
          hi: 'चौथी रात सब कुछ अँधेरा और शांत था, जैसे दुनिया बनने से पहले का समय।',
        },
      ],
    },
    {
      id: 'kushmanda',
      seconds: 17,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        { actor: 'stars', at: [320, 180], area: [600, 320], count: 20 },
        {
          actor: 'glow',
          at: [320, 180],
          scale: 3.5,
          color: NINE[3],
          motion: [{ kind: 'grow', from: 0.1, start: 1, end: 6 }, 'pulse'],
        },
        {
          actor: 'sun',
          at: [320, 180],
          scale: 2.2,
          motion: [
            { kind: 'grow', from: 0.05, start: 1.5, end: 6, ease: 'out' },
            { kind: 'pulse', amount: 0.05 },
          ],
        },
        {
          actor: 'sparkles',
          at: [320, 180],
          area: [560, 300],
          count: 24,
          motion: [{ kind: 'appear', start: 4, end: 6 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Kushmanda smiled, and her warm smile became the sun, lighting up the whole universe!',
          hi: 'तभी कूष्मांडा मुस्कुराईं, और उनकी प्यारी मुस्कान सूरज बनकर सारे ब्रह्मांड में चमक उठी!',
        },
        {
          at: 11.5,
          en: 'A kind smile can light up the world, she said.',
          hi: 'बोलीं: प्यारी मुस्कान से दुनिया रोशन होती है।',
        },
      ],
    },
    {
      id: 'skandamata',
      seconds: 18,
      backdrop: { name: 'yamuna-river', light: 'dawn' },
      camera: { from: { x: 300, y: 230, zoom: 1.5 }, to: { x: 320, y: 220, zoom: 1.35 } },
      actors: [
        ...presence(380, 270, NINE[4], 2),
        {
          actor: 'lotus',
          at: [380, 305],
          scale: 2.6,
          motion: [
            { kind: 'grow', from: 0.3, start: 0.5, end: 4 },
            { kind: 'bob', amount: 2, every: 3 },
          ],
        },
        {
          actor: 'glow',
          at: [392, 250],
          scale: 0.5,
          color: '#fff1b8',
          motion: [
            { kind: 'appear', start: 3, end: 4.5 },
            { kind: 'bob', amount: 3, every: 2 },
          ],
        },
        {
          actor: 'flying-peacock',
          variant: 1,
          at: [560, 140],
          scale: 0.5,
          motion: [
            { kind: 'move', to: [480, 170], start: 5, end: 11 },
            { kind: 'bob', amount: 4, every: 2 },
          ],
        },
        { ...watcher(120, 345), scale: 0.7 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the fifth night came Skandamata, seated on a lotus, her baby son Kartikeya in her lap.',
          hi: 'पाँचवीं रात आईं स्कंदमाता, कमल पर बैठी, गोद में अपने नन्हे बेटे कार्तिकेय को लिए।',
        },
        {
          at: 10.5,
          en: 'Look after those smaller than you, she said, the way a mother does.',
          hi: 'बोलीं: अपने से छोटों का ख़याल रखो, जैसे माँ रखती है।',
        },
      ],
    },
    {
      id: 'katyayani',
      seconds: 18,
      backdrop: { name: 'forest', light: 'dusk' },
      camera: { from: { x: 250, y: 220, zoom: 1.4 }, to: { x: 360, y: 210, zoom: 1.3 } },
      actors: [
        { actor: 'hut', at: [130, 330], scale: 0.9, motion: [{ kind: 'pulse', amount: 0.005 }] },
        {
          actor: 'adult',
          variant: 1,
          at: [215, 345],
          scale: 0.65,
          look: 'silhouette',
          motion: [{ kind: 'sway', amount: 1, every: 4 }],
        },
        ...presence(440, 220, NINE[5], 2.4),
        ...durga(430, 335, 0.95),
        watcher(310, 348),
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the sixth night came Katyayani, born in the forest home of the sage Katyayana, a warrior as bright as fire.',
          hi: 'छठी रात आईं कात्यायनी, जो ऋषि कात्यायन के वन-आश्रम में प्रकट हुई थीं, आग जैसी तेजस्वी योद्धा।',
        },
        {
          at: 12,
          en: 'Stand up for what is right, she said, even when it is hard.',
          hi: 'बोलीं: सही का साथ कभी मत छोड़ना, चाहे मुश्किल हो।',
        },
      ],
    },
    {
      id: 'kalaratri',
      seconds: 12,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 360, y: 170, zoom: 1.2 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [120, 90],
          scale: 0.8,
          variant: 1,
          depth: 0.3,
          motion: [{ kind: 'move', to: [160, 90] }],
        },
        { actor: 'glow', at: [440, 170], scale: 2.4, color: NINE[6], motion: ['pulse'] },
        {
          actor: 'kali-sign',
          at: [440, 170],
          scale: 0.9,
          color: '#3b3fb0',
          motion: [
            { kind: 'appear', start: 1, end: 3 },
            { kind: 'bob', amount: 4, every: 3 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the seventh night, the darkest night, came Kalaratri, dark as the sky, fierce and fearless.',
          hi: 'सातवीं रात, सबसे अँधेरी रात, आईं कालरात्रि, आसमान जैसी श्यामल, निडर और प्रचंड।',
        },
      ],
    },
    {
      id: 'not-afraid',
      seconds: 17,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 340, y: 200, zoom: 1.4 }, to: { x: 330, y: 190, zoom: 1.25 } },
      actors: [
        { actor: 'glow', at: [440, 170], scale: 2.4, color: NINE[6], motion: ['pulse'] },
        {
          actor: 'kali-sign',
          at: [440, 170],
          scale: 0.9,
          color: '#3b3fb0',
          motion: [{ kind: 'bob', amount: 4, every: 3 }],
        },
        watcher(250, 345, 'reach', 'hero'),
        {
          actor: 'glow',
          at: [275, 270],
          scale: 0.7,
          color: '#ffc94a',
          motion: [{ kind: 'pulse', amount: 0.2, every: 1.5 }],
        },
        {
          actor: 'diya',
          at: [275, 272],
          scale: 0.9,
          motion: ['flicker', { kind: 'bob', amount: 2, every: 1.4 }],
        },
        {
          actor: 'fireflies',
          at: [330, 250],
          area: [400, 140],
          count: 12,
          motion: [{ kind: 'appear', start: 8, end: 10 }],
        },
      ],
      portrait: { on: 'hero', at: [-65, -95], size: 54, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} held up the little lamp, a bit unsure.',
          hi: '{name} ने थोड़ा सहमकर अपना नन्हा दीया ऊपर उठाया।',
        },
        {
          at: 7,
          en: 'Do not fear the dark, she said softly. I am fierce only to keep you safe.',
          hi: 'उन्होंने प्यार से कहा: अँधेरे से मत डरो। मेरा गुस्सा तो बस तुम्हें बचाने के लिए है।',
        },
      ],
    },
    {
      id: 'mahagauri',
      seconds: 17,
      backdrop: { name: 'snowfield', light: 'night' },
      camera: { from: { x: 330, y: 220, zoom: 1.4 }, to: { x: 340, y: 200, zoom: 1.2 } },
      actors: [
        ...presence(420, 250, NINE[7], 2.6),
        {
          actor: 'nandi',
          at: [420, 330],
          scale: 0.8,
          color: '#f2ead8',
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        { actor: 'petals', at: [360, 150], area: [500, 220], count: 16, color: '#ffffff' },
        watcher(230, 345),
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the eighth night came Mahagauri, shining white as snow and jasmine, on her gentle white bull.',
          hi: 'आठवीं रात आईं महागौरी, बर्फ़ और चमेली जैसी उजली, अपने शांत सफ़ेद बैल पर।',
        },
        {
          at: 10,
          en: 'Keep your heart clean and kind, she said, and forgive quickly.',
          hi: 'बोलीं: मन साफ़ और दयालु रखो, और जल्दी माफ़ कर दो।',
        },
      ],
    },
    {
      id: 'siddhidatri',
      seconds: 18,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 360, y: 200, zoom: 1.3 }, to: { x: 330, y: 215, zoom: 1.45 } },
      actors: [
        ...presence(420, 200, NINE[8], 2.4),
        {
          actor: 'lotus',
          at: [420, 250],
          scale: 2.2,
          motion: [{ kind: 'bob', amount: 4, every: 3 }],
        },
        {
          actor: 'storybook',
          at: [420, 190],
          scale: 0.8,
          motion: [
            { kind: 'appear', start: 1.5, end: 3 },
            { kind: 'bob', amount: 4, every: 3 },
          ],
        },
        watcher(280, 345, 'reach', 'hero'),
      ],
      portrait: { on: 'hero', at: [-65, -95], size: 54, enter: 'rise', start: 10 },
      narration: [
        {
          at: 0.5,
          en: 'On the ninth night came Siddhidatri, seated on a lotus, who gives wisdom to all who love to learn.',
          hi: 'नौवीं रात आईं सिद्धिदात्री, कमल पर विराजमान, जो सीखने वाले हर मन को ज्ञान देती हैं।',
        },
        {
          at: 10.5,
          en: 'Keep learning, {name}, she said, and share what you know.',
          hi: 'बोलीं: {name}, सीखना मत छोड़ना, और जो जानो, सबसे बाँटो।',
        },
      ],
    },
    {
      id: 'nine-become-one',
      seconds: 15,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 200, zoom: 1.2 } },
      actors: [
        ...ARC.map(([x, y], i): ActorInput => ({
          actor: 'glow',
          at: [x, y],
          scale: 1.2,
          color: NINE[i],
          motion: [
            { kind: 'appear', start: 0.5 + i * 0.6, end: 1.2 + i * 0.6 },
            { kind: 'move', to: [320, 230], start: 7.5, end: 9.5, ease: 'in' },
            { kind: 'leave', start: 9.5, end: 10 },
          ],
        })),
        {
          actor: 'glow',
          at: [330, 230],
          scale: 3,
          color: '#ffe6a0',
          motion: [{ kind: 'grow', from: 0.1, start: 9, end: 11 }, 'pulse'],
        },
        ...durga(310, 340, 1).map((part) => ({
          ...part,
          motion: [...(part.motion ?? []), { kind: 'appear' as const, start: 9.5, end: 11 }],
        })),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then all nine lights came together, one, two, three, all the way to nine...',
          hi: 'फिर नौ की नौ रोशनियाँ एक साथ आईं: एक, दो, तीन, पूरे नौ तक...',
        },
        {
          at: 9.5,
          en: '...and they were one: Goddess Durga herself!',
          hi: '...और सब मिलकर एक हो गईं: स्वयं देवी दुर्गा!',
        },
      ],
    },
    {
      id: 'nine-lessons',
      seconds: 20,
      backdrop: { name: 'temple-courtyard', light: 'night' },
      camera: { from: { x: 300, y: 246, zoom: 1.6 }, to: { x: 310, y: 230, zoom: 1.4 } },
      actors: [
        ...Array.from({ length: 9 }, (_, i): ActorInput => ({
          actor: 'diya',
          at: [176 + i * 36, 350],
          scale: 1.1,
          motion: [{ kind: 'appear', start: 1 + i * 1.9, end: 1.6 + i * 1.9 }, 'flicker'],
        })),
        { ...watcher(150, 334, 'sit'), scale: 0.65 },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} remembered every lesson: be steady, be patient, be brave, smile, care for the little ones,',
          hi: '{name} को हर सीख याद रही: अटल रहो, धीरज रखो, हिम्मत रखो, मुस्कुराओ, छोटों का ख़याल रखो,',
        },
        {
          at: 12,
          en: 'stand up for what is right, do not fear the dark, forgive, and keep learning.',
          hi: 'सही का साथ दो, अँधेरे से मत डरो, माफ़ करो, और सीखना मत छोड़ो।',
        },
      ],
    },
    {
      id: 'garba',
      seconds: 14.5,
      music: 'festival-dhol',
      backdrop: { name: 'festival-street', light: 'night' },
      camera: { from: { x: 320, y: 240, zoom: 1.5 }, to: { x: 320, y: 220, zoom: 1.3 } },
      actors: [
        dancer(
          { actor: 'friend', variant: 0, at: [0, 0], scale: 0.7, look: 'colour', pose: 'wave' },
          320,
          330,
          0,
        ),
        dancer(
          { actor: 'friend', variant: 2, at: [0, 0], scale: 0.7, look: 'colour', pose: 'wave' },
          320,
          330,
          0.25,
        ),
        dancer({ actor: 'child', at: [0, 0], scale: 0.7, look: 'colour', pose: 'wave' }, 320, 330, 0.5),
        dancer(
          { actor: 'friend', variant: 3, at: [0, 0], scale: 0.7, look: 'colour', pose: 'wave' },
          320,
          330,
          0.75,
        ),
        { actor: 'petals', at: [320, 150], area: [600, 200], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Every Navratri, people dance garba for the Goddess, clapping and twirling in a big circle.',
          hi: 'हर नवरात्रि लोग देवी के लिए गरबा करते हैं, बड़े घेरे में ताली बजाते, घूमते हुए।',
        },
        {
          at: 10,
          en: '{name} clapped along too!',
          hi: '{name} ने भी ताली बजाई!',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 17,
      music: 'lullaby',
      backdrop: { name: 'temple-hill', light: 'night' },
      camera: { from: { x: 330, y: 240, zoom: 1.6 }, to: { x: 320, y: 200, zoom: 1.2 } },
      actors: [
        ...durga(390, 340, 0.9),
        { ...watcher(290, 345, 'sit', 'hero'), motion: [{ kind: 'hop', amount: 1.5, every: 2 }] },
        { actor: 'fireflies', at: [320, 260], area: [500, 140], count: 12 },
      ],
      portrait: { on: 'hero', at: [-60, -80], size: 50, enter: 'rise', start: 9 },
      narration: [
        {
          at: 0.5,
          en: 'Nine forms, nine lessons, and one Mother who loves you in every one of them.',
          hi: 'नौ रूप, नौ सीखें, और एक ही माँ, जो हर रूप में तुम्हें प्यार करती है।',
        },
        {
          at: 9.5,
          en: 'Goodnight, {name}. Jai Mata Di!',
          hi: 'शुभ रात्रि, {name}। जय माता दी!',
        },
      ],
    },
  ],
});
