import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeSocial } from '../apps/server/test/fake-social.ts';
import { startFakeStripe } from '../apps/server/test/fake-stripe.ts';
import { listenStockSite } from '../apps/server/test/local-server.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { seedE2eInsights } from '../apps/server/test/insights-seed.ts';
import { startSmtpServer } from '../apps/server/test/smtp.ts';
import { E2E_PORT } from './playwright.config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MAIL_DIR = path.join(os.tmpdir(), `reelsmith-e2e-mail-${E2E_PORT}`);
/** What the app said last if it died mid-run: scripts/test.sh prints it again at the end of the log. */
const DEATH_FILE = path.join(os.tmpdir(), `reelsmith-e2e-app-died-${E2E_PORT}.txt`);

/** Starts the built app (as `npm run serve` does) on a fresh data folder, with a local SMTP server. */
export default async function globalSetup() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  rmSync(DEATH_FILE, { force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const smtp = await startSmtpServer({
    onMail: (m) =>
      writeFileSync(path.join(MAIL_DIR, `${String(n++).padStart(4, '0')}.json`), JSON.stringify(m)),
  });
  // YouTube, TikTok and Instagram are a local fake speaking their protocols; Instagram fetches the
  // video from the app's signed URL as the real one does.
  const social = await startFakeSocial({ verifyVideoUrl: true });
  process.env.FAKE_SOCIAL_URL = social.base;
  // Stripe is a local fake too: its hosted checkout page takes the "payment" and sends the signed webhooks.
  const stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${E2E_PORT}/api/billing/webhook/` });
  // Stock footage is a local site speaking Pexels' protocol. It finds clips for one word only, so every
  // other journey's videos keep their builtin illustrations and the editor's Stock tab has a clip.
  const stock = await listenStockSite(
    (url) => (url.pathname === '/videos/search' ? { status: 200, json: stockAnswer(url) } : null),
    [],
  );
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-e2e-data-'));
  // Analytics, trending and monetization need weeks of activity: written before the app starts
  // (the embedded database has one owner at a time), one creator per project.
  const database = await openPglite({ dataDir: path.join(dataDir, 'db'), lockDir: dataDir });
  await seedE2eInsights(database.db, ['desktop', 'phone']);
  await database.close();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main-api.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...social.env(),
      SOCIAL_POLL_SECONDS: '0.2',
      // The browser tests' API calls stand for many creators: see clientAddress() in accounts.ts.
      TRUST_PROXY: 'loopback',
      // api-keys.spec.ts signs these up, one per project and attempt: they start on Business, the
      // plan with API access.
      PLAN_GRANTS: ['desktop', 'phone']
        .flatMap((p) => ['', '1', '2'].map((r) => `api-${p}${r}@example.com=business`))
        .join(','),
      // admin.spec.ts signs these up, one per project and attempt: the operator console is theirs.
      OPERATOR_EMAILS: ['desktop', 'phone']
        .flatMap((p) => ['', '1', '2'].map((r) => `ops-${p}${r}@example.com`))
        .join(','),
      ...stripe.env(),
      VISUALS_PROVIDER: 'pexels',
      PEXELS_API_KEY: 'e2e-pexels-key',
      PEXELS_BASE_URL: stock.baseUrl,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // The app's errors go to the log as they come; if it dies mid-run, every later test fails at once
  // with "connection refused", so its last words are printed again, where the failures start.
  const lastWords: string[] = [];
  server.stderr.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    lastWords.push(...chunk.toString().split('\n').filter(Boolean));
    lastWords.splice(0, Math.max(0, lastWords.length - 60));
  });
  let stopping = false;
  let died = '';
  server.once('exit', (code, signal) => {
    if (stopping) return;
    died = `The app died mid-run (exit code ${code}, signal ${signal})`;
    const report = `*** ${died}: every test after this fails. Its last words:\n${lastWords.join('\n')}\n`;
    console.error(`\n${report}`);
    writeFileSync(DEATH_FILE, report);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`The app exited with code ${server.exitCode} before it was ready`);
    try {
      const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/health`);
      if (res.status === 200 || res.status === 503) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      // Not left behind on the port, where the next run's checks would reach it instead of its own.
      server.kill('SIGTERM');
      throw new Error('The app did not answer /api/health within 90 s');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return async () => {
    stopping = true;
    // An app that already died sends no second 'exit': waiting for one hung CI until its time ran out.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await smtp.close();
    await social.close();
    await stripe.close();
    await stock.close();
    rmSync(dataDir, { recursive: true, force: true });
    // A crash fails the run even when no test was left to notice it.
    if (died) throw new Error(died);
  };
}

/** The one word the local stock site finds footage for (editor.spec.ts searches it). */
const STOCK_WORD = 'aurora';

/** Pexels' video search answer: two portrait clips for STOCK_WORD, nothing for any other word. */
function stockAnswer(url: URL) {
  if (url.searchParams.get('query')?.trim().toLowerCase() !== STOCK_WORD)
    return { page: 1, per_page: 15, total_results: 0, videos: [] };
  const videos = [1, 2].map((id) => ({
    id,
    width: 1080,
    height: 1920,
    duration: 8,
    image: `BASE/pictures/${id}.jpg`,
    url: `https://www.pexels.com/video/${id}/`,
    user: { name: `Aurora filmer ${id}` },
    video_files: [
      {
        id: id * 10,
        quality: 'hd',
        file_type: 'video/mp4',
        width: 1080,
        height: 1920,
        fps: 30,
        link: `BASE/files/${id}.mp4`,
      },
    ],
  }));
  return { page: 1, per_page: 15, total_results: videos.length, videos };
}
