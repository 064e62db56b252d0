/**
 * Story 24, "Little Prahlad Calms Narasimha": after the danger is over Narasimha (his mane of golden
 * flame around Vishnu's chakra) still roars, and the gods (little lights), even Lakshmi (a pink lotus
 * in its glow), keep away. Brahma (a glowing book) asks Prahlad to go; the child walks with him, both
 * unafraid; Prahlad folds his hands and sings, the flames soften, and Narasimha lifts him onto his
 * lap. Love is stronger than fear.
 *
 * Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** In the palace hall, people stand in front of its row of pillars. */
const IN_HALL = 1.15;

/** Narasimha's presence: roaring (rings of light) or calm. */
function narasimha(
  x: number,
  y: number,
  scale: number,
  roaring: boolean,
  glowColor = '#ffd98a',
): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 3 * scale, depth: IN_HALL, color: glowColor, motion: ['pulse'] },
    {
      actor: 'narasimha-sign',
      at: [x, y],
      scale,
      depth: IN_HALL,
      variant: roaring ? 1 : 0,
      motion: [{ kind: 'pulse', amount: roaring ? 0.06 : 0.02, every: roaring ? 0.8 : 4 }],
    },
  ];
}

/** Prahlad: a friend with short hair. */
const prahlad = (x: number, y: number, scale: number, extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'friend',
  at: [x, y],
  scale,
  variant: 0,
  depth: IN_HALL,
  motion: [{ kind: 'sway', amount: 2, every: 2.5 }],
  ...extra,
});

/** The gods as little lights, keeping their distance (or drawing near). */
const gods = (x: number, y: number, to?: [number, number]): ActorInput[] =>
  (
    [
      [0, 0, '#ffe6a0'],
      [50, 25, '#c8f0ff'],
      [100, -10, '#e8d8ff'],
      [150, 20, '#ffd0e0'],
    ] as const
  ).map(([dx, dy, color], i) => ({
    actor: 'glow',
    at: [x + dx, y + dy],
    scale: 0.6,
    color,
    motion: [
      ...(to ? [{ kind: 'move' as const, to: [to[0] + dx, to[1] + dy] as [number, number] }] : []),
      { kind: 'bob', amount: 4, every: 1.4 + i * 0.2 },
    ],
  }));

/** Lakshmi's presence: a pink lotus in a rosy glow. */
const lakshmi = (x: number, y: number, scale = 1): ActorInput[] => [
  { actor: 'glow', at: [x, y - 10 * scale], scale: 1.2 * scale, color: '#ffc2dc', motion: ['pulse'] },
  { actor: 'lotus', at: [x, y], scale: 1.6 * scale, motion: [{ kind: 'bob', amount: 3, every: 3 }] },
];

export const STORYBOARD_24 = defineStoryboard({
  story: 24,
  version: 1,
  music: 'heroic-drums',
  title: {
    backdrop: { name: 'palace-hall', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...narasimha(320, 160, 0.8, false), prahlad(320, 345, 0.7, { pose: 'hold' })],
  },
  credits: {
    backdrop: { name: 'night-sky', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      {
        actor: 'narasimha-sign',
        at: [460, 130],
        scale: 0.55,
        motion: [{ kind: 'pulse', amount: 0.02, every: 4 }],
      },
      { actor: 'fireflies', at: [320, 240], area: [560, 120], count: 14 },
    ],
  },
  shots: [
    {
      id: 'still-blazing',
      seconds: 11.5,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 170, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1.05 } },
      actors: [
        ...narasimha(320, 170, 1.1, true, '#ffb347'),
        { actor: 'sparkles', at: [320, 170], area: [420, 280], depth: IN_HALL, count: 20, color: '#ffe08a' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The cruel king was gone, and Prahlad was safe. But Narasimha was still blazing with fury.',
          hi: 'क्रूर राजा मिट चुका था, और प्रह्लाद सुरक्षित था। पर नरसिंह का क्रोध अब भी धधक रहा था।',
        },
      ],
    },
    {
      id: 'thunder-roar',
      seconds: 11,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 170, zoom: 1.3 } },
      actors: [
        ...narasimha(320, 170, 1.1, true, '#ffb347'),
        {
          actor: 'diya',
          at: [150, 330],
          depth: IN_HALL,
          scale: 1.4,
          motion: ['flicker', { kind: 'sway', amount: 6, every: 0.4 }],
        },
        {
          actor: 'diya',
          at: [490, 330],
          depth: IN_HALL,
          scale: 1.4,
          variant: 3,
          motion: ['flicker', { kind: 'sway', amount: 6, every: 0.45 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'His roar rolled like thunder. The pillars trembled and the lamps flickered.',
          hi: 'उनकी दहाड़ बादलों की गड़गड़ाहट जैसी गूँज रही थी। खंभे काँप रहे थे और दीये टिमटिमा रहे थे।',
        },
      ],
    },
    {
      id: 'gods-afraid',
      seconds: 11,
      backdrop: { name: 'sunrise-sky', light: 'dusk' },
      camera: { from: { x: 340, y: 180, zoom: 1.2 }, to: { x: 300, y: 180, zoom: 1.2 } },
      actors: [
        ...gods(120, 150, [90, 140]),
        {
          actor: 'narasimha-sign',
          at: [470, 170],
          scale: 0.7,
          variant: 1,
          motion: [{ kind: 'pulse', amount: 0.06, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The gods came to calm him, but they stopped far away, too afraid to come near.',
          hi: 'देवता उन्हें शांत करने आए, पर दूर ही रुक गए। पास जाने की किसी की हिम्मत नहीं हुई।',
        },
      ],
    },
    {
      id: 'even-lakshmi',
      seconds: 10.5,
      backdrop: { name: 'sunrise-sky', light: 'dusk' },
      camera: { from: { x: 260, y: 190, zoom: 1.5 }, to: { x: 250, y: 180, zoom: 1.6 } },
      actors: [
        ...lakshmi(250, 200, 1.6),
        { actor: 'sparkles', at: [250, 170], area: [160, 120], count: 10, color: '#ffe0ef' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Even Goddess Lakshmi, who loves him most of all, waited and wondered.',
          hi: 'यहाँ तक कि देवी लक्ष्मी भी, जो उन्हें सबसे ज़्यादा प्यार करती हैं, दूर खड़ी सोचती रहीं।',
        },
      ],
    },
    {
      id: 'brahma-asks',
      seconds: 12,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 300, y: 220, zoom: 1.35 }, to: { x: 300, y: 225, zoom: 1.5 } },
      music: 'temple-bells',
      actors: [
        { actor: 'glow', at: [390, 200], scale: 1.6, depth: IN_HALL, color: '#fff1c2', motion: ['pulse'] },
        {
          actor: 'storybook',
          at: [390, 210],
          depth: IN_HALL,
          motion: [{ kind: 'bob', amount: 3, every: 3 }],
        },
        prahlad(260, 348, 0.85),
        {
          actor: 'child',
          at: [200, 350],
          scale: 0.8,
          depth: IN_HALL,
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then wise Brahma turned to little Prahlad. He loves you dearly. Will you go to him?',
          hi: 'तब ज्ञानी ब्रह्मा ने नन्हे प्रह्लाद से कहा: वे तुमसे बहुत प्यार करते हैं। क्या तुम उनके पास जाओगे?',
        },
      ],
    },
    {
      id: 'of-course',
      seconds: 9,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 260, y: 225, zoom: 1.5 }, to: { x: 260, y: 228, zoom: 1.6 } },
      actors: [
        prahlad(260, 348, 0.9, { pose: 'wave', motion: [{ kind: 'hop', amount: 3, every: 1.5 }] }),
        { actor: 'glow', at: [260, 290], scale: 1.2, depth: IN_HALL, color: '#ffe6a0', motion: ['pulse'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Prahlad smiled. Of course! He is my Lord. Why should I be afraid?',
          hi: 'प्रह्लाद मुस्कुराया। ज़रूर! वे मेरे भगवान हैं। मैं क्यों डरूँ?',
        },
      ],
    },
    {
      id: 'hand-in-hand',
      seconds: 13,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 250, y: 210, zoom: 1.3 }, to: { x: 330, y: 205, zoom: 1.3 } },
      actors: [
        ...narasimha(490, 165, 0.7, true, '#ffb347'),
        prahlad(120, 348, 0.85, {
          motion: [
            { kind: 'move', to: [330, 348] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        }),
        {
          actor: 'child',
          id: 'hero',
          at: [70, 350],
          scale: 0.85,
          depth: IN_HALL,
          motion: [
            { kind: 'move', to: [280, 350] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-70, -140], size: 72, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'So {name} and Prahlad walked hand in hand, step by step, toward the blazing light.',
          hi: 'तो {name} ने प्रह्लाद का हाथ थामा, और दोनों एक-एक कदम उस धधकती रोशनी की ओर बढ़ चले।',
        },
      ],
    },
    {
      id: 'not-scared',
      seconds: 14.5,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 330, y: 190, zoom: 1.2 } },
      music: 'heroic-drums',
      actors: [
        ...narasimha(400, 160, 1.1, true, '#ffb347'),
        prahlad(250, 348, 0.75),
        {
          actor: 'child',
          at: [200, 350],
          scale: 0.75,
          depth: IN_HALL,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The roar was loud and the light was bright.',
          hi: 'दहाड़ तेज़ थी, रोशनी चकाचौंध भरी थी।',
        },
        {
          at: 5,
          en: 'But Prahlad was not scared at all, and {name} was not scared either.',
          hi: 'पर प्रह्लाद ज़रा भी नहीं डरा, और {name} को भी डर नहीं लगा।',
        },
      ],
    },
    {
      id: 'bows-and-sings',
      seconds: 16.5,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 300, y: 200, zoom: 1.3 }, to: { x: 310, y: 228, zoom: 1.45 } },
      music: 'temple-bells',
      actors: [
        ...narasimha(400, 160, 1, true, '#ffb347'),
        prahlad(290, 348, 0.85, {
          pose: 'hold',
          motion: [{ kind: 'sway', amount: 2, every: 3 }],
        }),
        { actor: 'sparkles', at: [320, 250], area: [200, 120], depth: IN_HALL, count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Prahlad bowed low, folded his hands, and began to sing.',
          hi: 'प्रह्लाद ने झुककर प्रणाम किया, हाथ जोड़े, और गाने लगा।',
        },
        {
          at: 7,
          en: 'Lord, you are kind. You keep us safe. Please be calm, and stay with us.',
          hi: 'प्रभु, आप दयालु हैं। आप हमारी रक्षा करते हैं। अब शांत हो जाइए, और हमारे साथ रहिए।',
        },
      ],
    },
    {
      id: 'humming-along',
      seconds: 11,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 260, y: 225, zoom: 1.5 }, to: { x: 270, y: 228, zoom: 1.6 } },
      actors: [
        {
          actor: 'glow',
          at: [260, 290],
          scale: 1.8,
          depth: IN_HALL,
          color: '#ffe6a0',
          motion: [{ kind: 'pulse', amount: 0.1, every: 3 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [230, 350],
          scale: 0.9,
          depth: IN_HALL,
          pose: 'hold',
          motion: [{ kind: 'sway', amount: 3, every: 2 }],
        },
        prahlad(300, 348, 0.85, { pose: 'hold' }),
        { actor: 'petals', at: [270, 200], area: [220, 160], depth: IN_HALL, count: 8 },
      ],
      portrait: { on: 'hero', at: [-80, -135], size: 70, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} folded both hands too, and hummed along, soft and sweet.',
          hi: '{name} ने भी दोनों हाथ जोड़े, और धीमे-धीमे, मीठे सुर में साथ गुनगुनाया।',
        },
      ],
    },
    {
      id: 'flames-soften',
      seconds: 12,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 370, y: 225, zoom: 1.4 }, to: { x: 360, y: 212, zoom: 1.25 } },
      music: 'lullaby',
      actors: [
        ...narasimha(400, 160, 1, false, '#ffe6b0'),
        { actor: 'sparkles', at: [400, 160], area: [300, 240], depth: IN_HALL, count: 12 },
        prahlad(290, 348, 0.75, { pose: 'hold' }),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Slowly the roaring stopped. The blazing flames grew soft and golden, like a sunset.',
          hi: 'धीरे-धीरे दहाड़ थम गई। धधकती लपटें ढलते सूरज की तरह कोमल और सुनहरी हो गईं।',
        },
      ],
    },
    {
      id: 'onto-his-lap',
      seconds: 11,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 360, y: 200, zoom: 1.25 }, to: { x: 390, y: 190, zoom: 1.45 } },
      actors: [
        ...narasimha(400, 160, 1, false, '#ffe6b0'),
        prahlad(290, 348, 0.58, {
          pose: 'sit',
          motion: [{ kind: 'move', via: [[330, 260]], to: [400, 222], start: 3, end: 8 }],
        }),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Narasimha reached out, lifted little Prahlad, and set him gently on his lap.',
          hi: 'नरसिंह ने हाथ बढ़ाया, नन्हे प्रह्लाद को उठाया, और प्यार से अपनी गोद में बिठा लिया।',
        },
      ],
    },
    {
      id: 'blessing',
      seconds: 13,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 400, y: 190, zoom: 1.6 }, to: { x: 400, y: 185, zoom: 1.75 } },
      actors: [
        ...narasimha(400, 160, 1, false, '#ffe6b0'),
        prahlad(400, 222, 0.58, { pose: 'sit', motion: [{ kind: 'hop', amount: 1, every: 1.5 }] }),
        { actor: 'sparkles', at: [400, 180], area: [120, 100], depth: IN_HALL, count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'You have a brave and loving heart, my child, he said, and he blessed him.',
          hi: 'बोले: बेटा, तुम्हारा दिल बहादुर भी है और प्यार भरा भी। और उन्होंने उसे आशीर्वाद दिया।',
        },
      ],
    },
    {
      id: 'flowers-fall',
      seconds: 11,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 360, y: 180, zoom: 1.2 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'temple-bells',
      actors: [
        ...narasimha(400, 160, 0.9, false, '#ffe6b0'),
        prahlad(400, 215, 0.52, { pose: 'sit' }),
        ...gods(-60, 120, [110, 150]).map((god): ActorInput => ({ ...god, depth: IN_HALL })),
        ...lakshmi(540, 190, 1.3).map((part): ActorInput => ({ ...part, depth: IN_HALL })),
        { actor: 'petals', at: [320, 150], area: [620, 320], depth: IN_HALL, count: 26 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Now the gods came close, Lakshmi smiled, and flowers fell from the sky like rain.',
          hi: 'अब देवता पास आ गए, लक्ष्मी मुस्कुराईं, और आसमान से फूलों की बारिश होने लगी।',
        },
      ],
    },
    {
      id: 'sunshine-hug',
      seconds: 11,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 330, y: 210, zoom: 1.3 }, to: { x: 320, y: 215, zoom: 1.4 } },
      actors: [
        ...narasimha(400, 160, 0.9, false, '#ffe6b0'),
        prahlad(400, 215, 0.52, { pose: 'sit' }),
        {
          actor: 'glow',
          at: [250, 290],
          scale: 2.2,
          depth: IN_HALL,
          color: '#ffe2b8',
          motion: [{ kind: 'grow', from: 0.3, start: 1, end: 5 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [250, 350],
          scale: 0.9,
          depth: IN_HALL,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 1.2 }],
        },
      ],
      portrait: { on: 'hero', at: [-75, -140], size: 72, enter: 'rise', start: 1.5 },
      narration: [
        {
          at: 0.5,
          en: "And Narasimha's warm light reached {name} too, like a hug made of sunshine.",
          hi: 'और नरसिंह की गुनगुनी रोशनी {name} तक भी पहुँची, जैसे धूप की एक प्यारी-सी झप्पी।',
        },
      ],
    },
    {
      id: 'love-is-stronger',
      seconds: 12,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1.05 } },
      actors: [
        {
          actor: 'narasimha-sign',
          at: [320, 150],
          scale: 0.8,
          motion: [{ kind: 'pulse', amount: 0.02, every: 4 }, 'bob'],
        },
        { actor: 'glow', at: [320, 150], scale: 2.6, color: '#ffe6b0', motion: ['pulse'] },
        { actor: 'petals', at: [320, 160], area: [560, 260], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Love is stronger than fear. A gentle heart can calm the biggest roar.',
          hi: 'प्यार डर से ज़्यादा ताक़तवर है। एक कोमल दिल सबसे बड़ी दहाड़ को भी शांत कर सकता है।',
        },
      ],
    },
    {
      id: 'first-stars',
      seconds: 13,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.25 } },
      music: 'lullaby',
      actors: [
        {
          actor: 'child',
          at: [280, 348],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        prahlad(340, 350, 0.8, { pose: 'sit', depth: 1 }),
        { actor: 'diya', at: [230, 340], motion: ['flicker'] },
        { actor: 'narasimha-sign', at: [150, 110], scale: 0.4, depth: 0.5, motion: ['bob'] },
        { actor: 'fireflies', at: [320, 260], area: [520, 120], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: "That evening, sitting beside Prahlad, {name} sang Narayana's name under the first stars.",
          hi: 'उस शाम प्रह्लाद के साथ बैठकर {name} ने पहले तारों के नीचे नारायण का नाम गाया।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 8,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'narasimha-sign',
          at: [460, 120],
          scale: 0.55,
          motion: [{ kind: 'pulse', amount: 0.02, every: 4 }, 'bob'],
        },
        {
          actor: 'child',
          at: [260, 320],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
        { actor: 'diya', at: [210, 312], motion: ['flicker'] },
        { actor: 'fireflies', at: [320, 240], area: [560, 120], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Jai Narasimha! Goodnight, {name}. Sleep safe and sound.',
          hi: 'जय नरसिंह! शुभ रात्रि, {name}। चैन की नींद सो जाओ।',
        },
      ],
    },
  ],
});
