/**
 * The speech adapter: one small interface every voice implements (the embedded offline default here,
 * cloud voices in the server), so the renderer never knows which voice speaks.
 */
export type SpeechLanguage = 'en' | 'hi';

export interface Speech {
  /** 16-bit PCM WAV bytes. */
  wav: Buffer;
  /** Seconds of audio in `wav`. */
  seconds: number;
}

export interface SpeechAdapter {
  /** Names the voice in render records (and in cache keys of spoken lines), e.g. `espeak-ng:en-us`. */
  voice(language: SpeechLanguage): string;
  /** Speak `text` in `language`; rejects when the voice cannot. */
  speak(text: string, language: SpeechLanguage): Promise<Speech>;
}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Offset and length of the sample data. */
  dataOffset: number;
  dataLength: number;
  seconds: number;
}

/** Read a WAV header (RIFF chunks); throws on anything that is not PCM WAV. */
export function wavInfo(wav: Buffer): WavInfo {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  let offset = 12;
  let fmt: Omit<WavInfo, 'dataOffset' | 'dataLength' | 'seconds'> | undefined;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    let size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      fmt = {
        channels: wav.readUInt16LE(offset + 10),
        sampleRate: wav.readUInt32LE(offset + 12),
        bitsPerSample: wav.readUInt16LE(offset + 22),
      };
    } else if (id === 'data') {
      if (!fmt) throw new Error('WAV data before its format');
      // eSpeak writing to a pipe leaves the size unset (0 or 0xffffffff): the data runs to the end.
      if (size === 0 || size === 0xffffffff || offset + 8 + size > wav.length) size = wav.length - offset - 8;
      const bytesPerSecond = fmt.sampleRate * fmt.channels * (fmt.bitsPerSample / 8);
      return { ...fmt, dataOffset: offset + 8, dataLength: size, seconds: size / bytesPerSecond };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV without data');
}
