/**
 * Story 26, "Chamunda and the Seven Mothers": a huge asura army (shadows) gathers, and the powers of
 * the gods step out as the seven Matrikas, each shown by her mount or her sign in her own glow:
 * Brahmani's swan, Maheshvari's bull Nandi and trident, Kaumari's peacock and spear, Vaishnavi's
 * wheel and conch, Varahi's boar, Aindri's elephant, and Chamunda's sword. The child counts them,
 * marches beside Chamunda and her sisters, and sees their lights shine as one: teamwork makes
 * everyone stronger.
 *
 * The army is shadows that melt in the light. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Mother = 'brahmani' | 'maheshvari' | 'kaumari' | 'vaishnavi' | 'varahi' | 'aindri' | 'chamunda';

/** Each Mother's own light. */
const LIGHT: Record<Mother, string> = {
  brahmani: '#ffe6a0',
  maheshvari: '#dfe6ff',
  kaumari: '#9ff0d0',
  vaishnavi: '#fff1b8',
  varahi: '#8fb8ff',
  aindri: '#ffd0e0',
  chamunda: '#5b6cff',
};

/**
 * A Mother as her sign: a mount standing at (x, y) (its feet on the ground) or a sign floating there,
 * in her glow. `motion` is added to every part and `travel` moves every part by the same offset over
 * the shot, so she moves as one.
 */
function mother(
  which: Mother,
  x: number,
  y: number,
  scale = 1,
  motion: ActorInput['motion'] = [],
  travel?: [number, number],
): ActorInput[] {
  const extra = motion ?? [];
  return signOf(which, x, y, scale, extra).map((part) =>
    travel
      ? {
          ...part,
          motion: [
            ...(part.motion ?? []),
            { kind: 'move', to: [part.at[0] + travel[0], part.at[1] + travel[1]] },
          ],
        }
      : part,
  );
}

function signOf(
  which: Mother,
  x: number,
  y: number,
  scale: number,
  extra: NonNullable<ActorInput['motion']>,
): ActorInput[] {
  const glow = (gx: number, gy: number, size: number): ActorInput => ({
    actor: 'glow',
    at: [gx, gy],
    scale: size * scale,
    color: LIGHT[which],
    motion: ['pulse', ...extra],
  });
  const bob: ActorInput['motion'] = [{ kind: 'bob', amount: 3, every: 2.6 }, ...extra];
  switch (which) {
    case 'brahmani':
      return [glow(x, y, 1.3), { actor: 'swan', at: [x, y], scale: 0.8 * scale, variant: 1, motion: bob }];
    case 'maheshvari':
      return [
        glow(x, y - 60 * scale, 1.4),
        {
          actor: 'nandi',
          at: [x - 10 * scale, y],
          scale: 0.6 * scale,
          motion: [{ kind: 'sway', amount: 1, every: 3 }, ...extra],
        },
        { actor: 'trishul', at: [x + 30 * scale, y - 40 * scale], scale: 0.7 * scale, motion: bob },
      ];
    case 'kaumari':
      return [
        glow(x, y, 1.5),
        { actor: 'flying-peacock', at: [x, y], scale: 0.7 * scale, variant: 1, motion: bob },
      ];
    case 'vaishnavi':
      return [
        glow(x, y, 1.3),
        { actor: 'wheel', at: [x, y], scale: 1.1 * scale, motion: [{ kind: 'spin', amount: 40 }, ...bob] },
        { actor: 'conch', at: [x + 40 * scale, y + 28 * scale], scale: scale, motion: bob },
      ];
    case 'varahi':
      return [
        glow(x, y - 40 * scale, 1.4),
        {
          actor: 'boar',
          at: [x, y],
          scale: 0.55 * scale,
          motion: [{ kind: 'sway', amount: 1, every: 2.5 }, ...extra],
        },
      ];
    case 'aindri':
      return [
        glow(x, y - 50 * scale, 1.5),
        {
          actor: 'elephant',
          at: [x - 10 * scale, y],
          scale: 0.6 * scale,
          motion: [{ kind: 'sway', amount: 1, every: 3 }, ...extra],
        },
        {
          actor: 'sparkles',
          at: [x, y - 60 * scale],
          area: [90 * scale, 60 * scale],
          count: 6,
          color: '#fff1b8',
          motion: extra,
        },
      ];
    case 'chamunda':
      return [glow(x, y, 2), { actor: 'kali-sign', at: [x, y], scale: 0.75 * scale, motion: bob }];
  }
}

/** Where each Mother stands in the row of seven: mounts on the ground, signs in the air. */
const ROW: [Mother, number, number][] = [
  ['brahmani', 75, 230],
  ['maheshvari', 160, 336],
  ['kaumari', 240, 215],
  ['vaishnavi', 320, 240],
  ['varahi', 400, 336],
  ['aindri', 485, 336],
  ['chamunda', 565, 215],
];
const allSeven = (
  dx = 0,
  scale = 0.9,
  motion: ActorInput['motion'] = [],
  travel?: [number, number],
): ActorInput[] => ROW.flatMap(([which, x, y]) => mother(which, x + dx, y, scale, motion, travel));

/** The asura army: rows of shadows, far ones smaller and higher. */
const army = (x0: number, motion: (i: number) => ActorInput['motion']): ActorInput[] =>
  [
    [0, 300, 0.38],
    [55, 302, 0.4],
    [110, 300, 0.36],
    [165, 303, 0.4],
    [25, 330, 0.55],
    [95, 334, 0.6],
    [165, 330, 0.55],
  ].map(([dx = 0, y = 0, scale = 0.5], i) => ({
    actor: 'shadow-giant',
    at: [x0 + dx, y],
    scale,
    motion: motion(i),
  }));

export const STORYBOARD_26 = defineStoryboard({
  story: 26,
  version: 1,
  music: 'heroic-drums',
  title: {
    backdrop: { name: 'battle-plain', light: 'dawn' },
    camera: { from: { x: 320, y: 190, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: allSeven(0, 0.85),
  },
  credits: {
    backdrop: { name: 'night-sky', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...(['brahmani', 'maheshvari', 'kaumari', 'vaishnavi', 'varahi', 'aindri', 'chamunda'] as const).map(
        (which, i): ActorInput => ({
          actor: 'glow',
          at: [80 + i * 80, 110 + (i % 2) * 40],
          scale: 0.7,
          color: LIGHT[which],
          motion: [{ kind: 'bob', amount: 4, every: 2 + i * 0.3 }],
        }),
      ),
      { actor: 'fireflies', at: [320, 260], area: [560, 120], count: 12 },
    ],
  },
  shots: [
    {
      id: 'the-army',
      seconds: 11.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 380, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [420, 80],
          scale: 0.9,
          depth: 0.3,
          variant: 1,
          motion: [{ kind: 'move', to: [460, 80] }],
        },
        ...army(300, (i) => [{ kind: 'bob', amount: 2, every: 1 + i * 0.1 }]),
        ...army(450, (i) => [{ kind: 'bob', amount: 2, every: 1.1 + i * 0.1 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Once, a huge asura army gathered on a wide plain, more giants than anyone could count.',
          hi: 'एक बार एक बड़े मैदान में असुरों की विशाल सेना जमा हुई, इतने राक्षस कि कोई गिन भी न सके।',
        },
      ],
    },
    {
      id: 'worried-gods',
      seconds: 9,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.2 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: (['brahmani', 'maheshvari', 'kaumari', 'vaishnavi', 'varahi', 'aindri'] as const).map(
        (which, i): ActorInput => ({
          actor: 'glow',
          at: [130 + i * 76, 160 + (i % 2) * 30],
          scale: 0.9,
          color: LIGHT[which],
          motion: [{ kind: 'bob', amount: 5, every: 0.9 + i * 0.1 }],
        }),
      ),
      narration: [
        {
          at: 0.5,
          en: 'The gods were worried. This army is too big for any one of us! they said.',
          hi: 'देवता घबरा गए। बोले: यह सेना हम में से किसी एक के बस की नहीं!',
        },
      ],
    },
    {
      id: 'send-our-power',
      seconds: 11,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 190, zoom: 1.1 }, to: { x: 320, y: 170, zoom: 1.3 } },
      music: 'temple-bells',
      actors: [
        ...(['brahmani', 'maheshvari', 'kaumari', 'vaishnavi', 'varahi', 'aindri'] as const).map(
          (which, i): ActorInput => ({
            actor: 'glow',
            at: [130 + i * 76, 170 + (i % 2) * 30],
            scale: 0.9,
            color: LIGHT[which],
            motion: [{ kind: 'move', to: [320, 160], start: 3, end: 8 }, 'pulse'],
          }),
        ),
        {
          actor: 'glow',
          at: [320, 160],
          scale: 2.4,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.1, start: 6, end: 10 }],
        },
        { actor: 'sparkles', at: [320, 160], area: [300, 200], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then they had an idea: let each of us send out our power, our shakti, to help the Goddess!',
          hi: 'तब उन्हें एक तरकीब सूझी: हम सब अपनी-अपनी शक्ति देवी की मदद के लिए भेजें!',
        },
      ],
    },
    {
      id: 'brahmani',
      seconds: 9,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 300, y: 180, zoom: 1.2 }, to: { x: 340, y: 170, zoom: 1.3 } },
      actors: mother('brahmani', 150, 200, 1.4, [], [250, -40]),
      narration: [
        {
          at: 0.5,
          en: 'First came Brahmani, the power of Brahma, flying on a white swan.',
          hi: 'सबसे पहले आईं ब्रह्माणी, ब्रह्मा की शक्ति, सफ़ेद हंस पर उड़ती हुई।',
        },
      ],
    },
    {
      id: 'maheshvari',
      seconds: 10,
      backdrop: { name: 'kailash', light: 'dawn' },
      camera: { from: { x: 320, y: 210, zoom: 1.3 }, to: { x: 320, y: 215, zoom: 1.4 } },
      actors: mother('maheshvari', 320, 330, 1.5),
      narration: [
        {
          at: 0.5,
          en: 'Then came Maheshvari, the power of Shiva, riding the bull Nandi, a trident in her hand.',
          hi: 'फिर आईं माहेश्वरी, शिव की शक्ति, नंदी बैल पर सवार, हाथ में त्रिशूल लिए।',
        },
      ],
    },
    {
      id: 'kaumari',
      seconds: 10,
      backdrop: { name: 'sunrise-sky', light: 'day' },
      camera: { from: { x: 290, y: 180, zoom: 1.15 }, to: { x: 350, y: 180, zoom: 1.15 } },
      actors: mother('kaumari', 180, 190, 1.4, [], [280, -20]),
      narration: [
        {
          at: 0.5,
          en: 'Kaumari, the power of Kartikeya, came flying on a bright peacock, with a golden spear.',
          hi: 'कौमारी, कार्तिकेय की शक्ति, चमकीले मोर पर उड़ती आईं, हाथ में सुनहरा भाला लिए।',
        },
      ],
    },
    {
      id: 'vaishnavi',
      seconds: 10,
      backdrop: { name: 'cosmos', light: 'night' },
      camera: { from: { x: 320, y: 180, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1.2 } },
      actors: [
        ...mother('vaishnavi', 310, 170, 1.6),
        { actor: 'sparkles', at: [320, 180], area: [300, 200], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Vaishnavi, the power of Vishnu, came with a spinning wheel of light and a shining conch.',
          hi: 'वैष्णवी, विष्णु की शक्ति, रोशनी का घूमता चक्र और चमचमाता शंख लेकर आईं।',
        },
      ],
    },
    {
      id: 'varahi',
      seconds: 9,
      backdrop: { name: 'misty-hills', light: 'dawn' },
      camera: { from: { x: 300, y: 220, zoom: 1.4 }, to: { x: 330, y: 215, zoom: 1.45 } },
      actors: mother('varahi', 260, 340, 1.5, [], [80, 0]),
      narration: [
        {
          at: 0.5,
          en: 'Varahi, the power of Varaha the great boar, came strong and steady as the earth.',
          hi: 'वाराही, महान वराह की शक्ति, धरती जैसी मज़बूत और अडिग होकर आईं।',
        },
      ],
    },
    {
      id: 'aindri',
      seconds: 9,
      backdrop: { name: 'meadow', light: 'day' },
      camera: { from: { x: 280, y: 210, zoom: 1.3 }, to: { x: 320, y: 205, zoom: 1.3 } },
      actors: [
        ...mother('aindri', 220, 335, 1.6, [], [100, 0]),
        { actor: 'storm-cloud', at: [460, 90], scale: 0.6, depth: 0.3, variant: 1, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Aindri, the power of Indra, king of the sky, came riding a mighty elephant.',
          hi: 'ऐंद्री, आकाश के राजा इंद्र की शक्ति, एक विशाल हाथी पर सवार होकर आईं।',
        },
      ],
    },
    {
      id: 'chamunda',
      seconds: 9.5,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 320, y: 170, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.2 } },
      actors: [
        ...mother('chamunda', 320, 170, 1.5, [{ kind: 'grow', from: 0.3, start: 0.5, end: 3, ease: 'out' }]),
        { actor: 'sparkles', at: [320, 170], area: [320, 240], count: 20, color: '#e8ecff' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And leading them all came Chamunda, fierce and brave, with her shining sword.',
          hi: 'और सबसे आगे आईं चामुंडा, उग्र और बहादुर, हाथ में चमकती तलवार लिए।',
        },
      ],
    },
    {
      id: 'seven-mothers',
      seconds: 12,
      backdrop: { name: 'battle-plain', light: 'dawn' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 196.3, zoom: 1.1 } },
      actors: [
        ...allSeven(0, 0.9),
        {
          actor: 'child',
          id: 'hero',
          at: [320, 352],
          scale: 0.8,
          depth: 1.05,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 3, every: 1.3 }],
        },
      ],
      portrait: { on: 'hero', at: [-75, -135], size: 70, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} counted them all: one, two, three, four, five, six, seven Mothers, side by side!',
          hi: '{name} ने सबको गिना: एक, दो, तीन, चार, पाँच, छह, सात माताएँ, कंधे से कंधा मिलाए!',
        },
      ],
    },
    {
      id: 'come-with-us',
      seconds: 9.5,
      backdrop: { name: 'battle-plain', light: 'dawn' },
      camera: { from: { x: 380, y: 210, zoom: 1.4 }, to: { x: 390, y: 220, zoom: 1.5 } },
      actors: [
        ...mother('chamunda', 470, 190, 1.1),
        ...mother('aindri', 560, 336, 0.9),
        {
          actor: 'child',
          at: [340, 348],
          scale: 0.9,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Chamunda smiled at {name}. Come, march with us!',
          hi: 'चामुंडा ने {name} की ओर देखकर मुस्कुराते हुए कहा: आओ, हमारे साथ चलो!',
        },
      ],
    },
    {
      id: 'marching',
      seconds: 12,
      backdrop: { name: 'battle-plain', light: 'day' },
      camera: { from: { x: 280, y: 200, zoom: 1.2 }, to: { x: 360, y: 200, zoom: 1.2 } },
      music: 'heroic-drums',
      actors: [
        ...allSeven(-90, 0.85, [], [130, 0]),
        {
          actor: 'child',
          id: 'hero',
          at: [190, 352],
          scale: 0.8,
          depth: 1.05,
          motion: [
            { kind: 'move', to: [320, 352] },
            { kind: 'hop', amount: 4, every: 0.5 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-70, -135], size: 68, enter: 'glow', start: 5 },
      narration: [
        {
          at: 0.5,
          en: 'Left, right, left, right!',
          hi: 'एक-दो, एक-दो!',
        },
        {
          at: 4,
          en: '{name} marched in step with Chamunda and her sisters.',
          hi: '{name} ने चामुंडा और उनकी बहनों के साथ क़दम से क़दम मिलाया।',
        },
      ],
    },
    {
      id: 'giants-laugh',
      seconds: 9,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 393.8, y: 200, zoom: 1.3 }, to: { x: 373.3, y: 200, zoom: 1.2 } },
      actors: [
        ...army(330, (i) => [{ kind: 'hop', amount: 3, every: 0.35 + i * 0.03 }]),
        ...army(480, (i) => [{ kind: 'hop', amount: 3, every: 0.38 + i * 0.03 }]),
        { actor: 'storm-cloud', at: [470, 80], scale: 0.8, depth: 0.3, variant: 1, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The giants laughed. Seven mothers and one small child? We are thousands!',
          hi: 'राक्षस हँसे। सात माताएँ और एक नन्हा बच्चा? हम तो हज़ारों हैं!',
        },
      ],
    },
    {
      id: 'together',
      seconds: 10.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 196.3, zoom: 1.1 }, to: { x: 320, y: 188.5, zoom: 1.05 } },
      music: 'temple-bells',
      actors: [
        ...allSeven(0, 0.85),
        {
          actor: 'child',
          at: [320, 352],
          scale: 0.75,
          depth: 1.05,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 1 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But the Mothers did not fight alone. They stood together, and each one helped the others.',
          hi: 'पर माताएँ अकेले नहीं लड़ीं। वे साथ खड़ी रहीं, और हर एक ने बाक़ी सबकी मदद की।',
        },
      ],
    },
    {
      id: 'one-light',
      seconds: 11,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 188.5, zoom: 1.05 }, to: { x: 320, y: 170, zoom: 1.3 } },
      music: 'heroic-drums',
      actors: [
        ...allSeven(0, 0.85),
        ...ROW.map(([which, x, y]): ActorInput => ({
          actor: 'glow',
          at: [x, y - 40],
          scale: 1.2,
          color: LIGHT[which],
          motion: [{ kind: 'move', to: [320, 170], start: 2, end: 8 }, 'pulse'],
        })),
        {
          actor: 'glow',
          at: [320, 170],
          scale: 4,
          color: '#ffffff',
          motion: [{ kind: 'grow', from: 0.05, start: 6, end: 11 }, 'pulse'],
        },
        { actor: 'sparkles', at: [320, 180], area: [420, 260], count: 26 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Swan and bull, peacock and wheel, boar, elephant and sword: all their lights shone as one!',
          hi: 'हंस और बैल, मोर और चक्र, वराह, हाथी और तलवार: सबकी रोशनी एक साथ जगमगा उठी!',
        },
      ],
    },
    {
      id: 'army-melts',
      seconds: 9,
      backdrop: { name: 'battle-plain', light: 'dawn' },
      camera: { from: { x: 340, y: 190, zoom: 1.15 }, to: { x: 330, y: 185, zoom: 1.05 } },
      actors: [
        ...mother('chamunda', 200, 170, 1.1),
        ...mother('vaishnavi', 110, 210, 0.8),
        ...army(360, (i) => [
          { kind: 'sway', amount: 3, every: 0.8 },
          { kind: 'leave', start: 1 + i * 0.6, end: 3 + i * 0.6 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'And the great army melted away like night at sunrise.',
          hi: 'और वह विशाल सेना सूरज निकलते ही रात की तरह पिघलकर मिट गई।',
        },
      ],
    },
    {
      id: 'loudest-cheer',
      seconds: 9,
      backdrop: { name: 'battle-plain', light: 'day' },
      camera: { from: { x: 320, y: 210, zoom: 1.2 }, to: { x: 320, y: 196.3, zoom: 1.1 } },
      music: 'festival-dhol',
      actors: [
        ...allSeven(0, 0.85, [{ kind: 'hop', amount: 5, every: 0.7 }]),
        {
          actor: 'child',
          id: 'hero',
          at: [320, 352],
          scale: 0.85,
          depth: 1.05,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 12, every: 0.6 }],
        },
        { actor: 'petals', at: [320, 160], area: [600, 280], count: 22 },
      ],
      portrait: { on: 'hero', at: [80, -135], size: 72, enter: 'pop', start: 0.8 },
      narration: [
        {
          at: 0.5,
          en: 'The Mothers cheered, and {name} cheered the loudest of all!',
          hi: 'माताओं ने जयकार की, और {name} ने सबसे ज़ोर से जयकारा लगाया!',
        },
      ],
    },
    {
      id: 'the-lesson',
      seconds: 13,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.25 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'child',
          at: [290, 348],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'diya', at: [240, 340], motion: ['flicker'] },
        ...ROW.map(([which], i): ActorInput => ({
          actor: 'glow',
          at: [110 + i * 70, 90 + (i % 2) * 26],
          scale: 0.4,
          depth: 0.5,
          color: LIGHT[which],
          motion: [{ kind: 'bob', amount: 3, every: 2 + i * 0.2 }],
        })),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Alone, each of us is strong. Together, we are stronger.',
          hi: 'अकेले भी हम सब ताक़तवर हैं। पर साथ मिलकर और भी ज़्यादा।',
        },
        {
          at: 8,
          en: 'That is the magic of teamwork!',
          hi: 'यही है मिलकर काम करने का जादू!',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 11,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1 } },
      music: 'lullaby',
      actors: [
        ...ROW.map(([which], i): ActorInput => ({
          actor: 'glow',
          at: [110 + i * 70, 90 + (i % 2) * 30],
          scale: 0.5,
          color: LIGHT[which],
          motion: [{ kind: 'bob', amount: 3, every: 2 + i * 0.2 }],
        })),
        {
          actor: 'child',
          at: [260, 320],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
        { actor: 'diya', at: [210, 312], motion: ['flicker'] },
        { actor: 'fireflies', at: [320, 250], area: [560, 100], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Goodnight, {name}. Sleep well, with seven Mothers watching over you.',
          hi: 'शुभ रात्रि, {name}। चैन से सो जाओ, सात माताएँ तुम्हारी रखवाली कर रही हैं।',
        },
      ],
    },
  ],
});
