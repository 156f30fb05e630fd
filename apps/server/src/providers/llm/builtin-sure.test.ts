import { describe, expect, it } from 'vitest';
import { VIBES } from '@reelsmith/contracts/video';
import { auditContextFor, writeBuiltinScript } from './builtin.llm.ts';
import { auditScript } from './script-audit.ts';

// Decision 031, session 10: an idea the writer is sure of gets no line its shape cannot carry.
const say = (idea: string, vibe: (typeof VIBES)[number], seed = 1) =>
  writeBuiltinScript({ idea, vibe, durationSec: 30, seed });

describe('ideas the writer is sure of', () => {
  it('asks a lone verb back instead of "volcanoes really form"', () => {
    for (const vibe of VIBES)
      for (const seed of [0, 1, 2])
        expect(say('How volcanoes form', vibe, seed).narration).not.toMatch(/really form/i);
    expect(say('How volcanoes form', 'comedy').narration).toMatch(/how do volcanoes form\?/i);
  });

  it('keeps a setting out of the things: not "The dark looked at me"', () => {
    for (const vibe of VIBES) {
      const text = say('How do bats see in the dark', vibe).narration;
      expect(text).not.toMatch(
        /\bthe dark (looked|is|walked|remains|gets)\b|on the dark\b|about the dark\b/i,
      );
      expect(text).toMatch(/\bbats\b/i);
    }
  });

  it('says a scene the viewer lives whole in a motivational script, not "the first weeks of the dog"', () => {
    const idea = 'POV: your dog hears the treat bag';
    const script = say(idea, 'motivational');
    expect(script.narration).not.toMatch(/\bthe dog\b|learning about your dog/i);
    // Said whole as the platform says a POV, not quoted with its "POV:" (session 13, round two).
    expect(script.hook).toMatch(/^POV: your dog hears the treat bag\. /);
    expect(auditScript(script, auditContextFor(idea))).toEqual([]);
    // The other vibes keep their own scene lines.
    expect(say(idea, 'comedy').narration).toMatch(/your dog heard the treat bag/i);
  });

  it('reads "my first time ..." as an event, never "my first time" in a thing slot', () => {
    const idea = 'My first time making sushi at home';
    for (const vibe of VIBES) {
      const script = say(idea, vibe);
      expect(script.narration).not.toMatch(
        /my first time (was|is|won)\b|said my first time\b|about my first time\b/i,
      );
      expect(script.narration).toContain(idea);
      expect(auditScript(script, auditContextFor(idea))).toEqual([]);
    }
  });

  it('never lowercases a day\'s name into a slot: not "learning about sunday hike"', () => {
    for (const vibe of VIBES) {
      const text = say('Sunday hike with my camera', vibe).narration;
      expect(text).not.toMatch(/sunday hike|learning about Sunday/);
      expect(text).toContain('Sunday hike with my camera');
    }
  });

  it('does not make a length of time the thing: not "The month walked in", "skipping waking up"', () => {
    for (const vibe of VIBES) {
      const text = say('Waking up at 5am for a month', vibe).narration;
      expect(text).not.toMatch(/\bthe month\b(?! ?")|skipping waking up/i);
      expect(text).toContain('Waking up at 5am for a month');
    }
  });

  it('names an owned thing without its ordinal once the owner is dropped: "the car", not "the first car"', () => {
    for (const vibe of VIBES) {
      const text = say("My brother's first car", vibe).narration;
      expect(text).not.toMatch(/\bthe first car\b/i);
      expect(text).toMatch(/my brother's first car/i);
    }
  });
});
