import { describe, expect, it } from 'vitest';
import { VIBES } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from './builtin.llm.ts';
import { auditBeat, auditPlan, auditScript, auditSentence, splitSentences } from './script-audit.ts';

const checks = (sentence: string, ctx = {}) => auditSentence(sentence, ctx).map((f) => f.check);

describe('script audit', () => {
  it.each([
    'Officially, “octopus” means tentacles of octopus prepared as food.',
    'Zoom out and “octopus” sits in a larger category: seafood.',
    'Dictionary: "cat" means feline mammal usually having thick soft fur. Me: okay but make it iconic.',
    'Technically "dog" is a kind of canine. Still the main character though.',
    'You may also hear it called domestic dog.',
    'Webster says "volcano" means a mountain formed by volcanic material.',
  ])('flags the dictionary gloss in %j', (sentence) => {
    expect(checks(sentence)).toContain('gloss');
  });

  it.each([
    'Researchers keep coming back to octopuses because it explains so much.',
    'History shows that pizza was misunderstood for a long time.',
    'Experts look at black holes first, because it tells you the most.',
    'Studies show 73% of people skip breakfast.',
    'Little known fact: cats are undefeated.',
    'Myth: sleep never changes. Fact: it shifts all the time.',
    'The Roman Empire fell in 1453.',
  ])('flags the invented fact in %j', (sentence) => {
    expect(checks(sentence)).toContain('claim');
  });

  it.each([
    ['They has three hearts.', {}],
    ['Octopuses has three hearts.', { subject: 'octopuses', subjectPlural: true }],
    ['My dog are the reason.', { subject: 'my dog', subjectPlural: false }],
    ['What is black holes, really?', { subject: 'black holes', subjectPlural: true }],
    ['Three hearts gets a solid six.', { terms: ['three hearts'] }],
    ['Here are three step to follow.', {}],
    ['It is a octopus.', {}],
    ['I will keep talking about they anyway.', {}],
    ['Save this for the next time Time management comes up.', {}],
    ['Ask what would change if , and the question gets sharper.', {}],
  ])('flags the broken agreement in %j', (sentence, ctx) => {
    expect(checks(sentence, ctx)).toContain('agreement');
  });

  it.each(['Think about that.', 'Iconic.', 'Anyway. I am fine.', 'Keep going.', 'First: Chaos.'])(
    'flags the empty line %j',
    (beat) => {
      expect(auditBeat(beat).map((f) => f.check)).toEqual(['filler']);
    },
  );

  it('flags a four-word run said twice, but not the idea’s own terms said twice', () => {
    const repeated = auditScript({
      hook: 'Here is what most people miss about coffee.',
      body: [{ text: 'This is what most people miss about tea.', visualKeywords: [] }],
      callToAction: 'Follow for a new lesson every day.',
    });
    expect(repeated.map((f) => f.check)).toEqual(['repeat']);
    expect(repeated[0].reason).toContain('what most people miss');
    const terms = auditScript(
      {
        hook: 'The history of pizza fits in one video.',
        body: [{ text: 'Ask anyone about the history of pizza today.', visualKeywords: [] }],
        callToAction: 'Share this with a friend who loves pizza.',
      },
      { subject: 'the history of pizza', subjectPlural: false, terms: ['the history of pizza', 'pizza'] },
    );
    expect(terms).toEqual([]);
  });

  it.each([
    'Octopuses have three hearts. Sounds simple, but stay with me.',
    'POV: it is 2 a.m. and you are still reading about black holes.',
    'Why do cats matter? Ask who would notice if they changed.',
    'Does my dog have a favourite toy? Ask who would notice.',
    'The first answers you find about the sky are often too vague to help.',
    'Fourth: Ten minutes of saving money on groceries today beats ten hours of planning.',
  ])('passes the good sentence %j', (sentence) => {
    const ctx = auditContextFor(sentence.includes('sky') ? 'Why is the sky blue?' : 'Why cats knock things');
    expect(auditSentence(sentence, ctx)).toEqual([]);
    expect(auditBeat(sentence)).toEqual([]);
  });

  it('splits sentences without breaking "2 a.m." or list labels', () => {
    expect(splitSentences('It is 2 a.m. and I am awake. First: Go. Why? Because.')).toEqual([
      'It is 2 a.m. and I am awake.',
      'First: Go.',
      'Why?',
      'Because.',
    ]);
  });

  it('finds nothing in the 100 scripts of `audit-scripts`', () => {
    const plan = auditPlan(VIBES);
    expect(plan).toHaveLength(100);
    expect(new Set(plan.map((p) => p.durationSec))).toEqual(new Set([15, 30, 45, 60]));
    const findings = plan.flatMap(({ idea, vibe, durationSec }) =>
      auditScript(
        writeBuiltinScript({ idea, vibe: vibe as (typeof VIBES)[number], durationSec }),
        auditContextFor(idea),
      ),
    );
    expect(findings).toEqual([]);
  });
});
