import {
  CAPTION_PLATFORMS,
  CAPTION_TONES,
  captionPostText as postText,
  PLATFORM_RULES,
  type CaptionPlatform,
  type CaptionTone,
} from '@reelsmith/contracts/captions';
import type { CaptionRequest, WrittenCaption } from './llm.types.ts';
import { analyzeTopic, createRng, hashString, topicHashtags } from './topic-analysis.ts';

// The Scripts studio's caption generator, offline: a caption in the chosen tone built from the
// content's own key terms, six hashtags (three from the content, then #viral #trending #fyp), and
// the platform's length limit respected with the hashtags counted. Every tone has its own openers,
// middles, closers and hashtag suffix. The engagement level is scored from the result, elsewhere.

export { CAPTION_PLATFORMS, CAPTION_TONES, type CaptionPlatform, type CaptionTone };

/** Characters allowed in the post, hashtags included (YouTube: the description field). */
export const PLATFORM_LIMITS: Record<CaptionPlatform, number> = {
  tiktok: PLATFORM_RULES.tiktok.maxChars,
  instagram: PLATFORM_RULES.instagram.maxChars,
  youtube: PLATFORM_RULES.youtube.maxChars,
  twitter: PLATFORM_RULES.twitter.maxChars,
};

export type GeneratedCaption = WrittenCaption;

// {S} subject, {T} another key term, {e} emoji for the topic.
const OPENERS: Record<CaptionTone, string[]> = {
  engaging: [
    'Stop scrolling: this is the {S} content you needed today {e}',
    'Wait until you see what {S} can really do {e}',
    'Everyone is talking about {S}, and here is why {e}',
    'You will not look at {S} the same way again {e}',
    'The {S} secret nobody shares {e}',
    'Okay, {S} just got interesting {e}',
  ],
  professional: [
    'Key insights on {S}, in under a minute.',
    'A clear, practical look at {S}.',
    'What professionals should know about {S}.',
    'Three takeaways on {S} worth your time.',
    'Breaking down {S}: what matters and why.',
    'A concise guide to {S}.',
  ],
  funny: [
    'Me pretending I have {S} figured out {e}',
    '{S} said "hold my coffee" {e}',
    'Nobody: … Me: let me tell you about {S} {e}',
    'My relationship with {S} is complicated {e}',
    'Day 1 of {S}: still confused, still cute {e}',
    'If {S} were a person, we would not be friends {e}',
  ],
  inspirational: [
    'Your journey with {S} starts with one small step {e}',
    'Believe in what {S} can bring into your life {e}',
    'Every expert in {S} was once a beginner {e}',
    'Dream big, start small, stay with {S} {e}',
    'Let {S} remind you how far you have come {e}',
    'The best time to begin {S} is now {e}',
  ],
  casual: [
    'Just some thoughts on {S} {e}',
    'A little {S} moment for your feed {e}',
    'Been thinking about {S} lately {e}',
    'Quick {S} share, nothing fancy {e}',
    'Sunday mood: {S} {e}',
    'Honestly, {S} hits different {e}',
  ],
};

const MIDDLES: Record<CaptionTone, string[]> = {
  engaging: [
    'From {T} to the details most people miss, it is all here.',
    'Watch till the end for the part about {T}.',
    'The {T} part changes everything.',
  ],
  professional: [
    'We cover {T}, common pitfalls and what to do next.',
    'Includes practical notes on {T}.',
    'Focused on {T} and measurable results.',
  ],
  funny: [
    'The {T} part is where it all went wrong.',
    'Featuring {T}, my nemesis.',
    'Yes, {T} was involved. No, I will not explain.',
  ],
  inspirational: [
    'Focus on {T}, one day at a time.',
    'Progress with {T} is still progress.',
    'Trust the process, including {T}.',
  ],
  casual: [
    'Also, {T}. That is it, that is the post.',
    'Featuring a bit of {T}.',
    '{T} made an appearance too.',
  ],
};

const CLOSERS: Record<CaptionTone, string[]> = {
  engaging: [
    'Which part surprised you? Comment below 👇',
    'Save this and share it with a friend!',
    'Would you try this? Tell me 👇',
    'Follow for more!',
  ],
  professional: [
    'Share your perspective in the comments.',
    'Save for reference.',
    'Follow for more insights.',
    'What would you add?',
  ],
  funny: [
    'Tag someone who needs this 😂',
    'Tell me I am not alone 😅',
    'Rate my chaos from 1 to 10 👇',
    'Send help (or likes).',
  ],
  inspirational: [
    'Save this for the days you need it ✨',
    'Share this with someone who needs it today 💛',
    'What is your next step? 👇',
    'Keep going 🙌',
  ],
  casual: ['Thoughts? 👇', 'Anyway, hope you like it ✌️', 'Let me know what you think!', 'More soon 😊'],
};

const TAG_SUFFIX: Record<CaptionTone, string> = {
  engaging: 'tips',
  professional: 'insights',
  funny: 'humor',
  inspirational: 'inspo',
  casual: 'life',
};

export function generateCaption(input: CaptionRequest): GeneratedCaption {
  const content = input.content.trim();
  if (!content) throw new Error('Please enter a topic');
  const topic = analyzeTopic(content.slice(0, 1000));
  const rng = createRng(
    hashString(`caption|${topic.clean.toLowerCase()}|${input.tone}|${input.platform}|${input.seed ?? 0}`),
  );
  const others = topic.terms.slice(1);
  const emoji = input.tone === 'professional' ? '' : (topic.emoji[0] ?? '');
  const fill = (tpl: string) =>
    tpl
      .replace(/\{S\}/g, topic.subject)
      .replace(/\{T\}/g, others.length ? rng.pick(others) : topic.subject)
      .replace(/\{e\}/g, emoji)
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\p{Ll}/u, (c) => c.toUpperCase())
      .replace(/([^.!?…\p{Extended_Pictographic}\uFE0F])$/u, '$1.');

  const hashtags = topicHashtags(topic.terms, TAG_SUFFIX[input.tone]);
  const opener = fill(rng.pick(OPENERS[input.tone]));
  const middle = fill(rng.pick(MIDDLES[input.tone]));
  const closer = fill(rng.pick(CLOSERS[input.tone]));
  const limit = PLATFORM_LIMITS[input.platform];
  const budget = limit - hashtags.join(' ').length - 1;

  // Twitter: one line; Instagram: airy line breaks; TikTok and YouTube: one short paragraph.
  const sep = input.platform === 'instagram' ? '\n\n' : ' ';
  const candidates =
    input.platform === 'twitter'
      ? [[opener, closer], [opener]]
      : [[opener, middle, closer], [opener, closer], [opener]];
  let text = candidates.map((parts) => parts.join(sep)).find((t) => t.length <= budget) ?? opener;
  if (text.length > budget) text = truncateAtWord(text, budget);

  return { text, hashtags };
}

/** Cuts the text (at a word) so that text, a space and the hashtags fit the platform's limit. */
export function fitCaption(text: string, hashtags: string[], platform: CaptionPlatform): GeneratedCaption {
  const budget = PLATFORM_LIMITS[platform] - hashtags.join(' ').length - 1;
  const clean = platform === 'instagram' ? text.trim() : text.replace(/\s*\n\s*/g, ' ').trim();
  return { text: truncateAtWord(clean, budget), hashtags };
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : cut).trimEnd() + '…';
}

/** The post as the platform counts it: caption text, a space, then the hashtags. */
export function captionPostText(c: GeneratedCaption): string {
  return postText(c.text, c.hashtags);
}
