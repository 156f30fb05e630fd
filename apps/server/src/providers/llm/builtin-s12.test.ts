import { describe, expect, it } from 'vitest';
import { auditContextFor, writeBuiltinScript } from './builtin.llm.ts';
import { HOMEWORK } from './builtin-quiz.ts';
import { auditScript, splitSentences } from './script-audit.ts';

// Session 12 (decision 031): the classes of unpostable lines the integrator read, one test each, on the
// brief's examples or new wordings (never the bench sets).

const lines = (
  idea: string,
  vibe: Parameters<typeof writeBuiltinScript>[0]['vibe'],
  durationSec = 30,
  seed = 0,
) => {
  const s = writeBuiltinScript({ idea, vibe, durationSec, seed });
  return { s, all: [s.hook, ...s.body.map((b) => b.text), s.callToAction].flatMap(splitSentences) };
};

describe('builtin writer, session 12', () => {
  it('teaches a question it cannot answer as a quiz: the question asked, no homework, no claim', () => {
    const asked: Array<[string, string, RegExp]> = [
      ['Why bread goes stale', 'why does bread go stale?', /^bread goes stale\.?$/i],
      ['How hiccups work', 'how do hiccups work?', /^hiccups work\.?$/i],
      ['Why do giraffes hum at night', 'why do giraffes hum at night?', /^giraffes hum at night\.?$/i],
      [
        'Why the moon looks bigger near the horizon',
        'why does the moon look bigger near the horizon?',
        /^the moon looks bigger/i,
      ],
      ['How glaciers move', 'how do glaciers move?', /^glaciers move\.?$/i],
    ];
    for (const [idea, question, claim] of asked)
      for (const durationSec of [15, 30, 60])
        for (const seed of [0, 1]) {
          const { s, all } = lines(idea, 'educational', durationSec, seed);
          expect(s.hook, idea).toContain(question);
          for (const x of all) {
            // "Write down your own guess", "look anything up", "Say volcanoes out loud" (the brief).
            expect(x, idea).not.toMatch(HOMEWORK);
            expect(x, idea).not.toMatch(/plain version|hold on to that sentence/i);
            // The idea's claim is asked, never said as a fact of its own.
            expect(x.replace(/^[^:]*:\s*/, ''), idea).not.toMatch(claim);
          }
          expect(auditScript(s, auditContextFor(idea)), `${idea} ${durationSec} s`).toEqual([]);
        }
  });

  it('tells the creator the facts must come from them, for questions only', () => {
    expect(
      writeBuiltinScript({ idea: 'Why octopuses have three hearts', vibe: 'educational', durationSec: 30 })
        .notice,
    ).toMatch(
      /does not know facts about octopuses.*Add the answer in your own words, or connect an AI writer/,
    );
    expect(writeBuiltinScript({ idea: 'Why do we blink', vibe: 'meme', durationSec: 30 }).notice).toMatch(
      /does not answer "Why do we blink\?"/,
    );
    // Session 13: a how-to taught has its own notice (the steps are the creator's), not this one.
    expect(
      writeBuiltinScript({ idea: 'How to repot a cactus', vibe: 'educational', durationSec: 30 }).notice,
    ).toMatch(/does not know the steps to repot a cactus/);
    for (const idea of ['Why I quit my job', 'Why you should stretch every morning', 'Coffee vs tea'])
      expect(writeBuiltinScript({ idea, vibe: 'educational', durationSec: 30 }).notice, idea).toBeUndefined();
  });

  it('flags homework in a quiz', () => {
    const ctx = auditContextFor('Why bread goes stale');
    const hook = ctx.quizHooks![0]!;
    const findings = auditScript(
      {
        hook,
        body: [
          { text: 'Write down your own guess about bread before you look anything up.', visualKeywords: [] },
        ],
        callToAction: 'Drop your best one-line answer in the comments.',
      },
      ctx,
    );
    expect(findings.map((f) => f.check)).toContain('homework');
  });

  it('urges the asking, not the question’s words as a habit, for a fact question read as no clause', () => {
    // Session 11: "Today is day one of yawning", "The results of the sky came slowly".
    for (const durationSec of [15, 30, 60])
      for (const seed of [0, 1, 2]) {
        const { s, all } = lines('Why is grass green', 'motivational', durationSec, seed);
        expect(s.hook).toContain('"Why is grass green"');
        for (const x of all) expect(x).not.toMatch(/\b(learning about|results of|with) (the )?grass\b/i);
        expect(auditScript(s, auditContextFor('Why is grass green'))).toEqual([]);
      }
  });

  it('asks no definition of the creator’s own thing', () => {
    // Session 11: "what is the car, in one sentence?" of "My brother's first car".
    for (const durationSec of [30, 45, 60])
      for (const seed of [0, 1, 2, 3]) {
        const { all } = lines("My uncle's old truck", 'educational', durationSec, seed);
        for (const x of all) expect(x).not.toMatch(/what is the (old )?truck, in one sentence/i);
      }
  });

  it('says a doing after "when it comes to", not after "with"', () => {
    for (const durationSec of [30, 60])
      for (const seed of [0, 1, 2, 3]) {
        const { all } = lines('Learning to skateboard at 30', 'motivational', durationSec, seed);
        for (const x of all) expect(x).not.toMatch(/(^|: )With learning/);
      }
    expect(lines('Learning to skateboard at 30', 'motivational', 30, 1).all).toContain(
      'First: When it comes to learning to skateboard at 30, discipline beats motivation every single time.',
    );
  });
});
