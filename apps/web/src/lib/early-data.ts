/**
 * A signed-in screen's first answers, asked for by the page's boot script (boot.ts) before the app's
 * code arrived. The API client takes each once, for the first GET of the same path in the first
 * seconds; anything else fetches as usual.
 */
/**
 * Early answers are for the first load only: later GETs of the same path want fresh data. Long enough
 * for a slow first load on a busy server, which would otherwise ask again for answers it already has.
 */
const FRESH_MS = 30_000;

/** What the boot script asked for (nothing while the build prerenders a page). */
const earlyAnswers = () => (typeof window === 'undefined' ? undefined : window.reelsmithEarly);

/** The early answer for `path`, once, while fresh. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const early = earlyAnswers();
  const answer = early?.answers[path];
  if (!early || !answer) return undefined;
  delete early.answers[path];
  return Date.now() - early.at < FRESH_MS ? answer : undefined;
}

/** Paths asked for early and never taken (read by the browser tests). */
export const untakenEarly = (): string[] => Object.keys(earlyAnswers()?.answers ?? {});
if (typeof window !== 'undefined')
  (window as unknown as { reelsmithUntakenEarly: () => string[] }).reelsmithUntakenEarly = untakenEarly;

/** Frame data every signed-in screen shows, by path: the query it fills (registered by its module). */
const seeds = new Map<string, readonly unknown[]>();
export const seedsQuery = (path: string, queryKey: readonly unknown[]) => void seeds.set(path, queryKey);

/**
 * Puts the early answers already here into the queries they belong to, so the first screen draws
 * with its frame's data instead of drawing once empty and again when it arrives. An answer still on
 * its way after `waitMs` is left for the query to take as usual.
 */
export async function seedEarly(
  setQueryData: (key: readonly unknown[], data: unknown) => void,
  waitMs = 300,
): Promise<void> {
  const early = earlyAnswers();
  if (!early) return;
  const late = new Promise<undefined>((resolve) => setTimeout(resolve, waitMs, undefined));
  await Promise.all(
    [...seeds].map(async ([path, key]) => {
      const answer = early.answers[path];
      const res = answer && (await Promise.race([answer.catch(() => undefined), late]));
      // A refused answer (an expired session) is the query's to handle: it refreshes and asks again.
      if (!res?.ok || early.answers[path] !== answer) return;
      delete early.answers[path];
      const data: unknown = await res.json().catch(() => undefined);
      if (data !== undefined) setQueryData(key, data);
    }),
  );
}
