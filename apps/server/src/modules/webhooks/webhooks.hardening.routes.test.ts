import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import {
  idempotencyKeys,
  videos,
  videoWatchers,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { jobHandlers, startSchedules } from '../../jobs/handlers.ts';
import { postToEndpoint } from './webhook-transport.ts';
import { composeServices } from '../../root.ts';

/** A customer's endpoint answering `status` to everything. */
async function startReceiver(status: number) {
  const got: string[] = [];
  const server: Server = createServer((req, res) => {
    got.push(req.headers.host ?? '');
    req.resume();
    req.on('end', () => res.writeHead(status).end(status === 200 ? 'ok' : 'down for maintenance'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return { port, got, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const ONE_DAY = 24 * 3600_000;

describe('webhooks in production: private addresses are refused when saved and after resolution', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    // No queue worker for deliveries: the test runs each attempt itself.
    t = await createTestApp({ worker: false, env: { OUTBOUND_ALLOW_LOOPBACK: 'false' } });
    me = await makeUser(t.ctx, { plan: 'business' });
  });
  afterAll(() => t?.close());

  const save = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/',
      headers: me.headers,
      payload: { url, events: ['post.posted'] },
    });

  it('refuses a private address or a local name when the endpoint is saved', async () => {
    for (const host of [
      '127.0.0.1',
      '[::ffff:127.0.0.1]',
      '192.0.2.10',
      '198.18.0.1',
      '203.0.113.5',
      '[64:ff9b::a00:1]',
      '[2002:c0a8:101::1]',
      '[fec0::1]',
      '[ff02::1]',
      'localhost',
      'intranet',
      'db.internal',
    ]) {
      const res = await save(`http://${host}:8080/in`);
      expect(res.statusCode, host).toBe(400);
      expect(res.json().url).toEqual([
        'This address is on a private network; webhooks go to public addresses only.',
      ]);
    }
  });

  it('a public-looking name that resolves to a private address gets nothing, and no body is kept', async () => {
    const receiver = await startReceiver(200);
    const resolved: string[] = [];
    try {
      for (const address of ['127.0.0.1', '192.0.0.8', '::ffff:127.0.0.1', '64:ff9b::7f00:1', 'fe90::1']) {
        composeServices(t.ctx).webhooks.resolve = async (host) => {
          resolved.push(host);
          return [{ address, family: address.includes(':') ? 6 : 4 }];
        };
        const made = await save(`http://hooks.customer.example:${receiver.port}/in`);
        expect(made.statusCode).toBe(201);
        await composeServices(t.ctx).webhooks.emit(me.user.id, 'post.posted', { id: 'p1', status: 'posted' });
        const [d] = await t.ctx.database.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, made.json().id));
        await composeServices(t.ctx).webhooks.deliver(d.id);
        const log = await t.app.inject({
          url: `/api/webhooks/${made.json().id}/deliveries/`,
          headers: me.headers,
        });
        expect(log.json().results[0].attempts[0]).toMatchObject({
          status: null,
          body: '',
          error: 'This address is on a private network; webhooks go to public addresses only.',
        });
        await t.app.inject({
          method: 'DELETE',
          url: `/api/webhooks/${made.json().id}/`,
          headers: me.headers,
        });
      }
      expect(receiver.got).toHaveLength(0);
      // The name was resolved once per delivery, by the connection itself (no separate check to race).
      expect(resolved).toEqual(Array(5).fill('hooks.customer.example'));
    } finally {
      composeServices(t.ctx).webhooks.resolve = undefined;
      await receiver.close();
    }
  });

  it('connects to exactly the address the check resolved (where private addresses are allowed)', async () => {
    const receiver = await startReceiver(200);
    try {
      let lookups = 0;
      const res = await postToEndpoint({
        url: new URL(`http://hooks.customer.example:${receiver.port}/in`),
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        timeoutMs: 5000,
        allowLoopback: true,
        resolve: async () => {
          lookups++;
          return [{ address: '127.0.0.1', family: 4 }];
        },
      });
      // The system resolver does not know this name: the request reached the receiver only
      // because the socket used the checked answer.
      expect(res).toEqual({ status: 200 });
      expect(lookups).toBe(1);
      expect(receiver.got).toEqual([`hooks.customer.example:${receiver.port}`]);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhooks: an endpoint failing for a day is turned off; sweeps', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    await t.ctx.queue.work({ 'email.send': jobHandlers(t.ctx, composeServices(t.ctx))['email.send'] });
    me = await makeUser(t.ctx, { plan: 'business' });
    receiver = await startReceiver(503);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  const db = () => t.ctx.database.db;
  const addEndpoint = async (failures: number, failingFor: number) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/',
      headers: me.headers,
      payload: { url: `http://127.0.0.1:${receiver.port}/in`, events: ['video.completed'] },
    });
    const id = made.json().id as string;
    await db()
      .update(webhookEndpoints)
      .set({ consecutiveFailures: failures, failingSince: new Date(Date.now() - failingFor) })
      .where(eq(webhookEndpoints.id, id));
    return id;
  };
  /** An event for the endpoint whose five earlier attempts already failed; runs the last one. */
  const failLastAttempt = async (endpointId: string) => {
    const at = new Date(Date.now() - 3 * 3600_000).toISOString();
    const [d] = await db()
      .insert(webhookDeliveries)
      .values({
        endpointId,
        userId: me.user.id,
        event: 'video.completed',
        payload: '{"id":"evt_1","type":"video.completed"}',
        status: 'retrying',
        attempts: Array.from({ length: 5 }, () => ({ at, status: 503, ms: 3, body: '', error: 'x' })),
      })
      .returning();
    await composeServices(t.ctx).webhooks.deliver(d.id);
    return d.id;
  };
  const endpoint = async (id: string) =>
    (await t.app.inject({ url: '/api/webhooks/', headers: me.headers }))
      .json()
      .endpoints.find((e: { id: string }) => e.id === id);

  it('is kept while failing for less than a day, turned off after 5 failed events over a day, with an email', async () => {
    const young = await addEndpoint(4, 3600_000);
    await failLastAttempt(young);
    expect(await endpoint(young)).toMatchObject({
      enabled: true,
      consecutive_failures: 5,
      disabled_at: null,
    });

    const old = await addEndpoint(4, ONE_DAY + 3600_000);
    const deliveryId = await failLastAttempt(old);
    const off = await endpoint(old);
    expect(off).toMatchObject({ enabled: false, consecutive_failures: 5 });
    expect(off.disabled_at).not.toBeNull();
    const mail = await t.smtp.waitFor((m) => m.to.includes(me.user.email));
    expect(mail.subject).toBe(`Webhook endpoint turned off: http://127.0.0.1:${receiver.port}/in`);
    expect(mail.text).toContain('did not accept the last 5 events');
    expect(mail.text).toContain('The last answer: The endpoint answered 503.');
    expect(mail.text).toContain('http://localhost:3000/settings');

    // Off: new events are not sent to it, and a replay is refused with the reason.
    await composeServices(t.ctx).webhooks.emit(me.user.id, 'video.completed', { id: 'v1' });
    const rows = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, old));
    expect(rows).toHaveLength(1);
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/deliveries/${deliveryId}/replay/`,
      headers: me.headers,
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe(
      'This endpoint is turned off. Turn it back on in Settings before sending events to it.',
    );

    // Turned back on from Settings: its failures are forgotten, and a replay goes out.
    const stranger = await makeUser(t.ctx, { plan: 'business' });
    const theirs = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${old}/`,
      headers: stranger.headers,
      payload: { enabled: true },
    });
    expect(theirs.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${old}/`,
      headers: me.headers,
      payload: { enabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${old}/`,
      headers: me.headers,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enabled: true, disabled_at: null, consecutive_failures: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/deliveries/${deliveryId}/replay/`,
      headers: me.headers,
    });
    expect(again.statusCode).toBe(202);
  });

  it('an answered delivery resets the count', async () => {
    const ok = await startReceiver(200);
    try {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/',
        headers: me.headers,
        payload: { url: `http://127.0.0.1:${ok.port}/in`, events: ['post.failed'] },
      });
      const id = made.json().id as string;
      await db()
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 3, failingSince: new Date(Date.now() - ONE_DAY) })
        .where(eq(webhookEndpoints.id, id));
      await composeServices(t.ctx).webhooks.emit(me.user.id, 'post.failed', { id: 'p2', status: 'failed' });
      const [d] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      await composeServices(t.ctx).webhooks.deliver(d.id);
      expect(ok.got).toHaveLength(1);
      expect(await endpoint(id)).toMatchObject({ enabled: true, consecutive_failures: 0 });
    } finally {
      await ok.close();
    }
  });

  it('sweeps Idempotency-Keys past their day and watchers of dead streams, hourly on the queue timetable', async () => {
    const old = new Date(Date.now() - ONE_DAY - 60_000);
    await db()
      .insert(idempotencyKeys)
      .values([
        { userId: me.user.id, key: 'old-one', route: 'POST /api/videos', requestHash: 'h', createdAt: old },
        { userId: me.user.id, key: 'fresh-one', route: 'POST /api/videos', requestHash: 'h' },
      ]);
    const video = (
      await t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers: me.headers,
        payload: { idea: 'Why owls hoot', duration: 15 },
      })
    ).json().id as string;
    await db()
      .insert(videoWatchers)
      .values([
        { videoId: video, lastSeenAt: new Date(Date.now() - 60_000) },
        { videoId: video, lastSeenAt: new Date() },
      ]);
    await jobHandlers(t.ctx, composeServices(t.ctx))['developer.sweep']({} as never, undefined as never);
    const keys = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, me.user.id));
    expect(keys.map((k) => k.key)).toEqual(['fresh-one']);
    const watchers = await db().select().from(videoWatchers).where(eq(videoWatchers.videoId, video));
    expect(watchers).toHaveLength(1);
    expect(Date.now() - watchers[0].lastSeenAt.getTime()).toBeLessThan(30_000);
    await db().delete(videos).where(eq(videos.id, video));

    await startSchedules(t.ctx);
    const { rows } = (await db().execute(
      sql`SELECT name, cron FROM pgboss.schedule WHERE name = 'developer.sweep'`,
    )) as unknown as { rows: Array<{ name: string; cron: string }> };
    expect(rows).toEqual([{ name: 'developer.sweep', cron: '43 * * * *' }]);
  });
});
