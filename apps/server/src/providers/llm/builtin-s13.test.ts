import { describe, expect, it } from 'vitest';
import type { Vibe } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from './builtin.llm.ts';
import { HOMEWORK } from './builtin-quiz.ts';
import { speechSeconds } from './pace.ts';
import { auditScript } from './script-audit.ts';

// Session 13 (decision 031): the classes session 12 left. Each test fails on the sources before it.

const say = (idea: string, vibe: Vibe, durationSec = 30, seed = 0) =>
  writeBuiltinScript({ idea, vibe, durationSec, seed });
const lines = (s: ReturnType<typeof say>) => [s.hook, ...s.body.map((b) => b.text), s.callToAction];

describe('builtin writer, session 13', () => {
  it('writes a framed idea about its subject, never "things nobody" or "the truth" as a thing', () => {
    for (const vibe of ['educational', 'comedy', 'meme'] as const)
      for (const seed of [0, 1, 2]) {
        const cat = say('Things nobody tells you about owning a cat', vibe, 30, seed);
        expect(cat.narration, vibe).not.toMatch(/things nobody/i);
        expect(cat.narration, vibe).toMatch(/\bcat\b/i);
        expect(cat.title).toBe('Things Nobody Tells You About Owning a Cat');
        const sleep = say('The truth about sleeping in on weekends', vibe, 30, seed);
        expect(sleep.narration, vibe).not.toMatch(/\bthe truth\b/i);
        expect(auditScript(cat, auditContextFor('Things nobody tells you about owning a cat'))).toEqual([]);
      }
  });

  it('teaches a how-to with the questions any method answers, no steps, no homework, and tells the creator', () => {
    for (const durationSec of [15, 30, 60])
      for (const seed of [0, 1]) {
        const s = say('How to care for a puppy', 'educational', durationSec, seed);
        expect(s.hook).toMatch(/care for a puppy/);
        for (const line of lines(s)) {
          expect(line).not.toMatch(HOMEWORK);
          expect(line).not.toMatch(/^step \w+:|in one sentence|what is a puppy/i);
        }
        expect(s.notice).toMatch(
          /does not know the steps to care for a puppy.*Add the steps in your own words/,
        );
        expect(auditScript(s, auditContextFor('How to care for a puppy'))).toEqual([]);
      }
    // Other vibes are no lesson: no notice.
    expect(say('How to care for a puppy', 'comedy').notice).toBeUndefined();
  });

  it('says no homework line in topic, list and versus lessons', () => {
    for (const idea of ['Tea vs coffee', 'Sourdough bread', '7 habits of happy people', 'Houseplants'])
      for (const durationSec of [30, 60])
        for (const seed of [0, 1, 2]) {
          const s = say(idea, 'educational', durationSec, seed);
          for (const line of lines(s)) expect(line, idea).not.toMatch(HOMEWORK);
          expect(s.narration, idea).not.toMatch(/\bsay [^.]* out loud|in one sentence/i);
        }
  });

  it('jokes about a fact question in its own words in a meme, claiming nothing', () => {
    for (const seed of [0, 1, 2]) {
      const s = say('Why do dogs dig holes', 'meme', 30, seed);
      // The hook and at least one more line say the idea's own doing, not only "dogs" in stock lines.
      expect(s.hook).toMatch(/dig holes/);
      expect(lines(s).filter((l) => /dig holes/.test(l)).length).toBeGreaterThanOrEqual(2);
      expect(s.narration).not.toMatch(/really\? Start with|Nobody knows|Ask who would notice/);
      expect(auditScript(s, auditContextFor('Why do dogs dig holes'))).toEqual([]);
    }
  });

  it('fills 30 to 60 s for "Day N of ..." with lines of the doing, and says the day first', () => {
    for (const durationSec of [30, 45, 60]) {
      const s = say('Day 1 of learning guitar', 'motivational', durationSec, 1);
      expect(s.hook).toMatch(/^Day 1 of learning guitar\. /);
      const sec = speechSeconds(s.narration);
      expect(sec, `${durationSec} s`).toBeGreaterThan(durationSec * 0.9);
      expect(sec, `${durationSec} s`).toBeLessThan(durationSec * 1.1);
      expect(s.narration).not.toMatch(/curiosity about day 1|learning about day/i);
      expect(auditScript(s, auditContextFor('Day 1 of learning guitar'))).toEqual([]);
    }
  });

  it('flags homework in any script, not only a quiz', () => {
    const bad = [
      'Start with the plain question: what is a puppy, in one sentence?',
      'Say cats out loud. Now explain them.',
      'Before the list, grab a pen: this works better if you play along.',
    ];
    const found = auditScript(
      {
        hook: 'Cats are full of surprises.',
        body: [...bad, 'I would write a strongly worded letter to the cat, but nobody would read it.'].map(
          (text) => ({ text, visualKeywords: [] }),
        ),
        callToAction: 'Follow for more about cats.',
      },
      auditContextFor('Cats'),
    ).filter((f) => f.check === 'homework');
    expect(found.map((f) => f.sentence)).toEqual([bad[0], 'Say cats out loud.', bad[2]]);
  });
});

// Session 13, round two: the classes round one left open. Each test fails on round one's sources.
describe('builtin writer, session 13 round two', () => {
  it('teaches a list of advice with a list hook and questions, no tips promised or invented, and tells the creator', () => {
    for (const durationSec of [15, 30, 60])
      for (const seed of [0, 1, 2]) {
        const s = say('3 tips for a first date', 'educational', durationSec, seed);
        expect(s.hook).toMatch(/tips for a first date/);
        expect(s.narration).not.toMatch(/these tips|\btip (one|two|three)\b/i);
        for (const line of lines(s)) expect(line).not.toMatch(HOMEWORK);
        expect(s.notice).toMatch(/does not know tips for a first date.*Add the tips in your own words/);
        expect(auditScript(s, auditContextFor('3 tips for a first date'))).toEqual([]);
      }
    const money = say('7 ways to save money on groceries', 'educational');
    expect(money.narration).toMatch(/save money on groceries/);
    expect(money.notice).toMatch(/Add the ways in your own words/);
  });

  it("urges a person's story as the story, never the person as a habit", () => {
    for (const durationSec of [15, 30, 60])
      for (const seed of [0, 1, 2]) {
        const s = say('How my grandma learned to drive at 70', 'motivational', durationSec, seed);
        expect(s.narration).not.toMatch(
          /your grandma|learning about my grandma|with my grandma|of my grandma/i,
        );
        expect(auditScript(s, auditContextFor('How my grandma learned to drive at 70'))).toEqual([]);
      }
  });

  it('says "me" in a versus as the creator ("I try"), and "POV:" only where a POV starts', () => {
    for (const vibe of ['comedy', 'meme'] as const)
      for (const seed of [0, 1, 2, 3, 4]) {
        const me = say('Me vs my alarm clock', vibe, 60, seed);
        expect(me.narration, vibe).not.toMatch(/\bme (tries|has|is|does|makes|comes|said)\b/i);
        expect(me.narration, vibe).not.toMatch(/letter to me\b|questions about me\b/i);
        const pov = say('POV: you forgot your headphones at home', vibe, 30, seed);
        expect(pov.narration, vibe).not.toMatch(/"POV/);
        for (const line of lines(pov)) if (/POV/.test(line)) expect(line, vibe).toMatch(/^POV: /);
        expect(pov.narration, vibe).toMatch(/you forgot your headphones at home/);
        expect(auditScript(pov, auditContextFor('POV: you forgot your headphones at home'))).toEqual([]);
      }
  });

  it('urges hindsight and imperatives as what they are, not as a doing or a story', () => {
    for (const seed of [0, 1, 2]) {
      const wish = say('What I wish I knew at 18', 'motivational', 30, seed);
      expect(wish.narration).not.toMatch(/wishing I knew/i);
      expect(wish.narration).toMatch(/at 18/);
      const never = say('Never skip breakfast', 'motivational', 30, seed);
      expect(never.narration).not.toMatch(/skip+ing breakfast|about never/i);
      const stop = say('Stop checking your phone in bed', 'motivational', 30, seed);
      expect(stop.narration).not.toMatch(/taught me|Every story/);
      for (const [idea, s] of [
        ['What I wish I knew at 18', wish],
        ['Never skip breakfast', never],
        ['Stop checking your phone in bed', stop],
      ] as const)
        expect(auditScript(s, auditContextFor(idea)), idea).toEqual([]);
    }
  });
});

// Session 13, round three. Each test fails on round two's sources.
describe('builtin writer, session 13 round three', () => {
  it('writes a list of advice in comedy and meme about its aim, and urges it with no tips named, never about "these tips"', () => {
    for (const vibe of ['comedy', 'meme'] as const)
      for (const seed of [0, 1, 2]) {
        const s = say('5 tips for a first job interview', vibe, 30, seed);
        expect(s.narration, vibe).not.toMatch(/these tips/i);
        expect(s.narration, vibe).toMatch(/first job interview/i);
        expect(auditScript(s, auditContextFor('5 tips for a first job interview'))).toEqual([]);
        const urged = say('5 tips for a first job interview', 'motivational', 30, seed);
        expect(urged.narration).not.toMatch(/these tips/i);
        const talk = say('4 tips on public speaking', vibe, 30, seed);
        expect(talk.narration, vibe).not.toMatch(/these tips/i);
      }
  });

  it('never says "it" without a referent in a whole-idea motivational script', () => {
    for (const idea of ['Stop comparing yourself to others', 'How my mom opened her bakery at 52'])
      for (let seed = 0; seed < 12; seed++)
        expect(say(idea, 'motivational', 60, seed).narration, `${idea} ${seed}`).not.toMatch(
          /do about it\b/i,
        );
  });
});
