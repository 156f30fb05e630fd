import { existsSync } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MediaToolError, runTool } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import { canonicalText } from '../../lib/text.ts';
import { findVoice } from './catalogue.ts';
import { ensureEspeakHelper, ESPEAK_ENGINE_VERSION, espeakSettings, runEspeak } from './espeak.tts.ts';
import { festivalVoiceFor } from './festival-voices.ts';
import type { SpeechResult, TtsProvider, WordTiming } from './tts.types.ts';

// Offline speech from Debian's flite voices. Word timings come from the engine's own utterance
// structure (see notes/offline-voices.md): the native helper native/flite-words.c prints them while it
// writes the WAV. Without the helper we compile it on demand; without gcc or flite1-dev we fall back to
// festival's Scheme interface; without either the error says what to install.

const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const HELPER = join(SERVER_ROOT, 'native/bin/flite-words');
const BUILD_SCRIPT = join(SERVER_ROOT, 'scripts/build-native.sh');
const SYNTH_TIMEOUT_MS = 60_000;
const ENGINE_VERSION = 'flite-words-1';

export class TtsError extends Error {
  readonly code: 'UNKNOWN_VOICE' | 'EMPTY_TEXT' | 'ENGINE_MISSING' | 'ENGINE_FAILED';
  constructor(code: TtsError['code'], message: string) {
    super(message);
    this.name = 'TtsError';
    this.code = code;
  }
}

/**
 * The text every engine is given, in one spelling (canonicalText: a nukta letter whole, which
 * Festival's Hindi voice needs to say it at all). Characters the engines cannot say (emoji, symbols)
 * are dropped; captions come from the timings.
 */
export function speakableText(text: string): string {
  return canonicalText(text)
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, ' ')
    .replace(/[#*_~`<>|\\{}[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Parses `duration\tS` then `word\tstart\tend` lines (the helper's and the festival script's output). */
export function parseTimings(out: string): { durationSec: number; words: WordTiming[] } {
  let durationSec = 0;
  const words: WordTiming[] = [];
  for (const line of out.split('\n')) {
    const parts = line.split('\t');
    if (parts[0] === 'duration' && parts.length === 2) {
      durationSec = Number(parts[1]);
      continue;
    }
    if (parts.length !== 3) continue;
    const [word, s, e] = parts as [string, string, string];
    const start = Number(s);
    const end = Number(e);
    if (!word.trim() || !Number.isFinite(start) || !Number.isFinite(end)) continue;
    words.push({ word: word.trim(), start, end: Math.max(end, start + 0.01) });
  }
  // Keep timings monotonic even if an engine reports a zero-length pause oddly.
  for (let i = 1; i < words.length; i++) {
    const prev = words[i - 1]!;
    const cur = words[i]!;
    if (cur.start < prev.end) cur.start = prev.end;
    if (cur.end <= cur.start) cur.end = cur.start + 0.01;
  }
  return { durationSec, words };
}

let helperReady: Promise<string | null> | null = null;

/** Path of the native helper, building it once if gcc and flite1-dev are present; null when impossible. */
export function ensureNativeHelper(): Promise<string | null> {
  helperReady ??= (async () => {
    if (existsSync(HELPER)) return HELPER;
    if (!existsSync('/usr/include/flite/flite.h')) return null;
    try {
      await runTool('bash', [BUILD_SCRIPT], { timeoutMs: 60_000 });
      return existsSync(HELPER) ? HELPER : null;
    } catch {
      return null;
    }
  })();
  return helperReady;
}

function festivalScript(text: string, wavPath: string, festVoice: string, stretch: number): string {
  const q = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `${festVoice}
(Parameter.set 'Duration_Stretch ${stretch})
(set! u (utt.synth (eval (list 'Utterance 'Text ${q(text)}))))
(utt.save.wave u ${q(wavPath)} 'riff)
(format t "duration\\t%f\\n" (item.feat (utt.relation.last u 'Segment) "end"))
(mapcar (lambda (w)
  (format t "%s\\t%s\\t%s\\t%s\\t%f\\t%f\\n" (item.name w) (item.feat w "R:Token.parent.prepunctuation")
    (item.feat w "R:Token.parent.name") (item.feat w "R:Token.parent.punc")
    (item.feat w "R:SylStructure.daughter1.daughter1.R:Segment.p.end")
    (item.feat w "R:SylStructure.daughtern.daughtern.R:Segment.end")))
  (utt.relation.items u 'Word))
`;
}

/** Festival prints one row per spoken word; rows of one written token ("1,000" → "one thousand") merge. */
export function festivalRowsToTimings(out: string): string {
  const rebuilt: string[] = [];
  let cur: string[] | null = null;
  for (const row of out.split('\n')) {
    const p = row.split('\t');
    if (p[0] === 'duration') rebuilt.push(row);
    if (p.length !== 6) continue;
    const [word, pre, token, punc, start, end] = p as [string, string, string, string, string, string];
    const clean = (x: string) => (x === '0' ? '' : x);
    if (cur && word.toLowerCase() !== token.toLowerCase() && cur[3] === token) {
      // Hindi's voice adds empty, untimed rows after a token ending in the danda: keep the end.
      if (Number(end) > Number(cur[2])) cur[2] = end;
      continue;
    }
    if (cur) rebuilt.push(cur.slice(0, 3).join('\t'));
    cur = [`${clean(pre)}${token}${clean(punc)}`, start, end, token];
  }
  if (cur) rebuilt.push(cur.slice(0, 3).join('\t'));
  return rebuilt.join('\n');
}

/** `engine: 'festival'` forces the fallback engine (tests, or machines without flite1-dev). */
export function createBuiltinTts(options: { engine?: 'auto' | 'festival' } = {}): TtsProvider {
  return {
    name: 'builtin',
    voiceFingerprint(voiceId, language) {
      const voice = findVoice(voiceId);
      if (!voice) throw new TtsError('UNKNOWN_VOICE', `Unknown voice: ${voiceId}`);
      const b = voice.builtin;
      if (!language || language === 'en')
        return `builtin:${ENGINE_VERSION}:${b.engineVoice}:${b.f0Mean}:${b.f0Stddev}:${b.stretch}`;
      // The engine that will speak it, as synthesize chooses: installing Festival's Italian or Hindi
      // voices changes it, and a narration cached from espeak-ng must not be reused (decision 233).
      const festVoice = festivalVoiceFor(voice, language);
      if (festVoice) return `builtin:festival:${festVoice.select}:${b.stretch}`;
      const e = espeakSettings(voice, language);
      return `builtin:${ESPEAK_ENGINE_VERSION}:${e.voice}:${e.wpm}:${e.pitch}`;
    },
    // The measured pace is flite's English; another language's pace is not measured (default pace).
    pace(voiceId, language) {
      return language && language !== 'en' ? undefined : findVoice(voiceId)?.builtin.pace;
    },
    async synthesize(req, opts = {}): Promise<SpeechResult> {
      const voice = findVoice(req.voiceId);
      if (!voice) throw new TtsError('UNKNOWN_VOICE', `Unknown voice: ${req.voiceId}`);
      const text = speakableText(req.text);
      if (!text) throw new TtsError('EMPTY_TEXT', 'There is no speakable text');
      await mkdir(dirname(req.outPath), { recursive: true });
      const tmp = `${req.outPath}.part-${process.pid}.wav`;
      const scale = req.lengthScale && req.lengthScale > 0 ? req.lengthScale : 1;
      const b = { ...voice.builtin, stretch: Math.round(voice.builtin.stretch * scale * 1000) / 1000 };
      let stdout: string;

      const festVoice = req.language && festivalVoiceFor(voice, req.language);
      if (festVoice) {
        // Festival's recorded Italian and Hindi voices (decision 225), timed by its own utterance.
        stdout = festivalRowsToTimings(
          (
            await runTool('festival', ['--pipe'], {
              input: festivalScript(text, tmp, festVoice.select, b.stretch),
              signal: opts.signal,
              timeoutMs: SYNTH_TIMEOUT_MS,
            })
          ).stdout.toString('utf8'),
        );
        return finish(stdout, tmp, req.outPath);
      }
      if (req.language && req.language !== 'en') {
        // Other languages speak through espeak-ng (decision 208); flite and festival are English only.
        const espeak = await ensureEspeakHelper();
        if (!espeak)
          throw new TtsError(
            'ENGINE_MISSING',
            'No offline voice for this language: install the Debian packages espeak-ng libespeak-ng-dev gcc',
          );
        const settings = espeakSettings(voice, req.language, scale);
        stdout = await runEspeak(espeak, text, tmp, settings, {
          signal: opts.signal,
          timeoutMs: SYNTH_TIMEOUT_MS,
        });
        return finish(stdout, tmp, req.outPath);
      }

      const helper = options.engine === 'festival' ? null : await ensureNativeHelper();
      if (helper) {
        const res = await runTool(
          helper,
          [b.engineVoice, tmp, String(b.f0Mean), String(b.f0Stddev), String(b.stretch)],
          {
            input: text,
            signal: opts.signal,
            timeoutMs: SYNTH_TIMEOUT_MS,
          },
        );
        stdout = res.stdout.toString('utf8');
      } else {
        try {
          const res = await runTool('festival', ['--pipe'], {
            input: festivalScript(
              text,
              tmp,
              b.engineVoice === 'slt' ? '(voice_cmu_us_slt_arctic_hts)' : '(voice_kal_diphone)',
              b.stretch,
            ),
            signal: opts.signal,
            timeoutMs: SYNTH_TIMEOUT_MS,
          });
          stdout = festivalRowsToTimings(res.stdout.toString('utf8'));
        } catch (e) {
          if (e instanceof MediaToolError && e.code === 'TOOL_MISSING') {
            throw new TtsError(
              'ENGINE_MISSING',
              'No offline speech engine: install the Debian packages flite flite1-dev gcc (preferred) or festival festvox-us-slt-hts festvox-kallpc16k',
            );
          }
          throw e;
        }
      }

      return finish(stdout, tmp, req.outPath);
    },
  };
}

/** The engine's timings checked, and its WAV moved into place. */
async function finish(stdout: string, tmp: string, outPath: string): Promise<SpeechResult> {
  const { durationSec, words } = parseTimings(stdout);
  if (!words.length || !(durationSec > 0)) {
    throw new TtsError('ENGINE_FAILED', 'The speech engine produced no words');
  }
  if ((await stat(tmp)).size < 100) throw new TtsError('ENGINE_FAILED', 'The speech engine wrote no audio');
  await rename(tmp, outPath);
  return { audioPath: outPath, durationSec, words };
}
