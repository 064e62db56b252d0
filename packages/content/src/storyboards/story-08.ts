/**
 * Story 8, "Hanuman's Great Leap to Lanka": Ravana has carried Sita away to his island of Lanka. Rama
 * gives Hanuman his ring for her, and the vanaras search south to the edge of the ocean, where no one
 * can jump so far. Hanuman sits apart: he has forgotten his powers. The child asks wise old Jambavan
 * whether Hanuman could do it, and Jambavan reminds him who he is: the son of the wind, who leapt at
 * the sun as a baby. Hanuman remembers, grows as tall as a mountain, and leaps from Mount Mahendra;
 * the child soars with him over the sea to golden Lanka, where, small as a cat, he finds Sita in a
 * quiet grove and gives her Rama's ring: hope has come across the sea. A friend can remind us of the
 * strength inside.
 *
 * Hanuman is his golden mace in a glow on the ground and the far flying figure in the sky; Rama his
 * bow in a glow; Jambavan the old bear; Sita the `mother` figure from behind; Ravana only a dark cloud
 * over his island. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** Motions for a member of a group standing (dx, dy) from the group's anchor: its `move`s shifted. */
function shifted(motions: Motions, dx: number, dy: number): Motions {
  const by = ([x, y]: readonly [number, number]): [number, number] => [x + dx, y + dy];
  return motions.map((m) =>
    typeof m === 'string' || m.kind !== 'move'
      ? m
      : { ...m, ...(m.to ? { to: by(m.to) } : {}), ...(m.via ? { via: m.via.map(by) } : {}) },
  );
}

/** Hanuman on the ground: his golden mace standing in a warm glow, its foot at (x, y). */
function hanuman(x: number, y: number, scale = 0.8, extra: Motions = [], glowOpacity = 1): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y - 75 * scale],
      scale: 1.6 * scale,
      color: '#ffd98a',
      opacity: glowOpacity,
      motion: ['pulse', ...shifted(extra, 0, -75 * scale)],
    },
    { actor: 'gada', at: [x, y], scale, motion: [{ kind: 'bob', amount: 2, every: 2.5 }, ...extra] },
  ];
}

/** Hanuman in the sky: the far flying figure with his mace, in a glow. */
function flyingHanuman(x: number, y: number, scale = 0.8, extra: Motions = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.2 * scale, color: '#ffe6a0', motion: ['pulse', ...extra] },
    {
      actor: 'flying-hero',
      variant: 1,
      at: [x, y],
      scale,
      motion: [{ kind: 'bob', amount: 3, every: 1.2 }, ...extra],
    },
  ];
}

/** Rama: his golden bow in its glow. */
function rama(x: number, y: number, scale = 1): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.5 * scale, color: '#ffe9b0', motion: ['pulse'] },
    { actor: 'bow', at: [x, y], scale: 0.7 * scale, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
  ];
}

/** Jambavan, the wise old bear, sitting with his staff (`flip` faces left). */
const jambavan = (x: number, y: number, flip = false, extra: Motions = []): ActorInput => ({
  actor: 'bear',
  at: [x, y],
  scale: 0.75,
  flip,
  motion: [{ kind: 'sway', amount: 1, every: 3 }, ...extra],
});

/** A vanara of the search party, empty-handed. */
const vanara = (x: number, y: number, motion: Motions = [], scale = 0.7): ActorInput => ({
  actor: 'vanara',
  variant: 1,
  at: [x, y],
  scale,
  motion,
});

/** The child flying on the wind beside Hanuman, leaning forward. */
const flyingChild = (x: number, y: number, motion: Motions = [], id?: string): ActorInput => ({
  actor: 'child',
  ...(id ? { id } : {}),
  at: [x, y],
  scale: 0.55,
  pose: 'reach',
  rotate: 14,
  motion: [{ kind: 'bob', amount: 5, every: 1.8 }, ...motion],
});

/** Sita, far from home, in the grove. */
const sita = (x: number, y: number, motion: Motions = []): ActorInput => ({
  actor: 'mother',
  at: [x, y],
  scale: 0.85,
  color: '#f5d76e',
  motion: [{ kind: 'sway', amount: 1, every: 4 }, ...motion],
});

export const STORYBOARD_08 = defineStoryboard({
  story: 8,
  version: 1,
  music: 'heroic-drums',
  title: {
    backdrop: { name: 'sea-cliff', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 330, y: 170, zoom: 1.1 } },
    actors: [
      ...flyingHanuman(200, 170, 0.8, [{ kind: 'move', to: [440, 130] }]),
      { actor: 'wind', at: [240, 190], area: [300, 100], count: 5 },
    ],
  },
  credits: {
    backdrop: { name: 'palace-city', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'glow', at: [470, 160], scale: 1.2, color: '#fff1c2', motion: ['pulse'] },
      { actor: 'ring', at: [470, 160], scale: 2.2, motion: [{ kind: 'bob', amount: 3, every: 2.5 }] },
      { actor: 'sparkles', at: [320, 150], area: [560, 200], count: 16 },
    ],
  },
  shots: [
    {
      id: 'far-away',
      seconds: 14,
      backdrop: { name: 'sea-cliff', light: 'dusk' },
      music: 'temple-bells',
      camera: { from: { x: 430, y: 200, zoom: 1.6 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [480, 200],
          scale: 0.7,
          depth: 0.4,
          opacity: 0.85,
          motion: [
            { kind: 'bob', amount: 2, every: 4 },
            { kind: 'move', to: [500, 196] },
          ],
        },
        {
          actor: 'birds',
          at: [300, 120],
          area: [160, 50],
          count: 4,
          depth: 0.5,
          motion: [{ kind: 'move', to: [200, 100] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, the demon king Ravana carried Princess Sita far away, to his island of Lanka.',
          hi: 'बहुत पहले, राक्षस राजा रावण राजकुमारी सीता को बहुत दूर, अपने द्वीप लंका में ले गया।',
        },
      ],
    },
    {
      id: 'ramas-ring',
      seconds: 16,
      backdrop: { name: 'forest', light: 'dusk' },
      camera: { from: { x: 320, y: 230, zoom: 1.45 }, to: { x: 320, y: 225, zoom: 1.55 } },
      actors: [
        ...rama(240, 270),
        ...hanuman(410, 340),
        {
          actor: 'ring',
          at: [260, 240],
          scale: 1.4,
          motion: [
            { kind: 'move', via: [[330, 200]], to: [410, 272], start: 7, end: 11 },
            { kind: 'bob', amount: 2, every: 2 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Rama gave his golden ring to Hanuman, his bravest friend.',
          hi: 'राम ने अपनी सोने की अंगूठी अपने सबसे बहादुर मित्र हनुमान को दी।',
        },
        {
          at: 8,
          en: 'Give this to Sita, so she knows I am coming for her.',
          hi: 'यह सीता को देना, ताकि उन्हें पता चले कि मैं उन्हें लेने आ रहा हूँ।',
        },
      ],
    },
    {
      id: 'the-shore',
      seconds: 14,
      backdrop: 'ocean-shore',
      camera: { from: { x: 260, y: 220, zoom: 1.3 }, to: { x: 360, y: 220, zoom: 1.3 } },
      actors: [
        vanara(40, 340, [{ kind: 'move', to: [250, 340], ease: 'linear' }]),
        vanara(-20, 345, [{ kind: 'move', to: [180, 345], ease: 'linear' }], 0.65),
        ...hanuman(100, 345, 0.7, [{ kind: 'move', to: [340, 345], ease: 'linear' }]),
        {
          actor: 'child',
          at: [20, 352],
          scale: 0.7,
          motion: [
            { kind: 'move', to: [410, 352], ease: 'linear' },
            { kind: 'hop', amount: 3, every: 0.6 },
          ],
        },
        jambavan(470, 345, true),
      ],
      narration: [
        {
          at: 0.5,
          en: 'The vanaras searched far and wide, and came at last to the edge of the great ocean. {name} walked with them.',
          hi: 'वानरों ने दूर-दूर तक खोजा, और आख़िर विशाल समुद्र के किनारे आ पहुँचे। {name} के कदम भी उनके साथ थे।',
        },
      ],
    },
    {
      id: 'too-far',
      seconds: 13,
      backdrop: 'sea-cliff',
      camera: { from: { x: 250, y: 210, zoom: 1.4 }, to: { x: 420, y: 180, zoom: 1.6 } },
      actors: [
        vanara(150, 320, [{ kind: 'sway', amount: 2, every: 3 }], 0.6),
        {
          actor: 'child',
          at: [210, 330],
          scale: 0.62,
          pose: 'point',
          motion: [{ kind: 'sway', amount: 2, every: 2.5 }],
        },
        {
          actor: 'birds',
          at: [420, 160],
          area: [120, 40],
          count: 3,
          depth: 0.5,
          motion: [{ kind: 'move', to: [520, 150] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Somewhere far, far across the water lay Lanka. Who could ever jump so far?',
          hi: 'पानी के उस पार, बहुत-बहुत दूर, कहीं लंका थी। इतनी दूर भला कौन कूद सकता था?',
        },
      ],
    },
    {
      id: 'who-can-jump',
      seconds: 15,
      backdrop: 'ocean-shore',
      camera: { from: { x: 320, y: 230, zoom: 1.4 }, to: { x: 320, y: 225, zoom: 1.45 } },
      actors: [
        vanara(200, 342, [{ kind: 'hop', amount: 14, every: 1.2, start: 1 }]),
        vanara(290, 345, [{ kind: 'hop', amount: 20, every: 1.4, start: 6 }], 0.72),
        vanara(380, 342, [{ kind: 'sway', amount: 3, every: 2 }], 0.68),
        jambavan(470, 345, true),
        ...hanuman(120, 345, 0.6, [], 0.4),
      ],
      narration: [
        {
          at: 0.5,
          en: 'I can jump a little way, said one vanara. I can jump halfway, said another.',
          hi: 'एक वानर बोला: मैं थोड़ी दूर तक कूद सकता हूँ। दूसरा बोला: मैं आधे रास्ते तक।',
        },
        {
          at: 9.5,
          en: 'But no one could jump all the way.',
          hi: 'पर पूरा समुद्र कोई नहीं लाँघ सकता था।',
        },
      ],
    },
    {
      id: 'hanuman-forgot',
      seconds: 16.5,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      music: 'lullaby',
      camera: { from: { x: 200, y: 240, zoom: 1.6 }, to: { x: 190, y: 240, zoom: 1.75 } },
      actors: [...hanuman(160, 345, 0.7, [{ kind: 'pulse', amount: 0.04, every: 3 }], 0.35)],
      narration: [
        {
          at: 0.5,
          en: 'Hanuman sat quietly apart. He had forgotten how strong he was.',
          hi: 'हनुमान चुपचाप एक ओर बैठे थे। वे भूल चुके थे कि वे कितने बलवान हैं।',
        },
        {
          at: 8.5,
          en: 'As a little boy, he was told to forget his powers until someone reminded him.',
          hi: 'बचपन के एक शाप से वे अपनी शक्तियाँ भूल गए थे, जब तक कोई याद न दिलाए।',
        },
      ],
    },
    {
      id: 'child-asks',
      seconds: 13,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      music: 'temple-bells',
      camera: { from: { x: 400, y: 240, zoom: 1.6 }, to: { x: 410, y: 240, zoom: 1.7 } },
      actors: [
        jambavan(480, 345, true),
        {
          actor: 'child',
          id: 'hero',
          at: [360, 352],
          scale: 0.72,
          pose: 'reach',
          motion: [
            { kind: 'move', to: [400, 352], end: 2.5 },
            { kind: 'sway', amount: 2, every: 1.5 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-60, -100], size: 58, enter: 'pop', start: 3 },
      narration: [
        {
          at: 0.5,
          en: "{name} tugged at wise old Jambavan's fur. Can't Hanuman do it?",
          hi: '{name} ने बुद्धिमान जामवंत का हाथ खींचा: क्या हनुमान यह नहीं कर सकते?',
        },
      ],
    },
    {
      id: 'jambavan-reminds',
      seconds: 16,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      camera: { from: { x: 320, y: 225, zoom: 1.35 }, to: { x: 300, y: 235, zoom: 1.45 } },
      actors: [
        jambavan(430, 345, true, [{ kind: 'turn', amount: -6, start: 1, end: 3 }]),
        ...hanuman(200, 345, 0.7, [{ kind: 'pulse', amount: 0.06, every: 1.5 }], 0.6),
        { actor: 'child', at: [350, 352], scale: 0.7, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
        { actor: 'sparkles', at: [220, 260], area: [140, 120], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Jambavan smiled. Hanuman, you are the son of the wind! As a baby you leapt up to the sun!',
          hi: 'जामवंत मुस्कुराए: हनुमान, तुम पवनपुत्र हो! बचपन में तुमने सूरज तक छलांग लगाई थी!',
        },
        {
          at: 10.5,
          en: 'Remember who you are.',
          hi: 'याद करो, तुम कौन हो।',
        },
      ],
    },
    {
      id: 'remembering',
      seconds: 14,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      music: 'heroic-drums',
      camera: { from: { x: 260, y: 240, zoom: 1.5 }, to: { x: 300, y: 180, zoom: 1.1 } },
      actors: [
        {
          actor: 'glow',
          at: [220, 290],
          scale: 3,
          color: '#ffd98a',
          motion: [
            { kind: 'grow', from: 0.3, start: 2, end: 10 },
            { kind: 'move', to: [220, 170], start: 2, end: 10 },
            'pulse',
          ],
        },
        {
          actor: 'gada',
          at: [220, 335],
          scale: 2.2,
          motion: [
            { kind: 'grow', from: 0.3, start: 2, end: 10 },
            { kind: 'bob', amount: 2, every: 2.5 },
          ],
        },
        {
          actor: 'sparkles',
          at: [220, 200],
          area: [220, 240],
          count: 18,
          motion: [{ kind: 'grow', from: 0.3, start: 2, end: 10 }],
        },
        vanara(400, 345, [{ kind: 'hop', amount: 10, every: 0.8, start: 9 }], 0.6),
        {
          actor: 'child',
          at: [460, 352],
          scale: 0.65,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.7, start: 9 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Hanuman remembered! His strength came flooding back, and he grew and grew, as tall as a mountain!',
          hi: 'हनुमान को सब याद आ गया! उनकी सारी शक्ति लौट आई, और वे बढ़ते-बढ़ते पर्वत जितने ऊँचे हो गए!',
        },
      ],
    },
    {
      id: 'you-can-do-it',
      seconds: 12,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      music: 'festival-dhol',
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 330, y: 210, zoom: 1.3 } },
      actors: [
        { actor: 'glow', at: [200, 175], scale: 2.6, color: '#ffd98a', motion: ['pulse'] },
        { actor: 'gada', at: [200, 340], scale: 2.2, motion: [{ kind: 'bob', amount: 3, every: 2 }] },
        vanara(330, 342, [{ kind: 'hop', amount: 10, every: 0.8 }], 0.6),
        vanara(390, 345, [{ kind: 'hop', amount: 12, every: 0.9 }], 0.62),
        jambavan(470, 345, true, [{ kind: 'hop', amount: 3, every: 1 }]),
        {
          actor: 'child',
          at: [430, 352],
          scale: 0.65,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.6 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'You can do it, Hanuman! cheered {name}, and all the vanaras cheered too.',
          hi: 'तुम कर सकते हो, हनुमान! {name} ने जयकारा लगाया, और सारे वानर भी साथ में चिल्लाए।',
        },
      ],
    },
    {
      id: 'the-leap',
      seconds: 13,
      backdrop: { name: 'sea-cliff', light: 'dawn' },
      camera: { from: { x: 230, y: 220, zoom: 1.4 }, to: { x: 370, y: 160, zoom: 1.2 } },
      actors: [
        ...hanuman(140, 320, 1.4, [], 0.9).map((actor) => ({
          ...actor,
          motion: [...(actor.motion ?? []), { kind: 'leave' as const, start: 6.5, end: 7 }],
        })),
        ...flyingHanuman(170, 240, 1, [
          { kind: 'appear', start: 6.5, end: 7 },
          { kind: 'move', via: [[330, 140]], to: [620, 120], start: 7, end: 12.5, ease: 'in' },
        ]),
        {
          actor: 'wind',
          at: [260, 200],
          area: [300, 140],
          count: 8,
          motion: [
            { kind: 'appear', start: 6.5 },
            { kind: 'move', to: [480, 140], start: 7 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Hanuman climbed Mount Mahendra, bowed to Rama in his heart, and with a mighty roar, he leapt!',
          hi: 'हनुमान महेंद्र पर्वत पर चढ़े, मन ही मन राम को प्रणाम किया, और एक ज़ोरदार गर्जना के साथ छलांग लगा दी!',
        },
      ],
    },
    {
      id: 'over-the-sea',
      seconds: 15,
      backdrop: { name: 'sunrise-sky', light: 'dawn' },
      camera: { from: { x: 300, y: 200, zoom: 1.3 }, to: { x: 340, y: 180, zoom: 1.3 } },
      actors: [
        ...flyingHanuman(380, 170, 0.9, [{ kind: 'move', to: [430, 150] }]),
        { actor: 'wind', at: [260, 220], area: [360, 140], count: 8, motion: [{ kind: 'bob', amount: 4 }] },
        flyingChild(250, 240, [{ kind: 'move', to: [300, 215] }], 'hero'),
      ],
      portrait: { on: 'hero', at: [-70, -70], size: 58, enter: 'pop', start: 3 },
      narration: [
        {
          at: 0.5,
          en: '{name} flew beside him on the wind, and together they soared over the sea, faster than any bird.',
          hi: 'हवा ने {name} को भी उनके साथ उड़ा लिया, और वे किसी भी पंछी से तेज़ समुद्र के ऊपर उड़ते गए।',
        },
      ],
    },
    {
      id: 'waves-below',
      seconds: 14.5,
      backdrop: 'ocean-shore',
      camera: { from: { x: 300, y: 200, zoom: 1.6 }, to: { x: 360, y: 190, zoom: 1.6 } },
      actors: [
        ...flyingHanuman(160, 150, 0.6, [{ kind: 'move', to: [520, 140], ease: 'linear' }]),
        flyingChild(70, 210, [{ kind: 'move', to: [430, 200], ease: 'linear' }]),
        {
          actor: 'fish',
          at: [300, 285],
          scale: 0.4,
          depth: 0.8,
          motion: [{ kind: 'hop', amount: 18, every: 2.2 }],
        },
        {
          actor: 'fish',
          at: [420, 290],
          scale: 0.35,
          depth: 0.8,
          flip: true,
          motion: [{ kind: 'hop', amount: 14, every: 1.8 }],
        },
        { actor: 'sparkles', at: [360, 280], area: [300, 30], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Below them the waves sparkled, and fish leapt up to watch them pass.',
          hi: 'नीचे लहरें झिलमिला रही थीं, और मछलियाँ उछल-उछलकर उन्हें देख रही थीं।',
        },
        {
          at: 8.5,
          en: 'Hanuman did not stop to rest. Rama was waiting.',
          hi: 'हनुमान आराम करने को नहीं रुके। राम राह देख रहे थे।',
        },
      ],
    },
    {
      id: 'lanka',
      seconds: 14.5,
      backdrop: { name: 'palace-city', light: 'dusk' },
      music: 'temple-bells',
      camera: { from: { x: 320, y: 160, zoom: 1.3 }, to: { x: 330, y: 200, zoom: 1.35 } },
      actors: [
        ...flyingHanuman(60, 100, 0.8, [
          { kind: 'move', to: [360, 250], end: 7, ease: 'out' },
          { kind: 'leave', start: 7.5, end: 8.5 },
        ]),
        {
          actor: 'sparkles',
          at: [360, 260],
          area: [90, 70],
          count: 10,
          motion: [{ kind: 'appear', start: 7.5 }, 'pulse'],
        },
        ...hanuman(360, 312, 0.3).map((actor) => ({
          ...actor,
          motion: [...(actor.motion ?? []), { kind: 'appear' as const, start: 8, end: 9 }],
        })),
      ],
      narration: [
        {
          at: 0.5,
          en: 'At last: Lanka, a city of gold, shining in the evening light!',
          hi: 'आख़िरकार, लंका! शाम की रोशनी में चमचमाती सोने की नगरी!',
        },
        {
          at: 7.5,
          en: 'Hanuman made himself as small as a cat, so no one would see him.',
          hi: 'हनुमान बिल्ली जितने छोटे बन गए, ताकि कोई उन्हें देख न पाए।',
        },
      ],
    },
    {
      id: 'the-grove',
      seconds: 14,
      backdrop: { name: 'forest', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 300, y: 220, zoom: 1.3 }, to: { x: 340, y: 235, zoom: 1.5 } },
      actors: [
        { actor: 'tree', at: [380, 345], scale: 1.3, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        sita(360, 345),
        { actor: 'fireflies', at: [330, 240], area: [400, 140], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'In a quiet garden, under an ashoka tree, Sita waited, sad and far from home.',
          hi: 'एक शांत बग़ीचे में, अशोक के पेड़ के नीचे, सीता उदास खड़ी थीं, घर से बहुत दूर।',
        },
      ],
    },
    {
      id: 'the-ring',
      seconds: 18.5,
      backdrop: { name: 'forest', light: 'night' },
      camera: { from: { x: 340, y: 235, zoom: 1.5 }, to: { x: 350, y: 240, zoom: 1.65 } },
      actors: [
        { actor: 'tree', at: [380, 345], scale: 1.3, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        sita(360, 345),
        ...hanuman(440, 345, 0.5),
        {
          actor: 'ring',
          at: [440, 280],
          scale: 1.3,
          motion: [
            { kind: 'move', via: [[410, 250]], to: [372, 262], start: 2, end: 6 },
            { kind: 'bob', amount: 2, every: 2 },
          ],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [260, 352],
          scale: 0.7,
          motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
        },
      ],
      portrait: { on: 'hero', at: [-60, -100], size: 56, enter: 'glow', start: 7 },
      narration: [
        {
          at: 0.5,
          en: "Hanuman bowed low and gave her Rama's ring.",
          hi: 'हनुमान ने झुककर प्रणाम किया और उन्हें राम की अंगूठी दी।',
        },
        {
          at: 7,
          en: 'Rama has not forgotten you, he whispered. He is coming! {name} nodded: it is true!',
          hi: 'उन्होंने धीरे से कहा: राम आपको भूले नहीं हैं, वे आ रहे हैं! {name} ने भी हाँ में सिर हिलाया।',
        },
      ],
    },
    {
      id: 'hope',
      seconds: 14,
      backdrop: { name: 'forest', light: 'dawn' },
      music: 'temple-bells',
      camera: { from: { x: 350, y: 240, zoom: 1.6 }, to: { x: 340, y: 220, zoom: 1.35 } },
      actors: [
        { actor: 'tree', at: [380, 345], scale: 1.3, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        {
          actor: 'glow',
          at: [362, 280],
          scale: 1.4,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.4, end: 6 }, 'pulse'],
        },
        sita(360, 345),
        { actor: 'ring', at: [372, 262], scale: 1.2, motion: [{ kind: 'bob', amount: 2, every: 2 }] },
        ...hanuman(440, 345, 0.5),
        { actor: 'petals', at: [350, 160], area: [400, 240], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Sita held the ring to her heart, and her tears turned into a smile. Hope had come across the sea.',
          hi: 'सीता ने अंगूठी को दिल से लगा लिया, और उनके आँसू मुस्कान में बदल गए। समुद्र पार करके उम्मीद आ पहुँची थी।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 16.5,
      backdrop: { name: 'ocean-shore', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 330, y: 220, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...hanuman(420, 345, 0.7),
        {
          actor: 'child',
          id: 'hero',
          at: [300, 352],
          scale: 0.6,
          pose: 'sit',
          motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
        },
        { actor: 'stars', at: [320, 90], area: [600, 140], count: 20, depth: 0 },
      ],
      portrait: { on: 'hero', at: [-70, -70], size: 56, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'There is great strength inside every one of us. Sometimes a friend just has to remind us.',
          hi: 'हम सबके भीतर बड़ी ताक़त छिपी है। कभी-कभी बस किसी दोस्त को याद दिलाना पड़ता है।',
        },
        {
          at: 10,
          en: 'Goodnight, mighty Hanuman. Goodnight, {name}.',
          hi: 'शुभ रात्रि, बलवान हनुमान। शुभ रात्रि, {name}।',
        },
      ],
    },
  ],
});
