import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SpeechResult, TtsProvider, WordTiming } from './tts.types.ts';
import { speakableText, TtsError } from './builtin.tts.ts';

// ElevenLabs' with-timestamps endpoint: audio as base64 plus per-character start and end times,
// which become our word timings. Default output is raw PCM wrapped here into a WAV file, so the
// media engine gets the same kind of file as from the builtin engine.

/** Our catalogue ids to ElevenLabs' public premade voices (same names, same character). */
export const ELEVENLABS_VOICE_IDS: Readonly<Record<string, string>> = {
  rachel: '21m00Tcm4TlvDq8ikWAM',
  sarah: 'EXAVITQu4vr4xnSDxMaL',
  charlotte: 'XB0fDUnXU5powFXDhCwa',
  alice: 'Xb7hH8MSUJpSbSDYk0k2',
  matilda: 'XrExE9yKIg1WjnnlVkGX',
  josh: 'TxGEqnHWrfWFTfGW9XjX',
  antoni: 'ErXwobaYiN019PkySvjV',
  adam: 'pNInz6obpgDQGcFmaJgB',
  sam: 'yoZ06aMxZJJ28mfd3POQ',
  drew: '29vD33N1CtxCmqQRPOHJ',
  clyde: '2EiwWnXFnvU5JabPnv8n',
  dave: 'CYw3kZ02Hs0563khs1Fj',
  fin: 'D38z5RcWu1voky8WS1ja',
  giovanni: 'zcAOhNBS3c14rBihAFp1',
  arnold: 'VR6AewLTigWG4xSOukaG',
  thomas: 'GBv7mTt0atIp3Br8iCZE',
  charlie: 'IKne3meq5aSn9XLyUdCD',
  george: 'JBFqnCBsd6RMkjVDRZzb',
  callum: 'N2lVS1w4EtoT3dr4eOWO',
  liam: 'TX3LPaxmHKxFdv7VOQHJ',
  mimi: 'zrHiDhphv9ZnVXBqCLjz',
};

const VENDOR_ID_RE = /^[A-Za-z0-9]{20}$/;

export interface ElevenLabsOptions {
  baseUrl?: string;
  apiKey: string;
  modelId?: string;
  /** pcm_16000/22050/24000/44100 become WAV; mp3_* is written as MP3 next to outPath. */
  outputFormat?: string;
  voiceSettings?: {
    stability: number;
    similarity_boost: number;
    style?: number;
    use_speaker_boost?: boolean;
  };
  timeoutMs?: number;
}

interface Alignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

/** Groups per-character times into words (split on whitespace). */
export function alignmentToWords(alignment: Alignment): WordTiming[] {
  const {
    characters: chars,
    character_start_times_seconds: starts,
    character_end_times_seconds: ends,
  } = alignment;
  const words: WordTiming[] = [];
  let cur: { text: string; start: number; end: number } | null = null;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (/^\s*$/.test(ch)) {
      if (cur) words.push({ word: cur.text, start: cur.start, end: cur.end });
      cur = null;
      continue;
    }
    // Chinese has no spaces: each character is a word, as espeak-ng times them (issue 42).
    if (cur && /\p{Script=Han}/u.test(ch)) {
      words.push({ word: cur.text, start: cur.start, end: cur.end });
      cur = null;
    }
    const start: number = starts[i] ?? cur?.end ?? 0;
    const end: number = ends[i] ?? start;
    if (!cur) cur = { text: ch, start, end };
    else {
      cur.text += ch;
      cur.end = Math.max(cur.end, end);
    }
  }
  if (cur) words.push({ word: cur.text, start: cur.start, end: cur.end });
  // Punctuation-only tokens ("-", "…") join the previous word so captions never show them alone.
  const merged: WordTiming[] = [];
  for (const w of words) {
    if (!/[\p{L}\p{N}]/u.test(w.word) && merged.length) {
      const prev = merged[merged.length - 1];
      prev.word += w.word;
      prev.end = Math.max(prev.end, w.end);
    } else merged.push({ ...w });
  }
  for (let i = 0; i < merged.length; i++) {
    if (i > 0 && merged[i].start < merged[i - 1].end) merged[i].start = merged[i - 1].end;
    if (merged[i].end <= merged[i].start) merged[i].end = merged[i].start + 0.01;
  }
  return merged;
}

/** A 16-bit mono PCM WAV header for `dataBytes` of samples. */
export function wavHeader(sampleRate: number, dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

export function resolveElevenLabsVoice(voiceId: string): string | undefined {
  return ELEVENLABS_VOICE_IDS[voiceId.toLowerCase()] ?? (VENDOR_ID_RE.test(voiceId) ? voiceId : undefined);
}

export function createElevenLabsTts(options: ElevenLabsOptions): TtsProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/, '');
  const modelId = options.modelId ?? 'eleven_multilingual_v2';
  const outputFormat = options.outputFormat ?? 'pcm_24000';
  const voiceSettings = options.voiceSettings ?? {
    stability: 0.5,
    similarity_boost: 0.75,
    style: 0,
    use_speaker_boost: true,
  };
  const timeoutMs = options.timeoutMs ?? 120_000;
  const pcmRate = /^pcm_(\d+)$/.exec(outputFormat)?.[1];

  return {
    name: 'elevenlabs',
    voiceFingerprint(voiceId) {
      const vendorId = resolveElevenLabsVoice(voiceId);
      if (!vendorId) throw new TtsError('UNKNOWN_VOICE', `Unknown voice: ${voiceId}`);
      const s = voiceSettings;
      return `elevenlabs:${modelId}:${vendorId}:${outputFormat}:${s.stability}:${s.similarity_boost}:${s.style ?? 0}`;
    },
    async synthesize(req, opts = {}): Promise<SpeechResult> {
      const vendorId = resolveElevenLabsVoice(req.voiceId);
      if (!vendorId) throw new TtsError('UNKNOWN_VOICE', `Unknown voice: ${req.voiceId}`);
      const text = speakableText(req.text);
      if (!text) throw new TtsError('EMPTY_TEXT', 'There is no speakable text');

      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      const url = `${baseUrl}/v1/text-to-speech/${encodeURIComponent(vendorId)}/with-timestamps?output_format=${encodeURIComponent(outputFormat)}`;
      let res: Response;
      let raw: string;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'xi-api-key': options.apiKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            text,
            model_id: modelId,
            voice_settings: voiceSettings,
            // Only the v2.5 models take a language to enforce; the multilingual v2 model reads it from the text.
            ...(req.language && /_v2_5$/.test(modelId) ? { language_code: req.language } : {}),
          }),
          signal,
        });
        raw = await res.text();
      } catch (err) {
        if (timeout.aborted)
          throw new TtsError('ENGINE_FAILED', `ElevenLabs did not answer within ${timeoutMs} ms`);
        if (opts.signal?.aborted) throw err;
        throw new TtsError(
          'ENGINE_FAILED',
          `ElevenLabs unreachable at ${baseUrl}: ${(err as Error).message}`,
        );
      }
      let json: any;
      try {
        json = JSON.parse(raw);
      } catch {
        json = undefined;
      }
      if (!res.ok) {
        // ElevenLabs answers errors as {detail: {status, message}} or {detail: "..."} (422: a list).
        const d = json?.detail;
        const vendor =
          typeof d === 'string'
            ? d
            : (d?.message ?? (Array.isArray(d) ? d[0]?.msg : undefined) ?? raw.slice(0, 200));
        throw new TtsError(
          'ENGINE_FAILED',
          `ElevenLabs answered HTTP ${res.status}: ${vendor || 'no details'}`,
        );
      }
      const alignment: Alignment | undefined = json?.alignment ?? json?.normalized_alignment;
      if (typeof json?.audio_base64 !== 'string' || !alignment?.characters?.length) {
        throw new TtsError('ENGINE_FAILED', 'ElevenLabs answer has no audio or no alignment');
      }
      const audio = Buffer.from(json.audio_base64, 'base64');
      if (audio.length < 100) throw new TtsError('ENGINE_FAILED', 'ElevenLabs returned no audio');
      const words = alignmentToWords(alignment);
      if (!words.length) throw new TtsError('ENGINE_FAILED', 'ElevenLabs alignment has no words');

      const audioPath = pcmRate ? req.outPath : req.outPath.replace(/\.[a-z0-9]+$/i, '') + '.mp3';
      const file = pcmRate
        ? Buffer.concat([
            wavHeader(Number(pcmRate), audio.length - (audio.length % 2)),
            audio.subarray(0, audio.length - (audio.length % 2)),
          ])
        : audio;
      await mkdir(dirname(audioPath), { recursive: true });
      const tmp = `${audioPath}.part-${process.pid}`;
      await writeFile(tmp, file);
      await rename(tmp, audioPath);
      const lastEnd = Math.max(...alignment.character_end_times_seconds);
      const durationSec = pcmRate ? Math.floor(audio.length / 2) / Number(pcmRate) : lastEnd;
      return { audioPath, durationSec, words };
    },
  };
}
