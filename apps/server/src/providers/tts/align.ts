import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WordTiming } from './tts.types.ts';
import { MediaToolError, runTool } from '../../lib/ffmpeg/ffmpeg.runner.ts';

// Forced alignment of a known script against its audio, for speech engines that give no word timings
// (an OpenAI-compatible /v1/audio/speech server). Debian's pocketsphinx 0.8 has no `align` command, but
// `pocketsphinx_batch` with a one-line JSGF grammar of the transcript finds where each word is
// (notes/offline-voices.md). `-remove_silence no` keeps the timestamps from drifting after pauses.
// Words missing from CMUdict get a pronunciation by rule, so any script can be aligned.

const MODEL_DIR = process.env.POCKETSPHINX_MODEL_DIR ?? '/usr/share/pocketsphinx/model/en-us';
const FRAMES_A_SECOND = 100;

let dict: Map<string, string[]> | null = null;

/** CMUdict as word → pronunciations (read once; about 135,000 words). */
function cmudict(): Map<string, string[]> {
  if (dict) return dict;
  const map = new Map<string, string[]>();
  const file = join(MODEL_DIR, 'cmudict-en-us.dict');
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const sp = line.indexOf(' ');
      if (sp < 1) continue;
      const word = line.slice(0, sp).replace(/\(\d+\)$/, '');
      const list = map.get(word) ?? [];
      list.push(line.slice(sp + 1).trim());
      map.set(word, list);
    }
  }
  dict = map;
  return map;
}

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** 0–999,999 as English words ("3" → three, "40" → forty, "1,200" → one thousand two hundred). */
export function numberWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) return [];
  if (n < 20) return [ONES[n]!];
  if (n < 100) return [TENS[Math.floor(n / 10)]!, ...(n % 10 ? [ONES[n % 10]!] : [])];
  if (n < 1000) return [ONES[Math.floor(n / 100)]!, 'hundred', ...(n % 100 ? numberWords(n % 100) : [])];
  return [...numberWords(Math.floor(n / 1000)), 'thousand', ...(n % 1000 ? numberWords(n % 1000) : [])];
}

/** The words a speaker says for one written token, lowercased, for the dictionary. */
export function spokenForms(token: string): string[] {
  const t = token.toLowerCase().replace(/[’]/g, "'");
  const num = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(%|st|nd|rd|th|s)?$/.exec(t.replace(/[.,!?;:"“”()]+$/, ''));
  if (num) {
    const words = numberWords(Number(num[1]!.replace(/,/g, '')));
    if (num[2] === '%') words.push('percent');
    if (t.startsWith('$')) words.push('dollars');
    return words;
  }
  return t
    .split(/[-–—/]+/)
    .map((p) => p.replace(/^[^a-z0-9']+|[^a-z0-9']+$/g, '').replace(/^'+|'+$/g, ''))
    .filter((p) => /[a-z]/.test(p))
    .flatMap((p) => (/\d/.test(p) ? p.split(/(?<=\D)(?=\d)|(?<=\d)(?=\D)/) : [p]))
    .flatMap((p) => (/^\d+$/.test(p) ? numberWords(Number(p)) : [p.replace(/[^a-z']/g, '')]))
    .filter(Boolean);
}

// A letter-to-sound fallback for words CMUdict lacks: rough, but the grammar fixes the word order, so
// the aligner only needs phones close enough to find the word's edges.
const LETTERS: [RegExp, string][] = [
  [/^tion/, 'SH AH N'],
  [/^sion/, 'ZH AH N'],
  [/^ph/, 'F'],
  [/^sh/, 'SH'],
  [/^ch/, 'CH'],
  [/^th/, 'TH'],
  [/^wh/, 'W'],
  [/^ck/, 'K'],
  [/^ng/, 'NG'],
  [/^qu/, 'K W'],
  [/^ee|^ea/, 'IY'],
  [/^oo/, 'UW'],
  [/^ou|^ow/, 'AW'],
  [/^ai|^ay/, 'EY'],
  [/^oi|^oy/, 'OY'],
  [/^a/, 'AE'],
  [/^e/, 'EH'],
  [/^i/, 'IH'],
  [/^o/, 'AA'],
  [/^u/, 'AH'],
  [/^y/, 'IY'],
  [/^b/, 'B'],
  [/^c(?=[eiy])/, 'S'],
  [/^c/, 'K'],
  [/^d/, 'D'],
  [/^f/, 'F'],
  [/^g/, 'G'],
  [/^h/, 'HH'],
  [/^j/, 'JH'],
  [/^k/, 'K'],
  [/^l/, 'L'],
  [/^m/, 'M'],
  [/^n/, 'N'],
  [/^p/, 'P'],
  [/^r/, 'R'],
  [/^s/, 'S'],
  [/^t/, 'T'],
  [/^v/, 'V'],
  [/^w/, 'W'],
  [/^x/, 'K S'],
  [/^z/, 'Z'],
];

function byRule(word: string): string {
  let w = word.replace(/[^a-z]/g, '').replace(/e$/, '');
  const phones: string[] = [];
  while (w) {
    const rule = LETTERS.find(([re]) => re.test(w));
    if (!rule) {
      w = w.slice(1);
      continue;
    }
    const m = rule[0].exec(w)!;
    // Doubled consonants are one sound.
    const p = rule[1];
    if (phones[phones.length - 1] !== p) phones.push(p);
    w = w.slice(m[0].length || 1);
  }
  return phones.join(' ') || 'AH';
}

/** Pronunciations for a word: CMUdict, a known stem with its ending, or the letter rules. */
export function pronunciations(word: string): string[] {
  const d = cmudict();
  const known = d.get(word);
  if (known) return known;
  const w = word.replace(/'/g, '');
  if (d.has(w)) return d.get(w)!;
  const endings: [RegExp, string, string][] = [
    [/(s|x|z|ch|sh)es$/, '$1', 'IH Z'],
    [/ies$/, 'y', 'Z'],
    [/'?s$/, '', 'Z'],
    [/ing$/, '', 'IH NG'],
    [/ing$/, 'e', 'IH NG'],
    [/ed$/, '', 'D'],
    [/ed$/, 'e', 'D'],
    [/ly$/, '', 'L IY'],
    [/er$/, '', 'ER'],
  ];
  for (const [re, repl, tail] of endings) {
    if (!re.test(word)) continue;
    const stem = d.get(word.replace(re, repl));
    if (stem) return stem.map((p) => `${p} ${tail}`);
  }
  return [byRule(word)];
}

export interface AlignInput {
  audioPath: string;
  /** The script as spoken; the timings come back per written word of it. */
  text: string;
  signal?: AbortSignal;
}

/** Parses `-hypseg` output: `utt S s T t A a L l  sf ascr lscr word  sf ascr lscr word … ef`. */
export function parseHypseg(line: string): { word: string; start: number; end: number }[] {
  const parts = line.trim().split(/\s+/);
  const at = parts.indexOf('L');
  if (at < 0) return [];
  const rest = parts.slice(at + 2);
  const out: { word: string; start: number; end: number }[] = [];
  for (let i = 0; i + 3 < rest.length; i += 4) {
    const sf = Number(rest[i]);
    const word = rest[i + 3]!;
    const next = Number(rest[i + 4]);
    if (!Number.isFinite(sf) || !Number.isFinite(next)) break;
    out.push({ word, start: sf / FRAMES_A_SECOND, end: next / FRAMES_A_SECOND });
  }
  return out;
}

/**
 * Word timings for `text` spoken in `audioPath`: each written word (as in the script, punctuation
 * kept) with the start of its first spoken form and the end of its last.
 */
export async function alignTranscript(input: AlignInput): Promise<WordTiming[]> {
  const tokens = input.text.split(/\s+/).filter(Boolean);
  const groups: { token: string; forms: string[] }[] = [];
  for (const token of tokens) {
    const forms = spokenForms(token);
    // A dash or other lone punctuation is not a word a caption shows on its own.
    if (forms.length) groups.push({ token, forms });
  }
  if (!groups.length) return [];
  const vocabulary = new Set(groups.flatMap((g) => g.forms));
  const dictLines: string[] = [];
  for (const w of vocabulary) {
    pronunciations(w).forEach((p, i) => dictLines.push(`${i === 0 ? w : `${w}(${i + 1})`} ${p}`));
  }
  const dir = await mkdtemp(join(tmpdir(), 'align-'));
  try {
    await runTool(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        input.audioPath,
        '-ar',
        '16000',
        '-ac',
        '1',
        '-f',
        's16le',
        join(dir, 'a.raw'),
      ],
      { signal: input.signal, timeoutMs: 60_000 },
    );
    const grammar = `#JSGF V1.0;\ngrammar script;\npublic <s> = ${groups.flatMap((g) => g.forms).join(' ')} ;\n`;
    await Promise.all([
      writeFile(join(dir, 's.jsgf'), grammar),
      writeFile(join(dir, 's.dict'), `${dictLines.join('\n')}\n`),
      writeFile(join(dir, 'ctl'), 'a\n'),
    ]);
    try {
      await runTool(
        'pocketsphinx_batch',
        [
          '-hmm',
          join(MODEL_DIR, 'en-us'),
          '-dict',
          join(dir, 's.dict'),
          '-jsgf',
          join(dir, 's.jsgf'),
          '-ctl',
          join(dir, 'ctl'),
          '-cepdir',
          dir,
          '-cepext',
          '.raw',
          '-adcin',
          'yes',
          '-samprate',
          '16000',
          '-remove_silence',
          'no',
          // Pauses between sentences are silence, not the next word's onset.
          '-silprob',
          '1',
          '-hypseg',
          join(dir, 'seg'),
          '-logfn',
          join(dir, 'log'),
        ],
        { signal: input.signal, timeoutMs: 120_000 },
      );
    } catch (e) {
      if (e instanceof MediaToolError && e.code === 'TOOL_MISSING')
        throw new Error(
          'Word timings need forced alignment: install the Debian packages pocketsphinx pocketsphinx-en-us',
        );
      throw e;
    }
    const seg = await readFile(join(dir, 'seg'), 'utf8');
    const found = parseHypseg(seg.split('\n')[0] ?? '').filter(
      (w) => !/^(<s>|<\/s>|<sil>|\[.*\]|\+.*\+)$/.test(w.word),
    );
    const wanted = groups.flatMap((g) => g.forms);
    if (!found.length)
      throw new Error('The aligner could not match the script to the audio (is it the same text?)');
    // The grammar admits only the script, so the words come back in order; a decoder that gave up
    // part of the way leaves the rest spread evenly over the remaining audio.
    const times = wanted.map((_, i) => found[i]);
    const out: WordTiming[] = [];
    let k = 0;
    for (const g of groups) {
      const first = times[k];
      const last = times[k + g.forms.length - 1];
      k += g.forms.length;
      const start = first?.start ?? out[out.length - 1]?.end ?? 0;
      const end = last?.end ?? start + 0.2;
      out.push({ word: g.token, start, end: Math.max(end, start + 0.01) });
    }
    for (let i = 1; i < out.length; i++) {
      const prev = out[i - 1]!;
      const cur = out[i]!;
      if (cur.start < prev.end) cur.start = prev.end;
      if (cur.end <= cur.start) cur.end = cur.start + 0.01;
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
