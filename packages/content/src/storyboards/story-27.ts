/**
 * Story 27, "Chamundeshwari of the Mysuru Hills": long ago the buffalo king Mahishasura ruled the land
 * below the hill (Mahishuru, the buffalo's town) and frightened everyone; the people and the child
 * pray, and Goddess Chamundeshwari, a form of Durga, comes to the hilltop on her lion; when he storms
 * up the hill her trident's light breaks his pride. The hill is named after her and the town's old
 * name becomes Mysuru. Then the child joins the Mysuru Dasara that thanks her every year: the palace
 * glowing with lights, the decorated elephants and the golden howdah, the flowers, and the climb up
 * the thousand steps of Chamundi Hill past the great stone Nandi, to say thank you.
 *
 * The goddess is her lion and trident in a golden glow (and a glow in the howdah); Mahishasura is a
 * shadow with a rim of light, never a face. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** Chamundeshwari: her golden lion with her trident shining over it; the lion's front paws at (x, y). */
function goddess(x: number, y: number, scale = 1, extra: Motions = []): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x + 20 * scale, y - 120 * scale],
      scale: 1.8 * scale,
      color: '#ffe6a0',
      motion: ['pulse', ...extra],
    },
    {
      actor: 'lion',
      at: [x, y],
      scale: 0.9 * scale,
      look: 'colour',
      motion: [{ kind: 'sway', amount: 1, every: 3 }, ...extra],
    },
    {
      actor: 'trishul',
      at: [x + 40 * scale, y - 40 * scale],
      scale: 1.1 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 2.5 }, ...extra],
    },
  ];
}

/** The goddess on the hilltop beside the temple of the `temple-hill` backdrop. */
const onHilltop = (extra: Motions = []) => goddess(410, 172, 0.5, extra);

/** A decorated elephant of the Dasara parade walking right; `howdah` lights the goddess in it. */
function paradeElephant(x: number, y: number, to: number, scale = 1, howdah = false): ActorInput[] {
  const walk: Motions = [
    { kind: 'move', to: [to, y], ease: 'linear' },
    { kind: 'sway', amount: 1, every: 1.6 },
  ];
  return [
    ...(howdah
      ? [
          {
            actor: 'glow' as const,
            at: [x + 5 * scale, y - 150 * scale] as [number, number],
            scale: 1.2 * scale,
            color: '#ffd54a',
            motion: [
              { kind: 'pulse' as const, amount: 0.15 },
              {
                kind: 'move' as const,
                to: [to + 5 * scale, y - 150 * scale] as [number, number],
                ease: 'linear' as const,
              },
            ],
          },
        ]
      : []),
    { actor: 'elephant', variant: 1, at: [x, y], scale, motion: walk },
  ];
}

/** The townsfolk and children of the parade, waving. */
const crowd = (y: number, xs: number[]): ActorInput[] =>
  xs.map((x, i) => ({
    actor: 'friend',
    variant: i % 4,
    at: [x, y],
    scale: 0.7,
    pose: 'wave',
    look: 'colour',
    motion: [{ kind: 'hop', amount: 3, every: 0.8 + (i % 3) * 0.15 }],
  }));

export const STORYBOARD_27 = defineStoryboard({
  story: 27,
  version: 2,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'temple-hill', light: 'dusk' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...onHilltop(), { actor: 'petals', at: [320, 160], area: [600, 300], count: 12 }],
  },
  credits: {
    backdrop: { name: 'palace-city', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'sparkles', at: [320, 190], area: [600, 140], count: 30, color: '#ffd54a' },
      { actor: 'fireflies', at: [320, 260], area: [560, 120], count: 10 },
    ],
  },
  shots: [
    {
      id: 'the-hill',
      seconds: 14,
      backdrop: { name: 'temple-hill', light: 'dawn' },
      camera: { from: { x: 320, y: 240, zoom: 1.5 }, to: { x: 330, y: 180, zoom: 1.3 } },
      actors: [
        {
          actor: 'birds',
          at: [200, 110],
          area: [180, 60],
          count: 5,
          depth: 0.4,
          motion: [{ kind: 'move', to: [420, 80] }],
        },
        { actor: 'house', at: [80, 350], scale: 0.7, motion: [{ kind: 'pulse', amount: 0.005 }] },
        { actor: 'house', at: [560, 352], scale: 0.8, motion: [{ kind: 'pulse', amount: 0.005 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'In the south of India lies the city of Mysuru, and above it rises a green hill with a temple on top.',
          hi: 'दक्षिण भारत में मैसूरु नाम का एक शहर है, और उसके ऊपर एक हरी पहाड़ी है, जिसकी चोटी पर एक मंदिर है।',
        },
      ],
    },
    {
      id: 'buffalo-town',
      seconds: 15,
      backdrop: { name: 'palace-city', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 370, y: 180, zoom: 1.2 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [600, 80],
          scale: 0.9,
          depth: 0.3,
          motion: [{ kind: 'move', to: [480, 85] }],
        },
        {
          actor: 'storm-cloud',
          at: [120, 70],
          scale: 0.7,
          depth: 0.25,
          variant: 1,
          motion: [{ kind: 'move', to: [200, 80] }],
        },
        {
          actor: 'shadow-giant',
          variant: 2,
          at: [460, 345],
          scale: 0.85,
          motion: [
            { kind: 'appear', start: 1, end: 3 },
            { kind: 'sway', amount: 1.5, every: 2.6 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long, long ago this land was ruled by Mahishasura, the buffalo king.',
          hi: 'बहुत-बहुत पहले इस धरती पर भैंसे के रूप वाले राजा महिषासुर का राज था।',
        },
        {
          at: 8.5,
          en: "People called it Mahishuru: the buffalo's town.",
          hi: 'लोग इसे महिषूरु कहते थे, यानी भैंसे का नगर।',
        },
      ],
    },
    {
      id: 'proud-and-unkind',
      seconds: 14,
      backdrop: { name: 'gokul-lane', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 300, y: 210, zoom: 1.3 } },
      actors: [
        {
          actor: 'shadow-beast',
          variant: 0,
          at: [720, 336],
          scale: 0.7,
          motion: [
            { kind: 'move', to: [430, 336], start: 1, end: 8 },
            { kind: 'hop', amount: 3, every: 0.7 },
          ],
        },
        {
          actor: 'friend',
          variant: 1,
          at: [260, 344],
          scale: 0.7,
          motion: [
            { kind: 'move', to: [120, 330], start: 4, end: 8 },
            { kind: 'leave', start: 7.5, end: 8.5 },
          ],
        },
        {
          actor: 'friend',
          variant: 3,
          at: [220, 346],
          scale: 0.65,
          motion: [
            { kind: 'move', to: [80, 332], start: 4.5, end: 8.5 },
            { kind: 'leave', start: 8, end: 9 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He was proud and unkind. He trampled the fields and frightened everyone, and the children stopped playing outside.',
          hi: 'वह घमंडी और निर्दयी था। खेतों को रौंदता, सबको डराता, और बच्चों ने बाहर खेलना ही छोड़ दिया।',
        },
      ],
    },
    {
      id: 'everyone-prays',
      seconds: 15,
      backdrop: { name: 'temple-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 220, zoom: 1.4 }, to: { x: 300, y: 240, zoom: 1.6 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [250, 350],
          scale: 0.75,
          pose: 'hold',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 1.6 }],
        },
        { actor: 'diya', at: [218, 354], scale: 1.1, motion: [{ kind: 'appear', start: 1.5 }, 'flicker'] },
        { actor: 'mother', at: [130, 358], scale: 0.72, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        {
          actor: 'friend',
          variant: 2,
          at: [440, 354],
          scale: 0.68,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 1.5, every: 1.8 }],
        },
      ],
      portrait: { on: 'hero', at: [70, -100], size: 54, enter: 'glow', start: 2 },
      narration: [
        {
          at: 0.5,
          en: '{name} lit a lamp with everyone, and together they prayed: Mother, please help us!',
          hi: '{name} ने सबके साथ दीया जलाया, और सबने मिलकर प्रार्थना की: माँ, हमारी मदद करो!',
        },
      ],
    },
    {
      id: 'she-comes',
      seconds: 15,
      backdrop: { name: 'temple-hill', light: 'night' },
      camera: { from: { x: 320, y: 195, zoom: 1.1 }, to: { x: 380, y: 170, zoom: 1.7 } },
      actors: [
        {
          actor: 'glow',
          at: [400, 120],
          scale: 3,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.1, start: 1, end: 5 }, 'pulse'],
        },
        ...onHilltop([{ kind: 'appear', start: 4, end: 6 }]),
        {
          actor: 'sparkles',
          at: [400, 130],
          area: [200, 120],
          count: 16,
          motion: [{ kind: 'appear', start: 3, end: 5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'High on the hill a great light shone, and there stood Goddess Chamundeshwari on her lion, a form of Durga herself.',
          hi: 'पहाड़ी की चोटी पर एक तेज़ रोशनी चमकी, और वहाँ प्रकट हुईं देवी चामुंडेश्वरी, अपने सिंह पर, स्वयं दुर्गा का एक रूप।',
        },
      ],
    },
    {
      id: 'up-the-hill',
      seconds: 12,
      backdrop: { name: 'temple-hill', light: 'night' },
      camera: { from: { x: 310, y: 246, zoom: 1.6 }, to: { x: 330, y: 190, zoom: 1.6 } },
      actors: [
        ...onHilltop(),
        {
          actor: 'child',
          at: [300, 352],
          scale: 0.45,
          look: 'colour',
          motion: [
            { kind: 'move', to: [322, 232], start: 0.5, ease: 'linear' },
            { kind: 'hop', amount: 3, every: 0.6 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "{name} ran up the hill, step after step, to stand by the Goddess's side.",
          hi: '{name} के कदम पहाड़ी पर चढ़ते गए, सीढ़ी दर सीढ़ी, देवी के पास पहुँचने को।',
        },
      ],
    },
    {
      id: 'buffalo-climbs',
      seconds: 13,
      music: 'heroic-drums',
      backdrop: { name: 'temple-hill', light: 'dawn' },
      camera: { from: { x: 420, y: 200, zoom: 1.6 }, to: { x: 420, y: 190, zoom: 1.5 } },
      actors: [
        ...onHilltop(),
        {
          actor: 'child',
          at: [345, 236],
          scale: 0.42,
          look: 'colour',
          motion: [{ kind: 'hop', amount: 2, every: 1 }],
        },
        {
          actor: 'shadow-beast',
          variant: 0,
          at: [600, 320],
          scale: 0.5,
          motion: [
            { kind: 'move', to: [500, 250], start: 1, end: 9 },
            { kind: 'hop', amount: 3, every: 0.7 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'At dawn, Mahishasura came stomping up the hill as a giant buffalo, snorting and tossing his horns.',
          hi: 'भोर होते ही महिषासुर विशाल भैंसा बनकर पहाड़ी पर धम-धम चढ़ आया, फुफकारता और सींग झटकता हुआ।',
        },
      ],
    },
    {
      id: 'trident-shines',
      seconds: 13,
      backdrop: { name: 'temple-hill', light: 'dawn' },
      camera: { from: { x: 420, y: 190, zoom: 1.5 }, to: { x: 430, y: 180, zoom: 1.7 } },
      actors: [
        {
          actor: 'glow',
          at: [430, 130],
          scale: 3,
          color: '#ffc94a',
          motion: [{ kind: 'grow', from: 0.2, start: 1, end: 6 }, 'pulse'],
        },
        ...onHilltop(),
        {
          actor: 'shadow-beast',
          variant: 0,
          at: [500, 250],
          scale: 0.5,
          motion: [
            { kind: 'sway', amount: 2, every: 1.4 },
            { kind: 'move', to: [540, 270], start: 6, end: 10 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Chamundeshwari stood firm. She raised her trident, and its light was brighter than the morning sun.',
          hi: 'चामुंडेश्वरी अडिग खड़ी रहीं। उन्होंने त्रिशूल उठाया, और उसकी रोशनी सुबह के सूरज से भी तेज़ थी।',
        },
      ],
    },
    {
      id: 'pride-broken',
      seconds: 13,
      backdrop: { name: 'temple-hill', light: 'day' },
      camera: { from: { x: 440, y: 200, zoom: 1.6 }, to: { x: 330, y: 190, zoom: 1.2 } },
      actors: [
        ...onHilltop(),
        {
          actor: 'shadow-beast',
          variant: 0,
          at: [540, 270],
          scale: 0.5,
          motion: [
            { kind: 'sway', amount: 2, every: 1.4 },
            { kind: 'leave', start: 1.5, end: 5 },
          ],
        },
        {
          actor: 'sparkles',
          at: [520, 240],
          area: [160, 100],
          count: 16,
          color: '#fff1b8',
          motion: [{ kind: 'appear', start: 1.5, end: 3 }],
        },
        { actor: 'petals', at: [340, 150], area: [520, 260], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: "In one bright flash, the buffalo king's pride was broken, and his shadow was gone forever.",
          hi: 'एक तेज़ चमक में भैंसे वाले राजा का घमंड टूट गया, और उसकी परछाईं हमेशा के लिए मिट गई।',
        },
      ],
    },
    {
      id: 'the-names',
      seconds: 18,
      music: 'festival-dhol',
      backdrop: { name: 'palace-city', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...crowd(348, [150, 250, 390, 500]),
        { actor: 'petals', at: [320, 150], area: [600, 260], count: 18 },
        {
          actor: 'birds',
          at: [250, 90],
          area: [200, 60],
          count: 6,
          depth: 0.4,
          motion: [{ kind: 'move', to: [420, 70] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Everyone cheered! The hill was named Chamundi Hill, after her.',
          hi: 'सब ख़ुशी से झूम उठे! पहाड़ी का नाम देवी के नाम पर चामुंडी पहाड़ी पड़ा।',
        },
        {
          at: 9,
          en: 'And the old name of the town, Mahishuru, slowly became Mysuru.',
          hi: 'और नगर का पुराना नाम, महिषूरु, धीरे-धीरे बदलकर मैसूरु हो गया।',
        },
      ],
    },
    {
      id: 'dasara',
      seconds: 14,
      backdrop: { name: 'festival-street', light: 'dusk' },
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 320, y: 210, zoom: 1.3 } },
      actors: [
        {
          actor: 'child',
          at: [180, 344],
          scale: 0.75,
          pose: 'wave',
          look: 'colour',
          motion: [
            { kind: 'move', to: [300, 344], start: 0.5, end: 6 },
            { kind: 'hop', amount: 4, every: 0.7 },
          ],
        },
        {
          actor: 'mother',
          at: [120, 350],
          scale: 0.72,
          look: 'colour',
          motion: [{ kind: 'move', to: [230, 350], start: 1, end: 7 }],
        },
        { actor: 'petals', at: [320, 150], area: [600, 200], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And every year, for ten days, Mysuru says thank you to her with a grand festival: the Mysuru Dasara!',
          hi: 'और हर साल, दस दिनों तक, मैसूरु एक भव्य उत्सव से देवी को धन्यवाद देता है: मैसूरु दशहरा!',
        },
      ],
    },
    {
      id: 'palace-of-lights',
      seconds: 17,
      backdrop: { name: 'palace-city', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'sparkles',
          at: [320, 190],
          area: [560, 120],
          count: 40,
          color: '#ffd54a',
          motion: [{ kind: 'appear', start: 1, end: 3 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [300, 350],
          scale: 0.7,
          pose: 'point',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
      ],
      portrait: { on: 'hero', at: [-60, -95], size: 54, enter: 'pop', start: 8 },
      narration: [
        {
          at: 0.5,
          en: 'At night the great palace glows with nearly a hundred thousand little lights.',
          hi: 'रात में विशाल महल लगभग एक लाख नन्ही बत्तियों से जगमगा उठता है।',
        },
        {
          at: 8.5,
          en: '{name} gasped: It looks like a palace made of stars!',
          hi: '{name} के मुँह से निकला: वाह, जैसे तारों का महल हो!',
        },
      ],
    },
    {
      id: 'elephants',
      seconds: 15,
      backdrop: { name: 'festival-street', light: 'day' },
      camera: { from: { x: 280, y: 220, zoom: 1.3 }, to: { x: 360, y: 220, zoom: 1.3 } },
      actors: [
        ...paradeElephant(-60, 340, 260, 0.8),
        ...paradeElephant(-220, 340, 100, 0.8),
        ...crowd(356, [470, 560]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the tenth day, Vijayadashami, the grand parade begins. Decorated elephants walk slowly down the streets.',
          hi: 'दसवें दिन, विजयादशमी को, भव्य शोभायात्रा निकलती है। सजे-धजे हाथी धीरे-धीरे सड़कों पर चलते हैं।',
        },
      ],
    },
    {
      id: 'golden-howdah',
      seconds: 15,
      backdrop: { name: 'palace-city', light: 'day' },
      camera: { from: { x: 260, y: 220, zoom: 1.4 }, to: { x: 340, y: 210, zoom: 1.3 } },
      actors: [
        ...paradeElephant(120, 345, 330, 1.1, true),
        { actor: 'petals', at: [320, 150], area: [600, 240], count: 18 },
        ...crowd(356, [480, 560]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'The leading elephant carries a golden howdah, and in it rides the image of Goddess Chamundeshwari.',
          hi: 'सबसे आगे वाला हाथी सोने का हौदा उठाए चलता है, और उसमें विराजती है देवी चामुंडेश्वरी की प्रतिमा।',
        },
      ],
    },
    {
      id: 'flowers',
      seconds: 13,
      backdrop: { name: 'festival-street', light: 'dusk' },
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 230, zoom: 1.45 } },
      actors: [
        {
          actor: 'child',
          at: [250, 344],
          scale: 0.75,
          pose: 'reach',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 5, every: 0.7 }],
        },
        ...crowd(348, [150, 420]),
        { actor: 'petals', at: [320, 200], area: [420, 220], count: 26, color: '#f5a300' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Drums boom, dancers twirl, and everyone throws flowers. {name} threw a handful of marigolds too!',
          hi: 'ढोल बजते हैं, नर्तक घूमते हैं, और सब फूल बरसाते हैं। {name} ने भी मुट्ठी भर गेंदे के फूल उछाले!',
        },
      ],
    },
    {
      id: 'thousand-steps',
      seconds: 15,
      music: 'temple-bells',
      backdrop: { name: 'temple-hill', light: 'dawn' },
      camera: { from: { x: 320, y: 260, zoom: 1.8 }, to: { x: 325, y: 215, zoom: 1.8 } },
      actors: [
        {
          actor: 'nandi',
          at: [392, 286],
          scale: 0.55,
          color: '#8a8070',
          motion: [{ kind: 'pulse', amount: 0.01 }],
        },
        {
          actor: 'mother',
          at: [280, 364],
          scale: 0.45,
          look: 'colour',
          motion: [{ kind: 'move', to: [300, 290], start: 1, ease: 'linear' }],
        },
        {
          actor: 'child',
          at: [300, 352],
          scale: 0.45,
          look: 'colour',
          motion: [
            { kind: 'move', to: [322, 258], start: 0.5, ease: 'linear' },
            { kind: 'hop', amount: 2, every: 0.6 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Next morning, {name} climbed the thousand steps of Chamundi Hill, past a giant stone Nandi resting on the way.',
          hi: 'अगली सुबह {name} ने चामुंडी पहाड़ी की हज़ार सीढ़ियाँ चढ़ीं, रास्ते में बैठे पत्थर के विशाल नंदी के पास से।',
        },
      ],
    },
    {
      id: 'thank-you',
      seconds: 14,
      backdrop: { name: 'temple-courtyard', light: 'dawn' },
      camera: { from: { x: 310, y: 200, zoom: 1.3 }, to: { x: 290, y: 215, zoom: 1.5 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [236, 352],
          scale: 0.75,
          pose: 'hold',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 1.6 }],
        },
        { actor: 'glow', at: [320, 150], scale: 1.6, color: '#ffe6a0', motion: ['pulse'] },
        { actor: 'petals', at: [320, 120], area: [400, 160], count: 10 },
      ],
      portrait: { on: 'hero', at: [-62, -95], size: 54, enter: 'glow', start: 5 },
      narration: [
        {
          at: 0.5,
          en: 'At the top, {name} folded both hands: Thank you, Mother, for keeping us safe.',
          hi: 'चोटी पर {name} ने दोनों हाथ जोड़े: धन्यवाद माँ, हमें सुरक्षित रखने के लिए।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 18,
      music: 'lullaby',
      backdrop: { name: 'temple-hill', light: 'night' },
      camera: { from: { x: 360, y: 190, zoom: 1.6 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...onHilltop(),
        {
          actor: 'child',
          id: 'hero',
          at: [200, 352],
          scale: 0.7,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'fireflies', at: [320, 260], area: [540, 140], count: 14 },
        { actor: 'house', at: [80, 350], scale: 0.7, motion: [{ kind: 'pulse', amount: 0.005 }] },
        { actor: 'house', at: [560, 352], scale: 0.8, motion: [{ kind: 'pulse', amount: 0.005 }] },
      ],
      portrait: { on: 'hero', at: [-60, -80], size: 50, enter: 'rise', start: 10.5 },
      narration: [
        {
          at: 0.5,
          en: 'Goodness always wins over pride, and a thankful heart shines like a lamp on a hill.',
          hi: 'अच्छाई हमेशा घमंड पर जीतती है, और धन्यवाद से भरा मन पहाड़ी पर जलते दीये-सा चमकता है।',
        },
        {
          at: 10.5,
          en: 'Goodnight, {name}. Jai Chamundeshwari!',
          hi: 'शुभ रात्रि, {name}। जय चामुंडेश्वरी!',
        },
      ],
    },
  ],
});
