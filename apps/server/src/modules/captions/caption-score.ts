import { PLATFORM_RULES, type CaptionPlatform } from '@reelsmith/contracts/captions';

// The engagement level, computed from what the caption does (decision 085). Four checks, 100 points:
// a hook in the first line (30), a length that reads before the platform's "more" fold (25), a
// question or call to action (25), and a hashtag count the platform rewards (20).
// High at 70 or more, Medium at 40 or more, else Low.

export type EngagementLevel = 'High' | 'Medium' | 'Low';

export interface EngagementReason {
  check: 'hook' | 'length' | 'ask' | 'hashtags';
  points: number;
  max: number;
  text: string;
}

export interface EngagementScore {
  score: number;
  level: EngagementLevel;
  reasons: EngagementReason[];
}

const HOOK_WORDS =
  /\b(you|your|stop|wait|why|how|what|secret|nobody|never|pov|this|here'?s|truth|mistake|best|worst|new)\b/i;
const CTA =
  /\b(comment|share|save|follow|tag|tell me|let me know|subscribe|like|link in bio|try this|drop|send|reply|dm)\b/i;

/** The first line: up to the first line break or sentence end (an emoji ends one too). */
export function firstLine(text: string): string {
  const line = text.trim().split(/\n/)[0] ?? '';
  const m = line.match(/^.*?(?:[.!?…]|\p{Extended_Pictographic}\uFE0F?)(?=\s|$)/u);
  return (m ? m[0] : line).trim();
}

export function scoreCaption(input: {
  text: string;
  hashtags: readonly string[];
  platform: CaptionPlatform;
}): EngagementScore {
  const rules = PLATFORM_RULES[input.platform];
  const reasons: EngagementReason[] = [];

  const first = firstLine(input.text);
  const firstWords = first.split(/\s+/).filter(Boolean).length;
  const short = firstWords > 0 && firstWords <= 12;
  const device = /[?!]/.test(first) || /\d/.test(first) || HOOK_WORDS.test(first);
  const hook = (short ? 15 : 0) + (device ? 15 : 0);
  reasons.push({
    check: 'hook',
    points: hook,
    max: 30,
    text:
      hook === 30
        ? 'Hooks in the first line'
        : !short
          ? `First line is long (${firstWords} words); hooks work best in 12 or fewer`
          : 'First line is short but has no hook (a question, a number or "you")',
  });

  const len = input.text.trim().length;
  const [lo, hi] = rules.idealChars;
  const lengthPts = len >= lo && len <= hi ? 25 : len > 0 ? 10 : 0;
  reasons.push({
    check: 'length',
    points: lengthPts,
    max: 25,
    text:
      lengthPts === 25
        ? `Length suits ${rules.label} (${len} characters)`
        : len < lo
          ? `Short for ${rules.label} (${len} characters; ${lo}–${hi} read best)`
          : `Long for ${rules.label} (${len} characters; only about ${hi} show before "more")`,
  });

  const asks = /\?/.test(input.text) || CTA.test(input.text) || /👇/u.test(input.text);
  reasons.push({
    check: 'ask',
    points: asks ? 25 : 0,
    max: 25,
    text: asks ? 'Asks a question or invites action' : 'No question or call to action',
  });

  const n = input.hashtags.length;
  const [hlo, hhi] = rules.idealHashtags;
  const tagPts = n >= hlo && n <= hhi ? 20 : n > 0 ? 8 : 0;
  reasons.push({
    check: 'hashtags',
    points: tagPts,
    max: 20,
    text:
      tagPts === 20
        ? `${n} hashtags, right for ${rules.label}`
        : n === 0
          ? 'No hashtags'
          : `${n} hashtags; ${hlo}–${hhi} work best on ${rules.label}`,
  });

  const score = reasons.reduce((s, r) => s + r.points, 0);
  const level: EngagementLevel = score >= 70 ? 'High' : score >= 40 ? 'Medium' : 'Low';
  return { score, level, reasons };
}
