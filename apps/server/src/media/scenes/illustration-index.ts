import { createRequire } from 'node:module';
import { illustrationIds } from './illustration-icons.ts';
import {
  ACTIVITIES,
  ACTIVITY_FORM,
  MODIFIER,
  PLACES,
  PREPOSITION,
  STOP,
  SYMBOLIC,
  THINGS,
  singulars,
} from './illustration-words.ts';

// The keyword index the matcher looks words up in: each icon's own name, emojilib's keywords (MIT) and
// the word tables' rows, scored; built once, on the first lookup.

const require = createRequire(import.meta.url);

/** Illustrations of food, and of animals (emojilib's tags), for keeping an animal's word off a dish. */
export const food = new Set<string>();
export const animals = new Set<string>();

/**
 * For a word whose own picture is an animal ("octopus", "dog"; `list` is its index entry, best
 * first): whether a picture is a dish tagged with it (sushi, hot dog), the wrong sense. Else never.
 */
export function dishForAnimal(list: readonly { id: string; score: number }[]): (id: string) => boolean {
  const top = list[0];
  if (!top || top.score < 10 || !animals.has(top.id)) return () => false;
  return (id) => food.has(id) && !animals.has(id);
}

/** emojilib tag → the icons carrying it among their first three tags (`relatedIllustrations`). */
export const tagNeighbours = new Map<string, string[]>();
/** An icon's emojilib tags (lowercased, its name left out) and its place in emojilib's (Unicode's) order. */
export const libTags = new Map<string, string[]>();
export const libOrder = new Map<string, number>();
/** How many icons carry an emojilib tag anywhere in their list. */
export const tagCount = new Map<string, number>();

/** Keyword → illustration ids, best first, with a score. */
let keywordIndex: Map<string, { id: string; score: number }[]> | null = null;

function addKey(map: Map<string, { id: string; score: number }[]>, key: string, id: string, score: number) {
  if (!key || STOP.has(key) || key.length < 3) return;
  const list = map.get(key) ?? [];
  const have = list.find((e) => e.id === id);
  if (have) have.score = Math.max(have.score, score);
  else list.push({ id, score });
  map.set(key, list);
}

export function index(): Map<string, { id: string; score: number }[]> {
  if (keywordIndex) return keywordIndex;
  const ids = new Set(illustrationIds());
  const map = new Map<string, { id: string; score: number }[]>();
  // The icon's own name: "octopus" 10; each word of a compound name ("money-bag") 5 for its head
  // noun (the last word) and 3 for the others.
  for (const id of ids) {
    const parts = id.split('-');
    addKey(map, parts.join(' '), id, 10);
    if (parts.length === 1) continue;
    // "fast-up-button" is a button, not speed: a symbol's name words count as weak tags.
    const symbolic = SYMBOLIC.test(id);
    // Nor is "black-cat" a picture of black, or "globe-showing-americas" of showing (decision 035).
    // The head is the word before a preposition ("roll-of-paper" is a roll, "bridge-at-night" a
    // bridge); the words after it only describe the head (decision 035).
    const prep = parts.findIndex((p, i) => i > 0 && PREPOSITION.test(p));
    const head = prep > 0 ? prep - 1 : parts.length - 1;
    parts.forEach((p, i) =>
      addKey(map, p, id, i === head ? 5 : symbolic || MODIFIER.test(p) || (prep > 0 && i > prep) ? 1 : 3),
    );
  }
  // emojilib: the emoji's name, then its looser keywords.
  const lib = require('emojilib') as Record<string, string[]>;
  for (const words of Object.values(lib)) {
    const id = words[0]!.replace(/_/g, '-');
    if (!ids.has(id)) continue;
    const tags = words.slice(1).map((k) => k.replace(/_/g, ' ').toLowerCase());
    libTags.set(id, tags);
    libOrder.set(id, libOrder.size);
    for (const k of new Set(tags)) tagCount.set(k, (tagCount.get(k) ?? 0) + 1);
    if (words.includes('food')) food.add(id);
    if (words.includes('animal')) animals.add(id);
    // A heart, sign or button tagged "coffee" is a colour swatch, not a picture of the thing.
    const weak = SYMBOLIC.test(id) ? 1 : 2;
    // A thing's first three tags say what it is about (lunch: sandwich, bento box): neighbours.
    for (const k of words.slice(1, 4)) {
      const key = k.replace(/_/g, ' ').toLowerCase();
      const list = tagNeighbours.get(key) ?? [];
      if (!list.includes(id)) list.push(id);
      tagNeighbours.set(key, list);
    }
    for (const k of words.slice(1)) {
      const key = k.replace(/_/g, ' ').toLowerCase();
      // Among loose tags, the picture whose name spells the word ("city" → cityscape) before the
      // shortest name (foggy).
      addKey(map, key, id, weak + (!SYMBOLIC.test(id) && key.length >= 3 && id.includes(key) ? 0.5 : 0));
    }
  }
  // A place outranks every tag: "japan" is the map, then its landmarks, never a fishcake tagged japan.
  // The world map comes last for every place, so a place never runs out of its own pictures.
  // A place with no landmark in the set (only a globe) scores like a loose tag, so the other things a
  // line names ("packing" → luggage) win over Lisbon's globe (decision 035).
  for (const [place, list] of Object.entries(PLACES)) {
    const landmark = list.some((id) => !id.startsWith('globe-'));
    [...list, 'world-map'].forEach(
      (id, i) => ids.has(id) && addKey(map, place, id, landmark ? 10 - i : 3 - i * 0.25),
    );
  }
  // An everyday thing's pictures rank like its own name would ("coffee" → hot beverage).
  for (const [word, list] of Object.entries(THINGS))
    for (const key of [word, `${word}s`])
      list.forEach((id, i) => ids.has(id) && addKey(map, key, id, 10 - i * 0.5));
  // An activity's forms name the pictures of the doing ("packing" → luggage), like an icon's name.
  for (const [form, key] of ACTIVITY_FORM)
    ACTIVITIES[key]!.forEach((id, i) => ids.has(id) && addKey(map, form, id, 10 - i * 0.5));
  for (const list of map.values()) list.sort((a, b) => b.score - a.score || a.id.length - b.id.length);
  keywordIndex = map;
  return map;
}

/**
 * The editor's picture search (issue 36): illustrations whose name or emojilib keywords match the
 * words of `query`, best first (a name match before a keyword; every word must match). An empty
 * query answers the first icons of the set.
 */
export function searchIllustrations(query: string, limit: number): string[] {
  const words = query.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  if (!words.length) return illustrationIds().slice(0, limit);
  const keywords = index();
  const scores = new Map<string, number>();
  for (const [n, word] of words.entries()) {
    const found = new Map<string, number>();
    for (const form of singulars(word)) {
      for (const e of keywords.get(form) ?? []) found.set(e.id, Math.max(found.get(e.id) ?? 0, e.score));
    }
    // A part of a name ("oct" finds octopus) ranks below a whole word.
    for (const id of illustrationIds()) {
      if (id.includes(word))
        found.set(id, Math.max(found.get(id) ?? 0, id.split('-').includes(word) ? 6 : 4));
    }
    for (const [id, score] of found) {
      if (n === 0) scores.set(id, score);
      else if (scores.has(id)) scores.set(id, scores.get(id)! + score);
    }
    for (const id of [...scores.keys()]) if (!found.has(id)) scores.delete(id);
  }
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([id]) => id);
}
