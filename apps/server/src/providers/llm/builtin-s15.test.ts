import { describe, expect, it } from 'vitest';
import { each, lines, say } from './writer-checks.ts';

// Session 15 (decision 031): six classes the integrator saw, and what generalises from them. None of
// these ideas is in the held-out set s15 (bench/held-ideas.ts). Each test fails on the sources before it.

describe('builtin writer, session 15', () => {
  it('1. a doer doing something to a thing ("My cat judging my cooking") never makes the thing or the doing a doer', () => {
    each(
      ['My cat judging my cooking', 'My dog stealing my socks', 'My neighbour judging my garden'],
      ['comedy', 'meme'],
      (s, where) => {
        // "The cooking walked in like it paid rent", "the judging was winning".
        expect(s.narration, where).not.toMatch(/\bthe (cooking|socks|garden|judging|stealing)\b/i);
        expect(s.narration, where).not.toMatch(
          /\b(my )?(cooking|socks|garden) (walked|was|won|remains?|has|gets?)\b/i,
        );
      },
    );
  });

  it('2. "Me vs X" taught or urged is a fight with X, not a choice between me and X', () => {
    each(
      ['Me vs my alarm', 'Me vs the snooze button', 'Me vs my phone', 'Me vs my self-doubt'],
      ['educational', 'motivational'],
      (s, where) => {
        // "compare me and my alarm", "what you get from me", "a fan of me", "Stuck between me and my alarm".
        expect(s.narration, where).not.toMatch(
          /\b(compare me|from me\b|between me and|fan of me|about me\b|switched from me|choice about me|me or )/i,
        );
        // The rival is named in the body, the viewer's ("your alarm") where the line speaks to them.
        expect(
          s.body.some((b) => /\b(alarm|snooze button|phone|self-doubt)\b/i.test(b.text)) ||
            /\b(alarm|snooze|phone|self-doubt)\b/i.test(s.callToAction),
          where,
        ).toBe(true);
        expect(s.narration, where).not.toMatch(/\bcuriosity about\b/i);
      },
    );
  });

  it('3. a named person\'s story ("How Serena Williams built her career") is asked in the past, the name as typed', () => {
    for (const seed of [0, 1, 2]) {
      const s = say('How Serena Williams built her career', 'educational', 30, seed);
      expect(s.narration).toMatch(/how did Serena Williams build her career\?/i);
      expect(s.narration).not.toMatch(/\bdoes Serena Williams\b|\bSerena Williams builds\b/);
      const o = say('How Oprah built her empire', 'educational', 30, seed);
      expect(o.narration).toMatch(/\bOprah\b/);
      expect(o.narration).not.toMatch(/\boprah\b|\bOprah builds\b|does Oprah build/);
      expect(o.notice ?? '').not.toMatch(/\boprah\b/);
    }
    each(
      ['How Serena Williams built her career', 'How Michael Jordan became a legend'],
      ['motivational'],
      (s, where) => {
        // "This is your sign to take learning how Serena Williams builds her career seriously."
        expect(s.narration, where).not.toMatch(
          /\blearning how\b|\bbuilds her career\b|\bbecomes a legend\b/i,
        );
      },
    );
  });

  it('4. a time of day ("at midnight", "at dawn") is no thing: never "the midnight"', () => {
    each(
      ['Tokyo ramen shops at midnight', 'Street tacos at midnight', 'Surfing in Bali at dawn'],
      ['educational', 'motivational', 'comedy', 'meme'],
      (s, where) => {
        expect(s.narration, where).not.toMatch(/\bthe (midnight|dawn)\b/i);
        expect(s.narration, where).not.toMatch(
          /(?<!\bat )\b(midnight|dawn) (walked|is|was|remains|gets|has)\b/i,
        );
      },
    );
  });

  it('5. "N habits that ..." in comedy and meme never says "these habits" as a thing', () => {
    each(
      ['3 habits that changed my life', '4 habits that fixed my sleep', '5 habits that made me rich'],
      ['comedy', 'meme'],
      (s, where) => {
        expect(s.narration, where).not.toMatch(/\b(these|those) habits\b/i);
        // The idea's own words are said.
        expect(s.narration, where).toMatch(/habits that/i);
      },
    );
  });

  it('6. "What happens when you quit sugar for 30 days" urged is going without, not a practice', () => {
    each(
      ['What happens when you quit sugar for 30 days', 'What happens when you stop drinking soda'],
      ['motivational'],
      (s, where) => {
        expect(s.narration, where).not.toMatch(
          /\b(fixed time each day|practi[cs]e|a little every day|showing up|taught me|make .{1,30} happen)\b/i,
        );
        expect(
          s.body.some((b) => /\b(sugar|soda)\b/.test(b.text)),
          where,
        ).toBe(true);
        expect(s.hook, where).toMatch(/^What happens when you (quit sugar for 30 days|stop drinking soda)\?/);
        // Said to the viewer who asks: no "I gave up".
        expect(lines(s).join(' '), where).not.toMatch(/\bI (quit|gave up|stopped)\b/);
      },
    );
  });

  // What generalises (from reading s15, tested on other wordings).
  it('7. a bare noun before a word that is a plural noun too ("Group chats in high school") is no doer and its verb', () => {
    each(['Group chats in high school', 'Dog walks in the rain'], ['comedy', 'meme'], (s, where) => {
      // "Group really said: this is my moment", "My friends when I tell them group chatted in the high school".
      expect(s.narration, where).not.toMatch(
        /\b(group|dog) (really|is giving|has done|said|chatted|walked)\b/i,
      );
      expect(s.narration, where).not.toMatch(/\bgroup chatted\b|\bon group\b/i);
    });
  });

  it('8. "Mistakes when renting an apartment" is about the renting, not "mistakes" alone', () => {
    each(
      ['Mistakes when renting an apartment', 'Beginner mistakes when learning guitar'],
      ['educational'],
      (s, where) => {
        // "What is still unknown about common mistakes?", "Curiosity about common mistakes pays off."
        expect(s.narration, where).not.toMatch(/\babout (beginner )?mistakes\b|\bmistakes, really\b/i);
        expect(s.narration, where).toMatch(/\b(renting|learning guitar)\b/i);
      },
    );
  });

  it('9. a start is said once: never "Start starting a podcast" or "started starting"', () => {
    each(
      ['Starting a podcast with no audience', 'Starting a garden from scratch'],
      ['motivational'],
      (s, where) => {
        expect(s.narration, where).not.toMatch(/\b(start|started|starts|begin) (starting|beginning)\b/i);
      },
    );
  });
});
