import { describe, expect, it } from 'vitest';
import { VIBES } from '@reelsmith/contracts/video';
import { auditContextFor, parseDoubt, writeBuiltinScript } from './builtin.llm.ts';
import { auditScript } from './script-audit.ts';
import { speechSeconds } from './pace.ts';

// Decision 031, session 9: a writer that is not sure of its parse says the idea whole.
const lines = (s: { hook: string; body: Array<{ text: string }>; callToAction: string }) => [
  s.hook,
  ...s.body.map((b) => b.text),
  s.callToAction,
];

describe('the confidence gate', () => {
  it('is not sure of a parse that mangles a word, loses a doing or drops a role', () => {
    // Each was written into slots before: "ramening", "Start an adult", "the carry", "the week".
    expect(parseDoubt('ngl this ramen hits different')).toMatch(/mangled: ramening/);
    expect(parseDoubt('Learning to swim as an adult')).toMatch(/topic-cover: swim/);
    expect(parseDoubt('Packing for a week in a carry-on')).toMatch(/mangled: carry/);
    expect(parseDoubt('My first day as a lifeguard')).toBe('short-name');
    expect(parseDoubt('When the printer jams at school')).toBe('about-only');
    expect(parseDoubt('The night my phone died')).toBe('doer-clause');
  });

  it('is sure of the shapes its templates are written for', () => {
    for (const idea of [
      'Why cats purr',
      'How hummingbirds fly backwards',
      'How to save money on groceries',
      '3 apps that saved my semester',
      'Coffee vs tea',
      'Beginner guitar mistakes',
      'Fixing a flat bike tire',
      'My dog hates baths',
      'Street food in Bangkok',
      'Why we dream',
    ])
      expect(parseDoubt(idea), idea).toBeUndefined();
  });
});

describe('a script written without slots', () => {
  it('says the idea whole in its hook, never its fragments, and passes the audit', () => {
    for (const vibe of VIBES) {
      const s = writeBuiltinScript({ idea: 'ngl this ramen hits different', vibe, durationSec: 30, seed: 1 });
      expect(s.hook).toContain('"ngl this ramen hits different"');
      expect(lines(s).join(' ')).not.toMatch(/ramening|ramen (is|are) a phase/i);
      expect(auditScript(s, auditContextFor('ngl this ramen hits different'))).toEqual([]);
      const swim = writeBuiltinScript({
        idea: 'Learning to swim as an adult',
        vibe,
        durationSec: 30,
        seed: 1,
      });
      expect(lines(swim).join(' ')).not.toMatch(/\b(start|begin|the) an adult\b|the adult/i);
    }
  });

  it('fills the chosen length at 15, 30 and 60 seconds', () => {
    for (const idea of ['ngl this ramen hits different', 'Learning to swim as an adult'])
      for (const vibe of VIBES)
        for (const durationSec of [15, 30, 60]) {
          const s = writeBuiltinScript({ idea, vibe, durationSec, seed: 2 });
          const sec = speechSeconds(s.narration);
          expect(
            Math.abs(sec - durationSec) / durationSec,
            `${idea} ${vibe} ${durationSec}`,
          ).toBeLessThanOrEqual(0.15);
        }
  });

  it('walks an educational idea through as a question, stating no fact about it', () => {
    const s = writeBuiltinScript({
      idea: 'Learning to swim as an adult',
      vibe: 'educational',
      durationSec: 30,
      seed: 1,
    });
    const text = lines(s).join(' ');
    expect(text).toMatch(/think you know/);
    expect(text).toMatch(/check it yourself|expect to see/i);
    expect(text).not.toMatch(/\bmeans\b|is a kind of|is defined as/);
  });
});
