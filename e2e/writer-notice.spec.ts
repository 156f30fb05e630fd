import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { reviewShot } from './shots.ts';

// Browser globals used inside page.evaluate (this project compiles without the DOM library).
declare const document: { documentElement: { scrollWidth: number; clientWidth: number } };

test('the Script step says when the offline writer cannot answer the question the idea asks', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'notice');
  // The narrowest phone the app supports.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/create');
  const topic = page.getByRole('textbox', { name: 'Topic' });
  await topic.fill('Why do axolotls regrow their legs');
  await page.getByRole('radio', { name: 'Educational' }).click();
  await page.getByRole('button', { name: 'Generate script' }).click();
  const script = page.getByRole('textbox', { name: 'Script', exact: true });
  await expect(script).toBeVisible({ timeout: 30_000 });
  await expect(script).toHaveValue(/"Why do axolotls regrow their legs"/);

  // Next to the script, in plain words, announced to screen readers.
  const notice = page.getByRole('status').filter({ hasText: 'does not know the answer to' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Add the answer in your own words in the editor before you post');
  const box = await notice.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await reviewShot(page, `writer-notice-${info.project.name}`);

  // The script stays editable: the creator adds the answer.
  await script.fill(`${await script.inputValue()} The answer, in my own words.`);
  await expect(script).toHaveValue(/in my own words\.$/);
});
