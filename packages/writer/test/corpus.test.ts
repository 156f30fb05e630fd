import { VIBES } from '@reelsmith/contracts/video';
import { describe, expect, it } from 'vitest';
import { auditScript, CORPUS_IDEAS as CORPUS, writeScript } from '../src/index.ts';
import held from '../corpus/held-out-ideas.json' with { type: 'json' };

// One scored corpus: ideas typed the way creators type them, each written in all four vibes at four
// lengths. Any line the audit flags fails the test; the share of clean scripts is printed. The
// held-out list, written before the writer changed, is only reported, never tuned on.

const LENGTHS = [15, 30, 45, 60];

function score(ideas: readonly string[]) {
  const flagged: string[] = [];
  let total = 0;
  ideas.forEach((idea, i) =>
    VIBES.forEach((vibe, v) => {
      const durationSec = LENGTHS[(i + v) % LENGTHS.length];
      const findings = auditScript(writeScript({ idea, vibe, durationSec }), idea);
      total++;
      if (findings.length)
        flagged.push(
          `${idea} (${vibe}): ${findings.map((f) => `${f.part} ${f.check}: ${f.text}`).join('; ')}`,
        );
    }),
  );
  const share = ((100 * (total - flagged.length)) / total).toFixed(1);
  return { flagged, total, share };
}

describe('the offline writer on the scored corpus', () => {
  it('has at least 300 ideas and flags no line in any script', { timeout: 240_000 }, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    const { flagged, total, share } = score(CORPUS);
    console.log(`corpus: ${share} % of ${total} scripts clean`);
    expect(flagged).toEqual([]);
  });

  it('reports the held-out share', { timeout: 60_000 }, () => {
    const { flagged, total, share } = score(held.ideas);
    console.log(`held-out: ${share} % of ${total} scripts clean`);
    for (const line of flagged) console.log(`  ${line}`);
    expect(total).toBe(held.ideas.length * VIBES.length);
  });
});
