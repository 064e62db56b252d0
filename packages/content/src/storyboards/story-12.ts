/**
 * Story 12, "Rama and Shabari's Sweet Berries": old Shabari has waited all her life in her forest hut
 * for Rama, as her teacher Matanga promised. The child brings the news that Rama is coming, picks wild
 * berries with her and watches her taste each one so that only the sweet ones are left. Rama (his
 * golden bow in its glow, with Lakshmana's) eats every tasted berry happily: love matters far more
 * than perfect manners.
 *
 * Shabari is the `adult` old woman with her stick, Matanga the sage; Rama and Lakshmana are their
 * bows in a glow. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Rama as his golden bow in a glow at (x, y); `extra` motions (a walk) apply to both. */
function rama(x: number, y: number, scale = 1, extra: ActorInput['motion'] = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.5 * scale, color: '#ffe9b0', motion: ['pulse', ...extra] },
    {
      actor: 'bow',
      at: [x, y],
      scale: 0.6 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 3 }, ...extra],
    },
  ];
}
/** Lakshmana as a smaller bow in a glow. */
function lakshmana(x: number, y: number, extra: ActorInput['motion'] = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1, color: '#fff1c2', motion: ['pulse', ...extra] },
    { actor: 'bow', at: [x, y], scale: 0.42, motion: [{ kind: 'bob', amount: 2, every: 2.6 }, ...extra] },
  ];
}

/** Shabari, the old woman with her walking stick. */
const shabari = (x: number, y: number, motion: ActorInput['motion'] = [], scale = 0.75): ActorInput => ({
  actor: 'adult',
  variant: 2,
  at: [x, y],
  scale,
  motion,
});

/** Her hut among the trees. */
const hut: ActorInput = {
  actor: 'hut',
  at: [500, 300],
  scale: 0.9,
  depth: 0.95,
  motion: [{ kind: 'pulse', amount: 0.004, every: 4 }],
};

const bush = (x: number, y: number, scale = 0.9): ActorInput => ({
  actor: 'berries',
  at: [x, y],
  scale,
  motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
});

export const STORYBOARD_12 = defineStoryboard({
  story: 12,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'forest', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [hut, bush(150, 320, 1), { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 }],
  },
  credits: {
    backdrop: { name: 'forest', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      hut,
      { actor: 'berries', variant: 1, at: [330, 320], scale: 1.2, motion: [{ kind: 'pulse', amount: 0.03 }] },
      { actor: 'fireflies', at: [320, 220], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'forest-morning',
      seconds: 13,
      backdrop: { name: 'forest', light: 'dawn' },
      camera: { from: { x: 340, y: 220, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        hut,
        shabari(300, 330, [
          { kind: 'move', to: [400, 318] },
          { kind: 'hop', amount: 1.5, every: 1.2 },
        ]),
        {
          actor: 'birds',
          at: [220, 80],
          area: [200, 60],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [360, 60] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Deep in the forest, beside the lake Pampa, lived an old woman named Shabari.',
          hi: 'घने जंगल में, पंपा सरोवर के पास, शबरी नाम की एक बूढ़ी अम्मा रहती थीं।',
        },
      ],
    },
    {
      id: 'the-promise',
      seconds: 17,
      backdrop: { name: 'misty-hills', light: 'dawn' },
      camera: { from: { x: 300, y: 220, zoom: 1.35 }, to: { x: 310, y: 215, zoom: 1.45 } },
      actors: [
        { actor: 'adult', variant: 1, at: [360, 330], scale: 0.78, motion: [{ kind: 'sway', amount: 1.5 }] },
        {
          actor: 'mother',
          at: [260, 332],
          scale: 0.74,
          color: '#f4ecdc',
          motion: [{ kind: 'sway', amount: 1, every: 3.5 }],
        },
        { actor: 'glow', at: [320, 200], scale: 2.4, color: '#fff1c2', motion: ['pulse'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'When she was young, her teacher, the wise sage Matanga, had told her:',
          hi: 'जब वे छोटी थीं, तब उनके गुरु, ज्ञानी ऋषि मतंग ने उनसे कहा था:',
        },
        {
          at: 8,
          en: 'One day Rama himself will come to your door. Wait for him.',
          hi: 'एक दिन स्वयं राम तुम्हारे द्वार आएँगे। उनकी राह देखना।',
        },
      ],
    },
    {
      id: 'every-morning',
      seconds: 15,
      backdrop: 'forest',
      camera: { from: { x: 400, y: 230, zoom: 1.5 }, to: { x: 420, y: 225, zoom: 1.5 } },
      actors: [
        hut,
        shabari(400, 330, [
          { kind: 'sway', amount: 5, every: 1.2 },
          { kind: 'move', to: [360, 334] },
        ]),
        { actor: 'petals', at: [380, 250], area: [240, 160], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So every morning, for years and years, Shabari swept the path and scattered flowers, in case today was the day.',
          hi: 'इसलिए बरसों तक, हर सुबह शबरी रास्ता बुहारतीं और फूल बिछातीं, कि कहीं आज ही वह दिन न हो।',
        },
      ],
    },
    {
      id: 'years-pass',
      seconds: 12,
      backdrop: { name: 'forest', light: 'dusk' },
      camera: { from: { x: 420, y: 230, zoom: 1.5 }, to: { x: 440, y: 230, zoom: 1.6 } },
      actors: [
        hut,
        shabari(420, 326, [{ kind: 'sway', amount: 1, every: 4 }], 0.75),
        { actor: 'diya', at: [455, 322], scale: 0.8, motion: ['flicker', { kind: 'pulse', amount: 0.05 }] },
        { actor: 'moon', variant: 1, at: [560, 90], scale: 0.6, depth: 0.2, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Her hair grew as white as a cloud, but her heart kept waiting, warm and full of hope.',
          hi: 'उनके बाल बादल जैसे सफ़ेद हो गए, पर उनका मन उसी उम्मीद से राह देखता रहा।',
        },
      ],
    },
    {
      id: 'child-arrives',
      seconds: 13,
      backdrop: 'forest',
      camera: { from: { x: 260, y: 230, zoom: 1.4 }, to: { x: 360, y: 225, zoom: 1.4 } },
      actors: [
        hut,
        shabari(420, 326, [{ kind: 'sway', amount: 4, every: 1.2 }]),
        {
          actor: 'child',
          at: [120, 345],
          scale: 0.7,
          motion: [
            { kind: 'move', to: [330, 338], end: 9 },
            { kind: 'hop', amount: 3, every: 0.5, end: 9 },
          ],
        },
        {
          actor: 'birds',
          at: [300, 90],
          area: [160, 50],
          count: 4,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 70] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'One morning, {name} came along the forest path and found Shabari humming as she swept.',
          hi: 'एक सुबह जंगल की पगडंडी पर {name} को शबरी मिलीं, जो गुनगुनाते हुए झाड़ू लगा रही थीं।',
        },
      ],
    },
    {
      id: 'the-news',
      seconds: 16,
      backdrop: 'forest',
      camera: { from: { x: 380, y: 230, zoom: 1.6 }, to: { x: 375, y: 228, zoom: 1.7 } },
      actors: [
        hut,
        shabari(420, 326, [{ kind: 'hop', amount: 4, every: 0.7, start: 9 }]),
        {
          actor: 'child',
          id: 'hero',
          at: [330, 338],
          scale: 0.7,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.6 }],
        },
        { actor: 'sparkles', at: [390, 260], area: [160, 80], count: 10 },
      ],
      portrait: { on: 'hero', at: [-60, -90], size: 54, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} had big news: Prince Rama is walking this way!',
          hi: '{name} के पास एक बड़ी ख़बर थी: राजकुमार राम इसी रास्ते आ रहे हैं!',
        },
        {
          at: 9,
          en: "Shabari's heart lit up like a lamp.",
          hi: 'शबरी का मन दीये की तरह जगमगा उठा।',
        },
      ],
    },
    {
      id: 'lets-pick',
      seconds: 11,
      backdrop: 'forest',
      camera: { from: { x: 260, y: 225, zoom: 1.4 }, to: { x: 230, y: 230, zoom: 1.5 } },
      actors: [
        bush(130, 322),
        bush(215, 312, 0.8),
        shabari(330, 330, [{ kind: 'move', to: [290, 332] }]),
        {
          actor: 'child',
          at: [250, 342],
          scale: 0.7,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 4, every: 0.6 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Let's pick the sweetest berries for him! said Shabari.",
          hi: 'चलो, उनके लिए सबसे मीठे बेर तोड़ें! शबरी बोलीं।',
        },
      ],
    },
    {
      id: 'picking',
      seconds: 13,
      music: 'festival-dhol',
      backdrop: 'forest',
      camera: { from: { x: 200, y: 240, zoom: 1.7 }, to: { x: 215, y: 238, zoom: 1.8 } },
      actors: [
        bush(150, 322, 1.1),
        {
          actor: 'child',
          at: [190, 344],
          scale: 0.7,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 5, every: 0.7 }],
        },
        {
          actor: 'berries',
          variant: 1,
          at: [240, 346],
          scale: 0.9,
          motion: [{ kind: 'grow', from: 0.6, start: 1, end: 10 }],
        },
        {
          actor: 'sparkles',
          at: [160, 290],
          area: [40, 30],
          count: 5,
          color: '#ffd1d1',
          motion: [{ kind: 'move', to: [240, 330] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} picked the red ones, the round ones, the shiny ones, until the basket was full.',
          hi: '{name} ने लाल-लाल, गोल-गोल, चमकीले बेर तोड़े, और टोकरी भर गई।',
        },
      ],
    },
    {
      id: 'tasting',
      seconds: 16,
      music: 'temple-bells',
      backdrop: 'forest',
      camera: { from: { x: 300, y: 250, zoom: 1.9 }, to: { x: 305, y: 255, zoom: 2.1 } },
      actors: [
        shabari(320, 340, [{ kind: 'sway', amount: 3, every: 1.6 }]),
        { actor: 'berries', variant: 1, at: [270, 346], scale: 1, motion: [{ kind: 'pulse', amount: 0.03 }] },
        {
          actor: 'berries',
          variant: 1,
          at: [360, 348],
          scale: 0.55,
          motion: [{ kind: 'grow', from: 0.3, start: 8, end: 12 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Shabari did something surprising: she took a tiny bite of each berry.',
          hi: 'फिर शबरी ने कुछ अनोखा किया: उन्होंने हर बेर को ज़रा-सा चखा।',
        },
        {
          at: 8.5,
          en: 'The sour ones she set aside. Only the sweet ones went back in the basket.',
          hi: 'खट्टे बेर एक तरफ़ रख दिए, और सिर्फ़ मीठे बेर टोकरी में वापस रखे।',
        },
      ],
    },
    {
      id: 'child-asks',
      seconds: 16.5,
      backdrop: 'forest',
      camera: { from: { x: 290, y: 245, zoom: 1.7 }, to: { x: 295, y: 245, zoom: 1.8 } },
      actors: [
        shabari(340, 338, [{ kind: 'sway', amount: 1.5, every: 3 }]),
        {
          actor: 'child',
          at: [250, 344],
          scale: 0.7,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
        { actor: 'berries', variant: 1, at: [300, 348], scale: 1, motion: [{ kind: 'pulse', amount: 0.03 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: "{name} asked: Shabari Amma, isn't it rude to taste them first?",
          hi: '{name} ने पूछा: शबरी अम्मा, पहले से चखना क्या ठीक है?',
        },
        {
          at: 8,
          en: 'Shabari smiled. I only want Rama to have the sweetest ones.',
          hi: 'शबरी मुस्कुराईं। मैं बस इतना चाहती हूँ कि राम को सिर्फ़ मीठे बेर मिलें।',
        },
      ],
    },
    {
      id: 'rama-comes',
      seconds: 13,
      backdrop: 'forest',
      camera: { from: { x: 330, y: 200, zoom: 1.4 }, to: { x: 330, y: 215, zoom: 1.3 } },
      actors: [
        ...rama(345, 230, 0.9, [{ kind: 'move', to: [345, 262], start: 0.5, end: 9 }]),
        ...lakshmana(300, 238, [{ kind: 'move', to: [300, 272], start: 0.5, end: 9 }]),
        { actor: 'sparkles', at: [330, 250], area: [200, 100], count: 14 },
        {
          actor: 'birds',
          at: [260, 90],
          area: [160, 50],
          count: 4,
          depth: 0.3,
          motion: [{ kind: 'move', to: [380, 70] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And then, there on the path, a golden light: Rama had come, with his brother Lakshmana!',
          hi: 'और तभी पगडंडी पर सुनहरी रोशनी दिखी: राम आ गए थे, अपने भाई लक्ष्मण के साथ!',
        },
      ],
    },
    {
      id: 'happy-tears',
      seconds: 16,
      backdrop: 'forest',
      camera: { from: { x: 350, y: 225, zoom: 1.45 }, to: { x: 350, y: 230, zoom: 1.55 } },
      actors: [
        hut,
        ...rama(370, 250),
        ...lakshmana(310, 262),
        shabari(420, 332, [{ kind: 'turn', amount: -12, start: 1, end: 3 }]),
        { actor: 'petals', at: [370, 200], area: [300, 200], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: "Shabari's eyes filled with happy tears.",
          hi: 'शबरी की आँखें ख़ुशी के आँसुओं से भर आईं।',
        },
        {
          at: 6,
          en: 'She washed their feet and made them a seat of soft green leaves.',
          hi: 'उन्होंने उनके पाँव धोए और कोमल हरे पत्तों का आसन बिछाया।',
        },
      ],
    },
    {
      id: 'the-offering',
      seconds: 12,
      backdrop: 'forest',
      camera: { from: { x: 360, y: 240, zoom: 1.7 }, to: { x: 355, y: 240, zoom: 1.8 } },
      actors: [
        ...rama(330, 250),
        shabari(410, 334),
        {
          actor: 'berries',
          variant: 1,
          at: [395, 300],
          scale: 0.9,
          motion: [{ kind: 'move', to: [345, 292], start: 3, end: 8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Shyly, she held out her basket of tasted berries.',
          hi: 'फिर सकुचाते हुए उन्होंने चखे हुए बेरों की टोकरी आगे बढ़ाई।',
        },
      ],
    },
    {
      id: 'lakshmana-wonders',
      seconds: 10,
      backdrop: 'forest',
      camera: { from: { x: 310, y: 240, zoom: 1.8 }, to: { x: 300, y: 245, zoom: 1.9 } },
      actors: [
        ...rama(340, 250),
        { actor: 'glow', at: [280, 262], scale: 1, color: '#fff1c2', motion: ['pulse'] },
        {
          actor: 'bow',
          at: [280, 262],
          scale: 0.42,
          motion: [
            { kind: 'turn', amount: -18, start: 1, end: 2.5 },
            { kind: 'turn', amount: 18, start: 6, end: 7.5 },
          ],
        },
        {
          actor: 'berries',
          variant: 1,
          at: [345, 292],
          scale: 0.9,
          motion: [{ kind: 'pulse', amount: 0.03 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Lakshmana was surprised. Berries that were already tasted?',
          hi: 'लक्ष्मण हैरान हुए। पहले से चखे हुए बेर?',
        },
      ],
    },
    {
      id: 'rama-eats',
      seconds: 18,
      music: 'festival-dhol',
      backdrop: 'forest',
      camera: { from: { x: 340, y: 235, zoom: 1.9 }, to: { x: 340, y: 230, zoom: 1.7 } },
      actors: [
        ...rama(340, 250),
        {
          actor: 'berries',
          variant: 1,
          at: [345, 292],
          scale: 0.9,
          motion: [{ kind: 'hop', amount: 2, every: 0.8 }],
        },
        {
          actor: 'sparkles',
          at: [345, 280],
          area: [30, 20],
          count: 5,
          color: '#ff9aa2',
          motion: [{ kind: 'move', to: [340, 250], start: 1, end: 3 }],
        },
        {
          actor: 'sparkles',
          at: [345, 280],
          area: [30, 20],
          count: 5,
          color: '#ff9aa2',
          motion: [{ kind: 'move', to: [340, 250], start: 5, end: 7 }],
        },
        { actor: 'petals', at: [340, 180], area: [260, 200], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But Rama ate every single one, smiling.',
          hi: 'पर राम ने मुस्कुराते हुए एक-एक बेर खाया।',
        },
        {
          at: 6,
          en: 'These are the sweetest berries I have ever tasted, he said, because they are full of love.',
          hi: 'उन्होंने कहा: इतने मीठे बेर मैंने कभी नहीं खाए, क्योंकि इनमें प्यार भरा है।',
        },
      ],
    },
    {
      id: 'a-berry-for-you',
      seconds: 14,
      backdrop: 'forest',
      camera: { from: { x: 320, y: 235, zoom: 1.6 }, to: { x: 315, y: 235, zoom: 1.7 } },
      actors: [
        ...rama(360, 250),
        { actor: 'glow', at: [270, 300], scale: 2, color: '#ffd98a', motion: ['pulse'] },
        {
          actor: 'child',
          id: 'hero',
          at: [270, 344],
          scale: 0.7,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 3, every: 0.9 }],
        },
        {
          actor: 'berries',
          variant: 1,
          at: [350, 292],
          scale: 0.5,
          motion: [{ kind: 'move', to: [285, 292], start: 1, end: 5 }],
        },
      ],
      portrait: { on: 'hero', at: [-60, -90], size: 54, enter: 'glow', start: 1.5 },
      narration: [
        {
          at: 0.5,
          en: 'Rama gave one to {name} too. It tasted of sunshine and kindness.',
          hi: 'राम ने एक बेर {name} को भी दिया। उसमें धूप और प्यार, दोनों का स्वाद था।',
        },
      ],
    },
    {
      id: 'wait-is-over',
      seconds: 13,
      backdrop: { name: 'forest', light: 'dusk' },
      camera: { from: { x: 400, y: 230, zoom: 1.4 }, to: { x: 384, y: 215, zoom: 1.25 } },
      actors: [
        hut,
        { actor: 'glow', at: [420, 280], scale: 2.6, color: '#ffe2b8', motion: ['pulse'] },
        ...rama(360, 250),
        shabari(420, 326, [{ kind: 'sway', amount: 1.5, every: 3 }]),
        { actor: 'diya', at: [460, 322], scale: 0.8, motion: ['flicker', { kind: 'pulse', amount: 0.05 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: "Shabari's long wait was over. Her love had brought Rama to her door.",
          hi: 'शबरी का लंबा इंतज़ार पूरा हुआ। उनका प्यार राम को उनके द्वार तक ले आया था।',
        },
      ],
    },
    {
      id: 'full-of-love',
      seconds: 19,
      music: 'lullaby',
      backdrop: { name: 'forest', light: 'night' },
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 320, y: 186, zoom: 1.05 } },
      actors: [
        hut,
        {
          actor: 'child',
          id: 'hero',
          at: [280, 326],
          scale: 0.75,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        {
          actor: 'berries',
          variant: 1,
          at: [325, 324],
          scale: 0.8,
          motion: [{ kind: 'pulse', amount: 0.03 }],
        },
        { actor: 'fireflies', at: [320, 240], area: [500, 160], count: 12 },
      ],
      portrait: { on: 'hero', at: [-70, -80], size: 56, enter: 'rise', start: 9 },
      narration: [
        {
          at: 0.5,
          en: 'Love matters far more than perfect manners, {name}.',
          hi: 'सही तौर-तरीक़ों से कहीं बढ़कर प्यार मायने रखता है, {name}।',
        },
        {
          at: 8.5,
          en: 'Whatever you give, give it with all your heart. Goodnight!',
          hi: 'जो भी दो, पूरे दिल से दो। शुभ रात्रि!',
        },
      ],
    },
  ],
});
