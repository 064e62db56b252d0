/** audio/loop.mp3: the synthesised loop (@shop/film) encoded as a small MP3 within its budget. */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { synthLoop, wav } from '@shop/film/music/synth';
import { BITEXACT, resolveFfmpeg } from '@shop/film/render/ffmpeg';
import { KB, mediaPath, record, tmpRoot } from './lib/output.ts';

export async function generateAudio(): Promise<void> {
  mkdirSync(tmpRoot, { recursive: true });
  const tmp = join(tmpRoot, 'loop.wav');
  writeFileSync(tmp, wav(synthLoop()));
  const out = mediaPath('audio/loop.mp3');
  await new Promise<void>((resolve, reject) => {
    const p = spawn(
      resolveFfmpeg().path,
      [
        '-y',
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        tmp,
        '-c:a',
        'libmp3lame',
        '-b:a',
        '80k',
        '-ac',
        '1',
        '-ar',
        '44100',
        ...BITEXACT,
        '-id3v2_version',
        '0',
        out,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg audio ${code}: ${err}`))));
  });
  rmSync(tmp, { force: true });
  record(out, 250 * KB);
}
