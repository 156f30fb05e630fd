import {
  captionPostText as postText,
  PLATFORM_RULES,
  type CaptionPlatform,
  type CaptionTone,
} from '@reelsmith/contracts/captions';
import book from '../data/captions.json' with { type: 'json' };
import words from '../data/words.json' with { type: 'json' };
import { readIdea } from './idea.ts';
import { createRng, hashString } from './rng.ts';
import { ideaHashtags } from './script.ts';
import type { CaptionRequest, WrittenCaption } from './types.ts';

// The studio's caption generator, offline: the content whole as its first sentence when it is short,
// then fixed text in the chosen tone, six hashtags (the content's whole phrase or real nouns, then
// the tone's and #viral #trending #fyp), and the platform's limit respected with the hashtags counted.

/** Characters allowed in the post, hashtags included (YouTube: the description field). */
export const PLATFORM_LIMITS: Record<CaptionPlatform, number> = {
  tiktok: PLATFORM_RULES.tiktok.maxChars,
  instagram: PLATFORM_RULES.instagram.maxChars,
  youtube: PLATFORM_RULES.youtube.maxChars,
  twitter: PLATFORM_RULES.twitter.maxChars,
};

/** Longest content said whole in the caption; longer content is a description, not a line. */
const WHOLE_MAX = 100;

export function writeCaption(input: CaptionRequest): WrittenCaption {
  const content = input.content.trim();
  if (!content) throw new Error('Please enter a topic');
  // Longer content is a description: its first sentences carry the nouns worth tagging.
  const idea = readIdea(content.slice(0, 200));
  const rng = createRng(
    hashString(`caption|${idea.typed.toLowerCase()}|${input.tone}|${input.platform}|${input.seed ?? 0}`),
  );
  const tone: CaptionTone = input.tone;
  const whole =
    idea.typed.length <= WHOLE_MAX
      ? idea.title.replace(/([\p{L}\p{N})'])$/u, '$1.')
      : rng.pick(book.openers[tone]);
  const closer = rng.pick(book.closers[tone]);
  const opener = rng.pick(book.openers[tone]);
  const hashtags = ideaHashtags(idea, words.toneTags[tone]);
  const budget = PLATFORM_LIMITS[input.platform] - hashtags.join(' ').length - 1;
  // Twitter: one line; Instagram: airy line breaks; TikTok and YouTube: one short paragraph.
  const sep = input.platform === 'instagram' ? '\n\n' : ' ';
  const candidates =
    input.platform === 'twitter'
      ? [[whole, closer], [whole]]
      : [[whole, opener, closer], [whole, closer], [whole]];
  const text =
    candidates.map((parts) => [...new Set(parts)].join(sep)).find((t) => t.length <= budget) ?? opener;
  return { text: text.length <= budget ? text : opener, hashtags };
}

/** Cuts the text (at a sentence, else at a word) so that text, a space and the hashtags fit the limit. */
export function fitCaption(text: string, hashtags: string[], platform: CaptionPlatform): WrittenCaption {
  const budget = PLATFORM_LIMITS[platform] - hashtags.join(' ').length - 1;
  const clean = platform === 'instagram' ? text.trim() : text.replace(/\s*\n\s*/g, ' ').trim();
  return { text: truncate(clean, budget), hashtags };
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const sentence = cut.search(/[.!?…](?=[^.!?…]*$)/);
  if (sentence > max * 0.5) return cut.slice(0, sentence + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd() + '…';
}

/** The post as the platform counts it: caption text, a space, then the hashtags. */
export function captionPostText(c: WrittenCaption): string {
  return postText(c.text, c.hashtags);
}
