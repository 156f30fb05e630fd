/**
 * Web benchmark (not a test): Lighthouse, driving Debian's Chromium, against a running app
 * (`npm run serve`), for the landing page and the pricing page. Prints LCP, the JavaScript the
 * first load needs (gzip-compressed size) and the accessibility score, checks them against the
 * targets, and appends the results to docs/PERFORMANCE.md under "## Web".
 *
 *   npm run serve &   then   npm run bench:web
 *   BENCH_URL=http://127.0.0.1:3000  CHROME_PATH=/usr/bin/chromium  BENCH_WRITE=0 (print only)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';

const BASE = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/pricing'];
const TARGETS = { lcpMs: 1500, jsGzipKb: 200, accessibility: 95 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Row {
  page: string;
  profile: 'desktop' | 'mobile';
  lcpMs: number;
  jsGzipKb: number;
  jsRequests: number;
  accessibility: number;
  performance: number;
}

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  if (!gzipCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipCache.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(url)!;
}

async function measure(port: number, page: string, profile: Row['profile']): Promise<Row> {
  const config: Config | undefined = profile === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    `${BASE}${page}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
  const failing = Object.values(lhr.audits).filter(
    (a) =>
      lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) &&
      a.score !== null &&
      a.score < 1,
  );
  for (const a of failing) console.log(`  accessibility audit not passed on ${page}: ${a.id} (${a.title})`);
  if (process.env.BENCH_VERBOSE) {
    const el = lhr.audits['largest-contentful-paint-element']?.details as {
      items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[];
    };
    for (const group of el?.items ?? [])
      for (const it of group.items ?? [])
        console.log('  LCP', it.node?.snippet ?? `${it.phase}: ${Math.round(it.timing ?? 0)} ms`);
  }
  const requests = (
    (lhr.audits['network-requests'].details as { items?: { url: string; resourceType?: string }[] })?.items ??
    []
  ).filter((r) => r.resourceType === 'Script' && r.url.startsWith(BASE));
  let js = 0;
  for (const r of requests) js += await gzipSize(r.url);
  return {
    page,
    profile,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? NaN),
    jsGzipKb: Math.round((js / 1024) * 10) / 10,
    jsRequests: requests.length,
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
  };
}

function machine(): string {
  const cpu = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    /* reported as unknown */
  }
  const load = os.loadavg()[0].toFixed(1);
  return `${os.type()} ${os.release()}, 1-min load average ${load} (shared machine), ${cpu.length} x ${cpu[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${chromium}, Lighthouse ${JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version}`;
}

const ok = (r: Row) =>
  r.lcpMs <= TARGETS.lcpMs && r.jsGzipKb <= TARGETS.jsGzipKb && r.accessibility >= TARGETS.accessibility;

function table(rows: Row[]): string {
  const head =
    '| page | profile | LCP | initial JS (gzip) | accessibility | performance | targets met |\n|---|---|---|---|---|---|---|';
  return [
    head,
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.profile} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.jsGzipKb} KB in ${r.jsRequests} files | ${r.accessibility} | ${r.performance} | ${ok(r) ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
}

/** Adds this run under "## Web", leaving every other section of the file as it is. */
function appendToPerformanceDoc(rows: Row[]) {
  const file = path.join(root, 'docs/PERFORMANCE.md');
  let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const entry = [
    `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${machine()}. App: \`npm run serve\` at ${BASE} (production build, served precompressed; JS sizes are the gzip-9 size of each script the first load fetched). Desktop profile: Lighthouse desktop preset (simulated 40 ms RTT, 10 Mbps, no CPU slowdown); mobile profile: Lighthouse default (simulated slow 4G, 4x CPU slowdown). Targets: LCP <= ${TARGETS.lcpMs / 1000} s, initial JS <= ${TARGETS.jsGzipKb} KB gzip, accessibility >= ${TARGETS.accessibility}.`,
    '',
    table(rows),
    '',
  ].join('\n');
  const at = doc.search(/^## Web\s*$/m);
  if (at === -1) {
    doc = `${doc.replace(/\s*$/, '')}\n\n## Web\n\nMeasured by \`npm run bench:web\` (apps/web/bench/lighthouse.ts).\n\n${entry}`;
  } else {
    const rest = doc.slice(at + 1);
    const next = rest.search(/^## /m);
    const end = next === -1 ? doc.length : at + 1 + next;
    doc = `${doc.slice(0, end).replace(/\s*$/, '')}\n\n${entry}\n${doc.slice(end)}`.replace(
      /\n{3,}/g,
      '\n\n',
    );
  }
  writeFileSync(file, doc.endsWith('\n') ? doc : `${doc}\n`);
  console.log(`Appended to ${path.relative(process.cwd(), file)}`);
}

async function main() {
  try {
    await fetch(`${BASE}/api/health`);
  } catch {
    console.error(
      `Nothing answers at ${BASE}. Start the app first: npm run -s build && npm run serve (or set BENCH_URL).`,
    );
    process.exit(2);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
  const rows: Row[] = [];
  try {
    for (const profile of ['desktop', 'mobile'] as const) {
      for (const page of PAGES) {
        // A warm-up load, then the measured one (the server's first answers are slower).
        if (rows.length === 0) await measure(chrome.port, page, profile).catch(() => undefined);
        // Headless Chromium now and then reports NO_FCP on a loaded machine; one retry.
        const row = await measure(chrome.port, page, profile).catch(() =>
          measure(chrome.port, page, profile),
        );
        rows.push(row);
        console.log(
          `${page.padEnd(9)} ${profile.padEnd(8)} LCP ${(row.lcpMs / 1000).toFixed(2)} s   initial JS ${row.jsGzipKb} KB gzip   accessibility ${row.accessibility}   performance ${row.performance}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\n${table(rows)}\n`);
  if (process.env.BENCH_WRITE !== '0') appendToPerformanceDoc(rows);
  const desktopOk = rows.filter((r) => r.profile === 'desktop').every(ok);
  console.log(desktopOk ? 'Desktop targets met.' : 'Desktop targets NOT met.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
