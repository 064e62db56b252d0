/**
 * A short storyboard (three shots, 22 s with its title and credits) for the engine's tests and CI
 * renders: one shared shot, one with the portrait, narration with the name in both languages.
 */
import { defineStoryboard } from './schema.ts';

export const TEST_STORYBOARD = defineStoryboard({
  story: 1,
  version: 1,
  music: 'krishna-flute',
  title: { seconds: 4, backdrop: { name: 'yamuna-river', light: 'dawn' } },
  credits: { seconds: 3, backdrop: { name: 'night-sky', light: 'night' } },
  shots: [
    {
      id: 'test-river',
      seconds: 5,
      backdrop: { name: 'yamuna-river', light: 'dusk' },
      camera: { from: { x: 320, y: 180, zoom: 1 }, to: { x: 300, y: 200, zoom: 1.2 } },
      actors: [
        { actor: 'child', at: [200, 322], scale: 0.55, pose: 'sit' },
        {
          actor: 'krishna-sign',
          at: [340, 160],
          scale: 0.8,
          motion: ['bob', { kind: 'move', to: [380, 150] }],
        },
      ],
      narration: [{ at: 0.5, en: 'Hello {name}, the river sings.', hi: 'नमस्ते {name}, नदी गा रही है।' }],
    },
    {
      id: 'test-portrait',
      seconds: 5,
      backdrop: 'meadow',
      camera: { from: { x: 320, y: 190, zoom: 1.1 }, to: { x: 330, y: 190, zoom: 1.25 } },
      actors: [
        { actor: 'child', id: 'hero', at: [250, 320], scale: 0.9, pose: 'wave', motion: ['hop'] },
        { actor: 'petals', at: [320, 150], area: [500, 260] },
      ],
      portrait: { on: 'hero', at: [70, -150], size: 80, enter: 'pop', start: 0.5 },
      narration: [{ at: 0.5, en: 'This story is for {name}.', hi: 'यह कहानी {name} के लिए है।' }],
    },
    {
      id: 'test-night',
      seconds: 5,
      backdrop: { name: 'night-sky', light: 'night' },
      camera: { from: { x: 320, y: 200, zoom: 1.2 }, to: { x: 320, y: 175, zoom: 1.1 } },
      actors: [
        { actor: 'moon', at: [470, 90], scale: 1, depth: 0.2 },
        { actor: 'diya', at: [320, 300], scale: 2, motion: ['pulse'] },
      ],
      narration: [{ at: 0.5, en: 'Goodnight, {name}.', hi: 'शुभ रात्रि, {name}।' }],
    },
  ],
});
