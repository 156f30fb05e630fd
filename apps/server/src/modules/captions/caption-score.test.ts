import { describe, expect, it } from 'vitest';
import { firstLine, scoreCaption } from './caption-score.ts';

const six = ['#a1', '#b2', '#c3', '#viral', '#trending', '#fyp'];

describe('engagement score', () => {
  it('adds 30 for a hook, 25 for the length, 25 for an ask and 20 for the hashtag count', () => {
    const s = scoreCaption({
      text: 'Stop scrolling: 3 ramen hacks! Which one would you try? 👇',
      hashtags: six,
      platform: 'tiktok',
    });
    expect(s).toMatchObject({ score: 100, level: 'High' });
    expect(s.reasons.map((r) => r.text)).toEqual([
      'Hooks in the first line',
      'Length suits TikTok (58 characters)',
      'Asks a question or invites action',
      '6 hashtags, right for TikTok',
    ]);
  });

  it('explains what is missing', () => {
    const text =
      'A calm and slow look at the ramen shops of the quiet back streets in the old town of Kyoto during the rainy season.';
    const s = scoreCaption({ text, hashtags: [], platform: 'twitter' });
    expect(s.reasons.map((r) => r.text)).toEqual([
      'First line is long (24 words); hooks work best in 12 or fewer',
      `Length suits Twitter (${text.length} characters)`,
      'No question or call to action',
      'No hashtags',
    ]);
    expect(s).toMatchObject({ score: 25, level: 'Low' });
    const ig = scoreCaption({ text: `${text} ${text}`, hashtags: [], platform: 'instagram' });
    expect(ig.reasons[1].text).toBe('Long for Instagram (231 characters; only about 125 show before "more")');
  });

  it('is Medium in between and follows the platform: six hashtags are many for Twitter', () => {
    const text = 'Sunday mood: ramen. Featuring a bit of broth.';
    const tiktok = scoreCaption({ text, hashtags: six, platform: 'tiktok' });
    expect(tiktok.score).toBe(15 + 25 + 0 + 20);
    expect(tiktok.level).toBe('Medium');
    const twitter = scoreCaption({ text, hashtags: [...six, '#x'], platform: 'twitter' });
    expect(twitter.reasons[3].text).toBe('7 hashtags; 1–6 work best on Twitter');
  });

  it('takes the first line up to a line break or the first sentence end', () => {
    expect(firstLine('Hello there. More text')).toBe('Hello there.');
    expect(firstLine('No end here\nsecond')).toBe('No end here');
    expect(firstLine('Been thinking about ramen 🍜 Konbini breakfasts too.')).toBe(
      'Been thinking about ramen 🍜',
    );
  });
});
