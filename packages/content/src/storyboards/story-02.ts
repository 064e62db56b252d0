/**
 * Story 2, "Krishna Lifts Govardhan Hill": Vrindavan gives its feast to Govardhan Hill instead of to
 * Indra, Indra's storm pours for seven days, and little Krishna (his glowing flute and peacock
 * feather) lifts the whole hill on his little finger. The child brings a lost calf, calls everyone
 * under the hill and helps hold it up with the cowherd children; Indra's anger melts into a rainbow.
 *
 * Indra is shown only by his storm clouds, his rainbow (Indradhanush, his bow) and his elephant
 * Airavata; Krishna only by his sign. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Krishna's presence with a warm glow behind it. */
function krishna(x: number, y: number, scale = 0.5, to?: [number, number]): ActorInput[] {
  const drift = to ? [{ kind: 'move' as const, to: [to[0], to[1] - 10] as [number, number] }] : [];
  return [
    {
      actor: 'glow',
      at: [x, y],
      scale: 1.6 * scale,
      color: '#ffe9b0',
      motion: [...drift, { kind: 'pulse', amount: 0.08 }],
    },
    { actor: 'krishna-sign', at: [x, y - 10], scale, motion: [...drift, 'bob'] },
  ];
}

/** Govardhan standing in its place (its slopes run down to the ground). */
const RESTING: [number, number] = [230, 300];
const restingHill = (at: [number, number] = RESTING, scale = 0.8, depth = 1): ActorInput => ({
  actor: 'govardhan-hill',
  at,
  scale,
  depth,
  variant: 1,
});

/** The hill held high on Krishna's finger: the hill's lowest point, and Krishna's sign just under it. */
const HELD: [number, number] = [260, 212];
const HILL_SCALE = 0.8;
const UNDER: [number, number] = [HELD[0] + 6, HELD[1] + 38];
function heldHill(): ActorInput[] {
  return [
    {
      actor: 'govardhan-hill',
      at: HELD,
      scale: HILL_SCALE,
      motion: [{ kind: 'bob', amount: 1.5, every: 3 }],
    },
    // Krishna's light warms the rock from below.
    {
      actor: 'glow',
      at: [HELD[0], HELD[1] + 6],
      scale: 2.4,
      color: '#ffe2a8',
      opacity: 0.75,
      motion: ['pulse'],
    },
    {
      actor: 'krishna-sign',
      at: UNDER,
      scale: 0.42,
      rotate: -70,
      motion: [{ kind: 'bob', amount: 1.5, every: 3 }],
    },
  ];
}

/** Rain everywhere but under the held hill: a band above it (hidden behind it) and the two sides. */
const rainAroundHill: ActorInput[] = [
  { actor: 'rain', at: [320, 90], area: [700, 200], count: 60 },
  { actor: 'rain', at: [55, 200], area: [150, 360], count: 30 },
  { actor: 'rain', at: [545, 200], area: [250, 360], count: 40 },
];

/** Indra's storm clouds, one over the moon of the backdrop (`moon`), drifting. */
const storm = (moon: [number, number]): ActorInput[] => [
  {
    actor: 'storm-cloud',
    at: [moon[0] + 10, moon[1] + 40],
    scale: 1.3,
    depth: 0.3,
    variant: 1,
    motion: [{ kind: 'move', to: [moon[0] + 30, moon[1] + 40] }],
  },
  {
    actor: 'storm-cloud',
    at: [470, 60],
    scale: 1.5,
    depth: 0.3,
    motion: [{ kind: 'move', to: [440, 64] }],
  },
];
/** Where the moon stands in these backdrops at night. */
const LANE_MOON: [number, number] = [140, 90];
const MEADOW_MOON: [number, number] = [90, 70];

const calf = (x: number, y: number, extra: ActorInput['motion'] = []): ActorInput => ({
  actor: 'cow',
  at: [x, y],
  scale: 0.36,
  motion: [{ kind: 'bob', amount: 1, every: 0.9 }, ...(extra ?? [])],
});

export const STORYBOARD_02 = defineStoryboard({
  story: 2,
  version: 1,
  music: 'krishna-flute',
  title: {
    backdrop: { name: 'vrindavan-grove', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      restingHill([170, 272], 0.42, 0.55),
      { actor: 'krishna-sign', at: [440, 120], scale: 0.6, depth: 0.6, motion: ['bob'] },
      { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 },
    ],
  },
  credits: {
    backdrop: { name: 'vrindavan-grove', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      restingHill([170, 272], 0.42, 0.55),
      { actor: 'krishna-sign', at: [440, 150], scale: 0.55, depth: 0.7, motion: ['bob'] },
      { actor: 'fireflies', at: [320, 220], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'vrindavan',
      seconds: 12,
      backdrop: { name: 'vrindavan-grove', light: 'dawn' },
      camera: { from: { x: 250, y: 200, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        restingHill([170, 272], 0.42, 0.55),
        {
          actor: 'birds',
          at: [230, 90],
          area: [180, 50],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [400, 70] }],
        },
        { actor: 'cow', at: [420, 292], scale: 0.45, motion: [{ kind: 'move', to: [450, 290] }] },
        { actor: 'cow', at: [600, 300], scale: 0.5, flip: true, motion: [{ kind: 'sway', amount: 1 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago in Vrindavan, the cows grazed on sweet green grass beside a gentle hill called Govardhan.',
          hi: 'बहुत पहले, वृंदावन में गायें गोवर्धन नाम की एक प्यारी-सी पहाड़ी के पास मीठी हरी घास चरती थीं।',
        },
      ],
    },
    {
      id: 'feast-day',
      seconds: 10.5,
      backdrop: 'gokul-lane',
      camera: { from: { x: 280, y: 200, zoom: 1.25 }, to: { x: 360, y: 200, zoom: 1.25 } },
      actors: [
        {
          actor: 'child',
          at: [150, 330],
          scale: 0.8,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [420, 322] },
            { kind: 'hop', amount: 4, every: 0.5 },
          ],
        },
        { actor: 'butter-pot', at: [415, 300], scale: 0.7, depth: 0.8 },
        { actor: 'kalash', at: [450, 302], scale: 0.6, depth: 0.8 },
        { actor: 'mother', at: [490, 322], scale: 0.85, motion: [{ kind: 'sway', amount: 1.5, every: 2 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Along the lane skipped {name}. In every home, a great feast was cooking!',
          hi: 'गली में {name} के कदम उछलते हुए आगे बढ़े। हर घर में बड़ी दावत पक रही थी!',
        },
      ],
    },
    {
      id: 'who-is-it-for',
      seconds: 14,
      backdrop: 'village-courtyard',
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 340, y: 225, zoom: 1.45 } },
      actors: [
        { actor: 'butter-pot', at: [200, 335], scale: 0.8 },
        { actor: 'butter-pot', at: [245, 340], scale: 0.7 },
        { actor: 'kalash', at: [290, 338], scale: 0.7 },
        {
          actor: 'adult',
          at: [470, 345],
          scale: 0.85,
          variant: 2,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        { actor: 'mother', at: [530, 345], scale: 0.9 },
        { actor: 'child', at: [370, 346], scale: 0.8 },
        ...krishna(330, 250, 0.45),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Little Krishna asked: Who is this feast for?',
          hi: 'नन्हे कृष्ण ने पूछा: यह दावत किसके लिए है?',
        },
        {
          at: 6,
          en: 'For Indra, king of the sky, said the elders. He sends us the rain.',
          hi: 'बड़ों ने कहा: आकाश के राजा इंद्र के लिए। वही तो हमें बारिश देते हैं।',
        },
      ],
    },
    {
      id: 'thank-the-hill',
      seconds: 17,
      backdrop: 'meadow',
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 260, y: 210, zoom: 1.3 } },
      actors: [
        restingHill(),
        { actor: 'cow', at: [90, 320], scale: 0.45, motion: [{ kind: 'move', to: [120, 322] }] },
        { actor: 'cow', at: [330, 322], scale: 0.5, flip: true, motion: [{ kind: 'sway', amount: 1 }] },
        { actor: 'child', at: [420, 345], scale: 0.8, pose: 'point', flip: true },
        ...krishna(470, 240, 0.45, [360, 230]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Krishna said: It is Govardhan that gives our cows grass, our streams water and all of us shade.',
          hi: 'कृष्ण बोले: गोवर्धन ही हमारी गायों को घास, झरनों को पानी और हम सबको छाँव देता है।',
        },
        {
          at: 10,
          en: "Let's thank the hill, and the cows, and one another!",
          hi: 'चलो, इस पहाड़ी का, गायों का और एक-दूसरे का धन्यवाद करें!',
        },
      ],
    },
    {
      id: 'feast-for-govardhan',
      seconds: 11.5,
      backdrop: 'meadow',
      music: 'festival-dhol',
      camera: { from: { x: 300, y: 210, zoom: 1.3 }, to: { x: 300, y: 190, zoom: 1.1 } },
      actors: [
        restingHill(),
        { actor: 'diya-row', at: [240, 322], scale: 1, motion: ['flicker'] },
        { actor: 'butter-pot', at: [170, 336], scale: 0.6 },
        { actor: 'kalash', at: [330, 338], scale: 0.6 },
        {
          actor: 'friend',
          at: [150, 345],
          scale: 0.75,
          variant: 0,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.5 }],
        },
        {
          actor: 'child',
          at: [400, 345],
          scale: 0.8,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.6 }],
        },
        {
          actor: 'friend',
          at: [460, 348],
          scale: 0.75,
          variant: 1,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.55 }],
        },
        { actor: 'mother', at: [100, 350], scale: 0.85, motion: [{ kind: 'sway', amount: 2, every: 1 }] },
        { actor: 'petals', at: [260, 160], area: [460, 260], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So the whole village carried the feast to Govardhan, and sang and danced around the hill.',
          hi: 'तो पूरा गाँव दावत लेकर गोवर्धन के पास पहुँचा, और सबने पहाड़ी के चारों ओर गाया और नाचा।',
        },
      ],
    },
    {
      id: 'indra-angry',
      seconds: 11,
      backdrop: { name: 'meadow', light: 'dusk' },
      music: 'heroic-drums',
      camera: { from: { x: 320, y: 165, zoom: 1.15 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        restingHill(),
        {
          actor: 'storm-cloud',
          at: [-80, 60],
          scale: 1.3,
          depth: 0.4,
          variant: 1,
          motion: [{ kind: 'move', to: [150, 55], end: 9 }],
        },
        {
          actor: 'storm-cloud',
          at: [720, 50],
          scale: 1.5,
          depth: 0.4,
          motion: [{ kind: 'move', to: [460, 45], end: 10 }],
        },
        {
          actor: 'cow',
          at: [360, 325],
          scale: 0.5,
          flip: true,
          motion: [
            { kind: 'turn', amount: -4, start: 3, end: 4 },
            { kind: 'hop', amount: 2, every: 0.4 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But up in the sky, Indra was angry. No feast for me? Then let the rain pour!',
          hi: 'पर ऊपर आकाश में इंद्र नाराज़ हो गए। मेरे लिए दावत नहीं? तो अब बरसो, बादलो, जमकर बरसो!',
        },
      ],
    },
    {
      id: 'storm',
      seconds: 11.5,
      backdrop: { name: 'gokul-lane', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 330, y: 200, zoom: 1.2 } },
      actors: [
        ...storm(LANE_MOON),
        { actor: 'rain', at: [320, 180], area: [680, 380], count: 110 },
        { actor: 'wind', at: [320, 200], area: [640, 220], count: 7, color: '#cfe0ff' },
        {
          actor: 'friend',
          at: [80, 335],
          scale: 0.75,
          variant: 0,
          motion: [
            { kind: 'move', to: [560, 330] },
            { kind: 'hop', amount: 5, every: 0.45 },
          ],
        },
        {
          actor: 'friend',
          at: [20, 340],
          scale: 0.7,
          variant: 2,
          motion: [
            { kind: 'move', to: [500, 336] },
            { kind: 'hop', amount: 5, every: 0.4 },
          ],
        },
        {
          actor: 'cow',
          at: [-60, 330],
          scale: 0.5,
          motion: [
            { kind: 'move', to: [420, 326] },
            { kind: 'hop', amount: 3, every: 0.5 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Down came the rain, harder and harder. Thunder boomed, the wind howled, and the lanes turned into rivers.',
          hi: 'फिर बारिश शुरू हुई, और तेज़, और तेज़। बादल गरजे, हवा ने शोर मचाया, और गलियाँ नदियाँ बन गईं।',
        },
      ],
    },
    {
      id: 'little-calf',
      seconds: 15,
      backdrop: { name: 'meadow', light: 'night' },
      camera: { from: { x: 390, y: 220, zoom: 1.3 }, to: { x: 430, y: 240, zoom: 1.6 } },
      actors: [
        ...storm(MEADOW_MOON),
        { actor: 'rain', at: [320, 180], area: [680, 380], count: 90 },
        calf(480, 318, [{ kind: 'sway', amount: 2, every: 0.3 }]),
        {
          actor: 'child',
          at: [250, 340],
          scale: 0.75,
          motion: [
            { kind: 'move', to: [420, 330], end: 5 },
            { kind: 'hop', amount: 4, every: 0.45 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then {name} heard a tiny moo. A little calf was shivering all alone under a tree.',
          hi: 'तभी {name} को धीमी-सी मू-मू सुनाई दी। पेड़ के नीचे एक बछड़ा अकेला काँप रहा था।',
        },
        {
          at: 10.5,
          en: "Don't be scared, little one. Come with me!",
          hi: 'डरो मत, छोटू। चलो मेरे साथ!',
        },
      ],
    },
    {
      id: 'run-to-krishna',
      seconds: 10,
      backdrop: { name: 'gokul-lane', light: 'night' },
      camera: { from: { x: 280, y: 200, zoom: 1.2 }, to: { x: 370, y: 200, zoom: 1.2 } },
      actors: [
        ...storm(LANE_MOON),
        { actor: 'rain', at: [320, 180], area: [680, 380], count: 90 },
        ...krishna(560, 270, 0.45),
        {
          actor: 'mother',
          at: [200, 345],
          scale: 0.85,
          motion: [
            { kind: 'move', to: [400, 340] },
            { kind: 'hop', amount: 2, every: 0.5 },
          ],
        },
        {
          actor: 'adult',
          at: [120, 345],
          scale: 0.8,
          variant: 2,
          motion: [{ kind: 'move', to: [300, 342] }],
        },
        {
          actor: 'child',
          at: [60, 345],
          scale: 0.75,
          motion: [
            { kind: 'move', to: [250, 342] },
            { kind: 'hop', amount: 3, every: 0.5 },
          ],
        },
        calf(0, 345, [{ kind: 'move', to: [190, 342] }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Everyone ran to Krishna. Help us, Krishna! The water is coming into our homes!',
          hi: 'सब दौड़कर कृष्ण के पास पहुँचे। बचाओ, कृष्ण! हमारे घरों में पानी भर रहा है!',
        },
      ],
    },
    {
      id: 'the-lift',
      seconds: 17.5,
      backdrop: { name: 'meadow', light: 'night' },
      music: 'temple-bells',
      camera: { from: { x: 260, y: 235, zoom: 1.45 }, to: { x: 300, y: 195, zoom: 1.1 } },
      actors: [
        ...storm(MEADOW_MOON),
        { actor: 'rain', at: [320, 180], area: [680, 380], count: 70 },
        {
          actor: 'glow',
          at: [RESTING[0] + 6, RESTING[1] - 40],
          scale: 1.8,
          color: '#fff1c2',
          motion: [{ kind: 'move', to: UNDER, start: 5, end: 11 }, 'pulse'],
        },
        {
          ...restingHill(),
          motion: [
            { kind: 'move', to: [RESTING[0] + 10, RESTING[1] - 40], start: 5, end: 6.5, ease: 'in' },
            { kind: 'leave', start: 5.4, end: 6.2 },
          ],
        },
        {
          actor: 'govardhan-hill',
          at: [RESTING[0], RESTING[1] + 10],
          scale: HILL_SCALE,
          motion: [
            { kind: 'appear', start: 5.2, end: 6 },
            { kind: 'move', to: HELD, start: 5, end: 11 },
          ],
        },
        {
          actor: 'krishna-sign',
          at: [400, 250],
          scale: 0.42,
          motion: [
            { kind: 'move', to: UNDER, start: 1, end: 11 },
            { kind: 'turn', amount: -70, start: 3, end: 5 },
          ],
        },
        { actor: 'sparkles', at: [260, 200], area: [300, 160], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Do not be afraid, said Krishna, calm as the moon. And then…',
          hi: 'कृष्ण चाँद जैसे शांत होकर बोले: डरो मत। और फिर…',
        },
        {
          at: 6.5,
          en: 'with just his little finger, he lifted the whole of Govardhan high into the sky, like a giant umbrella!',
          hi: 'सिर्फ़ अपनी छोटी उँगली पर उन्होंने पूरे गोवर्धन को आसमान तक उठा लिया, एक विशाल छतरी की तरह!',
        },
      ],
    },
    {
      id: 'come-under',
      seconds: 10.5,
      backdrop: { name: 'meadow', light: 'night' },
      camera: { from: { x: 300, y: 200, zoom: 1.15 }, to: { x: 305, y: 190, zoom: 1.1 } },
      actors: [
        ...storm(MEADOW_MOON),
        ...rainAroundHill,
        ...heldHill(),
        {
          actor: 'child',
          id: 'hero',
          at: [300, 347],
          scale: 0.75,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 4, every: 0.8 }],
        },
        { actor: 'cow', at: [-40, 330], scale: 0.5, motion: [{ kind: 'move', to: [170, 326], end: 8 }] },
        calf(-90, 340, [{ kind: 'move', to: [240, 338], start: 1, end: 9 }]),
        {
          actor: 'mother',
          at: [720, 348],
          scale: 0.7,
          motion: [{ kind: 'move', to: [335, 346], start: 2, end: 10 }],
        },
        {
          actor: 'adult',
          at: [-60, 348],
          scale: 0.7,
          variant: 2,
          motion: [{ kind: 'move', to: [160, 346], start: 3, end: 10.5 }],
        },
      ],
      portrait: { on: 'hero', at: [78, -112], size: 70, enter: 'pop', start: 0.8 },
      narration: [
        {
          at: 0.5,
          en: '{name} called out: Come, everyone, under the hill! Bring the cows and the calves!',
          hi: '{name} ने पुकारा: आओ, सब पहाड़ी के नीचे आ जाओ! गायों और बछड़ों को भी ले आओ!',
        },
      ],
    },
    {
      id: 'safe-and-dry',
      seconds: 10.5,
      backdrop: { name: 'meadow', light: 'night' },
      camera: { from: { x: 280, y: 200, zoom: 1.15 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...storm(MEADOW_MOON),
        ...rainAroundHill,
        ...heldHill(),
        {
          actor: 'adult',
          at: [160, 348],
          scale: 0.7,
          variant: 2,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        { actor: 'cow', at: [195, 332], scale: 0.45, motion: [{ kind: 'sway', amount: 1, every: 2 }] },
        calf(248, 340),
        {
          actor: 'friend',
          at: [285, 350],
          scale: 0.65,
          variant: 1,
          motion: [{ kind: 'hop', amount: 2, every: 1.4 }],
        },
        { actor: 'child', at: [318, 352], scale: 0.7 },
        {
          actor: 'cow',
          at: [372, 334],
          scale: 0.42,
          flip: true,
          motion: [{ kind: 'sway', amount: 1, every: 2.4 }],
        },
        { actor: 'mother', at: [352, 350], scale: 0.7 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Families and cows, grannies and babies: under Govardhan, everyone was safe and dry.',
          hi: 'परिवार, गायें, दादियाँ, नन्हे बच्चे: गोवर्धन के नीचे सब सुरक्षित थे, कोई नहीं भीगा।',
        },
      ],
    },
    {
      id: 'hold-together',
      seconds: 14.5,
      backdrop: { name: 'meadow', light: 'night' },
      camera: { from: { x: 265, y: 240, zoom: 1.5 }, to: { x: 265, y: 225, zoom: 1.35 } },
      actors: [
        ...storm(MEADOW_MOON),
        ...rainAroundHill,
        ...heldHill(),
        {
          actor: 'friend',
          at: [180, 348],
          scale: 0.72,
          variant: 0,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
        {
          actor: 'friend',
          at: [345, 348],
          scale: 0.72,
          variant: 2,
          pose: 'reach',
          flip: true,
          motion: [{ kind: 'hop', amount: 2, every: 1.3 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [235, 350],
          scale: 0.75,
          motion: [
            { kind: 'hop', amount: 3, every: 1.1 },
            { kind: 'leave', start: 7, end: 7.4 },
          ],
        },
        {
          actor: 'child',
          at: [235, 350],
          scale: 0.75,
          pose: 'reach',
          motion: [{ kind: 'appear', start: 7, end: 7.4 }],
        },
        { actor: 'cow', at: [300, 334], scale: 0.42, flip: true, motion: [{ kind: 'sway', amount: 1 }] },
      ],
      portrait: { on: 'hero', at: [-78, -100], size: 62, enter: 'glow', start: 7.5 },
      narration: [
        {
          at: 0.5,
          en: 'The cowherd children stretched up their arms to help hold the hill.',
          hi: 'ग्वाल-बाल भी पहाड़ी को थामने के लिए अपने हाथ ऊपर उठाने लगे।',
        },
        {
          at: 7.5,
          en: '{name} reached up too. We will hold it together!',
          hi: '{name} ने भी हाथ ऊपर उठाए: हम सब मिलकर थामेंगे!',
        },
      ],
    },
    {
      id: 'seven-days',
      seconds: 17.5,
      backdrop: { name: 'meadow', light: 'night' },
      music: 'krishna-flute',
      camera: { from: { x: 265, y: 230, zoom: 1.4 }, to: { x: 290, y: 200, zoom: 1.15 } },
      actors: [
        ...storm(MEADOW_MOON),
        ...rainAroundHill,
        ...heldHill(),
        { actor: 'diya', at: [262, 342], scale: 1.2, motion: ['flicker'] },
        { actor: 'friend', at: [200, 354], scale: 0.68, variant: 0, pose: 'sit' },
        {
          actor: 'child',
          at: [305, 358],
          scale: 0.72,
          pose: 'sit',
          motion: [{ kind: 'sway', amount: 2, every: 2 }],
        },
        {
          actor: 'friend',
          at: [355, 354],
          scale: 0.68,
          variant: 1,
          pose: 'sit',
          motion: [{ kind: 'sway', amount: 2, every: 2.2 }],
        },
        calf(160, 342),
      ],
      narration: [
        {
          at: 0.5,
          en: 'For seven days and seven nights the rain poured, and Krishna never once put the hill down.',
          hi: 'सात दिन और सात रातें बारिश होती रही, पर कृष्ण ने एक बार भी पहाड़ी नीचे नहीं रखी।',
        },
        {
          at: 10,
          en: 'They shared their food and sang with his flute. Nobody was afraid.',
          hi: 'सबने मिल-बाँटकर खाया, बाँसुरी के साथ गाया। किसी को डर नहीं लगा।',
        },
      ],
    },
    {
      id: 'indra-understands',
      seconds: 17,
      backdrop: { name: 'sunrise-sky', light: 'dusk' },
      music: 'temple-bells',
      camera: { from: { x: 320, y: 150, zoom: 1.2 }, to: { x: 320, y: 175, zoom: 1.05 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [200, 110],
          scale: 1.4,
          motion: [
            { kind: 'move', to: [90, 100] },
            { kind: 'leave', start: 9, end: 14 },
          ],
        },
        {
          actor: 'storm-cloud',
          at: [440, 100],
          scale: 1.5,
          motion: [
            { kind: 'move', to: [560, 90] },
            { kind: 'leave', start: 8, end: 13 },
          ],
        },
        {
          actor: 'glow',
          at: [320, 170],
          scale: 2,
          color: '#ffe9b0',
          opacity: 0.8,
          motion: [{ kind: 'grow', from: 0.3, start: 4, end: 12 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Indra watched in wonder. His storm could not frighten people who stood together.',
          hi: 'ऊपर से इंद्र हैरान होकर देखते रहे। साथ खड़े लोगों को उनका तूफ़ान डरा न सका।',
        },
        {
          at: 9.5,
          en: 'He knew Krishna was no ordinary child, and his anger melted away.',
          hi: 'वे समझ गए कि कृष्ण साधारण बालक नहीं हैं। उनका गुस्सा पिघल गया।',
        },
      ],
    },
    {
      id: 'hill-down',
      seconds: 18,
      backdrop: { name: 'meadow', light: 'dawn' },
      camera: { from: { x: 290, y: 180, zoom: 1.15 }, to: { x: 305, y: 185, zoom: 1.05 } },
      actors: [
        {
          actor: 'sun',
          at: [570, 210],
          scale: 1.2,
          depth: 0.2,
          motion: [{ kind: 'move', to: [570, 90], end: 6 }],
        },
        {
          actor: 'birds',
          at: [450, 120],
          area: [160, 40],
          count: 5,
          depth: 0.4,
          motion: [{ kind: 'move', to: [580, 80] }],
        },
        {
          actor: 'govardhan-hill',
          at: HELD,
          scale: HILL_SCALE,
          motion: [
            { kind: 'move', to: [RESTING[0], RESTING[1] + 10], start: 10.5, end: 15 },
            { kind: 'leave', start: 14.6, end: 15.4 },
          ],
        },
        {
          ...restingHill(),
          motion: [{ kind: 'appear', start: 14.6, end: 15.4 }],
        },
        {
          actor: 'krishna-sign',
          at: UNDER,
          scale: 0.42,
          rotate: -70,
          motion: [
            { kind: 'move', to: [420, 240], start: 9, end: 12 },
            { kind: 'turn', amount: 70, start: 10, end: 12 },
          ],
        },
        {
          actor: 'cow',
          at: [250, 330],
          scale: 0.5,
          motion: [{ kind: 'move', to: [40, 336], start: 5, end: 9.5 }],
        },
        {
          actor: 'mother',
          at: [330, 346],
          scale: 0.7,
          motion: [{ kind: 'move', to: [500, 348], start: 5.5, end: 10 }],
        },
        {
          actor: 'child',
          at: [230, 348],
          scale: 0.75,
          motion: [
            { kind: 'move', to: [440, 350], start: 6, end: 10 },
            { kind: 'hop', amount: 4, every: 0.5 },
          ],
        },
        calf(200, 344, [{ kind: 'move', to: [390, 346], start: 6, end: 10 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'At last the rain stopped, and the morning sun peeped out.',
          hi: 'आख़िरकार बारिश थम गई, और सुबह का सूरज झाँकने लगा।',
        },
        {
          at: 6.5,
          en: 'Everyone stepped out into a fresh, shining world, and Krishna set Govardhan gently back in its place.',
          hi: 'सब बाहर निकल आए, एक धुली-धुली, चमकती दुनिया में, और कृष्ण ने गोवर्धन को धीरे से उसकी जगह रख दिया।',
        },
      ],
    },
    {
      id: 'rainbow',
      seconds: 17,
      backdrop: 'meadow',
      music: 'festival-dhol',
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        {
          actor: 'rainbow',
          at: [330, 262],
          scale: 1.1,
          depth: 0.4,
          motion: [{ kind: 'grow', from: 0.2, end: 4 }],
        },
        restingHill(),
        {
          actor: 'elephant',
          at: [700, 336],
          scale: 0.55,
          variant: 1,
          flip: true,
          motion: [
            { kind: 'move', to: [548, 336], start: 6, end: 11 },
            { kind: 'turn', amount: -6, start: 12, end: 13.5 },
          ],
        },
        ...krishna(380, 250, 0.45),
        {
          actor: 'child',
          at: [300, 346],
          scale: 0.8,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.7 }],
        },
        calf(240, 340),
        { actor: 'petals', at: [320, 150], area: [560, 260], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: "A rainbow shone across the sky: Indra's own bow, come to say sorry.",
          hi: 'आसमान में इंद्रधनुष चमक उठा, मानो इंद्र का धनुष माफ़ी माँगने आया हो।',
        },
        {
          at: 8.5,
          en: 'Indra came on his elephant to say sorry, and Krishna forgave him with a smile.',
          hi: 'इंद्र हाथी पर बैठकर क्षमा माँगने आए, और कृष्ण ने मुस्कुराकर माफ़ कर दिया।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 22,
      backdrop: { name: 'vrindavan-grove', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 360, y: 220, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        restingHill([170, 272], 0.42, 0.55),
        ...krishna(480, 175, 0.5),
        { actor: 'fireflies', at: [420, 240], area: [360, 140], count: 14 },
        { actor: 'child', id: 'hero', at: [470, 300], scale: 0.6, pose: 'sit' },
        calf(520, 298, [{ kind: 'sway', amount: 1, every: 3 }]),
      ],
      portrait: { on: 'hero', at: [-100, -60], size: 56, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: "That night {name} fell asleep beside the little calf, while Krishna's flute played softly.",
          hi: 'उस रात {name} को बछड़े के पास ही नींद आ गई, और कृष्ण की बाँसुरी धीमे-धीमे बजती रही।',
        },
        {
          at: 11,
          en: 'When we care for one another and stand together, no storm is too big. Goodnight, Vrindavan.',
          hi: 'जब हम एक-दूसरे का ख़याल रखें और साथ खड़े रहें, तो कोई तूफ़ान बड़ा नहीं। शुभ रात्रि, वृंदावन।',
        },
      ],
    },
  ],
});
