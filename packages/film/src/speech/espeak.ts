/**
 * The embedded offline voice: eSpeak NG. Debian's `espeak-ng` binary when it is on PATH, else the
 * npm package `espeak-ng` (the same engine compiled to WebAssembly, with its voices inside; GPL-3.0,
 * kept behind the speech adapter, docs/decisions/071-film-renderer-ffmpeg-espeak-segments.md). Both speak the same
 * words the same way; ESPEAK_PATH picks a binary, ESPEAK_WASM=1 forces the npm build.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { SpeechAdapter, SpeechLanguage } from './speech.ts';
import { wavInfo } from './speech.ts';

/** Words a minute: unhurried, for children. */
export const ESPEAK_SPEED = 150;
const VOICES: Record<SpeechLanguage, string> = { en: 'en-us', hi: 'hi' };

function systemEspeak(env: NodeJS.ProcessEnv): string | undefined {
  if (env.ESPEAK_WASM === '1') return undefined;
  const candidates = env.ESPEAK_PATH
    ? [env.ESPEAK_PATH]
    : (env.PATH ?? '').split(delimiter).map((d) => join(d, 'espeak-ng'));
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function args(text: string, language: SpeechLanguage): string[] {
  // -z: no final sentence pause, so a line split at the name joins without a gap.
  return ['-v', VOICES[language], '-s', String(ESPEAK_SPEED), '-z', '--stdout', text];
}

async function speakWithBinary(binary: string, text: string, language: SpeechLanguage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args(text, language),
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

async function speakWithWasm(text: string, language: SpeechLanguage): Promise<Buffer> {
  const { default: ESpeakNg } = await import('espeak-ng');
  const list = args(text, language).filter((a) => a !== '--stdout');
  const instance = await ESpeakNg({ arguments: ['-w', 'speech.wav', ...list] });
  return Buffer.from(instance.FS.readFile('speech.wav'));
}

export function espeakSpeech(
  env: NodeJS.ProcessEnv = process.env,
): SpeechAdapter & { engine: 'system' | 'wasm' } {
  const binary = systemEspeak(env);
  return {
    engine: binary ? 'system' : 'wasm',
    voice: (language) => `espeak-ng:${VOICES[language]}:${ESPEAK_SPEED}`,
    async speak(text, language) {
      const wav = binary
        ? await speakWithBinary(binary, text, language)
        : await speakWithWasm(text, language);
      return { wav, seconds: wavInfo(wav).seconds };
    },
  };
}
