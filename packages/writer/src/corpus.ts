import { readFileSync } from 'node:fs';

/** The scored corpus (corpus/ideas.txt): ideas typed the way creators type them, one a line. */
export const CORPUS_IDEAS: readonly string[] = readFileSync(
  new URL('../corpus/ideas.txt', import.meta.url),
  'utf8',
)
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);
