import { devices, expect, test } from '@playwright/test';
import { clientAddress } from './accounts.ts';
import { firstLink, waitForMail } from './mail.ts';
import { playsInPage } from './media.ts';
import { reviewShot } from './shots.ts';
import { sharedFiles, stubShareSheet } from './share-sheet.ts';

test('an idea typed on the landing page survives sign-up; the activation link signs in on the dashboard with it; the finished video opens on a phone by its QR link and shares from there', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(300_000);
  const tag = `${info.project.name}${Date.now().toString(36)}`;
  const email = `share-${tag}@example.com`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });

  // The landing page's idea box, then sign-up.
  await page.goto('/');
  await page.getByLabel('Your video idea').fill('Why cats sit in boxes');
  await page.getByRole('button', { name: 'Create my video' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Username').fill(`share_${tag}`);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Sharer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Strong-password-42');
  await page.getByRole('button', { name: 'Start Creating Free' }).click();
  await expect(page).toHaveURL(/\/email-confirmation$/, { timeout: 8000 });
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend activation email' })).toBeVisible();

  // The emailed link activates, signs in and lands on the dashboard with the idea waiting.
  await page.goto(firstLink((await waitForMail(email, (m) => /activate/i.test(m.subject))).text));
  await expect(page.getByRole('heading', { name: 'Account activated!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Your video idea')).toHaveValue('Why cats sit in boxes');
  await expect(page.getByText('We kept the idea you typed before signing up.')).toBeVisible();
  await reviewShot(page, `share-${info.project.name}-dashboard-with-idea`);

  await page.getByLabel('Length').selectOption('15');
  await page.getByRole('button', { name: 'Generate video' }).click();
  const result = page.getByTestId('quick-result');
  await expect(result.getByTestId('result-video')).toBeVisible({ timeout: 150_000 });
  await expect(result.getByRole('button', { name: 'Copy title, caption and hashtags' })).toBeVisible();

  // A desktop: a QR code for a short-lived link, which opens the video on a phone.
  await result.getByTestId('share-video').click();
  const dialog = page.getByRole('dialog', { name: 'Share from your phone' });
  await expect(
    dialog.getByRole('img', { name: 'QR code that opens this video on your phone' }),
  ).toBeVisible();
  const link = await dialog.getByTestId('share-link').getAttribute('href');
  expect(link).toMatch(/\/watch\/[\w-]+$/);
  await reviewShot(page, `share-desktop-qr`, { fullPage: false });

  const phoneContext = await browser.newContext({ ...devices['Pixel 7'], deviceScaleFactor: 1 });
  await stubShareSheet(phoneContext);
  const onPhone = await phoneContext.newPage();
  await onPhone.goto(link!);
  await expect(onPhone.getByRole('heading', { level: 1 })).toBeVisible();
  await playsInPage(onPhone.getByTestId('shared-video'));
  await onPhone.getByTestId('share-video').click();
  await expect.poll(() => sharedFiles(onPhone), { timeout: 30_000 }).toHaveLength(1);
  const [file] = await sharedFiles(onPhone);
  expect(file.type).toBe('video/mp4');
  expect(file.size).toBeGreaterThan(100_000);
  await reviewShot(onPhone, `share-phone-page`);
  // A made-up link says so plainly.
  await onPhone.goto(link!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await expect(onPhone.getByRole('alert')).toHaveText(/This share link has expired/);
  await phoneContext.close();
});
