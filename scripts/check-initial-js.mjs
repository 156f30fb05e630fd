#!/usr/bin/env node
/* global console, process */
// The JavaScript a phone downloads before the landing page can show (the entry chunk, the landing's
// chunk and everything they import statically) stays within 150 KB gzip (issue 39's phone target;
// `npm run bench:web` measures the same load in a browser). Reads Vite's manifest, so it needs
// `npm run build` first (scripts/test.sh runs it right after). Also prints each screen's first load.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
const LANDING = 'src/features/marketing/components/landing-page.tsx';
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(process.cwd(), manifestFile)}: run npm run build first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The chunk files `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files);
  return files;
}

const sizes = new Map();
const gzipKb = (files) =>
  [...files].reduce((sum, file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sum + sizes.get(file);
  }, 0) / 1024;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const firstLoad = (page) => new Set([...staticClosure(entry), ...staticClosure(page)]);

const screens = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && /-page\.tsx$/.test(k))
  .map((k) => ({ page: k.replace(/^src\/features\//, ''), kb: gzipKb(firstLoad(k)) }))
  .sort((a, b) => b.kb - a.kb);
for (const s of screens) console.log(`${s.kb.toFixed(1).padStart(7)} KB  ${s.page}`);

const landing = firstLoad(LANDING);
const kb = gzipKb(landing);
console.log(
  `\nLanding first load: ${kb.toFixed(1)} KB gzip in ${landing.size} files (limit ${LIMIT_KB} KB).`,
);
if (kb > LIMIT_KB) {
  console.error(
    `The landing's initial JavaScript is ${kb.toFixed(1)} KB gzip, over ${LIMIT_KB} KB: load the rest lazily.`,
  );
  process.exit(1);
}
