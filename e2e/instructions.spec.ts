import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { reviewShot } from './shots.ts';

const UPGRADE = 'Advanced prompt instructions come with the Creator and Business plans. Upgrade to use them.';

// A new account is on the free plan: the instructions are shown, locked, with the way to unlock them.
// What a paid plan does with them is tested over HTTP (writer-instructions.routes.test.ts), since a
// browser test cannot change an account's plan.
test('prompt instructions are a paid feature: Settings and the create flow say how to get them', async ({
  page,
  request,
}, info) => {
  await signUpAndSignIn(page, request, 'instr');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Prompt instructions' });
  await expect(section.getByText(UPGRADE)).toBeVisible();
  for (const label of ['Audience', 'Call to action', 'Brand name', 'Words to avoid'])
    await expect(section.getByLabel(label)).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Save instructions' })).toBeDisabled();
  await expect(section.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await section.scrollIntoViewIfNeeded();
  await reviewShot(page, `instructions-settings-${info.project.name}`, { fullPage: false });

  await page.goto('/create');
  await page.getByRole('button', { name: 'Advanced instructions' }).click();
  await expect(page.getByText(UPGRADE)).toBeVisible();
  await reviewShot(page, `instructions-create-${info.project.name}`);
  // The free plan still writes scripts without them.
  await page.getByRole('textbox', { name: 'Topic' }).fill('How to start running');
  await page.getByRole('button', { name: 'Generate script' }).click();
  await expect(page.getByRole('textbox', { name: 'Script', exact: true })).toBeVisible({ timeout: 30_000 });
});
