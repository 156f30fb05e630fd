import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { SCREEN_DATA } from '../apps/web/src/lib/early-paths.ts';

// Every signed-in screen is one click from the navigation: the sidebar at 1440 px; on a 360 px
// phone the bottom bar, or "More" and then the screen. Reached by clicking only, never by URL.
const ENTRIES: Array<{ link: string; url: RegExp; title: string; group: string }> = [
  { link: 'Dashboard', url: /\/dashboard$/, title: 'Dashboard', group: '' },
  { link: 'New video', url: /\/create$/, title: 'Create a video', group: 'Create' },
  { link: 'Upload', url: /\/upload-video$/, title: 'Upload and enhance', group: 'Create' },
  { link: 'Voices', url: /\/voices$/, title: 'Voice Library', group: 'Create' },
  { link: 'Scripts', url: /\/scripts$/, title: 'Scripts', group: 'Create' },
  { link: 'Caption Generator', url: /\/scripts\?tab=captions$/, title: 'Caption Generator', group: 'Create' },
  { link: 'My Content', url: /\/my-content$/, title: 'My Content', group: 'Library' },
  { link: 'Social Media', url: /\/social$/, title: 'Social Media', group: 'Publish' },
  { link: 'Channels', url: /\/channels$/, title: 'Channels', group: 'Publish' },
  { link: 'Analytics', url: /\/analytics$/, title: 'Analytics', group: 'Grow' },
  { link: 'Trending', url: /\/trending$/, title: 'Trending', group: 'Grow' },
  { link: 'Monetization', url: /\/monetization$/, title: 'Monetization', group: 'Grow' },
  { link: 'Creator Program', url: /\/affiliate$/, title: 'Creator Program', group: 'Grow' },
  { link: 'Settings', url: /\/settings$/, title: 'Settings', group: 'Account' },
];
/** On a phone these four sit in the bottom bar; every other screen is under "More". */
const IN_BAR = new Set(['Dashboard', 'New video', 'My Content', 'Social Media']);

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });

async function arrive(page: Page, entry: (typeof ENTRIES)[number]) {
  await expect(page).toHaveURL(entry.url);
  await expect(page.getByRole('heading', { level: 1, name: entry.title, exact: true })).toBeVisible({
    timeout: 20_000,
  });
}

/** The names of a navigation's links: the bar's own label, else the link's text. */
async function linkNames(nav: Locator) {
  const links = await nav.getByRole('link').all();
  return Promise.all(
    links.map(async (l) => (await l.getAttribute('aria-label')) ?? (await l.innerText()).trim()),
  );
}

test('every navigation entry reaches its screen by clicking, at 1440 and 360 px', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const { email } = await signUpAndSignIn(page, request, 'nav');
  await page.setViewportSize(phone ? { width: 360, height: 780 } : { width: 1440, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 20_000 });

  if (!phone) {
    // A desktop draws only its sidebar, which lists every screen under its group, and nothing else.
    await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toHaveCount(1);
    const nav = mainNav(page);
    expect((await linkNames(nav)).sort()).toEqual(ENTRIES.map((e) => e.link).sort());
    for (const group of ['Create', 'Library', 'Publish', 'Grow', 'Account'])
      await expect(nav.getByRole('heading', { name: group, exact: true })).toBeVisible();
    // From the last screen to the first, so each click leaves a different screen.
    for (const entry of [...ENTRIES].reverse()) {
      await mainNav(page).getByRole('link', { name: entry.link, exact: true }).click();
      await arrive(page, entry);
      // The shell is the same on every screen (Settings included), and marks where the creator is.
      await expect(mainNav(page).getByRole('link', { name: entry.link, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    // A laptop's 1280 x 720: every entry shows without scrolling the sidebar, and the header's count
    // of videos left leads to the plans (the plan card makes way for the entries).
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect
      .poll(() => mainNav(page).evaluate((n) => n.scrollHeight - n.clientHeight))
      .toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: /videos? left: see the plans/ }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    return;
  }

  // A phone draws only its bar: the desktop sidebar is not in the page at all.
  await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toHaveCount(1);
  const bar = mainNav(page);
  expect((await linkNames(bar)).sort()).toEqual([...IN_BAR].sort());
  await expect(bar.getByRole('button', { name: 'More' })).toBeVisible();
  for (const entry of [...ENTRIES].reverse()) {
    if (IN_BAR.has(entry.link)) {
      await mainNav(page).getByRole('link', { name: entry.link, exact: true }).click();
    } else {
      await mainNav(page).getByRole('button', { name: 'More' }).click();
      const sheet = page.getByRole('navigation', { name: 'All screens' });
      await expect(sheet.getByRole('heading', { name: entry.group, exact: true })).toBeVisible();
      await sheet.getByRole('link', { name: entry.link, exact: true }).click();
      await expect(sheet).toBeHidden();
    }
    await arrive(page, entry);
    // Nothing scrolls sideways at 360 px.
    expect(
      await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
    ).toBeLessThanOrEqual(0);
  }
  // "More" lists every screen, the four of the bar included.
  await mainNav(page).getByRole('button', { name: 'More' }).click();
  const sheet = page.getByRole('navigation', { name: 'All screens' });
  expect((await linkNames(sheet)).sort()).toEqual(ENTRIES.map((e) => e.link).sort());
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  // The account menu in the header fits the phone and signs out.
  await page.getByRole('button', { name: 'Account menu for Cora Creator' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a signed-in screen's first load asks for its code and data before the app's code arrives, and uses every answer", async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the first load that matters is a phone’s');
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'early');
  for (const path of Object.keys(SCREEN_DATA)) {
    const asked: string[] = [];
    const onRequest = (r: import('@playwright/test').Request) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/')) asked.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    // The page's inline boot script ran (the server allows it by its hash) and asked early;
    // every early answer was taken by the screen, so none of its first GETs went out twice.
    expect(await page.evaluate('Boolean(window.reelsmithEarly)'), path).toBe(true);
    expect(await page.evaluate('window.reelsmithUntakenEarly()'), path).toEqual([]);
    const twice = asked.filter((url, i) => asked.indexOf(url) !== i);
    expect(twice, path).toEqual([]);
  }
});
