/**
 * Story 10, "Rama Strings Shiva's Mighty Bow": in King Janaka's court at Mithila, Shiva's great bow
 * lies on its carved cart. Little Sita once lifted it like a flower; now no king or prince can even
 * move it. Young Rama (his golden bow in its glow) comes with the sage Vishwamitra, bows to his teacher
 * and to Shiva's bow, lifts it lightly, strings it, and it breaks with a crack like thunder. The child
 * watches from the court and brings the marigold garland Sita places on Rama: strength that is humble.
 *
 * Rama and Lakshmana are their golden bows in a glow; Janaka, the sage and the princes are `adult`s
 * from behind; grown-up Sita is the `mother` figure, little Sita a `friend`. Hindi never makes a word
 * agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Shiva's bow on its cart, in front of the hall's pillars. */
const bowOnCart: ActorInput = {
  actor: 'great-bow',
  at: [320, 352],
  scale: 0.62,
  depth: 1.12,
  motion: [{ kind: 'pulse', amount: 0.01, every: 3 }],
};
const bowGlow: ActorInput = {
  actor: 'glow',
  at: [320, 290],
  scale: 2.2,
  depth: 1.12,
  color: '#c8d4ff',
  motion: [{ kind: 'pulse', amount: 0.08, every: 3 }],
};

/** In the hall the princes' symbols float in front of its pillars. */
const depth = 1.15;

/** Rama as his golden bow in a glow (and Lakshmana's smaller one), at (x, y). */
function rama(x: number, y: number, moveTo?: [number, number], end = 6): ActorInput[] {
  const move = moveTo ? [{ kind: 'move' as const, to: moveTo, start: 0.5, end }] : [];
  return [
    { actor: 'glow', at: [x, y], scale: 1.3, depth, color: '#ffe9b0', motion: ['pulse', ...move] },
    { actor: 'bow', at: [x, y], scale: 0.6, depth, motion: [{ kind: 'bob', amount: 3, every: 3 }, ...move] },
  ];
}
function lakshmana(x: number, y: number, moveTo?: [number, number], end = 6): ActorInput[] {
  const move = moveTo ? [{ kind: 'move' as const, to: moveTo, start: 0.5, end }] : [];
  return [
    { actor: 'glow', at: [x, y], scale: 0.9, depth, color: '#fff1c2', motion: ['pulse', ...move] },
    {
      actor: 'bow',
      at: [x, y],
      scale: 0.42,
      depth,
      motion: [{ kind: 'bob', amount: 2, every: 2.6 }, ...move],
    },
  ];
}

/** King Janaka from behind. */
const janaka = (x: number, motion: ActorInput['motion'] = []): ActorInput => ({
  actor: 'adult',
  variant: 0,
  look: 'colour',
  at: [x, 348],
  scale: 0.78,
  motion,
});

/** Grown-up Sita in a rose saree. */
const sita = (x: number, motion: ActorInput['motion'] = []): ActorInput => ({
  actor: 'mother',
  at: [x, 346],
  scale: 0.78,
  color: '#e0457b',
  look: 'colour',
  motion,
});

export const STORYBOARD_10 = defineStoryboard({
  story: 10,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'palace-city', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      { actor: 'bow', at: [470, 120], scale: 0.6, depth: 0.6, motion: ['bob'] },
      { actor: 'glow', at: [470, 120], scale: 1.3, depth: 0.6, color: '#ffe9b0', motion: ['pulse'] },
      { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 },
    ],
  },
  credits: {
    backdrop: { name: 'palace-city', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'glow', at: [470, 130], scale: 1.4, depth: 0.7, color: '#ffe9b0', motion: ['pulse'] },
      { actor: 'bow', at: [470, 130], scale: 0.6, depth: 0.7, motion: ['bob'] },
      { actor: 'fireflies', at: [320, 220], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'mithila-morning',
      seconds: 11,
      backdrop: { name: 'palace-city', light: 'dawn' },
      camera: { from: { x: 320, y: 150, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'birds',
          at: [200, 90],
          area: [220, 60],
          count: 6,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 60] }],
        },
        { actor: 'tree', at: [30, 350], scale: 1.1, depth: 1.05, motion: [{ kind: 'sway', amount: 2 }] },
        { actor: 'tree', at: [615, 352], scale: 1, depth: 1.05, motion: [{ kind: 'sway', amount: 2 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, in the kingdom of Mithila, there lived a good and wise king named Janaka.',
          hi: 'बहुत पहले, मिथिला नाम के राज्य में जनक नाम के एक भले और समझदार राजा रहते थे।',
        },
      ],
    },
    {
      id: 'the-treasure',
      seconds: 18.5,
      backdrop: 'palace-hall',
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 235, zoom: 1.45 } },
      actors: [
        bowGlow,
        bowOnCart,
        { actor: 'sparkles', at: [320, 290], area: [240, 80], count: 14, depth: 1.12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'In his palace he kept a very special treasure: the great bow of Lord Shiva himself.',
          hi: 'उनके महल में एक बहुत ख़ास ख़ज़ाना रखा था: स्वयं भगवान शिव का विशाल धनुष।',
        },
        {
          at: 9.5,
          en: 'It was so heavy that it took hundreds of strong men just to pull its cart.',
          hi: 'वह इतना भारी था कि उसकी गाड़ी खींचने में ही सैकड़ों ताकतवर लोग लग जाते थे।',
        },
      ],
    },
    {
      id: 'little-sita',
      seconds: 17.5,
      backdrop: { name: 'palace-hall', light: 'dawn' },
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 320, y: 215, zoom: 1.35 } },
      actors: [
        { actor: 'glow', at: [320, 250], scale: 2, depth: 1.12, color: '#fff1c2', motion: ['pulse'] },
        {
          actor: 'great-bow',
          variant: 1,
          at: [330, 270],
          scale: 0.5,
          depth: 1.12,
          motion: [{ kind: 'move', to: [330, 236], start: 2, end: 6 }],
        },
        {
          actor: 'friend',
          variant: 1,
          at: [300, 350],
          scale: 0.75,
          depth: 1.12,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 3, every: 1.4 }],
        },
        janaka(470, [{ kind: 'grow', from: 0.95, start: 11, end: 12 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'One day, while tidying the prayer room, little Princess Sita lifted the bow with one hand, as easily as a flower.',
          hi: 'एक दिन पूजा का कमरा साफ़ करते हुए नन्ही राजकुमारी सीता ने वह धनुष एक हाथ से ऐसे उठा लिया, जैसे कोई फूल हो।',
        },
        {
          at: 13,
          en: "King Janaka's eyes grew wide with wonder.",
          hi: 'राजा जनक हैरान होकर देखते रह गए।',
        },
      ],
    },
    {
      id: 'the-promise',
      seconds: 16,
      backdrop: 'palace-hall',
      camera: { from: { x: 360, y: 220, zoom: 1.3 }, to: { x: 380, y: 215, zoom: 1.45 } },
      actors: [
        bowGlow,
        bowOnCart,
        janaka(470, [{ kind: 'sway', amount: 1.5, every: 3 }]),
        sita(530, [{ kind: 'sway', amount: 1, every: 3.5 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Years later, when Sita had grown up, the king made a promise.',
          hi: 'बरसों बाद, जब सीता बड़ी हो गईं, तो राजा ने एक घोषणा की।',
        },
        {
          at: 7,
          en: "Whoever can lift Shiva's bow and string it shall marry my daughter.",
          hi: 'जो शिव का धनुष उठाकर उस पर डोरी चढ़ा देगा, उसी से मेरी बेटी का विवाह होगा।',
        },
      ],
    },
    {
      id: 'guests-arrive',
      seconds: 13.5,
      backdrop: 'palace-city',
      camera: { from: { x: 240, y: 250, zoom: 1.7 }, to: { x: 380, y: 250, zoom: 1.7 } },
      actors: [
        {
          actor: 'adult',
          variant: 3,
          at: [560, 335],
          scale: 0.7,
          flip: true,
          motion: [
            { kind: 'move', to: [420, 330] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
        {
          actor: 'adult',
          variant: 0,
          at: [640, 338],
          scale: 0.72,
          motion: [
            { kind: 'move', to: [500, 333] },
            { kind: 'hop', amount: 2, every: 0.8 },
          ],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [120, 345],
          scale: 0.62,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [330, 340] },
            { kind: 'hop', amount: 3, every: 0.5 },
          ],
        },
        {
          actor: 'garland',
          at: [120, 300],
          scale: 0.35,
          motion: [
            { kind: 'move', to: [330, 295] },
            { kind: 'hop', amount: 3, every: 0.5 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kings and princes came from near and far. And {name} came too, with a marigold garland, to see the great day.',
          hi: 'दूर-दूर से राजा और राजकुमार आए। {name} भी यहाँ है, हाथ में गेंदे की माला लिए, यह बड़ा दिन देखने के लिए।',
        },
      ],
    },
    {
      id: 'princes-try',
      seconds: 13,
      music: 'heroic-drums',
      backdrop: 'palace-hall',
      camera: { from: { x: 320, y: 231, zoom: 1.4 }, to: { x: 320, y: 243, zoom: 1.55 } },
      actors: [
        bowGlow,
        bowOnCart,
        {
          actor: 'adult',
          variant: 3,
          at: [240, 350],
          scale: 0.78,
          depth: 1.14,
          motion: [
            { kind: 'sway', amount: 4, every: 0.7 },
            { kind: 'hop', amount: 2, every: 0.35 },
          ],
        },
        {
          actor: 'adult',
          variant: 0,
          at: [405, 352],
          scale: 0.76,
          depth: 1.14,
          motion: [{ kind: 'sway', amount: 5, every: 0.9 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'One by one, the mighty kings and princes stepped up. They pushed, they pulled, they huffed and they puffed.',
          hi: 'एक-एक करके बड़े-बड़े राजा और राजकुमार आगे आए। किसी ने धकेला, किसी ने खींचा, सब हाँफने लगे।',
        },
      ],
    },
    {
      id: 'not-a-hair',
      seconds: 12.5,
      backdrop: 'palace-hall',
      camera: { from: { x: 320, y: 240, zoom: 1.5 }, to: { x: 320, y: 226, zoom: 1.35 } },
      actors: [
        bowGlow,
        bowOnCart,
        {
          actor: 'adult',
          variant: 3,
          at: [405, 364],
          scale: 0.78,
          depth: 1.14,
          motion: [
            { kind: 'sway', amount: 5, every: 0.6, end: 6 },
            { kind: 'turn', amount: 80, start: 6.5, end: 7.5, ease: 'in' },
          ],
        },
        {
          actor: 'friend',
          variant: 2,
          at: [160, 346],
          scale: 0.6,
          motion: [{ kind: 'hop', amount: 4, every: 0.5, start: 7 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But the bow did not move, not even a hair.',
          hi: 'पर धनुष टस से मस नहीं हुआ।',
        },
        {
          at: 5.5,
          en: 'One proud prince pulled so hard that he toppled right over!',
          hi: 'एक घमंडी राजकुमार ने इतना ज़ोर लगाया कि ख़ुद ही लुढ़क गया!',
        },
      ],
    },
    {
      id: 'janaka-sighs',
      seconds: 11,
      music: 'temple-bells',
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 411, y: 220, zoom: 1.4 }, to: { x: 433, y: 230, zoom: 1.55 } },
      actors: [
        bowOnCart,
        janaka(470, [{ kind: 'sway', amount: 2, every: 4 }]),
        sita(530, [{ kind: 'sway', amount: 1, every: 3.5 }]),
        { actor: 'diya', at: [180, 335], scale: 0.8, motion: ['flicker', { kind: 'pulse', amount: 0.05 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'King Janaka sighed. Is there no one in the whole wide world who can do it?',
          hi: 'राजा जनक ने लंबी साँस ली। क्या इस पूरी दुनिया में कोई भी ऐसा नहीं, जो यह कर सके?',
        },
      ],
    },
    {
      id: 'rama-arrives',
      seconds: 14,
      backdrop: 'palace-hall',
      camera: { from: { x: 250, y: 220, zoom: 1.3 }, to: { x: 300, y: 215, zoom: 1.3 } },
      actors: [
        bowOnCart,
        {
          actor: 'adult',
          variant: 1,
          at: [-40, 346],
          scale: 0.78,
          motion: [
            { kind: 'move', to: [190, 344], start: 0.5, end: 6 },
            { kind: 'hop', amount: 1.5, every: 0.8, end: 6 },
          ],
        },
        ...rama(-60, 240, [140, 240]),
        ...lakshmana(-100, 262, [100, 266], 6.5),
        { actor: 'sparkles', at: [140, 250], area: [200, 100], count: 10, depth },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Just then, the wise sage Vishwamitra walked in, and with him came two young princes: Rama and his brother Lakshmana.',
          hi: 'तभी ज्ञानी ऋषि विश्वामित्र भीतर आए, और उनके साथ दो युवा राजकुमार थे: राम और उनके भाई लक्ष्मण।',
        },
      ],
    },
    {
      id: 'humble-prince',
      seconds: 15,
      backdrop: 'palace-hall',
      camera: { from: { x: 214, y: 225, zoom: 1.5 }, to: { x: 214, y: 232, zoom: 1.6 } },
      actors: [
        { actor: 'adult', variant: 1, at: [160, 344], scale: 0.78, motion: [{ kind: 'sway', amount: 1.5 }] },
        { actor: 'glow', at: [112, 236], scale: 1.3, depth, color: '#ffe9b0', motion: ['pulse'] },
        {
          actor: 'bow',
          at: [112, 236],
          scale: 0.6,
          depth,
          motion: [
            { kind: 'turn', amount: 22, start: 9, end: 10.5 },
            { kind: 'turn', amount: -22, start: 11.5, end: 13 },
          ],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [262, 346],
          scale: 0.7,
          depth,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 1.5 }],
        },
      ],
      portrait: { on: 'hero', at: [-2, -112], size: 52, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} watched Rama closely. He did not boast or puff out his chest.',
          hi: '{name} ने राम को ध्यान से देखा। न कोई घमंड, न कोई शेखी।',
        },
        {
          at: 8.5,
          en: 'He simply folded his hands and bowed to his teacher.',
          hi: 'उन्होंने बस हाथ जोड़कर अपने गुरु को प्रणाम किया।',
        },
      ],
    },
    {
      id: 'bow-to-the-bow',
      seconds: 16,
      backdrop: 'palace-hall',
      camera: { from: { x: 250, y: 220, zoom: 1.3 }, to: { x: 320, y: 235, zoom: 1.45 } },
      actors: [
        bowGlow,
        bowOnCart,
        { actor: 'adult', variant: 1, at: [150, 344], scale: 0.78, motion: [{ kind: 'sway', amount: 1.5 }] },
        ...rama(90, 250, [320, 215], 8),
      ],
      narration: [
        {
          at: 0.5,
          en: 'The sage smiled. Go on, Rama.',
          hi: 'ऋषि मुस्कुराए। जाओ, राम।',
        },
        {
          at: 4,
          en: "Rama walked up to the great bow, and before touching it, he bowed to it too, for it was Lord Shiva's.",
          hi: 'राम उस विशाल धनुष के पास गए, और छूने से पहले उसे भी प्रणाम किया, क्योंकि वह भगवान शिव का था।',
        },
      ],
    },
    {
      id: 'the-lift',
      seconds: 13,
      backdrop: 'palace-hall',
      camera: { from: { x: 320, y: 220, zoom: 1.6 }, to: { x: 320, y: 170, zoom: 1.4 } },
      actors: [
        { actor: 'glow', at: [320, 240], scale: 2.6, depth: 1.12, color: '#ffe9b0', motion: ['pulse'] },
        {
          actor: 'great-bow',
          variant: 1,
          at: [320, 270],
          scale: 0.62,
          depth: 1.12,
          motion: [{ kind: 'move', to: [320, 150], start: 1.5, end: 6, ease: 'out' }],
        },
        ...rama(320, 215).map((actor) => ({ ...actor, depth: 1.12 })),
        { actor: 'sparkles', at: [320, 170], area: [300, 140], count: 18, depth: 1.12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then, as lightly as picking up a flower, Rama lifted the mighty bow high.',
          hi: 'फिर राम ने वह भारी धनुष ऐसे ऊपर उठा लिया, जैसे कोई फूल उठाता है।',
        },
        {
          at: 9,
          en: 'The whole court gasped.',
          hi: 'सारा दरबार हैरान रह गया।',
        },
      ],
    },
    {
      id: 'stringing',
      seconds: 10,
      music: 'heroic-drums',
      backdrop: 'palace-hall',
      camera: { from: { x: 320, y: 160, zoom: 1.5 }, to: { x: 320, y: 165, zoom: 1.75 } },
      actors: [
        { actor: 'glow', at: [320, 150], scale: 3, depth: 1.12, color: '#fff1c2', motion: ['pulse'] },
        {
          actor: 'great-bow',
          variant: 2,
          at: [320, 150],
          scale: 0.62,
          depth: 1.12,
          motion: [{ kind: 'pulse', amount: 0.03, every: 0.8 }],
        },
        { actor: 'sparkles', at: [320, 130], area: [260, 80], count: 16, depth: 1.12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He bent it gently to tie the string. Everyone held their breath.',
          hi: 'डोरी चढ़ाने के लिए उन्होंने उसे धीरे से मोड़ा। सबने साँस रोक ली।',
        },
      ],
    },
    {
      id: 'the-crack',
      seconds: 11,
      backdrop: 'palace-hall',
      camera: { from: { x: 320, y: 170, zoom: 1.7 }, to: { x: 320, y: 190, zoom: 1.15 } },
      actors: [
        { actor: 'glow', at: [320, 150], scale: 5, depth: 1.12, color: '#fff6d6', motion: ['pulse'] },
        {
          actor: 'great-bow',
          variant: 3,
          at: [320, 150],
          scale: 0.62,
          depth: 1.12,
          motion: [{ kind: 'grow', from: 0.8, start: 0, end: 0.6, ease: 'out' }],
        },
        { actor: 'sparkles', at: [320, 170], area: [560, 300], count: 30, depth: 1.12 },
        {
          actor: 'lantern',
          at: [150, 150],
          depth: 1.05,
          motion: [{ kind: 'sway', amount: 10, every: 0.5 }],
        },
        {
          actor: 'lantern',
          at: [490, 150],
          depth: 1.05,
          motion: [{ kind: 'sway', amount: 10, every: 0.5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'CRACK! The bow broke in two with a sound like thunder, and the whole palace shook!',
          hi: 'कड़ाक! बादल की गरज जैसी आवाज़ के साथ धनुष दो टुकड़ों में टूट गया, और पूरा महल काँप उठा!',
        },
      ],
    },
    {
      id: 'court-cheers',
      seconds: 14,
      music: 'festival-dhol',
      backdrop: 'palace-hall',
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 330, y: 215, zoom: 1.3 } },
      actors: [
        ...rama(320, 210),
        janaka(470, [{ kind: 'hop', amount: 4, every: 0.5 }]),
        { actor: 'adult', variant: 1, at: [530, 346], scale: 0.76, motion: [{ kind: 'sway', amount: 2 }] },
        {
          actor: 'child',
          at: [170, 352],
          scale: 0.62,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 8, every: 0.6 }],
        },
        {
          actor: 'friend',
          variant: 0,
          at: [120, 350],
          scale: 0.6,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.7 }],
        },
        { actor: 'petals', at: [320, 150], area: [600, 300], count: 24 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then everyone cheered, and flowers rained down like a gift from the sky.',
          hi: 'फिर सब ख़ुशी से झूम उठे, और आसमान से फूल बरसने लगे।',
        },
        {
          at: 8.5,
          en: 'King Janaka laughed with joy. At last!',
          hi: 'राजा जनक ख़ुशी से हँस पड़े। आख़िरकार!',
        },
      ],
    },
    {
      id: 'the-garland',
      seconds: 18,
      backdrop: 'palace-hall',
      camera: { from: { x: 300, y: 215, zoom: 1.3 }, to: { x: 320, y: 212, zoom: 1.4 } },
      actors: [
        ...rama(330, 200),
        {
          actor: 'mother',
          at: [470, 334],
          scale: 0.8,
          depth,
          color: '#e0457b',
          motion: [{ kind: 'move', to: [405, 334], start: 1, end: 5 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [170, 336],
          scale: 0.66,
          depth,
          pose: 'hold',
          motion: [{ kind: 'move', to: [250, 336], start: 1, end: 5 }],
        },
        {
          actor: 'garland',
          at: [170, 288],
          scale: 0.42,
          depth,
          motion: [
            {
              kind: 'move',
              via: [
                [250, 288],
                [370, 262],
              ],
              to: [330, 210],
              start: 1,
              end: 13,
            },
          ],
        },
        { actor: 'petals', at: [330, 150], area: [300, 200], count: 12 },
      ],
      portrait: { on: 'hero', at: [-62, -100], size: 56, enter: 'rise', start: 1.5 },
      narration: [
        {
          at: 0.5,
          en: 'Sita came forward, and {name} held out the marigold garland.',
          hi: 'सीता आगे आईं, और {name} ने गेंदे की माला उनकी ओर बढ़ा दी।',
        },
        {
          at: 8,
          en: "She placed it around Rama's neck, and everyone knew: Rama and Sita would be married.",
          hi: 'सीता ने वह माला राम के गले में डाल दी, और सब जान गए कि राम और सीता का विवाह होगा।',
        },
      ],
    },
    {
      id: 'wedding-lights',
      seconds: 13,
      backdrop: { name: 'festival-street', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        { actor: 'diya-row', at: [320, 330], scale: 1.4, motion: ['flicker'] },
        {
          actor: 'friend',
          variant: 1,
          at: [260, 320],
          scale: 0.6,
          motion: [{ kind: 'orbit', amount: 30, every: 4 }],
        },
        {
          actor: 'friend',
          variant: 3,
          at: [380, 320],
          scale: 0.6,
          motion: [{ kind: 'orbit', amount: 30, every: 4 }],
        },
        {
          actor: 'child',
          at: [320, 330],
          scale: 0.62,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.6 }],
        },
        { actor: 'sparkles', at: [320, 100], area: [500, 120], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'That night all of Mithila glowed with lamps, music and dancing for the wedding of Rama and Sita.',
          hi: 'उस रात राम और सीता के विवाह की ख़ुशी में पूरी मिथिला दीयों, संगीत और नाच-गाने से जगमगा उठी।',
        },
      ],
    },
    {
      id: 'humble-strength',
      seconds: 20,
      music: 'lullaby',
      backdrop: { name: 'palace-city', light: 'night' },
      camera: { from: { x: 300, y: 240, zoom: 1.5 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        ...rama(420, 120).map((actor) => ({ ...actor, depth: 0.8 })),
        { actor: 'sparkles', at: [420, 120], area: [220, 120], count: 12, depth: 0.8 },
        {
          actor: 'child',
          id: 'hero',
          at: [240, 330],
          scale: 0.8,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'diya', at: [285, 330], scale: 0.9, motion: ['flicker', { kind: 'pulse', amount: 0.05 }] },
      ],
      portrait: { on: 'hero', at: [-70, -80], size: 56, enter: 'glow', start: 12 },
      narration: [
        {
          at: 0.5,
          en: 'Rama was the strongest of all, and yet the gentlest and most humble.',
          hi: 'राम सबसे शक्तिशाली थे, फिर भी सबसे कोमल और विनम्र।',
        },
        {
          at: 10.5,
          en: 'True strength does not need to boast, {name}. Goodnight, Mithila.',
          hi: 'सच्ची ताकत को शेखी की ज़रूरत नहीं होती, {name}। शुभ रात्रि, मिथिला।',
        },
      ],
    },
  ],
});
