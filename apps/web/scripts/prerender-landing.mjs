#!/usr/bin/env node
/* global console, process */
// Writes dist/landing.html: dist/index.html with the landing's HTML and styles already in it, as a
// signed-out visitor first sees it, so a phone paints the hero before the JavaScript has arrived
// (issue 39's LCP target); main.tsx then hydrates it. The server answers "/" with it and every other
// screen with the empty index.html. Runs after `vite build` (the web workspace's build script).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

process.env.NODE_ENV = 'production';
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
// Inside the workspace so the bundle's external packages resolve from node_modules.
const outDir = path.join(web, 'node_modules/.prerender');

await build({
  root: web,
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir,
    emptyOutDir: true,
    minify: false,
    // MUI marks modules 'use client' for React Server Components; meaningless here.
    rollupOptions: { onwarn: (w, warn) => w.code === 'MODULE_LEVEL_DIRECTIVE' || warn(w) },
  },
  // MUI's icons and Emotion are bundled (their CommonJS builds do not import by name in Node).
  ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
});
/**
 * Moves Emotion's styles out of the body into the head: the prerender writes each beside the first
 * element using it (93 <style> tags, 86 KB, the theme's variables last of all), so the parser reached
 * the hero's heading 39 KB into the body, and a paint before the end of the body had no colours or
 * spacing yet. Global styles keep their own tags (Emotion's <Global> finds its tag by name when it
 * takes over) ahead of one tag holding every class in document order, the order Emotion's sheet has in
 * the browser; the "css id id ..." attribute tells Emotion's cache which classes it already holds.
 */
function hoistStyles(html) {
  const globals = [];
  const ids = [];
  const rules = [];
  const body = html.replace(
    /<style data-emotion="([\w-]+) ([^"]+)">([\s\S]*?)<\/style>/g,
    (tag, key, names, css) => {
      const fresh = names.split(' ').filter((name) => !ids.includes(name));
      if (key !== 'css') globals.push(tag);
      else if (fresh.length) {
        ids.push(...fresh);
        rules.push(css);
      }
      return '';
    },
  );
  const classes = `<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`;
  return { body, styles: [...new Set(globals), classes].map((tag) => `    ${tag}`).join('\n') };
}

try {
  const { render } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const { body, styles } = hoistStyles(await render('/'));
  if (!body.includes('id="hero-title"')) throw new Error('The prerendered landing has no hero title');
  if (body.includes('<script')) throw new Error('The prerendered landing needs an inline script');
  if (body.includes('<style')) throw new Error('A style of the prerendered landing was left in its body');
  const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root');
  // The landing's own chunk is asked for with the entry, not after it has run.
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const landing = manifest['src/features/marketing/components/landing-page.tsx'].file;
  // The stylesheet (the fonts' faces, swapped in when they arrive) goes inline: a linked one holds the
  // first paint until it has arrived, and by then the scripts have too and keep the page busy.
  const html = shell
    .replace(
      /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
      (_, css) => `<style>${readFileSync(path.join(dist, css), 'utf8')}</style>`,
    )
    .replace(
      '</head>',
      () => `${styles}\n    <link rel="modulepreload" crossorigin href="/${landing}">\n  </head>`,
    )
    // Functions, not strings: a "$&" in the page's text or styles is not a replacement pattern.
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  const file = path.join(dist, 'landing.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  console.log(
    `Prerendered the landing: dist/landing.html (${(gzipSync(html).length / 1024).toFixed(1)} KB gzip)`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
