import { VIBES } from '@reelsmith/contracts/video';
import book from '../data/ideas.json' with { type: 'json' };
import type { IdeaSuggestion } from './types.ts';

// Idea suggestions from a niche or seed word: the seed as typed, then a colon and a fixed frame per
// vibe, so that no seed can make a suggestion ungrammatical.

export function suggestIdeas(seed: string, count: number): IdeaSuggestion[] {
  const typed = seed.replace(/\s+/g, ' ').trim() || 'Everyday life';
  const label = typed.charAt(0).toUpperCase() + typed.slice(1).replace(/[.:;,!?]+$/, '');
  const out: IdeaSuggestion[] = [];
  const rows = Math.max(...VIBES.map((v) => book[v].length));
  for (let part = 1; out.length < count && part <= 20; part++)
    for (let row = 0; row < rows && out.length < count; row++)
      for (const vibe of VIBES) {
        const frame = book[vibe][row];
        if (!frame || out.length >= count) continue;
        const idea = frame.replace('{seed}', label) + (part > 1 ? ` (part ${part})` : '');
        out.push({ idea, vibe });
      }
  return out;
}
