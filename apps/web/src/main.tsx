import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './app/app';
import { ROUTES } from './app/routes';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing's HTML is prerendered at build time (scripts/prerender-landing.mjs), so its hero paints
// before any JavaScript runs; React takes over that HTML. Every other screen starts from an empty root
// and draws once its screen's code (already on its way: lib/boot.ts) has loaded, not a spinner first.
if (root.firstElementChild) hydrateRoot(root, app);
else {
  const first = ROUTES.find((r) => matchPath(r.path, window.location.pathname));
  void (first?.component.preload() ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => createRoot(root).render(app));
}
