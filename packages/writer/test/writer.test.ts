import { describe, expect, it } from 'vitest';
import {
  auditScript,
  DEFAULT_PACE,
  realHashtag,
  speechSeconds,
  suggestIdeas,
  writeCaption,
  writeScript,
} from '../src/index.ts';
import book from '../data/vibes.json' with { type: 'json' };

describe('the offline writer', () => {
  it('says the idea whole, in quotes, and titles the script with it', () => {
    const s = writeScript({ idea: '3 money habits nobody teaches you', vibe: 'meme', durationSec: 30 });
    expect(s.title).toBe('3 money habits nobody teaches you');
    expect(s.hook).toContain('"3 money habits nobody teaches you"');
    expect(s.hashtags).toEqual(['#habits', '#money', '#memes', '#viral', '#trending', '#fyp']);
    expect(s.narration).toBe([s.hook, ...s.body.map((b) => b.text), s.callToAction].join(' '));
    expect(s.notice).toBeUndefined();
  });

  it('gives each sentence the idea’s own nouns as its pictures, and none of its own', () => {
    const s = writeScript({ idea: 'Our dog’s first snow day', vibe: 'comedy', durationSec: 30 });
    for (const b of s.body) expect(b.visualKeywords[0]).toBe('snow');
    const none = writeScript({
      idea: 'Keep going even when it is hard',
      vibe: 'motivational',
      durationSec: 30,
    });
    for (const b of none.body) expect(b.visualKeywords).toEqual([]);
  });

  it('asks rather than answers a question about the world, and says so to the creator', () => {
    const s = writeScript({ idea: 'Why do honeybees dance?', vibe: 'educational', durationSec: 30 });
    expect(s.notice).toBe(
      'The offline writer does not know the answer to "Why do honeybees dance?", so this script does not answer it. Add the answer in your own words in the editor before you post.',
    );
    expect(s.notice).not.toMatch(/readme/i);
    const story = writeScript({ idea: 'Why I quit my job', vibe: 'educational', durationSec: 30 });
    expect(story.notice).toBeUndefined();
    // "When …" is a situation unless it ends in a question mark (seen: a cat meme told to find a source).
    const meme = writeScript({
      idea: 'When your cat knocks everything off the table',
      vibe: 'meme',
      durationSec: 30,
    });
    expect(meme.notice).toBeUndefined();
    expect(meme.body.map((b) => b.text)).not.toContain('Find a source you trust.');
    const when = writeScript({
      idea: 'When did the Romans leave Britain?',
      vibe: 'educational',
      durationSec: 30,
    });
    expect(when.notice).toMatch(/does not know the answer/);
  });

  it('keeps a motivational or comedy script in its own voice when the idea is a question or a task', () => {
    for (const [idea, vibe] of [
      ['Why you should stop checking your phone first thing', 'motivational'],
      ['How to assemble flat-pack furniture', 'comedy'],
      ['Why do cats knock things over?', 'meme'],
    ] as const)
      for (const seed of [0, 1, 2]) {
        const s = writeScript({ idea, vibe, durationSec: 30, seed });
        expect(s.notice, idea).toMatch(/does not know the (answer|steps)/);
        expect(
          book[vibe].hooks.some((h) => s.hook.startsWith(h.split('{idea}')[0]!)),
          s.hook,
        ).toBe(true);
        // Every line is the vibe's own: no "Find a source you trust." in a pep talk.
        expect(book[vibe].lines).toEqual(expect.arrayContaining(s.body.map((b) => b.text)));
      }
  });

  it('says a question’s or a task’s steps in their order (seen: "Was your guess close?" before the search)', () => {
    for (const [idea, steps] of [
      ['Why do honeybees dance?', book.asks.question.lines],
      ['How to change a bike tire', book.asks.howto.lines],
    ] as const)
      for (const durationSec of [15, 30, 60])
        for (const seed of [0, 1, 2, 3]) {
          const s = writeScript({ idea, vibe: 'educational', durationSec, seed });
          const said = s.body.map((b) => steps.indexOf(b.text)).filter((k) => k >= 0);
          expect(said.length, `${idea} ${durationSec} s`).toBeGreaterThan(2);
          expect(said, `${idea} ${durationSec} s seed ${seed}`).toEqual([...said].sort((a, b) => a - b));
          // The steps lead into the call to action.
          expect(steps).toContain(s.body.at(-1)!.text);
        }
  });

  it('lands on the chosen length at the voice’s pace, and the same seed gives the same script', () => {
    for (const durationSec of [15, 30, 60]) {
      const s = writeScript({ idea: 'tacos', vibe: 'motivational', durationSec });
      expect(Math.abs(speechSeconds(s.narration, DEFAULT_PACE) / durationSec - 1)).toBeLessThan(0.06);
    }
    // A slower voice says fewer lines in the same 30 seconds.
    const slow = { ...DEFAULT_PACE, syllablesPerSecond: DEFAULT_PACE.syllablesPerSecond / 2 };
    const fast = writeScript({ idea: 'tacos', vibe: 'motivational', durationSec: 30 });
    const slowed = writeScript({ idea: 'tacos', vibe: 'motivational', durationSec: 30, pace: slow });
    expect(Math.abs(speechSeconds(slowed.narration, slow) / 30 - 1)).toBeLessThan(0.06);
    expect(slowed.body.length).toBeLessThan(fast.body.length);
    const a = writeScript({ idea: 'tacos', vibe: 'meme', durationSec: 30, seed: 3 });
    expect(writeScript({ idea: 'tacos', vibe: 'meme', durationSec: 30, seed: 3 })).toEqual(a);
    expect(writeScript({ idea: 'tacos', vibe: 'meme', durationSec: 30, seed: 4 })).not.toEqual(a);
  });

  it('writes a studio caption that fits the platform and whose hashtags are words', () => {
    const c = writeCaption({
      content: 'The second video secret nobody shares 🥈',
      tone: 'engaging',
      platform: 'twitter',
    });
    expect(c.text.startsWith('The second video secret nobody shares 🥈')).toBe(true);
    expect(c.hashtags).not.toContain('#secondvideo');
    expect(`${c.text} ${c.hashtags.join(' ')}`.length).toBeLessThanOrEqual(280);
  });

  it('never ends a title, caption or hashtag on a dangling word (the ideas seen in the issue)', () => {
    const seen = {
      // Nouns are tagged as the idea writes them: "#term #condition" read as nobody's tags.
      '3 money habits nobody teaches you': ['#habits', '#money'],
      'Terms and conditions nobody reads': ['#conditions', '#terms'],
      'How countries get their names': ['#names', '#countries'],
      'my second video': ['#mysecondvideo'],
      'things I hate': ['#thingsihate'],
    };
    for (const [idea, topicTags] of Object.entries(seen)) {
      const s = writeScript({ idea, vibe: 'educational', durationSec: 30 });
      expect(s.title).toBe(idea.charAt(0).toUpperCase() + idea.slice(1));
      expect(auditScript(s, idea)).toEqual([]);
      const c = writeCaption({ content: idea, tone: 'engaging', platform: 'tiktok' });
      for (const tags of [s.hashtags, c.hashtags]) {
        expect(tags.slice(0, topicTags.length)).toEqual(topicTags);
        for (const tag of tags) expect(realHashtag(tag, idea), tag).toBe(true);
        for (const bad of ['#secondvideo', '#hate', '#three', '#moneyhabitsnobody'])
          expect(tags).not.toContain(bad);
      }
    }
  });

  it('suggests ideas with the seed before a colon, the four vibes in turn', () => {
    const ideas = suggestIdeas('home workouts', 5);
    expect(ideas.map((i) => i.vibe)).toEqual(['meme', 'educational', 'motivational', 'comedy', 'meme']);
    for (const i of ideas) expect(i.idea.startsWith('Home workouts: ')).toBe(true);
  });
});
