/**
 * Story 17, "Durga and the Shape-Shifting Mahishasura": the proud buffalo king Mahishasura, whom no
 * man and no god can defeat, drives the gods out of heaven; their joined light becomes Goddess Durga
 * on her lion, and the child rides with her. For nine days and nights he changes shape (a buffalo, a
 * lion, an elephant) and the child sees he is still the same proud Mahishasura; on earth people light
 * a lamp each night (Navratri), and on the tenth morning her trident's light breaks his pride
 * (Vijayadashami): goodness wins over pride.
 *
 * Durga is her lion and her trident in a golden glow, the gods little lights; Mahishasura and his
 * shapes are shadows with a rim of light, never faces, and the battle is light against shadow. Hindi
 * never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** Move every part of a group by the same offset over the shot (or from `start` to `end`). */
function travel(parts: ActorInput[], dx: number, dy: number, start?: number, end?: number): ActorInput[] {
  return parts.map((part) => ({
    ...part,
    motion: [
      ...(part.motion ?? []),
      {
        kind: 'move' as const,
        to: [part.at[0] + dx, part.at[1] + dy] as [number, number],
        ...(start === undefined ? {} : { start }),
        ...(end === undefined ? {} : { end }),
      },
    ],
  }));
}

/**
 * Durga: her lion with her trident shining over it in a golden glow, as if she rode there. The lion's
 * front paws stand at (x, y). `rider` seats the child on the lion's back (with that id).
 */
function durga(x: number, y: number, scale = 1, rider?: { id?: string; pose?: ActorInput['pose'] }) {
  const parts: ActorInput[] = [
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
  if (rider)
    parts.push({
      actor: 'child',
      ...(rider.id ? { id: rider.id } : {}),
      at: [x - 12 * scale, y - 44 * scale],
      scale: 0.42 * scale,
      pose: rider.pose ?? 'sit',
      look: 'colour',
      motion: [{ kind: 'bob', amount: 1, every: 1.4 }],
    });
  return parts;
}

/** A god as a little light with a few sparkles; `extra` motions (a flight) apply to both. */
const GOD_COLORS = ['#ffc94a', '#ff7fb0', '#7fb0ff'] as const;
function godLight(x: number, y: number, i: number, extra: Motions = []): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y],
      scale: 1,
      color: GOD_COLORS[i % GOD_COLORS.length],
      motion: ['pulse', ...extra],
    },
    { actor: 'sparkles', at: [x, y], area: [50, 50], count: 6, motion: extra },
  ];
}

/** Mahishasura in one of his shapes: 0 the buffalo, 1 the lion, 2 the elephant (shadows facing left). */
const beast = (variant: number, x: number, extra: Motions = [], scale = 0.8): ActorInput => ({
  actor: 'shadow-beast',
  variant,
  at: [x, 336],
  scale,
  motion: [{ kind: 'sway', amount: 1.5, every: 2.2 }, ...extra],
});

const stormClouds: ActorInput[] = [
  { actor: 'storm-cloud', at: [520, 80], scale: 0.9, depth: 0.3, motion: [{ kind: 'move', to: [470, 85] }] },
  {
    actor: 'storm-cloud',
    at: [660, 120],
    scale: 0.7,
    depth: 0.25,
    variant: 1,
    motion: [{ kind: 'move', to: [590, 115] }],
  },
];

export const STORYBOARD_17 = defineStoryboard({
  story: 17,
  version: 2,
  music: 'heroic-drums',
  title: {
    backdrop: { name: 'battle-plain', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...durga(300, 330, 1), { actor: 'petals', at: [320, 160], area: [600, 300], count: 12 }],
  },
  credits: {
    backdrop: { name: 'night-sky', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...durga(420, 330, 0.9), { actor: 'fireflies', at: [320, 240], area: [560, 140], count: 14 }],
  },
  shots: [
    {
      id: 'buffalo-king',
      seconds: 13,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 410, y: 200, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...stormClouds,
        {
          actor: 'shadow-giant',
          variant: 2,
          at: [430, 338],
          scale: 0.85,
          motion: [{ kind: 'sway', amount: 1.5, every: 2.6 }],
        },
        {
          actor: 'shadow-beast',
          variant: 0,
          at: [250, 300],
          scale: 0.4,
          depth: 0.6,
          opacity: 0.8,
          motion: [
            { kind: 'appear', start: 7, end: 8.5 },
            { kind: 'move', to: [200, 300] },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago there lived a proud asura king called Mahishasura. Whenever he liked, he could become a giant buffalo.',
          hi: 'बहुत पहले महिषासुर नाम का एक घमंडी असुर राजा था। वह जब चाहे, एक विशाल भैंसा बन जाता था।',
        },
      ],
    },
    {
      id: 'the-boon',
      seconds: 13,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 430, y: 220, zoom: 1.6 }, to: { x: 418, y: 200, zoom: 1.45 } },
      actors: [
        ...stormClouds,
        {
          actor: 'shadow-giant',
          variant: 2,
          at: [430, 338],
          scale: 0.85,
          motion: [
            { kind: 'sway', amount: 1.5, every: 2.6 },
            { kind: 'grow', from: 0.9, start: 5, end: 10 },
          ],
        },
        {
          actor: 'sparkles',
          at: [430, 200],
          area: [160, 160],
          count: 10,
          color: '#ff8a5c',
          motion: [{ kind: 'leave', start: 5, end: 7 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He had a boon: no man and no god could ever defeat him. So he grew prouder, and prouder.',
          hi: 'उसे एक वरदान मिला था: कोई पुरुष या देवता उसे कभी हरा नहीं सकता। इसलिए उसका घमंड बढ़ता ही गया।',
        },
      ],
    },
    {
      id: 'gods-chased',
      seconds: 12,
      backdrop: { name: 'sunrise-sky', light: 'night' },
      camera: { from: { x: 360, y: 180, zoom: 1.2 }, to: { x: 280, y: 180, zoom: 1.2 } },
      actors: [
        ...[0, 1, 2].flatMap((i) =>
          godLight(330 + i * 50, 150 + i * 25, i, [
            { kind: 'move', to: [40 + i * 40, 130 + i * 30], start: 2 + i * 0.5, ease: 'in' },
          ]),
        ),
        {
          actor: 'storm-cloud',
          at: [720, 140],
          scale: 1.2,
          motion: [{ kind: 'move', to: [470, 150] }],
        },
        {
          actor: 'storm-cloud',
          at: [760, 230],
          scale: 0.9,
          variant: 1,
          motion: [{ kind: 'move', to: [540, 220] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'He marched into heaven with his army and chased the gods away from their home.',
          hi: 'वह अपनी सेना लेकर स्वर्ग पर चढ़ आया, और देवताओं को उनके घर से भगा दिया।',
        },
      ],
    },
    {
      id: 'one-great-light',
      seconds: 17,
      backdrop: { name: 'kailash', light: 'dawn' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 210, zoom: 1.3 } },
      actors: [
        ...[0, 1, 2].flatMap((i) =>
          godLight(120 + i * 200, 120 + (i % 2) * 40, i, [
            { kind: 'move', to: [320, 200], start: 1, end: 7 },
            { kind: 'leave', start: 7, end: 8 },
          ]),
        ),
        {
          actor: 'glow',
          at: [320, 200],
          scale: 3,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.1, start: 5, end: 9 }, 'pulse'],
        },
        ...durga(300, 330, 1).map((part) => ({
          ...part,
          motion: [...(part.motion ?? []), { kind: 'appear' as const, start: 9, end: 10.5 }],
        })),
        { actor: 'sparkles', at: [320, 220], area: [260, 180], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then the gods joined all their light together, and it grew brighter and brighter.',
          hi: 'तब सब देवताओं ने अपनी-अपनी रोशनी एक साथ मिला दी, और वह तेज़, और तेज़ होती गई।',
        },
        {
          at: 9.5,
          en: 'Out of that light came Goddess Durga, riding a mighty lion!',
          hi: 'उसी रोशनी से प्रकट हुईं देवी दुर्गा, एक शक्तिशाली सिंह पर सवार!',
        },
      ],
    },
    {
      id: 'ride-with-me',
      seconds: 14,
      backdrop: { name: 'mountain-pass', light: 'day' },
      camera: { from: { x: 320, y: 220, zoom: 1.4 }, to: { x: 330, y: 230, zoom: 1.55 } },
      actors: [
        ...durga(380, 330, 1),
        {
          actor: 'child',
          id: 'hero',
          at: [200, 340],
          scale: 0.8,
          pose: 'wave',
          motion: [
            { kind: 'move', to: [270, 340], start: 0.5, end: 4 },
            { kind: 'hop', amount: 4, every: 0.8 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-70, -100], size: 60, enter: 'pop', start: 4.5 },
      narration: [
        {
          at: 0.5,
          en: '{name} gazed up at her shining trident. Durga smiled: Come, ride with me!',
          hi: '{name} ने उनके चमकते त्रिशूल को निहारा। दुर्गा मुस्कुराईं: आओ, मेरे साथ चलो!',
        },
      ],
    },
    {
      id: 'ride-out',
      seconds: 13,
      backdrop: { name: 'battle-plain', light: 'dawn' },
      camera: { from: { x: 230, y: 220, zoom: 1.5 }, to: { x: 400, y: 220, zoom: 1.5 } },
      actors: [
        ...travel(durga(150, 330, 1, {}), 300, 0),
        {
          actor: 'birds',
          at: [420, 110],
          area: [200, 60],
          count: 5,
          depth: 0.4,
          motion: [{ kind: 'move', to: [560, 90] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Up onto the lion's back went {name}, holding on tight, and away they rode to the wide battle plain.",
          hi: '{name} ने सिंह की पीठ पर बैठकर उसकी अयाल कसकर पकड़ ली, और वे युद्ध के खुले मैदान की ओर चल पड़े।',
        },
      ],
    },
    {
      id: 'buffalo-charges',
      seconds: 12,
      backdrop: { name: 'battle-plain', light: 'day' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 330, y: 210, zoom: 1.3 } },
      actors: [
        ...durga(170, 330, 1, {}),
        beast(0, 700, [
          { kind: 'move', to: [470, 336], start: 1, end: 7 },
          { kind: 'hop', amount: 4, every: 0.6 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'There was Mahishasura, a huge buffalo, snorting and stamping. Here he came, thud, thud, thud!',
          hi: 'सामने था महिषासुर, एक विशाल भैंसा, फुफकारता और खुर पटकता हुआ। धम, धम, धम, वह दौड़ा चला आया!',
        },
      ],
    },
    {
      id: 'trident-flash',
      seconds: 11,
      backdrop: { name: 'battle-plain', light: 'day' },
      camera: { from: { x: 320, y: 210, zoom: 1.3 }, to: { x: 320, y: 200, zoom: 1.2 } },
      actors: [
        ...durga(170, 330, 1, {}),
        {
          actor: 'glow',
          at: [330, 260],
          scale: 2.6,
          color: '#fff1c2',
          motion: [
            { kind: 'grow', from: 0.1, start: 2, end: 3 },
            { kind: 'leave', start: 4, end: 6 },
          ],
        },
        beast(0, 470, [{ kind: 'move', to: [560, 336], start: 2.5, end: 5, ease: 'out' }]),
        { actor: 'sparkles', at: [330, 250], area: [200, 120], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Durga lifted her trident. Flash! Its light pushed the buffalo right back.',
          hi: 'दुर्गा ने त्रिशूल उठाया। चमाचम! उसकी रोशनी ने भैंसे को पीछे धकेल दिया।',
        },
      ],
    },
    {
      id: 'now-a-lion',
      seconds: 15,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 330, y: 220, zoom: 1.4 }, to: { x: 330, y: 210, zoom: 1.3 } },
      actors: [
        ...durga(170, 330, 1, {}),
        beast(0, 480, [{ kind: 'leave', start: 2, end: 4 }]),
        {
          actor: 'sparkles',
          at: [480, 280],
          area: [160, 100],
          count: 10,
          color: '#ff8a5c',
          motion: [{ kind: 'leave', start: 5, end: 6 }],
        },
        beast(1, 480, [
          { kind: 'appear', start: 3, end: 5 },
          { kind: 'hop', amount: 3, every: 1.5 },
        ]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Quick as smoke, Mahishasura changed his shape. Now he was a roaring lion!',
          hi: 'धुएँ की तरह झट से महिषासुर ने अपना रूप बदल लिया। अब वह दहाड़ता हुआ शेर था!',
        },
        {
          at: 10,
          en: "But Durga's lion roared louder still.",
          hi: 'पर दुर्गा का सिंह उससे भी ज़ोर से दहाड़ा।',
        },
      ],
    },
    {
      id: 'now-an-elephant',
      seconds: 13,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 330, y: 200, zoom: 1.25 }, to: { x: 360, y: 210, zoom: 1.35 } },
      actors: [
        ...durga(170, 330, 1, {}),
        beast(1, 480, [{ kind: 'leave', start: 1, end: 3 }]),
        beast(
          2,
          480,
          [
            { kind: 'appear', start: 2, end: 4 },
            { kind: 'hop', amount: 5, every: 1 },
          ],
          0.9,
        ),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then he became a giant elephant, trumpeting and stamping until the ground shook.',
          hi: 'फिर वह बन गया एक विशाल हाथी, जो चिंघाड़ता और ऐसे पैर पटकता कि धरती काँप उठी।',
        },
      ],
    },
    {
      id: 'child-sees',
      seconds: 14,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 250, y: 235, zoom: 1.7 }, to: { x: 290, y: 225, zoom: 1.45 } },
      actors: [...durga(170, 330, 1, { id: 'hero' }), beast(2, 430, [], 0.9)],
      portrait: { on: 'hero', at: [-60, -90], size: 46, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} held on tight and called out: You can change your shape, but you are still the same proud Mahishasura!',
          hi: '{name} ने ज़ोर से पुकारा: तुम चाहे जितने रूप बदल लो, अंदर से तो वही घमंडी महिषासुर हो!',
        },
      ],
    },
    {
      id: 'nine-days',
      seconds: 15,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 170, zoom: 1.15 }, to: { x: 320, y: 186, zoom: 1.05 } },
      actors: [
        {
          actor: 'moon',
          at: [60, 200],
          scale: 0.6,
          depth: 0,
          motion: [{ kind: 'move', to: [580, 200], via: [[320, 60]], ease: 'linear' }],
        },
        { actor: 'stars', at: [320, 110], area: [620, 200], count: 30 },
        ...durga(170, 330, 0.7),
        { ...beast(0, 470, [], 0.7), at: [470, 330] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The battle went on for nine whole days and nine nights. The sun and the moon rose and set, again and again.',
          hi: 'लड़ाई पूरे नौ दिन और नौ रातें चलती रही। सूरज और चाँद बार-बार उगते और डूबते रहे।',
        },
      ],
    },
    {
      id: 'nine-lamps',
      seconds: 17,
      music: 'temple-bells',
      backdrop: { name: 'temple-courtyard', light: 'night' },
      camera: { from: { x: 320, y: 246, zoom: 1.6 }, to: { x: 320, y: 230, zoom: 1.4 } },
      actors: [
        ...Array.from({ length: 9 }, (_, i): ActorInput => ({
          actor: 'diya',
          at: [176 + i * 36, 350],
          scale: 1.1,
          motion: [{ kind: 'appear', start: 1 + i * 0.9, end: 1.6 + i * 0.9 }, 'flicker'],
        })),
        { actor: 'mother', at: [140, 356], scale: 0.75, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        {
          actor: 'friend',
          variant: 1,
          at: [500, 356],
          scale: 0.7,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 1.5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Down on earth, people lit a lamp for Durga every night: one, two, three, all the way to nine.',
          hi: 'धरती पर लोग हर रात दुर्गा के लिए एक दीया जलाते: एक, दो, तीन, पूरे नौ तक।',
        },
        {
          at: 11,
          en: 'That is why we still keep Navratri, the nine nights.',
          hi: 'इसीलिए हम आज भी नवरात्रि मनाते हैं, यानी नौ रातें।',
        },
      ],
    },
    {
      id: 'tenth-morning',
      seconds: 13,
      music: 'heroic-drums',
      backdrop: { name: 'battle-plain', light: 'dawn' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 360, y: 200, zoom: 1.2 } },
      actors: [
        ...durga(170, 330, 1, {}),
        beast(
          0,
          440,
          [
            { kind: 'grow', from: 0.6, start: 1, end: 6 },
            { kind: 'hop', amount: 3, every: 1.2 },
          ],
          1.05,
        ),
      ],
      narration: [
        {
          at: 0.5,
          en: 'On the tenth morning, Mahishasura became a buffalo once more, the biggest and proudest of all.',
          hi: 'दसवीं सुबह महिषासुर फिर से भैंसा बन गया, अब तक का सबसे बड़ा और सबसे घमंडी।',
        },
      ],
    },
    {
      id: 'goodness-wins',
      seconds: 19,
      backdrop: { name: 'battle-plain', light: 'dawn' },
      camera: { from: { x: 300, y: 210, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'glow',
          at: [210, 220],
          scale: 4,
          color: '#ffc94a',
          motion: [{ kind: 'grow', from: 0.2, start: 2, end: 8 }, 'pulse'],
        },
        ...durga(170, 330, 1, {}),
        beast(0, 440, [{ kind: 'leave', start: 9, end: 13 }], 1.05),
        {
          actor: 'sparkles',
          at: [400, 230],
          area: [360, 200],
          count: 30,
          color: '#fff1b8',
          motion: [{ kind: 'appear', start: 8, end: 10 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Durga raised her trident high, and it shone like a thousand suns.',
          hi: 'दुर्गा ने अपना त्रिशूल ऊँचा उठाया, और वह हज़ार सूरजों की तरह चमक उठा।',
        },
        {
          at: 8.5,
          en: 'In one great flash his pride was broken, and the shadow melted away like mist in the sunshine.',
          hi: 'एक बड़ी चमक के साथ उसका घमंड टूट गया, और उसकी परछाईं धूप में कोहरे की तरह पिघल गई।',
        },
      ],
    },
    {
      id: 'flowers-from-heaven',
      seconds: 13,
      music: 'festival-dhol',
      backdrop: { name: 'battle-plain', light: 'day' },
      camera: { from: { x: 300, y: 200, zoom: 1.2 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...durga(250, 330, 1, { pose: 'wave' }),
        ...[0, 1, 2].flatMap((i) =>
          godLight(380 + i * 80, 60 + i * 20, i, [{ kind: 'orbit', amount: 8, every: 3 + i * 0.4 }]),
        ),
        { actor: 'petals', at: [320, 160], area: [620, 300], count: 24 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The gods went home to heaven and showered flowers on Durga, singing: Jai Mata Di!',
          hi: 'देवता अपने घर, स्वर्ग, लौट आए, और दुर्गा पर फूल बरसाते हुए गाने लगे: जय माता दी!',
        },
      ],
    },
    {
      id: 'vijayadashami',
      seconds: 17,
      backdrop: { name: 'festival-street', light: 'dusk' },
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 320, y: 210, zoom: 1.3 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [320, 340],
          scale: 0.8,
          pose: 'wave',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 6, every: 0.7 }],
        },
        ...[0, 2, 3].map((variant, i): ActorInput => ({
          actor: 'friend',
          variant,
          at: [200 + i * 120 + (i > 0 ? 60 : 0), 344],
          scale: 0.75,
          pose: 'wave',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 5, every: 0.8 + i * 0.1 }],
        })),
        { actor: 'petals', at: [320, 150], area: [600, 200], count: 14 },
      ],
      portrait: { on: 'hero', at: [0, -130], size: 54, enter: 'pop', start: 9 },
      narration: [
        {
          at: 0.5,
          en: 'That tenth day is Vijayadashami, the day of victory, when goodness won over pride.',
          hi: 'वही दसवाँ दिन है विजयादशमी, यानी जीत का दिन, जब अच्छाई ने घमंड को हरा दिया।',
        },
        {
          at: 9.5,
          en: 'Under the lanterns, {name} danced with everyone!',
          hi: 'लालटेनों के नीचे {name} के पाँव भी सबके साथ थिरक उठे!',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 18,
      music: 'lullaby',
      backdrop: { name: 'mountain-pass', light: 'night' },
      camera: { from: { x: 330, y: 240, zoom: 1.6 }, to: { x: 320, y: 200, zoom: 1.2 } },
      actors: [
        ...durga(380, 330, 1),
        {
          actor: 'child',
          id: 'hero',
          at: [280, 336],
          scale: 0.7,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'fireflies', at: [320, 260], area: [500, 140], count: 12 },
      ],
      portrait: { on: 'hero', at: [-60, -80], size: 50, enter: 'rise', start: 9 },
      narration: [
        {
          at: 0.5,
          en: 'Pride can change its shape as often as it likes, but goodness wins in the end.',
          hi: 'घमंड चाहे जितने रूप बदल ले, आख़िर में जीत अच्छाई की ही होती है।',
        },
        {
          at: 9.5,
          en: "Goodnight, {name}. Durga's lion is keeping watch.",
          hi: 'शुभ रात्रि, {name}। दुर्गा का सिंह पहरा दे रहा है।',
        },
      ],
    },
  ],
});
