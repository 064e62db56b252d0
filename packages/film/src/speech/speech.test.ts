import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderError } from '../render/errors.ts';
import { AZURE_OUTPUT_FORMAT, azureSpeech } from './azure.ts';
import { speechFromEnv } from './choose.ts';
import { espeakSpeech } from './espeak.ts';
import { wavInfo, type SpeechAdapter } from './speech.ts';

// Every voice behind the one SpeechAdapter interface, tested alike: the offline eSpeak NG, and
// Azure's REST text-to-speech against a local server that behaves as the documented API does (the
// key header, an SSML body, a 24 kHz 16-bit PCM WAV answer, and its error statuses).

const KEY = 'test-key-0123456789';

/** A WAV of a tone, a tenth of a second per character of the line (a voice takes about that). */
function toneWav(characters: number): Buffer {
  const rate = 24_000;
  const samples = Math.round(rate * Math.max(0.2, characters * 0.1));
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

interface Seen {
  headers: IncomingMessage['headers'];
  body: string;
}

/** Azure's text-to-speech endpoint as its documentation describes it; `plan` scripts failures. */
function azureStandIn() {
  const seen: Seen[] = [];
  const plan: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ headers: req.headers, body });
      const scripted = plan.shift();
      if (scripted) return void res.writeHead(scripted).end();
      if (req.method !== 'POST' || req.url !== '/cognitiveservices/v1') return void res.writeHead(404).end();
      if (req.headers['ocp-apim-subscription-key'] !== KEY) return void res.writeHead(401).end();
      if (req.headers['content-type'] !== 'application/ssml+xml') return void res.writeHead(415).end();
      if (req.headers['x-microsoft-outputformat'] !== AZURE_OUTPUT_FORMAT)
        return void res.writeHead(400).end();
      const spoken = /<voice name="([^"]+)">(?:<prosody[^>]*>)?([\s\S]*?)(?:<\/prosody>)?<\/voice>/.exec(
        body,
      );
      if (!body.startsWith('<speak') || !spoken) return void res.writeHead(400).end();
      res.writeHead(200, { 'Content-Type': 'audio/x-wav' }).end(toneWav([...spoken[2]!].length));
    });
  });
  return { server, seen, plan };
}

let standIn: ReturnType<typeof azureStandIn>;
let endpoint: string;
beforeAll(async () => {
  standIn = azureStandIn();
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}/cognitiveservices/v1`;
});
afterAll(() => new Promise<void>((resolve) => standIn.server.close(() => resolve())));

const azure = (key = KEY) => azureSpeech({ key, region: 'centralindia', endpoint, retryDelayMs: 0 });

describe.each<[string, () => SpeechAdapter]>([
  ['eSpeak NG (offline)', () => espeakSpeech()],
  ['Azure (REST)', () => azure()],
])('%s, through the SpeechAdapter interface', (_name, make) => {
  it('speaks English and Hindi as 16-bit PCM WAV, with its length', async () => {
    const voice = make();
    for (const [text, language] of [
      ['Once upon a time, Aarav went to Vrindavan.', 'en'],
      ['एक बार की बात है, आरव वृंदावन गया।', 'hi'],
    ] as const) {
      const speech = await voice.speak(text, language);
      const info = wavInfo(speech.wav);
      expect(info.bitsPerSample).toBe(16);
      expect(speech.seconds).toBeCloseTo(info.seconds, 3);
      expect(speech.seconds).toBeGreaterThan(0.5);
      expect(speech.seconds).toBeLessThan(10);
    }
  });

  it('names a different voice per language, the same every time', () => {
    const voice = make();
    expect(voice.voice('en')).not.toBe(voice.voice('hi'));
    expect(make().voice('hi')).toBe(voice.voice('hi'));
  });
});

describe('the Azure voice', () => {
  it('sends the key, SSML in the line’s language with its neural voice, and asks for 24 kHz PCM WAV', async () => {
    standIn.seen.length = 0;
    await azure().speak('Rama & <Sita>', 'en');
    await azure().speak('नमस्ते', 'hi');
    const [en, hi] = standIn.seen;
    expect(en!.headers).toMatchObject({
      'ocp-apim-subscription-key': KEY,
      'content-type': 'application/ssml+xml',
      'x-microsoft-outputformat': 'riff-24khz-16bit-mono-pcm',
    });
    expect(en!.body).toContain('xml:lang="en-IN"');
    expect(en!.body).toContain('<voice name="en-IN-NeerjaNeural">');
    // The line is text, never markup.
    expect(en!.body).toContain('Rama &amp; &lt;Sita&gt;');
    expect(hi!.body).toContain('xml:lang="hi-IN"');
    expect(hi!.body).toContain('<voice name="hi-IN-SwaraNeural">');
    expect(hi!.body).toContain('नमस्ते');
    expect(azure().voice('hi')).toBe('azure:hi-IN-SwaraNeural:-10%');
  });

  it('tries again after a 429 or a 5xx, and not after a refusal of the request', async () => {
    standIn.seen.length = 0;
    standIn.plan.push(429, 503);
    await expect(azure().speak('Hello', 'en')).resolves.toMatchObject({ seconds: expect.any(Number) });
    expect(standIn.seen).toHaveLength(3);

    standIn.seen.length = 0;
    await expect(azure('wrong-key').speak('Hello', 'en')).rejects.toThrow(RenderError);
    expect(standIn.seen).toHaveLength(1);
  });

  it('fails with a RenderError a studio person can act on, for each kind of failure', async () => {
    const failure = async (speak: () => Promise<unknown>) => {
      const error = await speak().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(RenderError);
      expect((error as RenderError).code).toBe('speech-failed');
      return (error as RenderError).message;
    };
    expect(await failure(() => azure('wrong-key').speak('Hello', 'en'))).toBe(
      'The Azure voice refused the key (HTTP 401): check AZURE_SPEECH_KEY and that it belongs to region centralindia.',
    );
    standIn.plan.push(400);
    expect(await failure(() => azure().speak('Hello', 'en'))).toContain('could not read the line (HTTP 400)');
    standIn.plan.push(429, 429, 429);
    expect(await failure(() => azure().speak('Hello', 'en'))).toContain('busy (HTTP 429');
    standIn.plan.push(500, 502, 503);
    expect(await failure(() => azure().speak('Hello', 'en'))).toContain('unavailable (HTTP 503)');
    const unreachable = azureSpeech({
      key: KEY,
      region: 'x',
      endpoint: 'http://127.0.0.1:1/cognitiveservices/v1',
    });
    expect(await failure(() => unreachable.speak('Hello', 'en'))).toContain('could not be reached');
    // The key never appears in what the studio reads.
    expect(await failure(() => azure('wrong-key').speak('Hello', 'en'))).not.toContain('wrong-key');
  });
});

describe('speechFromEnv', () => {
  it('is eSpeak NG without Azure settings, Azure with both, and a clear error with half of them', () => {
    expect(speechFromEnv({}).voice('hi')).toMatch(/^espeak-ng:hi/);
    const cloud = speechFromEnv({
      AZURE_SPEECH_KEY: KEY,
      AZURE_SPEECH_REGION: 'centralindia',
      AZURE_SPEECH_VOICE_HI: 'hi-IN-MadhurNeural',
    });
    expect(cloud.voice('hi')).toBe('azure:hi-IN-MadhurNeural:-10%');
    expect(cloud.voice('en')).toBe('azure:en-IN-NeerjaNeural:-10%');
    expect(() => speechFromEnv({ AZURE_SPEECH_KEY: KEY })).toThrow(
      'The Azure voice needs both AZURE_SPEECH_KEY and AZURE_SPEECH_REGION; only the key is set.',
    );
  });
});
