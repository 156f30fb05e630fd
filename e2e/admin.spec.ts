import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { clientAddress, signUpAndSignIn } from './accounts.ts';
import { firstLink, waitForMail } from './mail.ts';
import { reviewShot } from './shots.ts';

declare const localStorage: { setItem(key: string, value: string): void };

/**
 * The operator OPERATOR_EMAILS names for this project and attempt (global-setup.ts), signed in in
 * `page`: a retried test signs up an operator of its own, as the first attempt's address is taken.
 */
async function signUpOperator(page: Page, request: APIRequestContext, project: string, retry: number) {
  const email = `ops-${project}${retry || ''}@example.com`;
  const password = 'Strong-password-42';
  const address = clientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  const reg = await request.post('/api/users/register/', {
    data: {
      username: `ops_${project}${retry || ''}`,
      first_name: 'Olga',
      last_name: 'Operator',
      email,
      password,
    },
    headers: { 'x-forwarded-for': address },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  await page.goto(firstLink((await waitForMail(email)).text));
  await expect(page.getByRole('heading', { name: 'Account activated!' })).toBeVisible();
  const login = await request.post('/api/users/login/', {
    data: { email, password },
    headers: { 'x-forwarded-for': address },
  });
  const { access } = (await login.json()) as { access: string };
  await page.evaluate((token) => localStorage.setItem('token', token), access);
  return email;
}

test('the operator console: find an account, ban and unban it, grant a plan, walk every tab, read the audit log, test a service', async ({
  page,
  request,
  browser,
}, info) => {
  // Two sign-ups and every console tab: longer than one page's minute on CI's shared cores.
  test.setTimeout(180_000);
  // A creator in a browser of their own: no console for them.
  const creatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const creatorPage = await creatorContext.newPage();
  const creator = await signUpAndSignIn(creatorPage, request, 'banme');
  await creatorPage.goto('/dashboard');
  // The first signed-in screen of a fresh browser (cold chunks) may take a while on a busy machine.
  await expect(creatorPage.getByRole('link', { name: 'Settings' }).first()).toBeVisible({ timeout: 30_000 });
  await expect(creatorPage.getByRole('link', { name: 'Console' })).toHaveCount(0);
  await creatorPage.goto('/admin');
  await expect(creatorPage.getByText('This page is for the Reelsmith team.')).toBeVisible();

  const operator = await signUpOperator(page, request, info.project.name, info.retry);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();

  // Users: search, ban with a reason, the creator is stopped and told why, unban, grant a plan.
  await page.getByLabel('Search by email').fill(creator.email);
  const row = page.getByRole('row').filter({ hasText: creator.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one account
  await expect(row).toContainText('0 of 3');
  await expect(row).toContainText('Active');
  await reviewShot(page, 'admin-users');

  await row.getByRole('button', { name: `Ban ${creator.email}` }).click();
  const ban = page.getByRole('dialog', { name: `Ban ${creator.email}` });
  await ban.getByLabel('Reason they will see').fill('Spam in video titles');
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page.getByText(`${creator.email} is banned.`)).toBeVisible();
  await expect(row).toContainText('Banned');
  await expect(row).toContainText('Spam in video titles');

  await creatorPage.goto('/dashboard');
  await expect(creatorPage).toHaveURL(/\/login/);
  await creatorPage.getByLabel('Email').fill(creator.email);
  await creatorPage.getByLabel('Password', { exact: true }).fill(creator.password);
  await creatorPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(creatorPage.getByText('Your account has been suspended: Spam in video titles.')).toBeVisible();

  await row.getByRole('button', { name: `Unban ${creator.email}` }).click();
  await expect(page.getByText(`${creator.email} can sign in again.`)).toBeVisible();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Grant a plan to ${creator.email}` }).click();
  const grant = page.getByRole('dialog', { name: `Grant a plan to ${creator.email}` });
  await grant.getByLabel('Until (optional)').fill('2031-01-31');
  await grant.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(page.getByText(`${creator.email} is on Creator until 2031-01-31.`)).toBeVisible();
  await expect(row).toContainText('Creator');
  await expect(row).toContainText('granted until');

  // Videos and jobs.
  await page.getByRole('tab', { name: 'Videos and jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByText('Render time p95')).toBeVisible();
  await expect(page.getByText('Videos per hour, last 24 hours')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Failed videos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Stuck videos' })).toBeVisible();
  await reviewShot(page, 'admin-jobs');

  // Every other tab opens on its own address with its section and what it lists.
  const tab = async (name: string, path: string) => {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
    const section = page.getByRole('region', { name });
    await expect(section).toBeVisible();
    return section;
  };
  const payments = await tab('Payments', 'payments');
  await expect(payments.getByLabel('Search by email')).toBeVisible();
  await expect(payments.getByRole('table', { name: 'Invoices' })).toBeVisible();
  await expect(payments.getByRole('heading', { name: 'Disputes' })).toBeVisible();
  await expect(payments.getByRole('table', { name: 'Disputes' })).toBeVisible();
  const social = await tab('Social posts', 'social');
  await expect(social.getByText('Posts of the last 30 days.')).toBeVisible();
  await expect(social.getByRole('table', { name: 'Failures by platform and error' })).toBeVisible();
  const payouts = await tab('Payouts', 'payouts');
  const waiting = payouts.getByRole('table', { name: 'Payouts waiting' });
  await expect(waiting.getByRole('columnheader', { name: 'Approved' })).toBeVisible();
  await expect(waiting.getByRole('row')).not.toHaveCount(1); // the header and a payout, or "No payouts waiting."
  const abuse = await tab('Abuse', 'abuse');
  await expect(abuse.getByRole('heading', { name: 'Blocked words' })).toBeVisible();
  await expect(abuse.getByRole('heading', { name: 'Reports of shared videos' })).toBeVisible();
  await expect(abuse.getByRole('table', { name: 'Reports' })).toBeVisible();

  // Configuration: Stripe (the local fake) is set up; its test call answers; no secret is shown.
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await expect(page).toHaveURL(/\/admin\/configuration$/);
  const stripe = page.getByRole('region', { name: 'Payments (Stripe)' });
  await expect(stripe.getByText('Configured', { exact: true })).toBeVisible();
  await expect(stripe.getByRole('cell', { name: 'STRIPE_SECRET_KEY' })).toBeVisible();
  await expect(stripe.getByRole('cell', { name: 'set (hidden)' }).first()).toBeVisible();
  await stripe.getByRole('button', { name: 'Test connection: Payments (Stripe)' }).click();
  await expect(stripe.getByRole('status')).toContainText('It answered');
  await expect(stripe.getByRole('status')).toContainText('HTTP 200');
  const s3 = page.getByRole('region', { name: 'File storage (S3)' });
  await expect(s3.getByText('Not configured')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('sk_test_fake');
  await reviewShot(page, 'admin-configuration');

  // The audit log has every action above, by this operator, newest first.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  const log = page.getByRole('table', { name: 'Audit log' });
  const actions = log.getByRole('row').filter({ hasText: operator });
  await expect(actions.nth(0)).toContainText('Tested a connection');
  await expect(actions.nth(1)).toContainText('Granted a plan');
  await expect(actions.nth(2)).toContainText('Unbanned');
  await expect(actions.nth(3)).toContainText('Banned');
  await expect(actions.nth(3)).toContainText('Spam in video titles');
  await reviewShot(page, 'admin-audit');
  await creatorContext.close();
});
