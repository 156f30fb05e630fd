import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { previewUsage } from '../../db/schema/index.ts';
import { prepareAhead } from '../../jobs/handlers.ts';
import { composeServices } from '../../root.ts';

// Issue 39 item 7: the voice library plays every builtin voice on the first tap, because a starting
// worker has already made the previews (behind creators' own work), not the tap.
describe('builtin voice previews made ahead', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('has every voice ready to play once a worker has started, and a tap spends nothing', async () => {
    const user = await makeUser(t.ctx);
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/scripts/voices/with-previews/',
          headers: user.headers,
        })
      ).json().voices as Array<{ id: string; has_preview: boolean; preview_url: string | null }>;
    expect((await list()).filter((v) => v.has_preview)).toEqual([]);

    prepareAhead(t.ctx, composeServices(t.ctx));
    await expect
      .poll(async () => (await list()).filter((v) => !v.has_preview).map((v) => v.id), {
        timeout: 90_000,
        interval: 250,
      })
      .toEqual([]);
    const voices = await list();
    expect(voices).toHaveLength(21);

    // A tap answers with the stored file at once: nothing rendered, nothing counted against the user.
    const tap = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/voices/preview/generate/',
      headers: user.headers,
      payload: { voice_id: 'rachel' },
    });
    expect(tap.statusCode).toBe(200);
    expect(tap.json().preview_url).toBe(voices.find((v) => v.id === 'rachel')!.preview_url);
    const file = await t.app.inject({ method: 'GET', url: tap.json().preview_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.rawPayload.length).toBeGreaterThan(5_000);
    const used = await t.ctx.database.db
      .select()
      .from(previewUsage)
      .where(eq(previewUsage.userId, user.user.id));
    expect(used).toEqual([]);

    // The next start finds them all current and queues nothing.
    expect(await composeServices(t.ctx).voices.prepareBuiltinPreviews()).toBe(0);
  });
});
