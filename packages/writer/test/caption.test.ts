import { describe, expect, it } from 'vitest';
import { CAPTION_PLATFORMS, CAPTION_TONES } from '@reelsmith/contracts/captions';
import {
  auditLine,
  captionPostText,
  CORPUS_IDEAS,
  writeCaption as generateCaption,
  PLATFORM_LIMITS,
  realHashtag,
} from '../src/index.ts';

describe('builtin caption generator', () => {
  it('gives six hashtags: three from the content (real words), then #viral #trending #fyp', () => {
    const c = generateCaption({
      content: 'Easy sourdough bread for busy beginners',
      tone: 'engaging',
      platform: 'tiktok',
    });
    expect(c.hashtags).toHaveLength(6);
    expect(c.hashtags.slice(3)).toEqual(['#viral', '#trending', '#fyp']);
    expect(c.hashtags.slice(0, 3)).toContain('#sourdough');
    expect(new Set(c.hashtags).size).toBe(6);
    for (const t of c.hashtags) expect(t).toMatch(/^#[\p{L}\p{N}]+$/u);
    expect(c.text.toLowerCase()).toContain('sourdough bread');
  });

  it('reads differently per tone', () => {
    const content = 'Morning routines of successful founders';
    const texts = CAPTION_TONES.map((tone) => generateCaption({ content, tone, platform: 'instagram' }).text);
    expect(new Set(texts).size).toBe(CAPTION_TONES.length);
    for (const t of texts) expect(t.toLowerCase()).toContain('morning routines');
    expect(generateCaption({ content, tone: 'professional', platform: 'tiktok' }).text).not.toMatch(
      /\p{Extended_Pictographic}/u,
    );
  });

  it('keeps every platform within its limit, hashtags included, even for 1000-character content', () => {
    const long =
      'Remote work is quietly transforming small towns, coffee shops, coworking spaces and the housing market. '
        .repeat(10)
        .slice(0, 1000);
    for (const platform of CAPTION_PLATFORMS) {
      for (const tone of CAPTION_TONES) {
        for (const content of [
          long,
          'Cats',
          'Why do cats knock things off tables?',
          '日本のラーメン文化 🍜',
          'ELECTRIC CARS VS HYBRIDS',
        ]) {
          const c = generateCaption({ content, tone, platform });
          expect(captionPostText(c).length, `${platform} ${tone}`).toBeLessThanOrEqual(
            PLATFORM_LIMITS[platform],
          );
          expect(c.text.length).toBeGreaterThan(10);
          expect(c.hashtags).toHaveLength(6);
        }
      }
    }
  });

  it('ends every part of the caption with punctuation or an emoji', () => {
    const c = generateCaption({ content: '42', tone: 'funny', platform: 'twitter', seed: 1 });
    for (let seed = 0; seed < 12; seed++) {
      const text = generateCaption({ content: '42', tone: 'funny', platform: 'twitter', seed }).text;
      expect(text).not.toMatch(/[a-z0-9"] (Rate|Tell|Send|Tag)\b/);
    }
    expect(c.text.length).toBeGreaterThan(10);
  });

  it('formats for the platform: line breaks on Instagram, one line on Twitter', () => {
    const content = 'Budget travel in Japan';
    expect(generateCaption({ content, tone: 'casual', platform: 'instagram' }).text).toContain('\n\n');
    const tweet = generateCaption({ content, tone: 'casual', platform: 'twitter' });
    expect(tweet.text).not.toContain('\n');
    expect(captionPostText(tweet).length).toBeLessThanOrEqual(280);
  });

  it('is deterministic per seed and varies across seeds', () => {
    const base = {
      content: 'Houseplants that are hard to kill',
      tone: 'funny' as const,
      platform: 'tiktok' as const,
    };
    expect(generateCaption({ ...base, seed: 3 })).toEqual(generateCaption({ ...base, seed: 3 }));
    const texts = new Set([1, 2, 3, 4, 5, 6].map((seed) => generateCaption({ ...base, seed }).text));
    expect(texts.size).toBeGreaterThanOrEqual(4);
  });

  it('follows the script writer’s rules on the scored corpus: no dangling word, hashtags that are words', () => {
    const flagged: string[] = [];
    CORPUS_IDEAS.forEach((content, i) => {
      const tone = CAPTION_TONES[i % CAPTION_TONES.length];
      const platform = CAPTION_PLATFORMS[i % CAPTION_PLATFORMS.length];
      const c = generateCaption({ content, tone, platform });
      // The content is the creator's own words, said whole: the audit leaves it alone, as in a script.
      const own = content.charAt(0).toUpperCase() + content.slice(1).replace(/(?<!\.)\.$/, '');
      const checks = auditLine(c.text.replace(/\n+/g, ' '), own);
      const tags = c.hashtags.filter((t) => !realHashtag(t, content));
      if (checks.length || tags.length)
        flagged.push(`${content} (${tone}, ${platform}): ${[...checks, ...tags]}`);
    });
    expect(flagged).toEqual([]);
  });

  it('rejects empty content', () => {
    expect(() => generateCaption({ content: '  ', tone: 'casual', platform: 'tiktok' })).toThrow(
      'Please enter a topic',
    );
  });
});
