import { z } from 'zod';
import { VIBES } from '@reelsmith/contracts/video';
import { FIXED_HASHTAGS } from '@reelsmith/contracts/captions';
import { confidentNouns, ideaNouns } from '@reelsmith/writer';
import type { Script, ScriptRequest } from './llm.types.ts';

// What a model is asked to answer (the JSON schemas) and how its answer is read: the JSON found in it,
// checked, and normalised into our Script (the hashtag rule).

export const modelScriptSchema = z.preprocess(
  // Models that answer in the older shape name the scenes `body`.
  (raw) =>
    raw && typeof raw === 'object' && !('scenes' in raw) && 'body' in raw
      ? { ...raw, scenes: (raw as { body: unknown }).body }
      : raw,
  z.object({
    title: z.string().min(1),
    hook: z.string().min(1),
    scenes: z
      .array(z.object({ text: z.string().min(1), visualKeywords: z.array(z.string()).default([]) }))
      .min(1),
    callToAction: z.string().min(1),
    caption: z.string().default(''),
    hashtags: z.array(z.string()).default([]),
  }),
);

export const ideasSchema = z.object({
  ideas: z.array(z.object({ idea: z.string().min(1), vibe: z.enum(VIBES) })).min(1),
});

export const SCRIPT_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'hook', 'scenes', 'callToAction', 'caption', 'hashtags'],
  properties: {
    title: { type: 'string' },
    hook: { type: 'string' },
    scenes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'visualKeywords'],
        properties: {
          text: { type: 'string' },
          visualKeywords: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    callToAction: { type: 'string' },
    caption: { type: 'string' },
    hashtags: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const captionSchema = z.object({
  caption: z.string().min(1),
  hashtags: z.array(z.string()).default([]),
});

export const CAPTION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['caption', 'hashtags'],
  properties: { caption: { type: 'string' }, hashtags: { type: 'array', items: { type: 'string' } } },
} as const;

export const IDEAS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['ideas'],
  properties: {
    ideas: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['idea', 'vibe'],
        properties: { idea: { type: 'string' }, vibe: { type: 'string', enum: [...VIBES] } },
      },
    },
  },
} as const;

/** One retry asking the model to fix an answer that is not the JSON asked for. */
export class BadAnswer extends Error {
  constructor(
    message: string,
    readonly content: string,
  ) {
    super(message);
  }
}

/** The JSON object in a model's answer: a Markdown fence or a sentence around it is tolerated. */
export function parseAnswer(content: string): unknown {
  const stripped = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(stripped);
  } catch {
    const start = stripped.indexOf('{');
    const end = stripped.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(stripped.slice(start, end + 1));
      } catch {
        // Not JSON either way: reported below.
      }
    }
    throw new BadAnswer(`LLM answer is not valid JSON: ${stripped.slice(0, 120)}`, content);
  }
}

/** Normalises the model's answer into our Script, enforcing the hashtag rule. */
export function toScript(data: z.infer<typeof modelScriptSchema>, req: ScriptRequest): Script {
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  const body = data.scenes.map((b) => ({
    text: clean(b.text),
    visualKeywords: b.visualKeywords.map(clean).filter(Boolean).slice(0, 4),
  }));
  const fallbackKeywords = confidentNouns(req.idea);
  for (const b of body) if (!b.visualKeywords.length) b.visualKeywords = fallbackKeywords.slice(0, 1);
  const hook = clean(data.hook);
  const callToAction = clean(data.callToAction);
  return {
    title: clean(data.title).slice(0, 100),
    hook,
    body,
    callToAction,
    narration: [hook, ...body.map((b) => b.text), callToAction].join(' '),
    caption: clean(data.caption.replace(/#[\p{L}\p{M}\p{N}_]+/gu, '')) || clean(data.title),
    hashtags: normaliseHashtags(data.hashtags, req.idea, req.language),
  };
}

export function normaliseHashtags(fromModel: string[], idea: string, language = 'en'): string[] {
  const topic: string[] = [];
  for (const raw of fromModel) {
    // Marks (\p{M}) are letters' parts in Hindi and Arabic: a hashtag keeps the script's letters.
    const tag = '#' + raw.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, '');
    if (tag.length > 2 && !(FIXED_HASHTAGS as readonly string[]).includes(tag) && !topic.includes(tag))
      topic.push(tag);
  }
  // The English fillers (the idea's nouns, #tips) are not added to another language's tags.
  if (language !== 'en') return [...topic.slice(0, 3), ...FIXED_HASHTAGS];
  for (const tag of [...ideaNouns(idea).map((n) => `#${n.typed}`), '#tips', '#video'])
    if (topic.length < 3 && !topic.includes(tag)) topic.push(tag);
  return [...topic.slice(0, 3), ...FIXED_HASHTAGS];
}
