import { describe, expect, it } from 'vitest';
import type { Vibe } from '@reelsmith/contracts/video';
import { each, lines, say, type Written } from './writer-checks.ts';

// Session 16 (decision 031): the classes session 15 left open and the worst ones read on the held-out set
// s16. None of these ideas is in s16 (bench/held-ideas.ts). Each test fails on the sources before it.

const VIBES: Vibe[] = ['educational', 'motivational', 'comedy', 'meme'];
/** The narration with the idea as typed (quoted, a heading or after "POV:") taken out. */
const outside = (s: Written, idea: string) =>
  lines(s)
    .join(' ')
    .split(idea.replace(/[.!?]+$/, ''))
    .join(' … ');

describe('builtin writer, session 16', () => {
  it('1. a person the creator is with keeps its "my" and is never a thing', () => {
    const people: Array<[string, string]> = [
      ['Baking cookies with my grandma', 'grandma'],
      ['Painting the fence with my little brother', 'brother'],
      ['Date night with my husband', 'husband'],
    ];
    for (const [idea, who] of people)
      each([idea], VIBES, (s, where) => {
        // "The boyfriend walked in like it paid rent", "I read one article about the toddler".
        expect(outside(s, idea), where).not.toMatch(new RegExp(`\\b(the|a) (little )?${who}\\b`, 'i'));
        expect(outside(s, idea), where).not.toMatch(new RegExp(`(?<!my (little )?)\\b${who}\\b`, 'i'));
      });
  });

  it('2. a person, "people" or "one" in a thing slot: the idea is said whole, not "the dad" or "sober one"', () => {
    each(
      ['My sister at the DMV', '4 types of people on a group trip', 'Being the shortest person in class'],
      ['comedy', 'meme'],
      (s, where) => {
        const idea = where.replace(/ \(.*$/, '');
        expect(outside(s, idea), where).not.toMatch(/\bthe (sister|shortest person)\b|\bthese types\b/i);
        expect(s.narration, where).not.toMatch(/\btypes of people (is|are|have|has|remain)\b/i);
      },
    );
    each(['POV: you are the only adult at the kids table'], ['comedy', 'meme'], (s, where) => {
      expect(outside(s, 'you are the only adult at the kids table'), where).not.toMatch(
        /\b(the|only) adult\b|\badult (is|was|has|remains?)\b/i,
      );
    });
  });

  it('3. a place the idea happens at or on is no thing ("A party? I need a lie-down")', () => {
    const places: Array<[string, string]> = [
      ['Dancing badly at a concert', 'concert'],
      ['Falling asleep on a train', 'train'],
      ['Ordering food in French at a bistro', 'bistro'],
    ];
    for (const [idea, place] of places)
      each([idea], ['comedy', 'meme'], (s, where) => {
        expect(outside(s, idea), where).not.toMatch(new RegExp(`(?<!\\b(at|on) an? )\\b${place}\\b`, 'i'));
      });
  });

  it('4. "what X says about you" says it, with the verb agreeing, and states no reading as fact', () => {
    each(
      [
        'What your zodiac sign says about you',
        'What your shoes say about you',
        'What my handwriting says about me',
      ],
      VIBES,
      (s, where) => {
        expect(s.narration, where).toMatch(/\bsays? about you\b|\bjudges you by\b/i);
        expect(s.narration, where).not.toMatch(/\byour shoes (says|is|does)\b|\bmy shoes is\b/i);
        expect(s.narration, where).not.toMatch(
          /^(zodiac sign|shoes|handwriting)\b|about (zodiac sign|handwriting)\b/im,
        );
      },
    );
  });

  it('5. a how-to or "N ways to X" taught gives steps, not only questions, and tells the creator', () => {
    const STEP =
      /^(First,|Get everything|Then give it|Notice the exact|On the next try|Ask someone|Keep what worked)/;
    each(['How to clean a cast iron pan', '6 ways to keep your desk tidy'], ['educational'], (s, where) => {
      expect(lines(s).filter((l) => STEP.test(l)).length, where).toBeGreaterThanOrEqual(1);
      expect(
        lines(s)
          .slice(1, -1)
          .filter((l) => /\?$/.test(l)),
        where,
      ).toEqual([]);
      expect(s.notice, where).toMatch(/does not know (the steps to|ways to)/);
    });
    for (const durationSec of [30, 60]) {
      const s = say('How to clean a cast iron pan', 'educational', durationSec, 1);
      expect(lines(s).filter((l) => /^First,|^Get everything|^Then give it/.test(l)).length).toBe(3);
    }
  });

  it('6. urged lines no longer paste the quoted idea mid-sentence', () => {
    each(
      ['My dad learning to skate', 'My first half marathon', 'Our first apartment together'],
      ['motivational'],
      (s, where) => {
        expect(s.narration, where).not.toMatch(/, "[^"]+" included,|, [^,]+ included, starts with/);
        expect(s.narration, where).not.toMatch(/Celebrate small milestones with/);
      },
    );
  });

  it('7. a label ("Confession:") is the title, and a creator\'s feeling is said whole', () => {
    each(
      ['Confession: I was nervous to swim in the ocean', 'Storytime: I got lost in IKEA'],
      VIBES,
      (s, where) => {
        expect(lines(s).slice(1).join(' '), where).not.toMatch(/\b(confession|storytime)\b/i);
        expect(s.narration, where).not.toMatch(/\bI was (has|is)\b|\bnervousing\b|about I was\b/);
      },
    );
    expect(say('Confession: I was nervous to swim in the ocean', 'meme').title).toMatch(/^Confession/);
  });

  it('8. a percent, a thousands comma, "Is it normal to ...", "Things people say" and a question about my own pet are said whole', () => {
    each(
      [
        'Saving 10% of my salary',
        'Reading 1,000 pages this month',
        'Is it weird to eat cereal for dinner?',
        'Things my kids say in the car',
        'Why does my dog bark at the mailman?',
      ],
      ['motivational', 'comedy', 'meme'],
      (s, where) => {
        expect(s.narration, where).not.toMatch(/\b10 of\b|\b1 000\b|\bmy dog bark\b(?! at the mailman)/);
        expect(s.narration, where).not.toMatch(/\bthings my kids\b(?! say in the car)/i);
        expect(s.narration, where).not.toMatch(/\b(rating every part of|score for) (cereal|dinner)\b/i);
      },
    );
  });
});
