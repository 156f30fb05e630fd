import WORDS from './illustration-words.json' with { type: 'json' };

// The matcher's word tables, read once from illustration-words.json (each table's `about` says why it
// exists, each row's `why` why it was added), and the word forms they are looked up by.

// JSON's row objects type each group's keys apart; every row is there, so the merge is complete.
type Rows<T> = { groups: { rows: Record<string, T | undefined> }[] };

const words = (table: { words: string[] }) => new Set(table.words.join(' ').split(' '));
const rows = <T>(table: Rows<T>) =>
  Object.assign({}, ...table.groups.map((g) => g.rows)) as Record<string, T>;

/** Words that name nothing worth drawing. */
export const STOP = words(WORDS.stop);

/** The writer's side words (template glue): they choose a picture only when the idea says them. */
const GLUE = words(WORDS.glue);

/** Nouns of a definition that name nothing to draw. */
export const GLOSS_GENERIC = words(WORDS.glossGeneric);

/** Figures of speech whose noun is no thing of the video. */
const FIGURES = WORDS.figures.rows.map(([re, noun]) => [new RegExp(re!, 'i'), noun!] as const);

/** Activity (base form, irregular forms after `|`; `=` lists its only forms) → pictures of the doing. */
export const ACTIVITIES: Record<string, string[]> = rows(WORDS.activities);

/** Everyday things → their pictures, best first. */
export const THINGS: Record<string, string[]> = rows(WORDS.things);

/** A subject → its setting and tools; `relatedSameAs` words share another word's row. */
export const RELATED: Record<string, string[]> = rows(WORDS.related);
for (const [word, same] of Object.entries(rows(WORDS.relatedSameAs))) RELATED[word] = RELATED[same]!;

/** Ideas named by a phrase rather than a word → their pictures. */
export const PHRASES = WORDS.phrases.rows.map((p) => [new RegExp(p.pattern, 'i'), p.pictures] as const);

/** Senses of a word that mislead out of context. */
const MISLEADING = WORDS.misleading.rows.map((m) => ({
  word: new RegExp(m.word),
  ids: new RegExp(m.ids),
  unless: new RegExp(m.unless),
}));

/** Place → its landmarks, else its part of the world's globe; best first. */
export const PLACES: Record<string, string[]> = {
  ...rows<string[]>(WORDS.places),
  ...Object.fromEntries(
    Object.entries(WORDS.places.globes).flatMap(([globe, places]) =>
      places
        .join(' ')
        .split(' ')
        .map((place) => [place, [globe]]),
    ),
  ),
};

/** Pictures of one place (Mount Fuji, the Statue of Liberty): neighbours only where the place is named. */
export const landmarks = new Set(
  Object.values(PLACES)
    .flat()
    .filter((id) => !id.startsWith('globe-')),
);

/** Icons that are symbols (a heart, a sign, a button), not pictures of a thing. */
export const SYMBOLIC = /heart|button|sign|mark|symbol|^flag|keycap|square|circle|arrow|^regional/;

/** Words of a compound name that describe its head rather than name a thing of their own. */
export const MODIFIER =
  /^(black|white|red|blue|green|yellow|orange|purple|brown|pink|grey|gray|hot|cold|big|small|little|old|new|high|low|up|down|off|out|with|of|on|in|at|and|for|from)$|ing$|ed$/;

/** A compound name's head is the word before its first preposition: a roll of paper is a roll. */
export const PREPOSITION = /^(of|at|with|in|on|from|for)$/;

/** Singular forms worth trying for an English word. */
export function singulars(w: string): string[] {
  const out = [w];
  if (w.endsWith('ies')) out.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('ves')) out.push(`${w.slice(0, -3)}f`);
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  if (w.endsWith('s') && !w.endsWith('ss')) out.push(w.slice(0, -1));
  if (w.endsWith('ing') && w.length > 5) out.push(w.slice(0, -3), `${w.slice(0, -3)}e`, w.slice(0, -4));
  return out;
}

/** The forms of a verb: "cook" → cook, cooks, cooked, cooking; "bake" → bakes, baked, baking. */
function verbForms(base: string): string[] {
  const stem = base.endsWith('e') ? base.slice(0, -1) : base;
  // One vowel before a final consonant doubles it: jog → jogging, nap → napped.
  const dbl = /^[^aeiou]*[aeiou][bdgmnpt]$/.test(base) ? base + base.at(-1) : stem;
  return [base, `${base}s`, `${dbl}ed`, `${dbl}ing`, `${dbl}er`, `${dbl}ers`];
}

/** Every form of every activity → its key in `ACTIVITIES`. */
export const ACTIVITY_FORM = new Map<string, string>();
for (const key of Object.keys(ACTIVITIES)) {
  const [base, ...irregular] = key.replace(/^=/, '').split('|');
  const forms = key.startsWith('=') ? [base!, ...irregular] : [...verbForms(base!), ...irregular];
  for (const f of forms) ACTIVITY_FORM.set(f, key);
}

/** The activity a word names ("cooking" → its table key), or null. */
export function activityOf(word: string): string | null {
  return ACTIVITY_FORM.get(word.toLowerCase().replace(/[^a-z]/g, '')) ?? null;
}

/** The nouns a text uses only in a figure of speech (`FIGURES`). */
export function figurativeNouns(text: string): Set<string> {
  return new Set(FIGURES.filter(([re]) => re.test(text)).map(([, w]) => w));
}

/** Whether a word is template glue (any form: "decisions", "takes", "pieces"). */
export function isGlue(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  // An activity's every form too: "walked" is "walk".
  const base = activityOf(w)?.replace(/^=/, '').split('|')[0];
  return singulars(w).some((f) => GLUE.has(f)) || (!!base && GLUE.has(base));
}

/** Whether `id` is a sense of `key` that the context does not support. */
export function misleadingSense(key: string, id: string, context: string): boolean {
  return MISLEADING.some((m) => m.word.test(key) && m.ids.test(id) && !m.unless.test(context));
}

/** The keys of `RELATED` a word counts for: its singular forms and, for an activity, its base. */
export function relatedKeys(word: string): string[] {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  const base = activityOf(w)?.replace(/^=/, '').split('|')[0];
  // "training" is no train: an "-ing" word counts as said or through its activity (as in the index).
  const forms = /ing$/.test(w) ? [w] : singulars(w);
  return [...forms, ...(base ? [base] : [])].filter((k) => RELATED[k]);
}
