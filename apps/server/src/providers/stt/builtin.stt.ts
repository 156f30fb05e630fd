import { join } from 'node:path';
import { runFfmpeg, runTool, type FfmpegBins, FFMPEG_QUIET } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import type { WordTiming } from '../tts/tts.types.ts';
import { OFFLINE_STT_ENGLISH_ONLY, SttError, type SttProvider, type Transcript } from './stt.types.ts';

// The offline recogniser: Debian's pocketsphinx 0.8 with its US English model (pocketsphinx-en-us).
// About 0.2 of real time in CPU; word error 15-40 % depending on the speaker, a first draft that the
// creator edits (notes: offline-voices.md). `-time yes` prints each word with its start and end in
// seconds from the start of the file, one utterance after another.

const FILLERS = /^(<s>|<\/s>|<sil>|\[.*\]|\+\+.*\+\+)$/i;

/** Parses `pocketsphinx_continuous -time yes` output into words (alternates like `to(2)` lose their suffix). */
export function parsePocketsphinx(stdout: string): WordTiming[] {
  const words: WordTiming[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
    if (!m) continue;
    const token = m[1]!.replace(/\(\d+\)$/, '');
    if (FILLERS.test(token)) continue;
    words.push({ word: token, start: Number(m[2]), end: Number(m[3]) });
  }
  return words;
}

export function createBuiltinStt(
  opts: { bin?: string; bins?: FfmpegBins; timeoutMs?: number } = {},
): SttProvider {
  const bin = opts.bin ?? 'pocketsphinx_continuous';
  return {
    name: 'builtin',
    async transcribe({ audioPath, workDir, language }, o = {}): Promise<Transcript> {
      // pocketsphinx's only model here is US English (notes/languages.md).
      if (language && language !== 'en') throw new SttError(OFFLINE_STT_ENGLISH_ONLY);
      const wav = join(workDir, `.stt-${process.pid}-${Date.now()}.wav`);
      // The model is trained on 16 kHz mono; speech-band filtering helps it on music and hum.
      await runFfmpeg(
        [
          ...FFMPEG_QUIET,
          '-i',
          audioPath,
          '-vn',
          '-af',
          'highpass=f=80,lowpass=f=7000',
          '-ac',
          '1',
          '-ar',
          '16000',
          wav,
        ],
        opts.bins,
        { signal: o.signal, timeoutMs: 120_000 },
      );
      const { stdout } = await runTool(bin, ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], {
        signal: o.signal,
        timeoutMs: opts.timeoutMs ?? 10 * 60_000,
      });
      const words = parsePocketsphinx(stdout.toString('utf8'));
      return { text: words.map((w) => w.word).join(' '), words };
    },
  };
}
