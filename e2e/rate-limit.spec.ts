import { expect, test, type Route } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';

// The terms' 60 API calls a minute hold for programs (API keys, MCP); the web app's session has an
// allowance no person clicking reaches (decision 170). A screen that still gets a 429 says so,
// waits out the Retry-After and asks again; it shows an error only when the 429s go on (061).

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

test('My Content loads after a 429: it says it will try again, waits for the Retry-After and asks again', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'limit');
  let asked = 0;
  await page.route(isContent, (route) => (++asked === 1 ? tooMany(route, 3) : route.continue()));
  await page.goto('/my-content');
  await expect(
    page.getByRole('status').filter({ hasText: /This screen will try again in \d seconds?\./ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible({ timeout: 15_000 });
  expect(asked).toBe(2);
  await expect(page.getByText('Could not load your content')).toHaveCount(0);
  await expect(page.getByText(/Too many requests/)).toHaveCount(0);
  await expect(page.getByText(/will try again in/)).toHaveCount(0);
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

test('the web app is not held to the programs’ 60 calls a minute: after a burst of 61, a screen opens at once', async ({
  page,
  request,
}) => {
  const { access } = await signUpAndSignIn(page, request, 'limit');
  // Seven pages reloaded in a minute, and more: the session's calls are all answered.
  const statuses = new Set<number>();
  for (let i = 0; i < 61; i++) {
    const res = await request.get('/api/users/me/', { headers: { authorization: `Bearer ${access}` } });
    statuses.add(res.status());
  }
  expect([...statuses]).toEqual([200]);
  await page.goto('/my-content');
  await expect(page.getByRole('heading', { name: 'Nothing here yet' })).toBeVisible();
  await expect(page.getByText('Could not load your content')).toHaveCount(0);
});
