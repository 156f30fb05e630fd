import type { Language } from '@reelsmith/contracts/languages';
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { alignTranscript } from './align.ts';
import { spreadTimings } from './spread-timings.ts';
import { probe } from '../../lib/ffmpeg/probe.ts';
import { speakableText, TtsError } from './builtin.tts.ts';
import { findVoice } from './catalogue.ts';
import type { SpeechResult, TtsProvider, WordTiming } from './tts.types.ts';

// Neural voices from any server speaking OpenAI's `POST /v1/audio/speech` (OpenAI itself,
// Kokoro-FastAPI, openedai-speech). That endpoint returns audio only; word timings come from the
// server when it offers them (Kokoro-FastAPI's `POST /dev/captioned_speech` with `stream: false`
// answers the audio and `timestamps`), otherwise from forced alignment of the known script against
// the audio (align.ts, pocketsphinx).

/** Our catalogue voices to OpenAI's voice names by gender and character; SPEECH_VOICES overrides. */
const DEFAULT_VOICES: Readonly<Record<string, string>> = {
  rachel: 'nova',
  sarah: 'shimmer',
  charlotte: 'coral',
  alice: 'sage',
  matilda: 'alloy',
  josh: 'echo',
  antoni: 'ash',
  adam: 'onyx',
  sam: 'echo',
  drew: 'onyx',
  clyde: 'onyx',
  dave: 'ash',
  fin: 'fable',
  giovanni: 'ash',
  arnold: 'onyx',
  thomas: 'echo',
  charlie: 'fable',
  george: 'fable',
  callum: 'ash',
  liam: 'echo',
  mimi: 'shimmer',
};

export interface OpenAiSpeechOptions {
  /** Base URL including `/v1` (OpenAI: https://api.openai.com/v1; Kokoro-FastAPI: http://localhost:8880/v1). */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** `rachel=af_heart,josh=am_adam`: catalogue voice → the server's voice name. */
  voices?: string;
  timeoutMs?: number;
}

/** Parses `id=name,id=name` into a map; unknown catalogue ids are an error, so typos are caught at boot. */
export function parseVoiceMap(spec: string | undefined): Record<string, string> {
  const out: Record<string, string> = { ...DEFAULT_VOICES };
  for (const pair of (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [id, name] = pair.split('=').map((s) => s?.trim());
    if (!id || !name || !findVoice(id))
      throw new Error(`SPEECH_VOICES: "${pair}" is not voice=server-voice for a catalogue voice`);
    out[id.toLowerCase()] = name;
  }
  return out;
}

/** Kokoro-FastAPI's timestamps (`word`, `start_time`, `end_time`) as our word timings. */
export function serverTimings(list: unknown): WordTiming[] {
  if (!Array.isArray(list)) return [];
  const out: WordTiming[] = [];
  for (const t of list as Array<Record<string, unknown>>) {
    const word = String(t.word ?? '').trim();
    const start = Number(t.start_time ?? t.start);
    const end = Number(t.end_time ?? t.end);
    if (!word || !Number.isFinite(start) || !Number.isFinite(end)) continue;
    // Punctuation arrives as its own "word"; it belongs to the one before.
    if (!/[\p{L}\p{N}]/u.test(word)) {
      const prev = out[out.length - 1];
      if (prev) prev.word += word;
      continue;
    }
    out.push({ word, start, end: Math.max(end, start + 0.01) });
  }
  for (let i = 1; i < out.length; i++) if (out[i]!.start < out[i - 1]!.end) out[i]!.start = out[i - 1]!.end;
  return out;
}

async function vendorError(res: Response): Promise<string> {
  const raw = await res.text().catch(() => '');
  try {
    const j = JSON.parse(raw);
    return (
      j?.error?.message ??
      j?.detail?.message ??
      (typeof j?.detail === 'string' ? j.detail : raw.slice(0, 200))
    );
  } catch {
    return raw.slice(0, 200);
  }
}

/**
 * Kokoro-FastAPI's language letters (`lang_code`). OpenAI's own API reads the language from the text
 * and refuses unknown fields, so the field goes only to other servers (decision 208).
 */
const KOKORO_LANG: Readonly<Record<Language, string>> = {
  en: 'a',
  es: 'e',
  pt: 'p',
  fr: 'f',
  de: 'd',
  it: 'i',
  hi: 'h',
  ar: 'ar',
  zh: 'z',
};

export function createOpenAiSpeechTts(options: OpenAiSpeechOptions): TtsProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const isOpenAi = /^https:\/\/api\.openai\.com(\/|$)/.test(baseUrl);
  const languageField = (language?: Language) =>
    language && language !== 'en' && !isOpenAi ? { lang_code: KOKORO_LANG[language] } : {};
  const origin = baseUrl.replace(/\/v1$/, '');
  const model = options.model ?? 'tts-1';
  const voices = parseVoiceMap(options.voices);
  const timeoutMs = options.timeoutMs ?? 120_000;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  // Whether the server has Kokoro-FastAPI's captioned endpoint; asked once, remembered.
  let captioned: boolean | undefined;

  const serverVoice = (voiceId: string): string => {
    const v = voices[voiceId.toLowerCase()];
    if (!v) throw new TtsError('UNKNOWN_VOICE', `Unknown voice: ${voiceId}`);
    return v;
  };

  async function call(url: string, body: object, signal: AbortSignal, timeout: AbortSignal) {
    try {
      return await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
    } catch (err) {
      if (timeout.aborted)
        throw new TtsError('ENGINE_FAILED', `The speech server did not answer within ${timeoutMs} ms`);
      if (signal.aborted) throw err;
      throw new TtsError(
        'ENGINE_FAILED',
        `The speech server is unreachable at ${baseUrl}: ${(err as Error).message}`,
      );
    }
  }

  return {
    name: 'openai-speech',
    voiceFingerprint(voiceId) {
      return `openai-speech:${createHash('sha256').update(baseUrl).digest('hex').slice(0, 8)}:${model}:${serverVoice(voiceId)}`;
    },
    async synthesize(req, opts = {}): Promise<SpeechResult> {
      const voice = serverVoice(req.voiceId);
      const text = speakableText(req.text);
      if (!text) throw new TtsError('EMPTY_TEXT', 'There is no speakable text');
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
      // OpenAI's `speed` is the rate (2 is twice as fast), 0.25–4: the inverse of our length scale.
      const scale = req.lengthScale && req.lengthScale > 0 ? req.lengthScale : 1;
      const speed = Math.min(4, Math.max(0.25, Math.round((1 / scale) * 1000) / 1000));
      const body = {
        model,
        input: text,
        voice,
        response_format: 'wav',
        speed,
        ...languageField(req.language),
      };

      let audio: Buffer | null = null;
      let words: WordTiming[] = [];
      if (captioned !== false) {
        const res = await call(
          `${origin}/dev/captioned_speech`,
          { ...body, stream: false, return_timestamps: true },
          signal,
          timeout,
        );
        if (res.ok && (res.headers.get('content-type') ?? '').includes('json')) {
          const json = (await res.json().catch(() => null)) as {
            audio?: string;
            timestamps?: unknown;
          } | null;
          if (typeof json?.audio === 'string') {
            audio = Buffer.from(json.audio, 'base64');
            words = serverTimings(json.timestamps);
            captioned = true;
          }
        } else {
          await res.body?.cancel().catch(() => undefined);
          if (res.status === 404 || res.status === 405 || res.ok) captioned = false;
        }
      }
      if (!audio) {
        const res = await call(`${baseUrl}/audio/speech`, body, signal, timeout);
        if (!res.ok)
          throw new TtsError(
            'ENGINE_FAILED',
            `The speech server answered HTTP ${res.status}: ${(await vendorError(res)) || 'no details'}`,
          );
        audio = Buffer.from(await res.arrayBuffer());
      }
      if (audio.length < 100) throw new TtsError('ENGINE_FAILED', 'The speech server returned no audio');

      await mkdir(dirname(req.outPath), { recursive: true });
      const tmp = `${req.outPath}.part-${process.pid}.wav`;
      await writeFile(tmp, audio);
      try {
        const info = await probe(tmp, {}, opts.signal);
        if (!info.audio) throw new TtsError('ENGINE_FAILED', 'The speech server returned no audio');
        // The offline aligner knows English only; another language's words are spread by their letters.
        if (!words.length && req.language && req.language !== 'en')
          words = spreadTimings(text, info.durationSec);
        if (!words.length) words = await alignTranscript({ audioPath: tmp, text, signal: opts.signal });
        if (!words.length) throw new TtsError('ENGINE_FAILED', 'No word timings for the speech');
        await rename(tmp, req.outPath);
        return { audioPath: req.outPath, durationSec: info.durationSec, words };
      } catch (e) {
        await rm(tmp, { force: true });
        throw e;
      }
    },
  };
}
