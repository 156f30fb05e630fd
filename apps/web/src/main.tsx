import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './app/app';
import { queryClient } from './app/providers';
import { ROUTES } from './app/routes';
import { seedEarly } from './lib/early-data';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing's HTML is prerendered at build time (scripts/prerender-landing.mjs), so its hero paints
// before any JavaScript runs; React takes over that HTML. Every other screen starts from an empty root
// and draws once its screen's code (already on its way: lib/boot.ts) has loaded and its frame's early
// answers are in, not a spinner first and the page again as each answer lands.
if (root.firstElementChild) hydrateRoot(root, app);
else {
  const first = ROUTES.find((r) => matchPath(r.path, window.location.pathname));
  void (first?.component.preload() ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => seedEarly((key, data) => queryClient.setQueryData(key, data)))
    // Drawn as a transition: React renders the shell and screen in slices of a few milliseconds and
    // yields between them, so a tap or scroll is answered while it draws, where one synchronous render
    // held a phone's main thread for 0.7-0.9 s (decision 251).
    .then(() => {
      const r = createRoot(root);
      startTransition(() => r.render(app));
    });
}
