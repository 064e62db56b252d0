/**
 * Which voice speaks a film (packages/film/README.md, docs/decisions/082): Azure's neural voices when
 * AZURE_SPEECH_KEY and AZURE_SPEECH_REGION are both set, else the embedded offline eSpeak NG.
 */
import { RenderError } from '../render/errors.ts';
import { azureSpeech } from './azure.ts';
import { espeakSpeech } from './espeak.ts';
import type { SpeechAdapter } from './speech.ts';

export function speechFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechAdapter {
  const key = env.AZURE_SPEECH_KEY?.trim();
  const region = env.AZURE_SPEECH_REGION?.trim();
  if (!key && !region) return espeakSpeech(env);
  // Half a configuration is a mistake to tell, not a reason to speak with another voice unnoticed.
  if (!key || !region)
    throw new RenderError(
      'speech-failed',
      `The Azure voice needs both AZURE_SPEECH_KEY and AZURE_SPEECH_REGION; only ${key ? 'the key' : 'the region'} is set.`,
    );
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return azureSpeech({
    key,
    region,
    endpoint: blank(env.AZURE_SPEECH_ENDPOINT),
    voices: { en: blank(env.AZURE_SPEECH_VOICE_EN), hi: blank(env.AZURE_SPEECH_VOICE_HI) },
  });
}
