/**
 * A signed-in screen's first answers, asked for as soon as the app's own code runs. Without this a
 * screen asks only after its code has downloaded and drawn once, so on a phone every first load
 * waits for two trips in a row: the screen's code, then its data. The API client takes each early
 * answer once, for the first GET of the same path in the first seconds; anything else fetches as
 * usual. A path listed here that the screen no longer asks for is a wasted request, so
 * e2e/navigation.spec.ts fails when an early answer is left untaken.
 */
/** What every signed-in screen's frame shows: the account, the plan's allowance, the counts. */
const FRAME = ['/api/users/me/', '/api/billing/', '/api/dashboard/stats'];

/** Each screen's own first answers, exactly as the screen asks for them (with their default filters). */
export const SCREEN_DATA: Record<string, string[]> = {
  '/dashboard': ['/api/videos?limit=8'],
  '/create': ['/api/users/me/prompt-instructions/', '/api/voices/clones/'],
  '/ai-generate': ['/api/users/me/prompt-instructions/', '/api/voices/clones/'],
  '/upload-video': [],
  '/voices': ['/api/scripts/voices/with-previews/'],
  '/my-content': ['/api/content?sort=newest&limit=24'],
  '/scripts': ['/api/scripts/?page=1&page_size=12'],
  '/social': ['/api/social/analytics/dashboard/', '/api/social/connection-status/', '/api/social/posts/'],
  '/channels': ['/api/channels'],
  '/channels/brand-kits': ['/api/brand-kits'],
  '/analytics': [
    '/api/analytics/top-posts?period=30d&platform=all&scope=me',
    '/api/analytics/ideas?page=0',
    '/api/analytics/overview?period=30d&platform=all&scope=me',
    '/api/analytics/insights?platform=all&scope=me',
  ],
  '/monetization': ['/api/monetization/products', '/api/monetization/overview?period=month&scope=me'],
  '/trending': ['/api/trending/saved'],
  '/settings': [
    '/api/developer/keys/',
    '/api/voices/clones/',
    '/api/users/me/prompt-instructions/',
    '/api/notifications/settings/',
    '/api/account/export',
  ],
};

/** Early answers are for the first load only: later GETs of the same path want fresh data. */
const FRESH_MS = 15_000;
const early = new Map<string, Promise<Response>>();
/** Paths the client already fetched itself (the list's chunk arrived late): not asked again. */
const fetched = new Set<string>();
let askedAt = 0;

/** Starts the screen's first GETs (signed in only), before React or the screen's code run. */
export function askEarly(pathname: string, token: string | null): void {
  if (!token) return;
  // The listed screens take no parameters, so a path names its screen exactly.
  const screen = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (!SCREEN_DATA[screen]) return;
  askedAt = Date.now();
  for (const path of [...FRAME, ...SCREEN_DATA[screen]].filter((p) => !fetched.has(p))) {
    const answer = fetch(path, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'include',
    });
    // Untaken or failed, it is simply not used: the client then fetches the path itself.
    answer.catch(() => undefined);
    early.set(path, answer);
  }
}

/** The early answer for `path`, once, while fresh. */
export function takeEarly(path: string): Promise<Response> | undefined {
  if (!askedAt) fetched.add(path);
  const answer = early.get(path);
  early.delete(path);
  return answer && Date.now() - askedAt < FRESH_MS ? answer : undefined;
}

/** Paths asked for early and never taken (read by the browser tests). */
export const untakenEarly = (): string[] => [...early.keys()];
if (typeof window !== 'undefined')
  (window as unknown as { reelsmithUntakenEarly: () => string[] }).reelsmithUntakenEarly = untakenEarly;
