import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { finishedVideo, playsInPage } from './media.ts';
import { reviewShot } from './shots.ts';

const cards = (page: Page) => page.getByRole('list', { name: 'Scenes in order' }).getByTestId('scene-card');
/** Each scene card's words, in order (its name is "Scene N, L s: words"). */
const sceneTexts = async (page: Page) =>
  (await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((l) =>
    l.replace(/^Scene \d+, [\d.]+ s: /, ''),
  );
const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );

test('edit a finished video: change a line, swap a picture, reorder, undo, render, play and restore', async ({
  page,
  request,
}, info) => {
  test.setTimeout(420_000);
  const shot = (name: string) => reviewShot(page, `editor-${info.project.name}-${name}`);
  const { access } = await signUpAndSignIn(page, request, 'editor');
  const videoId = await finishedVideo(request, access, 'Why cats sleep so much');

  // My Content's menu opens the editor.
  await page.goto('/my-content');
  await page
    .getByTestId('content-card')
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/videos/${videoId}/edit$`));
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await cards(page).count()).toBeGreaterThanOrEqual(3);
  await expect(
    page.getByText("Re-rendering an existing video doesn't use a video from your plan."),
  ).toBeVisible();
  // The versions are their own request: on two cores shared with other renders it can take over 10 s.
  await expect(page.getByTestId('editor-video')).toHaveAttribute('data-version', '1', { timeout: 30_000 });
  // Every scene shows its still as the render will draw it.
  // (The server draws each still on first sight: about a second each on an idle machine, many
  // more when the two cores are shared.)
  await expect(cards(page).first().getByTestId('scene-still')).toHaveAttribute('src', /^blob:/, {
    timeout: 90_000,
  });
  if (info.project.name === 'phone') {
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  }
  await shot('opened');

  // Change a line: saved, voiced again, and the scene plays with its new voice.
  await cards(page).nth(1).click();
  const line = 'Cats nap to save energy for the hunt';
  const words = page.getByLabel('What the voice says');
  await words.fill(line);
  await words.blur();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 20_000 });
  expect((await sceneTexts(page))[1]).toBe(line);
  const voice = page.getByTestId('scene-audio');
  await expect(voice).toBeAttached({ timeout: 10_000 });
  await expect(page.getByRole('img', { name: 'Scene 2 as it will look' })).toHaveAttribute('src', /^blob:/);

  // Swap the picture for an illustration found by a word.
  await page.getByLabel('Search illustrations').fill('cat');
  const found = page.getByRole('list', { name: 'Illustrations found' }).getByRole('button').first();
  await expect(found).toBeVisible({ timeout: 10_000 });
  const name = ((await found.getAttribute('aria-label')) ?? '').replace('Use illustration: ', '');
  await found.click();
  await expect(page.getByText(`Now: Illustration: ${name}`, { exact: false })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 20_000 });

  // Reorder two scenes, then undo that one step.
  const before = await sceneTexts(page);
  await cards(page).first().click();
  await page.getByRole('button', { name: 'Move scene 1 later' }).click();
  await expect.poll(() => sceneTexts(page)).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => sceneTexts(page)).toEqual(before);
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 20_000 });

  // A reload shows the same document.
  await page.reload();
  await expect.poll(() => sceneTexts(page), { timeout: 30_000 }).toEqual(before);
  await cards(page).nth(1).click();
  await expect(page.getByText(`Now: Illustration: ${name}`, { exact: false })).toBeVisible();
  await shot('edited');

  // Render a new version: progress shows, and it becomes the one playing.
  await page.getByRole('button', { name: 'Render', exact: true }).click();
  await expect(page.getByText(/Making version 2/)).toBeVisible({ timeout: 15_000 });
  const v2 = page.getByRole('listitem', { name: 'Version 2' });
  await expect(v2.getByText('In use')).toBeVisible({ timeout: 180_000 });
  const player = page.getByTestId('editor-video');
  await expect(player).toHaveAttribute('data-version', '2');
  await playsInPage(player);
  await expect(page.getByRole('listitem', { name: 'Version 1' }).locator('time')).toBeVisible();
  await shot('rendered');

  // Restore the first version: it is the one in use and plays, and its words are back.
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByRole('listitem', { name: 'Version 1' }).getByText('In use')).toBeVisible({
    timeout: 15_000,
  });
  await expect(player).toHaveAttribute('data-version', '1');
  await playsInPage(page.getByTestId('editor-video'));
  await expect.poll(async () => (await sceneTexts(page))[1]).not.toBe(line);

  // Stock footage: a clip found by a word becomes scene 3's picture (global-setup's local stock site
  // finds clips for "aurora" only).
  await cards(page).nth(2).click();
  const still = cards(page).nth(2).getByTestId('scene-still');
  await expect(still).toHaveAttribute('src', /^blob:/, { timeout: 30_000 });
  const stillBefore = await still.getAttribute('src');
  await page.getByRole('tab', { name: 'Stock' }).click();
  await page.getByLabel('Search stock footage').fill('aurora');
  const clip = page.getByRole('list', { name: 'Stock footage found' }).getByRole('button').first();
  await expect(clip).toHaveAccessibleName(/^Use stock clip \(8 s\): /, { timeout: 15_000 });
  await expect(clip.locator('img')).toHaveAttribute('src', /^blob:/);
  await clip.click();
  await expect(page.getByText('Now: Stock footage', { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 20_000 });
  // The scene's still is drawn again from the clip.
  await expect(still).not.toHaveAttribute('src', stillBefore ?? '', { timeout: 30_000 });
});
