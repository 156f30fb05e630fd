import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';

const SHOTS = '/tmp/shots';

// Browser globals used inside page.evaluate (this project compiles without the DOM library).
declare const document: { documentElement: { scrollWidth: number } };

test('the dashboard one-shot says when the offline writer could not answer the question the idea asks', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  await signUpAndSignIn(page, request, 'dnotice');
  // The phone project at the narrowest phone the app supports; desktop as configured.
  const width = info.project.name === 'phone' ? 360 : (page.viewportSize()?.width ?? 1440);
  if (info.project.name === 'phone') await page.setViewportSize({ width, height: 780 });
  await page.goto('/dashboard');
  await page.getByLabel('Your video idea').fill('Why do we get goosebumps');
  await page.getByRole('radio', { name: 'Educational' }).click();
  await page.getByLabel('Length').selectOption('15');
  await page.getByRole('button', { name: 'Generate video' }).click();

  const quick = page.getByTestId('quick-result');
  await expect(quick.getByTestId('result-video')).toBeVisible({ timeout: 180_000 });
  // Beside the finished video, in plain words, announced to screen readers.
  const notice = quick.getByRole('status').filter({ hasText: 'does not know facts about this topic' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('does not answer "Why do we get goosebumps?"');
  await expect(notice).toContainText('Add the answer in your own words, or connect an AI writer');
  const box = await notice.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${SHOTS}/dashboard-notice-${info.project.name}.png`, fullPage: true });

  // Where to add the answer: the Create flow, opened on the same idea.
  await notice.getByRole('link', { name: 'Edit the script in Create' }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue('Why do we get goosebumps');
});
