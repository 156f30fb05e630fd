import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { firstLink, waitForMail } from './mail.ts';
import { reviewShot } from './shots.ts';

// Browser globals used inside page.evaluate (this project compiles without the DOM library).
declare const navigator: { clipboard: { readText(): Promise<string> } };
declare const localStorage: { setItem(key: string, value: string): void };

test('the Creator Program: claim a code, copy the link, a referred friend signs up and pays, the commission shows', async ({
  page,
  request,
  browser,
  context,
}, info) => {
  // Two sign-ups, a payment through the local Stripe and their emails: 57 s on a loaded 2-core host.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const tag = `${info.project.name === 'phone' ? 'p' : 'd'}${Date.now().toString(36)}`;

  // Without a token the page says so.
  await page.goto('/affiliate');
  await expect(page.getByText('Not authenticated. Please log in.')).toBeVisible();

  // The referrer: the first visit enables the program (403 → enable → retry), empty states show.
  await page.goto('/');
  await signUpAndSignIn(page, request, 'ref');
  await page.goto('/affiliate');
  await expect(page.getByRole('heading', { name: 'Creator Program' })).toBeVisible();
  await expect(page.getByText('No commissions yet.')).toBeVisible();
  await expect(page.getByText('No payouts yet.')).toBeVisible();
  await expect(page.getByTestId('affiliate-figure-Total earned')).toContainText('$0.00');
  await expect(page.getByText('30.00%', { exact: false })).toBeVisible();

  await reviewShot(page, `${info.project.name}-affiliate-empty`);
  // Claim a code: bad input is explained, uppercase is lowercased.
  await page.getByRole('button', { name: 'Claim Code' }).click({ timeout: 5000 });
  const dialog = page.getByRole('dialog', { name: 'Claim Code' });
  await dialog.getByLabel('Referral code').fill('-x');
  await dialog.getByRole('button', { name: 'Save Code' }).click();
  await expect(dialog.getByText('Referral code must start and end with a letter or a digit.')).toBeVisible();
  const code = `Maya-${tag}`;
  await dialog.getByLabel('Referral code').fill(code);
  await expect(dialog.getByLabel('Referral code')).toHaveValue(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Save Code' }).click();
  await expect(dialog).toBeHidden();
  const linkField = page.getByRole('textbox', { name: 'Referral link' });
  await expect(linkField).toHaveValue(new RegExp(`/\\?ref=${code.toLowerCase()}$`));
  await reviewShot(page, `${info.project.name}-affiliate`);

  // Copy: "Copied" for 1.5 s, and the clipboard holds the link.
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await linkField.inputValue());
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 2500 });

  // A second browser opens the link and signs up through the form.
  const friend = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await friend.newPage();
  await other.goto(link);
  const email = `friend-${tag}@example.com`;
  const password = 'Strong-password-42';
  await other.goto('/signup');
  await other.getByLabel('Username').fill(`friend_${tag}`);
  await other.getByLabel('First name').fill('Fran');
  await other.getByLabel('Last name').fill('Friend');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password', { exact: true }).fill(password);
  await other.getByRole('button', { name: 'Start Creating Free' }).click();
  await expect(
    other.getByText('Registration successful! Please check your email to activate your account.'),
  ).toBeVisible();
  await other.goto(firstLink((await waitForMail(email, (m) => /activate/i.test(m.subject))).text));
  await expect(other.getByRole('heading', { name: 'Account activated!' })).toBeVisible();
  const login = await friend.request.post('/api/users/login/', { data: { email, password } });
  const { access } = (await login.json()) as { access: string };
  await other.evaluate((token) => localStorage.setItem('token', token), access);

  // The referrer sees the click and the signup.
  await page.reload();
  await expect(page.getByTestId('affiliate-figure-Clicks')).toContainText('1');
  await expect(page.getByTestId('affiliate-figure-Signups')).toContainText('1');

  // The friend upgrades through Stripe Checkout (the local fake's hosted page sends the signed
  // webhooks to billing, which tells the creator program).
  await other.goto('/pricing');
  await other.getByRole('button', { name: 'Upgrade to Creator' }).click();
  await expect(other.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await other.getByRole('button', { name: 'Subscribe' }).click();
  await expect(other.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await friend.close();

  // The referrer sees the commission: 30 % of what was paid, pending through the refund window.
  await page.reload();
  const row = page.getByTestId('commission-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('30.00%');
  await expect(row).toContainText('pending');
  await expect(row).toContainText('fr***@example.com');
  await expect(page.getByTestId('affiliate-figure-Paid customers')).toContainText('1');
  const commission = (await row.getByRole('cell').nth(5).innerText()).trim();
  expect(commission).toMatch(/^\$\d+\.\d{2}$/);
  await expect(page.getByTestId('affiliate-figure-Pending')).toContainText(commission);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(page.getByText('No commissions yet.')).toBeVisible();
  await reviewShot(page, `${info.project.name}-affiliate-commission`);

  // Payouts go to a connected Stripe account: onboarding on Stripe's hosted page and back.
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Agree and submit' }).click();
  await expect(page).toHaveURL(/\/affiliate\?connect=done$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Payouts go to your connected Stripe account.' }),
  ).toBeVisible({
    timeout: 20_000,
  });
});
