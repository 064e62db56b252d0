/**
 * Story 25, "Chamunda Defeats Chanda and Munda": the child sits with Goddess Durga (her lion and her
 * shining trident) high in the Himalayas when two boastful generals, Chanda and Munda (horned
 * shadows), march up with an army to capture her. Durga's brow darkens and a fierce goddess leaps
 * from it (Kali's sword in its deep blue glow); the army scatters like smoke, the two boasters are
 * beaten in two flashes of light, and Durga names her Chamunda. The child cheers the new name.
 *
 * The generals and their army are shadows that fade; nothing else is shown. Hindi never makes a word
 * agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Durga's lion with her trident shining over it, as if she sat there. */
function durga(x: number, y: number, scale = 1, glowColor = '#ffe6a0'): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x + 30 * scale, y - 110 * scale],
      scale: 1.7 * scale,
      color: glowColor,
      motion: ['pulse'],
    },
    { actor: 'lion', at: [x, y], scale: 0.9 * scale, motion: [{ kind: 'sway', amount: 1, every: 3.5 }] },
    {
      actor: 'trishul',
      at: [x + 30 * scale, y - 30 * scale],
      scale: 1.1 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 3 }],
    },
  ];
}

/** Chamunda's presence: Kali's sword in its deep blue glow. */
function chamunda(x: number, y: number, scale = 1, motion: ActorInput['motion'] = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 2.2 * scale, color: '#5b6cff', motion: ['pulse', ...(motion ?? [])] },
    {
      actor: 'kali-sign',
      at: [x, y],
      scale,
      motion: [{ kind: 'bob', amount: 4, every: 3 }, ...(motion ?? [])],
    },
  ];
}

/** Chanda (horned) or Munda (buffalo-horned): a general's shadow. */
const general = (
  x: number,
  y: number,
  scale: number,
  which: 'chanda' | 'munda',
  motion: ActorInput['motion'],
): ActorInput => ({
  actor: 'shadow-giant',
  at: [x, y],
  scale,
  variant: which === 'chanda' ? 0 : 2,
  motion,
});

/** Their army: small shadows marching behind them. */
const army = (
  x: number,
  y: number,
  to: [number, number] | undefined,
  extra: ActorInput['motion'] = [],
): ActorInput[] =>
  [
    [0, 0, 0.3],
    [-40, 4, 0.28],
    [-80, -2, 0.32],
    [-120, 3, 0.27],
    [-160, 0, 0.3],
  ].map(([dx = 0, dy = 0, scale = 0.3], i) => ({
    actor: 'shadow-giant',
    at: [x + dx, y + dy],
    scale,
    motion: [
      ...(to ? [{ kind: 'move' as const, to: [to[0] + dx, to[1] + dy] as [number, number] }] : []),
      { kind: 'hop', amount: 2, every: 0.6 + i * 0.05 },
      ...(extra ?? []),
    ],
  }));

export const STORYBOARD_25 = defineStoryboard({
  story: 25,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'mountain-pass', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...durga(200, 300, 0.8), ...chamunda(450, 150, 0.7)],
  },
  credits: {
    backdrop: { name: 'mountain-pass', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...chamunda(320, 140, 0.6), { actor: 'fireflies', at: [320, 250], area: [560, 120], count: 12 }],
  },
  shots: [
    {
      id: 'himalayas',
      seconds: 13,
      backdrop: { name: 'mountain-pass', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...durga(300, 310, 0.9),
        {
          actor: 'birds',
          at: [180, 110],
          area: [160, 50],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 90] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'High in the snowy Himalayas, Goddess Durga sat peacefully on her lion, watching over the world.',
          hi: 'बर्फ़ से ढके हिमालय पर, देवी दुर्गा अपने सिंह पर शांति से बैठी थीं, और पूरी दुनिया पर नज़र रखे हुए थीं।',
        },
      ],
    },
    {
      id: 'watching-clouds',
      seconds: 10,
      backdrop: { name: 'mountain-pass', light: 'day' },
      camera: { from: { x: 320, y: 225, zoom: 1.4 }, to: { x: 330, y: 220, zoom: 1.5 } },
      actors: [
        ...durga(260, 320, 0.9),
        {
          actor: 'child',
          at: [380, 338],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 1.6 }],
        },
        {
          actor: 'cloud',
          at: [420, 160],
          scale: 0.7,
          depth: 0.4,
          motion: [{ kind: 'move', to: [470, 160] }],
        },
        {
          actor: 'cloud',
          at: [200, 140],
          scale: 0.5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [240, 140] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} loved sitting beside her, watching the clouds float by.',
          hi: '{name} को उनके पास बैठकर तैरते बादल देखना बहुत अच्छा लगता था।',
        },
      ],
    },
    {
      id: 'far-below',
      seconds: 11.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 360, y: 200, zoom: 1.2 } },
      music: 'heroic-drums',
      actors: [
        {
          actor: 'storm-cloud',
          at: [420, 80],
          scale: 0.9,
          depth: 0.3,
          motion: [{ kind: 'move', to: [470, 80] }],
        },
        general(180, 340, 0.75, 'chanda', [
          { kind: 'move', to: [300, 340] },
          { kind: 'hop', amount: 3, every: 0.6 },
        ]),
        general(110, 336, 0.7, 'munda', [
          { kind: 'move', to: [230, 336] },
          { kind: 'hop', amount: 3, every: 0.65 },
        ]),
        ...army(40, 306, [160, 306]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'But far below, two boastful generals, Chanda and Munda, were marching up the mountain with a huge army.',
          hi: 'पर बहुत नीचे, दो घमंडी सेनापति, चंड और मुंड, एक विशाल सेना लेकर पहाड़ की ओर बढ़े आ रहे थे।',
        },
      ],
    },
    {
      id: 'the-brag',
      seconds: 12,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 330, y: 210, zoom: 1.35 }, to: { x: 330, y: 220, zoom: 1.5 } },
      actors: [
        general(260, 345, 0.9, 'chanda', [{ kind: 'hop', amount: 4, every: 0.5 }]),
        general(420, 345, 0.9, 'munda', [{ kind: 'hop', amount: 4, every: 0.55 }]),
        { actor: 'storm-cloud', at: [340, 90], scale: 0.8, depth: 0.3, variant: 1, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'We will capture the goddess for our king! they bragged. Nobody can stop us!',
          hi: 'हम देवी को पकड़कर अपने राजा के पास ले जाएँगे! वे डींग मार रहे थे। हमें कोई नहीं रोक सकता!',
        },
      ],
    },
    {
      id: 'stomp-stomp',
      seconds: 9,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 340, y: 190, zoom: 1.15 } },
      actors: [
        general(330, 380, 0.6, 'chanda', [
          { kind: 'move', to: [370, 330] },
          { kind: 'hop', amount: 4, every: 0.5 },
        ]),
        general(280, 390, 0.6, 'munda', [
          { kind: 'move', to: [320, 340] },
          { kind: 'hop', amount: 4, every: 0.55 },
        ]),
        ...army(230, 400, [270, 352]).map((soldier): ActorInput => ({ ...soldier, depth: 1.05 })),
        { actor: 'petals', at: [320, 150], area: [560, 200], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Stomp, stomp, stomp! Up they came, shaking the snow from the rocks.',
          hi: 'धम, धम, धम! वे ऊपर चढ़ते आए, और चट्टानों से बर्फ़ झड़ने लगी।',
        },
      ],
    },
    {
      id: 'they-are-coming',
      seconds: 9.5,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 300, y: 220, zoom: 1.4 }, to: { x: 310, y: 225, zoom: 1.5 } },
      actors: [
        ...durga(180, 320, 0.85),
        {
          actor: 'child',
          id: 'hero',
          at: [300, 340],
          scale: 0.95,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 5, every: 0.8 }],
        },
      ],
      portrait: { on: 'hero', at: [85, -140], size: 76, enter: 'pop', start: 0.8 },
      narration: [
        {
          at: 0.5,
          en: '{name} pointed down the path. Look, Mother! They are coming!',
          hi: '{name} ने नीचे रास्ते की ओर इशारा किया: देखिए माँ! वे आ रहे हैं!',
        },
      ],
    },
    {
      id: 'stern-brow',
      seconds: 9,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 240, y: 200, zoom: 1.5 }, to: { x: 240, y: 180, zoom: 1.7 } },
      actors: [
        {
          actor: 'glow',
          at: [240, 190],
          scale: 1.8,
          color: '#ffe6a0',
          motion: [{ kind: 'leave', start: 2, end: 6 }, 'pulse'],
        },
        {
          actor: 'glow',
          at: [240, 190],
          scale: 2,
          color: '#3a3a9a',
          motion: [{ kind: 'appear', start: 2, end: 6 }, 'pulse'],
        },
        { actor: 'lion', at: [210, 320], scale: 0.9, motion: [{ kind: 'sway', amount: 1, every: 3.5 }] },
        { actor: 'trishul', at: [240, 290], scale: 1.1, motion: [{ kind: 'bob', amount: 3, every: 3 }] },
        {
          actor: 'storm-cloud',
          at: [320, 100],
          scale: 0.6,
          depth: 0.4,
          motion: [{ kind: 'move', to: [270, 100] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Durga's calm face grew dark and stern, like a gathering storm.",
          hi: 'दुर्गा का शांत चेहरा घिरते तूफ़ान की तरह गंभीर और साँवला हो गया।',
        },
      ],
    },
    {
      id: 'kali-leaps',
      seconds: 14,
      backdrop: { name: 'mountain-pass', light: 'night' },
      camera: { from: { x: 260, y: 180, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.1 } },
      actors: [
        ...durga(200, 320, 0.85, '#8f9cff'),
        {
          actor: 'glow',
          at: [225, 190],
          scale: 2.4,
          color: '#5b6cff',
          motion: [
            { kind: 'move', via: [[330, 120]], to: [420, 160], start: 1, end: 5, ease: 'out' },
            'pulse',
          ],
        },
        {
          actor: 'kali-sign',
          at: [225, 190],
          scale: 1,
          motion: [
            { kind: 'grow', from: 0.1, start: 1, end: 5, ease: 'out' },
            { kind: 'move', via: [[330, 120]], to: [420, 160], start: 1, end: 5, ease: 'out' },
            'bob',
          ],
        },
        { actor: 'sparkles', at: [330, 160], area: [360, 200], count: 22, color: '#e8ecff' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And from her brow leapt a fierce, brave goddess, dark as midnight, with a shining sword. It was Kali!',
          hi: 'और उनके माथे से एक उग्र, बहादुर देवी छलांग लगाकर निकलीं, आधी रात जैसी साँवली, हाथ में चमकती तलवार। ये थीं काली!',
        },
      ],
    },
    {
      id: 'mighty-roar',
      seconds: 8,
      backdrop: { name: 'mountain-pass', light: 'night' },
      camera: { from: { x: 400, y: 170, zoom: 1.6 }, to: { x: 370, y: 180, zoom: 1.2 } },
      actors: [
        ...chamunda(420, 160, 1.1, [{ kind: 'pulse', amount: 0.12, every: 0.6 }]),
        { actor: 'sparkles', at: [420, 170], area: [400, 260], count: 26, color: '#e8ecff' },
        {
          actor: 'birds',
          at: [250, 120],
          area: [160, 60],
          count: 6,
          depth: 0.4,
          motion: [{ kind: 'move', to: [60, 60] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'She gave a mighty roar that echoed all around the mountains.',
          hi: 'उन्होंने ऐसी ज़ोरदार गर्जना की कि चारों ओर के पहाड़ गूँज उठे।',
        },
      ],
    },
    {
      id: 'army-scatters',
      seconds: 10,
      backdrop: { name: 'mountain-pass', light: 'night' },
      camera: { from: { x: 330, y: 200, zoom: 1.2 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        ...chamunda(470, 140, 0.8),
        ...army(330, 340, undefined).map((soldier, i): ActorInput => ({
          ...soldier,
          scale: 0.45,
          motion: [
            {
              kind: 'move',
              to: [soldier.at[0] - 120 + i * 60, 300 - i * 8],
              start: 1 + i * 0.4,
              end: 5 + i * 0.4,
            },
            { kind: 'leave', start: 2 + i * 0.5, end: 5 + i * 0.5 },
          ],
        })),
        {
          actor: 'storm-cloud',
          at: [300, 260],
          scale: 0.6,
          opacity: 0.7,
          motion: [
            { kind: 'move', to: [120, 200] },
            { kind: 'leave', start: 4, end: 8 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The army took one look at her and scattered like smoke in the wind!',
          hi: 'सेना ने उन्हें देखा, और धुएँ की तरह हवा में तितर-बितर हो गई!',
        },
      ],
    },
    {
      id: 'two-flashes',
      seconds: 15,
      backdrop: { name: 'mountain-pass', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.15 }, to: { x: 330, y: 200, zoom: 1.3 } },
      actors: [
        general(220, 345, 0.85, 'chanda', [
          { kind: 'move', to: [270, 345], end: 3 },
          { kind: 'sway', amount: 4, every: 0.8 },
          { kind: 'leave', start: 9.5, end: 11.5 },
        ]),
        general(460, 345, 0.85, 'munda', [
          { kind: 'move', to: [410, 345], end: 3 },
          { kind: 'sway', amount: 4, every: 0.8 },
          { kind: 'leave', start: 11, end: 13 },
        ]),
        {
          actor: 'glow',
          at: [270, 240],
          scale: 2.4,
          color: '#ffffff',
          motion: [
            { kind: 'appear', start: 9, end: 9.5 },
            { kind: 'pulse', amount: 0.3, every: 0.4 },
          ],
        },
        {
          actor: 'glow',
          at: [410, 240],
          scale: 2.4,
          color: '#ffffff',
          motion: [
            { kind: 'appear', start: 10.5, end: 11 },
            { kind: 'pulse', amount: 0.3, every: 0.4 },
          ],
        },
        ...chamunda(340, 150, 0.9, [{ kind: 'sway', amount: 18, every: 0.7 }]),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Chanda and Munda charged at her together. But Kali was quicker, and braver.',
          hi: 'चंड और मुंड एक साथ उन पर झपटे। पर काली ज़्यादा फुर्तीली थीं, और ज़्यादा बहादुर।',
        },
        {
          at: 10,
          en: 'Flash! Flash! Their boasting was over.',
          hi: 'चमक! चमक! उनकी डींगें वहीं ख़त्म हो गईं।',
        },
      ],
    },
    {
      id: 'back-to-durga',
      seconds: 10,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 360, y: 190, zoom: 1.2 }, to: { x: 300, y: 200, zoom: 1.2 } },
      music: 'temple-bells',
      actors: [
        ...durga(170, 320, 0.85),
        ...chamunda(520, 200, 0.8, [{ kind: 'move', to: [330, 170] }]),
        {
          actor: 'child',
          at: [250, 340],
          scale: 0.8,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 1 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kali came back up the mountain to Durga, her sword shining like a star.',
          hi: 'काली पहाड़ पर वापस दुर्गा के पास आईं, उनकी तलवार तारे की तरह चमक रही थी।',
        },
      ],
    },
    {
      id: 'a-new-name',
      seconds: 14.5,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 260, y: 215, zoom: 1.3 }, to: { x: 270, y: 225, zoom: 1.45 } },
      actors: [
        ...durga(170, 320, 0.85),
        ...chamunda(340, 170, 0.8),
        { actor: 'sparkles', at: [270, 180], area: [300, 160], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Durga smiled with pride. You defeated Chanda and Munda, she said.',
          hi: 'दुर्गा गर्व से मुस्कुराईं। बोलीं: तुमने चंड और मुंड को हराया है।',
        },
        {
          at: 8.5,
          en: 'So from today, your name shall be Chamunda!',
          hi: 'इसलिए आज से तुम्हारा नाम होगा चामुंडा!',
        },
      ],
    },
    {
      id: 'cha-mun-da',
      seconds: 9,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 320, y: 228, zoom: 1.5 }, to: { x: 320, y: 222, zoom: 1.4 } },
      music: 'festival-dhol',
      actors: [
        { actor: 'glow', at: [320, 290], scale: 2, color: '#ffe6a0', motion: ['pulse'] },
        {
          actor: 'child',
          id: 'hero',
          at: [320, 345],
          scale: 1,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 12, every: 0.6 }],
        },
        { actor: 'petals', at: [320, 200], area: [360, 220], count: 16 },
      ],
      portrait: { on: 'hero', at: [-90, -140], size: 78, enter: 'pop', start: 0.6 },
      narration: [
        {
          at: 0.5,
          en: '{name} clapped and cheered: Cha-mun-da! Cha-mun-da!',
          hi: '{name} ने तालियाँ बजाकर जयकारा लगाया: चा-मुं-डा! चा-मुं-डा!',
        },
      ],
    },
    {
      id: 'echo',
      seconds: 8,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 195, zoom: 1.2 } },
      actors: [
        {
          actor: 'birds',
          at: [200, 120],
          area: [200, 60],
          count: 7,
          depth: 0.3,
          motion: [{ kind: 'move', to: [460, 90] }],
        },
        { actor: 'sparkles', at: [320, 110], area: [560, 120], count: 20, depth: 0.3 },
        { actor: 'glow', at: [330, 110], scale: 2, depth: 0.2, color: '#ffd0e0', motion: ['pulse'] },
        ...chamunda(470, 170, 0.55),
        {
          actor: 'child',
          at: [300, 342],
          scale: 0.8,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 8, every: 0.7 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And the mountains echoed back: Chamunda! Chamunda!',
          hi: 'और पहाड़ों ने भी गूँजकर जवाब दिया: चामुंडा! चामुंडा!',
        },
      ],
    },
    {
      id: 'gentle-to-children',
      seconds: 12.5,
      backdrop: { name: 'mountain-pass', light: 'dusk' },
      camera: { from: { x: 330, y: 210, zoom: 1.3 }, to: { x: 320, y: 215, zoom: 1.4 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'glow',
          at: [400, 170],
          scale: 2.4,
          color: '#aab4ff',
          motion: [{ kind: 'pulse', amount: 0.08, every: 4 }],
        },
        { actor: 'kali-sign', at: [400, 170], scale: 0.8, motion: [{ kind: 'bob', amount: 3, every: 4 }] },
        {
          actor: 'hibiscus',
          at: [400, 200],
          scale: 1.2,
          motion: [
            { kind: 'move', via: [[360, 260]], to: [300, 330], start: 6, end: 10 },
            { kind: 'spin', amount: 30 },
          ],
        },
        {
          actor: 'child',
          at: [270, 342],
          scale: 0.9,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 1.5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Chamunda's fierce light grew soft.",
          hi: 'चामुंडा का उग्र तेज कोमल हो गया।',
        },
        {
          at: 5,
          en: 'She is fierce to bullies, but gentle to every child.',
          hi: 'वे दुष्टों के लिए उग्र हैं, पर हर बच्चे के लिए कोमल।',
        },
      ],
    },
    {
      id: 'pink-and-gold',
      seconds: 10,
      backdrop: { name: 'mountain-pass', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 175, zoom: 1.05 } },
      actors: [
        ...durga(170, 320, 0.8),
        ...chamunda(460, 160, 0.6),
        {
          actor: 'child',
          at: [300, 342],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        {
          actor: 'birds',
          at: [380, 90],
          area: [140, 40],
          count: 4,
          depth: 0.3,
          motion: [{ kind: 'move', to: [520, 70] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'As the sun went down, they all watched the snowy peaks turn pink and gold.',
          hi: 'सूरज ढलते समय सबने मिलकर बर्फ़ीली चोटियों को गुलाबी और सुनहरा होते देखा।',
        },
      ],
    },
    {
      id: 'the-lesson',
      seconds: 14,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.25 } },
      actors: [
        {
          actor: 'child',
          at: [290, 348],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'diya', at: [240, 340], motion: ['flicker'] },
        { actor: 'hibiscus', at: [330, 346], motion: [{ kind: 'sway', amount: 5 }] },
        { actor: 'kali-sign', at: [160, 110], scale: 0.45, depth: 0.5, motion: ['bob'] },
        { actor: 'fireflies', at: [320, 260], area: [520, 120], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Being brave means standing up for what is right.',
          hi: 'बहादुरी का मतलब है सही बात के लिए डटकर खड़े होना।',
        },
        {
          at: 7,
          en: 'And a name earned by courage is a name to be proud of.',
          hi: 'और हिम्मत से कमाया गया नाम, गर्व करने लायक नाम होता है।',
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
        ...chamunda(460, 130, 0.65),
        {
          actor: 'child',
          id: 'hero',
          at: [260, 320],
          scale: 0.8,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1, every: 2 }],
        },
        { actor: 'diya', at: [210, 312], motion: ['flicker'] },
        { actor: 'fireflies', at: [320, 240], area: [560, 120], count: 12 },
      ],
      portrait: { on: 'hero', at: [0, -140], size: 72, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'Jai Maa Chamunda! Goodnight, brave {name}.',
          hi: 'जय माँ चामुंडा! शुभ रात्रि, बहादुर {name}।',
        },
      ],
    },
  ],
});
