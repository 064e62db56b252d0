import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import { afterAll, describe, expect, it } from 'vitest';
import { espeakSpeech } from '../speech/espeak.ts';
import type { SpeechAdapter } from '../speech/speech.ts';
import { placeNarration } from './audio.ts';
import { timelineOf } from './timeline.ts';

// The name in the narration: the parent's spelling of its sound is what the voice says when there is
// no recording (docs/decisions/045); the words on screen keep the name as written.

const workDir = mkdtempSync(join(tmpdir(), 'film-spelling-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function listening(): { voice: SpeechAdapter; said: string[] } {
  const inner = espeakSpeech();
  const said: string[] = [];
  return {
    said,
    voice: { voice: inner.voice, speak: (text, language) => (said.push(text), inner.speak(text, language)) },
  };
}

// eSpeak speaks and ffmpeg places each line: seconds on a busy machine, past vitest's 5 s default.
describe('placeNarration', { timeout: 30_000 }, () => {
  const timeline = timelineOf(TEST_STORYBOARD);

  it('says the parent’s spelling for the name, and writes the name', async () => {
    const { voice, said } = listening();
    const lines = await placeNarration(timeline, 'en', 'Aarav', voice, undefined, workDir, 'AA-rahv');
    expect(said).toContain('AA-rahv');
    expect(said).not.toContain('Aarav');
    expect(lines.some((line) => line.text.includes('Aarav'))).toBe(true);
    expect(lines.some((line) => line.text.includes('AA-rahv'))).toBe(false);
  });

  it('says the name itself without a spelling, and neither with a recording', async () => {
    const plain = listening();
    await placeNarration(timeline, 'en', 'Aarav', plain.voice, undefined, workDir);
    expect(plain.said).toContain('Aarav');
    const recorded = listening();
    const clip = await espeakSpeech().speak('Aarav', 'en');
    const file = join(workDir, 'clip.wav');
    writeFileSync(file, clip.wav);
    await placeNarration(
      timeline,
      'en',
      'Aarav',
      recorded.voice,
      { file, seconds: clip.seconds },
      workDir,
      'AA-rahv',
    );
    expect(recorded.said).not.toContain('Aarav');
    expect(recorded.said).not.toContain('AA-rahv');
  });
});
