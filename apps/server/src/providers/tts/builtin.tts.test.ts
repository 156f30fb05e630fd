import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBuiltinTts,
  festivalRowsToTimings,
  parseTimings,
  speakableText,
  TtsError,
} from './builtin.tts.ts';
import { VOICE_ACCENTS, VOICE_CATEGORIES, VOICE_IDS } from '@reelsmith/contracts/voices';
import { categoryForTone, VOICE_CATALOGUE } from './catalogue.ts';
import type { SpeechResult } from './tts.types.ts';

const SENTENCE = 'Honeybees dance to tell each other where the flowers are, and it works!';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tts-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function pcm(wav: Buffer): Int16Array {
  const data = wav.indexOf('data') + 8;
  return new Int16Array(
    wav.buffer.slice(wav.byteOffset + data, wav.byteOffset + wav.length - ((wav.length - data) % 2)),
  );
}

/** Rough pitch: zero crossings per second of the voiced parts. */
function crossingsPerSecond(samples: Int16Array, rate: number): number {
  let n = 0;
  let voiced = 0;
  for (let i = 1; i < samples.length; i++) {
    if (Math.abs(samples[i]!) < 800) continue;
    voiced++;
    if (samples[i - 1]! < 0 !== samples[i]! < 0) n++;
  }
  return (n / Math.max(1, voiced)) * rate;
}

/** A word's letters in lower case: the engine's token and the text's word compare equal. */
const bare = (w: string) => w.replace(/[^a-z]/gi, '').toLowerCase();

function checkTimings(r: SpeechResult) {
  expect(r.words.map((w) => bare(w.word))).toEqual(SENTENCE.split(' ').map(bare));
  for (let i = 0; i < r.words.length; i++) {
    const w = r.words[i]!;
    expect(w.end).toBeGreaterThan(w.start);
    if (i > 0) expect(w.start).toBeGreaterThanOrEqual(r.words[i - 1]!.end);
  }
  // The words cover the audio: speech starts near the beginning and ends near the end.
  expect(r.words[0]!.start).toBeLessThan(0.5);
  expect(r.words.at(-1)!.end).toBeLessThanOrEqual(r.durationSec + 0.01);
  expect(r.durationSec - r.words.at(-1)!.end).toBeLessThan(0.6);
}

describe('voice catalogue', () => {
  it('has the spec’s 21 voices: 5 female, 15 male, 1 character, with valid fields', () => {
    expect(VOICE_CATALOGUE).toHaveLength(21);
    // One entry for each voice id the web and the API accept.
    expect(VOICE_CATALOGUE.map((v) => v.id).sort()).toEqual([...VOICE_IDS].sort());
    expect(VOICE_CATALOGUE.filter((v) => v.gender === 'female').map((v) => v.id)).toEqual([
      'rachel',
      'sarah',
      'charlotte',
      'alice',
      'matilda',
    ]);
    expect(VOICE_CATALOGUE.filter((v) => v.gender === 'male')).toHaveLength(15);
    expect(VOICE_CATALOGUE.filter((v) => v.gender === 'character')).toHaveLength(1);
    for (const v of VOICE_CATALOGUE) {
      expect(VOICE_ACCENTS).toContain(v.accent);
      expect(VOICE_CATEGORIES).toContain(v.category);
      expect(v.category).toBe(categoryForTone(v.tone));
      expect(v.mood).toMatch(/\p{Extended_Pictographic}/u);
    }
    const engines = new Set(VOICE_CATALOGUE.map((v) => JSON.stringify(v.builtin)));
    expect(engines.size).toBe(21); // every voice is its own engine setting
    expect(new Set(VOICE_CATALOGUE.map((v) => v.category)).size).toBe(5);
  });
});

describe('builtin TTS', () => {
  const tts = createBuiltinTts();

  it('speaks with word timings from the engine, and two voices sound different', async () => {
    const a = await tts.synthesize({ text: SENTENCE, voiceId: 'rachel', outPath: join(dir, 'rachel.wav') });
    const b = await tts.synthesize({ text: SENTENCE, voiceId: 'adam', outPath: join(dir, 'adam.wav') });
    checkTimings(a);
    checkTimings(b);
    const za = crossingsPerSecond(pcm(await readFile(a.audioPath)), 16000);
    const zb = crossingsPerSecond(pcm(await readFile(b.audioPath)), 16000);
    // A female voice at 175 Hz against a male one at 88 Hz: clearly different pitch and timing.
    expect(Math.abs(za - zb) / Math.max(za, zb)).toBeGreaterThan(0.15);
    expect(Math.abs(a.durationSec - b.durationSec)).toBeGreaterThan(0.05);
    expect(tts.voiceFingerprint('rachel')).not.toBe(tts.voiceFingerprint('adam'));
  });

  it('speaks a long narration in two halves at once that join like one: every word, in time, no long seam', async () => {
    // Long enough to be split at the sentence end nearest its middle (native/flite-words.c).
    const sentences = [
      'Honeybees dance to tell each other where the flowers are.',
      'The dance points the way, and the other bees follow it.',
      'A longer waggle means the flowers are further away.',
      'Scientists have studied it for decades.',
      'Next time you see a bee, watch closely.',
    ];
    const text = sentences.join(' ');
    const r = await tts.synthesize({ text, voiceId: 'rachel', outPath: join(dir, 'long.wav') });
    expect(r.words.map((w) => bare(w.word))).toEqual(text.split(' ').map(bare));
    const samples = pcm(await readFile(r.audioPath));
    expect(samples.length / 16000).toBeCloseTo(r.durationSec, 2);
    const loudness = (from: number, to: number) => {
      const part = samples.subarray(Math.round(from * 16000), Math.round(to * 16000));
      return Math.sqrt(part.reduce((s, x) => s + x * x, 0) / Math.max(1, part.length));
    };
    for (let i = 0; i < r.words.length; i++) {
      const w = r.words[i]!;
      // Each word is heard where its timing says, and the pause after each sentence is a short one
      // (the first half kept with its closing silence leaves 0.27 s or more at the seam).
      expect(loudness(w.start, w.end), w.word).toBeGreaterThan(500);
      const before = r.words[i - 1];
      if (before?.word.endsWith('.')) expect(w.start - before.end, w.word).toBeLessThan(0.25);
    }
    expect(r.durationSec - r.words.at(-1)!.end).toBeLessThan(0.6);
  });

  it('falls back to festival with the same kind of timings', async () => {
    const r = await createBuiltinTts({ engine: 'festival' }).synthesize({
      text: SENTENCE,
      voiceId: 'sarah',
      outPath: join(dir, 'f.wav'),
    });
    checkTimings(r);
  });

  it('speaks Italian and Hindi with Festival’s recorded voices by gender, timed word by word as written', async () => {
    const rate = async (path: string) => (await readFile(path)).readUInt32LE(24);
    const cases = [
      ['rachel', 'it', "L'acqua ricorda la montagna, davvero."],
      ['adam', 'it', 'I fiumi portano piccole pietre al mare.'],
      ['adam', 'hi', 'नदियाँ छोटे पत्थर ले जाती हैं।'],
    ] as const;
    for (const [voiceId, language, text] of cases) {
      const r = await tts.synthesize({
        text,
        voiceId,
        language,
        outPath: join(dir, `${voiceId}-${language}.wav`),
      });
      expect(r.words.map((w) => w.word).join(' '), `${voiceId} ${language}`).toBe(text);
      expect(r.words.every((w, i) => w.end > w.start && (i === 0 || w.start >= r.words[i - 1]!.end))).toBe(
        true,
      );
      expect(r.words.at(-1)!.end).toBeLessThanOrEqual(r.durationSec + 0.05);
      // Festival's diphones are 16 kHz; espeak-ng writes 22.05 kHz.
      expect(await rate(r.audioPath), `${voiceId} ${language}`).toBe(16000);
    }
    // Debian has no female Hindi voice for Festival: a woman's voice keeps espeak-ng.
    const f = await tts.synthesize({
      text: cases[2][2],
      voiceId: 'rachel',
      language: 'hi',
      outPath: join(dir, 'rh.wav'),
    });
    expect(await rate(f.audioPath)).toBe(22050);
  });

  it('times Hindi words with a nukta however they were typed, letter and dot apart or as one', async () => {
    // Keyboards and NFC type ज़ as ज + the nukta (U+093C); Festival's Hindi voice knew only the one
    // letter (U+095B), and skipped such words unspoken and untimed, so their captions never showed.
    const typed = 'यह \u091C\u093Cरूरी है, मेरा \u092B\u093Cोन कहाँ है?';
    const asOne = 'यह \u095Bरूरी है, मेरा \u095Eोन कहाँ है?';
    for (const [voiceId, text] of [
      ['adam', typed],
      ['adam', asOne],
      ['rachel', typed],
    ] as const) {
      const r = await tts.synthesize({ text, voiceId, language: 'hi', outPath: join(dir, 'nukta.wav') });
      const words = r.words.map((w) => w.word.normalize('NFD'));
      expect(words, voiceId).toEqual(text.normalize('NFD').split(' '));
      expect(
        r.words.filter((w) => w.end - w.start < 0.1).map((w) => w.word),
        voiceId,
      ).toEqual([]);
    }
  });

  it('fingerprints a voice by the engine that speaks the language, so a new engine is a new narration', () => {
    // English keeps the fingerprint it always had: English narrations cached before stay valid.
    expect(tts.voiceFingerprint('rachel', 'en')).toBe(tts.voiceFingerprint('rachel'));
    // Hindi: Festival's recorded man for a man's voice, espeak-ng for a woman's (as synthesize does).
    expect(tts.voiceFingerprint('adam', 'hi')).toMatch(/^builtin:festival:\(voice_hindi_NSK_diphone\)/);
    expect(tts.voiceFingerprint('rachel', 'hi')).toMatch(/^builtin:espeak-words-1:hi\+f3:/);
    expect(tts.voiceFingerprint('rachel', 'it')).toMatch(/^builtin:festival:\(voice_lp_diphone\)/);
    expect(tts.voiceFingerprint('rachel', 'es')).toMatch(/^builtin:espeak-words-1:es\+f3:/);
    expect(tts.voiceFingerprint('rachel', 'it')).not.toBe(tts.voiceFingerprint('sarah', 'it'));
  });

  it('rejects unknown voices and text with nothing to say', async () => {
    await expect(
      tts.synthesize({ text: 'hi', voiceId: 'nobody', outPath: join(dir, 'x.wav') }),
    ).rejects.toBeInstanceOf(TtsError);
    await expect(
      tts.synthesize({ text: ' 🚀 🔥 ', voiceId: 'rachel', outPath: join(dir, 'x.wav') }),
    ).rejects.toThrow(/no speakable text/);
  });

  it('parses engine output and drops emoji before speaking', () => {
    expect(speakableText('Go 🚀 now! #fyp')).toBe('Go now! fyp');
    // Every engine gets one spelling of a word: a nukta letter as one character, an Arabic hamza on
    // its alif (U+0627 U+0654 → U+0623) with its harakat in canonical order; a virama, vowel signs,
    // chandrabindu and harakat themselves are kept as typed.
    expect(speakableText('\u091C\u093Cरूरी \u0921\u093Cर')).toBe('\u095Bरूरी \u095Cर');
    expect(speakableText('\u0627\u0654\u064E\u062D\u0645\u062F \u0645\u0651\u064F\u0648')).toBe(
      '\u0623\u064E\u062D\u0645\u062F \u0645\u064F\u0651\u0648',
    );
    expect(speakableText('पत्थर नदियाँ हैं।')).toBe('पत्थर नदियाँ हैं।');
    expect(parseTimings('duration\t2.0\nHi\t0.1\t0.4\nthere.\t0.3\t0.9\n')).toEqual({
      durationSec: 2,
      words: [
        { word: 'Hi', start: 0.1, end: 0.4 },
        { word: 'there.', start: 0.4, end: 0.9 },
      ],
    });
    // "1,000" is spoken as two words that merge back into the written token.
    expect(
      festivalRowsToTimings(
        'duration\t3\none\t0\t1,000\t0\t0.5\t0.8\nthousand\t0\t1,000\t0\t0.8\t1.2\ncats\t0\tcats\t.\t1.2\t1.6',
      ),
    ).toBe('duration\t3\n1,000\t0.5\t1.2\ncats.\t1.2\t1.6');
    // Hindi's voice follows a token ending in the danda with empty, untimed rows: the end is kept.
    expect(festivalRowsToTimings('duration\t2\nहै\t0\tहै।\t0\t1.5\t1.9\n\t0\tहै।\t0\t0.000\t0.000')).toBe(
      'duration\t2\nहै।\t1.5\t1.9',
    );
  });
});
