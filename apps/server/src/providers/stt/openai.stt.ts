import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg, type FfmpegBins, FFMPEG_QUIET } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import type { WordTiming } from '../tts/tts.types.ts';
import { SttError, type SttProvider, type Transcript } from './stt.types.ts';

// OpenAI's `/v1/audio/transcriptions` (and the Whisper servers that speak it: faster-whisper-server,
// whisper.cpp's server, LocalAI): multipart `file` + `model`, `response_format=verbose_json` with
// `timestamp_granularities[]=word`, answered as `{ text, words: [{ word, start, end }] }`.

export interface OpenAiSttOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  bins?: FfmpegBins;
  timeoutMs?: number;
}

interface VerboseJson {
  text?: string;
  words?: { word: string; start: number; end: number }[];
  segments?: { start: number; end: number; text: string }[];
}

/** Words from verbose_json; a server that gives only segments has their words spread evenly. */
export function wordsFromVerbose(json: VerboseJson): WordTiming[] {
  if (json.words?.length)
    return json.words
      .map((w) => ({ word: w.word.trim(), start: Number(w.start), end: Number(w.end) }))
      .filter((w) => w.word && Number.isFinite(w.start) && Number.isFinite(w.end));
  const out: WordTiming[] = [];
  for (const s of json.segments ?? []) {
    const parts = s.text.trim().split(/\s+/).filter(Boolean);
    const each = (s.end - s.start) / Math.max(1, parts.length);
    parts.forEach((word, i) => out.push({ word, start: s.start + i * each, end: s.start + (i + 1) * each }));
  }
  return out;
}

export function createOpenAiStt(opts: OpenAiSttOptions): SttProvider {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    name: 'openai',
    async transcribe({ audioPath, workDir, language }, o = {}): Promise<Transcript> {
      // 16 kHz mono MP3 keeps an hour under the API's 25 MB limit.
      const mp3 = join(workDir, `.stt-${process.pid}-${Date.now()}.mp3`);
      await runFfmpeg(
        [...FFMPEG_QUIET, '-i', audioPath, '-vn', '-ac', '1', '-ar', '16000', '-b:a', '48k', mp3],
        opts.bins,
        { signal: o.signal, timeoutMs: 120_000 },
      );
      const form = new FormData();
      form.append('file', new Blob([await readFile(mp3)], { type: 'audio/mpeg' }), 'audio.mp3');
      form.append('model', opts.model);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'word');
      // Whisper detects the language when none is given; naming it helps short or noisy clips.
      if (language) form.append('language', language);
      const signal = AbortSignal.any([
        ...(o.signal ? [o.signal] : []),
        AbortSignal.timeout(opts.timeoutMs ?? 5 * 60_000),
      ]);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          body: form,
          headers: opts.apiKey ? { Authorization: `Bearer ${opts.apiKey}` } : {},
          signal,
        });
      } catch (e) {
        throw new SttError(`The transcription server could not be reached (${(e as Error).message}).`);
      }
      if (!res.ok) {
        const body = (await res.text()).slice(0, 300);
        throw new SttError(`The transcription server answered ${res.status}: ${body}`);
      }
      const json = (await res.json()) as VerboseJson;
      const words = wordsFromVerbose(json);
      return { text: json.text?.trim() ?? words.map((w) => w.word).join(' '), words };
    },
  };
}
