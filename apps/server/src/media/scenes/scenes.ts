import type { SceneLayout, SceneTransition } from '@reelsmith/contracts/storyboard';
import type { Vibe, VideoStyle } from '@reelsmith/contracts/video';
import type { Script } from '../../providers/llm/llm.types.ts';
import type { WordTiming } from '../../providers/tts/tts.types.ts';
import type { StockClip } from '../../providers/visuals/visuals.types.ts';
import { breakCosts, CLAUSE, namesSomething, PHRASE, SENTENCE_END } from '../layers/caption-breaks.ts';
import { titleFits } from '../layers/captions.ts';
import {
  balanceStandIns,
  looseKeyword,
  relatedIllustrations,
  subjectIllustrations,
} from './illustration-stand-ins.ts';
import { candidateTerms, chooseIllustration, nounsOf } from './illustrations.ts';
import { chooseLayouts, namesPicture } from './layouts.ts';
import type { Backdrop } from './styles.ts';
import { numberLabel } from './number-labels.ts';

// Scenes from the script: one per beat (hook, each point, call to action), timed by the narration's
// word timings, and a beat longer than MAX_SCENE_SEC split at word boundaries so the picture changes
// every 2 to 5 s. Each scene gets its own illustration (chosen by keyword, not repeated while another
// fits), the time of the word that chose it (the emphasis pulse), and a kinetic label for a number or
// key term (decision 013).

export type BeatKind = 'hook' | 'point' | 'cta';

export interface Scene {
  kind: BeatKind;
  /** Index of the beat in the script (hook 0, points 1..n, call to action n+1). */
  beat: number;
  start: number;
  end: number;
  text: string;
  /** Keywords for footage searches: the beat's visual keywords, else terms of its text. */
  keywords: string[];
  /** Null when the creator turned illustrations off (the scene still carries its label and clip). */
  illustration: string | null;
  /** The word or phrase that chose the illustration; absent for a vibe's stand-in. */
  chosenBy?: string;
  /** Stock footage for this scene, when a stock provider found some. */
  clip?: StockClip;
  /** When the word that chose the illustration is spoken (seconds), for the emphasis pulse. */
  emphasisAt: number | null;
  /** Big kinetic text: a number with its noun ("3 HEARTS") or a key term, and when it is spoken. */
  label: { text: string; at: number } | null;
  /** How the scene fills the frame (layouts.ts chooseLayouts); absent: the big subject. */
  layout?: SceneLayout;
  /** The scene's backdrop (colours #RRGGBB and pattern); absent or null: the style's default. */
  backdrop?: Backdrop | null;
  /** How the scene arrives from the previous one; absent: a cut. */
  transition?: SceneTransition;
  /** The split layout's second picture (a comparison's other side). */
  secondIllustration?: string;
}

export const MAX_SCENE_SEC = 5;
/** A picture appears at most this often in a video unless a line names it again (issue 13). */
export const MAX_SHOWINGS = 2;
/** Shorter scenes (a two-word beat) join their neighbour instead of flashing by. */
export const MIN_SCENE_SEC = 1.5;
/** A cut lands this long before its first word, so the picture arrives with the voice. */
const LEAD_SEC = 0.12;

/** Illustrations standing in when a beat names nothing drawable, per vibe. */
export const FALLBACK: Record<Vibe, string[]> = {
  educational: [
    'light-bulb',
    'magnifying-glass-tilted-left',
    'books',
    'brain',
    'microscope',
    'globe-showing-americas',
  ],
  motivational: ['fire', 'rocket', 'flexed-biceps', 'trophy', 'star', 'high-voltage'],
  meme: ['face-with-tears-of-joy', 'exploding-head', 'fire', 'eyes', 'rocket', 'party-popper'],
  comedy: [
    'grinning-squinting-face',
    'clown-face',
    'party-popper',
    'rolling-on-the-floor-laughing',
    'eyes',
    'banana',
  ],
};

interface Beat {
  kind: BeatKind;
  beat: number;
  text: string;
  keywords: string[];
  words: WordTiming[];
}

const countWords = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The script's beats with their spoken words (the narration is hook, points, call to action in order). */
export function beatsFromScript(script: Script, words: WordTiming[]): Beat[] {
  const parts: Omit<Beat, 'words'>[] = [
    { kind: 'hook' as const, beat: 0, text: script.hook, keywords: [] },
    ...script.body.map((b, i) => ({
      kind: 'point' as const,
      beat: i + 1,
      text: b.text,
      keywords: b.visualKeywords,
    })),
    { kind: 'cta' as const, beat: script.body.length + 1, text: script.callToAction, keywords: [] },
  ].filter((p) => countWords(p.text) > 0);
  const counts = parts.map((p) => countWords(p.text));
  const total = counts.reduce((a, b) => a + b, 0);
  // The speech engine may split or join a few tokens differently: spread any difference evenly.
  const k = total ? words.length / total : 0;
  let at = 0;
  let acc = 0;
  return parts.map((p, i) => {
    acc += counts[i]!;
    const to = i === parts.length - 1 ? words.length : Math.round(acc * k);
    const beat = { ...p, words: words.slice(at, Math.max(at, to)) };
    at = Math.max(at, to);
    return beat;
  });
}

/**
 * For each place a cut could go (before word k; k = 0..length), whether it falls inside a quotation.
 * A quote mark that never closes in the beat opens nothing (it is kept with its words either way).
 */
export function insideQuotes(words: { word: string }[]): boolean[] {
  const inside: boolean[] = [false];
  let open = -1;
  for (let k = 0; k < words.length; k++) {
    for (const ch of words[k]!.word) {
      if (ch === '\u201C') open = k;
      else if (ch === '\u201D') open = -1;
      else if (ch === '"') open = open < 0 ? k : -1;
    }
    inside.push(open >= 0);
  }
  if (open >= 0) for (let k = open + 1; k < inside.length; k++) inside[k] = false;
  return inside;
}

/** The shortest part a cut may leave, and the longest (a little under MAX_SCENE_SEC: a scene's lead-in). */
const MIN_PART_SEC = 1.5;
const MAX_PART_SEC = MAX_SCENE_SEC - 0.3;

/**
 * The cut for part `p` of `n` that falls best between phrases (caption-breaks.ts's costs, where a
 * caption page breaks): a second off the even split weighs as much as one step of cost, so a plain
 * gap (3) loses to a clause's start or the end of a quote up to three seconds away. Never inside a
 * quotation, and every part from MIN_PART_SEC to MAX_PART_SEC long; -1 when no gap allows that.
 */
function phraseCut(
  words: WordTiming[],
  costs: number[],
  quoted: boolean[],
  from: number,
  p: number,
  n: number,
) {
  const start = words[0]!.start;
  const end = words[words.length - 1]!.end;
  const target = start + ((end - start) * p) / n;
  let best = -1;
  let bestScore = Infinity;
  for (let k = from + 1; k < words.length; k++) {
    const at = words[k]!.start;
    const part = at - words[from]!.start;
    if (quoted[k] || part < MIN_PART_SEC || part > MAX_PART_SEC) continue;
    if (end - at < MIN_PART_SEC || end - at > (n - p) * MAX_PART_SEC) continue;
    const score = costs[k - 1]! + Math.abs(at - target);
    if (score < bestScore) [best, bestScore] = [k, score];
  }
  return best;
}

/**
 * Splits a beat's words into parts of at most MAX_SCENE_SEC (as equal as the word boundaries allow).
 * A cut never falls inside a quotation: a quoted question or saying is one thought, and half of it
 * on each of two shots reads wrong (seen: 'worth asking: "What' | 'octopuses do with …"'). The cut
 * falls between phrases where it can (phraseCut): a scene's words are its card, and the hook's first
 * part is the cover (seen: "THIS ONE IS FOR EVERYONE WHO TYPED"). Where no gap allows that, the cut
 * moves to the nearer end of the quote; a quote longer than a scene stays whole.
 */
function splitWords(words: WordTiming[]): WordTiming[][] {
  if (words.length < 2) return [words];
  const dur = words[words.length - 1]!.end - words[0]!.start;
  const n = Math.max(1, Math.ceil(dur / (MAX_SCENE_SEC - 1)));
  if (n === 1) return [words];
  const quoted = insideQuotes(words);
  const costs = breakCosts(words.map((w) => w.word));
  const parts: WordTiming[][] = [];
  let from = 0;
  for (let p = 1; p < n; p++) {
    let cut = phraseCut(words, costs, quoted, from, p, n);
    if (cut > from) {
      parts.push(words.slice(from, cut));
      from = cut;
      continue;
    }
    const target = words[0]!.start + (dur * p) / n;
    cut = from + 1;
    while (cut < words.length - 1 && words[cut]!.start < target) cut++;
    if (quoted[cut]) {
      let before = cut;
      while (quoted[before]) before--;
      let after = cut;
      while (quoted[after]) after++;
      const ok = (k: number) => k > from && k < words.length;
      const gap = (k: number) => Math.abs(words[k]!.start - target);
      if (ok(before) && (!ok(after) || gap(before) <= gap(after))) cut = before;
      else if (ok(after)) cut = after;
      else continue;
    }
    if (cut <= from) continue;
    parts.push(words.slice(from, cut));
    from = cut;
  }
  parts.push(words.slice(from));
  return parts.filter((p) => p.length);
}

/** A lead-in announces the idea without saying it: "Today's topic:", "Let's ask it out loud:". */
const LEAD_IN = /:["\u201D\u2019)\]]*$/;

/**
 * A hook's parts. Its first part is the video's cover (the title card, the frame a feed shows), so it
 * holds the words that carry the idea: the hook's whole first sentence when its words fit the cover
 * (titleFits), however long it takes to say (seen: "TODAY'S TOPIC:" alone, cut on a colon nearest
 * 2 s in). A first sentence too long for the cover is cut at the latest sentence or clause end
 * outside a quote whose words fit, else the latest gap between phrases that does (the idea is often
 * quoted, and part of it says more than none); never after a lead-in ending with a colon nor after
 * words that name nothing ("OKAY, SO"). The rest is split like any beat, and so is a hook no part of
 * which fits.
 */
function hookParts(words: WordTiming[]): WordTiming[][] {
  const n = words.length;
  if (n < 2) return [words];
  const text = words.map((w) => w.word);
  const quoted = insideQuotes(words);
  let sentence = 1;
  while (sentence < n && (quoted[sentence] || !SENTENCE_END.test(text[sentence - 1]!))) sentence++;
  const end = words[n - 1]!.end;
  // The rest must make a scene of its own: a shorter one joins the cover, and its words the card.
  const leaves = (k: number) => k === n || end - words[k]!.start >= MIN_PART_SEC;
  const says = (k: number) =>
    leaves(k) &&
    !LEAD_IN.test(text[k - 1]!) &&
    namesSomething(text.slice(0, k)) &&
    titleFits(text.slice(0, k));
  const cover = (k: number) => (k === n ? [words] : [words.slice(0, k), ...splitWords(words.slice(k))]);
  // A hook said within one scene stays whole, as does one whose second sentence is too short for a scene.
  const first = splitWords(words).length === 1 || !leaves(sentence) ? n : sentence;
  if (says(first)) return cover(first);
  const costs = breakCosts(text);
  const latest = (gap: (k: number) => boolean) => {
    for (let k = first - 1; k > 0; k--) if (gap(k) && says(k)) return k;
    return -1;
  };
  const k = latest((k) => !quoted[k] && costs[k - 1]! <= CLAUSE);
  const cut = k > 0 ? k : latest((k) => costs[k - 1]! <= PHRASE);
  return cut > 0 ? cover(cut) : splitWords(words);
}

export function planScenes(
  script: Script,
  words: WordTiming[],
  durationSec: number,
  vibe: Vibe,
  /** The user's idea: its nouns are preferred and decide which sense of a word is meant. */
  idea = script.title,
  /** The look the backdrops and transitions are chosen for (layouts.ts); without it, layouts only. */
  style?: VideoStyle,
  seed = 1,
): Scene[] {
  const beats = beatsFromScript(script, words);
  const used = new Set<string>();
  // How often each picture has been shown: a third showing needs a line that names it.
  const shown = new Map<string, number>();
  const capped = () => new Set([...shown].filter(([, n]) => n >= MAX_SHOWINGS).map(([id]) => id));
  const subject = subjectIllustrations(idea);
  // Around the subject: its setting and tools, then what emojilib files with its nouns.
  const around = relatedIllustrations(idea, subject, { neighbours: true });
  const ideaNouns = nounsOf(idea);
  const standIns = [...subject, ...around];
  /** Pictures the video's lines have chosen so far, in order. */
  const named: string[] = [];
  const raw: Omit<Scene, 'end'>[] = [];
  let fallback = 0;
  let previous: string | null = null;
  for (const beat of beats) {
    const parts = beat.kind === 'hook' ? hookParts(beat.words) : splitWords(beat.words);
    parts.forEach((part, pi) => {
      const text = part.map((w) => w.word).join(' ');
      const keywords = pi === 0 ? beat.keywords : [];
      // Every cut changes the picture, even where two lines in a row name the same thing: a
      // picture held over several cuts looks frozen (the survey's penguin video).
      const avoid = new Set(previous ? [previous] : []);
      const cap = capped();
      const choose = (kws: string[], said: string) => {
        let m = chooseIllustration(kws, said, avoid, used, idea, cap);
        while (m && looseKeyword(m, said, ideaNouns, standIns)) {
          const word = m.word.toLowerCase();
          const rest = kws.filter((k) => !k.toLowerCase().split(/\s+/).includes(word));
          if (rest.length === kws.length) return null;
          kws = rest;
          m = chooseIllustration(kws, said, avoid, used, idea, cap);
        }
        return m;
      };
      const match = choose(keywords, text) ?? (pi > 0 ? choose(beat.keywords, '') : null);
      let illustration: string;
      let emphasisAt: number | null = null;
      if (match) {
        illustration = match.id;
        const stem = match.word.toLowerCase().slice(0, 4);
        const spoken = part.find((w) =>
          w.word
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .startsWith(stem),
        );
        emphasisAt = spoken ? spoken.start : null;
      } else {
        // A line that names nothing: a picture of the idea's subject, taking turns, rather than the
        // vibe's generic one (fire beside a line of "Our trip to Japan"; decision 035).
        // Neither may show a picture a third time while another is left.
        const fresh = (ids: string[]) => ids.filter((id) => id !== previous && !cap.has(id));
        // Past those, a picture an earlier line of this video named (still about the video), and
        // only then the vibe's.
        // Once the subject's pictures are shown twice: the setting and tools of what this beat's
        // keywords name, then of the idea's (laptop, keyboard, bug for code).
        const beatAround = relatedIllustrations(beat.keywords.join(' '), subject);
        // All of those shown twice (a long video of one subject): a third showing of one of them, the
        // least shown, before the vibe's generic pictures, which say nothing of the video.
        const third = [...subject, ...around]
          .filter((id) => id !== previous && (shown.get(id) ?? 0) <= MAX_SHOWINGS)
          .sort((a, b) => (shown.get(a) ?? 0) - (shown.get(b) ?? 0));
        const pool =
          [
            fresh(subject),
            fresh(beatAround),
            fresh(around),
            fresh(named),
            third.slice(0, 1),
            fresh(FALLBACK[vibe]),
          ].find((p) => p.length) ?? FALLBACK[vibe].filter((id) => id !== previous);
        illustration = pool.find((id) => !used.has(id)) ?? pool[fallback++ % pool.length]!;
      }
      used.add(illustration);
      if (match && !named.includes(match.id)) named.push(match.id);
      shown.set(illustration, (shown.get(illustration) ?? 0) + 1);
      previous = illustration;
      const spokenWords = part.map((w) => w.word);
      const rest = parts.slice(pi + 1).flatMap((p) => p.map((w) => w.word));
      const num = numberLabel(spokenWords, rest);
      let label: Scene['label'] = null;
      if (num) label = { text: num.text, at: part[num.index]!.start };
      // A key term is shown only when it is one of the beat's own visual keywords (a thing, not a verb).
      else if (
        beat.kind !== 'hook' &&
        match &&
        emphasisAt !== null &&
        beat.keywords.some((k) => k.toLowerCase().includes(match.word.toLowerCase())) &&
        // Only when the picture is the thing named: "OCTOPUS" under a lobster misleads.
        namesPicture(match.id, match.word)
      )
        label = { text: match.word.toUpperCase(), at: emphasisAt };
      const terms = candidateTerms(text).map((t) => t.term);
      raw.push({
        kind: beat.kind,
        beat: beat.beat,
        start: part[0]?.start ?? 0,
        text,
        keywords: keywords.length ? keywords : terms.slice(0, 3),
        illustration,
        ...(match ? { chosenBy: match.word } : {}),
        emphasisAt,
        label,
      });
    });
  }
  if (!raw.length) return [];
  // Contiguous scenes: each starts a moment before its first word; the first at 0, the last runs out.
  const scenes: Scene[] = raw.map((s, i) => ({
    ...s,
    start: i === 0 ? 0 : Math.max(0, s.start - LEAD_SEC),
    end: 0,
  }));
  for (let i = 0; i < scenes.length; i++)
    scenes[i]!.end = i + 1 < scenes.length ? scenes[i + 1]!.start : durationSec;
  // A short scene (a two-word line) joins the one before, unless that would hold one picture past
  // MAX_SCENE_SEC (seen: four short lines on one picture for 6.6 s): then it starts a scene that the
  // next one joins. The last one always joins the one before.
  const merged: Scene[] = [];
  const short = (s: Scene) => s.end - s.start < MIN_SCENE_SEC;
  for (const s of scenes) {
    const prev = merged[merged.length - 1];
    const last = s === scenes[scenes.length - 1];
    if (
      prev &&
      ((short(s) && (last || s.end - prev.start <= MAX_SCENE_SEC)) || (short(prev) && merged.length > 1))
    ) {
      prev.end = s.end;
      continue;
    }
    merged.push(s);
  }
  const laidOut = chooseLayouts(merged, style, seed);
  return balanceStandIns(laidOut, standIns, FALLBACK[vibe], MAX_SHOWINGS);
}
