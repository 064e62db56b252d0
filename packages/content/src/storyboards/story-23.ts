/**
 * Story 23, "Narasimha Appears from the Pillar": King Hiranyakashipu (a crowned shadow) trusts a boon
 * that seems to make him unbeatable. When brave Prahlad (a friend) says Vishnu is in the pillar too,
 * the king strikes it; it cracks with light and Narasimha bursts out (a mane of golden flame around
 * Vishnu's chakra), at twilight, on the doorstep, on his lap, with no weapon: every word of the boon
 * kept, and the king still beaten. The child stands with Prahlad and counts the riddle's answers.
 *
 * The king's end is a shadow melting into light; nothing else is shown. Hindi never makes a word agree
 * with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** In the palace hall, people stand in front of its row of pillars. */
const IN_HALL = 1.15;

/** The demon king: a crowned shadow. */
const king = (
  x: number,
  scale: number,
  motion: ActorInput['motion'],
  extra: Partial<ActorInput> = {},
): ActorInput => ({
  actor: 'shadow-giant',
  at: [x, 345],
  scale,
  variant: 1,
  depth: IN_HALL,
  motion,
  ...extra,
});

/** Prahlad: a friend with short hair, hands folded. */
const prahlad = (x: number, y: number, scale: number, extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'friend',
  at: [x, y],
  scale,
  variant: 0,
  pose: 'hold',
  depth: IN_HALL,
  motion: [{ kind: 'sway', amount: 2, every: 2.5 }],
  ...extra,
});

/** The great pillar of the hall, standing between two of the hall's own. */
const pillar = (extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'pillar',
  at: [320, 340],
  scale: 1.5,
  depth: IN_HALL,
  ...extra,
});

/** Narasimha's presence; `roaring` sends rings of light out. */
function narasimha(
  x: number,
  y: number,
  scale = 1,
  roaring = false,
  motion: ActorInput['motion'] = [],
): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y],
      scale: 3 * scale,
      depth: IN_HALL,
      color: '#ffd98a',
      motion: ['pulse', ...(motion ?? [])],
    },
    {
      actor: 'narasimha-sign',
      at: [x, y],
      scale,
      depth: IN_HALL,
      variant: roaring ? 1 : 0,
      motion: [{ kind: 'pulse', amount: roaring ? 0.06 : 0.03, every: roaring ? 0.8 : 3 }, ...(motion ?? [])],
    },
  ];
}

export const STORYBOARD_23 = defineStoryboard({
  story: 23,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'palace-hall', light: 'dusk' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      pillar({ variant: 1, motion: [{ kind: 'pulse', amount: 0.02, every: 2 }] }),
      ...narasimha(320, 150, 0.6),
    ],
  },
  credits: {
    backdrop: { name: 'palace-city', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      {
        actor: 'narasimha-sign',
        at: [470, 110],
        scale: 0.5,
        depth: 0.4,
        motion: [{ kind: 'pulse', amount: 0.03, every: 3 }],
      },
      { actor: 'fireflies', at: [320, 250], area: [560, 120], count: 12 },
    ],
  },
  shots: [
    {
      id: 'prahlad-and-father',
      seconds: 14,
      backdrop: { name: 'palace-city', light: 'dusk' },
      camera: { from: { x: 320, y: 150, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [330, 70],
          scale: 0.8,
          depth: 0.3,
          motion: [{ kind: 'move', to: [370, 70] }],
        },
        {
          actor: 'wheel',
          at: [120, 90],
          scale: 0.7,
          depth: 0.3,
          motion: [{ kind: 'spin', amount: 20 }, 'bob'],
        },
        { actor: 'glow', at: [120, 90], scale: 1, depth: 0.3, color: '#ffe6a0', motion: ['pulse'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Little Prahlad loved Lord Vishnu with all his heart. But his father, King Hiranyakashipu, did not like that one bit.',
          hi: 'नन्हा प्रह्लाद भगवान विष्णु से पूरे दिल से प्यार करता था। पर उसके पिता, राजा हिरण्यकशिपु, को यह बिल्कुल पसंद नहीं था।',
        },
      ],
    },
    {
      id: 'the-boon',
      seconds: 12.5,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.2 } },
      actors: [
        { actor: 'glow', at: [320, 170], scale: 2.2, color: '#fff1c2', motion: ['pulse'] },
        { actor: 'storybook', at: [320, 190], scale: 1.2, motion: [{ kind: 'bob', amount: 4, every: 3 }] },
        { actor: 'sparkles', at: [320, 170], area: [300, 200], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long before, the king had won a boon, a magic promise that made him feel he could never be beaten.',
          hi: 'बहुत पहले राजा को एक वरदान मिला था, एक जादुई वचन, जिससे उसे लगता था कि उसे कोई कभी हरा नहीं सकता।',
        },
      ],
    },
    {
      id: 'the-riddle',
      seconds: 19,
      backdrop: { name: 'night-sky', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'friend',
          at: [120, 300],
          scale: 0.7,
          variant: 2,
          look: 'silhouette',
          motion: [{ kind: 'leave', start: 3, end: 4 }, 'bob'],
        },
        { actor: 'lion', at: [240, 300], scale: 0.6, motion: [{ kind: 'leave', start: 4, end: 5 }, 'bob'] },
        { actor: 'sun', at: [390, 110], scale: 1.2, motion: [{ kind: 'leave', start: 6, end: 7 }, 'bob'] },
        { actor: 'moon', at: [520, 110], scale: 0.8, motion: [{ kind: 'leave', start: 7, end: 8 }, 'bob'] },
        {
          actor: 'house',
          at: [180, 300],
          scale: 0.9,
          motion: [{ kind: 'appear', start: 9 }, { kind: 'leave', start: 13, end: 14 }, 'bob'],
        },
        {
          actor: 'cloud',
          at: [420, 130],
          scale: 0.8,
          motion: [{ kind: 'appear', start: 11 }, { kind: 'leave', start: 15, end: 16 }, 'bob'],
        },
        {
          actor: 'gada',
          at: [540, 300],
          scale: 0.8,
          motion: [{ kind: 'appear', start: 14 }, 'bob'],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'No man and no animal could defeat him. Not by day, and not by night.',
          hi: 'न कोई मनुष्य उसे हरा सकता था, न कोई पशु। न दिन में, न रात में।',
        },
        {
          at: 8.5,
          en: 'Not inside, not outside, not on the earth, not in the sky, and with no weapon at all!',
          hi: 'न घर के अंदर, न बाहर, न धरती पर, न आकाश में, और न किसी हथियार से!',
        },
      ],
    },
    {
      id: 'proud-king',
      seconds: 10.5,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 190, zoom: 1.15 } },
      music: 'heroic-drums',
      actors: [king(320, 1.1, [{ kind: 'hop', amount: 3, every: 0.5 }])],
      narration: [
        {
          at: 0.5,
          en: 'Nobody can beat me! the king laughed. Everyone must pray to me, not to Vishnu!',
          hi: 'मुझे कोई नहीं हरा सकता! राजा हँसा। सब मेरी पूजा करेंगे, विष्णु की नहीं!',
        },
      ],
    },
    {
      id: 'everywhere',
      seconds: 14,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 260, y: 220, zoom: 1.4 }, to: { x: 250, y: 225, zoom: 1.5 } },
      actors: [
        king(480, 1.05, [{ kind: 'sway', amount: 1.5, every: 3 }]),
        { actor: 'glow', at: [200, 290], scale: 1.5, depth: IN_HALL, color: '#ffe6a0', motion: ['pulse'] },
        prahlad(200, 345, 0.85),
        {
          actor: 'child',
          id: 'hero',
          at: [280, 348],
          scale: 0.85,
          depth: IN_HALL,
          motion: [{ kind: 'hop', amount: 2, every: 1.6 }],
        },
      ],
      portrait: { on: 'hero', at: [-150, -140], size: 72, enter: 'glow', start: 7.5 },
      narration: [
        {
          at: 0.5,
          en: 'But Prahlad folded his hands. Vishnu is everywhere, Father.',
          hi: 'पर प्रह्लाद ने हाथ जोड़ लिए। पिताजी, विष्णु तो हर जगह हैं।',
        },
        {
          at: 7.5,
          en: 'And {name} stayed right by his side.',
          hi: 'और {name} ने उसका साथ बिल्कुल नहीं छोड़ा।',
        },
      ],
    },
    {
      id: 'this-pillar',
      seconds: 11.5,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 190, zoom: 1.15 }, to: { x: 330, y: 180, zoom: 1.3 } },
      actors: [
        pillar(),
        king(480, 1.05, [{ kind: 'hop', amount: 4, every: 0.6 }]),
        prahlad(160, 345, 0.8),
        { actor: 'child', at: [220, 348], scale: 0.8, depth: IN_HALL },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Everywhere? roared the king, pointing at a great stone pillar. Is he in this pillar too?',
          hi: 'हर जगह? राजा गरजा, और पत्थर के एक बड़े खंभे की ओर इशारा किया। क्या वह इस खंभे में भी है?',
        },
      ],
    },
    {
      id: 'yes-father',
      seconds: 9,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 250, y: 220, zoom: 1.4 }, to: { x: 270, y: 210, zoom: 1.45 } },
      music: 'temple-bells',
      actors: [
        pillar({ motion: [{ kind: 'pulse', amount: 0.01, every: 2 }] }),
        {
          actor: 'glow',
          at: [320, 200],
          scale: 1.6,
          depth: IN_HALL,
          color: '#fff1b8',
          motion: [{ kind: 'grow', from: 0.2, start: 3, end: 8 }],
        },
        prahlad(190, 345, 0.85),
        { actor: 'child', at: [250, 348], scale: 0.8, depth: IN_HALL },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Yes, Father, said Prahlad softly. He is in this pillar too.',
          hi: 'प्रह्लाद ने धीरे से कहा: हाँ पिताजी, वे इस खंभे में भी हैं।',
        },
      ],
    },
    {
      id: 'boom',
      seconds: 8,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 360, y: 200, zoom: 1.2 }, to: { x: 340, y: 200, zoom: 1.3 } },
      music: 'heroic-drums',
      actors: [
        pillar({ motion: [{ kind: 'sway', amount: 2, every: 0.3, start: 3 }] }),
        king(520, 1.05, [
          { kind: 'move', to: [440, 345], start: 1, end: 3, ease: 'in' },
          { kind: 'move', to: [470, 345], start: 3, end: 4 },
        ]),
        {
          actor: 'sparkles',
          at: [340, 220],
          area: [80, 120],
          depth: IN_HALL,
          count: 10,
          motion: [{ kind: 'appear', start: 3 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The angry king struck the pillar with all his might. BOOM!',
          hi: 'ग़ुस्से में राजा ने पूरी ताक़त से खंभे पर वार किया। धड़ाम!',
        },
      ],
    },
    {
      id: 'cracks-of-light',
      seconds: 9,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 190, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.7 } },
      actors: [
        {
          actor: 'glow',
          at: [320, 230],
          scale: 2,
          depth: IN_HALL,
          color: '#fff1b8',
          motion: [{ kind: 'grow', from: 0.3, start: 1, end: 8 }],
        },
        pillar({ variant: 1, motion: [{ kind: 'sway', amount: 1, every: 0.4 }] }),
        { actor: 'sparkles', at: [320, 230], area: [120, 200], depth: IN_HALL, count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'A crack of light ran up the pillar. Then another, and another!',
          hi: 'खंभे पर रोशनी की एक दरार ऊपर तक दौड़ गई। फिर एक और, और एक और!',
        },
      ],
    },
    {
      id: 'narasimha',
      seconds: 13.5,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.1 } },
      actors: [
        pillar({
          variant: 1,
          motion: [
            { kind: 'leave', start: 1.5, end: 3 },
            { kind: 'sway', amount: 1, every: 0.4 },
          ],
        }),
        ...narasimha(320, 180, 1.1, true, [{ kind: 'grow', from: 0.1, start: 1.5, end: 4, ease: 'out' }]),
        { actor: 'sparkles', at: [320, 180], area: [460, 300], depth: IN_HALL, count: 30 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Out burst Lord Vishnu as Narasimha: half man, half lion, blazing like the sun!',
          hi: 'खंभा फाड़कर प्रकट हुए भगवान विष्णु, नरसिंह के रूप में: आधे मनुष्य, आधे सिंह, सूरज की तरह दमकते हुए!',
        },
      ],
    },
    {
      id: 'the-roar',
      seconds: 7,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1.05 } },
      actors: [
        ...narasimha(320, 170, 1.1, true),
        king(520, 1, [
          { kind: 'move', to: [560, 345], end: 2 },
          { kind: 'sway', amount: 4, every: 0.5 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'His mighty roar shook the whole palace!',
          hi: 'उनकी ज़ोरदार दहाड़ से पूरा महल गूँज उठा!',
        },
      ],
    },
    {
      id: 'twilight',
      seconds: 10.5,
      backdrop: { name: 'palace-city', light: 'dusk' },
      camera: { from: { x: 320, y: 120, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'moon',
          at: [140, 70],
          variant: 1,
          scale: 0.7,
          depth: 0.2,
          motion: [{ kind: 'appear', start: 3, end: 6 }, 'bob'],
        },
        {
          actor: 'birds',
          at: [420, 120],
          area: [140, 40],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [560, 90] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The sun had set, but night had not yet come. It was twilight: neither day nor night.',
          hi: 'सूरज ढल चुका था, पर रात अभी आई नहीं थी। यह गोधूलि की बेला थी: न दिन, न रात।',
        },
      ],
    },
    {
      id: 'doorstep',
      seconds: 9,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 320, y: 190, zoom: 1.15 }, to: { x: 370, y: 190, zoom: 1.2 } },
      actors: [
        ...narasimha(260, 180, 0.9, false, [{ kind: 'move', to: [420, 190] }]),
        king(380, 0.95, [
          { kind: 'move', to: [540, 345] },
          { kind: 'sway', amount: 3, every: 0.6 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Narasimha carried the king to the doorstep: neither inside nor outside.',
          hi: 'नरसिंह राजा को दहलीज़ पर ले गए: न घर के अंदर, न बाहर।',
        },
      ],
    },
    {
      id: 'on-his-lap',
      seconds: 12,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 390, y: 200, zoom: 1.3 }, to: { x: 400, y: 210, zoom: 1.45 } },
      actors: [
        ...narasimha(430, 190, 1, false),
        king(470, 0.7, [{ kind: 'sway', amount: 2, every: 1 }], { at: [470, 290] }),
      ],
      narration: [
        {
          at: 0.5,
          en: 'He held him on his lap, neither on the earth nor in the sky, and used no weapon, only his lion paws.',
          hi: 'उन्होंने उसे अपनी गोद में रखा, न धरती पर, न आकाश में, और कोई हथियार नहीं, बस सिंह के पंजे।',
        },
      ],
    },
    {
      id: 'counting',
      seconds: 17,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 260, y: 220, zoom: 1.45 }, to: { x: 270, y: 225, zoom: 1.55 } },
      actors: [
        { actor: 'glow', at: [260, 290], scale: 1.6, depth: IN_HALL, color: '#ffe6a0', motion: ['pulse'] },
        {
          actor: 'child',
          id: 'hero',
          at: [260, 350],
          scale: 0.95,
          depth: IN_HALL,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 3, every: 1.8 }],
        },
        prahlad(180, 348, 0.85),
        { actor: 'sparkles', at: [320, 200], area: [200, 120], depth: IN_HALL, count: 12 },
      ],
      portrait: { on: 'hero', at: [85, -140], size: 76, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} counted on tiny fingers: not a man, not an animal, not day, not night...',
          hi: '{name} ने उँगलियों पर गिना: न मनुष्य, न पशु, न दिन, न रात...',
        },
        {
          at: 9.5,
          en: 'Every word of the boon was kept, and still the king was beaten!',
          hi: 'वरदान का हर शब्द निभाया गया, फिर भी राजा हार गया!',
        },
      ],
    },
    {
      id: 'like-a-shadow',
      seconds: 10,
      backdrop: { name: 'palace-hall', light: 'dusk' },
      camera: { from: { x: 390, y: 200, zoom: 1.3 }, to: { x: 370, y: 190, zoom: 1.2 } },
      actors: [
        king(480, 0.9, [
          { kind: 'sway', amount: 3, every: 1 },
          { kind: 'leave', start: 3, end: 7 },
        ]),
        {
          actor: 'glow',
          at: [470, 230],
          scale: 3.5,
          depth: IN_HALL,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.2, start: 2, end: 7 }],
        },
        {
          actor: 'diya',
          at: [470, 320],
          depth: IN_HALL,
          scale: 1.5,
          motion: [{ kind: 'appear', start: 2 }, 'flicker', { kind: 'bob', amount: 1 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "And the king's cruel power was gone for ever, like the dark when a lamp is lit.",
          hi: 'और राजा की क्रूर ताक़त हमेशा के लिए मिट गई, जैसे दीया जलते ही अँधेरा मिट जाता है।',
        },
      ],
    },
    {
      id: 'prahlad-safe',
      seconds: 13.5,
      backdrop: { name: 'palace-hall', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 224, zoom: 1.35 } },
      actors: [
        ...narasimha(320, 160, 0.8, false),
        prahlad(270, 348, 0.85, { pose: 'hold' }),
        {
          actor: 'child',
          id: 'hero',
          at: [370, 350],
          scale: 0.85,
          depth: IN_HALL,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 1.2 }],
        },
        { actor: 'glow', at: [320, 300], scale: 2.4, depth: IN_HALL, color: '#ffe2b8', motion: ['pulse'] },
      ],
      portrait: { on: 'hero', at: [80, -140], size: 72, enter: 'rise', start: 7 },
      narration: [
        {
          at: 0.5,
          en: "Prahlad was safe. Narasimha's fierce light grew warm around him,",
          hi: 'प्रह्लाद सुरक्षित था। नरसिंह का तेज उसके चारों ओर गुनगुना हो गया,',
        },
        {
          at: 8.5,
          en: 'and around {name} too.',
          hi: 'और {name} के चारों ओर भी।',
        },
      ],
    },
    {
      id: 'morning-song',
      seconds: 10,
      backdrop: { name: 'palace-city', light: 'dawn' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 160, zoom: 1.2 } },
      music: 'festival-dhol',
      actors: [
        {
          actor: 'birds',
          at: [200, 100],
          area: [160, 50],
          count: 6,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 80] }],
        },
        { actor: 'petals', at: [320, 150], area: [600, 260], count: 18 },
        {
          actor: 'wheel',
          at: [500, 90],
          scale: 0.6,
          depth: 0.3,
          motion: [{ kind: 'spin', amount: 20 }, 'bob'],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Morning came to the palace, and everyone sang Vishnu's name, free and happy.",
          hi: 'महल में सुबह हुई, और सब ख़ुशी-ख़ुशी, बेझिझक विष्णु का नाम गाने लगे।',
        },
      ],
    },
    {
      id: 'the-lesson',
      seconds: 15.5,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.25 } },
      music: 'temple-bells',
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
          en: 'No boast and no trick can beat what is good and true.',
          hi: 'कोई घमंड, कोई चाल सच्चाई और अच्छाई को नहीं हरा सकती।',
        },
        {
          at: 7.5,
          en: 'Be brave like Prahlad, and never stop believing.',
          hi: 'प्रह्लाद की तरह बहादुर बनो, और विश्वास कभी मत छोड़ो।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 8,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'lullaby',
      actors: [
        {
          actor: 'narasimha-sign',
          at: [460, 120],
          scale: 0.55,
          motion: [{ kind: 'pulse', amount: 0.03, every: 3 }, 'bob'],
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
          en: 'Jai Narasimha! Goodnight, {name}.',
          hi: 'जय नरसिंह! शुभ रात्रि, {name}।',
        },
      ],
    },
  ],
});
