import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [precompress()],
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
