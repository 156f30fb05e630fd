import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { boot } from './src/lib/boot.ts';
import { earlyPaths } from './src/lib/early-paths.ts';

/** Writes .br and .gz beside each text asset, served as they are by @fastify/static (preCompressed). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'reelsmith-precompress',
    apply: 'build',
    configResolved: (c) => void (outDir = path.resolve(c.root, c.build.outDir)),
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
        );
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt|xml)$/.test(f))) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(body));
      }
    },
  };
}

/**
 * Puts the boot script (src/lib/boot.ts) inline at the top of index.html's head, with what it needs:
 * each screen's own chunks (its page's chunk and the chunks that imports, less the entry's) from
 * the route table, and each signed-in screen's first API paths. The server allows the inline
 * script by its hash (app.ts). The landing ("/") is prerendered with its chunks already named.
 */
function bootScript(): Plugin {
  const root = path.resolve(import.meta.dirname);
  return {
    name: 'reelsmith-boot-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const closure = (file: string, into = new Set<string>()): Set<string> => {
          const chunk = bundle[file] as Rollup.OutputChunk | undefined;
          if (!chunk || into.has(file)) return into;
          into.add(file);
          for (const dep of chunk.imports) closure(dep, into);
          return into;
        };
        const entry = closure(ctx.chunk?.fileName ?? '');
        const routes = readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
        const screens: Record<string, string[]> = {};
        // Each route entry names its path, then its page's import, with no "}" in between.
        for (const [, route, page] of routes.matchAll(/path: '([^']+)'[^}]*?import\('([^']+)'\)/g)) {
          if (route === '/' || route.includes(':')) continue;
          const source = path.resolve(root, 'src/app', page) + '.tsx';
          // A page another chunk imports statically lives inside that chunk.
          const chunk =
            chunks.find((c) => c.facadeModuleId === source) ??
            chunks.find((c) => c.moduleIds.includes(source));
          if (!chunk) throw new Error(`No chunk for ${route}'s page ${page}`);
          screens[route] = [...closure(chunk.fileName)].filter((f) => !entry.has(f)).map((f) => `/${f}`);
        }
        const script = `(${boot.toString()})(${JSON.stringify(screens)},${JSON.stringify(earlyPaths())})`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [precompress(), bootScript()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-initial-js.mjs follows it to size the first load.
    manifest: true,
    // Every browser the app supports has modulepreload; the polyfill only weighed on the first load.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      onwarn(warning, warn) {
        // MUI marks modules 'use client' for React Server Components; meaningless in this SPA.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // A screen's first load was 55-75 small shared chunks, and a phone over HTTP/1.1 fetches six
      // at a time: shared code under 60 KB of source is copied into each screen's chunk instead
      // (decision 248), so a screen loads in about nine files. Nothing imports a chunk's exports.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 60_000 } },
      },
    },
  },
});
