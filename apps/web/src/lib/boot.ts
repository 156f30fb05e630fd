/**
 * The page's first script, inline in index.html's head (vite.config.ts writes it there with its data),
 * run before any of the app's code has arrived. Without it a phone waits for trips in a row: the
 * app's code, then the screen's code it names, then the screen's data. It asks for the screen's code
 * (modulepreload) and, signed in, for the screen's first data at once; lib/early-data.ts hands each
 * answer to the first GET of its path. Self-contained (it is serialized with toString): no imports,
 * nothing from outside its body.
 */
export interface EarlyAnswers {
  at: number;
  answers: Record<string, Promise<Response>>;
}

declare global {
  interface Window {
    reelsmithEarly?: EarlyAnswers;
  }
}

export function boot(chunks: Record<string, string[]>, data: Record<string, string[]>): void {
  // The listed screens take no parameters, so a path names its screen exactly.
  const screen = location.pathname.length > 1 ? location.pathname.replace(/\/$/, '') : '/';
  for (const href of chunks[screen] || []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  const token = localStorage.getItem('token');
  const paths = data[screen];
  if (!token || !paths) return;
  const answers: Record<string, Promise<Response>> = {};
  for (const path of paths) {
    answers[path] = fetch(path, {
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      credentials: 'include',
    });
    // Untaken or failed, it is simply not used: the client then fetches the path itself.
    answers[path].catch(() => undefined);
  }
  window.reelsmithEarly = { at: Date.now(), answers };
}
