import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { getToken } from './lib/auth-token';
import { askEarly } from './lib/early-data';

askEarly(window.location.pathname, getToken());

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
