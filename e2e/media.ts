import { expect, type APIRequestContext, type Locator } from '@playwright/test';

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

/** A finished 15 s video made by the real pipeline through the API, as "New video" would; its id. */
export async function finishedVideo(request: APIRequestContext, access: string, idea: string) {
  const headers = { authorization: `Bearer ${access}` };
  const res = await request.post('/api/videos', { headers, data: { idea, duration: 15 } });
  expect(res.status(), await res.text()).toBe(202);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/videos/${id}`, { headers })).json()) as { status: string }).status,
      // Every 3 s: the test shares the account's 60 calls a minute with the page it drives.
      { timeout: 150_000, intervals: [3000] },
    )
    .toBe('completed');
  return id;
}
