/**
 * Story 11, "The Squirrel Who Helped Build Rama's Bridge": Rama's vanaras build a bridge of floating
 * stones to Lanka, each stone carrying Rama's name. The child, too small for boulders, finds a tiny
 * squirrel that dips in the sea, rolls in the sand and shakes it between the stones, and joins it. A
 * big vanara laughs; the squirrel does what it can. Rama (his golden bow in its glow) lifts it, strokes
 * its back, and three stripes appear: the ones squirrels wear to this day. No help is too small.
 *
 * Rama is his bow in a glow; his touch is the glow passing over the squirrel. Hindi never makes a word
 * agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Rama as his golden bow in a glow at (x, y); `extra` motions (a walk) apply to both. */
function rama(x: number, y: number, scale = 1, extra: ActorInput['motion'] = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.4 * scale, color: '#ffe9b0', motion: ['pulse', ...extra] },
    {
      actor: 'bow',
      at: [x, y],
      scale: 0.6 * scale,
      motion: [{ kind: 'bob', amount: 3, every: 3 }, ...extra],
    },
  ];
}

/** A point along the bridge of the sea-bridge backdrop: 0 at its near end, 1 at the island. */
const onBridge = (k: number): [number, number] => [200 + 270 * k, 380 - 154 * k];

/** A vanara carrying its stone along the bridge, from k0 to k1 of the way. */
const vanara = (k0: number, k1: number, scale: number, start = 0): ActorInput => ({
  actor: 'vanara',
  at: onBridge(k0),
  scale,
  motion: [
    { kind: 'move', to: onBridge(k1), start },
    { kind: 'hop', amount: 3, every: 0.6 },
  ],
});

/** A floating stone rocking on the water. */
const stone = (x: number, y: number, scale: number, every = 2.4): ActorInput => ({
  actor: 'floating-stone',
  at: [x, y],
  scale,
  motion: [
    { kind: 'bob', amount: 3, every },
    { kind: 'sway', amount: 3, every: every * 1.3 },
  ],
});

export const STORYBOARD_11 = defineStoryboard({
  story: 11,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'sea-bridge', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      {
        actor: 'squirrel',
        variant: 1,
        at: [140, 345],
        scale: 1.6,
        motion: [{ kind: 'hop', amount: 4, every: 0.8 }],
      },
      stone(380, 246, 0.5),
    ],
  },
  credits: {
    backdrop: { name: 'sea-bridge', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      {
        actor: 'squirrel',
        variant: 1,
        at: [120, 338],
        scale: 1.4,
        motion: [{ kind: 'hop', amount: 2, every: 1.6 }],
      },
      { actor: 'fireflies', at: [320, 220], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'shore-at-dawn',
      seconds: 16,
      backdrop: { name: 'ocean-shore', light: 'dawn' },
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...rama(280, 262, 1, [{ kind: 'move', to: [310, 258] }]),
        { actor: 'sparkles', at: [300, 250], area: [160, 80], count: 10 },
        {
          actor: 'birds',
          at: [400, 120],
          area: [200, 60],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [520, 100] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, Prince Rama stood at the edge of the great ocean.',
          hi: 'बहुत पहले, राजकुमार राम विशाल समुद्र के किनारे खड़े थे।',
        },
        {
          at: 7,
          en: 'Far across the water lay the island of Lanka, where Sita was waiting for him.',
          hi: 'पानी के उस पार लंका का टापू था, जहाँ सीता उनकी राह देख रही थीं।',
        },
      ],
    },
    {
      id: 'lets-build',
      seconds: 12,
      backdrop: 'sea-cliff',
      camera: { from: { x: 240, y: 210, zoom: 1.35 }, to: { x: 280, y: 200, zoom: 1.25 } },
      actors: [
        { actor: 'vanara', at: [120, 268], scale: 0.5, motion: [{ kind: 'hop', amount: 4, every: 0.7 }] },
        { actor: 'vanara', at: [200, 270], scale: 0.55, motion: [{ kind: 'hop', amount: 5, every: 0.6 }] },
        { actor: 'vanara', at: [60, 272], scale: 0.5, motion: [{ kind: 'hop', amount: 3, every: 0.8 }] },
        ...rama(280, 200, 0.8),
      ],
      narration: [
        {
          at: 0.5,
          en: "But how could they cross? Rama's brave vanaras, the monkey folk, had an idea: let's build a bridge!",
          hi: 'पर समुद्र पार कैसे करें? राम के बहादुर वानर साथियों को एक तरकीब सूझी: चलो, एक पुल बनाएँ!',
        },
      ],
    },
    {
      id: 'stones-float',
      seconds: 14,
      backdrop: 'sea-bridge',
      camera: { from: { x: 420, y: 220, zoom: 1.6 }, to: { x: 400, y: 220, zoom: 1.45 } },
      actors: [
        stone(360, 250, 0.6, 2.2),
        stone(430, 262, 0.7, 2.6),
        stone(500, 244, 0.55, 2),
        { actor: 'sparkles', at: [430, 240], area: [220, 80], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: "They wrote Rama's name on every stone, and wonder of wonders, the heavy stones floated!",
          hi: 'उन्होंने हर पत्थर पर राम का नाम लिखा, और क्या कमाल हुआ, भारी-भारी पत्थर पानी पर तैरने लगे!',
        },
      ],
    },
    {
      id: 'heave-ho',
      seconds: 13,
      music: 'heroic-drums',
      backdrop: 'sea-bridge',
      camera: { from: { x: 300, y: 221, zoom: 1.3 }, to: { x: 340, y: 225, zoom: 1.35 } },
      actors: [
        vanara(0.3, 0.42, 0.45, 0.5),
        vanara(0.14, 0.28, 0.55),
        vanara(0.02, 0.14, 0.62, 1.5),
        {
          actor: 'birds',
          at: [200, 90],
          area: [200, 60],
          count: 4,
          depth: 0.3,
          motion: [{ kind: 'move', to: [320, 70] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'All day long the vanaras carried rocks and boulders, big ones, huge ones. Heave, ho!',
          hi: 'दिन भर वानर चट्टानें और बड़े-बड़े पत्थर ढोते रहे। ज़ोर लगा के, हैया!',
        },
      ],
    },
    {
      id: 'too-big',
      seconds: 12,
      music: 'temple-bells',
      backdrop: 'ocean-shore',
      camera: { from: { x: 300, y: 250, zoom: 1.7 }, to: { x: 300, y: 245, zoom: 1.8 } },
      actors: [
        {
          actor: 'floating-stone',
          at: [340, 300],
          scale: 1.3,
          motion: [{ kind: 'sway', amount: 1.5, every: 0.6 }],
        },
        {
          actor: 'child',
          at: [275, 335],
          scale: 0.75,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 2, every: 0.5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} wanted to help too. But the rocks were as big as elephants!',
          hi: '{name} का भी मदद करने का मन था। पर पत्थर तो हाथी जितने बड़े थे!',
        },
      ],
    },
    {
      id: 'tiny-squirrel',
      seconds: 13,
      backdrop: 'ocean-shore',
      camera: { from: { x: 300, y: 240, zoom: 1.6 }, to: { x: 320, y: 245, zoom: 1.8 } },
      actors: [
        {
          actor: 'squirrel',
          at: [420, 330],
          scale: 1.1,
          motion: [
            {
              kind: 'move',
              via: [
                [260, 332],
                [400, 328],
              ],
              to: [330, 330],
            },
            { kind: 'hop', amount: 4, every: 0.35 },
          ],
        },
        { actor: 'child', at: [230, 340], scale: 0.75, pose: 'point' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then {name} spotted a tiny squirrel, running back and forth, back and forth, as busy as can be.',
          hi: 'तभी {name} की नज़र एक नन्ही गिलहरी पर पड़ी, जो इधर से उधर, उधर से इधर दौड़े जा रही थी।',
        },
      ],
    },
    {
      id: 'dip-and-roll',
      seconds: 14,
      backdrop: 'ocean-shore',
      camera: { from: { x: 340, y: 262, zoom: 1.9 }, to: { x: 320, y: 268, zoom: 2 } },
      actors: [
        {
          actor: 'squirrel',
          at: [320, 322],
          scale: 1.2,
          motion: [
            { kind: 'move', to: [380, 298], start: 0.5, end: 3 },
            { kind: 'move', to: [320, 322], start: 4.5, end: 7 },
            { kind: 'turn', amount: 720, start: 7.5, end: 11 },
          ],
        },
        { actor: 'sparkles', at: [320, 316], area: [120, 40], count: 14, color: '#ffe7a0' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'It dipped itself in the sea, then rolled over and over in the sand until its fur was full of it.',
          hi: 'वह समुद्र में डुबकी लगाती, फिर रेत में लोट-पोट होती, जब तक उसके सारे बाल रेत से भर न जाते।',
        },
      ],
    },
    {
      id: 'shake-shake',
      seconds: 15,
      backdrop: 'sea-bridge',
      camera: { from: { x: 280, y: 270, zoom: 2 }, to: { x: 300, y: 260, zoom: 1.8 } },
      actors: [
        {
          actor: 'squirrel',
          at: [230, 352],
          scale: 1.1,
          motion: [
            { kind: 'move', to: [318, 314], start: 0.5, end: 4 },
            { kind: 'sway', amount: 14, every: 0.25, start: 5 },
          ],
        },
        { actor: 'sparkles', at: [318, 318], area: [80, 30], count: 12, color: '#ffe7a0' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then it ran onto the bridge and shook itself, shake, shake, shake, so the sand filled the little gaps between the big stones.',
          hi: 'फिर वह पुल पर दौड़कर ख़ुद को झटकती, झट-झट-झट, ताकि रेत बड़े पत्थरों के बीच की छोटी-छोटी दरारें भर दे।',
        },
      ],
    },
    {
      id: 'little-hands',
      seconds: 16.5,
      backdrop: 'ocean-shore',
      camera: { from: { x: 300, y: 245, zoom: 1.6 }, to: { x: 340, y: 245, zoom: 1.6 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [240, 340],
          scale: 0.75,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [400, 334], start: 9 },
            { kind: 'hop', amount: 3, every: 0.5, start: 9 },
          ],
        },
        {
          actor: 'squirrel',
          at: [290, 338],
          scale: 1.1,
          motion: [
            { kind: 'move', to: [450, 332], start: 9 },
            { kind: 'hop', amount: 4, every: 0.35 },
          ],
        },
        { actor: 'sparkles', at: [240, 300], area: [60, 30], count: 8, color: '#ffe7a0' },
      ],
      portrait: { on: 'hero', at: [-55, -88], size: 56, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} understood. Even little hands can carry sand!',
          hi: '{name} को बात समझ आ गई। नन्हे हाथ भी रेत तो ढो ही सकते हैं!',
        },
        {
          at: 8.5,
          en: '{name} scooped up a handful and ran along beside the squirrel.',
          hi: '{name} ने मुट्ठी भर रेत उठाई और गिलहरी के साथ-साथ दौड़ लगाई।',
        },
      ],
    },
    {
      id: 'vanara-laughs',
      seconds: 12,
      backdrop: 'sea-bridge',
      camera: { from: { x: 290, y: 258, zoom: 1.8 }, to: { x: 300, y: 262, zoom: 1.9 } },
      actors: [
        {
          actor: 'vanara',
          at: [352, 300],
          scale: 0.6,
          motion: [{ kind: 'hop', amount: 3, every: 0.4 }],
        },
        { actor: 'squirrel', at: [300, 322], scale: 1.1, motion: [{ kind: 'hop', amount: 2, every: 0.6 }] },
        { actor: 'child', at: [255, 345], scale: 0.7, pose: 'hold' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'A big vanara laughed. Out of the way, little ones! What good is a pinch of sand?',
          hi: 'एक बड़ा वानर हँस पड़ा। हटो, नन्हे-मुन्नो! चुटकी भर रेत से क्या होगा?',
        },
      ],
    },
    {
      id: 'doing-what-i-can',
      seconds: 14,
      backdrop: 'sea-bridge',
      camera: { from: { x: 290, y: 275, zoom: 2.2 }, to: { x: 292, y: 280, zoom: 2.4 } },
      actors: [
        { actor: 'squirrel', at: [302, 322], scale: 1.3, motion: [{ kind: 'hop', amount: 6, every: 0.9 }] },
        { actor: 'child', at: [255, 345], scale: 0.7, pose: 'hold' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The squirrel said: I cannot carry rocks, but I can carry sand. I am doing what I can, for Rama.',
          hi: 'गिलहरी बोली: मैं चट्टानें नहीं उठा सकती, पर रेत तो ला सकती हूँ। राम के लिए जितना बनता है, कर रही हूँ।',
        },
      ],
    },
    {
      id: 'rama-lifts-it',
      seconds: 15,
      music: 'lullaby',
      backdrop: 'ocean-shore',
      camera: { from: { x: 320, y: 240, zoom: 1.5 }, to: { x: 330, y: 220, zoom: 1.7 } },
      actors: [
        ...rama(460, 230, 1.1, [{ kind: 'move', to: [360, 230], start: 0.5, end: 5 }]),
        {
          actor: 'squirrel',
          at: [330, 330],
          scale: 1.1,
          motion: [{ kind: 'move', via: [[340, 280]], to: [350, 240], start: 7, end: 11 }],
        },
        { actor: 'child', at: [250, 340], scale: 0.75, pose: 'wave' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Rama had seen it all. Gently, so gently, he lifted the little squirrel into his hands.',
          hi: 'राम ने सब देख लिया था। उन्होंने बड़े प्यार से, धीरे से, नन्ही गिलहरी को अपनी हथेली पर उठा लिया।',
        },
      ],
    },
    {
      id: 'every-helper',
      seconds: 12,
      backdrop: 'ocean-shore',
      camera: { from: { x: 350, y: 230, zoom: 1.9 }, to: { x: 350, y: 232, zoom: 2.1 } },
      actors: [
        ...rama(360, 230, 1.1),
        { actor: 'squirrel', at: [350, 240], scale: 1.1, motion: [{ kind: 'bob', amount: 2, every: 2 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Every helper matters, said Rama: the ones who carry mountains, and the one who carries sand.',
          hi: 'राम ने कहा: हर मददगार मायने रखता है, पहाड़ ढोने वाले भी, और रेत ढोने वाली भी।',
        },
      ],
    },
    {
      id: 'three-stripes',
      seconds: 16,
      backdrop: 'ocean-shore',
      camera: { from: { x: 350, y: 236, zoom: 2.6 }, to: { x: 350, y: 236, zoom: 2.9 } },
      actors: [
        { actor: 'glow', at: [350, 228], scale: 1.6, color: '#ffd98a', motion: ['pulse'] },
        {
          actor: 'squirrel',
          at: [350, 240],
          scale: 1.3,
          motion: [
            { kind: 'bob', amount: 1, every: 2 },
            { kind: 'leave', start: 8, end: 10 },
          ],
        },
        {
          actor: 'squirrel',
          variant: 1,
          at: [350, 240],
          scale: 1.3,
          motion: [
            { kind: 'appear', start: 8, end: 10 },
            { kind: 'bob', amount: 1, every: 2 },
          ],
        },
        {
          actor: 'sparkles',
          at: [330, 226],
          area: [30, 14],
          count: 6,
          motion: [{ kind: 'move', to: [372, 224], start: 2, end: 9 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then he stroked its back with three fingers.',
          hi: 'फिर उन्होंने तीन उँगलियों से उसकी पीठ सहलाई।',
        },
        {
          at: 7,
          en: 'And where his fingers passed, three soft stripes appeared.',
          hi: 'और जहाँ-जहाँ उँगलियाँ फिरीं, वहाँ तीन प्यारी धारियाँ उभर आईं।',
        },
      ],
    },
    {
      id: 'thank-you',
      seconds: 13,
      backdrop: 'ocean-shore',
      camera: { from: { x: 300, y: 240, zoom: 1.6 }, to: { x: 300, y: 236, zoom: 1.75 } },
      actors: [
        { actor: 'glow', at: [262, 300], scale: 2.6, color: '#ffd98a', motion: ['pulse'] },
        ...rama(360, 230, 1.1),
        {
          actor: 'squirrel',
          variant: 1,
          at: [310, 336],
          scale: 1.1,
          motion: [{ kind: 'hop', amount: 4, every: 0.7 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [255, 340],
          scale: 0.75,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 3, every: 1 }],
        },
      ],
      portrait: { on: 'hero', at: [-60, -100], size: 56, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: "Rama's light shone on {name} too, warm as a hug. Thank you for helping.",
          hi: 'राम की रोशनी {name} पर भी पड़ी, किसी प्यारी झप्पी जैसी गरम। मदद के लिए धन्यवाद।',
        },
      ],
    },
    {
      id: 'bridge-done',
      seconds: 14,
      music: 'heroic-drums',
      backdrop: { name: 'sea-bridge', light: 'dusk' },
      camera: { from: { x: 280, y: 221, zoom: 1.3 }, to: { x: 370, y: 200, zoom: 1.2 } },
      actors: [
        vanara(0.36, 0.5, 0.42, 0.5),
        vanara(0.2, 0.34, 0.5),
        vanara(0.06, 0.2, 0.58, 1),
        ...rama(470, 150, 0.8).map((actor) => ({ ...actor, depth: 0.6 })),
      ],
      narration: [
        {
          at: 0.5,
          en: 'Stone by stone and grain by grain, the bridge stretched all the way to Lanka.',
          hi: 'पत्थर-पत्थर और कण-कण जुड़कर, पुल लंका तक पहुँच गया।',
        },
      ],
    },
    {
      id: 'stripes-today',
      seconds: 15,
      music: 'festival-dhol',
      backdrop: 'meadow',
      camera: { from: { x: 400, y: 220, zoom: 1.6 }, to: { x: 380, y: 210, zoom: 1.4 } },
      actors: [
        {
          actor: 'squirrel',
          variant: 1,
          at: [440, 300],
          scale: 1.2,
          motion: [
            { kind: 'move', via: [[470, 270]], to: [455, 232], start: 1, end: 4 },
            { kind: 'hop', amount: 3, every: 0.4 },
          ],
        },
        {
          actor: 'squirrel',
          variant: 1,
          at: [330, 306],
          scale: 1.1,
          flip: true,
          motion: [{ kind: 'hop', amount: 5, every: 0.6 }],
        },
        {
          actor: 'birds',
          at: [250, 100],
          area: [160, 50],
          count: 4,
          depth: 0.3,
          motion: [{ kind: 'move', to: [350, 80] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "And that is why, to this day, squirrels wear three stripes on their backs: Rama's thank-you.",
          hi: 'और इसीलिए आज तक गिलहरियों की पीठ पर तीन धारियाँ होती हैं: राम का दिया हुआ धन्यवाद।',
        },
      ],
    },
    {
      id: 'no-help-too-small',
      seconds: 19,
      music: 'lullaby',
      backdrop: { name: 'meadow', light: 'dusk' },
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 320, y: 186, zoom: 1.05 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [260, 330],
          scale: 0.8,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
        {
          actor: 'squirrel',
          variant: 1,
          at: [320, 326],
          scale: 1.1,
          flip: true,
          motion: [{ kind: 'hop', amount: 2, every: 1.3 }],
        },
        { actor: 'fireflies', at: [320, 240], area: [500, 160], count: 12 },
      ],
      portrait: { on: 'hero', at: [-70, -80], size: 56, enter: 'rise', start: 9 },
      narration: [
        {
          at: 0.5,
          en: 'No help is too small, {name}.',
          hi: 'कोई भी मदद छोटी नहीं होती, {name}।',
        },
        {
          at: 6,
          en: 'When you do what you can, with love, it always matters. Goodnight!',
          hi: 'प्यार से जितना बन पड़े, उतना करना ही सबसे बड़ी बात है। शुभ रात्रि!',
        },
      ],
    },
  ],
});
