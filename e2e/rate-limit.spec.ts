import { expect, test, type Route } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';

// The account's 60 API calls a minute (the terms) count the web app's own calls too. A screen that
// loads while the minute is used up waits out the Retry-After and asks again quietly; it shows an
// error only when the 429s go on (decision 061).

const isContent = (url: URL) => url.pathname === '/api/content';

function tooMany(route: Route, waitSec: number) {
  const message = `Too many requests. Please wait ${waitSec} seconds and try again.`;
  return route.fulfill({
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': String(waitSec) },
    body: JSON.stringify({
      error: message,
      code: 'rate_limited',
      detail: message,
      message,
      retry_after: waitSec,
    }),
  });
}

test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 });
});

test('My Content loads after a 429: it waits for the Retry-After and asks again, without an error', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'limit');
  let asked = 0;
  await page.route(isContent, (route) => (++asked === 1 ? tooMany(route, 2) : route.continue()));
  await page.goto('/my-content');
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible({ timeout: 15_000 });
  expect(asked).toBe(2);
  await expect(page.getByText('Could not load your content')).toHaveCount(0);
  await expect(page.getByText(/Too many requests/)).toHaveCount(0);
});

test('My Content says it could not load when the 429s go on', async ({ page, request }) => {
  await signUpAndSignIn(page, request, 'limit');
  let asked = 0;
  await page.route(isContent, (route) => {
    asked++;
    return tooMany(route, 1);
  });
  await page.goto('/my-content');
  await expect(page.getByText('Could not load your content. Please try again.')).toBeVisible({
    timeout: 20_000,
  });
  // The first answer and three quiet retries, a second or so apart.
  expect(asked).toBe(4);
});

test('after a burst that spends the minute, a screen opened next shows its content once the minute is over', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the server side is the same at any width');
  test.setTimeout(150_000);
  const { access } = await signUpAndSignIn(page, request, 'limit');
  // The account's 60 calls, spent elsewhere (another tab, a script with the same account).
  let limited = 0;
  for (let i = 0; i < 61; i++) {
    const res = await request.get('/api/users/me/', { headers: { authorization: `Bearer ${access}` } });
    if (res.status() === 429) limited++;
  }
  expect(limited).toBeGreaterThan(0);
  await page.goto('/my-content');
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Could not load your content')).toHaveCount(0);
});
