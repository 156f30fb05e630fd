import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { reviewShot } from './shots.ts';

// Upgrade end to end: Pricing → Stripe Checkout (the local fake's hosted page) → signed webhooks →
// /payment-success confirmed by the server → the next video carries no watermark.
// Sign-up, two pages of Settings, Checkout and back: slow when the 2 cores are shared.
test.setTimeout(120_000);

test('upgrades to Creator through Checkout and the next video has no watermark', async ({
  page,
  request,
}, testInfo) => {
  const { access } = await signUpAndSignIn(page, request, 'buyer');
  const auth = { authorization: `Bearer ${access}` };

  const before = await request.post('/api/videos', {
    headers: auth,
    data: { idea: 'Morning stretches', duration: 15 },
  });
  expect(before.status()).toBe(202);
  expect((await before.json()).watermark).toBe('Made with Reelsmith');

  await page.goto('/settings');
  const meter = page.getByRole('region', { name: 'Billing' }).getByTestId('usage-meter');
  await expect(meter).toContainText('2 of 3 left');
  await expect(page.getByTestId('billing-plan')).toHaveText('Try Free');

  await reviewShot(page, `billing-free-${testInfo.project.name}`);

  await page.goto('/pricing');
  await page.getByRole('radio', { name: /Annual/ }).click();
  await page.getByRole('button', { name: 'Upgrade to Creator' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByTestId('new-plan')).toHaveText("You're now on the Creator plan.");

  const after = await request.post('/api/videos', {
    headers: auth,
    data: { idea: 'Evening walks', duration: 15 },
  });
  expect(after.status()).toBe(202);
  expect((await after.json()).watermark).toBeNull();

  await page.goto('/settings');
  await expect(page.getByTestId('billing-plan')).toHaveText('Creator');
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View' }).first()).toBeVisible();
  await reviewShot(page, `billing-creator-${testInfo.project.name}`);

  // What this journey checks of the two videos is their watermark, answered at creation: stop their
  // renders (a delete does), so they do not hold the server's two render slots into the next spec.
  for (const video of [before, after]) {
    const { id } = (await video.json()) as { id: string };
    expect((await request.delete(`/api/videos/${id}`, { headers: auth })).status()).toBe(204);
  }
});
