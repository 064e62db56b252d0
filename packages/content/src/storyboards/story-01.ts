/**
 * Story 1, "Little Krishna the Butter Thief": the child joins little Krishna (shown as his glowing
 * flute and peacock feather) and his friends in Gokul; they build a wobbly tower to reach the butter
 * pot, Mother Yashoda walks in, and the truth, told by the child, is sweeter than butter.
 *
 * Hindi lines never make a verb or adjective agree with {name} (the child may be a boy or a girl):
 * they use ने with a transitive verb, को, or the name before a noun (see README.md).
 */
import { type ActorInput, defineStoryboard } from './schema.ts';

/** The hanging pot of butter in the courtyard shots. */
const pot: ActorInput = {
  actor: 'butter-pot',
  at: [330, 140],
  hanging: 50,
  motion: [{ kind: 'sway', amount: 3 }],
};

export const STORYBOARD_01 = defineStoryboard({
  story: 1,
  version: 1,
  music: 'krishna-flute',
  title: {
    backdrop: { name: 'yamuna-river', light: 'dawn' },
    camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 320, y: 190, zoom: 1.1 } },
    actors: [
      { actor: 'krishna-sign', at: [470, 120], scale: 0.7, depth: 0.6, motion: ['bob'] },
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
      id: 'gokul-morning',
      seconds: 12.5,
      backdrop: { name: 'yamuna-river', light: 'dawn' },
      camera: { from: { x: 320, y: 150, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'birds',
          at: [260, 90],
          area: [200, 60],
          count: 5,
          depth: 0.3,
          motion: [{ kind: 'move', to: [420, 70] }],
        },
        { actor: 'cow', at: [110, 318], scale: 0.55, motion: [{ kind: 'move', to: [150, 318] }] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Long ago, in the village of Gokul beside the river Yamuna, the morning sun rose softly over the water.',
          hi: 'बहुत पहले, यमुना नदी के किनारे बसे गोकुल गाँव में, सुबह का सूरज धीरे-धीरे पानी पर चमकने लगा।',
        },
      ],
    },
    {
      id: 'village-lane',
      seconds: 10.5,
      backdrop: { name: 'gokul-lane', light: 'dawn' },
      camera: { from: { x: 260, y: 200, zoom: 1.25 }, to: { x: 360, y: 200, zoom: 1.25 } },
      actors: [
        {
          actor: 'child',
          at: [150, 330],
          scale: 0.8,
          motion: [
            { kind: 'move', to: [430, 320] },
            { kind: 'hop', amount: 3, every: 0.5 },
          ],
        },
        {
          actor: 'cow',
          at: [540, 300],
          scale: 0.5,
          depth: 0.8,
          flip: true,
          motion: [{ kind: 'sway', amount: 1 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Along a dusty lane came {name}, ready for a brand-new day.',
          hi: 'गाँव की कच्ची गली में {name} के कदम आगे बढ़ रहे थे, एक नए दिन की ओर।',
        },
      ],
    },
    {
      id: 'flute-call',
      seconds: 19.5,
      backdrop: 'vrindavan-grove',
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 393, y: 190, zoom: 1.3 } },
      actors: [
        {
          actor: 'krishna-sign',
          at: [420, 150],
          scale: 0.7,
          motion: ['bob', { kind: 'move', to: [470, 160] }],
        },
        { actor: 'sparkles', at: [420, 150], area: [220, 120], count: 14 },
        {
          actor: 'child',
          at: [300, 318],
          scale: 0.7,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 4, every: 1 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Then a sweet tune floated through the trees. It was little Krishna's flute!",
          hi: 'तभी पेड़ों के बीच से एक मीठी धुन तैरती हुई आई। यह नन्हे कृष्ण की बाँसुरी थी!',
        },
        {
          at: 9.5,
          en: 'The flute sang: come and play, {name}! I have a plan.',
          hi: 'बाँसुरी ने मानो पुकारा: आओ {name}, खेलने चलें! मेरे पास एक योजना है।',
        },
      ],
    },
    {
      id: 'friends-come',
      seconds: 9,
      backdrop: 'meadow',
      camera: { from: { x: 280, y: 200, zoom: 1.2 }, to: { x: 330, y: 200, zoom: 1.2 } },
      actors: [
        {
          actor: 'friend',
          at: [60, 320],
          scale: 0.8,
          variant: 0,
          motion: [
            { kind: 'move', to: [220, 316] },
            { kind: 'hop', amount: 6, every: 0.6 },
          ],
        },
        {
          actor: 'friend',
          at: [20, 330],
          scale: 0.75,
          variant: 1,
          motion: [
            { kind: 'move', to: [160, 326] },
            { kind: 'hop', amount: 5, every: 0.55 },
          ],
        },
        {
          actor: 'friend',
          at: [-30, 326],
          scale: 0.8,
          variant: 2,
          motion: [
            { kind: 'move', to: [100, 322] },
            { kind: 'hop', amount: 6, every: 0.65 },
          ],
        },
        { actor: 'child', at: [380, 318], scale: 0.8, pose: 'wave' },
        { actor: 'krishna-sign', at: [460, 200], scale: 0.5, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: "Krishna's friends came running, laughing and tumbling over the grass.",
          hi: 'कृष्ण के दोस्त हँसते-खिलखिलाते, घास पर लुढ़कते हुए दौड़े चले आए।',
        },
      ],
    },
    {
      id: 'the-plan',
      seconds: 11,
      backdrop: 'meadow',
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 230, zoom: 1.6 } },
      actors: [
        { actor: 'friend', at: [220, 322], scale: 0.8, variant: 0 },
        { actor: 'friend', at: [270, 330], scale: 0.75, variant: 1, pose: 'hold' },
        { actor: 'friend', at: [420, 326], scale: 0.8, variant: 2, pose: 'point' },
        { actor: 'child', at: [360, 332], scale: 0.8, pose: 'hold' },
        {
          actor: 'krishna-sign',
          at: [320, 215],
          scale: 0.45,
          motion: ['bob', { kind: 'pulse', amount: 0.08 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Krishna whispered: Mother Yashoda has churned fresh butter today. Shall we go and see?',
          hi: 'कृष्ण ने धीरे से कहा: आज माँ यशोदा ने ताज़ा माखन बिलोया है। चलो, देखें?',
        },
      ],
    },
    {
      id: 'tiptoe',
      seconds: 10,
      backdrop: 'gokul-lane',
      camera: { from: { x: 247, y: 210, zoom: 1.3 }, to: { x: 393, y: 210, zoom: 1.3 } },
      actors: [
        {
          actor: 'krishna-sign',
          at: [200, 230],
          scale: 0.4,
          motion: [{ kind: 'move', to: [520, 230] }, 'bob'],
        },
        {
          actor: 'child',
          at: [150, 326],
          scale: 0.75,
          motion: [
            { kind: 'move', to: [470, 326] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
        {
          actor: 'friend',
          at: [90, 328],
          scale: 0.75,
          variant: 0,
          motion: [
            { kind: 'move', to: [410, 328] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
        {
          actor: 'friend',
          at: [30, 330],
          scale: 0.7,
          variant: 1,
          motion: [
            { kind: 'move', to: [350, 330] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
        {
          actor: 'friend',
          at: [-30, 332],
          scale: 0.75,
          variant: 2,
          motion: [
            { kind: 'move', to: [290, 332] },
            { kind: 'hop', amount: 2, every: 0.7 },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'So off they went down the lane, one behind the other, as quiet as little mice.',
          hi: 'फिर सब एक के पीछे एक गली में चल पड़े, नन्हे चूहों की तरह बिल्कुल चुपचाप।',
        },
      ],
    },
    {
      id: 'butter-pot',
      seconds: 11.5,
      backdrop: 'village-courtyard',
      camera: { from: { x: 320, y: 231, zoom: 1.4 }, to: { x: 330, y: 150, zoom: 1.5 } },
      actors: [
        pot,
        { actor: 'glow', at: [330, 110], scale: 1.2, color: '#fff1c2', motion: ['pulse'] },
        { actor: 'child', at: [270, 340], scale: 0.9, pose: 'point' },
        { actor: 'friend', at: [400, 345], scale: 0.85, variant: 1 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'There it was! A round clay pot of butter, hanging high from the roof beam, far out of reach.',
          hi: 'वह रही! माखन से भरी गोल मटकी, छत की कड़ी से ऊँची लटकी हुई, हाथ की पहुँच से बहुत दूर।',
        },
      ],
    },
    {
      id: 'too-high',
      seconds: 15.5,
      backdrop: 'village-courtyard',
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 190, zoom: 1.3 } },
      actors: [
        pot,
        {
          actor: 'child',
          at: [300, 340],
          scale: 0.9,
          pose: 'reach',
          motion: [{ kind: 'hop', amount: 8, every: 0.9 }],
        },
        {
          actor: 'krishna-sign',
          at: [380, 260],
          scale: 0.45,
          motion: [{ kind: 'hop', amount: 40, every: 1.1 }],
        },
        { actor: 'friend', at: [180, 345], scale: 0.85, variant: 0 },
        { actor: 'friend', at: [470, 345], scale: 0.85, variant: 2, pose: 'point' },
      ],
      narration: [
        {
          at: 0.5,
          en: '{name} stretched up on tiptoe. Too high!',
          hi: '{name} ने पंजों के बल खड़े होकर हाथ बढ़ाया। बहुत ऊँची!',
        },
        {
          at: 8,
          en: 'Krishna jumped as high as he could. Still too high!',
          hi: 'कृष्ण जितना ऊँचा उछल सकते थे, उछले। फिर भी बहुत ऊँची!',
        },
      ],
    },
    {
      id: 'tower-idea',
      seconds: 11,
      backdrop: 'village-courtyard',
      camera: { from: { x: 300, y: 230, zoom: 1.5 }, to: { x: 300, y: 220, zoom: 1.7 } },
      actors: [
        {
          actor: 'child',
          id: 'hero',
          at: [280, 340],
          scale: 0.9,
          pose: 'wave',
          motion: [{ kind: 'hop', amount: 5, every: 0.8 }],
        },
        { actor: 'sparkles', at: [340, 200], area: [200, 120], count: 12 },
        { actor: 'friend', at: [180, 345], scale: 0.85, variant: 0 },
        { actor: 'friend', at: [400, 345], scale: 0.85, variant: 1 },
      ],
      portrait: { on: 'hero', at: [80, -150], size: 78, enter: 'pop', start: 0.6 },
      narration: [
        {
          at: 1,
          en: "Then {name} had a wonderful idea: let's build a tower, all of us together!",
          hi: 'तभी {name} को एक बढ़िया तरकीब सूझी: चलो, हम सब मिलकर एक मीनार बनाएँ!',
        },
      ],
    },
    {
      id: 'tower-builds',
      seconds: 18.5,
      backdrop: 'village-courtyard',
      camera: { from: { x: 320, y: 240, zoom: 1.5 }, to: { x: 320, y: 190, zoom: 1.3 } },
      actors: [
        pot,
        { actor: 'friend', at: [320, 345], scale: 0.9, variant: 2, pose: 'hold' },
        {
          actor: 'friend',
          at: [250, 345],
          scale: 0.85,
          variant: 0,
          pose: 'hold',
          motion: [{ kind: 'move', via: [[300, 260]], to: [320, 286], start: 1.5, end: 4.5 }],
        },
        {
          actor: 'child',
          at: [400, 345],
          scale: 0.85,
          pose: 'reach',
          motion: [
            {
              kind: 'move',
              via: [
                [360, 250],
                [330, 220],
              ],
              to: [322, 228],
              start: 9,
              end: 13.5,
            },
          ],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The strongest friend stood at the bottom, and another climbed onto his shoulders.',
          hi: 'सबसे ताकतवर दोस्त नीचे खड़ा हुआ, और दूसरा उसके कंधों पर चढ़ गया।',
        },
        {
          at: 9,
          en: 'Then, step by step, {name} climbed right to the very top.',
          hi: 'फिर एक-एक कदम रखते हुए {name} ने सबसे ऊपर तक की चढ़ाई पूरी की।',
        },
      ],
    },
    {
      id: 'wobble',
      seconds: 10,
      backdrop: 'village-courtyard',
      camera: { from: { x: 320, y: 200, zoom: 1.35 }, to: { x: 320, y: 205, zoom: 1.45 } },
      actors: [
        pot,
        {
          actor: 'friend',
          at: [320, 345],
          scale: 0.9,
          variant: 2,
          pose: 'hold',
          motion: [{ kind: 'sway', amount: 2, every: 1.6 }],
        },
        {
          actor: 'friend',
          at: [320, 286],
          scale: 0.85,
          variant: 0,
          pose: 'hold',
          motion: [
            { kind: 'sway', amount: 5, every: 1.6 },
            { kind: 'orbit', amount: 4, every: 1.6 },
          ],
        },
        {
          actor: 'child',
          at: [322, 228],
          scale: 0.85,
          pose: 'reach',
          motion: [
            { kind: 'sway', amount: 8, every: 1.6 },
            { kind: 'orbit', amount: 8, every: 1.6 },
          ],
        },
        { actor: 'friend', at: [170, 345], scale: 0.8, variant: 1, pose: 'wave' },
        { actor: 'krishna-sign', at: [480, 240], scale: 0.45, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'The tower wobbled this way, and that way. Everyone giggled, but nobody let go.',
          hi: 'मीनार इधर डगमगाई, फिर उधर डगमगाई। सब खिलखिलाए, पर किसी ने हाथ नहीं छोड़ा।',
        },
      ],
    },
    {
      id: 'pot-down',
      seconds: 12.5,
      backdrop: 'village-courtyard',
      camera: { from: { x: 330, y: 150, zoom: 1.8 }, to: { x: 320, y: 190, zoom: 1.4 } },
      actors: [
        { actor: 'glow', at: [330, 120], scale: 1.4, color: '#fff1c2', motion: ['pulse'] },
        {
          actor: 'butter-pot',
          at: [330, 140],
          motion: [{ kind: 'move', via: [[330, 170]], to: [300, 330], start: 4, end: 8.5 }],
        },
        { actor: 'friend', at: [320, 345], scale: 0.9, variant: 2, pose: 'hold' },
        { actor: 'friend', at: [320, 286], scale: 0.85, variant: 0, pose: 'hold' },
        { actor: 'child', at: [322, 228], scale: 0.85, pose: 'reach' },
        {
          actor: 'krishna-sign',
          at: [430, 150],
          scale: 0.45,
          motion: ['bob', { kind: 'pulse', amount: 0.1 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: "Krishna's flute glowed, and {name} lifted the pot down, gently, gently.",
          hi: 'कृष्ण की बाँसुरी जगमगा उठी, और {name} ने मटकी को धीरे से, बहुत धीरे से नीचे उतार लिया।',
        },
      ],
    },
    {
      id: 'sharing',
      seconds: 16,
      backdrop: 'village-courtyard',
      camera: { from: { x: 320, y: 231, zoom: 1.4 }, to: { x: 340, y: 216, zoom: 1.25 } },
      actors: [
        {
          actor: 'cow',
          at: [380, 262],
          scale: 0.9,
          depth: 0.95,
          motion: [{ kind: 'move', to: [400, 262], start: 6, end: 9 }],
        },
        { actor: 'butter-pot', at: [320, 330], scale: 0.8 },
        {
          actor: 'friend',
          at: [240, 340],
          scale: 0.8,
          variant: 0,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 1.3 }],
        },
        {
          actor: 'friend',
          at: [400, 340],
          scale: 0.8,
          variant: 1,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 1.1 }],
        },
        { actor: 'friend', at: [280, 356], scale: 0.85, variant: 2, pose: 'sit' },
        {
          actor: 'child',
          at: [360, 356],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
        { actor: 'krishna-sign', at: [320, 250], scale: 0.4, motion: ['bob'] },
      ],
      narration: [
        {
          at: 0.5,
          en: 'They sat in a circle and shared the butter, a little for everyone.',
          hi: 'सब गोल घेरे में बैठ गए और माखन बाँटकर खाया, थोड़ा-थोड़ा सबके लिए।',
        },
        {
          at: 8.5,
          en: 'Even the cow peeking over the wall got a taste!',
          hi: 'दीवार के ऊपर से झाँकती गाय को भी थोड़ा-सा माखन मिला!',
        },
      ],
    },
    {
      id: 'footsteps',
      seconds: 9,
      backdrop: 'village-courtyard',
      camera: { from: { x: 360, y: 221, zoom: 1.3 }, to: { x: 411, y: 220, zoom: 1.4 } },
      actors: [
        {
          actor: 'mother',
          at: [720, 345],
          scale: 0.95,
          motion: [{ kind: 'move', to: [520, 345], start: 2, end: 7 }],
        },
        { actor: 'butter-pot', at: [320, 330], scale: 0.8 },
        { actor: 'friend', at: [240, 340], scale: 0.8, variant: 0, pose: 'sit' },
        { actor: 'child', at: [360, 356], scale: 0.85, pose: 'sit' },
        { actor: 'friend', at: [400, 340], scale: 0.8, variant: 1, pose: 'sit' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Then they heard footsteps. Mother Yashoda was home!',
          hi: 'तभी कदमों की आहट आई। माँ यशोदा घर लौट आई थीं!',
        },
      ],
    },
    {
      id: 'caught',
      seconds: 9,
      backdrop: 'village-courtyard',
      camera: { from: { x: 373, y: 210, zoom: 1.2 }, to: { x: 400, y: 226, zoom: 1.35 } },
      actors: [
        { actor: 'mother', at: [520, 345], scale: 0.95, motion: [{ kind: 'sway', amount: 1.5, every: 2 }] },
        { actor: 'butter-pot', at: [320, 330], scale: 0.8 },
        {
          actor: 'friend',
          at: [230, 340],
          scale: 0.8,
          variant: 0,
          motion: [{ kind: 'grow', from: 0.85, start: 0.5, end: 1 }],
        },
        {
          actor: 'child',
          at: [360, 346],
          scale: 0.85,
          motion: [{ kind: 'grow', from: 0.85, start: 0.6, end: 1.1 }],
        },
        {
          actor: 'friend',
          at: [290, 344],
          scale: 0.8,
          variant: 1,
          motion: [{ kind: 'grow', from: 0.85, start: 0.7, end: 1.2 }],
        },
        {
          actor: 'krishna-sign',
          at: [180, 240],
          scale: 0.4,
          motion: [{ kind: 'move', to: [150, 250] }, 'bob'],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Butter on their fingers, butter on their noses. Everyone froze.',
          hi: 'उँगलियों पर माखन, नाक पर माखन! सब जहाँ थे, वहीं जम गए।',
        },
      ],
    },
    {
      id: 'the-truth',
      seconds: 14,
      backdrop: 'village-courtyard',
      camera: { from: { x: 411, y: 230, zoom: 1.4 }, to: { x: 440, y: 220, zoom: 1.6 } },
      actors: [
        { actor: 'mother', at: [540, 345], scale: 0.95 },
        { actor: 'friend', at: [230, 340], scale: 0.8, variant: 0 },
        { actor: 'friend', at: [290, 344], scale: 0.8, variant: 1 },
        {
          actor: 'child',
          id: 'hero',
          at: [360, 346],
          scale: 0.85,
          motion: [{ kind: 'move', to: [430, 346], start: 1, end: 3.5 }],
        },
      ],
      portrait: { on: 'hero', at: [-90, -140], size: 70, enter: 'glow', start: 1.5 },
      narration: [
        {
          at: 0.5,
          en: '{name} took a deep breath and stepped forward.',
          hi: '{name} ने एक गहरी साँस ली और एक कदम आगे बढ़ाया।',
        },
        {
          at: 7.5,
          en: 'We took the butter, Mother. We are sorry.',
          hi: 'माँ, माखन हमने लिया था। हमें माफ़ कर दीजिए।',
        },
      ],
    },
    {
      id: 'mother-laughs',
      seconds: 16.5,
      backdrop: 'village-courtyard',
      camera: { from: { x: 426, y: 220, zoom: 1.5 }, to: { x: 380, y: 210, zoom: 1.25 } },
      actors: [
        { actor: 'mother', at: [540, 345], scale: 0.95, motion: [{ kind: 'hop', amount: 2, every: 0.5 }] },
        { actor: 'child', at: [430, 346], scale: 0.85 },
        { actor: 'friend', at: [230, 340], scale: 0.8, variant: 0, pose: 'wave' },
        { actor: 'friend', at: [290, 344], scale: 0.8, variant: 1, pose: 'wave' },
        { actor: 'petals', at: [420, 140], area: [400, 240], count: 16 },
      ],
      narration: [
        {
          at: 0.5,
          en: 'Yashoda looked at all the buttery faces, and she began to laugh.',
          hi: 'यशोदा ने माखन से सने सारे चेहरों को देखा, और खिलखिलाकर हँस पड़ीं।',
        },
        {
          at: 8.5,
          en: 'You told me the truth. That is sweeter than all the butter in Gokul.',
          hi: 'तुमने मुझे सच बताया। यह तो गोकुल के सारे माखन से भी मीठा है।',
        },
      ],
    },
    {
      id: 'hug',
      seconds: 11,
      backdrop: 'village-courtyard',
      camera: { from: { x: 411, y: 230, zoom: 1.4 }, to: { x: 430, y: 220, zoom: 1.55 } },
      actors: [
        { actor: 'glow', at: [470, 280], scale: 2.4, color: '#ffe2b8', motion: ['pulse'] },
        { actor: 'mother', at: [500, 345], scale: 0.95, motion: [{ kind: 'sway', amount: 1.5, every: 3 }] },
        { actor: 'child', id: 'hero', at: [450, 346], scale: 0.85, pose: 'hold' },
        { actor: 'friend', at: [545, 346], scale: 0.8, variant: 1, pose: 'hold' },
        { actor: 'friend', at: [410, 350], scale: 0.8, variant: 0, pose: 'hold' },
        { actor: 'krishna-sign', at: [520, 190], scale: 0.4, motion: ['bob'] },
      ],
      portrait: { on: 'hero', at: [-60, -150], size: 70, enter: 'rise', start: 1 },
      narration: [
        {
          at: 0.5,
          en: 'She hugged them all close, little Krishna and {name} too.',
          hi: 'उन्होंने सबको प्यार से गले लगा लिया, नन्हे कृष्ण को भी और {name} को भी।',
        },
      ],
    },
    {
      id: 'evening',
      seconds: 12,
      backdrop: { name: 'village-courtyard', light: 'dusk' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        { actor: 'diya-row', at: [320, 300], scale: 1.2, motion: ['flicker'] },
        { actor: 'butter-pot', at: [200, 330], scale: 0.9 },
        { actor: 'butter-pot', at: [250, 336], scale: 0.8 },
        { actor: 'mother', at: [450, 345], scale: 0.95, motion: [{ kind: 'sway', amount: 1, every: 3 }] },
        { actor: 'friend', at: [360, 350], scale: 0.8, variant: 2, pose: 'sit' },
        {
          actor: 'child',
          at: [400, 356],
          scale: 0.85,
          pose: 'sit',
          motion: [{ kind: 'hop', amount: 2, every: 1.2 }],
        },
      ],
      narration: [
        {
          at: 0.5,
          en: 'That evening Yashoda churned fresh butter, enough for every child to share.',
          hi: 'उस शाम माँ यशोदा ने फिर से ताज़ा माखन बिलोया, इतना कि हर बच्चे को बाँटकर मिल सके।',
        },
      ],
    },
    {
      id: 'moonlit-flute',
      seconds: 20,
      backdrop: { name: 'yamuna-river', light: 'night' },
      camera: { from: { x: 320, y: 220, zoom: 1.3 }, to: { x: 320, y: 180, zoom: 1 } },
      actors: [
        {
          actor: 'krishna-sign',
          at: [360, 170],
          scale: 0.7,
          motion: ['bob', { kind: 'move', to: [400, 150] }],
        },
        { actor: 'sparkles', at: [380, 160], area: [260, 120], count: 16 },
        { actor: 'child', at: [200, 322], scale: 0.55, pose: 'sit' },
      ],
      narration: [
        {
          at: 0.5,
          en: 'And as the moon rose over the Yamuna, Krishna played a soft song on his flute, just for {name}.',
          hi: 'और जब यमुना पर चाँद निकला, तो कृष्ण ने बाँसुरी पर एक मीठी धुन छेड़ी, सिर्फ़ {name} के लिए।',
        },
        {
          at: 12,
          en: 'Sharing is sweet, and the truth is sweeter still. Goodnight, Gokul.',
          hi: 'बाँटना मीठा होता है, और सच उससे भी मीठा। शुभ रात्रि, गोकुल।',
        },
      ],
    },
  ],
});
