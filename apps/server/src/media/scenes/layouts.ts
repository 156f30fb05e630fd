import type { SceneLayout, SceneTransition } from '@reelsmith/contracts/storyboard';
import type { VideoStyle } from '@reelsmith/contracts/video';
import nlp from 'compromise';
import { breakCosts, GLUE } from '../layers/caption-breaks.ts';
import { chooseIllustration } from './illustrations.ts';
import { STYLES, type Backdrop } from './styles.ts';

// Every scene reads as a new shot (issue 37): what the line is chooses how it fills the frame, and
// the style gives each scene its own backdrop and the way it arrives. A field already set (the
// creator's choice in the storyboard) is kept; only missing ones are filled, so this runs once when
// the scenes are planned and again at render time for what the plan left to the style.

/** What chooseLayouts reads and fills (media/scenes/scenes.ts Scene has these fields). */
export interface LayoutScene {
  kind: 'hook' | 'point' | 'cta';
  start: number;
  end: number;
  text: string;
  illustration: string | null;
  chosenBy?: string;
  clip?: unknown;
  label: { text: string; at: number } | null;
  layout?: SceneLayout;
  backdrop?: Backdrop | null;
  transition?: SceneTransition;
  secondIllustration?: string;
}

/** The hook's title card covers at most this much of the start (issue 37). */
export const TITLE_MAX_SEC = 1.5;

/** A comparison: its two sides get a split (two pictures). */
const COMPARISON = /\b(vs\.?|versus|instead of|compared (?:to|with)|rather than|(?:better|worse) than)\b/i;

/** Whether a line compares two things, and the words after the comparison (its other side). */
export function comparison(text: string): { after: string } | null {
  const m = COMPARISON.exec(text);
  return m ? { after: text.slice(m.index + m[0].length) } : null;
}

/** Whether the line's own words chose its picture (not the idea's subject standing in). */
const namesItsPicture = (scene: LayoutScene) => {
  const stem = scene.chosenBy?.toLowerCase().slice(0, 4);
  return !!stem && scene.text.toLowerCase().includes(stem);
};

/**
 * A statement card is two or three huge words with the rest of the line small above them: it reads
 * only for a short, punchy line. A longer one became a block of small type (seen in Retro), so it
 * shows its picture instead.
 */
export const STATEMENT_MAX_WORDS = 6;

/**
 * The layout a line asks for. `previous` is the layout before it: a short line that names nothing
 * drawable is a statement card, but not twice in a row (the idea's picture takes the next one).
 */
export function layoutFor(scene: LayoutScene, index: number, previous?: SceneLayout): SceneLayout {
  if (scene.clip) return 'footage';
  if (index === 0 && scene.kind === 'hook' && scene.start < TITLE_MAX_SEC) return 'title';
  if (scene.illustration && scene.secondIllustration) return 'split';
  if (scene.label && /\d/.test(scene.label.text)) return 'list';
  // With no picture a subject would leave the middle of the frame empty (seen: "WITH IT."): the
  // line's own words fill it, even right after another card.
  if (!scene.illustration) return 'statement';
  const words = scene.text.split(/\s+/).filter(Boolean).length;
  const punchy = words <= STATEMENT_MAX_WORDS;
  const plain = !namesItsPicture(scene) && punchy;
  if (((scene.kind === 'cta' && punchy) || plain) && previous !== 'statement') return 'statement';
  return 'subject';
}

const sameBackdrop = (a: Backdrop | null | undefined, b: Backdrop | null | undefined) =>
  !!a && !!b && a.pattern === b.pattern && a.colors.join() === b.colors.join();

/**
 * Fills each scene's layout (always) and, with a style, its backdrop and transition. Consecutive
 * scenes never share both layout and backdrop; the first scene arrives on a cut.
 */
export function chooseLayouts<T extends LayoutScene>(scenes: T[], style?: VideoStyle, seed = 1): T[] {
  const def = style ? STYLES[style] : null;
  const s0 = Math.abs(Math.floor(seed)) % 997;
  scenes.forEach((sc, i) => {
    if (!sc.clip && sc.illustration && !sc.secondIllustration && sc.layout !== 'subject') {
      const cmp = comparison(sc.text);
      // The other side is named right after the comparison, up to the clause's end ("vs dogs: …").
      const side = cmp?.after
        .split(/[,.:;!?]/)[0]!
        .split(/\s+/)
        .filter((w) => w.length > 2)
        .slice(0, 3);
      const other = cmp
        ? chooseIllustration(side!, cmp.after, new Set([sc.illustration]))?.id
        : sc.layout === 'split'
          ? scenes[i - 1]?.illustration
          : undefined;
      if (other && other !== sc.illustration) sc.secondIllustration = other;
    }
    // Footage always fills the frame: a clip found after planning replaces the drawn layout.
    if (sc.clip) sc.layout = 'footage';
    sc.layout ??= layoutFor(sc, i, scenes[i - 1]?.layout);
    // A split needs its second picture; without one the line shows its subject.
    if (sc.layout === 'split' && !sc.secondIllustration) sc.layout = 'subject';
    if (!def) return;
    const prev = scenes[i - 1];
    if (sc.backdrop === undefined) {
      let k = 0;
      let backdrop: Backdrop;
      do {
        const n = i + s0 + k++;
        const pair = def.palettes[n % def.palettes.length]!;
        backdrop = {
          // The leading colour fills most of the frame: alternating which of the pair leads keeps
          // one scene's light from running into the next's.
          colors: i % 2 ? [pair[1], pair[0]] : [...pair],
          pattern: def.patterns[(n + Math.floor(n / def.palettes.length)) % def.patterns.length]!,
        };
      } while (k < 8 && sameBackdrop(backdrop, prev?.backdrop));
      sc.backdrop = backdrop;
    }
    sc.transition ??= i === 0 ? 'cut' : def.transitions[(i - 1 + s0) % def.transitions.length]!;
  });
  return scenes;
}

/** Whether a picture is the thing `word` names: its id holds the word's first five letters ("hearts" → red-heart). */
export function namesPicture(id: string, word: string): boolean {
  return id.includes(
    word
      .toLowerCase()
      .replace(/[^a-z]/g, '')
      .slice(0, 5),
  );
}

/** Words a statement card does not make huge (they stay in the small line). */
const SMALL_WORDS =
  /^(a|an|the|and|or|but|so|of|to|in|on|at|by|for|with|from|is|are|was|were|be|it|its|this|that|these|those|you|your|we|our|i|my|me|they|them|he|she|his|her|do|does|did|not|no|just|will|can|if|then|than|as|what|which|who|how|why|when|all|every|one|like|follow|more|here|there|about|out|up|get|got|let|make|really|very)$/i;

/**
 * The statement card's words: the run of up to three words with the most weight (fewest small words,
 * later preferred: a line lands on its end) that does not end inside a phrase (the caption pages'
 * break costs) huge, and the words before and after it small, so the
 * card reads top to bottom as the line is spoken.
 */
export function statementWords(text: string): { before: string; big: string; after: string } {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= 3) return { before: '', big: words.join(' '), after: '' };
  // Nouns and adjectives carry a line; verbs like "follow" or "like" and small words do not.
  const tags = (
    nlp(words.join(' ')).json({ terms: { normal: true } }) as { terms: { tags: string[] }[] }[]
  ).flatMap((t) => t.terms.map((x) => x.tags));
  const aligned = tags.length === words.length;
  const gaps = breakCosts(words);
  const weight = (w: string, k: number): number => {
    if (SMALL_WORDS.test(w.replace(/[^A-Za-z']/g, ''))) return 0;
    const t = aligned ? tags[k]! : [];
    if (t.includes('Noun') && !t.includes('Pronoun')) return 1.5;
    return t.includes('Adjective') || t.includes('Value') ? 1 : 0.5;
  };
  // The best run even when every run scores below zero: "Pause here and THINK about it." beats the
  // last two words ("about it") that a fixed fallback made huge.
  let best = { at: words.length - 2, len: 2, score: -Infinity };
  for (let len = 1; len <= 3; len++)
    for (let at = 0; at + len <= words.length; at++) {
      const slice = words.slice(at, at + len);
      const w = slice.map((word, k) => weight(word, at + k));
      // A run must start and end on a word of weight, and not cross a sentence's end.
      if (!w[0] || !w[len - 1]) continue;
      if (slice.slice(0, -1).some((word) => /[.!?:;,]$/.test(word))) continue;
      // Nor end where the next word belongs to it: "SMALL WINS ADD / up." cuts a verb from its particle.
      if (gaps[at + len - 1]! >= GLUE) continue;
      const heavy = w.reduce((n, x) => n + (x > 0 ? x : 0), 0);
      const light = w.filter((x) => x === 0).length;
      // Ending on a verb or an adverb ("SMALL STEPS STILL") reads unfinished when a noun could end it.
      const limp = w[len - 1]! < 1 ? 12 : 0;
      const score = heavy * 10 - light * 8 - limp + at / words.length + len;
      if (score >= best.score) best = { at, len, score };
    }
  return {
    before: words.slice(0, best.at).join(' '),
    big: words
      .slice(best.at, best.at + best.len)
      .join(' ')
      .replace(/[.,;:]+$/, ''),
    after: words.slice(best.at + best.len).join(' '),
  };
}
