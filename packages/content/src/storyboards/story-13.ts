/**
 * Story 13, "Shiva Catches the River Ganga": King Bhagiratha's land is dry, and only the heavenly
 * river Ganga can bring it life and give his ancestors peace. He prays in the Himalayas for years (the
 * child climbs up to keep him company); Ganga agrees but warns her fall could break the earth, so Lord
 * Shiva (his trident, Nandi, his long locks with the crescent moon) catches the roaring river in his
 * hair and lets her out as a gentle stream that follows the king across the plains, turning them
 * green. The child floats a lamp on her waters: keep trying, and be gentle with your strength.
 *
 * Ganga is light and water (`ganga`), Shiva his symbols and his `locks`, never a face; Bhagiratha is
 * the `adult` king from behind. Hindi never makes a word agree with {name} (README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** Bhagiratha, the king, from behind. */
const king = (x: number, y: number, motion: ActorInput['motion'] = [], scale = 0.75): ActorInput => ({
  actor: 'adult',
  variant: 0,
  at: [x, y],
  scale,
  motion,
});

/** Shiva's trident in its glow, with Nandi resting beside it. */
function shiva(x: number, y: number, scale = 1): ActorInput[] {
  return [
    { actor: 'glow', at: [x, y - 60 * scale], scale: 1.8 * scale, color: '#dfe6ff', motion: ['pulse'] },
    { actor: 'trishul', at: [x, y], scale: 1.1 * scale, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
    {
      actor: 'nandi',
      at: [x + 70 * scale, y],
      scale: 0.6 * scale,
      motion: [{ kind: 'pulse', amount: 0.01 }],
    },
  ];
}

/** Shiva's locks streaming from their glow, with the river's light inside. */
const shivaLocks = (x: number, y: number, scale = 1): ActorInput => ({
  actor: 'locks',
  at: [x, y],
  scale,
  motion: [{ kind: 'bob', amount: 3, every: 4 }],
});

export const STORYBOARD_13 = defineStoryboard({
  story: 13,
  version: 1,
  music: 'temple-bells',
  title: {
    backdrop: { name: 'kailash', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      { actor: 'ganga', variant: 1, at: [330, 250], scale: 0.8, motion: [{ kind: 'pulse', amount: 0.02 }] },
      { actor: 'petals', at: [320, 150], area: [600, 300], count: 12 },
    ],
  },
  credits: {
    backdrop: { name: 'yamuna-river', light: 'night' },
    camera: { from: { x: 320, y: 180, zoom: 1.05 }, to: { x: 320, y: 180, zoom: 1 } },
    actors: [
      { actor: 'diya', at: [300, 300], scale: 0.8, motion: ['flicker', { kind: 'move', to: [380, 290] }] },
      {
        actor: 'diya',
        at: [420, 310],
        scale: 0.7,
        variant: 2,
        motion: ['flicker', { kind: 'move', to: [480, 300] }],
      },
      { actor: 'fireflies', at: [320, 220], area: [560, 160], count: 14 },
    ],
  },
  shots: [
    {
      id: 'dry-land',
      seconds: 15,
      backdrop: 'battle-plain',
      camera: { from: { x: 320, y: 210, zoom: 1.4 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        king(250, 330, [
          { kind: 'move', to: [340, 326] },
          { kind: 'hop', amount: 1.5, every: 1 },
        ]),
        {
          actor: 'cow',
          at: [470, 320],
          scale: 0.5,
          flip: true,
          motion: [{ kind: 'sway', amount: 1, every: 3 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Long ago, King Bhagiratha's land was dry and dusty. The rivers had vanished, and nothing would grow.",
          hi: 'बहुत पहले, राजा भगीरथ का राज्य सूखा और धूल भरा था। नदियाँ सूख गई थीं और कुछ भी नहीं उगता था।',
        },
      ],
    },
    {
      id: 'river-of-heaven',
      seconds: 14,
      backdrop: 'sunrise-sky',
      camera: { from: { x: 320, y: 200, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1.1 } },
      actors: [
        { actor: 'glow', at: [330, 150], scale: 3, color: '#dff0ff', motion: ['pulse'] },
        { actor: 'ganga', variant: 1, at: [300, 90], scale: 1, motion: [{ kind: 'pulse', amount: 0.02 }] },
        { actor: 'sparkles', at: [330, 160], area: [300, 160], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Only one river could bring life back: the holy river Ganga, who flowed high up in heaven.',
          hi: 'सिर्फ़ एक नदी धरती को फिर से जीवन दे सकती थी: पवित्र गंगा, जो ऊपर स्वर्ग में बहती थीं।',
        },
      ],
    },
    {
      id: 'years-of-prayer',
      seconds: 14,
      backdrop: 'snowfield',
      camera: { from: { x: 320, y: 220, zoom: 1.4 }, to: { x: 320, y: 215, zoom: 1.55 } },
      actors: [
        king(320, 330, [{ kind: 'sway', amount: 1, every: 4 }]),
        {
          actor: 'sparkles',
          at: [320, 180],
          area: [560, 300],
          count: 30,
          color: '#ffffff',
          motion: [{ kind: 'move', to: [300, 230] }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So Bhagiratha climbed high into the Himalayas and prayed, through snow and sun, for years and years.',
          hi: 'तो भगीरथ ऊँचे हिमालय पर गए और बरसों तक, बर्फ़ में भी, धूप में भी, प्रार्थना करते रहे।',
        },
      ],
    },
    {
      id: 'child-climbs',
      seconds: 12,
      backdrop: { name: 'mountain-pass', light: 'dawn' },
      camera: { from: { x: 300, y: 240, zoom: 1.5 }, to: { x: 360, y: 225, zoom: 1.5 } },
      actors: [
        {
          actor: 'child',
          at: [300, 360],
          scale: 0.7,
          pose: 'hold',
          motion: [
            { kind: 'move', to: [372, 306] },
            { kind: 'hop', amount: 3, every: 0.6 },
          ],
        },
        {
          actor: 'diya',
          at: [300, 322],
          scale: 0.6,
          motion: [
            { kind: 'move', to: [372, 268] },
            { kind: 'hop', amount: 3, every: 0.6 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} climbed up too, with a little lamp, to keep the king company.',
          hi: '{name} के कदम भी एक नन्हा दीया लिए पहाड़ की ओर बढ़ चले, राजा का साथ देने।',
        },
      ],
    },
    {
      id: 'ganga-answers',
      seconds: 16,
      backdrop: 'sunrise-sky',
      camera: { from: { x: 320, y: 170, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.2 } },
      actors: [
        {
          actor: 'glow',
          at: [330, 150],
          scale: 3.6,
          color: '#dff0ff',
          motion: [{ kind: 'pulse', amount: 0.12 }],
        },
        {
          actor: 'ganga',
          variant: 1,
          at: [300, 90],
          scale: 1.1,
          motion: [{ kind: 'pulse', amount: 0.04, every: 1 }],
        },
        { actor: 'sparkles', at: [330, 160], area: [360, 200], count: 22 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'At last Ganga answered: I will come down to earth.',
          hi: 'आख़िरकार गंगा ने कहा: मैं धरती पर आऊँगी।',
        },
        {
          at: 6.5,
          en: 'But my waters fall so hard and so fast, they could break the earth apart!',
          hi: 'पर मेरी धारा इतनी तेज़ और भारी है कि धरती फट सकती है!',
        },
      ],
    },
    {
      id: 'who-can-catch',
      seconds: 13,
      backdrop: 'kailash',
      camera: { from: { x: 300, y: 200, zoom: 1.2 }, to: { x: 330, y: 215, zoom: 1.35 } },
      actors: [
        ...shiva(430, 330, 0.9),
        king(220, 338, [{ kind: 'sway', amount: 1, every: 4 }]),
        {
          actor: 'child',
          at: [280, 344],
          scale: 0.6,
          pose: 'point',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Who could catch such a mighty river? Only Lord Shiva, on his mountain, Kailash.',
          hi: 'इतनी विशाल नदी को कौन थाम सकता था? सिर्फ़ अपने कैलाश पर्वत पर बैठे भगवान शिव।',
        },
      ],
    },
    {
      id: 'let-her-come',
      seconds: 11,
      backdrop: 'kailash',
      camera: { from: { x: 420, y: 230, zoom: 1.6 }, to: { x: 420, y: 225, zoom: 1.8 } },
      actors: [...shiva(430, 330, 0.9), { actor: 'sparkles', at: [430, 250], area: [160, 120], count: 12 }],
      narration: [
        {
          at: 0.5,
          en: 'Shiva said gently: Let her come. I will catch her.',
          hi: 'शिव ने शांति से कहा: उन्हें आने दो। मैं उन्हें थाम लूँगा।',
        },
      ],
    },
    {
      id: 'the-fall',
      seconds: 12,
      music: 'heroic-drums',
      backdrop: 'kailash',
      camera: { from: { x: 320, y: 150, zoom: 1.5 }, to: { x: 320, y: 180, zoom: 1.05 } },
      actors: [
        {
          actor: 'storm-cloud',
          variant: 1,
          at: [150, 70],
          depth: 0.4,
          motion: [{ kind: 'move', to: [190, 70] }],
        },
        {
          actor: 'storm-cloud',
          at: [500, 60],
          depth: 0.4,
          motion: [{ kind: 'move', to: [460, 64] }],
        },
        {
          actor: 'ganga',
          at: [330, -140],
          scale: 1,
          motion: [{ kind: 'move', to: [330, 150], start: 0.5, end: 6, ease: 'in' }],
        },
        { actor: 'wind', at: [320, 200], area: [600, 200], count: 8 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then down came Ganga from the sky, roaring and rushing, faster than the wind!',
          hi: 'फिर गंगा आसमान से नीचे उतरीं, गरजती, उफनती, हवा से भी तेज़!',
        },
      ],
    },
    {
      id: 'hold-on',
      seconds: 11,
      backdrop: 'kailash',
      camera: { from: { x: 250, y: 240, zoom: 1.7 }, to: { x: 255, y: 245, zoom: 1.85 } },
      actors: [
        { actor: 'wind', at: [260, 260], area: [300, 160], count: 8 },
        {
          actor: 'child',
          id: 'hero',
          at: [250, 336],
          scale: 0.75,
          pose: 'hold',
          motion: [{ kind: 'sway', amount: 3, every: 0.5 }],
        },
        { actor: 'ganga', at: [420, 280], scale: 0.8, motion: [{ kind: 'pulse', amount: 0.02, every: 0.5 }] },
      ],
      portrait: { on: 'hero', at: [-60, -90], size: 54, enter: 'pop', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} held on tight, brave and still.',
          hi: '{name} ने ख़ुद को कसकर थामे रखा, हिम्मत से, बिना हिले।',
        },
      ],
    },
    {
      id: 'into-his-locks',
      seconds: 16,
      backdrop: 'kailash',
      camera: { from: { x: 300, y: 160, zoom: 1.3 }, to: { x: 280, y: 170, zoom: 1.5 } },
      actors: [
        {
          actor: 'ganga',
          at: [330, 130],
          scale: 0.8,
          motion: [
            { kind: 'pulse', amount: 0.03, every: 0.5 },
            { kind: 'leave', start: 10, end: 13 },
          ],
        },
        { ...shivaLocks(150, 140, 1.1), motion: [{ kind: 'grow', from: 0.4, start: 0.5, end: 4 }, 'bob'] },
        { actor: 'trishul', at: [150, 330], scale: 0.9, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Shiva let his long, tangled locks fly open, and the whole river fell into them.',
          hi: 'शिव ने अपनी लंबी जटाएँ खोल दीं, और पूरी की पूरी नदी उनमें समा गई।',
        },
        {
          at: 9,
          en: 'Round and round she swirled, caught in his hair.',
          hi: 'उनकी जटाओं में वह गोल-गोल घूमती रह गई।',
        },
      ],
    },
    {
      id: 'all-quiet',
      seconds: 15,
      music: 'lullaby',
      backdrop: { name: 'kailash', light: 'dusk' },
      camera: { from: { x: 260, y: 170, zoom: 1.6 }, to: { x: 300, y: 180, zoom: 1.3 } },
      actors: [
        shivaLocks(150, 140, 1.1),
        { actor: 'trishul', at: [150, 330], scale: 0.9, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
        { actor: 'nandi', at: [230, 332], scale: 0.55, motion: [{ kind: 'pulse', amount: 0.01 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And then, everything was quiet.',
          hi: 'और फिर, सब शांत हो गया।',
        },
        {
          at: 4,
          en: "The mighty river rested in Shiva's hair, as safe as a baby wrapped in a blanket.",
          hi: 'वह विशाल नदी शिव की जटाओं में ऐसे सो गई, जैसे कंबल में लिपटा कोई बच्चा।',
        },
      ],
    },
    {
      id: 'gentle-stream',
      seconds: 14,
      music: 'temple-bells',
      backdrop: { name: 'kailash', light: 'dawn' },
      camera: { from: { x: 300, y: 180, zoom: 1.35 }, to: { x: 330, y: 200, zoom: 1.2 } },
      actors: [
        shivaLocks(150, 140, 1.1),
        {
          actor: 'ganga',
          variant: 1,
          at: [330, 160],
          scale: 0.9,
          motion: [{ kind: 'grow', from: 0.2, start: 1, end: 7 }],
        },
        { actor: 'trishul', at: [150, 330], scale: 0.9, motion: [{ kind: 'bob', amount: 2, every: 3 }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then Shiva let her out, gently, as one soft and sparkling stream.',
          hi: 'फिर शिव ने उन्हें धीरे-धीरे, एक कोमल, चमकती धारा बनाकर बाहर बहने दिया।',
        },
      ],
    },
    {
      id: 'follow-the-king',
      seconds: 14,
      backdrop: 'misty-hills',
      camera: { from: { x: 260, y: 220, zoom: 1.3 }, to: { x: 380, y: 215, zoom: 1.3 } },
      actors: [
        {
          actor: 'ganga',
          variant: 1,
          at: [150, 240],
          scale: 0.8,
          motion: [{ kind: 'move', to: [300, 240] }],
        },
        king(260, 330, [
          { kind: 'move', to: [430, 326] },
          { kind: 'hop', amount: 1.5, every: 0.9 },
        ]),
        {
          actor: 'child',
          at: [200, 344],
          scale: 0.62,
          motion: [
            { kind: 'move', to: [370, 340] },
            { kind: 'hop', amount: 4, every: 0.5 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Bhagiratha led the way, and the Ganga followed him down the mountains and across the plains.',
          hi: 'भगीरथ आगे-आगे चले, और गंगा उनके पीछे-पीछे पहाड़ों से उतरकर मैदानों तक बहती चली आईं।',
        },
      ],
    },
    {
      id: 'land-blooms',
      seconds: 15,
      music: 'festival-dhol',
      backdrop: 'meadow',
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 190, zoom: 1.1 } },
      actors: [
        { actor: 'ganga', variant: 1, at: [200, 250], scale: 0.9, motion: [{ kind: 'pulse', amount: 0.02 }] },
        { actor: 'hibiscus', at: [260, 325], motion: [{ kind: 'grow', from: 0.1, start: 2, end: 5 }] },
        {
          actor: 'hibiscus',
          color: '#f5a300',
          at: [130, 318],
          scale: 0.8,
          motion: [{ kind: 'grow', from: 0.1, start: 4, end: 7 }],
        },
        {
          actor: 'hibiscus',
          at: [300, 300],
          scale: 0.9,
          motion: [{ kind: 'grow', from: 0.1, start: 6, end: 9 }],
        },
        { actor: 'cow', at: [380, 320], scale: 0.55, motion: [{ kind: 'move', to: [420, 318] }] },
        {
          actor: 'birds',
          at: [300, 90],
          area: [220, 60],
          count: 6,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 70] }],
        },
        { actor: 'petals', at: [320, 160], area: [600, 300], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Wherever she flowed, the land turned green. Flowers opened and the birds began to sing.',
          hi: 'गंगा जहाँ-जहाँ बहीं, धरती हरी-भरी हो गई। फूल खिल उठे और चिड़ियाँ चहचहाने लगीं।',
        },
      ],
    },
    {
      id: 'lamps-on-water',
      seconds: 15,
      music: 'temple-bells',
      backdrop: { name: 'yamuna-river', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 340, y: 210, zoom: 1.3 } },
      actors: [
        { actor: 'diya', at: [260, 300], scale: 0.8, motion: ['flicker', { kind: 'move', to: [360, 290] }] },
        {
          actor: 'diya',
          at: [330, 315],
          scale: 0.8,
          variant: 2,
          motion: ['flicker', { kind: 'move', to: [440, 305] }],
        },
        {
          actor: 'diya',
          at: [200, 320],
          scale: 0.8,
          variant: 4,
          motion: ['flicker', { kind: 'move', to: [300, 312] }],
        },
        { ...king(120, 340, [{ kind: 'sway', amount: 1, every: 4 }], 0.7), look: 'colour' },
        {
          actor: 'friend',
          variant: 1,
          at: [180, 346],
          scale: 0.6,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 2, every: 1.4 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "The king's ancestors found peace at last, and the people floated lamps on the water to say thank you.",
          hi: 'राजा के पूर्वजों को आख़िरकार शांति मिली, और लोगों ने धन्यवाद कहने के लिए पानी पर दीये तैराए।',
        },
      ],
    },
    {
      id: 'childs-lamp',
      seconds: 14,
      backdrop: { name: 'yamuna-river', light: 'dusk' },
      camera: { from: { x: 220, y: 240, zoom: 1.5 }, to: { x: 260, y: 235, zoom: 1.6 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [180, 338],
          scale: 0.75,
          pose: 'reach',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 1.5 }],
        },
        {
          actor: 'diya',
          at: [215, 320],
          scale: 0.8,
          motion: ['flicker', { kind: 'move', to: [330, 296], start: 3 }],
        },
      ],
      portrait: { on: 'hero', at: [-55, -90], size: 54, enter: 'glow', start: 1 },
      narration: [
        {
          at: 0.5,
          en: '{name} set a little lamp on the water too, and watched it sail away.',
          hi: '{name} ने भी पानी पर एक नन्हा दीया रखा, और उसे दूर तक तैरते देखा।',
        },
      ],
    },
    {
      id: 'keep-trying',
      seconds: 21,
      music: 'lullaby',
      backdrop: { name: 'yamuna-river', light: 'night' },
      camera: { from: { x: 300, y: 230, zoom: 1.45 }, to: { x: 320, y: 186, zoom: 1.05 } },
      actors: [
        { actor: 'diya', at: [330, 300], scale: 0.7, motion: ['flicker', { kind: 'move', to: [420, 290] }] },
        {
          actor: 'child',
          id: 'hero',
          at: [220, 330],
          scale: 0.75,
          pose: 'sit',
          look: 'colour',
          motion: [{ kind: 'hop', amount: 1.5, every: 2 }],
        },
      ],
      portrait: { on: 'hero', at: [-65, -80], size: 54, enter: 'rise', start: 12 },
      narration: [
        {
          at: 0.5,
          en: 'Bhagiratha never gave up, and Shiva used his great strength gently, to keep everyone safe.',
          hi: 'भगीरथ ने कभी हार नहीं मानी, और शिव ने अपनी अपार शक्ति को कोमलता से बरता, ताकि सब सुरक्षित रहें।',
        },
        {
          at: 12,
          en: 'Keep trying, {name}, and be gentle with your strength. Goodnight!',
          hi: 'कोशिश करते रहो, {name}, और अपनी ताकत प्यार से बरतो। शुभ रात्रि!',
        },
      ],
    },
  ],
});
