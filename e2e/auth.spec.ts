import { expect, test } from '@playwright/test';
import { firstLink, waitForMail } from './mail.ts';
import { reviewShot } from './shots.ts';

test('the sign-in and sign-up screens match the spec and show no debug panel in production', async ({
  page,
}, info) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await expect(page.getByLabel('Debug information')).toHaveCount(0);
  await reviewShot(page, `${info.project.name}-login`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.goto('/signup');
  for (const label of ['Username', 'First name', 'Last name', 'Email', 'Password']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Debug information')).toHaveCount(0);
  await reviewShot(page, `${info.project.name}-signup`);
  await page.getByRole('button', { name: 'Start Creating Free' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await reviewShot(page, `${info.project.name}-signup-errors`);
  if (info.project.name === 'phone') {
    // The narrowest phone we support: nothing may scroll sideways.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await reviewShot(page, `phone-360-signup-errors`);
  }
});

test('sign up, activate from the email, sign in, sign out, reset the password and sign in again', async ({
  page,
}, info) => {
  // Forms, emails and redirects are the same at any width; the phone project checks these screens at
  // 360 px above, and its account menu in navigation.spec.
  test.skip(info.project.name === 'phone', 'the same at any width: checked on desktop');
  const tag = `${info.project.name}-${Date.now().toString(36)}`;
  const email = `e2e-${tag}@example.com`;
  const password = 'first password 1';
  const newPassword = 'second password 2';

  // Sign up: the spec's busy label, success message and redirect after 3 s.
  await page.goto('/signup');
  await page.getByLabel('Username').fill(`e2e_${tag}`.replace(/-/g, '_'));
  await page.getByLabel('First name').fill('Eve');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Start Creating Free' }).click();
  await expect(
    page.getByText('Registration successful! Please check your email to activate your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/email-confirmation$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  await reviewShot(page, `${info.project.name}-email-confirmation`);
  await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();

  // Signing in before activation says so.
  await page.getByRole('link', { name: 'Go to Login' }).click();
  // The router keeps the old screen up until the next one's code has loaded: wait for it.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Your account is not activated yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend activation email' })).toBeVisible();

  // Activate with the link from the real email.
  const activation = await waitForMail(email, (m) => /activate/i.test(m.subject));
  const link = firstLink(activation.text);
  expect(link).toMatch(/\/activate\?token=/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Account activated!' })).toBeVisible();
  await reviewShot(page, `${info.project.name}-activated`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Link already used' })).toBeVisible();

  // Sign in and land on the dashboard after the spec's 1 s.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate('localStorage.getItem("token")')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // The user menu (on the settings screen's header) shows the account and signs out.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Eve');
  await reviewShot(page, `${info.project.name}-settings`);
  await page.getByRole('button', { name: 'Account menu for Eve Tester' }).click();
  await expect(page.getByRole('menu').getByText(email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
  const refreshed = await page.request.post('/api/users/token/refresh/');
  expect(refreshed.status()).toBe(401);

  // Forgot password from the login screen, then reset with the emailed link.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await reviewShot(page, `${info.project.name}-forgot-sent`, { fullPage: false });
  await expect(
    page.getByText("If an account exists for that email, we've sent a link", { exact: false }),
  ).toBeVisible();
  const reset = await waitForMail(email, (m) => /reset/i.test(m.subject));
  await page.goto(firstLink(reset.text));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
