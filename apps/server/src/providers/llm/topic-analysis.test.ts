import { describe, expect, it } from 'vitest';
import { generateCaption } from './captions.builtin.ts';
import { analyzeTopic, emojiFor, topicHashtags } from './topic-analysis.ts';

describe('the emoji an idea gets', () => {
  it('pictures things, never a sign a viewer cannot read', () => {
    // "month" was 🈷️ (the Japanese "monthly amount" button), "one" a keycap, "blood" 🅰️.
    for (const word of ['month', 'one', 'blood', 'parking', 'reserved', 'discount']) {
      const e = emojiFor(word);
      const sign = e !== undefined && (/[\u{1F170}-\u{1F251}\u3297\u3299]/u.test(e) || e.includes('\u20e3'));
      expect(sign, `${word} → ${e}`).toBe(false);
    }
    expect(emojiFor('octopus')).toBe('🐙');
    expect(emojiFor('pizza')).toBe('🍕');
  });

  it('gives "I quit sugar for a month" a caption without the Japanese month sign', () => {
    expect(analyzeTopic('I quit sugar for a month').emoji).not.toContain('🈷️');
    for (const tone of ['engaging', 'funny', 'inspirational', 'casual'] as const) {
      const { text } = generateCaption({ content: 'I quit sugar for a month', tone, platform: 'tiktok' });
      expect(text).not.toMatch(/🈷/u);
    }
  });

  it('tags what an idea is about, never how long it lasts', () => {
    const tags = (idea: string) => topicHashtags(analyzeTopic(idea).terms, 'memes').slice(0, 3);
    // Were #days #socialmedia #daysmemes, #sugar #month #sugarmemes, #day1 #learningguitar #day1memes.
    expect(tags('30 days without social media')).toEqual(['#socialmedia', '#socialmediamemes', '#social']);
    expect(tags('I quit sugar for a month')).toEqual(['#sugar', '#sugarmemes', '#quitting']);
    expect(tags('Day 1 of learning guitar')).toEqual([
      '#learningguitar',
      '#learningguitarmemes',
      '#learning',
    ]);
    expect(tags('My morning routine')).toEqual(['#morning', '#routine', '#morningmemes']);
  });
});
