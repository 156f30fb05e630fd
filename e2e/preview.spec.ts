import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { playsInPage } from './media.ts';
import { reviewShot } from './shots.ts';

// Browser globals used inside page scripts (this project compiles without the DOM library).
declare const document: {
  addEventListener(type: string, fn: (e: { target: unknown }) => void, capture: boolean): void;
  querySelector(selector: string): { textContent: string | null } | null;
};
declare const window: { __preview: PreviewLog };
interface PreviewLog {
  src: string;
  readyState: number;
  currentTime: number;
}
interface MediaElement {
  readyState: number;
  currentTime: number;
  paused: boolean;
  muted: boolean;
  currentSrc: string;
  dataset: { testid?: string };
  play(): Promise<void>;
}

test('the live preview plays while the video renders, then the finished video takes its place', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  // The preview element lives a few seconds on an idle machine and is then replaced, so what it
  // did is recorded in the page as it happens (media events, caught on the way down), not polled
  // afterwards from an element that may be gone.
  await page.addInitScript(() => {
    window.__preview = { src: '', readyState: 0, currentTime: 0 };
    const note = (e: { target: unknown }) => {
      const el = e.target as MediaElement;
      if (el?.dataset?.testid !== 'preview-video') return;
      const log = window.__preview;
      log.src ||= el.currentSrc;
      log.readyState = Math.max(log.readyState, el.readyState);
      log.currentTime = Math.max(log.currentTime, el.currentTime);
    };
    for (const type of ['loadedmetadata', 'loadeddata', 'canplay', 'playing', 'timeupdate', 'progress'])
      document.addEventListener(type, note, true);
  });
  await signUpAndSignIn(page, request, 'preview');
  await page.goto('/dashboard');
  await page.getByLabel('Your video idea').fill('Why octopuses have three hearts');
  await page.getByLabel('Length').selectOption('15');
  await page.getByRole('button', { name: 'Generate video' }).click();

  const preview = page.getByTestId('preview-video');
  const final = page.getByTestId('result-video');
  const result = page.getByTestId('quick-result');
  // The first segment exists about a second into rendering and the rest takes several more, so
  // the preview appears first; on a loaded machine the gap only grows.
  await expect(preview.or(final)).toBeVisible({ timeout: 120_000 });
  await expect(preview).toBeVisible({ timeout: 1 });
  await expect(preview).toHaveAttribute('src', /^\/api\/videos\/[\w-]+\/preview\?exp=\d+&sig=/);
  await expect(page.getByLabel(/^Preview of “.+”, still rendering$/)).toBeVisible();
  // The spec's progress bar stays, beside the player.
  await expect(result.getByRole('progressbar')).toBeVisible();
  const badge = await page.evaluate(
    () => document.querySelector('[data-testid="preview-badge"]')?.textContent ?? null,
  );
  if (badge !== null) expect(badge).toMatch(/^Preview · still rendering \d+ %$/);
  await reviewShot(page, `preview-${info.project.name}-rendering`);

  // What is reliably true however slow the machine: the stream's first bytes (init + a whole
  // segment) reach the player well before the render ends, so it gets to HAVE_CURRENT_DATA (a
  // frame on screen). Whether its clock also moves depends on autoplay policy and how long it
  // stays, so that is reported rather than required; the finished video must play either way.
  await expect
    .poll(() => page.evaluate(() => window.__preview.readyState), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(2);

  await expect(final).toBeVisible({ timeout: 180_000 });
  await expect(preview).toHaveCount(0);
  await expect(result.getByText('Your video is ready')).toBeVisible();
  const log = await page.evaluate(() => window.__preview);
  expect(log.src).toMatch(/\/preview\?exp=/);
  test.info().annotations.push({
    type: 'preview',
    description: `readyState ${log.readyState}, played to ${log.currentTime.toFixed(2)} s before the swap`,
  });
  await playsInPage(final);
  await reviewShot(page, `preview-${info.project.name}-done`);
});
