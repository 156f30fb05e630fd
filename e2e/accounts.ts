import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { firstLink, waitForMail } from './mail.ts';

// Browser globals used inside page.evaluate (this project compiles without the DOM library).
declare const localStorage: { setItem(key: string, value: string): void };

/** A private address per account, as a proxy in front of the app would forward it. */
export function clientAddress(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

/** A new account: registered through the API, activated from the emailed link, signed in in `page`. */
export async function signUpAndSignIn(page: Page, request: APIRequestContext, prefix: string) {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `${prefix}-${id}@example.com`;
  const password = 'Strong-password-42';
  // Each test's creator comes from an address of their own (the e2e server trusts the loopback
  // proxy): the suite registers and activates more accounts in an hour than the spec lets one
  // address do. The browser page carries the same address, so the emailed link's activation and
  // everything after it count against this creator, not against every test together.
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const reg = await request.post('/api/users/register/', {
    data: { username: `${prefix}_${id}`, first_name: 'Cora', last_name: 'Creator', email, password },
    headers: { 'x-forwarded-for': address },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const mail = await waitForMail(email);
  await page.goto(firstLink(mail.text));
  await expect(page.getByRole('heading', { name: 'Account activated!' })).toBeVisible();
  const login = await request.post('/api/users/login/', {
    data: { email, password },
    headers: { 'x-forwarded-for': address },
  });
  expect(login.status()).toBe(200);
  const { access } = (await login.json()) as { access: string };
  await page.evaluate((token) => localStorage.setItem('token', token), access);
  return { email, password, access };
}
