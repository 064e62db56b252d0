/**
 * Story 19, "Kali and the Copycat Giant Raktabija": every drop that falls from the giant Raktabija
 * becomes another giant. The child stands with Goddess Durga (her lion and her shining trident), sees
 * the trick, and Durga calls Kali (her curved sword in a deep blue glow), who catches every drop
 * before it lands, until only one giant is left and the light wins.
 *
 * The giants are shadows with a rim of light, never faces; the drops are dark and fade before they
 * land; the fight is light against shadow. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Durga's lion and her trident, shining over it as if she rode there. */
function durga(x: number, y: number, scale = 1): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x + 30 * scale, y - 110 * scale],
      scale: 1.6 * scale,
      color: '#ffe6a0',
      motion: ['pulse'],
    },
    { actor: 'lion', at: [x, y], scale: 0.9 * scale, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
    {
      actor: 'trishul',
      at: [x + 30 * scale, y - 30 * scale],
      scale: 1.1 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 2.5 }],
    },
  ];
}

/** Kali's presence in its blue glow. */
function kali(x: number, y: number, scale = 1): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 2.2 * scale, color: '#5b6cff', motion: ['pulse'] },
    { actor: 'kali-sign', at: [x, y], scale, motion: [{ kind: 'bob', amount: 4, every: 3 }] },
  ];
}

const giant = (x: number, scale: number, extra: Partial<ActorInput> = {}): ActorInput => ({
  actor: 'shadow-giant',
  at: [x, 342],
  scale,
  motion: [{ kind: 'sway', amount: 1.5, every: 2.6 }],
  ...extra,
});

export const STORYBOARD_19 = defineStoryboard({
  story: 19,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'battle-plain', light: 'dusk' },
    camera: { from: { x: 320, y: 180, zoom: 1.1 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      {
        actor: 'storm-cloud',
        at: [150, 90],
        scale: 0.8,
        depth: 0.3,
        motion: [{ kind: 'move', to: [120, 90] }],
      },
      ...kali(470, 150, 0.75),
      { actor: 'petals', at: [320, 160], area: [600, 300], count: 12 },
    ],
  },
  credits: {
    backdrop: { name: 'night-sky', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...kali(470, 150, 0.7), { actor: 'fireflies', at: [320, 240], area: [560, 140], count: 14 }],
  },
  shots: [
    {
      id: 'dark-clouds',
      seconds: 11,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 150, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'storm-cloud',
          at: [700, 80],
          scale: 0.9,
          depth: 0.3,
          motion: [{ kind: 'move', to: [460, 80] }],
        },
        {
          actor: 'storm-cloud',
          at: [820, 120],
          scale: 0.7,
          depth: 0.25,
          variant: 1,
          motion: [{ kind: 'move', to: [600, 110] }],
        },
        {
          actor: 'storm-cloud',
          at: [80, 70],
          scale: 0.6,
          depth: 0.2,
          motion: [{ kind: 'move', to: [140, 80] }],
        },
        {
          actor: 'birds',
          at: [330, 140],
          area: [160, 50],
          count: 5,
          depth: 0.4,
          motion: [{ kind: 'move', to: [120, 100] }],
        },
        { ...giant(470, 0.3), at: [470, 272], depth: 0.6, motion: [{ kind: 'move', to: [430, 272] }] },
        { ...giant(520, 0.26), at: [520, 270], depth: 0.6, motion: [{ kind: 'move', to: [490, 270] }] },
        {
          ...giant(570, 0.28),
          at: [570, 272],
          depth: 0.6,
          variant: 0,
          motion: [{ kind: 'move', to: [545, 272] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long, long ago, dark storm clouds rolled over the land, and a band of giants came to trouble everyone.',
          hi: 'बहुत पहले, धरती पर काले-काले बादल घिर आए, और राक्षसों का एक दल सबको सताने आ पहुँचा।',
        },
      ],
    },
    {
      id: 'durga-rides',
      seconds: 13,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 250, y: 220, zoom: 1.35 }, to: { x: 340, y: 210, zoom: 1.3 } },
      actors: [
        {
          actor: 'glow',
          at: [150, 200],
          scale: 1.6,
          color: '#ffe6a0',
          motion: [{ kind: 'move', to: [280, 200] }, 'pulse'],
        },
        { actor: 'lion', at: [120, 330], scale: 0.9, motion: [{ kind: 'move', to: [250, 330] }] },
        {
          actor: 'trishul',
          at: [150, 300],
          scale: 1.1,
          motion: [
            { kind: 'move', to: [280, 300] },
            { kind: 'bob', amount: 3, every: 2.5 },
          ],
        },
        {
          actor: 'child',
          at: [240, 344],
          scale: 0.8,
          motion: [
            { kind: 'move', to: [420, 344] },
            { kind: 'hop', amount: 3, every: 0.55 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But Goddess Durga rode out on her lion, her trident shining. And {name} walked right beside her.',
          hi: 'पर देवी दुर्गा चमचमाता त्रिशूल लिए अपने सिंह पर निकलीं। और {name} ने भी उनके साथ-साथ कदम बढ़ाया।',
        },
      ],
    },
    {
      id: 'raktabija',
      seconds: 9,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 370, y: 190, zoom: 1.2 } },
      music: 'heroic-drums',
      actors: [
        { actor: 'storm-cloud', at: [470, 70], scale: 0.9, depth: 0.4, variant: 1, motion: ['bob'] },
        giant(760, 1.05, {
          motion: [
            { kind: 'move', to: [480, 342], end: 6 },
            { kind: 'sway', amount: 1.5, every: 2.6 },
          ],
        }),
        ...durga(150, 330, 0.8),
        { actor: 'child', at: [250, 346], scale: 0.75, motion: [{ kind: 'hop', amount: 2, every: 1.2 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then out stepped the trickiest giant of all. His name was Raktabija.',
          hi: 'तभी सबसे चालाक राक्षस सामने आया। उसका नाम था रक्तबीज।',
        },
      ],
    },
    {
      id: 'the-boon',
      seconds: 15.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 420, y: 232, zoom: 1.5 }, to: { x: 410, y: 226, zoom: 1.4 } },
      actors: [
        giant(440, 1.05),
        { actor: 'drops', at: [500, 250], area: [80, 150], count: 6, color: '#5a2a7a' },
        {
          ...giant(560, 0.7),
          motion: [
            { kind: 'grow', from: 0.05, start: 8, end: 10 },
            { kind: 'sway', amount: 1.5, every: 2.6 },
          ],
        },
        { actor: 'sparkles', at: [560, 300], area: [80, 50], count: 6, color: '#b48cff' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Raktabija had a strange boon, a magic gift.',
          hi: 'रक्तबीज के पास एक अजीब-सा वरदान था।',
        },
        {
          at: 5,
          en: 'Whenever a drop fell from him and touched the ground, up popped another giant, just like him!',
          hi: 'उसके शरीर से गिरी बूँद जैसे ही ज़मीन को छूती, वहाँ उसी जैसा एक और राक्षस खड़ा हो जाता!',
        },
      ],
    },
    {
      id: 'trident-flash',
      seconds: 11,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 360, y: 200, zoom: 1.3 } },
      actors: [
        giant(480, 1, {
          motion: [
            { kind: 'move', to: [520, 342], start: 2, end: 3.5 },
            { kind: 'sway', amount: 3, every: 1.4 },
          ],
        }),
        { actor: 'lion', at: [170, 330], scale: 0.9, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
        {
          actor: 'glow',
          at: [260, 200],
          scale: 1.4,
          color: '#ffe6a0',
          motion: [{ kind: 'move', to: [380, 210], start: 0.5, end: 2 }],
        },
        {
          actor: 'trishul',
          at: [210, 300],
          scale: 1.1,
          rotate: 20,
          motion: [
            { kind: 'move', to: [330, 300], start: 0.5, end: 2 },
            { kind: 'pulse', amount: 0.08 },
          ],
        },
        { actor: 'sparkles', at: [390, 200], area: [120, 120], count: 10 },
        { actor: 'drops', at: [520, 270], area: [120, 130], count: 8, color: '#5a2a7a' },
      ],
      narration: [
        {
          at: 0.5,
          en: "Durga's trident flashed. Raktabija stumbled back, and a few drops fell from him to the ground.",
          hi: 'दुर्गा का त्रिशूल चमका। रक्तबीज लड़खड़ाकर पीछे हटा, और उसकी कुछ बूँदें ज़मीन पर गिर पड़ीं।',
        },
      ],
    },
    {
      id: 'copies',
      seconds: 12,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 400, y: 200, zoom: 1.35 }, to: { x: 340, y: 185, zoom: 1.1 } },
      actors: [
        giant(500, 0.95),
        ...[
          [380, 0.7, 1.5],
          [600, 0.75, 3],
          [300, 0.6, 4.5],
          [440, 0.55, 6],
        ].map(([x = 0, scale = 1, start = 0]): ActorInput => ({
          ...giant(x, scale),
          at: [x, 336],
          depth: 1,
          motion: [
            { kind: 'grow', from: 0.05, start, end: start + 1.2, ease: 'out' },
            { kind: 'sway', amount: 1.5, every: 2.2 },
          ],
        })),
        { actor: 'drops', at: [450, 260], area: [320, 140], count: 10, color: '#5a2a7a' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Pop! Pop! Pop! Each drop became a brand-new Raktabija. One giant became two, and two became four!',
          hi: 'फट! फट! फट! हर बूँद से एक नया रक्तबीज बन गया। एक से दो हुए, और दो से चार!',
        },
      ],
    },
    {
      id: 'too-many',
      seconds: 11.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 380, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...[
          [300, 0.45, 0.7],
          [380, 0.5, 0.7],
          [470, 0.5, 0.7],
          [560, 0.45, 0.7],
          [620, 0.42, 0.7],
          [340, 0.7, 0.9],
          [450, 0.75, 0.9],
          [570, 0.8, 0.9],
        ].map(([x = 0, scale = 1, near = 1]): ActorInput => ({
          ...giant(x, scale),
          at: [x, 220 + 130 * near],
          motion: [{ kind: 'bob', amount: 2, every: 1.5 + x / 400 }],
        })),
        ...durga(110, 336, 0.7),
        { actor: 'child', at: [190, 350], scale: 0.7, motion: [{ kind: 'hop', amount: 2, every: 1.4 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Soon the whole plain was full of copycat giants. The more Durga fought them, the more there were!',
          hi: 'देखते ही देखते पूरा मैदान हमशक्ल राक्षसों से भर गया। दुर्गा जितना लड़तीं, वे उतने ही बढ़ते जाते!',
        },
      ],
    },
    {
      id: 'child-sees',
      seconds: 14.5,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 320, y: 210, zoom: 1.3 }, to: { x: 330, y: 220, zoom: 1.5 } },
      actors: [
        giant(520, 0.95),
        { actor: 'drops', at: [450, 240], area: [140, 140], count: 9, color: '#5a2a7a' },
        {
          actor: 'child',
          id: 'hero',
          at: [250, 346],
          scale: 0.95,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 5, every: 1 }],
        },
        { actor: 'lion', at: [140, 330], scale: 0.85, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
      ],
      portrait: { on: 'hero', at: [-70, -150], size: 80, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} watched very carefully, and saw the trick.',
          hi: '{name} ने बहुत ध्यान से देखा, और चाल समझ ली।',
        },
        {
          at: 7,
          en: 'The drops! We must catch the drops before they touch the ground!',
          hi: 'ये बूँदें! बूँदों को ज़मीन छूने से पहले ही पकड़ना होगा!',
        },
      ],
    },
    {
      id: 'durga-calls',
      seconds: 14,
      backdrop: { name: 'battle-plain', light: 'dusk' },
      camera: { from: { x: 280, y: 220, zoom: 1.4 }, to: { x: 300, y: 190, zoom: 1.45 } },
      actors: [
        ...durga(250, 330, 1),
        {
          actor: 'glow',
          at: [290, 160],
          scale: 2.6,
          color: '#8f9cff',
          motion: [{ kind: 'grow', from: 0.2, start: 6, end: 12 }, 'pulse'],
        },
        { actor: 'sparkles', at: [290, 160], area: [220, 140], count: 14 },
        { actor: 'child', at: [380, 348], scale: 0.8, pose: 'wave' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Durga smiled. Well spotted!',
          hi: 'दुर्गा मुस्कुराईं। बहुत ख़ूब!',
        },
        {
          at: 4.5,
          en: 'And she called out to her fiercest, most loving helper: Kali!',
          hi: 'फिर उन्होंने अपनी सबसे उग्र और सबसे ममता भरी सहायक को पुकारा: काली!',
        },
      ],
    },
    {
      id: 'kali-arrives',
      seconds: 13.5,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 320, y: 170, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.15 } },
      music: 'temple-bells',
      actors: [
        {
          actor: 'glow',
          at: [320, 160],
          scale: 3,
          color: '#5b6cff',
          motion: [{ kind: 'grow', from: 0.3, start: 0, end: 3 }, 'pulse'],
        },
        {
          actor: 'kali-sign',
          at: [320, 160],
          scale: 1.1,
          motion: [{ kind: 'grow', from: 0.1, start: 0.5, end: 3.5, ease: 'out' }, 'bob'],
        },
        { actor: 'sparkles', at: [320, 160], area: [320, 220], count: 18, color: '#e8ecff' },
        {
          actor: 'hibiscus',
          at: [220, 120],
          motion: [
            { kind: 'move', to: [200, 330], start: 3 },
            { kind: 'spin', amount: 40 },
          ],
        },
        {
          actor: 'hibiscus',
          at: [430, 100],
          motion: [
            { kind: 'move', to: [460, 330], start: 4 },
            { kind: 'spin', amount: -40 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Out of Durga's light leapt Goddess Kali, dark as the night sky, with a shining sword and a garland of red flowers.",
          hi: 'दुर्गा के तेज से देवी काली प्रकट हुईं, रात के आकाश जैसी साँवली, हाथ में चमकती तलवार और गले में लाल फूलों की माला।',
        },
      ],
    },
    {
      id: 'not-afraid',
      seconds: 16,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 330, y: 190, zoom: 1.4 } },
      actors: [
        ...kali(410, 160, 0.9),
        {
          actor: 'child',
          at: [250, 346],
          scale: 0.9,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 1.5 }],
        },
        { actor: 'fireflies', at: [320, 260], area: [500, 120], count: 10, color: '#b8c4ff' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kali looked fierce, but {name} was not afraid.',
          hi: 'काली उग्र दिख रही थीं, पर {name} को ज़रा भी डर नहीं लगा।',
        },
        {
          at: 8,
          en: 'Kali is a mother too, fierce only to keep her children safe.',
          hi: 'काली भी तो माँ हैं, जो बच्चों की रक्षा के लिए ही उग्र बनती हैं।',
        },
      ],
    },
    {
      id: 'catch-the-drops',
      seconds: 13,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 360, y: 180, zoom: 1.15 }, to: { x: 390, y: 190, zoom: 1.3 } },
      music: 'heroic-drums',
      actors: [
        giant(470, 0.85),
        giant(590, 0.7),
        { actor: 'drops', at: [500, 200], area: [240, 120], count: 18, color: '#5a2a7a' },
        {
          actor: 'glow',
          at: [500, 275],
          scale: 3.6,
          color: '#5b6cff',
          motion: [{ kind: 'grow', from: 0.3, start: 0.5, end: 4 }, 'pulse'],
        },
        {
          actor: 'kali-sign',
          at: [230, 150],
          scale: 0.9,
          motion: [{ kind: 'move', to: [330, 170], end: 4 }, 'bob'],
        },
        { actor: 'sparkles', at: [500, 270], area: [300, 60], count: 16, color: '#e8ecff' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kali spread out wide, like a great dark sky, and caught every single drop before it could land.',
          hi: 'काली एक विशाल अँधेरे आकाश की तरह फैल गईं, और उन्होंने हर एक बूँद को ज़मीन पर गिरने से पहले ही थाम लिया।',
        },
      ],
    },
    {
      id: 'no-new-giants',
      seconds: 9,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 300, y: 190, zoom: 1.2 }, to: { x: 340, y: 190, zoom: 1.2 } },
      actors: [
        giant(470, 0.85, { motion: [{ kind: 'sway', amount: 3, every: 1.2 }] }),
        { actor: 'glow', at: [470, 280], scale: 3, color: '#5b6cff', motion: ['pulse'] },
        { actor: 'sparkles', at: [470, 280], area: [240, 60], count: 12, color: '#e8ecff' },
        ...kali(300, 150, 0.8),
        {
          actor: 'child',
          at: [200, 346],
          scale: 0.85,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 6, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Not one drop touched the ground. Not one new giant popped up!',
          hi: 'एक भी बूँद ज़मीन तक नहीं पहुँची। एक भी नया राक्षस नहीं बना!',
        },
      ],
    },
    {
      id: 'counting',
      seconds: 15,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 345, y: 185, zoom: 1.1 }, to: { x: 380, y: 200, zoom: 1.25 } },
      actors: [
        ...[
          [300, 0.55, 2],
          [610, 0.5, 4],
          [360, 0.6, 6],
          [560, 0.65, 8],
        ].map(([x = 0, scale = 1, start = 0]): ActorInput => ({
          ...giant(x, scale),
          at: [x, 330],
          depth: 1,
          motion: [
            { kind: 'sway', amount: 2, every: 1.6 },
            { kind: 'leave', start, end: start + 1.2 },
          ],
        })),
        giant(460, 0.9),
        ...kali(200, 130, 0.7),
        {
          actor: 'child',
          at: [180, 348],
          scale: 0.85,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 3, every: 2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'One by one, the copycat giants faded away like shadows at sunrise.',
          hi: 'एक-एक करके हमशक्ल राक्षस सुबह की परछाइयों की तरह मिटने लगे।',
        },
        {
          at: 8,
          en: '{name} counted: ten, five, three, two... only one left!',
          hi: '{name} ने गिनती की: दस, पाँच, तीन, दो... बस एक बचा!',
        },
      ],
    },
    {
      id: 'light-wins',
      seconds: 14,
      backdrop: { name: 'battle-plain', light: 'night' },
      camera: { from: { x: 370, y: 190, zoom: 1.2 }, to: { x: 410, y: 180, zoom: 1.5 } },
      actors: [
        giant(470, 1, {
          motion: [
            { kind: 'sway', amount: 4, every: 1 },
            { kind: 'leave', start: 6, end: 9 },
          ],
        }),
        {
          actor: 'glow',
          at: [440, 200],
          scale: 4,
          color: '#fff1c2',
          motion: [{ kind: 'grow', from: 0.1, start: 3, end: 9 }, 'pulse'],
        },
        {
          actor: 'trishul',
          at: [260, 260],
          scale: 1.1,
          rotate: 25,
          motion: [
            { kind: 'move', to: [370, 250], end: 5 },
            { kind: 'pulse', amount: 0.1 },
          ],
        },
        {
          actor: 'kali-sign',
          at: [600, 140],
          scale: 0.8,
          motion: [{ kind: 'move', to: [530, 170], end: 5 }, 'bob'],
        },
        { actor: 'sparkles', at: [440, 200], area: [320, 240], count: 24 },
      ],
      narration: [
        {
          at: 0.5,
          en: "Durga's trident and Kali's sword shone together, brighter than the sun, and the last dark shadow melted into the light.",
          hi: 'दुर्गा का त्रिशूल और काली की तलवार एक साथ चमके, सूरज से भी ज़्यादा तेज़, और आख़िरी काली परछाईं उजाले में घुलकर मिट गई।',
        },
      ],
    },
    {
      id: 'morning',
      seconds: 9.5,
      backdrop: { name: 'battle-plain', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 175, zoom: 1.05 } },
      music: 'festival-dhol',
      actors: [
        {
          actor: 'storm-cloud',
          at: [300, 90],
          scale: 0.7,
          depth: 0.3,
          motion: [
            { kind: 'move', to: [-80, 70] },
            { kind: 'leave', start: 5, end: 8 },
          ],
        },
        {
          actor: 'birds',
          at: [200, 120],
          area: [180, 60],
          count: 6,
          depth: 0.4,
          motion: [{ kind: 'move', to: [420, 90] }],
        },
        { actor: 'lion', at: [200, 330], scale: 0.8, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
        {
          actor: 'child',
          at: [290, 346],
          scale: 0.8,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 2, every: 1.6 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The storm clouds drifted away. The sun came out, and the birds began to sing again.',
          hi: 'काले बादल छँट गए। सूरज निकल आया, और चिड़ियाँ फिर से चहचहाने लगीं।',
        },
      ],
    },
    {
      id: 'hooray',
      seconds: 9,
      backdrop: { name: 'battle-plain', light: 'day' },
      camera: { from: { x: 300, y: 230, zoom: 1.5 }, to: { x: 310, y: 220, zoom: 1.4 } },
      actors: [
        ...durga(210, 330, 0.9),
        {
          actor: 'child',
          id: 'hero',
          at: [360, 346],
          scale: 0.95,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 12, every: 0.7 }],
        },
        { actor: 'petals', at: [320, 150], area: [400, 240], count: 18 },
      ],
      portrait: { on: 'hero', at: [75, -150], size: 76, enter: 'pop', start: 0.6 },
      narration: [
        {
          at: 0.5,
          en: 'Hooray! cheered {name}, jumping high beside the lion.',
          hi: 'जय हो! {name} ने सिंह के पास उछलकर ख़ुशी से ताली बजाई।',
        },
      ],
    },
    {
      id: 'kali-gentle',
      seconds: 16,
      backdrop: { name: 'meadow', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 300, y: 220, zoom: 1.4 } },
      music: 'temple-bells',
      actors: [
        { actor: 'glow', at: [380, 160], scale: 2.4, color: '#aab4ff', motion: ['pulse'] },
        { actor: 'kali-sign', at: [380, 160], scale: 0.8, motion: [{ kind: 'bob', amount: 3, every: 4 }] },
        {
          actor: 'hibiscus',
          at: [380, 200],
          scale: 1.2,
          motion: [
            { kind: 'move', via: [[340, 260]], to: [290, 340], start: 7, end: 11 },
            { kind: 'spin', amount: 30 },
          ],
        },
        {
          actor: 'child',
          at: [250, 350],
          scale: 0.9,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 1.5 }],
        },
        { actor: 'fireflies', at: [320, 250], area: [500, 140], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: "Kali's fierce light grew soft and warm, as gentle as a mother's lap.",
          hi: 'काली का उग्र तेज अब कोमल और गुनगुना हो गया, माँ की गोद जैसा।',
        },
        {
          at: 7.5,
          en: "She laid a red hibiscus flower at {name}'s feet.",
          hi: 'उन्होंने {name} के पैरों के पास एक लाल गुड़हल का फूल रख दिया।',
        },
      ],
    },
    {
      id: 'the-lesson',
      seconds: 19,
      backdrop: { name: 'misty-hills', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 210, zoom: 1.25 } },
      actors: [
        { actor: 'lion', at: [390, 330], scale: 0.8, motion: [{ kind: 'sway', amount: 1, every: 4 }] },
        {
          actor: 'child',
          at: [300, 348],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        { actor: 'diya', at: [250, 340], motion: ['flicker'] },
        { actor: 'hibiscus', at: [335, 345], scale: 0.9, motion: [{ kind: 'sway', amount: 5 }] },
        { actor: 'kali-sign', at: [160, 110], scale: 0.45, depth: 0.5, motion: ['bob'] },
        { actor: 'trishul', at: [500, 170], scale: 0.6, depth: 0.5, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'When a problem keeps growing, stop and look closely, just as {name} did.',
          hi: 'जब कोई मुश्किल बढ़ती ही जाए, तो रुककर ध्यान से देखो, जैसे {name} ने देखा।',
        },
        {
          at: 10,
          en: 'And when we work together, even the trickiest trouble can be stopped.',
          hi: 'और जब हम मिलकर काम करते हैं, तो बड़ी से बड़ी मुसीबत भी रुक जाती है।',
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
        ...kali(450, 130, 0.7),
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
          en: 'Jai Maa Kali! Goodnight, brave {name}.',
          hi: 'जय माँ काली! शुभ रात्रि, बहादुर {name}।',
        },
      ],
    },
  ],
});
