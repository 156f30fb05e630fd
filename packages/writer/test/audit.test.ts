import { describe, expect, it } from 'vitest';
import { auditLine, auditScript, realHashtag, writeScript } from '../src/index.ts';

// The audit catches what a creator would delete; the lines below were written by the old slot-filling
// writer or are shaped like them.
describe('the script audit', () => {
  it('flags dangling ends, repeated words, open slots, wrong articles and unchecked claims', () => {
    expect(auditLine('Nobody Warned Me About These Money Habits Nobody')).toContain('dangling');
    expect(auditLine('This is the the best part.')).toContain('repeat');
    expect(auditLine('Picture {T} for a second.')).toContain('slot');
    expect(auditLine('Grab a apple.')).toContain('article');
    expect(auditLine('Studies show that cats purr to heal.')).toContain('claim');
    expect(auditLine('The answer is simple.')).toContain('claim');
    expect(auditLine('Is it worth it ?')).toContain('punctuation');
    expect(auditLine('Start before you feel ready.')).toEqual([]);
  });

  it('leaves the creator’s quoted idea alone', () => {
    expect(auditLine('Today\'s topic: "the the band".', '"the the band"')).toEqual([]);
  });

  it('accepts real words, the idea’s whole phrase and the fixed tags as hashtags', () => {
    expect(realHashtag('#moneyhabitsnobody', '3 money habits nobody teaches you')).toBe(false);
    expect(realHashtag('#secondvideo', 'The second video secret nobody shares')).toBe(false);
    expect(realHashtag('#money', '3 money habits nobody teaches you')).toBe(true);
    expect(realHashtag('#tacos', 'tacos')).toBe(true);
    expect(realHashtag('#fyp', 'tacos')).toBe(true);
  });

  it('wants a notice on a question about the world, and never a README', () => {
    const script = writeScript({ idea: 'Why do cats purr', vibe: 'educational', durationSec: 30 });
    expect(auditScript(script, 'Why do cats purr')).toEqual([]);
    const { notice: _, ...silent } = script;
    expect(auditScript(silent, 'Why do cats purr').map((f) => f.check)).toEqual(['notice']);
    expect(
      auditScript({ ...script, notice: 'See the README.' }, 'Why do cats purr').map((f) => f.check),
    ).toEqual(['notice']);
  });
});
