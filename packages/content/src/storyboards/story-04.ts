/**
 * Story 4, "How Ganesha Got His Elephant Head": on Mount Kailash, Goddess Parvati shapes a little boy
 * from turmeric paste and asks him to guard her door; the child keeps watch with him. Lord Shiva
 * comes home, the boy, keeping his promise, will not let him in, and in a flash of Shiva's trident
 * the boy falls still. Parvati's sorrow darkens the world; Shiva understands and sends his helpers
 * north, where a gentle elephant gives his head with love. The boy wakes with an elephant's head,
 * and Shiva blesses him: Ganesha, to be worshipped first, always.
 *
 * Ganesha is his sign, a golden Om, before and after; Shiva is his trident and Nandi, his helpers
 * (the ganas) little lights, Parvati a mother seen from behind. The misunderstanding is told through
 * light, never a wound. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Nandi in a warm cream, so he stands out on the snow by day. */
const NANDI = '#e2cfa6';

/** Parvati's home on the snow, its door where the boy keeps watch. */
const home: ActorInput = { actor: 'house', at: [470, 334], scale: 1.8 };
const DOOR: [number, number] = [470, 300];

/** The boy, as Ganesha's sign: a golden Om in its glow. */
function boy(x: number, y: number, scale = 0.55, extra: ActorInput['motion'] = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.6 * scale, color: '#ffe6a0', motion: ['pulse', ...(extra ?? [])] },
    {
      actor: 'ganesha-sign',
      at: [x, y],
      scale,
      motion: [{ kind: 'bob', amount: 3, every: 2 }, ...(extra ?? [])],
    },
  ];
}

/** Shiva: his trident in a cool glow, Nandi resting beside it. */
function shiva(
  x: number,
  y: number,
  extra: ActorInput['motion'] = [],
  walk?: { toX: number; start: number; end: number },
): ActorInput[] {
  const move = (dy: number): NonNullable<ActorInput['motion']> =>
    walk ? [{ kind: 'move', to: [walk.toX, y + dy], start: walk.start, end: walk.end }] : [];
  return [
    {
      actor: 'glow',
      at: [x, y - 70],
      scale: 1.8,
      color: '#dfe6ff',
      motion: ['pulse', ...move(-70), ...(extra ?? [])],
    },
    {
      actor: 'trishul',
      at: [x, y],
      scale: 1.1,
      motion: [{ kind: 'bob', amount: 2, every: 3 }, ...move(0), ...(extra ?? [])],
    },
  ];
}

/** Shiva's helpers, the ganas, as little lights; they travel to `to`. */
const ganas = (x: number, y: number, to?: [number, number]): ActorInput[] =>
  (
    [
      [0, 0, '#ffe6a0'],
      [-36, 16, '#ffd0e0'],
      [-72, -8, '#c8f0ff'],
    ] as const
  ).map(([dx, dy, color], i) => ({
    actor: 'glow',
    at: [x + dx, y + dy],
    scale: 0.5,
    color,
    motion: [
      ...(to ? [{ kind: 'move' as const, to: [to[0] + dx, to[1] + dy] as [number, number] }] : []),
      { kind: 'bob', amount: 4, every: 1.2 + i * 0.2 },
    ],
  }));

export const STORYBOARD_04 = defineStoryboard({
  story: 4,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'kailash', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [...boy(450, 150, 0.7), { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 }],
  },
  credits: {
    backdrop: { name: 'kailash', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [...boy(470, 160, 0.6), { actor: 'sparkles', at: [320, 150], area: [560, 200], count: 16 }],
  },
  shots: [
    {
      id: 'kailash',
      seconds: 9.5,
      backdrop: { name: 'kailash', light: 'dawn' },
      camera: { from: { x: 320, y: 140, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        home,
        {
          actor: 'nandi',
          at: [160, 338],
          scale: 0.7,
          color: NANDI,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        {
          actor: 'birds',
          at: [240, 120],
          area: [180, 50],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 90] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'High on snowy Mount Kailash lived Lord Shiva and Goddess Parvati.',
          hi: 'बर्फ़ से ढके कैलाश पर्वत पर भगवान शिव और माता पार्वती रहते थे।',
        },
      ],
    },
    {
      id: 'parvati-alone',
      seconds: 11.5,
      backdrop: 'kailash',
      camera: { from: { x: 400, y: 230, zoom: 1.4 }, to: { x: 420, y: 230, zoom: 1.5 } },
      actors: [
        home,
        { actor: 'mother', at: [380, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'One day Shiva was far away, and Parvati wished for someone to keep watch at her door while she bathed.',
          hi: 'एक दिन शिव कहीं दूर गए थे, और पार्वती चाहती थीं कि नहाते समय कोई उनके द्वार पर पहरा दे।',
        },
      ],
    },
    {
      id: 'turmeric',
      seconds: 12,
      backdrop: 'kailash',
      camera: { from: { x: 350, y: 240, zoom: 1.6 }, to: { x: 350, y: 235, zoom: 1.8 } },
      actors: [
        home,
        { actor: 'mother', at: [300, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 2, every: 1.5 }] },
        { actor: 'kalash', at: [355, 340], scale: 0.6 },
        {
          actor: 'glow',
          at: [355, 296],
          scale: 1.1,
          color: '#ffc94a',
          motion: [
            { kind: 'pulse', amount: 0.2, every: 1.5 },
            { kind: 'grow', from: 0.4, end: 10 },
          ],
        },
        { actor: 'sparkles', at: [355, 285], area: [110, 70], count: 12, color: '#ffe08a' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So she took the golden turmeric paste from her bath, and lovingly shaped a little boy.',
          hi: 'तो उन्होंने स्नान के लिए रखा सुनहरा हल्दी का उबटन लिया, और बड़े प्यार से एक नन्हा बालक गढ़ा।',
        },
      ],
    },
    {
      id: 'boy-wakes',
      seconds: 14.5,
      backdrop: 'kailash',
      camera: { from: { x: 350, y: 230, zoom: 1.7 }, to: { x: 360, y: 220, zoom: 1.5 } },
      actors: [
        home,
        { actor: 'mother', at: [300, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
        ...boy(370, 290, 0.5, [{ kind: 'grow', from: 0.2, start: 1, end: 5 }]),
        { actor: 'sparkles', at: [370, 280], area: [140, 100], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'She breathed life into him, and the little boy opened his eyes.',
          hi: 'उन्होंने उसमें प्राण फूँके, और नन्हे बालक ने आँखें खोलीं।',
        },
        {
          at: 7.5,
          en: 'You are my son, she smiled, and he smiled back.',
          hi: 'तुम मेरे बेटे हो, वे मुस्कुराईं, और बालक भी मुस्कुरा दिया।',
        },
      ],
    },
    {
      id: 'guard-the-door',
      seconds: 18,
      backdrop: 'kailash',
      music: 'festival-dhol',
      camera: { from: { x: 411, y: 220, zoom: 1.4 }, to: { x: 380, y: 220, zoom: 1.3 } },
      actors: [
        home,
        ...boy(DOOR[0] - 50, 290, 0.45),
        {
          actor: 'child',
          id: 'hero',
          at: [180, 345],
          scale: 0.8,
          pose: 'wave',
          motion: [
            { kind: 'move', to: [360, 345], start: 8.5, end: 12 },
            { kind: 'hop', amount: 4, every: 0.6 },
          ],
        },
      ],
      portrait: { on: 'hero', at: [-80, -120], size: 64, enter: 'pop', start: 12 },
      narration: [
        {
          at: 0.5,
          en: 'Guard my door, said Parvati, and let no one in.',
          hi: 'पार्वती ने कहा: मेरे द्वार पर पहरा दो, और किसी को अंदर मत आने देना।',
        },
        {
          at: 8.5,
          en: 'Up the path came {name}. Can I keep watch too? The boy nodded happily.',
          hi: 'तभी राह पर {name} के कदम आए। मैं भी पहरा दूँ? बालक ने ख़ुशी से सिर हिलाया।',
        },
      ],
    },
    {
      id: 'keeping-watch',
      seconds: 10.5,
      backdrop: 'kailash',
      camera: { from: { x: 400, y: 230, zoom: 1.5 }, to: { x: 410, y: 225, zoom: 1.6 } },
      actors: [
        home,
        ...boy(DOOR[0] - 50, 290, 0.45),
        {
          actor: 'child',
          at: [360, 345],
          scale: 0.8,
          pose: 'hold',
          motion: [{ kind: 'hop', amount: 2, every: 1.4 }],
        },
        {
          actor: 'birds',
          at: [380, 110],
          area: [140, 40],
          count: 4,
          motion: [{ kind: 'move', to: [520, 90] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Side by side they stood at the door, as proud and brave as two little soldiers.',
          hi: 'दोनों द्वार पर साथ-साथ डटे रहे, दो नन्हे सिपाहियों की तरह, शान से और बहादुरी से।',
        },
      ],
    },
    {
      id: 'shiva-returns',
      seconds: 10,
      backdrop: { name: 'kailash', light: 'dusk' },
      music: 'heroic-drums',
      camera: { from: { x: 260, y: 220, zoom: 1.3 }, to: { x: 320, y: 200, zoom: 1.15 } },
      actors: [
        home,
        ...shiva(-40, 345, [], { toX: 200, start: 1, end: 9 }),
        {
          actor: 'nandi',
          at: [-120, 345],
          scale: 0.7,
          motion: [
            { kind: 'move', to: [100, 345], start: 1, end: 9 },
            { kind: 'hop', amount: 2, every: 0.6 },
          ],
        },
        ...boy(DOOR[0] - 50, 290, 0.45),
        { actor: 'child', at: [360, 345], scale: 0.8 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then, along the snowy path, Lord Shiva came home with Nandi the bull.',
          hi: 'तभी बर्फ़ीली राह पर भगवान शिव नंदी बैल के साथ घर लौटे।',
        },
      ],
    },
    {
      id: 'no-entry',
      seconds: 15,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 330, y: 225, zoom: 1.45 } },
      actors: [
        home,
        ...shiva(220, 345),
        { actor: 'nandi', at: [110, 345], scale: 0.7 },
        ...boy(DOOR[0] - 50, 290, 0.45, [{ kind: 'move', to: [330, 280], start: 1, end: 3 }]),
        { actor: 'child', at: [400, 345], scale: 0.8 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Stop! said the boy. My mother says no one may come in.',
          hi: 'रुकिए! बालक ने कहा। माँ ने कहा है, कोई अंदर नहीं आ सकता।',
        },
        {
          at: 7.5,
          en: 'He did not know that this was Shiva, coming home to his own door.',
          hi: 'उसे नहीं पता था कि ये तो स्वयं शिव हैं, जो अपने ही घर लौटे हैं।',
        },
      ],
    },
    {
      id: 'neither-gives-way',
      seconds: 15.5,
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 300, y: 220, zoom: 1.45 }, to: { x: 310, y: 215, zoom: 1.6 } },
      actors: [
        home,
        ...shiva(220, 345, [{ kind: 'pulse', amount: 0.15, every: 0.8 }]),
        ...boy(330, 280, 0.45, [{ kind: 'pulse', amount: 0.1, every: 0.8 }]),
        {
          actor: 'child',
          id: 'hero',
          at: [400, 345],
          scale: 0.8,
          pose: 'reach',
          flip: true,
          motion: [{ kind: 'hop', amount: 4, every: 0.5 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Who stops me at my own home? said Shiva. Neither would give way.',
          hi: 'मुझे मेरे ही घर में आने से कौन रोकता है? शिव ने कहा। कोई भी पीछे नहीं हटा।',
        },
        {
          at: 9.5,
          en: '{name} cried out: Wait! Please, listen!',
          hi: '{name} ने पुकारा: रुकिए! एक बार सुनिए तो!',
        },
      ],
    },
    {
      id: 'the-flash',
      seconds: 10.5,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 300, y: 215, zoom: 1.6 }, to: { x: 300, y: 200, zoom: 1.3 } },
      actors: [
        home,
        ...shiva(220, 345),
        {
          actor: 'glow',
          at: [280, 270],
          scale: 5,
          color: '#f4f6ff',
          motion: [
            { kind: 'appear', start: 2, end: 2.5 },
            { kind: 'leave', start: 3, end: 6 },
          ],
        },
        ...boy(330, 280, 0.45, [{ kind: 'leave', start: 2.6, end: 4.5 }]),
        {
          actor: 'sparkles',
          at: [330, 260],
          area: [160, 120],
          count: 14,
          motion: [{ kind: 'move', to: [330, 200] }],
        },
        { actor: 'child', at: [400, 345], scale: 0.8 },
      ],
      narration: [
        {
          at: 0.5,
          en: "In a blinding flash of Shiva's trident, the brave little boy fell still.",
          hi: 'शिव के त्रिशूल की एक तेज़ चमक हुई, और वह बहादुर नन्हा बालक निश्चल हो गया।',
        },
      ],
    },
    {
      id: 'parvati-cries',
      seconds: 13.5,
      backdrop: { name: 'kailash', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 400, y: 230, zoom: 1.4 }, to: { x: 384, y: 216, zoom: 1.25 } },
      actors: [
        home,
        {
          actor: 'mother',
          at: [560, 345],
          scale: 0.85,
          motion: [
            { kind: 'move', to: [390, 345], end: 4 },
            { kind: 'sway', amount: 3, every: 1.4 },
          ],
        },
        { actor: 'child', at: [300, 348], scale: 0.8 },
        {
          actor: 'glow',
          at: [340, 310],
          scale: 0.6,
          color: '#ffe6a0',
          opacity: 0.5,
          motion: [{ kind: 'pulse', amount: 0.3, every: 2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Parvati came running, and her cry shook the mountains. My son! What has happened?',
          hi: 'पार्वती दौड़ी आईं, और उनकी पुकार से पर्वत काँप उठे। मेरा बेटा! यह क्या हो गया?',
        },
        {
          at: 9.5,
          en: 'The whole world grew dark and cold.',
          hi: 'सारी दुनिया अँधेरी और ठंडी हो गई।',
        },
      ],
    },
    {
      id: 'shiva-understands',
      seconds: 14.5,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 300, y: 220, zoom: 1.35 }, to: { x: 320, y: 210, zoom: 1.25 } },
      actors: [
        home,
        ...shiva(230, 345, [{ kind: 'turn', amount: -12, start: 1, end: 4 }]),
        { actor: 'mother', at: [390, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
        { actor: 'child', at: [310, 348], scale: 0.75 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Shiva understood. The boy had only been keeping his promise to his mother.',
          hi: 'तब शिव समझ गए। बालक तो बस अपनी माँ से किया वादा निभा रहा था।',
        },
        {
          at: 8.5,
          en: 'I am sorry, said Shiva. I will make it right.',
          hi: 'शिव ने कहा: मुझसे भूल हुई। मैं सब ठीक कर दूँगा।',
        },
      ],
    },
    {
      id: 'go-north',
      seconds: 12.5,
      backdrop: { name: 'snowfield', light: 'night' },
      music: 'temple-bells',
      camera: { from: { x: 260, y: 220, zoom: 1.3 }, to: { x: 380, y: 210, zoom: 1.3 } },
      actors: [
        ...ganas(120, 250, [440, 240]),
        {
          actor: 'child',
          at: [60, 330],
          scale: 0.7,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [380, 326] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
        { actor: 'diya', at: [60, 290], scale: 0.8, motion: [{ kind: 'move', to: [380, 286] }, 'flicker'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Shiva sent his helpers north, to bring back the first creature they met. {name} went too, with a little lamp.',
          hi: 'शिव ने अपने गणों को उत्तर की ओर भेजा, और दीया लिए {name} के कदम भी उनके साथ चले।',
        },
      ],
    },
    {
      id: 'the-elephant',
      seconds: 15.5,
      backdrop: { name: 'snowfield', light: 'night' },
      camera: { from: { x: 380, y: 220, zoom: 1.3 }, to: { x: 400, y: 230, zoom: 1.5 } },
      actors: [
        {
          actor: 'elephant',
          at: [470, 320],
          scale: 1,
          flip: true,
          motion: [
            { kind: 'sway', amount: 1, every: 3 },
            { kind: 'turn', amount: -8, start: 6, end: 8 },
          ],
        },
        {
          actor: 'glow',
          at: [440, 250],
          scale: 1.6,
          color: '#fff6d6',
          motion: [{ kind: 'appear', start: 7, end: 9 }, 'pulse'],
        },
        ...ganas(300, 230),
        { actor: 'child', id: 'hero', at: [330, 335], scale: 0.72, pose: 'hold' },
        { actor: 'diya', at: [330, 292], scale: 0.8, motion: ['flicker'] },
      ],
      portrait: { on: 'hero', at: [-80, -100], size: 60, enter: 'glow', start: 9 },
      narration: [
        {
          at: 0.5,
          en: 'There, under the moon, stood a great and gentle elephant.',
          hi: 'वहाँ चाँदनी में एक विशाल, भोला-सा हाथी खड़ा था।',
        },
        {
          at: 6.5,
          en: 'He bowed low, and with all his heart he offered his head as a gift for the little boy.',
          hi: 'उसने सिर झुकाया, और पूरे मन से अपना सिर उस नन्हे बालक के लिए भेंट कर दिया।',
        },
      ],
    },
    {
      id: 'new-life',
      seconds: 11,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 330, y: 220, zoom: 1.45 } },
      actors: [
        home,
        ...shiva(220, 345),
        { actor: 'mother', at: [420, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
        {
          actor: 'glow',
          at: [640, 120],
          scale: 1.2,
          color: '#fff6d6',
          motion: [{ kind: 'move', via: [[480, 120]], to: [330, 280], end: 5 }, 'pulse'],
        },
        ...boy(330, 280, 0.5, [
          { kind: 'appear', start: 5.5, end: 8 },
          { kind: 'grow', from: 0.3, start: 5.5, end: 9 },
        ]),
        { actor: 'sparkles', at: [330, 270], area: [200, 140], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: "Shiva placed the elephant's head on the boy, and breathed life into him once more.",
          hi: 'शिव ने हाथी का सिर बालक पर रखा, और उसमें फिर से प्राण फूँक दिए।',
        },
      ],
    },
    {
      id: 'ganesha-wakes',
      seconds: 16.5,
      backdrop: { name: 'kailash', light: 'dawn' },
      music: 'festival-dhol',
      camera: { from: { x: 340, y: 230, zoom: 1.5 }, to: { x: 340, y: 210, zoom: 1.3 } },
      actors: [
        home,
        { actor: 'glow', at: [340, 280], scale: 2.4, color: '#ffe2b8', motion: ['pulse'] },
        ...boy(340, 270, 0.55, [{ kind: 'hop', amount: 6, every: 0.9 }]),
        { actor: 'mother', at: [420, 345], scale: 0.85, motion: [{ kind: 'hop', amount: 2, every: 0.6 }] },
        {
          actor: 'child',
          at: [250, 348],
          scale: 0.8,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.7 }],
        },
        { actor: 'petals', at: [340, 150], area: [420, 260], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The little boy opened his eyes, with big gentle ears and a curling trunk!',
          hi: 'नन्हे बालक ने आँखें खोलीं: बड़े-बड़े प्यारे कान और घुमावदार सूँड़ के साथ!',
        },
        {
          at: 9,
          en: 'Parvati hugged him with joy, and the mountains shone again.',
          hi: 'पार्वती ने ख़ुशी से उसे गले लगा लिया, और पर्वत फिर से जगमगा उठे।',
        },
      ],
    },
    {
      id: 'the-blessing',
      seconds: 16.5,
      backdrop: 'kailash',
      music: 'temple-bells',
      camera: { from: { x: 320, y: 200, zoom: 1.25 }, to: { x: 320, y: 180, zoom: 1.05 } },
      actors: [
        home,
        ...shiva(210, 345),
        {
          actor: 'nandi',
          at: [110, 345],
          scale: 0.7,
          color: NANDI,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        ...boy(330, 250, 0.6),
        { actor: 'mother', at: [430, 345], scale: 0.85 },
        { actor: 'sparkles', at: [320, 150], area: [460, 160], count: 18 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Shiva named him Ganesha, leader of all his helpers, and blessed him:',
          hi: 'शिव ने उसका नाम गणेश रखा, अपने सब गणों का स्वामी, और आशीर्वाद दिया:',
        },
        {
          at: 8.5,
          en: 'At every prayer and every new beginning, you will be worshipped first, always.',
          hi: 'हर पूजा में, हर नई शुरुआत में, सबसे पहले तुम्हारी पूजा होगी, सदा।',
        },
      ],
    },
    {
      id: 'first-modak',
      seconds: 11,
      backdrop: 'temple-courtyard',
      music: 'festival-dhol',
      camera: { from: { x: 320, y: 230, zoom: 1.5 }, to: { x: 320, y: 220, zoom: 1.35 } },
      actors: [
        ...boy(320, 215, 0.55),
        { actor: 'modak', at: [290, 300], scale: 1.2 },
        { actor: 'modak', at: [350, 300], scale: 1.2 },
        { actor: 'modak', at: [320, 296], scale: 1.4 },
        { actor: 'mouse', at: [390, 306], scale: 1.2, motion: [{ kind: 'hop', amount: 4, every: 0.8 }] },
        {
          actor: 'child',
          id: 'hero',
          at: [230, 350],
          scale: 0.85,
          pose: 'hold',
          motion: [{ kind: 'move', to: [265, 348], end: 3 }],
        },
        { actor: 'petals', at: [320, 140], area: [400, 220], count: 14 },
      ],
      portrait: { on: 'hero', at: [-80, -120], size: 60, enter: 'pop', start: 4 },
      narration: [
        {
          at: 0.5,
          en: '{name} brought the very first modak. For you, Ganesha, first of all!',
          hi: '{name} ने सबसे पहला मोदक आगे बढ़ाया: यह तुम्हारे लिए, गणेश, सबसे पहले!',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 17,
      backdrop: { name: 'kailash', light: 'night' },
      music: 'lullaby',
      camera: { from: { x: 360, y: 220, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        home,
        ...boy(470, 170, 0.5),
        { actor: 'nandi', at: [160, 338], scale: 0.6 },
        {
          actor: 'child',
          id: 'hero',
          at: [330, 345],
          scale: 0.6,
          pose: 'sit',
          motion: [{ kind: 'sway', amount: 1.5, every: 3 }],
        },
        { actor: 'sparkles', at: [420, 140], area: [300, 140], count: 14 },
      ],
      portrait: { on: 'hero', at: [-80, -70], size: 56, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'Keep your promises, say sorry when you are wrong, and forgive with love.',
          hi: 'अपने वादे निभाओ, ग़लती हो तो माफ़ी माँगो, और प्यार से माफ़ कर दो।',
        },
        {
          at: 9,
          en: 'Goodnight, little Ganesha. Goodnight, {name}.',
          hi: 'शुभ रात्रि, नन्हे गणेश। शुभ रात्रि, {name}।',
        },
      ],
    },
  ],
});
