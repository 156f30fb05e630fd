import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@reelsmith/contracts/languages';
import { runTool } from '../../lib/ffmpeg/ffmpeg.runner.ts';
import type { CatalogueVoice } from './catalogue.ts';

// The offline voices for languages other than English (issue 42, decision 208): espeak-ng, which
// Debian ships with every language we offer. Robotic but intelligible; the voice library says so.
// Each catalogue voice keeps its gender and pitch in every language, so a creator's chosen voice
// carries over. Word timings are espeak-ng's own word events, printed by native/espeak-words.c.

const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const HELPER = join(SERVER_ROOT, 'native/bin/espeak-words');
const BUILD_SCRIPT = join(SERVER_ROOT, 'scripts/build-native.sh');
export const ESPEAK_ENGINE_VERSION = 'espeak-words-1';

/** espeak-ng's voice for each language (Mandarin for Chinese; Brazilian Portuguese). */
const ESPEAK_VOICE: Readonly<Record<Exclude<Language, 'en'>, string>> = {
  es: 'es',
  pt: 'pt-br',
  fr: 'fr',
  de: 'de',
  it: 'it',
  hi: 'hi',
  ar: 'ar',
  zh: 'cmn',
};

export interface EspeakSettings {
  /** espeak-ng voice with its variant, such as `es+f3`. */
  voice: string;
  /** Words a minute (espeak-ng's default is 175). */
  wpm: number;
  /** 0..100 (50 is the voice's own). */
  pitch: number;
}

/** How a catalogue voice speaks `language` offline; `lengthScale` above 1 speaks slower. */
export function espeakSettings(
  voice: CatalogueVoice,
  language: Exclude<Language, 'en'>,
  lengthScale = 1,
): EspeakSettings {
  const variant = voice.gender === 'female' ? '+f3' : voice.gender === 'character' ? '+f5' : '+m3';
  const b = voice.builtin;
  const pitch = Math.round(
    Math.min(95, Math.max(5, 50 + (b.f0Mean - (voice.gender === 'male' ? 105 : 180)) / 3)),
  );
  const wpm = Math.round(Math.min(260, Math.max(90, 165 / (b.stretch * lengthScale))));
  return { voice: `${ESPEAK_VOICE[language]}${variant}`, wpm, pitch };
}

let helperReady: Promise<string | null> | null = null;

/** Path of the espeak-ng helper, building it once if gcc and libespeak-ng-dev are present. */
export function ensureEspeakHelper(): Promise<string | null> {
  helperReady ??= (async () => {
    if (existsSync(HELPER)) return HELPER;
    if (!existsSync('/usr/include/espeak-ng/speak_lib.h')) return null;
    try {
      await runTool('bash', [BUILD_SCRIPT], { timeoutMs: 60_000 });
      return existsSync(HELPER) ? HELPER : null;
    } catch {
      return null;
    }
  })();
  return helperReady;
}

/** Speaks `text` into `outPath` (WAV); stdout is the helper's `duration` and `word start end` lines. */
export async function runEspeak(
  helper: string,
  text: string,
  outPath: string,
  s: EspeakSettings,
  opts: { signal?: AbortSignal; timeoutMs: number },
): Promise<string> {
  const res = await runTool(helper, [s.voice, outPath, String(s.wpm), String(s.pitch)], {
    input: text,
    signal: opts.signal,
    timeoutMs: opts.timeoutMs,
  });
  return res.stdout.toString('utf8');
}
