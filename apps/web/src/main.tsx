import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { getToken } from './lib/auth-token';

// Signed in, the screen's first data is asked for at once (lib/early-data.ts); the list is its own
// small chunk, so the signed-out landing's first load does not carry it.
const token = getToken();
if (token) void import('./lib/early-data').then((m) => m.askEarly(window.location.pathname, token));

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing's HTML is prerendered at build time (scripts/prerender-landing.mjs), so its hero paints
// before any JavaScript runs; React takes over that HTML. Every other screen starts from an empty root.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
