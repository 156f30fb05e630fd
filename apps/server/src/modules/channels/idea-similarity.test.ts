import { describe, expect, it } from 'vitest';
import { freshIdeas, IDEA_CLOSE_AT, ideaSimilarity } from './idea-similarity.ts';

describe('idea similarity', () => {
  it('finds rewordings and series repeats close', () => {
    expect(ideaSimilarity('10 facts about Mars', 'Ten Mars facts')).toBe(1);
    expect(
      ideaSimilarity(
        'Space facts: the basics in one minute',
        'Space facts: the basics in one minute (part 2)',
      ),
    ).toBe(1);
    expect(
      ideaSimilarity('10 facts about Mars', '10 facts about Mars you did not know'),
    ).toBeGreaterThanOrEqual(IDEA_CLOSE_AT);
  });

  it('keeps different ideas on one niche apart', () => {
    expect(
      ideaSimilarity('Space facts: the basics in one minute', 'Space facts: questions beginners ask'),
    ).toBeLessThan(IDEA_CLOSE_AT);
    expect(
      ideaSimilarity('Planets: the basics in one minute', 'Black holes: the basics in one minute'),
    ).toBeLessThan(IDEA_CLOSE_AT);
    expect(ideaSimilarity('Why cats purr', 'How volcanoes form')).toBe(0);
  });

  it('picks only ideas far from earlier ones and from each other', () => {
    const earlier = ['Ten facts about Mars'];
    const candidates = [
      '10 Mars facts',
      'How black holes form',
      'How do black holes form?',
      'Saturn rings explained',
    ];
    expect(freshIdeas(candidates, earlier, 5)).toEqual(['How black holes form', 'Saturn rings explained']);
    expect(freshIdeas(candidates, earlier, 1)).toEqual(['How black holes form']);
  });
});
