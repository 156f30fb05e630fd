/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { waitForMail } from './mail.ts';
import { reviewShot } from './shots.ts';

const isPhone = () => test.info().project.name === 'phone';

/**
 * Fake timers, installed before the page loads and paused once it has rendered (React needs timers
 * to reveal lazy routes); after this, time only moves when the test says so.
 */
async function freezeClockAfterLoad(page: Page, path: string, ready: () => Promise<void>) {
  await page.clock.install();
  await page.goto(path);
  await ready();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}
const unique = (name: string) => `${name}-${test.info().project.name}-${Date.now()}@example.com`;

/**
 * What a test checks here does not depend on the screen's width (texts, forms, emails, timers, meta
 * tags): it runs on desktop, and on the phone project the navigation, the idea box, pricing and "every
 * public page shows its heading and fits the screen" check what does change (decision 142).
 */
const SAME_AT_ANY_WIDTH = 'the same at any width: checked on desktop';
const desktopOnly = () => test.skip(isPhone(), SAME_AT_ANY_WIDTH);

/** On a phone the links live behind the menu toggle. */
async function openMenuIfPhone(page: Page) {
  if (isPhone()) await page.getByRole('button', { name: 'Open menu' }).click();
}

test.describe('navigation', () => {
  test('the bar is 64 px, highlights the current page and links where the spec says', async ({ page }) => {
    await page.goto('/pricing');
    const header = page.locator('header').first();
    expect((await header.locator('nav').boundingBox())?.height).toBe(64);
    await openMenuIfPhone(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const pricing = page
      .locator('header')
      .getByRole('link', { name: 'Pricing', exact: true })
      .filter({ visible: true });
    await expect(pricing).toHaveAttribute('aria-current', 'page');
    await expect(
      page.locator('header').getByRole('link', { name: 'How it Works' }).filter({ visible: true }),
    ).not.toHaveAttribute('aria-current', 'page');
    for (const [name, href] of [
      ['How it Works', '/works-how'],
      ['Use Cases', '/uses'],
      ['Contact Us', '/contact'],
      ['Log In', '/login'],
      ['Start Free', '/signup'],
    ]) {
      await expect(
        page.locator('header').getByRole('link', { name, exact: true }).filter({ visible: true }),
      ).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Reelsmith home' })).toHaveAttribute('href', '/');
  });

  test('the bar changes style once the page has scrolled more than 20 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const bgTop = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(bgTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('the mobile menu opens and closes (toggle, Escape, following a link), before the scripts too', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    if (!isPhone()) {
      await page.goto('/');
      await expect(toggle).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Use Cases' }),
      ).toBeVisible();
      return;
    }
    // A phone on a slow line taps the menu before the scripts have arrived (here: never).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await toggle.click();
    await expect(page.locator('header [popover]').getByRole('link', { name: 'Use Cases' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('header [popover]')).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(menu).toBeHidden();
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Use Cases' })).toBeVisible();
    await close.click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Use Cases' }).click();
    await expect(page).toHaveURL(/\/uses$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Built for everyone');
  });

  test('the footer anchors lead into /works-how sections and legal items lead to real pages', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['AI Video Creation', '/works-how#ai-creation'],
      ['Modes & Vibes', '/works-how#modes'],
      ['Instant Download', '/works-how#download'],
      ['Supported Platforms', '/works-how#platforms'],
      ['Why It’s Simple', '/works-how#simplicity'],
      ['Use Cases', '/uses'],
      ['Pricing', '/pricing'],
      ['Contact Us', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/service-terms'],
      ['Cookie Policy', '/privacy-policy#cookies'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Modes & Vibes' }).click();
    await expect(page).toHaveURL(/\/works-how#modes$/);
    await expect(page.locator('#modes')).toBeInViewport();
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByRole('heading', { name: '5. Cookie Policy' })).toBeInViewport();
  });
});

test.describe('landing', () => {
  test('the idea box keeps the idea and vibe for after sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Type an idea.');
    for (const vibe of ['Meme', 'Educational', 'Motivational', 'Comedy'])
      await expect(page.getByRole('radio', { name: vibe })).toBeAttached();
    await expect(page.getByRole('radio', { name: 'Meme' })).toBeChecked();
    await page.getByRole('button', { name: 'Create my video' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a topic');
    await page.getByLabel('Your video idea').fill('  Why octopuses have three hearts  ');
    await expect(page.getByRole('alert')).toBeHidden();
    await page
      .getByRole('form', { name: 'Start a video from an idea' })
      .getByText('Educational', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'Educational' })).toBeChecked();
    await page.getByRole('button', { name: 'Create my video' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const stored = await page.evaluate(() => localStorage.getItem('reelsmith:pending-idea'));
    expect(JSON.parse(stored!)).toEqual({ idea: 'Why octopuses have three hearts', vibe: 'educational' });
  });

  test('a signed-in visitor goes from the idea box to the dashboard', async ({ page, request }) => {
    desktopOnly();
    // A real session: the landing asks the API about a signed-in visitor's plan.
    await signUpAndSignIn(page, request, 'idea');
    await page.goto('/');
    await page.getByLabel('Your video idea').fill('Morning routine for night owls');
    await page
      .getByRole('form', { name: 'Start a video from an idea' })
      .getByText('Motivational', { exact: true })
      .click();
    const toDashboard = page.waitForURL((u) => u.pathname === '/dashboard', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Create my video' }).click();
    await toDashboard;
    // The dashboard takes the idea into its own box (and clears what the landing kept).
    await expect(page.getByLabel('Your video idea')).toHaveValue('Morning routine for night owls');
  });

  test('the statistic card rotates through 4 items every 2 seconds, and can be paused', async ({ page }) => {
    desktopOnly();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const item = page.getByTestId('stat-item');
    await freezeClockAfterLoad(page, '/', () => page.getByTestId('stat-card').scrollIntoViewIfNeeded());
    // Pause and play restart the 2-second timer at a known instant.
    await page.getByRole('button', { name: 'Pause statistics' }).click();
    await page.getByRole('button', { name: 'Show statistic 1 of 4: videos generated' }).click();
    await page.getByRole('button', { name: 'Play statistics' }).click();
    // A mouse resting on the card holds it still: move away, which starts the timer now.
    await page.mouse.move(1, 1);
    const seen = [(await item.textContent())!];
    await expect(item).toContainText('10,000+');
    await page.clock.runFor(1999);
    await expect(item).toHaveText(seen[0]);
    await page.clock.runFor(1);
    await expect(item).not.toHaveText(seen[0]);
    seen.push((await item.textContent())!);
    for (let i = 0; i < 2; i++) {
      await page.clock.runFor(2000);
      await expect(item).not.toHaveText(seen[seen.length - 1]);
      seen.push((await item.textContent())!);
    }
    expect(new Set(seen).size).toBe(4);
    expect(seen.join(' ')).toMatch(/25K\+.*4\.7\/5.*30 s/s);
    await page.clock.runFor(2000);
    await expect(item).toHaveText(seen[0]);
    await page.getByRole('button', { name: 'Pause statistics' }).click();
    await page.clock.runFor(6000);
    await expect(item).toHaveText(seen[0]);
    await page.getByRole('button', { name: 'Play statistics' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(2000);
    await expect(item).toHaveText(seen[1]);
  });

  test('the statistic card shows the live video count from the database once it is large', async ({
    page,
  }) => {
    desktopOnly();
    await page.route('**/api/public/stats', (route) =>
      route.fulfill({ json: { videos_generated: 12345, creators: 678 } }),
    );
    await page.goto('/');
    await expect(page.getByTestId('stat-item')).toContainText('12,345');
    await expect(page.getByTestId('stat-card')).toContainText('Live count');
  });

  test('the real stats endpoint answers from the database', async ({ request }) => {
    desktopOnly();
    const res = await request.get('/api/public/stats');
    expect(res.status()).toBe(200);
    const body = await res.json();
    expect(typeof body.videos_generated).toBe('number');
    expect(typeof body.creators).toBe('number');
  });

  test('every section is there, in order', async ({ page }) => {
    desktopOnly();
    await page.goto('/');
    await expect(page.locator('main h2').first()).toBeVisible();
    const headings = await page.locator('main h2').allInnerTexts();
    const order = [
      'Stop editing',
      'Three steps',
      'A whole edit suite',
      'Creators post more',
      'Start free',
      'Your next video',
    ];
    let last = -1;
    for (const h of order) {
      const at = headings.findIndex((x) => x.replace(/\s+/g, ' ').includes(h));
      expect(at, h).toBeGreaterThan(last);
      last = at;
    }
    await expect(page.locator('main figure')).toHaveCount(2);
  });
});

test.describe('how it works', () => {
  test.skip(({ isMobile }) => isMobile, SAME_AT_ANY_WIDTH);

  test('the walkthrough steps through 1 to 4 with Previous and Next; the workflow, statistics and five anchored sections are there', async ({
    page,
  }) => {
    await page.goto('/works-how');
    const indicator = page.getByTestId('walkthrough-indicator');
    const prev = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(indicator).toHaveText('1 of 4');
    await expect(prev).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Type your idea' })).toBeVisible();
    await next.click();
    await expect(indicator).toHaveText('2 of 4');
    await expect(page.getByRole('heading', { name: 'Choose your vibe' })).toBeVisible();
    await next.click();
    await next.click();
    await expect(indicator).toHaveText('4 of 4');
    await expect(page.getByRole('heading', { name: 'Download and post' })).toBeVisible();
    await expect(next).toBeDisabled();
    await prev.click();
    await expect(indicator).toHaveText('3 of 4');
    await page.getByRole('button', { name: 'Step 1: Type your idea' }).click();
    await expect(indicator).toHaveText('1 of 4');

    // The summary workflow, statistics and the five anchored sections.
    await expect(page.getByRole('list', { name: 'The workflow' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByText('platforms supported')).toBeVisible();
    for (const id of ['ai-creation', 'modes', 'download', 'platforms', 'simplicity'])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await page.goto('/works-how#platforms');
    await expect(page.locator('#platforms')).toBeInViewport();
  });
});

test.describe('use cases', () => {
  test.skip(({ isMobile }) => isMobile, SAME_AT_ANY_WIDTH);

  test('/uses: four audiences with challenges, solutions, results and a testimonial; /use-cases is the same page', async ({
    page,
  }) => {
    await page.goto('/uses');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Creators', 'Businesses', 'Educators', 'Agencies']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    for (const [tab, claim] of [
      ['Businesses', '500+ businesses'],
      ['Educators', '10,000+ creators'],
      ['Agencies', '100+ agencies'],
      ['Creators', '5000+ creators'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toContainText(claim);
      for (const part of ['Challenges', 'Solutions', 'Results'])
        await expect(panel.getByRole('heading', { name: part })).toBeVisible();
      await expect(panel.locator('blockquote')).toHaveCount(1);
    }
    await page.getByRole('tab', { name: 'Creators' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Businesses' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Businesses' })).toHaveAttribute('aria-selected', 'true');
    for (const step of ['Type Idea', 'Choose Vibe', 'AI Creates', 'Go Viral'])
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    for (const point of ['First video free', '30-second creation', 'No editing skills needed'])
      await expect(page.getByText(point, { exact: true })).toBeVisible();
    // The spec's other address for the page (its canonical one).
    await page.goto('/use-cases');
    await expect(tabs).toHaveText(['Creators', 'Businesses', 'Educators', 'Agencies']);
    await expect(page.getByRole('heading', { name: 'Go Viral' })).toBeVisible();
  });
});

test.describe('pricing', () => {
  test('monthly/annual toggle, prices, savings and the selected plan', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('radio', { name: /Annual/ })).toContainText('Save 17%');
    await expect(page.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('price-free')).toHaveText('$0');
    await expect(page.getByTestId('price-creator')).toHaveText('$15');
    await expect(page.getByTestId('price-business')).toHaveText('$49');
    await expect(page.getByTestId('plan-creator')).toHaveAttribute('data-selected', 'true');
    await expect(page.getByTestId('plan-creator')).toContainText('Most Popular');
    await expect(page.getByTestId('plan-free')).toContainText('3 videos per month');
    await expect(page.getByTestId('plan-free')).toContainText('watermark');
    await expect(page.getByTestId('plan-business')).toContainText('5 team users');
    await expect(page.getByTestId('plan-business')).toContainText('API access');

    await page.getByRole('radio', { name: /Annual/ }).click();
    await expect(page.getByRole('radio', { name: /Annual/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('price-free')).toHaveText('$0');
    await expect(page.getByTestId('price-creator')).toHaveText('$13'); // 150 / 12 = 12.5, rounded
    await expect(page.getByTestId('price-business')).toHaveText('$41'); // 490 / 12 = 40.8, rounded
    await expect(page.getByTestId('billing-creator')).toHaveText('$150 billed yearly · save 17%');
    await expect(page.getByTestId('billing-business')).toHaveText('$490 billed yearly · save 17%');

    await page.getByTestId('plan-business').click({ position: { x: 40, y: 40 } });
    await expect(page.getByTestId('plan-business')).toHaveAttribute('data-selected', 'true');
    await expect(page.getByTestId('plan-creator')).toHaveAttribute('data-selected', 'false');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await expect(page.getByTestId('price-creator')).toHaveText('$15');
    await expect(page.getByTestId('plan-creator').getByRole('link')).toHaveAttribute('href', '/signup');
  });

  test('feature grid, comparison with traditional methods and an FAQ that follows the plan card', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('table', { name: 'Features by plan' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Videos per month/ })).toContainText('3');
    await expect(page.getByRole('heading', { name: 'Hiring a freelancer' })).toBeVisible();
    await page.getByText('How many videos do I get for free?').click();
    await expect(page.getByText(/Try Free plan includes 3 videos every month/)).toBeVisible();
    await expect(page.locator('body')).not.toContainText('10 credits');
  });

  test('signed in, the free plan leads to the dashboard and paid plans offer an upgrade', async ({
    page,
    request,
  }) => {
    desktopOnly();
    // A real session: a made-up token is refused by the page's first API call, which signs the
    // page out, sometimes before the link is read.
    await signUpAndSignIn(page, request, 'pricing');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-free').getByRole('link')).toHaveAttribute('href', '/dashboard');
    // Issue #16: Upgrade opens Stripe Checkout (e2e/billing.spec.ts pays through it).
    await expect(
      page.getByTestId('plan-creator').getByRole('button', { name: 'Upgrade to Creator' }),
    ).toBeVisible();
  });
});

test.describe('contact', () => {
  test.skip(({ isMobile }) => isMobile, SAME_AT_ANY_WIDTH);

  test('empty required fields: submit silently does nothing; quick actions pre-fill the subject', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (r) => r.url().includes('/api/contact/') && posted++);
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(500);
    expect(posted).toBe(0);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Thanks! Your message is on its way.')).toHaveCount(0);

    for (const action of ['Schedule a Demo', 'Report a Bug', 'Feature Request']) {
      await page.getByRole('button', { name: action }).click();
      await expect(page.getByLabel('Subject')).toHaveValue(action);
    }
    await expect(page.getByText('Monday to Friday, 9 AM to 6 PM PST.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Email support' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Help center' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: /Reelsmith on / })).toHaveCount(5);
    await expect(page.locator('#faq details')).toHaveCount(6);
  });

  test('sending, then a success banner for 5 seconds, the form cleared and the team emailed', async ({
    page,
  }) => {
    const subject = `Partnership ${test.info().project.name} ${Date.now()}`;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/contact/', async (route) => {
      await held;
      await route.continue();
    });
    await freezeClockAfterLoad(page, '/contact', () => expect(page.getByLabel('First name')).toBeVisible());
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('Company (optional)').fill('Navy Labs');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('We would love a demo for our training team.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByLabel('First name')).toBeDisabled();
    release();
    const banner = page.getByText('Thanks! Your message is on its way. We reply within 24 hours.');
    await expect(banner).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Company (optional)', 'Subject', 'Message'])
      await expect(page.getByLabel(label)).toHaveValue('');
    await page.clock.runFor(4990);
    await expect(banner).toBeVisible();
    await page.clock.runFor(10);
    await expect(banner).toBeHidden();
    const mail = await waitForMail('team@reelsmith.local', (m) => m.subject.includes(subject));
    expect(mail.text).toContain('We would love a demo for our training team.');
    expect(mail.raw).toMatch(/^reply-to:\s*grace@example\.com/im);
  });
});

test.describe('waitlist', () => {
  test.skip(({ isMobile }) => isMobile, SAME_AT_ANY_WIDTH);

  test('an email without text@text.text is refused with the spec message and nothing is sent; error answers are read as detail, then message, then the first value, else the default; a filled honeypot silently blocks', async ({
    page,
  }) => {
    let posted = 0;
    page.on('request', (r) => r.url().includes('/api/waitlist/join/') && posted++);
    await page.goto('/waitlist');
    await expect(page.getByText(/first 50 podcasters get early access/)).toBeVisible();
    for (const bad of ['', 'nope', 'a@b', 'a b@c.d']) {
      await page.getByLabel('Email').fill(bad);
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email.');
    }
    expect(posted).toBe(0);

    // The server's refusals, as it may word them.
    const answers: [number, unknown, string][] = [
      [400, { detail: 'That inbox does not accept mail.' }, 'That inbox does not accept mail.'],
      [400, { message: 'Waitlist is paused.' }, 'Waitlist is paused.'],
      [400, { email: ['Enter a valid email address.'] }, 'Enter a valid email address.'],
      [500, {}, 'Something went wrong. Please try again.'],
    ];
    for (const [status, json, shown] of answers) {
      await page.route('**/api/waitlist/join/', (route) => route.fulfill({ status, json }));
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      await expect(page.getByRole('alert')).toHaveText(shown);
      await page.unroute('**/api/waitlist/join/');
    }

    // A bot fills the field people never see: nothing is sent and nothing is said.
    posted = 0;
    await page.getByLabel('Email').fill(unique('bot'));
    await page.locator('main input[name="website"]').fill('http://spam.example', { force: true });
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await page.waitForTimeout(500);
    expect(posted).toBe(0);
    await expect(page.locator('main').getByRole('status')).toHaveCount(0);
  });

  test('joining: UTM fields and referrer sent, "Joining...", success, fields cleared, confirmation email, kind repeat', async ({
    page,
  }) => {
    const email = unique('podcaster');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/waitlist/join/', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(
      '/waitlist?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_content=hero&utm_term=ai+video',
      { referer: 'https://news.example.com/post' },
    );
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Podcast link/).fill('https://mypod.fm/show');
    const request = page.waitForRequest('**/api/waitlist/join/');
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    expect((await request).postDataJSON()).toEqual({
      email,
      podcast_url: 'https://mypod.fm/show',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      utm_content: 'hero',
      utm_term: 'ai video',
      referrer: 'https://news.example.com/post',
      source: 'waitlist',
    });
    await expect(page.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    const status = page.locator('main').getByRole('status');
    await expect(status).toContainText("You're in! Check your email for a confirmation.");
    await expect(status).toContainText('early access');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel(/Podcast link/)).toHaveValue('');
    const mail = await waitForMail(email);
    expect(mail.subject).toBe("You're on the Reelsmith waitlist");

    await page.unroute('**/api/waitlist/join/');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(status).toContainText("You're already on the list");
  });

  test('the footer email box joins the same list', async ({ page }) => {
    const email = unique('footer');
    await page.goto('/pricing');
    const footer = page.locator('footer');
    await footer.getByLabel('Get early access and creator tips').fill('not-an-email');
    await footer.getByRole('button', { name: 'Start Free' }).click();
    await expect(footer.getByRole('status')).toHaveText('Please enter a valid email.');
    await footer.getByLabel('Get early access and creator tips').fill(email);
    await footer.getByRole('button', { name: 'Start Free' }).click();
    await expect(footer.getByRole('status')).toHaveText("You're in! Check your email for a confirmation.");
    await expect(footer.getByLabel('Get early access and creator tips')).toHaveValue('');
    await waitForMail(email);
  });
});

test.describe('legal and result pages', () => {
  test.skip(({ isMobile }) => isMobile, SAME_AT_ANY_WIDTH);

  test('terms carry the spec figures, with the legal footer and a back button', async ({ page }) => {
    for (const path of ['/service-terms', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
      const text = (await page.locator('article').innerText()).replace(/\s+/g, ' ');
      for (const figure of [
        '16 years old',
        'under 18',
        '10 voice generations a month, up to 1000 characters each',
        '500 voice generations a month, up to 5000 characters each',
        '60 API calls a minute',
        '$0.10 per voice generation',
        '$0.001 per character',
        '80%',
        '100%',
        '7-day grace period',
        '24 hours',
        '30 days’ notice',
        '14 days',
        '30 days after closure',
        '99.5% uptime',
        '48 hours',
        '12 months',
      ])
        expect(text, figure).toContain(figure);
      await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      const legal = page.getByRole('navigation', { name: 'Legal' });
      await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await expect(legal.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    }
  });

  test('privacy carries the retention figures and a cookie section; /privacy and /support are real', async ({
    page,
  }) => {
    for (const path of ['/privacy-policy', '/privacy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      const text = (await page.locator('article').innerText()).replace(/\s+/g, ' ');
      for (const figure of ['90 days', '24 months', '7 years']) expect(text).toContain(figure);
      await expect(page.locator('#cookies')).toHaveCount(1);
    }
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('How can we help?');
  });

  test('payment success and cancel pages', async ({ page }) => {
    await page.goto('/payment-success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    await expect(
      page.getByText(
        'Thank you for your purchase. Your content is being processed and will be available shortly.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' }).last()).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await page.goto('/cancel-payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Canceled');
    await expect(
      page.getByText(
        'Your payment was not completed. If this was a mistake, you can try again or contact support.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('quality', () => {
  const PAGES: [string, RegExp][] = [
    ['/', /^Reelsmith: type an idea, get a viral-ready short video$/],
    ['/works-how', /^How it works.*· Reelsmith$/],
    ['/uses', /^Use cases.*· Reelsmith$/],
    ['/pricing', /^Pricing.*· Reelsmith$/],
    ['/contact', /^Contact us · Reelsmith$/],
    ['/waitlist', /^Podcaster waitlist.*· Reelsmith$/],
    ['/privacy-policy', /^Privacy Policy · Reelsmith$/],
    ['/service-terms', /^Terms of Service · Reelsmith$/],
    ['/payment-success', /^Payment Successful! · Reelsmith$/],
    ['/cancel-payment', /^Payment Canceled · Reelsmith$/],
  ];

  test('robots.txt and sitemap.xml are served', async ({ request, baseURL }) => {
    desktopOnly();
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/pricing</loc>`);
  });

  test('keyboard: the skip link jumps to the content', async ({ page }) => {
    test.skip(isPhone(), 'no hardware keyboard on the phone profile');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('under reduced motion the statistic card waits for play', async ({ page }) => {
    desktopOnly();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const item = page.getByTestId('stat-item');
    await freezeClockAfterLoad(page, '/', () => expect(item).toBeVisible());
    const first = (await item.textContent())!;
    await page.clock.runFor(4000);
    await expect(item).toHaveText(first);
    await expect(page.getByRole('button', { name: 'Play statistics' })).toBeVisible();
  });

  test('every public page shows its heading, fits the screen without sideways scrolling, and has its own title, description and Open Graph tags', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const descriptions = new Set<string>();
    for (const [path, title] of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      const name = path === '/' ? 'home' : path.slice(1);
      await reviewShot(page, `e2e-${test.info().project.name}-${name}`);
      // The head is the same at any width: read on desktop, in the same visit.
      if (isPhone()) continue;
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(20);
      descriptions.add(description!);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title());
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description!);
      const canonical = path === '/uses' ? '/use-cases' : path;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${new URL(page.url()).origin}${canonical}`,
      );
    }
    if (!isPhone()) expect(descriptions.size).toBeGreaterThanOrEqual(PAGES.length - 2);
  });
});
