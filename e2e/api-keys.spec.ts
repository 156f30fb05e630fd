import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress, signUpAndSignIn } from './accounts.ts';
import { firstLink, waitForMail } from './mail.ts';
import { reviewShot } from './shots.ts';

declare const localStorage: { setItem(key: string, value: string): void };

/** The Business account PLAN_GRANTS names for this project and attempt (global-setup.ts). */
async function signUpBusiness(page: Page, request: APIRequestContext, project: string, retry: number) {
  const email = `api-${project}${retry || ''}@example.com`;
  const password = 'Strong-password-42';
  const reg = await request.post('/api/users/register/', {
    data: {
      username: `api_${project}${retry || ''}`,
      first_name: 'Bea',
      last_name: 'Builder',
      email,
      password,
    },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await page.goto(firstLink((await waitForMail(email)).text));
  await expect(page.getByRole('heading', { name: 'Account activated!' })).toBeVisible();
  const { access } = (await (
    await request.post('/api/users/login/', { data: { email, password } })
  ).json()) as {
    access: string;
  };
  await page.evaluate((token) => localStorage.setItem('token', token), access);
}

test('Settings → API: a plan without API access is told how to get it; email opt-out sticks', async ({
  page,
  request,
}) => {
  await signUpAndSignIn(page, request, 'apifree');
  await page.goto('/settings#api');
  const api = page.getByRole('region', { name: 'API' });
  await expect(api.getByText('API access comes with the Business plan.')).toBeVisible();
  await expect(api.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('region', { name: 'Webhooks' })).toHaveCount(0);

  const email = page.getByRole('switch', { name: 'Email me when a video is ready or fails' });
  await expect(email).toBeChecked();
  await email.click(); // saved at once; the switch shows what the server kept
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Email me when a video is ready or fails' }),
  ).not.toBeChecked();
});

test('Settings → API: a key is shown once, works, is listed by prefix, and stops when revoked', async ({
  page,
  request,
}, info) => {
  await signUpBusiness(page, request, info.project.name, info.retry);
  await page.goto('/settings#api');
  const api = page.getByRole('region', { name: 'API' });
  await api.getByRole('button', { name: 'Create key' }).click();
  await expect(api.getByText('Please name the key.')).toBeVisible();

  await api.getByRole('textbox', { name: 'Key name' }).fill('Zapier');
  await expect(api.getByRole('checkbox', { name: /^Read/ })).toBeChecked();
  await api.getByRole('checkbox', { name: /^Create videos/ }).uncheck();
  await api.getByRole('button', { name: 'Create key' }).click();
  const shown = api.getByTestId('new-api-key');
  await expect(shown).toHaveText(/^rsk_[A-Za-z0-9]{8}_[\w-]{43}$/);
  const key = (await shown.textContent())!;
  await expect(api.getByText("Copy it now: you won't see it again.")).toBeVisible();
  await reviewShot(page, `api-keys-${info.project.name}`);

  // The key works on the API with its scope, with the rate limit in the headers, and not beyond it.
  const list = await request.get('/api/videos', { headers: { Authorization: `Bearer ${key}` } });
  expect(list.status()).toBe(200);
  expect(list.headers()['ratelimit-limit']).toBe('60');
  const create = await request.post('/api/videos', {
    headers: { Authorization: `Bearer ${key}` },
    data: { idea: 'Octopus hearts' },
  });
  expect(create.status()).toBe(403);

  // After a reload only the prefix is left.
  await page.reload();
  const row = page.getByRole('list', { name: 'Your API keys' }).getByRole('listitem').first();
  await expect(row).toContainText('Zapier');
  await expect(row).toContainText(`${key.slice(0, 12)}_…`);
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke Zapier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke "Zapier"?' });
  await expect(dialog).toContainText('Anything using this key stops working at once.');
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Revoked');
  const refused = await request.get('/api/videos', { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error).toBe('This API key has been revoked.');

  // Webhooks come with the same plan.
  const hooks = page.getByRole('region', { name: 'Webhooks' });
  await hooks.getByRole('textbox', { name: 'Endpoint URL' }).fill('not a url');
  await hooks.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(hooks.getByText('Enter a full http:// or https:// address.')).toBeVisible();
  await hooks.getByRole('textbox', { name: 'Endpoint URL' }).fill('https://example.com/hooks/reelsmith');
  await hooks.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(hooks.getByText(/^whsec_/)).toBeVisible();
  await expect(hooks.getByRole('list', { name: 'Your webhook endpoints' })).toContainText(
    'https://example.com/hooks/reelsmith',
  );
  // Turned off and back on (the server also turns off an endpoint that fails for a day).
  const endpoints = hooks.getByRole('list', { name: 'Your webhook endpoints' });
  await hooks.getByRole('button', { name: 'Turn off https://example.com/hooks/reelsmith' }).click();
  await expect(endpoints.getByText('Disabled', { exact: true })).toBeVisible();
  await hooks.getByRole('button', { name: 'Turn on https://example.com/hooks/reelsmith' }).click();
  await expect(endpoints.getByText('Disabled', { exact: true })).toHaveCount(0);
  await hooks.getByRole('button', { name: 'Deliveries' }).click();
  await expect(
    hooks.getByText('No deliveries yet: they appear here when a video or post finishes.'),
  ).toBeVisible();
  await reviewShot(page, `webhooks-${info.project.name}`);
});
