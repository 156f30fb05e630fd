import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { users, videos } from '../../db/schema/index.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { verifySignature } from './webhook-signing.ts';
import { composeServices } from '../../root.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A customer's endpoint: answers 500 to the first `failures` requests, then 200. */
async function startReceiver(failures: number) {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (got.length <= failures) res.writeHead(500).end('not yet');
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/reelsmith`,
    got,
    async waitFor(n: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (got.length < n) {
        if (Date.now() > deadline) throw new Error(`Only ${got.length} of ${n} deliveries arrived`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('webhooks', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { WEBHOOK_RETRY_BASE_SECONDS: '1' } });
    const h = jobHandlers(t.ctx, composeServices(t.ctx));
    // Deliveries and email run; no render worker, so a created video waits where the test puts it.
    await t.ctx.queue.work({ 'webhook.deliver': h['webhook.deliver'], 'email.send': h['email.send'] });
    me = await makeUser(t.ctx, { plan: 'business' });
  });
  afterAll(() => t?.close());

  const failedVideo = async (userHeaders: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: userHeaders,
      payload: { idea: 'Why the sea is salty', duration: 15 },
    });
    const id = res.json().id as string;
    const [row] = await t.ctx.database.db
      .update(videos)
      .set({ status: 'failed', error: 'The voice engine stopped.' })
      .where(eq(videos.id, id))
      .returning();
    return row;
  };

  it('checks the address and the events', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/webhooks/', headers: me.headers, payload });
    let res = await post({ url: 'ftp://example.com/x', events: ['video.completed'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().url).toEqual(['Enter a full http:// or https:// address.']);
    res = await post({ url: 'https://example.com/x', events: [] });
    expect(res.json().events).toEqual(['Choose at least one event.']);
    const creator = await makeUser(t.ctx, { plan: 'creator' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/',
      headers: creator.headers,
      payload: { url: 'https://example.com/x', events: ['video.completed'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Webhooks come with the Business plan. Upgrade to use them.');
    res = await post({ url: 'https://example.com/x', events: ['video.exploded'] });
    expect(res.json().error).toBe(
      'Unknown event. Choose from: video.completed, video.failed, post.posted, post.failed.',
    );
  });

  it('signs each delivery, retries with backoff until the endpoint answers, logs the answers, and replays', async () => {
    const receiver = await startReceiver(2);
    try {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/',
        headers: me.headers,
        payload: { url: receiver.url, events: ['video.failed', 'video.completed'] },
      });
      expect(made.statusCode).toBe(201);
      const { id: endpointId, secret } = made.json() as { id: string; secret: string };
      expect(secret).toMatch(/^whsec_/);
      const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks/', headers: me.headers });
      expect(JSON.stringify(listed.json())).not.toContain(secret);
      expect(listed.json().endpoints[0]).toMatchObject({ id: endpointId, url: receiver.url });

      const video = await failedVideo(me.headers);
      await composeServices(t.ctx).notifications.videoSettled(video);
      await receiver.waitFor(3);

      const [a, b, c] = receiver.got;
      for (const r of receiver.got) {
        expect(r.headers['reelsmith-event']).toBe('video.failed');
        expect(r.headers['content-type']).toBe('application/json');
        expect(verifySignature(secret, r.body, String(r.headers['reelsmith-signature']))).toBe(true);
        // Signed with this endpoint's secret only; any change to the body breaks it.
        expect(verifySignature('whsec_other', r.body, String(r.headers['reelsmith-signature']))).toBe(false);
        expect(verifySignature(secret, `${r.body} `, String(r.headers['reelsmith-signature']))).toBe(false);
      }
      expect(new Set([a, b, c].map((r) => r.headers['reelsmith-delivery'])).size).toBe(1);
      const event = JSON.parse(c.body);
      expect(event).toMatchObject({
        type: 'video.failed',
        data: { id: video.id, status: 'failed', error: 'The voice engine stopped.' },
      });
      expect(event.id).toMatch(/^evt_/);

      let log = (
        await t.app.inject({
          method: 'GET',
          url: `/api/webhooks/${endpointId}/deliveries/`,
          headers: me.headers,
        })
      ).json().results;
      for (let i = 0; i < 40 && log[0].status !== 'delivered'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        log = (
          await t.app.inject({
            method: 'GET',
            url: `/api/webhooks/${endpointId}/deliveries/`,
            headers: me.headers,
          })
        ).json().results;
      }
      expect(log).toHaveLength(1);
      expect(log[0].status).toBe('delivered');
      expect(log[0].attempts.map((x: { status: number }) => x.status)).toEqual([500, 500, 200]);
      // Only the status line is kept: what an address answers is never shown (decision 160).
      expect(log[0].attempts[0]).toMatchObject({
        status: 500,
        body: '',
        error: 'The endpoint answered 500.',
      });
      expect(log[0].attempts[2]).toMatchObject({ status: 200, body: '', error: null });
      // Backoff: 1 s, then 4 s (each wait four times the one before; the queue adds up to a second).
      const at = log[0].attempts.map((x: { at: string }) => Date.parse(x.at));
      expect(at[1] - at[0]).toBeGreaterThanOrEqual(1000);
      expect(at[2] - at[1]).toBeGreaterThanOrEqual(4000);

      // Another account sees neither the endpoint nor its log, and cannot replay.
      const stranger = await makeUser(t.ctx);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/webhooks/${endpointId}/deliveries/`,
            headers: stranger.headers,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/webhooks/deliveries/${log[0].id}/replay/`,
            headers: stranger.headers,
          })
        ).statusCode,
      ).toBe(404);

      const replay = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/deliveries/${log[0].id}/replay/`,
        headers: me.headers,
      });
      expect(replay.statusCode).toBe(202);
      expect(replay.json()).toMatchObject({ replay_of: log[0].id, event: 'video.failed' });
      await receiver.waitFor(4);
      const d = receiver.got[3];
      expect(JSON.parse(d.body).id).toBe(event.id);
      expect(d.headers['reelsmith-delivery']).toBe(replay.json().id);
      expect(verifySignature(secret, d.body, String(d.headers['reelsmith-signature']))).toBe(true);

      // The creator left the page, so the failure was emailed too.
      const mail = await t.smtp.waitFor((m) => m.subject.startsWith('Your video could not be made'));
      expect(mail.text).toContain('The voice engine stopped.');
      expect(mail.text).toContain('http://localhost:3000/my-content');

      // Events nobody listens for send nothing; a removed endpoint gets nothing more.
      await composeServices(t.ctx).notifications.postSettled(me.user.id, { id: 'p1', status: 'posted' });
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/webhooks/${endpointId}/`, headers: me.headers }))
          .statusCode,
      ).toBe(204);
      await composeServices(t.ctx).notifications.videoSettled(video);
      await new Promise((r) => setTimeout(r, 1000));
      expect(receiver.got).toHaveLength(4);
    } finally {
      await receiver.close();
    }
  });
  it('stops sending when the plan loses API access, and the endpoints say why', async () => {
    const owner = await makeUser(t.ctx, { plan: 'business' });
    const receiver = await startReceiver(1);
    const deliveries = async (endpointId: string) =>
      (await t.app.inject({ url: `/api/webhooks/${endpointId}/deliveries/`, headers: owner.headers })).json()
        .results as { id: string; status: string; attempts: { status: number | null; error: string }[] }[];
    const paused =
      'No events are sent because your plan no longer includes API access. Upgrade to Business to start them again.';
    try {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/',
        headers: owner.headers,
        payload: { url: receiver.url, events: ['video.failed'] },
      });
      const endpointId = made.json().id as string;
      const video = await failedVideo(owner.headers);
      await composeServices(t.ctx).notifications.videoSettled(video);
      await receiver.waitFor(1); // answered 500: a retry waits a second

      // The Business plan ends before the retry.
      await t.ctx.database.db.update(users).set({ plan: 'free' }).where(eq(users.id, owner.user.id));
      let log = await deliveries(endpointId);
      for (let i = 0; i < 100 && log[0]!.status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        log = await deliveries(endpointId);
      }
      expect(log[0]!.status).toBe('failed');
      expect(log[0]!.attempts.map((a) => [a.status, a.error])).toEqual([
        [500, 'The endpoint answered 500.'],
        [null, paused],
      ]);
      // New events are not sent at all, and the endpoints say why.
      await composeServices(t.ctx).notifications.videoSettled(video);
      await new Promise((r) => setTimeout(r, 1500));
      expect(receiver.got).toHaveLength(1);
      expect(await deliveries(endpointId)).toHaveLength(1);
      const listed = await t.app.inject({ url: '/api/webhooks/', headers: owner.headers });
      expect(listed.json().endpoints[0]).toMatchObject({
        id: endpointId,
        enabled: true,
        paused_reason: paused,
      });
      const replay = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/deliveries/${log[0]!.id}/replay/`,
        headers: owner.headers,
      });
      expect(replay.statusCode).toBe(403);
      expect(replay.json().error).toBe(paused);

      // Business again: the endpoint takes events again.
      await t.ctx.database.db.update(users).set({ plan: 'business' }).where(eq(users.id, owner.user.id));
      const back = await t.app.inject({ url: '/api/webhooks/', headers: owner.headers });
      expect(back.json().endpoints[0].paused_reason).toBeNull();
      await composeServices(t.ctx).notifications.videoSettled(video);
      await receiver.waitFor(2);
    } finally {
      await receiver.close();
    }
  });
});
