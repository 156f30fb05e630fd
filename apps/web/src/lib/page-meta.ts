import { useEffect } from 'react';

export interface PageMeta {
  /** Shown before " · Reelsmith" (or alone when it already names the product). */
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/pricing". */
  path: string;
}

const SITE = 'Reelsmith';

function upsert(selector: string, create: () => HTMLElement, set: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  set(el);
}

function meta(attr: 'name' | 'property', key: string, content: string) {
  upsert(
    `meta[${attr}="${key}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(attr, key);
      return m;
    },
    (el) => el.setAttribute('content', content),
  );
}

/** Title, description, canonical link and Open Graph / Twitter tags for one page of the SPA. */
export function usePageMeta({ title, description, path }: PageMeta) {
  useEffect(() => {
    const full = title.includes(SITE) ? title : `${title} · ${SITE}`;
    const url = new URL(path, window.location.origin).toString();
    document.title = full;
    meta('name', 'description', description);
    meta('property', 'og:title', full);
    meta('property', 'og:description', description);
    meta('property', 'og:url', url);
    meta('property', 'og:type', 'website');
    meta('property', 'og:site_name', SITE);
    meta('name', 'twitter:card', 'summary');
    meta('name', 'twitter:title', full);
    meta('name', 'twitter:description', description);
    upsert(
      'link[rel="canonical"]',
      () => {
        const l = document.createElement('link');
        l.rel = 'canonical';
        return l;
      },
      (el) => el.setAttribute('href', url),
    );
  }, [title, description, path]);
}
