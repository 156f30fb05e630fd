// The studio's caption generator and script library: tones, platforms and each platform's limits.
// Plain data, shared by the server (enforces) and the web app (counts against the limit).

export const CAPTION_TONES = ['engaging', 'professional', 'funny', 'inspirational', 'casual'] as const;
export type CaptionTone = (typeof CAPTION_TONES)[number];

export const CAPTION_PLATFORMS = ['tiktok', 'instagram', 'youtube', 'twitter'] as const;
export type CaptionPlatform = (typeof CAPTION_PLATFORMS)[number];

export interface PlatformRules {
  label: string;
  /** Characters allowed in the post, hashtags included (YouTube: the description field). */
  maxChars: number;
  /** Hashtags the platform accepts; null when only the length limits them. */
  maxHashtags: number | null;
  /** Caption text (without hashtags) that reads fully before the "more" fold. */
  idealChars: [number, number];
  /** Hashtag counts that creator guides recommend for reach. */
  idealHashtags: [number, number];
}

/** Limits as the platforms published them in 2025 (decision 085). */
export const PLATFORM_RULES: Record<CaptionPlatform, PlatformRules> = {
  tiktok: {
    label: 'TikTok',
    maxChars: 2200,
    maxHashtags: null,
    idealChars: [40, 150],
    idealHashtags: [3, 6],
  },
  instagram: {
    label: 'Instagram',
    maxChars: 2200,
    maxHashtags: 30,
    idealChars: [40, 125],
    idealHashtags: [3, 10],
  },
  youtube: {
    label: 'YouTube',
    maxChars: 5000,
    maxHashtags: 60,
    idealChars: [40, 200],
    idealHashtags: [3, 15],
  },
  twitter: {
    label: 'Twitter',
    maxChars: 280,
    maxHashtags: null,
    idealChars: [40, 180],
    idealHashtags: [1, 6],
  },
};

/** Each generated caption carries six hashtags: three from the topic, then these. */
export const FIXED_HASHTAGS = ['#viral', '#trending', '#fyp'] as const;

export const SCRIPT_CATEGORIES = [
  'Lifestyle',
  'Technology',
  'Health',
  'Food',
  'Business',
  'Entertainment',
] as const;
export type ScriptCategory = (typeof SCRIPT_CATEGORIES)[number];

export const SCRIPT_STATUSES = ['completed', 'draft', 'in-progress'] as const;
export type ScriptStatus = (typeof SCRIPT_STATUSES)[number];

/** Hashtags as typed: comma-separated, trimmed, empties dropped, duplicates ignored, '#' added. */
export function parseHashtags(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(',') : input;
  const out: string[] = [];
  for (const raw of parts) {
    const body = raw.trim().replace(/^#+/, '').replace(/\s+/g, '');
    if (!body) continue;
    const tag = `#${body}`;
    if (!out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
  }
  return out;
}

/** The post as the platform counts it: the caption, a space, then the hashtags. */
export const captionPostText = (text: string, hashtags: readonly string[]) =>
  hashtags.length ? `${text} ${hashtags.join(' ')}` : text;
