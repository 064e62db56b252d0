/**
 * Story 3, "Krishna and the Serpent Kaliya": the Yamuna has turned dark and bitter because of Kaliya,
 * the many-hooded serpent. Krishna (his glowing flute and peacock feather) leaps into the river from
 * the kadamba tree and the child follows, carried in his light on a lily pad. Kaliya coils and
 * hisses; the child cheers Krishna on; Krishna's light grows, he dances on the serpent's hoods until
 * they bow, and when Kaliya's family pleads for him, he gives Kaliya a second chance: leave the river
 * in peace. The water sparkles again.
 *
 * Kaliya is a dark shape with a rim of light (no eyes, no fangs); the struggle is told through light.
 * Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Krishna's presence with a warm glow behind it. */
function krishna(x: number, y: number, scale = 0.5, extra: ActorInput['motion'] = []): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y],
      scale: 1.6 * scale,
      color: '#ffe9b0',
      motion: [{ kind: 'pulse', amount: 0.08 }, ...(extra ?? [])],
    },
    { actor: 'krishna-sign', at: [x, y - 6], scale, motion: ['bob', ...(extra ?? [])] },
  ];
}

/** The dark, bitter water round Kaliya's pool, before he rises: dark patches low on the river. */
const murk = (x: number, y: number, scale = 1.5): ActorInput[] =>
  [-90, 0, 90].map((dx, i) => ({
    actor: 'glow',
    at: [x + dx, y + (i % 2) * 8],
    scale,
    depth: 0.7,
    color: '#0f1d18',
    opacity: 0.8,
    motion: [{ kind: 'pulse', amount: 0.05, every: 3 + i }],
  }));

/** Kaliya in the river: where his neck leaves the water. */
const POOL: [number, number] = [440, 330];

/** The child in Krishna's light on a lily pad in the river. */
function childOnPad(x: number, y: number, id?: string, pose?: ActorInput['pose']): ActorInput[] {
  return [
    {
      actor: 'lily-pad',
      // The pad's painter draws it to the right of its `at`.
      at: [x - 45, y + 1],
      scale: 1.5,
      motion: [{ kind: 'bob', amount: 1.5, every: 2.5 }],
    },
    { actor: 'glow', at: [x, y - 30], scale: 1.2, color: '#fff1c2', motion: ['pulse'] },
    {
      actor: 'child',
      ...(id ? { id } : {}),
      at: [x, y],
      scale: 0.55,
      ...(pose ? { pose } : {}),
      motion: [{ kind: 'bob', amount: 1.5, every: 2.5 }],
    },
  ];
}

/** Mother Yashoda and the village watching from the near bank. */
const bank: ActorInput[] = [
  { actor: 'mother', at: [70, 340], scale: 0.7, motion: [{ kind: 'sway', amount: 1.5, every: 2.5 }] },
  {
    actor: 'adult',
    at: [130, 340],
    scale: 0.66,
    variant: 2,
    motion: [{ kind: 'sway', amount: 1, every: 3 }],
  },
  { actor: 'friend', at: [185, 345], scale: 0.6, variant: 0 },
];

export const STORYBOARD_03 = defineStoryboard({
  story: 3,
  version: 1,
  music: 'krishna-flute',
  title: {
    backdrop: { name: 'yamuna-river', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      { actor: 'krishna-sign', at: [470, 120], scale: 0.7, depth: 0.6, motion: ['bob'] },
      {
        actor: 'lotus',
        at: [330, 300],
        scale: 1.2,
        depth: 0.8,
        motion: [{ kind: 'grow', from: 0.4, end: 4 }],
      },
      { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 },
    ],
  },
  credits: {
    backdrop: { name: 'yamuna-river', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'krishna-sign', at: [480, 150], scale: 0.6, depth: 0.7, motion: ['bob'] },
      { actor: 'fireflies', at: [320, 220], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'sparkling-river',
      seconds: 10.5,
      backdrop: { name: 'yamuna-river', light: 'dawn' },
      camera: { from: { x: 320, y: 160, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'birds',
          at: [260, 90],
          area: [200, 60],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 70] }],
        },
        {
          actor: 'fish',
          at: [470, 300],
          scale: 0.5,
          depth: 0.8,
          motion: [{ kind: 'hop', amount: 14, every: 1.6 }],
        },
        { actor: 'cow', at: [90, 318], scale: 0.5, motion: [{ kind: 'move', to: [130, 318] }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The river Yamuna used to sparkle, so clear that the fish could see the sky.',
          hi: 'यमुना नदी हमेशा चमचमाती रहती थी, इतनी साफ़ कि मछलियाँ भी आसमान देख लेती थीं।',
        },
      ],
    },
    {
      id: 'dark-water',
      seconds: 11,
      backdrop: 'yamuna-river',
      camera: { from: { x: 400, y: 240, zoom: 1.5 }, to: { x: 380, y: 221, zoom: 1.3 } },
      actors: [
        ...murk(420, 305),
        ...murk(330, 290, 1.1),
        {
          actor: 'birds',
          at: [420, 200],
          area: [140, 40],
          count: 4,
          depth: 0.5,
          motion: [{ kind: 'move', to: [600, 120] }],
        },
        { actor: 'friend', at: [200, 345], scale: 0.75, variant: 1, pose: 'point' },
        { actor: 'child', at: [260, 352], scale: 0.8, motion: [{ kind: 'hop', amount: 2, every: 1.5 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But one day the water turned dark and bitter. The fish swam away, and even the birds flew off.',
          hi: 'पर एक दिन पानी काला और कड़वा हो गया। मछलियाँ दूर चली गईं, और पंछी भी उड़ गए।',
        },
      ],
    },
    {
      id: 'thirsty-calf',
      seconds: 15,
      backdrop: 'yamuna-river',
      camera: { from: { x: 200, y: 247, zoom: 1.6 }, to: { x: 220, y: 240, zoom: 1.5 } },
      actors: [
        ...murk(430, 310),
        {
          actor: 'cow',
          at: [230, 330],
          scale: 0.38,
          motion: [
            { kind: 'move', to: [250, 332], end: 3 },
            { kind: 'move', to: [205, 330], start: 5, end: 7 },
          ],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [150, 345],
          scale: 0.8,
          pose: 'reach',
          motion: [{ kind: 'move', to: [170, 345], start: 4, end: 6 }],
        },
      ],
      portrait: { on: 'hero', at: [-70, -120], size: 60, enter: 'pop', start: 4.5 },
      narration: [
        {
          at: 0.5,
          en: 'A thirsty calf bent down to drink, but {name} gently pulled it back.',
          hi: 'एक प्यासा बछड़ा पानी पीने झुका, पर {name} ने धीरे से उसे पीछे खींच लिया।',
        },
        {
          at: 10,
          en: 'Wait, little one! This water will make you sick.',
          hi: 'रुको, छोटू! यह पानी तुम्हें बीमार कर देगा।',
        },
      ],
    },
    {
      id: 'kaliya-below',
      seconds: 13,
      backdrop: { name: 'yamuna-river', light: 'dusk' },
      music: 'heroic-drums',
      camera: { from: { x: 440, y: 247, zoom: 1.6 }, to: { x: 384, y: 216, zoom: 1.25 } },
      actors: [
        {
          actor: 'serpent',
          at: [POOL[0], POOL[1] + 90],
          scale: 1.1,
          opacity: 0.5,
          motion: [{ kind: 'move', to: [POOL[0], POOL[1] + 50], start: 2, end: 9 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Deep down in a pool of the river lived Kaliya, a serpent with many heads.',
          hi: 'नदी के एक गहरे कुंड में कालिया रहता था, कई फनों वाला एक नाग।',
        },
        {
          at: 8,
          en: 'His poison was making the whole river sick.',
          hi: 'उसका ज़हर पूरी नदी को बीमार कर रहा था।',
        },
      ],
    },
    {
      id: 'krishna-comes',
      seconds: 16,
      backdrop: 'vrindavan-grove',
      music: 'krishna-flute',
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 380, y: 200, zoom: 1.25 } },
      actors: [
        ...murk(150, 300, 1.1),
        ...krishna(560, 150, 0.6, [{ kind: 'move', to: [430, 190] }]),
        { actor: 'sparkles', at: [470, 170], area: [220, 120], count: 12 },
        {
          actor: 'child',
          at: [360, 300],
          scale: 0.7,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 4, every: 0.9 }],
        },
        { actor: 'friend', at: [300, 296], scale: 0.65, variant: 1 },
      ],
      narration: [
        {
          at: 0.5,
          en: "Then came Krishna, playing his flute. He looked at the dark water and didn't play any more.",
          hi: 'तभी बाँसुरी बजाते हुए कृष्ण आए। उन्होंने काला पानी देखा, और बाँसुरी रुक गई।',
        },
        {
          at: 9.5,
          en: 'The river belongs to everyone. I will go and talk to Kaliya.',
          hi: 'नदी सबकी है। मैं कालिया से बात करने जाऊँगा।',
        },
      ],
    },
    {
      id: 'kadamba-tree',
      seconds: 12.5,
      backdrop: 'vrindavan-grove',
      camera: { from: { x: 411, y: 200, zoom: 1.4 }, to: { x: 426, y: 150, zoom: 1.5 } },
      actors: [
        ...krishna(470, 250, 0.45, [{ kind: 'move', to: [520, 150], end: 6 }]),
        {
          actor: 'child',
          at: [500, 282],
          scale: 0.6,
          pose: 'reach',
          motion: [{ kind: 'move', to: [540, 230], start: 3, end: 8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Krishna climbed the tall kadamba tree above the river, and {name} climbed right behind him.',
          hi: 'कृष्ण नदी किनारे के ऊँचे कदंब के पेड़ पर चढ़ गए, और {name} ने भी उनके पीछे-पीछे चढ़ाई की।',
        },
      ],
    },
    {
      id: 'the-leap',
      seconds: 14,
      backdrop: 'vrindavan-grove',
      camera: { from: { x: 373, y: 180, zoom: 1.2 }, to: { x: 300, y: 220, zoom: 1.3 } },
      actors: [
        ...murk(150, 300, 1.1),
        ...krishna(520, 150, 0.45, [
          { kind: 'move', via: [[380, 110]], to: [200, 290], start: 1, end: 4, ease: 'in' },
          { kind: 'leave', start: 3.8, end: 4.3 },
        ]),
        {
          actor: 'child',
          id: 'hero',
          at: [540, 230],
          scale: 0.6,
          pose: 'wave',
          motion: [
            { kind: 'move', via: [[400, 150]], to: [250, 300], start: 5, end: 8, ease: 'in' },
            { kind: 'turn', amount: -30, start: 5, end: 8 },
            { kind: 'leave', start: 8, end: 8.6 },
          ],
        },
        {
          actor: 'glow',
          at: [540, 200],
          scale: 1.2,
          color: '#fff1c2',
          motion: [
            { kind: 'move', via: [[400, 120]], to: [250, 270], start: 5, end: 8, ease: 'in' },
            { kind: 'leave', start: 8.2, end: 9 },
          ],
        },
        { actor: 'sparkles', at: [220, 290], area: [160, 60], count: 14 },
      ],
      portrait: { at: [330, 120], size: 72, enter: 'pop', start: 8.5 },
      narration: [
        {
          at: 0.5,
          en: 'Splash! Krishna leapt into the river.',
          hi: 'छपाक! कृष्ण नदी में कूद पड़े।',
        },
        {
          at: 5,
          en: 'And {name}, wrapped safe in his glowing light, leapt in right after him!',
          hi: 'और {name} ने भी, उनकी चमकती रोशनी में लिपटकर, उनके पीछे छलाँग लगा दी!',
        },
      ],
    },
    {
      id: 'kaliya-rises',
      seconds: 11,
      backdrop: { name: 'yamuna-river', light: 'night' },
      music: 'heroic-drums',
      camera: { from: { x: 400, y: 240, zoom: 1.5 }, to: { x: 361, y: 200, zoom: 1.15 } },
      actors: [
        {
          actor: 'serpent',
          at: [POOL[0], POOL[1] + 60],
          scale: 1.2,
          motion: [{ kind: 'move', to: POOL, end: 5 }],
        },
        ...krishna(330, 230, 0.4),
        ...childOnPad(270, 302),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Out of the deep rose Kaliya, his hoods spread wide. Who dares to come into my pool?',
          hi: 'गहराई से कालिया ऊपर उठा, अपने फन फैलाकर। कौन आया है मेरे कुंड में?',
        },
      ],
    },
    {
      id: 'coils',
      seconds: 14.5,
      backdrop: { name: 'yamuna-river', light: 'night' },
      camera: { from: { x: 320, y: 196, zoom: 1.1 }, to: { x: 320, y: 188, zoom: 1.05 } },
      actors: [
        {
          actor: 'serpent',
          at: POOL,
          scale: 1.2,
          motion: [
            { kind: 'sway', amount: 6, every: 2 },
            { kind: 'orbit', amount: 8, every: 2 },
          ],
        },
        {
          actor: 'glow',
          at: [POOL[0], POOL[1] - 80],
          scale: 1,
          color: '#ffe9b0',
          motion: [{ kind: 'pulse', amount: 0.25, every: 1.2 }],
        },
        {
          actor: 'krishna-sign',
          at: [POOL[0], POOL[1] - 85],
          scale: 0.35,
          motion: [{ kind: 'sway', amount: 8, every: 1.2 }],
        },
        ...bank,
        ...childOnPad(270, 302),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kaliya wrapped his coils round Krishna, round and round.',
          hi: 'कालिया ने कृष्ण को अपनी कुंडली में लपेट लिया, गोल-गोल, कसकर।',
        },
        {
          at: 7.5,
          en: 'On the bank, Mother Yashoda and all of Vrindavan held their breath.',
          hi: 'किनारे पर माँ यशोदा और पूरा वृंदावन साँस थामे देखता रहा।',
        },
      ],
    },
    {
      id: 'you-can-do-it',
      seconds: 15.5,
      backdrop: { name: 'yamuna-river', light: 'night' },
      camera: { from: { x: 330, y: 230, zoom: 1.4 }, to: { x: 360, y: 200, zoom: 1.15 } },
      actors: [
        {
          actor: 'serpent',
          at: POOL,
          scale: 1.2,
          motion: [
            { kind: 'sway', amount: 4, every: 2 },
            { kind: 'move', to: [POOL[0] + 30, POOL[1]], start: 8, end: 11 },
            { kind: 'turn', amount: 10, start: 8, end: 11 },
          ],
        },
        {
          actor: 'glow',
          at: [POOL[0], POOL[1] - 80],
          scale: 1,
          color: '#fff1c2',
          motion: [
            { kind: 'grow', from: 0.8, start: 5, end: 10 },
            { kind: 'pulse', amount: 0.2 },
          ],
        },
        {
          actor: 'glow',
          at: [POOL[0], POOL[1] - 80],
          scale: 4,
          color: '#fff6d6',
          motion: [{ kind: 'appear', start: 7, end: 10 }],
        },
        { actor: 'krishna-sign', at: [POOL[0], POOL[1] - 85], scale: 0.35, motion: ['bob'] },
        { actor: 'sparkles', at: [POOL[0], POOL[1] - 90], area: [260, 200], count: 20 },
        ...childOnPad(270, 302, 'hero', 'wave'),
      ],
      portrait: { on: 'hero', at: [-60, -90], size: 60, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} called out: Krishna, you can do it!',
          hi: '{name} ने पुकारा: कृष्ण, तुम कर सकते हो!',
        },
        {
          at: 6.5,
          en: "And Krishna's light grew brighter and brighter, until Kaliya had to let go.",
          hi: 'और कृष्ण की रोशनी तेज़, और तेज़ होती गई, इतनी कि कालिया को उन्हें छोड़ना पड़ा।',
        },
      ],
    },
    {
      id: 'the-dance',
      seconds: 14.5,
      backdrop: { name: 'yamuna-river', light: 'night' },
      music: 'krishna-flute',
      camera: { from: { x: 430, y: 180, zoom: 1.6 }, to: { x: 393, y: 190, zoom: 1.3 } },
      actors: [
        { actor: 'serpent', at: POOL, scale: 1.2, motion: [{ kind: 'sway', amount: 3, every: 1 }] },
        { actor: 'glow', at: [POOL[0], 120], scale: 1.2, color: '#ffe9b0', motion: ['pulse'] },
        {
          actor: 'krishna-sign',
          at: [POOL[0] - 40, 128],
          scale: 0.42,
          motion: [
            { kind: 'hop', amount: 12, every: 0.5 },
            {
              kind: 'move',
              via: [
                [POOL[0] + 40, 128],
                [POOL[0] - 30, 128],
              ],
              to: [POOL[0] + 10, 126],
            },
          ],
        },
        { actor: 'sparkles', at: [POOL[0], 140], area: [220, 80], count: 16 },
        {
          actor: 'peacock-feather',
          at: [POOL[0] + 90, 110],
          scale: 0.5,
          motion: [{ kind: 'spin', amount: 60 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Then Krishna sprang up onto Kaliya's hoods and began to dance!",
          hi: 'फिर कृष्ण उछलकर कालिया के फनों पर जा पहुँचे और नाचने लगे!',
        },
        {
          at: 7.5,
          en: 'Tap, tap, tap went his feet, to the tune of his flute.',
          hi: 'थप, थप, थप! बाँसुरी की धुन पर उनके पैर थिरकते रहे।',
        },
      ],
    },
    {
      id: 'hoods-bow',
      seconds: 11,
      backdrop: { name: 'yamuna-river', light: 'night' },
      camera: { from: { x: 393, y: 200, zoom: 1.3 }, to: { x: 400, y: 220, zoom: 1.4 } },
      actors: [
        {
          actor: 'serpent',
          at: POOL,
          scale: 1.2,
          motion: [{ kind: 'move', to: [POOL[0], POOL[1] + 50], start: 1, end: 11 }],
        },
        {
          actor: 'krishna-sign',
          at: [POOL[0], 128],
          scale: 0.42,
          motion: [
            { kind: 'hop', amount: 10, every: 0.6 },
            { kind: 'move', to: [POOL[0], 178], start: 1, end: 11 },
          ],
        },
        {
          actor: 'glow',
          at: [POOL[0], 120],
          scale: 1.4,
          color: '#ffe9b0',
          motion: [{ kind: 'move', to: [POOL[0], 170], start: 1, end: 11 }, 'pulse'],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "With every step, Kaliya's proud heads bowed a little lower, and his poison drained away.",
          hi: 'हर कदम के साथ कालिया के घमंडी फन थोड़ा और झुकते गए, और उसका ज़हर बह निकला।',
        },
      ],
    },
    {
      id: 'family-pleads',
      seconds: 11.5,
      backdrop: { name: 'yamuna-river', light: 'night' },
      music: 'temple-bells',
      camera: { from: { x: 393, y: 220, zoom: 1.3 }, to: { x: 373, y: 210, zoom: 1.2 } },
      actors: [
        {
          actor: 'serpent',
          at: [POOL[0], POOL[1] + 50],
          scale: 1.2,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        {
          actor: 'serpent',
          at: [POOL[0] - 120, POOL[1] + 40],
          scale: 0.5,
          motion: [
            { kind: 'move', to: [POOL[0] - 120, POOL[1] + 6], end: 4 },
            { kind: 'turn', amount: 12, start: 5, end: 7 },
          ],
        },
        {
          actor: 'serpent',
          at: [POOL[0] + 130, POOL[1] + 40],
          scale: 0.45,
          motion: [
            { kind: 'move', to: [POOL[0] + 130, POOL[1] + 8], end: 4.5 },
            { kind: 'turn', amount: -12, start: 5, end: 7 },
          ],
        },
        ...krishna(POOL[0], 176, 0.42),
      ],
      narration: [
        {
          at: 0.5,
          en: "Kaliya's family rose from the water. Please spare him, Krishna! He is sorry.",
          hi: 'कालिया का परिवार पानी से बाहर आया। उसे छोड़ दीजिए, कृष्ण! उसे अपनी ग़लती पर पछतावा है।',
        },
      ],
    },
    {
      id: 'second-chance',
      seconds: 16,
      backdrop: { name: 'yamuna-river', light: 'night' },
      camera: { from: { x: 380, y: 210, zoom: 1.25 }, to: { x: 360, y: 200, zoom: 1.15 } },
      actors: [
        {
          actor: 'serpent',
          at: [POOL[0], POOL[1] + 50],
          scale: 1.2,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        {
          actor: 'glow',
          at: [POOL[0], 190],
          scale: 2.2,
          color: '#ffe9b0',
          motion: [{ kind: 'pulse', amount: 0.1, every: 3 }],
        },
        {
          actor: 'krishna-sign',
          at: [POOL[0], 170],
          scale: 0.48,
          motion: [{ kind: 'move', to: [POOL[0] - 20, 150] }, 'bob'],
        },
        ...childOnPad(270, 302),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Krishna stopped dancing. Everyone deserves a second chance, he said.',
          hi: 'कृष्ण ने नाचना रोका और कहा: हर किसी को दूसरा मौक़ा मिलना चाहिए।',
        },
        {
          at: 8,
          en: 'But you must leave this river in peace, and never poison it again.',
          hi: 'पर तुम्हें यह नदी शांति से छोड़नी होगी, और फिर कभी ज़हर नहीं घोलना।',
        },
      ],
    },
    {
      id: 'kaliya-promises',
      seconds: 16.5,
      backdrop: { name: 'yamuna-river', light: 'dawn' },
      camera: { from: { x: 384, y: 210, zoom: 1.25 }, to: { x: 349, y: 196, zoom: 1.1 } },
      actors: [
        {
          actor: 'serpent',
          at: [POOL[0], POOL[1] + 50],
          scale: 1.2,
          motion: [
            { kind: 'turn', amount: 8, start: 1, end: 3 },
            { kind: 'move', to: [760, POOL[1] + 60], start: 7, end: 14 },
          ],
        },
        {
          actor: 'glow',
          at: [POOL[0], POOL[1] - 60],
          scale: 1.2,
          color: '#fff1c2',
          motion: [{ kind: 'move', to: [780, POOL[1] - 50], start: 7, end: 14 }],
        },
        ...krishna(300, 200, 0.45),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Kaliya bowed all his heads. I promise. I will go to the wide ocean.',
          hi: 'कालिया ने सारे फन झुका दिए: मैं वचन देता हूँ, मैं सागर में चला जाऊँगा।',
        },
        {
          at: 9,
          en: "And away he swam, Krishna's footprints shining on his hoods.",
          hi: 'और वह दूर तैर गया, फनों पर कृष्ण के पैरों के निशान चमकाते हुए।',
        },
      ],
    },
    {
      id: 'river-sparkles',
      seconds: 14,
      backdrop: 'yamuna-river',
      music: 'festival-dhol',
      camera: { from: { x: 380, y: 221, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'fish',
          at: [430, 300],
          scale: 0.5,
          depth: 0.8,
          motion: [{ kind: 'hop', amount: 16, every: 1.4 }],
        },
        {
          actor: 'fish',
          at: [520, 285],
          scale: 0.4,
          depth: 0.75,
          flip: true,
          motion: [{ kind: 'hop', amount: 12, every: 1.7 }],
        },
        {
          actor: 'lotus',
          at: [330, 296],
          scale: 1,
          depth: 0.8,
          motion: [{ kind: 'grow', from: 0.3, end: 4 }],
        },
        {
          actor: 'lotus',
          at: [470, 316],
          scale: 0.9,
          depth: 0.8,
          motion: [{ kind: 'grow', from: 0.3, start: 1, end: 5 }],
        },
        { actor: 'cow', at: [130, 318], scale: 0.5, motion: [{ kind: 'move', to: [170, 320] }] },
        { actor: 'sparkles', at: [420, 290], area: [360, 80], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The Yamuna sparkled clean and sweet again. The fish came back, the lotuses opened, and the cows drank happily.',
          hi: 'यमुना फिर से साफ़ और मीठी होकर चमकने लगी। मछलियाँ लौट आईं, कमल खिल उठे, और गायों ने जी भरकर पानी पिया।',
        },
      ],
    },
    {
      id: 'mother-hugs',
      seconds: 10,
      backdrop: 'yamuna-river',
      camera: { from: { x: 214, y: 240, zoom: 1.5 }, to: { x: 229, y: 230, zoom: 1.4 } },
      actors: [
        { actor: 'glow', at: [170, 280], scale: 2.2, color: '#ffe2b8', motion: ['pulse'] },
        { actor: 'mother', at: [210, 345], scale: 0.9, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
        {
          actor: 'child',
          at: [150, 350],
          scale: 0.8,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
        ...krishna(110, 250, 0.4),
        { actor: 'petals', at: [180, 160], area: [320, 220], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Mother Yashoda ran and hugged them tight: my brave, brave children!',
          hi: 'माँ यशोदा दौड़कर आईं और दोनों को कसकर गले लगा लिया: मेरे बहादुर बच्चो!',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 22,
      backdrop: { name: 'yamuna-river', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...krishna(380, 160, 0.6, [{ kind: 'move', to: [410, 150] }]),
        { actor: 'sparkles', at: [400, 160], area: [260, 120], count: 14 },
        {
          actor: 'fish',
          at: [470, 300],
          scale: 0.4,
          depth: 0.8,
          motion: [{ kind: 'hop', amount: 10, every: 2 }],
        },
        { actor: 'child', id: 'hero', at: [200, 322], scale: 0.55, pose: 'sit' },
      ],
      portrait: { on: 'hero', at: [-70, -80], size: 56, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'That night the river sang softly under the moon, and Krishna played his flute just for {name}.',
          hi: 'उस रात चाँदनी में नदी धीमे-धीमे गुनगुनाती रही, और कृष्ण ने बाँसुरी बजाई, सिर्फ़ {name} के लिए।',
        },
        {
          at: 12.5,
          en: 'Be brave, keep our rivers clean, and give others a second chance. Goodnight, Yamuna.',
          hi: 'बहादुर बनो, नदियों को साफ़ रखो, और दूसरों को दूसरा मौक़ा दो। शुभ रात्रि, यमुना।',
        },
      ],
    },
  ],
});
