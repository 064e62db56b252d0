/**
 * Story 5, "Ganesha and the Great Race Around the World": the sage Narada brings a golden mango, the
 * fruit of wisdom, to Mount Kailash, and Shiva and Parvati promise it to whichever son first goes
 * around the whole world three times. Kartikeya flies off on his swift peacock; Ganesha, whose mount
 * is a tiny mouse, thinks, then circles his parents three times with the child riding along: you are
 * my whole world. The mango is his; Kartikeya comes home tired and Parvati holds him close (you are our
 * sweetest fruit too, a nod to the Palani telling). Our parents' love is our whole world.
 *
 * Ganesha is his golden Om above his mouse, Kartikeya the flying peacock with his spear, Shiva his
 * trident in its glow with Nandi, Parvati the `mother` figure from behind, Narada a sage from behind.
 * Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

type Motions = NonNullable<ActorInput['motion']>;

/** Nandi in a warm cream, so he stands out on the snow by day. */
const NANDI = '#e2cfa6';

/** Motions for a member of a group standing (dx, dy) from the group's anchor: its `move`s shifted. */
function shifted(motions: Motions, dx: number, dy: number): Motions {
  const by = ([x, y]: readonly [number, number]): [number, number] => [x + dx, y + dy];
  return motions.map((m) =>
    typeof m === 'string' || m.kind !== 'move'
      ? m
      : { ...m, ...(m.to ? { to: by(m.to) } : {}), ...(m.via ? { via: m.via.map(by) } : {}) },
  );
}

/** Ganesha: his golden Om in its glow floating above his little mouse; `extra` motions apply to all. */
function ganesha(x: number, y: number, scale = 0.5, extra: Motions = [], mouse = true): ActorInput[] {
  const om = shifted(extra, 0, -60);
  return [
    { actor: 'glow', at: [x, y - 60], scale: 1.5 * scale, color: '#ffe6a0', motion: ['pulse', ...om] },
    {
      actor: 'ganesha-sign',
      at: [x, y - 60],
      scale,
      motion: [{ kind: 'bob', amount: 3, every: 2 }, ...om],
    },
    ...(mouse
      ? [
          {
            actor: 'mouse' as const,
            at: [x + 4, y] as [number, number],
            scale: 1.4,
            motion: [{ kind: 'hop' as const, amount: 2, every: 0.5 }, ...shifted(extra, 4, 0)],
          },
        ]
      : []),
  ];
}

/** Kartikeya: the flying peacock carrying his golden spear, in a cool glow (`flip` faces left). */
function kartikeya(x: number, y: number, scale = 0.6, extra: Motions = [], flip = false): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 1.4 * scale, color: '#c8f0ff', motion: ['pulse', ...extra] },
    {
      actor: 'flying-peacock',
      variant: 1,
      at: [x, y],
      scale,
      flip,
      motion: [{ kind: 'bob', amount: 4, every: 1.6 }, ...extra],
    },
  ];
}

/** Shiva: his trident in a cool glow. */
function shiva(x: number, y: number, scale = 1.05, extra: Motions = []): ActorInput[] {
  return [
    {
      actor: 'glow',
      at: [x, y - 70 * scale],
      scale: 1.7 * scale,
      color: '#dfe6ff',
      motion: ['pulse', ...shifted(extra, 0, -70 * scale)],
    },
    { actor: 'trishul', at: [x, y], scale, motion: [{ kind: 'bob', amount: 2, every: 3 }, ...extra] },
  ];
}

/** Parvati, a mother seen from behind. */
const parvati = (x: number, y: number, scale = 0.85, extra: Motions = []): ActorInput => ({
  actor: 'mother',
  at: [x, y],
  scale,
  motion: [{ kind: 'sway', amount: 1.2, every: 3 }, ...extra],
});

/** The golden mango, the fruit of wisdom, in its glow. */
function mango(x: number, y: number, scale = 1, extra: Motions = []): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y], scale: 0.8 * scale, color: '#fff1c2', motion: ['pulse', ...extra] },
    { actor: 'mango', at: [x, y], scale, motion: [{ kind: 'bob', amount: 3, every: 2.2 }, ...extra] },
  ];
}

/**
 * Ganesha's mouse with Ganesha's Om and the child riding on its back, the mouse's foot at (x, y);
 * `extra` motions (the circles round the parents) carry all three together.
 */
function ride(x: number, y: number, extra: Motions = [], heroId?: string): ActorInput[] {
  const trot = { kind: 'hop', amount: 2, every: 0.4 } as const;
  return [
    { actor: 'mouse', at: [x, y], scale: 2.2, motion: [trot, ...extra] },
    {
      actor: 'child',
      ...(heroId ? { id: heroId } : {}),
      at: [x + 8, y - 40],
      scale: 0.45,
      pose: 'sit',
      motion: [trot, ...shifted(extra, 8, -40)],
    },
    {
      actor: 'glow',
      at: [x - 26, y - 95],
      scale: 0.7,
      color: '#ffe6a0',
      motion: ['pulse', ...shifted(extra, -26, -95)],
    },
    {
      actor: 'ganesha-sign',
      at: [x - 26, y - 95],
      scale: 0.4,
      motion: [{ kind: 'bob', amount: 3, every: 0.8 }, ...shifted(extra, -26, -95)],
    },
  ];
}

/** One loop round the parents (a flat ellipse), starting and ending where the rider stands. */
function loop(x: number, y: number, start: number, end: number): Motions {
  return [
    {
      kind: 'move',
      via: [
        [x - 50, y + 14],
        [x - 150, y + 18],
        [x - 250, y + 10],
        [x - 290, y - 8],
        [x - 240, y - 24],
        [x - 130, y - 28],
        [x - 30, y - 18],
      ],
      to: [x, y],
      start,
      end,
      ease: 'linear',
    },
  ];
}

export const STORYBOARD_05 = defineStoryboard({
  story: 5,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'kailash', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      ...ganesha(440, 230, 0.6, [], false),
      ...mango(520, 150, 1.2),
      { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 },
    ],
  },
  credits: {
    backdrop: { name: 'kailash', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      ...ganesha(470, 230, 0.55, [], false),
      { actor: 'sparkles', at: [320, 150], area: [560, 200], count: 16 },
    ],
  },
  shots: [
    {
      id: 'kailash',
      seconds: 12.5,
      backdrop: { name: 'kailash', light: 'dawn' },
      camera: { from: { x: 320, y: 140, zoom: 1.4 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'nandi',
          at: [90, 345],
          scale: 0.65,
          color: NANDI,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
        ...shiva(170, 345),
        parvati(240, 345),
        ...ganesha(360, 340),
        ...kartikeya(480, 270),
        {
          actor: 'birds',
          at: [240, 110],
          area: [180, 50],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 80] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'High on snowy Mount Kailash lived Lord Shiva and Goddess Parvati, with their two sons, Ganesha and Kartikeya.',
          hi: 'बर्फ़ से ढके कैलाश पर्वत पर भगवान शिव और माता पार्वती अपने दो बेटों, गणेश और कार्तिकेय के साथ रहते थे।',
        },
      ],
    },
    {
      id: 'playmates',
      seconds: 14,
      backdrop: 'kailash',
      camera: { from: { x: 300, y: 225, zoom: 1.35 }, to: { x: 350, y: 220, zoom: 1.4 } },
      actors: [
        ...ganesha(380, 340),
        ...kartikeya(500, 260, 0.6, [], true),
        {
          actor: 'child',
          at: [120, 345],
          scale: 0.8,
          pose: 'wave',
          motion: [
            { kind: 'move', to: [280, 345], start: 0.5, end: 5 },
            { kind: 'hop', amount: 5, every: 0.6 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} loved to come up and play with the two brothers: Ganesha with his little mouse, and Kartikeya with his swift peacock.',
          hi: '{name} को दोनों भाइयों के साथ खेलना बहुत भाता था: गणेश और उनका नन्हा चूहा, कार्तिकेय और उनका फुर्तीला मोर।',
        },
      ],
    },
    {
      id: 'narada',
      seconds: 15,
      backdrop: 'kailash',
      camera: { from: { x: 260, y: 220, zoom: 1.35 }, to: { x: 300, y: 215, zoom: 1.4 } },
      actors: [
        {
          actor: 'adult',
          variant: 1,
          at: [40, 345],
          scale: 0.85,
          motion: [
            { kind: 'move', to: [210, 345], end: 6 },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
        ...mango(70, 250, 1.3, [{ kind: 'move', to: [240, 250], end: 6 }]),
        ...ganesha(360, 340),
        { actor: 'child', at: [420, 345], scale: 0.8, motion: [{ kind: 'hop', amount: 3, every: 1.2 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'One morning the wise sage Narada came up the mountain with a wonderful gift: a glowing golden mango.',
          hi: 'एक सुबह नारद मुनि एक अनोखा उपहार लेकर पर्वत पर आए: एक चमचमाता सुनहरा आम।',
        },
        {
          at: 10.5,
          en: 'This is the fruit of wisdom, he said.',
          hi: 'उन्होंने कहा: यह ज्ञान का फल है।',
        },
      ],
    },
    {
      id: 'only-one',
      seconds: 11,
      backdrop: 'kailash',
      camera: { from: { x: 320, y: 230, zoom: 1.4 }, to: { x: 320, y: 238, zoom: 1.5 } },
      actors: [
        ...ganesha(240, 340, 0.5, [{ kind: 'move', to: [262, 340], start: 1, end: 3 }]),
        ...mango(320, 230, 1.5),
        ...kartikeya(410, 255, 0.55, [{ kind: 'move', to: [390, 255], start: 4, end: 6 }], true),
        { actor: 'sparkles', at: [320, 230], area: [80, 60], count: 8 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Ganesha wanted the mango. Kartikeya wanted it too. But there was only one!',
          hi: 'गणेश को वह आम चाहिए था। कार्तिकेय को भी वही चाहिए था। पर आम तो एक ही था!',
        },
      ],
    },
    {
      id: 'the-race',
      seconds: 16.5,
      backdrop: 'kailash',
      camera: { from: { x: 300, y: 210, zoom: 1.3 }, to: { x: 320, y: 200, zoom: 1.2 } },
      actors: [
        ...shiva(240, 340),
        parvati(310, 345),
        ...mango(275, 200, 1.3),
        ...ganesha(420, 342, 0.45),
        ...kartikeya(520, 262, 0.55, [], true),
        { actor: 'child', at: [470, 348], scale: 0.75, motion: [{ kind: 'hop', amount: 3, every: 1 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Shiva and Parvati smiled. Let us have a race, said Parvati.',
          hi: 'शिव और पार्वती मुस्कुराए। पार्वती बोलीं: चलो, एक दौड़ हो जाए।',
        },
        {
          at: 8,
          en: 'Whoever goes around the whole world three times and comes back first wins the mango!',
          hi: 'जो पूरी दुनिया के तीन चक्कर लगाकर सबसे पहले लौटेगा, आम उसी का होगा!',
        },
      ],
    },
    {
      id: 'whoosh',
      seconds: 10,
      backdrop: 'kailash',
      music: 'heroic-drums',
      camera: { from: { x: 280, y: 200, zoom: 1.25 }, to: { x: 360, y: 170, zoom: 1.15 } },
      actors: [
        ...kartikeya(160, 260, 0.7, [
          { kind: 'move', via: [[320, 200]], to: [760, 70], start: 1.5, end: 6.5, ease: 'in' },
        ]),
        {
          actor: 'wind',
          at: [360, 190],
          area: [400, 160],
          count: 8,
          motion: [{ kind: 'move', to: [460, 150], start: 1.5, end: 9 }],
        },
        {
          actor: 'child',
          at: [250, 350],
          scale: 0.8,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 3, every: 0.8 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Whoosh! Kartikeya leapt onto his peacock and flew away over the mountains, fast as the wind.',
          hi: 'सर्र! कार्तिकेय अपने मोर पर सवार हुए और हवा की तरह पहाड़ों के पार उड़ चले।',
        },
      ],
    },
    {
      id: 'tiny-mouse',
      seconds: 13,
      backdrop: 'kailash',
      camera: { from: { x: 330, y: 245, zoom: 1.6 }, to: { x: 330, y: 260, zoom: 1.9 } },
      actors: [
        {
          actor: 'child',
          at: [280, 350],
          scale: 0.8,
          pose: 'point',
          motion: [{ kind: 'sway', amount: 2, every: 2.5 }],
        },
        ...ganesha(360, 345),
      ],
      narration: [
        {
          at: 0.5,
          en: "{name} looked at Ganesha's little mouse. How could such a tiny mouse go around the whole wide world?",
          hi: '{name} ने गणेश के नन्हे चूहे को देखा। इतना छोटा-सा चूहा भला पूरी दुनिया का चक्कर कैसे लगाएगा?',
        },
      ],
    },
    {
      id: 'ganesha-thinks',
      seconds: 12,
      backdrop: 'kailash',
      music: 'temple-bells',
      camera: { from: { x: 340, y: 250, zoom: 1.7 }, to: { x: 350, y: 250, zoom: 2 } },
      actors: [
        {
          actor: 'glow',
          at: [350, 280],
          scale: 1.8,
          color: '#fff1c2',
          motion: [{ kind: 'pulse', amount: 0.2, every: 3 }],
        },
        ...ganesha(350, 340, 0.5),
        { actor: 'sparkles', at: [350, 275], area: [140, 90], count: 12 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'But Ganesha did not hurry. He sat very still and thought: what is my whole world, really?',
          hi: 'पर गणेश ने कोई जल्दी नहीं की। वे चुपचाप बैठकर सोचने लगे: मेरी पूरी दुनिया असल में है क्या?',
        },
      ],
    },
    {
      id: 'ride-along',
      seconds: 13,
      backdrop: 'kailash',
      music: 'festival-dhol',
      camera: { from: { x: 300, y: 240, zoom: 1.5 }, to: { x: 360, y: 230, zoom: 1.45 } },
      actors: [
        ...ride(420, 345, [{ kind: 'move', to: [360, 345], start: 8, end: 12.5 }], 'hero'),
        { actor: 'petals', at: [360, 180], area: [360, 200], count: 10 },
      ],
      portrait: { on: 'hero', at: [70, -90], size: 60, enter: 'pop', start: 4 },
      narration: [
        {
          at: 0.5,
          en: 'Then Ganesha smiled a big smile. Come, {name}, ride with me!',
          hi: 'फिर गणेश खिलखिलाकर मुस्कुराए। आओ {name}, मेरे साथ चलो!',
        },
        {
          at: 8,
          en: 'And off went the tiny mouse, carrying them both.',
          hi: 'और नन्हा चूहा दोनों को लेकर चल पड़ा।',
        },
      ],
    },
    {
      id: 'round-once',
      seconds: 15,
      backdrop: 'kailash',
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 225, zoom: 1.35 } },
      actors: [...shiva(290, 320, 0.9), parvati(350, 322, 0.75), ...ride(470, 340, loop(470, 340, 1, 13))],
      narration: [
        {
          at: 0.5,
          en: 'But the mouse did not run down the mountain. It ran round and round Shiva and Parvati, with love.',
          hi: 'पर चूहा पहाड़ से नीचे नहीं भागा। वह प्यार से शिव और पार्वती के चारों ओर घूमने लगा।',
        },
        { at: 11.5, en: 'One!', hi: 'एक!' },
      ],
    },
    {
      id: 'round-three',
      seconds: 12,
      backdrop: 'kailash',
      camera: { from: { x: 320, y: 225, zoom: 1.35 }, to: { x: 320, y: 230, zoom: 1.4 } },
      actors: [
        ...shiva(290, 320, 0.9),
        parvati(350, 322, 0.75),
        ...ride(470, 340, [...loop(470, 340, 0, 5.5), ...loop(470, 340, 5.5, 11)], 'hero'),
        { actor: 'petals', at: [320, 160], area: [400, 200], count: 10 },
      ],
      portrait: { at: [470, 160], size: 70, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'Two! Three! {name} counted every round out loud.',
          hi: 'दो! तीन! {name} ने हर चक्कर ज़ोर से गिना।',
        },
      ],
    },
    {
      id: 'the-bow',
      seconds: 15.5,
      backdrop: 'kailash',
      camera: { from: { x: 320, y: 230, zoom: 1.45 }, to: { x: 320, y: 225, zoom: 1.6 } },
      actors: [
        ...shiva(260, 340, 0.95),
        parvati(330, 342, 0.8),
        ...ganesha(420, 342, 0.5, [{ kind: 'turn', amount: -14, start: 1, end: 3 }]),
        {
          actor: 'child',
          at: [480, 350],
          scale: 0.72,
          pose: 'hold',
          motion: [{ kind: 'sway', amount: 2, every: 3 }],
        },
        { actor: 'petals', at: [320, 150], area: [360, 200], count: 10 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Ganesha folded his hands and bowed to his mother and father.',
          hi: 'फिर गणेश ने हाथ जोड़कर अपने माता-पिता को प्रणाम किया।',
        },
        {
          at: 7.5,
          en: 'Why did you not go around the world? Parvati asked gently.',
          hi: 'पार्वती ने प्यार से पूछा: तुम दुनिया का चक्कर लगाने क्यों नहीं गए?',
        },
      ],
    },
    {
      id: 'whole-world',
      seconds: 14,
      backdrop: 'kailash',
      camera: { from: { x: 340, y: 240, zoom: 1.6 }, to: { x: 340, y: 230, zoom: 1.45 } },
      actors: [
        ...shiva(270, 340, 0.95),
        parvati(330, 342, 0.8),
        {
          actor: 'glow',
          at: [410, 280],
          scale: 1.6,
          color: '#fff1c2',
          motion: [{ kind: 'pulse', amount: 0.15 }],
        },
        ...ganesha(410, 342, 0.5),
        { actor: 'sparkles', at: [320, 250], area: [260, 140], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'You are my whole world, said Ganesha. Going around you, I have gone around everything.',
          hi: 'गणेश बोले: आप ही तो मेरी पूरी दुनिया हैं। आपकी परिक्रमा करके मैंने सारी दुनिया की परिक्रमा कर ली।',
        },
      ],
    },
    {
      id: 'the-prize',
      seconds: 13,
      backdrop: 'kailash',
      music: 'festival-dhol',
      camera: { from: { x: 320, y: 220, zoom: 1.35 }, to: { x: 340, y: 225, zoom: 1.45 } },
      actors: [
        ...shiva(260, 340, 0.95, [{ kind: 'pulse', amount: 0.08, every: 0.8 }]),
        parvati(320, 342, 0.8),
        ...mango(290, 200, 1.3, [{ kind: 'move', to: [410, 250], start: 6, end: 9 }]),
        ...ganesha(410, 342, 0.5),
        {
          actor: 'child',
          at: [480, 350],
          scale: 0.72,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.6 }],
        },
        { actor: 'sparkles', at: [350, 220], area: [260, 120], count: 14 },
      ],
      narration: [
        {
          at: 0.5,
          en: "Shiva's trident shone with joy. Ganesha has understood something very wise, he said. The mango is his!",
          hi: 'शिव का त्रिशूल ख़ुशी से चमक उठा। वे बोले: गणेश ने बहुत गहरी बात समझी है। आम उसी का है!',
        },
      ],
    },
    {
      id: 'far-away',
      seconds: 14.5,
      backdrop: { name: 'ocean-shore', light: 'dusk' },
      music: 'heroic-drums',
      camera: { from: { x: 270, y: 170, zoom: 1.2 }, to: { x: 370, y: 170, zoom: 1.2 } },
      actors: [
        ...kartikeya(-60, 200, 0.6, [{ kind: 'move', via: [[300, 150]], to: [720, 190], ease: 'linear' }]),
        {
          actor: 'wind',
          at: [320, 190],
          area: [500, 120],
          count: 6,
          motion: [{ kind: 'move', to: [420, 180] }],
        },
        {
          actor: 'birds',
          at: [420, 110],
          area: [140, 40],
          count: 4,
          depth: 0.4,
          motion: [{ kind: 'move', to: [300, 100] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Far away, Kartikeya was still flying: over oceans and deserts, forests and snowy peaks, around and around the world.',
          hi: 'उधर दूर कार्तिकेय अब भी उड़ रहे थे: समुद्रों और रेगिस्तानों के ऊपर, जंगलों और बर्फ़ीली चोटियों के पार, दुनिया के चारों ओर।',
        },
      ],
    },
    {
      id: 'home-again',
      seconds: 17.5,
      backdrop: { name: 'kailash', light: 'dusk' },
      music: 'temple-bells',
      camera: { from: { x: 360, y: 210, zoom: 1.3 }, to: { x: 330, y: 225, zoom: 1.4 } },
      actors: [
        ...kartikeya(700, 120, 0.6, [{ kind: 'move', to: [450, 270], end: 5, ease: 'out' }], true),
        parvati(380, 345, 0.82, [{ kind: 'move', to: [400, 345], start: 9, end: 11 }]),
        ...ganesha(250, 342, 0.5),
        ...mango(250, 240, 1),
        { actor: 'child', at: [180, 350], scale: 0.72, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: "At last he flew home, tired and dusty, and found the mango already in Ganesha's hands.",
          hi: 'आख़िर वे थके-माँदे घर लौटे, और देखा कि आम तो पहले से ही गणेश के हाथों में है।',
        },
        {
          at: 9.5,
          en: 'Parvati held him close. You are our sweetest fruit too, she whispered.',
          hi: 'पार्वती ने उन्हें गले लगाकर कहा: तुम भी तो हमारे सबसे मीठे फल हो।',
        },
      ],
    },
    {
      id: 'my-world',
      seconds: 13,
      backdrop: { name: 'gokul-lane', light: 'dusk' },
      music: 'lullaby',
      camera: { from: { x: 300, y: 220, zoom: 1.3 }, to: { x: 360, y: 230, zoom: 1.45 } },
      actors: [
        { actor: 'mother', at: [460, 345], scale: 0.85, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
        {
          actor: 'adult',
          variant: 3,
          at: [520, 345],
          scale: 0.82,
          motion: [{ kind: 'sway', amount: 1, every: 3.5 }],
        },
        {
          actor: 'child',
          id: 'hero',
          at: [200, 350],
          scale: 0.75,
          pose: 'wave',
          motion: [
            { kind: 'move', to: [400, 350], start: 1, end: 7 },
            { kind: 'hop', amount: 4, every: 0.6 },
          ],
        },
        { actor: 'fireflies', at: [360, 250], area: [360, 120], count: 10 },
      ],
      portrait: { on: 'hero', at: [-70, -100], size: 60, enter: 'glow', start: 2 },
      narration: [
        {
          at: 0.5,
          en: '{name} thought of home, where Mummy and Papa were waiting. They are my whole world too.',
          hi: '{name} को घर की याद आई, जहाँ मम्मी-पापा राह देख रहे थे। मेरी पूरी दुनिया भी तो वही हैं।',
        },
      ],
    },
    {
      id: 'goodnight',
      seconds: 16,
      backdrop: { name: 'kailash', light: 'night' },
      camera: { from: { x: 360, y: 220, zoom: 1.35 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        ...ganesha(450, 340, 0.5),
        ...mango(450, 220, 0.9),
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
          en: 'Love and honour your mother and father: that is the wisest thing of all.',
          hi: 'अपने माता-पिता से प्यार करो, उनका आदर करो: यही सबसे बड़ी समझदारी है।',
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
