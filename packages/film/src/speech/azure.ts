/**
 * A cloud voice: Azure AI Speech's text-to-speech REST API (one POST of SSML per line, 16-bit PCM WAV
 * back), with its neural voices for Indian English and Hindi. Plain fetch, no SDK: the documented
 * endpoint `https://{region}.tts.speech.microsoft.com/cognitiveservices/v1`, the key in
 * `Ocp-Apim-Subscription-Key`, the format in `X-Microsoft-OutputFormat`. Chosen by speechFromEnv
 * when AZURE_SPEECH_KEY and AZURE_SPEECH_REGION are set (docs/decisions/082).
 */
import { RenderError } from '../render/errors.ts';
import type { SpeechAdapter, SpeechLanguage } from './speech.ts';
import { wavInfo } from './speech.ts';

export const AZURE_VOICES: Record<SpeechLanguage, { voice: string; locale: string }> = {
  en: { voice: 'en-IN-NeerjaNeural', locale: 'en-IN' },
  hi: { voice: 'hi-IN-SwaraNeural', locale: 'hi-IN' },
};
/** 24 kHz mono 16-bit PCM in a RIFF (WAV) header: what the renderer mixes. */
export const AZURE_OUTPUT_FORMAT = 'riff-24khz-16bit-mono-pcm';
/** A little slower than the voice's own pace, for children (as eSpeak's 150 words a minute). */
export const AZURE_RATE = '-10%';
const TIMEOUT_MS = 30_000;
const ATTEMPTS = 3;

export interface AzureSpeechOptions {
  key: string;
  region: string;
  /** The whole endpoint, for a sovereign cloud, a private endpoint or a test server. */
  endpoint?: string;
  voices?: Partial<Record<SpeechLanguage, string>>;
  fetch?: typeof fetch;
  /** Waits between tries after a 429 or a 5xx (ms); the tests make it 0. */
  retryDelayMs?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function azureSsml(text: string, language: SpeechLanguage, voice: string): string {
  const { locale } = AZURE_VOICES[language];
  return (
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="${locale}">` +
    `<voice name="${escapeXml(voice)}"><prosody rate="${AZURE_RATE}">${escapeXml(text)}</prosody></voice></speak>`
  );
}

/** What the studio reads when the voice refuses: what happened and what to do about it. */
function refusal(status: number, region: string): string {
  if (status === 401 || status === 403)
    return `The Azure voice refused the key (HTTP ${status}): check AZURE_SPEECH_KEY and that it belongs to region ${region}.`;
  if (status === 400)
    return 'The Azure voice could not read the line (HTTP 400): the text or the voice name is not accepted.';
  if (status === 429)
    return 'The Azure voice is busy (HTTP 429, too many requests); render again in a few minutes.';
  return `The Azure voice is unavailable (HTTP ${status}); render again later, or unset AZURE_SPEECH_KEY to use the offline voice.`;
}

export function azureSpeech(options: AzureSpeechOptions): SpeechAdapter {
  const endpoint =
    options.endpoint ?? `https://${options.region}.tts.speech.microsoft.com/cognitiveservices/v1`;
  const send = options.fetch ?? fetch;
  const voiceOf = (language: SpeechLanguage) => options.voices?.[language] ?? AZURE_VOICES[language].voice;
  const delay = options.retryDelayMs ?? 1000;

  async function request(text: string, language: SpeechLanguage): Promise<Response> {
    try {
      return await send(endpoint, {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': options.key,
          'Content-Type': 'application/ssml+xml',
          'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT,
          'User-Agent': 'diya-tales-film',
        },
        body: azureSsml(text, language, voiceOf(language)),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new RenderError(
        'speech-failed',
        `The Azure voice could not be reached (${(cause as Error).name}); check the network, or unset AZURE_SPEECH_KEY to use the offline voice.`,
        { cause },
      );
    }
  }

  return {
    voice: (language) => `azure:${voiceOf(language)}:${AZURE_RATE}`,
    async speak(text, language) {
      let response = await request(text, language);
      // A busy or failing service is tried again a little later; a refusal of the request is not.
      for (
        let attempt = 1;
        attempt < ATTEMPTS && (response.status === 429 || response.status >= 500);
        attempt++
      ) {
        await response.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, delay * attempt));
        response = await request(text, language);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RenderError('speech-failed', refusal(response.status, options.region));
      }
      const wav = Buffer.from(await response.arrayBuffer());
      try {
        return { wav, seconds: wavInfo(wav).seconds };
      } catch (cause) {
        throw new RenderError(
          'speech-failed',
          `The Azure voice answered with something that is not WAV audio (${response.headers.get('content-type') ?? 'no type'}).`,
          { cause },
        );
      }
    },
  };
}
