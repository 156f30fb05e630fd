/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './accounts.ts';
import { reviewShot } from './shots.ts';

// The signed-in screens whose journeys run on desktop only (decision 142): their logic is
// the same at any width, so the phone project checks what does change there, on a 360 px phone:
// the screen opens with its title, nothing scrolls sideways, and no control is cut off at either edge.
// The other signed-in screens are checked at 360 px elsewhere on the phone project: the dashboard,
// create and My Content by create.spec's phone journey; the editor, analytics, trending and
// monetization by their whole journeys.
const SCREENS: Array<[route: string, title: string | RegExp]> = [
  ['/scripts', 'Scripts'],
  ['/scripts?tab=captions', 'Caption Generator'],
  ['/voices', 'Voice Library'],
  ['/upload-video', 'Upload and enhance'],
  ['/upload-video?mode=photos', 'Image to video'],
  ['/social', 'Social Media'],
  ['/affiliate', 'Creator Program'],
  ['/settings', 'Settings'],
];

test('every desktop-only signed-in screen opens on a 360 px phone without sideways scrolling or cut-off controls', async ({
  page,
  request,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the desktop journeys visit these screens at 1440 px');
  test.setTimeout(120_000);
  await signUpAndSignIn(page, request, 'phonetour');
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [route, title] of SCREENS) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: title }).first(), route).toBeVisible({
      timeout: 20_000,
    });
    // Let late data (lists, plan, connections) settle into the layout before measuring it.
    await page.waitForLoadState('networkidle');
    const report = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      // A control inside a box that scrolls sideways on purpose (tab strips, chip rows) may sit
      // beyond the edge: it is reached by scrolling that box.
      const inScroller = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const ox = getComputedStyle(p).overflowX;
          if ((ox === 'auto' || ox === 'scroll' || ox === 'hidden') && p.scrollWidth > p.clientWidth + 1)
            return true;
        }
        return false;
      };
      const cut = Array.from(
        document.querySelectorAll('button, a[href], input, textarea, select, [role="tab"]'),
      )
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !inScroller(el);
        })
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < -1 || r.right > width + 1;
        })
        .map((el) => el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 40) || el.tagName);
      return { scrollWidth: document.documentElement.scrollWidth, width, cut };
    });
    expect(report.scrollWidth, `${route} scrolls sideways`).toBeLessThanOrEqual(360);
    expect(report.cut, `${route}: controls cut off at the edge`).toEqual([]);
    await reviewShot(page, `phone${route.replace(/[/?=]/g, '-')}`);
  }
});
