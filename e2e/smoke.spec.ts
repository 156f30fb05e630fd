import { expect, test } from '@playwright/test';

test('the API reports its health', async ({ request }) => {
  const res = await request.get('/api/health');
  const body = await res.json();
  expect(body.checks.database).toEqual({ ok: true, detail: 'pglite' });
  expect(body.checks.queue.ok).toBe(true);
  expect(body.checks.storage.ok).toBe(true);
  expect(body.checks.ffmpeg.ok).toBe(true);
});

test('the home page loads and every spec route answers on a hard refresh', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Reelsmith/);
  for (const route of [
    '/pricing',
    '/works-how',
    '/uses',
    '/use-cases',
    '/contact',
    '/dashboard',
    '/voices',
    '/waitlist',
    '/test',
  ]) {
    const res = await request.get(route);
    expect(res.status(), route).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  }
});

test('an unknown page shows a friendly 404', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page took a wrong turn' })).toBeVisible();
});

test('a signed-in screen sends an anonymous visitor to sign in and remembers the way back', async ({
  page,
}) => {
  await page.goto('/my-content');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-content/);
});

test('the sign-up addresses people type (/register, /sign-up) open /signup, with their query (a referral code) kept', async ({
  page,
}) => {
  for (const path of ['/register', '/sign-up']) {
    await page.goto(`${path}?ref=maya`);
    await expect(page).toHaveURL(/\/signup\?ref=maya$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  }
});

test('/test shows the system check', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByRole('heading', { name: 'System check' })).toBeVisible();
  await expect(page.getByText('database')).toBeVisible();
});
