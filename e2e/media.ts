import { expect, type Locator } from '@playwright/test';

/** What the tests touch of a <video>/<audio> element inside the page. */
export interface Media {
  muted: boolean;
  currentTime: number;
  play(): Promise<void>;
}

/** Plays a <video>/<audio> in the page, muted, and waits until its clock moves past half a second. */
export async function playsInPage(media: Locator) {
  await media.evaluate(async (el) => {
    const m = el as unknown as Media;
    m.muted = true;
    await m.play();
  });
  await expect
    .poll(() => media.evaluate((el) => (el as unknown as Media).currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
}
