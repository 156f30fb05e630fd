import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { finishedVideo } from './media.ts';
import { reviewShot } from './shots.ts';

test('remix a finished video from My Content with another style: the new version opens when ready', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const { access } = await signUpAndSignIn(page, request, 'remix');
  const headers = { authorization: `Bearer ${access}` };
  const id = await finishedVideo(request, access, 'How bees make honey');

  await page.goto('/my-content');
  await page
    .getByTestId('content-card')
    .first()
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Remix…' }).click();
  await page.getByRole('menuitem', { name: 'Another style…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: 'Retro' }).click();
  await dialog.getByRole('button', { name: 'Make it' }).click();
  await expect(dialog.getByText('Your new version')).toBeVisible({ timeout: 30_000 });
  await reviewShot(page, 'remix-desktop-progress');

  // The new video opens in the editor once rendered, with the new style and the same lines.
  await expect(page).toHaveURL(/\/videos\/[0-9a-f-]{36}\/edit$/, { timeout: 180_000 });
  const newId = /\/videos\/([0-9a-f-]{36})\/edit$/.exec(page.url())![1]!;
  expect(newId).not.toBe(id);
  const read = async (video: string) =>
    (await (await request.get(`/api/videos/${video}/storyboard`, { headers })).json()) as {
      storyboard: { style: string; scenes: Array<{ text: string }> };
    };
  const [before, after] = [await read(id), await read(newId)];
  expect(after.storyboard.style).toBe('retro');
  expect(after.storyboard.scenes.map((s) => s.text)).toEqual(before.storyboard.scenes.map((s) => s.text));
  const remixed = (await (await request.get(`/api/videos/${newId}`, { headers })).json()) as {
    remixed_from: string;
  };
  expect(remixed.remixed_from).toBe(id);
});
