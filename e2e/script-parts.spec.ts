import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { reviewShot } from './shots.ts';

test('the Script step offers three hooks and rewrites one part of the script', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'hooks');
  await page.goto('/create');
  await page.getByRole('textbox', { name: 'Topic' }).fill('Why octopuses have three hearts');
  await page.getByRole('radio', { name: '30 seconds' }).click();
  await page.getByRole('button', { name: 'Generate script' }).click();
  const script = page.getByRole('textbox', { name: 'Script', exact: true });
  await expect(script).toBeVisible({ timeout: 30_000 });

  const hooks = page.getByRole('radiogroup', { name: 'Pick a hook' });
  await expect(hooks.getByRole('radio')).toHaveCount(3, { timeout: 20_000 });
  // The script's own hook is the one chosen.
  await expect(hooks.getByRole('radio').first()).toBeChecked();
  const third = await hooks.getByRole('radio').nth(2).getAttribute('value');
  expect(third).toBeTruthy();
  // Checked once the server has saved the choice.
  await hooks.getByRole('radio').nth(2).click();
  await expect(page.getByText('Hook replaced.')).toBeVisible();
  await expect(script).toHaveValue(new RegExp(`^${third!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(hooks.getByRole('radio').nth(2)).toBeChecked();
  await reviewShot(page, `script-parts-${info.project.name}`);

  // Rewrite the second point: only that sentence changes.
  const before = await script.inputValue();
  await page.getByRole('combobox', { name: 'Part to rewrite' }).click();
  await page.getByRole('option', { name: 'Point 2' }).click();
  await page.getByRole('button', { name: 'Regenerate this part' }).click();
  await expect(page.getByText('Point 2 replaced.')).toBeVisible();
  const after = await script.inputValue();
  expect(after).not.toBe(before);
  expect(after.startsWith(third!)).toBe(true);

  // The rewritten script is what the next step voices (it was saved).
  await page.getByRole('button', { name: 'Continue to voice' }).click();
  await expect(page.getByTestId('step-voice')).toBeEnabled();
});
