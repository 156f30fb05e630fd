/**
 * A signed-in screen's first answers, asked for by the page's boot script (boot.ts) before the app's
 * code arrived. The API client takes each once, for the first GET of the same path in the first
 * seconds; anything else fetches as usual.
 */
/** Early answers are for the first load only: later GETs of the same path want fresh data. */
const FRESH_MS = 15_000;

/** The early answer for `path`, once, while fresh. */
export function takeEarly(path: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.reelsmithEarly;
  const answer = early?.answers[path];
  if (!early || !answer) return undefined;
  delete early.answers[path];
  return Date.now() - early.at < FRESH_MS ? answer : undefined;
}

/** Paths asked for early and never taken (read by the browser tests). */
export const untakenEarly = (): string[] =>
  typeof window === 'undefined' ? [] : Object.keys(window.reelsmithEarly?.answers ?? {});
if (typeof window !== 'undefined')
  (window as unknown as { reelsmithUntakenEarly: () => string[] }).reelsmithUntakenEarly = untakenEarly;
