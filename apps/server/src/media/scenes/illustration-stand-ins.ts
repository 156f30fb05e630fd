import { isLemma, lookupNoun } from '@reelsmith/wordnet';
import { illustrationIds } from './illustration-icons.ts';
import {
  animals,
  dishForAnimal,
  food,
  index,
  libOrder,
  libTags,
  tagCount,
  tagNeighbours,
} from './illustration-index.ts';
import {
  candidateTerms,
  hasNamed,
  knownByName,
  namedPictures,
  nounsOf,
  reachedPictures,
  wordnetReach,
} from './illustrations.ts';
import {
  ACTIVITIES,
  PHRASES,
  PLACES,
  RELATED,
  STOP,
  SYMBOLIC,
  THINGS,
  activityOf,
  isGlue,
  landmarks,
  misleadingSense,
  relatedKeys,
  singulars,
} from './illustration-words.ts';

// Stand-ins: pictures of what a video is about for the lines that name nothing drawable, and of what
// surrounds it once the subject's own pictures are shown twice (decision 035).

/**
 * Pictures of what the idea is about ("Our trip to Japan" → map of Japan, Mount Fuji, …): its nouns'
 * pictures named like them or its places', best first. The scene planner stands in with these where a
 * line names nothing drawable, before the vibe's generic pictures (decision 035).
 */
export function subjectIllustrations(idea: string, max = 8): string[] {
  const out: string[] = [];
  const nouns = nounsOf(idea);
  // An idea named by a phrase ("Working from home") shows what the phrase means first.
  for (const [phrase, ids] of PHRASES) if (phrase.test(idea)) out.push(...ids.slice(0, 3));
  // A verb-led idea is about its activity first: "Learning to cook at 40" is cooking.
  // Not in a sense the idea rules out: "Packing lunch" is no suitcase.
  for (const { term } of candidateTerms(idea)) {
    const key = activityOf(term);
    if (!key) continue;
    for (const id of ACTIVITIES[key]!.slice(0, 3))
      if (!out.includes(id) && !misleadingSense(term, id, idea.toLowerCase())) out.push(id);
    break;
  }
  // Else the verb after "to": what doing it looks like ("Learning to draw", "learning to juggle").
  if (!out.length)
    for (const m of idea.toLowerCase().matchAll(/\bto ([a-z]+)/g))
      for (const id of doingPictures(m[1]!)) if (!out.includes(id)) out.push(id);
  // The idea's head noun (its first noun with a picture, up to three of them), one more noun's and
  // its places: "Why owls hunt at night" is owls. A stand-in shows a picture twice at most, so a
  // video needs several of them before the vibe's generic ones.
  let nounsTaken = 0;
  for (const { term } of candidateTerms(idea)) {
    if (!PLACES[term] && (nounsTaken >= 2 || !nouns.has(term) || activityOf(term))) continue;
    const before = out.length;
    if (PLACES[term]) {
      for (const id of PLACES[term].slice(0, 3)) if (!out.includes(id)) out.push(id);
      continue;
    }
    const named = namedPictures(term, idea.toLowerCase());
    for (const id of named.slice(0, nounsTaken ? 1 : 3)) if (!out.includes(id)) out.push(id);
    if (out.length > before) nounsTaken++;
  }
  // Then the nouns the set has no picture named like, through their setting or WordNet ("puppy" →
  // dog, "interview" → briefcase), after a named one or a place ("Our trip to Japan" is
  // Japan before a trip's luggage).
  for (const { term } of candidateTerms(idea)) {
    if (nounsTaken >= 2 || PLACES[term] || !nouns.has(term) || activityOf(term)) continue;
    if (namedPictures(term, idea.toLowerCase()).length) continue;
    // Nor a word the set names whose pictures the idea rules out ("head chef" is no speaking head):
    // a word known by name never hops, here to WordNet's or emojilib's people.
    if (knownByName(term)) continue;
    const before = out.length;
    for (const id of nounPictures(term, idea.toLowerCase()).slice(0, nounsTaken ? 1 : 3))
      if (!out.includes(id)) out.push(id);
    if (out.length > before) nounsTaken++;
  }
  // No noun of the idea gave a picture: its other words that WordNet knows as nouns, which compromise
  // took for verbs ("Why we dream", "How airplanes fly").
  if (!out.length)
    for (const { term } of candidateTerms(idea)) {
      if (nouns.has(term) || isGlue(term)) continue;
      // A noun WordNet knows, or a closed compound it does not ("birdwatching" → bird).
      if (!singulars(term).some((f) => isLemma(f, 'noun')) && !wordnetReach(term).length) continue;
      for (const id of nounPictures(term, idea.toLowerCase()).slice(0, 3))
        if (!out.includes(id)) out.push(id);
      if (out.length) break;
    }
  return out.slice(0, max);
}

/**
 * A statement card shows its words, not its picture, yet planning counted its picture as shown: a
 * later scene standing in (no word of its own chose its picture) could then fall to the vibe's pool
 * or a picture's third showing (fire at the end of a guitar video). Once the layouts are known, such
 * a subject scene takes the stand-in seen least instead, never its neighbours' picture.
 */
export function balanceStandIns<
  T extends { layout?: string; illustration?: string | null; chosenBy?: string },
>(scenes: T[], standIns: readonly string[], pool: readonly string[], max: number): T[] {
  const seen = new Map<string, number>();
  const count = (id: string) => seen.get(id) ?? 0;
  scenes.forEach((sc, i) => {
    if (!sc.illustration || sc.layout === 'statement') return;
    if (sc.layout === 'subject' && !sc.chosenBy) {
      const id = sc.illustration;
      if (pool.includes(id) || count(id) >= max) {
        const near = [scenes[i - 1]?.illustration, scenes[i + 1]?.illustration];
        const better = standIns
          .filter((x) => !near.includes(x) && count(x) < max)
          .sort((a, b) => count(a) - count(b))[0];
        if (better) sc.illustration = better;
      }
    }
    seen.set(sc.illustration, count(sc.illustration) + 1);
  });
  return scenes;
}

/**
 * Whether a picture chosen by one of the idea's nouns is a loose one for a line that does not say it.
 * The builtin writer gives every line the idea's nouns as keywords; one that the stand-ins find no
 * picture of brings only a picture named like it: through emojilib's tags "adult" put eight faces in
 * twelve scenes of "learning guitar as an adult". `standIns` are the idea's subject and its world.
 */
export function looseKeyword(
  m: { id: string; word: string },
  text: string,
  ideaNouns: ReadonlySet<string>,
  standIns: readonly string[],
): boolean {
  const word = m.word.toLowerCase();
  const stem = word.slice(0, 4);
  return (
    ideaNouns.has(word) &&
    !text
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => w.startsWith(stem)) &&
    !standIns.includes(m.id) &&
    !m.id.split('-').some((p) => p.startsWith(word)) &&
    !subjectIllustrations(word).length
  );
}

/**
 * A subject noun's pictures: those named like it, else its hand-written setting ("interview" →
 * briefcase), else what WordNet says it is ("puppy" → dog).
 */
function nounPictures(term: string, context: string): string[] {
  const named = namedPictures(term, context);
  if (named.length) return named;
  const related = relatedKeys(term).flatMap((k) => RELATED[k]!);
  if (related.length) return related;
  // What WordNet reaches, then the reached words' settings: "birdwatching" → bird → the birds.
  const reached = reachedPictures(term, context);
  for (const r of wordnetReach(term))
    for (const key of relatedKeys(r))
      for (const id of RELATED[key]!)
        if (!reached.includes(id) && !misleadingSense(term, id, context)) reached.push(id);
  return reached.length ? reached : peoplePictures(term);
}

/**
 * A person noun's pictures: the people emojilib tags with it among their first three tags ("nurse" →
 * man and woman health worker), not a look (red hair, beard, older) nor an animal ("friend" → dog).
 */
function peoplePictures(term: string): string[] {
  index();
  return singulars(term)
    .flatMap((f) => tagNeighbours.get(f) ?? [])
    .filter((id) => /^(man|woman|person)-/.test(id) && !/hair|bald|beard|old|blond/.test(id));
}

/**
 * The picture of doing what a verb says, by its "-ing" form: its activity row ("draw" → drawing's
 * pencil; "draw" alone has none, being the writer's instruction), else the person emojilib names
 * doing it ("learning to juggle" → person juggling, "surf" → person surfing; decision 035).
 */
function doingPictures(verb: string): string[] {
  if (!isLemma(verb, 'verb')) return [];
  const forms = [`${verb}ing`, `${verb.replace(/e$/, '')}ing`, `${verb}${verb.at(-1)}ing`];
  const row = forms.map(activityOf).find(Boolean);
  if (row) return ACTIVITIES[row]!.slice(0, 3);
  const map = index();
  for (const f of forms) {
    const ids = (map.get(f) ?? [])
      .filter((e) => e.score >= 5 && /^(man|woman|person)-/.test(e.id))
      .map((e) => e.id);
    if (ids.length) return ids;
  }
  return [];
}

/** The most icons an emojilib tag may carry among their first three tags to count as neighbours. */
const NEIGHBOURS_MAX = 6;

/** Siblings (`siblingPictures`): a shared tag on at most this many icons, at most this far apart in order. */
const SIBLING_TAG_MAX = 15;
const SIBLING_SPAN = 60;
const SIBLING_KIND_MAX = 30;

/**
 * Icons of the same kind as `id` that emojilib files under the same specific tag: pancakes →
 * (breakfast) bread, waffle, bacon, egg, cooking, bowl with spoon; violin → (instrument) guitar,
 * saxophone, drum; spider → (arachnid) spider web, scorpion. For a subject with one or two pictures and
 * no row of its own, so its video reaches its world before the vibe's pool (decision 035).
 * Each guard keeps out a sense a first version let in:
 * - the tag is among the subject picture's first two tags and the sibling's first three (what each is
 *   about, not a late loose tag: the parrot's "pirate" → skull, the cat's "domestic" → water buffalo,
 *   the memo's "exam" → hundred points; the bread's third tag, "breakfast", would bring bacon, the
 *   spider's "insect" the bee);
 * - it is on 2 to 15 icons (not a category: "food", "animal", "nature");
 * - the two are at most 60 places apart in emojilib's order, which is Unicode's, grouped by kind (an
 *   animal's sibling is an animal, a dish's a dish);
 * - they share a second tag too, a kind (food, animal) or one on at most 30 icons (the rocket's "ship"
 *   is a spaceship, the speedboat's a boat: they share only "vehicle");
 * - both or neither are food, both or neither animals (a teacup's "breakfast" is no bacon);
 * - never a symbol, a face or a person.
 */
export function siblingPictures(id: string, context = ''): string[] {
  index();
  const own = libTags.get(id);
  const at = libOrder.get(id);
  if (!own || at === undefined) return [];
  const name = id.split('-');
  const out: string[] = [];
  for (const tag of own.slice(0, 2)) {
    const n = tagCount.get(tag) ?? 0;
    if (n < 2 || n > SIBLING_TAG_MAX || STOP.has(tag)) continue;
    // The icon's own name ("cats" for the cat) is no shared subject.
    if (name.some((p) => tag.startsWith(p) || p.startsWith(tag))) continue;
    for (const other of tagNeighbours.get(tag) ?? []) {
      if (other === id || out.includes(other)) continue;
      if (Math.abs(libOrder.get(other)! - at) > SIBLING_SPAN) continue;
      if (SYMBOLIC.test(other) || /face|^(man|woman|person)(-|$)/.test(other)) continue;
      if (food.has(other) !== food.has(id) || animals.has(other) !== animals.has(id)) continue;
      // A second shared tag says they are the same kind of thing: a kind (food, animal) or a tag on at
      // most 30 icons, not a word as broad as "vehicle" (the rocket and the speedboat).
      const theirs = new Set(libTags.get(other));
      const kind = (t: string) =>
        t === 'food' || t === 'animal' || (tagCount.get(t) ?? 0) <= SIBLING_KIND_MAX;
      if (!own.some((t) => t !== tag && theirs.has(t) && kind(t))) continue;
      if (misleadingSense(tag, other, context)) continue;
      out.push(other);
    }
  }
  return out;
}

/**
 * Pictures around what a text is about, for stand-ins once the subject's own are shown twice (issue 13:
 * the 5 am video's second half was fire, rocket and biceps). In order: the phrase's pictures, then per
 * word of the text (spoken order) its activity's and everyday thing's further pictures and its setting
 * and tools (`RELATED`), then, with `neighbours`, the icons emojilib tags with one of the text's nouns
 * among their first three tags (lunch → sandwich, marathon → running shirt). Never a sense the text
 * rules out, a symbol, or a dish for an animal; `exclude` (the subject's) are left out.
 */
export function relatedIllustrations(
  text: string,
  exclude: readonly string[] = [],
  { neighbours = false, max = 16 }: { neighbours?: boolean; max?: number } = {},
): string[] {
  const map = index();
  const ids = new Set(illustrationIds());
  const context = text.toLowerCase();
  const out: string[] = [];
  const add = (word: string, id: string) => {
    if (!ids.has(id) || out.includes(id) || exclude.includes(id)) return;
    if (misleadingSense(word, id, context)) return;
    out.push(id);
  };
  for (const [phrase, list] of PHRASES) if (phrase.test(text)) for (const id of list) add('', id);
  // Two-letter words too where the table knows them ("PC").
  const short = text
    .split(/\s+/)
    .map((w, index) => ({ term: w.toLowerCase().replace(/[^a-z]/g, ''), index }))
    // And a stop word with a row: "week" and the weekdays are no line's picture, but a planning
    // video's calendar.
    .filter((t) => (t.term.length === 2 || STOP.has(t.term)) && RELATED[t.term]);
  const terms = [...candidateTerms(text), ...short]
    .sort((a, b) => a.index - b.index)
    .filter((t) => !isGlue(t.term) || activityOf(t.term));
  for (const { term } of terms) {
    const act = activityOf(term);
    if (act) for (const id of ACTIVITIES[act]!) add(term, id);
    for (const form of singulars(term)) for (const id of THINGS[form] ?? []) add(term, id);
    for (const key of relatedKeys(term)) for (const id of RELATED[key]!) add(term, id);
  }
  if (neighbours) {
    const nouns = nounsOf(text);
    // A noun the set has no picture named like and no table knows: the words WordNet reaches from it,
    // their pictures and their setting ("mailman" → mail → envelope, mailbox, postbox).
    // A closed compound WordNet does not know counts as a noun ("birdwatching"; round two).
    const compound = (t: string) => !singulars(t).some((f) => lookupNoun(f)) && wordnetReach(t).length > 0;
    for (const { term } of terms) {
      if (
        (!nouns.has(term) && !compound(term)) ||
        activityOf(term) ||
        relatedKeys(term).length ||
        hasNamed(term, context)
      )
        continue;
      if (singulars(term).some((f) => THINGS[f])) continue;
      for (const id of reachedPictures(term, context, 6)) add(term, id);
      for (const r of wordnetReach(term))
        for (const key of relatedKeys(r)) for (const id of RELATED[key]!) add(r, id);
    }
    for (const { term } of terms) {
      // Only for a word the tables do not know: emojilib's tags of a known one drift (party → crystal
      // ball, phone → antenna bars).
      if (!nouns.has(term) || activityOf(term) || relatedKeys(term).length) continue;
      if (singulars(term).some((f) => THINGS[f])) continue;
      for (const form of singulars(term).slice(0, 2)) {
        const list = map.get(form) ?? [];
        const dish = dishForAnimal(list);
        const near = tagNeighbours.get(form) ?? [];
        // A tag on many icons is a category ("food": every fruit, "fly": birds and kites), not a thing.
        if (near.length > NEIGHBOURS_MAX) continue;
        for (const id of near) {
          if (SYMBOLIC.test(id) || dish(id) || /face|^(man|woman|person)(-|$)/.test(id)) continue;
          // Not a picture named after the word that only describes its head (rainbow flag), nor a
          // landmark of a place the text does not name (Mount Fuji for "mountains").
          if (id.split('-').slice(0, -1).includes(form)) continue;
          // Nor the first part of a closed compound WordNet knows in its own sense: goosebumps are
          // no goose.
          if (form.startsWith(id) && form !== id && singulars(form).some((f) => lookupNoun(f))) continue;
          if (
            landmarks.has(id) &&
            !Object.entries(PLACES).some(([p, l]) => l.includes(id) && context.includes(p))
          )
            continue;
          add(form, id);
        }
      }
    }
    // A noun with one to three pictures of its own and no row: the icons emojilib files beside its
    // picture under a specific tag (pancakes → waffle, bacon; `siblingPictures`).
    // A text whose nouns compromise missed ("How to make fluffy pancakes") counts its words WordNet
    // has as nouns, as `subjectIllustrations` does. A place has its own pictures (a tulip for
    // Amsterdam is no way to roses).
    const noun = (t: string) => nouns.has(t) || (!nouns.size && singulars(t).some((f) => isLemma(f, 'noun')));
    // Only for the text's first noun with a picture (its subject), and from the picture that is that
    // noun ("pancakes", the hot pepper for "peppers"): "Why dogs tilt their heads" is about dogs, which
    // have their own row, not about the speaking head, whose siblings are silhouettes.
    for (const { term } of terms) {
      if (!noun(term) || PLACES[term]) continue;
      const named = namedPictures(term, context);
      if (!named.length) continue;
      if (activityOf(term) || relatedKeys(term).length || singulars(term).some((f) => THINGS[f])) break;
      if (named.length > 3) break;
      const forms = singulars(term);
      const own = named.find((id) => forms.includes(id) || forms.includes(id.split('-').at(-1)!));
      if (own) for (const id of siblingPictures(own, context)) add(term, id);
      // Its WordNet broader term's setting, where a row has one: a parrot is a bird, a flamingo a wading
      // bird (the row's doves, owls, feathers and nests). The broader term of the first sense only.
      const broader = forms.map((f) => lookupNoun(f)?.broader[0]).find(Boolean);
      const head = broader?.split(' ').at(-1)?.toLowerCase();
      if (head) for (const key of relatedKeys(head)) for (const id of RELATED[key]!) add(term, id);
      break;
    }
  }
  return out.slice(0, max);
}
