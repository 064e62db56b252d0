/**
 * Story 9, "Hanuman Carries the Sanjeevani Mountain": in Rama's camp by the sea at Lanka, Lakshmana
 * has been hurt in the battle and lies in a sleep no one can wake him from. Sushena, the healer, says
 * only Sanjeevani, the herb of life from a mountain in the Himalayas, can help, and it must come
 * before sunrise. Hanuman flies north with the child beside him; on the mountain every herb glows and
 * none can be told apart, so he lifts the whole mountain and races the sun back. Lakshmana wakes as
 * the sun rises. When someone needs you, do not give up: if one way will not work, find a bigger one.
 *
 * Rama and Lakshmana are their bows in a glow (Lakshmana's lies still and dim until he wakes),
 * Hanuman his golden mace in its glow or the far flying figure, Sushena the sage with his staff.
 * Hindi never makes a word agree with {name} (README.md).
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

/** Rama as his golden bow in a glow. */
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

/** Lakshmana as a smaller bow: lying dim while he sleeps, standing in its glow once he wakes. */
function lakshmana(x: number, y: number, awake: boolean, extra: ActorInput['motion'] = []): ActorInput[] {
  return awake
    ? [
        { actor: 'glow', at: [x, y], scale: 1.1, color: '#fff1c2', motion: ['pulse', ...extra] },
        { actor: 'bow', at: [x, y], scale: 0.42, motion: [{ kind: 'bob', amount: 2, every: 2.6 }, ...extra] },
      ]
    : [
        {
          actor: 'glow',
          at: [x, y],
          scale: 0.7,
          color: '#c9d4ff',
          opacity: 0.5,
          motion: [{ kind: 'pulse', amount: 0.05, every: 4 }],
        },
        { actor: 'bow', at: [x, y], scale: 0.42, rotate: -90, opacity: 0.6, motion: extra },
      ];
}

/** Hanuman as his golden mace in a warm glow. */
function hanuman(x: number, y: number, scale = 1, extra: ActorInput['motion'] = []): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y - 45 * scale],
      scale: 1.7 * scale,
      color: '#ffb347',
      motion: ['pulse', ...shifted(extra, 0, -45 * scale)],
    },
    {
      actor: 'gada',
      at: [x, y],
      scale: 0.9 * scale,
      motion: [{ kind: 'bob', amount: 2, every: 2.4 }, ...extra],
    },
  ];
}

/** Sushena, the healer: the sage with his staff. */
const sushena = (x: number, y: number, motion: ActorInput['motion'] = [], scale = 0.72): ActorInput => ({
  actor: 'adult',
  variant: 1,
  at: [x, y],
  scale,
  motion,
});

/** A small campfire by the tents. */
const campfire = (x: number, y: number): ActorInput => ({
  actor: 'bonfire',
  at: [x, y],
  scale: 0.28,
  motion: [{ kind: 'pulse', amount: 0.04, every: 0.9 }],
});

/** Hanuman in flight (with the mountain or without), and the child beside him in his glow. */
function flight(
  from: [number, number],
  to: [number, number],
  withMountain: boolean,
  scale = 1,
  timing: { start?: number; end?: number } = {},
): ActorInput[] {
  const move = (dx: number, dy: number) => ({
    kind: 'move' as const,
    to: [to[0] + dx, to[1] + dy] as [number, number],
    ease: 'linear' as const,
    ...timing,
  });
  const childAt: [number, number] = [from[0] - 70 * scale, from[1] + 50 * scale];
  return [
    {
      actor: 'glow',
      at: from,
      scale: 1.6 * scale,
      color: '#ffb347',
      motion: [move(0, 0), { kind: 'pulse', amount: 0.08 }],
    },
    {
      actor: 'flying-hero',
      variant: withMountain ? 0 : 1,
      at: from,
      scale,
      motion: [move(0, 0), { kind: 'bob', amount: 4, every: 1.6 }],
    },
    {
      actor: 'glow',
      at: [childAt[0], childAt[1] - 25 * scale],
      scale: 0.8 * scale,
      color: '#ffe9b0',
      motion: [move(-70 * scale, 25 * scale), { kind: 'pulse', amount: 0.1 }],
    },
    {
      actor: 'child',
      at: childAt,
      scale: 0.45 * scale,
      pose: 'reach',
      look: 'colour',
      rotate: 12,
      motion: [move(-70 * scale, 50 * scale), { kind: 'bob', amount: 3, every: 1.4 }],
    },
  ];
}

export const STORYBOARD_09 = defineStoryboard({
  story: 9,
  version: 2,
  music: 'heroic-drums',
  title: {
    backdrop: { name: 'sunrise-sky', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      {
        actor: 'flying-hero',
        at: [200, 170],
        scale: 1.3,
        motion: [
          { kind: 'move', to: [440, 150], ease: 'linear' },
          { kind: 'bob', amount: 4, every: 1.6 },
        ],
      },
      { actor: 'sparkles', at: [320, 160], area: [500, 160], count: 16 },
    ],
  },
  credits: {
    backdrop: { name: 'ocean-shore', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...hanuman(380, 335, 0.9),
      ...rama(270, 312, 0.8),
      { actor: 'fireflies', at: [320, 240], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'camp-by-the-sea',
      seconds: 15,
      backdrop: { name: 'ocean-shore', light: 'night' },
      camera: { from: { x: 250, y: 221, zoom: 1.3 }, to: { x: 330, y: 215, zoom: 1.25 } },
      actors: [
        campfire(150, 335),
        campfire(470, 340),
        ...rama(320, 310, 0.8),
        { actor: 'fireflies', at: [320, 260], area: [520, 120], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, Rama and his friends camped on the shore of Lanka. They had come across the sea to bring Sita home.',
          hi: 'बहुत पहले, राम और उनके साथियों ने लंका के समुद्र तट पर डेरा डाला था। वे समुद्र पार करके सीता को घर वापस लाने आए थे।',
        },
      ],
    },
    {
      id: 'lakshmana-sleeps',
      seconds: 17,
      backdrop: { name: 'ocean-shore', light: 'night' },
      camera: { from: { x: 320, y: 240, zoom: 1.5 }, to: { x: 330, y: 250, zoom: 1.7 } },
      actors: [
        ...rama(250, 310, 0.8),
        ...lakshmana(340, 330, false),
        {
          actor: 'child',
          at: [430, 345],
          scale: 0.6,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'sway', amount: 1, every: 4 }],
        },
        { actor: 'diya', at: [400, 340], scale: 0.6, motion: ['flicker'] },
      ],
      narration: [
        { at: 0.5, en: 'But that night, the camp was very quiet.', hi: 'पर उस रात डेरे में सन्नाटा छाया था।' },
        {
          at: 5,
          en: "Brave Lakshmana, Rama's brother, had been hurt in the battle. He lay in a deep sleep, and no one could wake him.",
          hi: 'राम के बहादुर भाई लक्ष्मण युद्ध में घायल हो गए थे। वे गहरी नींद में थे, और कोई उन्हें जगा नहीं पा रहा था।',
        },
      ],
    },
    {
      id: 'the-healer',
      seconds: 16.5,
      backdrop: { name: 'ocean-shore', light: 'night' },
      camera: { from: { x: 330, y: 240, zoom: 1.5 }, to: { x: 300, y: 240, zoom: 1.55 } },
      actors: [
        ...rama(230, 310, 0.8),
        ...lakshmana(340, 330, false),
        sushena(470, 345, [{ kind: 'move', to: [400, 345], start: 0.5, end: 4 }]),
        { actor: 'diya', at: [300, 340], scale: 0.6, motion: ['flicker'] },
        {
          actor: 'stars',
          at: [320, 120],
          area: [400, 100],
          count: 10,
          motion: [{ kind: 'pulse', amount: 0.05 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Sushena, the wise healer, looked at him closely.',
          hi: 'सुषेण वैद्य ने उन्हें ध्यान से देखा।',
        },
        {
          at: 5.5,
          en: 'Only Sanjeevani, the herb of life, can help him, he said. It grows on a mountain far away in the Himalayas.',
          hi: 'उन्होंने कहा: इन्हें सिर्फ़ संजीवनी बूटी बचा सकती है। वह दूर हिमालय के एक पर्वत पर उगती है।',
        },
      ],
    },
    {
      id: 'before-sunrise',
      seconds: 17.5,
      backdrop: { name: 'ocean-shore', light: 'night' },
      camera: { from: { x: 360, y: 225, zoom: 1.4 }, to: { x: 410, y: 175, zoom: 1.4 } },
      actors: [
        sushena(400, 345, [{ kind: 'sway', amount: 1, every: 4 }]),
        {
          actor: 'child',
          at: [330, 345],
          scale: 0.6,
          pose: 'point',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 2, every: 1.5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And it must be here before the sun comes up.',
          hi: 'और सूरज उगने से पहले वह यहाँ पहुँच जानी चाहिए।',
        },
        {
          at: 6,
          en: '{name} looked up at the moon. The Himalayas were so far away! Who could go there and back in one night?',
          hi: '{name} ने चाँद की ओर देखा। हिमालय तो बहुत दूर है! एक ही रात में वहाँ जाकर कौन लौट सकता है?',
        },
      ],
    },
    {
      id: 'hanuman-rises',
      seconds: 16,
      backdrop: { name: 'ocean-shore', light: 'night' },
      camera: { from: { x: 320, y: 220, zoom: 1.4 }, to: { x: 320, y: 200, zoom: 1.3 } },
      actors: [
        ...hanuman(380, 330, 1.1, [{ kind: 'grow', from: 0.5, start: 0.5, end: 4, ease: 'out' }]),
        {
          actor: 'child',
          id: 'hero',
          at: [250, 345],
          scale: 0.65,
          pose: 'wave',
          look: 'colour',
          motion: [
            { kind: 'move', to: [290, 345], start: 7, end: 9 },
            { kind: 'hop', amount: 3, every: 0.9 },
          ],
        },
        { actor: 'sparkles', at: [380, 260], area: [160, 140], count: 12 },
      ],
      portrait: { on: 'hero', at: [-70, -80], size: 54, enter: 'pop', start: 8 },
      narration: [
        {
          at: 0.5,
          en: 'Then Hanuman stood up, strong and steady as a mountain. I will go, he said.',
          hi: 'तभी हनुमान उठ खड़े हुए, पर्वत जैसे मज़बूत और अडिग। उन्होंने कहा: मैं जाऊँगा।',
        },
        {
          at: 9.5,
          en: '{name} stepped forward too: take me with you!',
          hi: '{name} ने भी आगे बढ़कर कहा: मुझे भी साथ ले चलो!',
        },
      ],
    },
    {
      id: 'leap-into-the-sky',
      seconds: 13,
      backdrop: { name: 'sea-cliff', light: 'night' },
      camera: { from: { x: 260, y: 220, zoom: 1.3 }, to: { x: 380, y: 160, zoom: 1.3 } },
      actors: [
        ...flight([170, 250], [520, 80], false, 0.9, { start: 1, end: 10 }),
        {
          actor: 'wind',
          at: [300, 180],
          area: [400, 160],
          count: 6,
          motion: [{ kind: 'move', to: [420, 130] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'With a mighty leap, Hanuman sprang into the sky, and his golden glow lifted {name} up beside him.',
          hi: 'एक ज़ोरदार छलाँग लगाकर हनुमान आसमान में उड़ चले, और उनकी सुनहरी रोशनी ने {name} को भी साथ उठा लिया।',
        },
      ],
    },
    {
      id: 'over-the-land',
      seconds: 14,
      backdrop: { name: 'misty-hills', light: 'night' },
      camera: { from: { x: 280, y: 180, zoom: 1.15 }, to: { x: 360, y: 170, zoom: 1.15 } },
      actors: [...flight([60, 150], [600, 110], false, 0.7)],
      narration: [
        {
          at: 0.5,
          en: 'They flew over the sea, over forests and rivers and sleeping villages, north, north, towards the snowy mountains.',
          hi: 'वे समुद्र के ऊपर से उड़े, जंगलों, नदियों और सोते गाँवों के ऊपर से, उत्तर की ओर, बर्फ़ीले पहाड़ों की तरफ़।',
        },
      ],
    },
    {
      id: 'the-himalayas',
      seconds: 12,
      backdrop: { name: 'mountain-pass', light: 'night' },
      camera: { from: { x: 320, y: 160, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [...flight([120, 100], [420, 200], false, 0.6, { end: 9 })],
      narration: [
        {
          at: 0.5,
          en: 'At last the Himalayas rose before them, shining white in the moonlight.',
          hi: 'आख़िरकार सामने हिमालय दिखाई दिया, चाँदनी में सफ़ेद चमकता हुआ।',
        },
      ],
    },
    {
      id: 'glowing-herbs',
      seconds: 13,
      backdrop: { name: 'snowfield', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 330, y: 210, zoom: 1.4 } },
      actors: [
        { actor: 'glow', at: [330, 230], scale: 2.4, color: '#b8ffb0', depth: 0.6, motion: ['pulse'] },
        {
          actor: 'herb-mountain',
          at: [330, 250],
          scale: 2.2,
          depth: 0.6,
          motion: [{ kind: 'pulse', amount: 0.01 }],
        },
        { actor: 'sparkles', at: [330, 220], area: [220, 90], count: 20, color: '#b8ffb0' },
        ...hanuman(200, 330, 0.8),
        {
          actor: 'child',
          at: [460, 345],
          scale: 0.6,
          pose: 'point',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'There stood the mountain of herbs, and oh! Every plant on it was glowing in the dark.',
          hi: 'सामने था जड़ी-बूटियों वाला पर्वत, और अरे! उस पर हर पौधा अँधेरे में जगमगा रहा था।',
        },
      ],
    },
    {
      id: 'which-one',
      seconds: 14,
      backdrop: { name: 'snowfield', light: 'night' },
      camera: { from: { x: 330, y: 230, zoom: 1.5 }, to: { x: 330, y: 225, zoom: 1.6 } },
      actors: [
        { actor: 'glow', at: [330, 230], scale: 2.4, color: '#b8ffb0', depth: 0.6, motion: ['pulse'] },
        {
          actor: 'herb-mountain',
          at: [330, 250],
          scale: 2.2,
          depth: 0.6,
          motion: [{ kind: 'pulse', amount: 0.01 }],
        },
        { actor: 'sparkles', at: [330, 220], area: [220, 90], count: 24, color: '#b8ffb0' },
        ...hanuman(260, 315, 0.6, [
          { kind: 'move', to: [400, 315], via: [[330, 305]], start: 0.5, end: 6 },
          // moves add up: this one brings the mace back to x = 300
          { kind: 'move', to: [160, 315], start: 7, end: 12 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Hanuman searched and searched, but hundreds of little herbs were shining, and they all looked alike.',
          hi: 'हनुमान ढूँढ़ते रहे, पर वहाँ सैकड़ों नन्ही बूटियाँ चमक रही थीं, और सब एक जैसी दिखती थीं।',
        },
        { at: 11, en: 'Which one was Sanjeevani?', hi: 'इनमें संजीवनी कौन-सी है?' },
      ],
    },
    {
      id: 'night-nearly-over',
      seconds: 12,
      backdrop: { name: 'snowfield', light: 'night' },
      camera: { from: { x: 400, y: 230, zoom: 1.4 }, to: { x: 420, y: 235, zoom: 1.5 } },
      actors: [
        {
          actor: 'stars',
          at: [420, 100],
          area: [360, 120],
          count: 16,
          motion: [{ kind: 'leave', start: 4, end: 11 }],
        },
        ...hanuman(330, 330, 0.8),
        {
          actor: 'child',
          at: [420, 345],
          scale: 0.6,
          pose: 'reach',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 3, every: 0.7 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "The night was nearly over. {name} tugged at Hanuman's hand: hurry, the sun will soon be up!",
          hi: 'रात ढलने को थी। {name} ने हनुमान का हाथ खींचा: जल्दी करो, सूरज उगने ही वाला है!',
        },
      ],
    },
    {
      id: 'the-big-idea',
      seconds: 16,
      backdrop: { name: 'snowfield', light: 'night' },
      camera: { from: { x: 330, y: 220, zoom: 1.3 }, to: { x: 330, y: 180, zoom: 1.1 } },
      actors: [
        {
          actor: 'glow',
          at: [330, 230],
          scale: 2.4,
          color: '#b8ffb0',
          depth: 0.6,
          motion: ['pulse', { kind: 'move', to: [330, 110], start: 7, end: 12 }],
        },
        {
          actor: 'herb-mountain',
          at: [330, 250],
          scale: 2.2,
          depth: 0.6,
          motion: [{ kind: 'move', to: [330, 130], start: 7, end: 12 }],
        },
        ...hanuman(330, 330, 1, [{ kind: 'move', to: [330, 260], start: 7, end: 12 }]),
        {
          actor: 'child',
          id: 'hero',
          at: [470, 345],
          scale: 0.6,
          pose: 'wave',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 4, every: 0.7, start: 9 }],
        },
        { actor: 'sparkles', at: [330, 170], area: [300, 200], count: 20 },
      ],
      portrait: { on: 'hero', at: [60, -80], size: 54, enter: 'glow', start: 10 },
      narration: [
        {
          at: 0.5,
          en: "Then Hanuman had a big idea. If I can't find the one herb, I will take the whole mountain!",
          hi: 'तभी हनुमान को एक बड़ी तरकीब सूझी। एक बूटी नहीं मिलती, तो पूरा पर्वत ही ले चलता हूँ!',
        },
        {
          at: 10.5,
          en: 'And he lifted it high above his head.',
          hi: 'और उन्होंने उसे उठाकर सिर से ऊपर थाम लिया।',
        },
      ],
    },
    {
      id: 'carrying-it-south',
      seconds: 14,
      backdrop: { name: 'sunrise-sky', light: 'night' },
      camera: { from: { x: 270, y: 180, zoom: 1.2 }, to: { x: 370, y: 180, zoom: 1.2 } },
      actors: [
        ...flight([90, 190], [560, 170], true, 1),
        {
          actor: 'stars',
          at: [320, 80],
          area: [600, 120],
          count: 20,
          motion: [{ kind: 'pulse', amount: 0.05 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Holding the whole mountain up on one hand, Hanuman flew back as fast as the wind, and {name} flew right beside him.',
          hi: 'पूरा पर्वत एक हाथ पर उठाए हनुमान हवा से भी तेज़ वापस उड़ चले, और उनके ठीक बगल में {name} भी!',
        },
      ],
    },
    {
      id: 'race-the-sun',
      seconds: 12,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 180, zoom: 1.1 } },
      actors: [
        {
          actor: 'sun',
          at: [500, 215],
          scale: 1.4,
          depth: 0.3,
          motion: [{ kind: 'move', to: [500, 185], ease: 'linear' }],
        },
        ...flight([120, 150], [470, 140], true, 0.8),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Far in the east, the sky was turning pink. Faster, Hanuman, faster!',
          hi: 'दूर पूरब में आसमान गुलाबी होने लगा था। और तेज़, हनुमान, और तेज़!',
        },
      ],
    },
    {
      id: 'just-in-time',
      seconds: 14,
      backdrop: { name: 'ocean-shore', light: 'dawn' },
      camera: { from: { x: 320, y: 160, zoom: 1.2 }, to: { x: 320, y: 210, zoom: 1.2 } },
      actors: [
        {
          actor: 'glow',
          at: [470, 40],
          scale: 2.4,
          color: '#b8ffb0',
          depth: 0.6,
          motion: [{ kind: 'move', to: [470, 270], start: 0.5, end: 6, ease: 'out' }, 'pulse'],
        },
        {
          actor: 'herb-mountain',
          at: [470, 50],
          scale: 1.6,
          depth: 0.6,
          motion: [{ kind: 'move', to: [470, 290], start: 0.5, end: 6, ease: 'out' }],
        },
        ...hanuman(570, 340, 0.8, [{ kind: 'appear', start: 5.5, end: 6.5 }]),
        ...lakshmana(300, 330, false),
        sushena(200, 345, [{ kind: 'move', to: [380, 345], start: 6, end: 10 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Just in time, Hanuman set the mountain down by the camp, and Sushena quickly found the herb of life.',
          hi: 'ठीक समय पर हनुमान ने पर्वत लाकर डेरे के पास रख दिया, और सुषेण वैद्य ने झट से संजीवनी बूटी ढूँढ़ ली।',
        },
      ],
    },
    {
      id: 'lakshmana-wakes',
      seconds: 15,
      backdrop: { name: 'ocean-shore', light: 'dawn' },
      camera: { from: { x: 320, y: 240, zoom: 1.6 }, to: { x: 320, y: 210, zoom: 1.4 } },
      actors: [
        {
          actor: 'glow',
          at: [320, 305],
          scale: 0.7,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.5, start: 3, end: 8 }, 'pulse'],
        },
        {
          actor: 'bow',
          at: [320, 330],
          scale: 0.42,
          rotate: -90,
          motion: [
            { kind: 'turn', amount: 90, start: 4, end: 8 },
            { kind: 'move', to: [320, 305], start: 4, end: 8 },
          ],
        },
        sushena(400, 345, [{ kind: 'sway', amount: 1, every: 4 }]),
        { actor: 'sparkles', at: [320, 280], area: [140, 100], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He gave it to Lakshmana, and slowly, Lakshmana opened his eyes and sat up, just as the sun rose over the sea!',
          hi: 'उन्होंने बूटी लक्ष्मण को दी, और धीरे-धीरे लक्ष्मण ने आँखें खोल दीं और उठ बैठे। उसी पल समुद्र पर सूरज उग आया!',
        },
      ],
    },
    {
      id: 'jai-hanuman',
      seconds: 14,
      music: 'festival-dhol',
      backdrop: { name: 'ocean-shore', light: 'day' },
      camera: { from: { x: 320, y: 230, zoom: 1.4 }, to: { x: 320, y: 214, zoom: 1.25 } },
      actors: [
        ...rama(290, 312, 0.9),
        ...hanuman(360, 338, 0.9),
        ...lakshmana(200, 318, true),
        {
          actor: 'child',
          id: 'hero',
          at: [460, 345],
          scale: 0.65,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.7 }],
        },
        { actor: 'petals', at: [320, 150], area: [600, 300], count: 18 },
      ],
      portrait: { on: 'hero', at: [70, -80], size: 54, enter: 'pop', start: 6 },
      narration: [
        {
          at: 0.5,
          en: 'Rama hugged Hanuman with tears of joy. Everyone cheered, and {name} cheered loudest of all: Jai Hanuman!',
          hi: 'राम ने ख़ुशी के आँसुओं के साथ हनुमान को गले लगाया। सबने जयकार की, और {name} ने सबसे ज़ोर से पुकारा: जय हनुमान!',
        },
      ],
    },
    {
      id: 'find-a-bigger-way',
      seconds: 22.5,
      music: 'lullaby',
      backdrop: { name: 'ocean-shore', light: 'night' },
      camera: { from: { x: 400, y: 170, zoom: 1.4 }, to: { x: 320, y: 200, zoom: 1.15 } },
      actors: [
        {
          actor: 'flying-hero',
          at: [360, 150],
          scale: 0.5,
          depth: 0.3,
          motion: [
            { kind: 'move', to: [600, 50], start: 1, end: 10, ease: 'in' },
            { kind: 'leave', start: 8, end: 10 },
          ],
        },
        campfire(200, 338),
        {
          actor: 'child',
          id: 'hero',
          at: [290, 335],
          scale: 0.7,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'sway', amount: 1, every: 4 }],
        },
        { actor: 'fireflies', at: [320, 260], area: [520, 120], count: 12 },
      ],
      portrait: { on: 'hero', at: [-70, -80], size: 54, enter: 'rise', start: 12 },
      narration: [
        {
          at: 0.5,
          en: 'Later, Hanuman carried the mountain home again, back to its place in the Himalayas.',
          hi: 'बाद में हनुमान पर्वत को वापस उसकी जगह, हिमालय में, रख आए।',
        },
        {
          at: 9,
          en: "When someone needs you, {name}, don't give up. If one way won't work, find a bigger one! Goodnight!",
          hi: 'जब किसी को तुम्हारी ज़रूरत हो, {name}, तो हार मत मानना। एक रास्ता न मिले, तो बड़ा रास्ता ढूँढ़ो! शुभ रात्रि!',
        },
      ],
    },
  ],
});
