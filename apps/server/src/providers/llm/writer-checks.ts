import { expect } from 'vitest';
import type { Vibe } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from './builtin.llm.ts';
import { auditScript } from './script-audit.ts';

// Shared by the writer's per-session tests (builtin-s15, builtin-s16): write an idea, read its lines,
// and check every version a creator could get (15/30/60 s, seeds 0-2) with the audit clean.

export const say = (idea: string, vibe: Vibe, durationSec = 30, seed = 0) =>
  writeBuiltinScript({ idea, vibe, durationSec, seed });

export type Written = ReturnType<typeof say>;

export const lines = (s: Written) => [s.hook, ...s.body.map((b) => b.text), s.callToAction];

export const each = (ideas: string[], vibes: Vibe[], check: (s: Written, where: string) => void) => {
  for (const idea of ideas)
    for (const vibe of vibes)
      for (const durationSec of [15, 30, 60])
        for (const seed of [0, 1, 2]) {
          const s = say(idea, vibe, durationSec, seed);
          const where = `${idea} (${vibe}, ${durationSec} s, seed ${seed})`;
          check(s, where);
          expect(auditScript(s, auditContextFor(idea)), where).toEqual([]);
        }
};
