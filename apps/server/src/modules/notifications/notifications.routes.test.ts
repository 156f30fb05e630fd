import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushReceiver } from '../../../test/push-receiver.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { createContext, type AppContext } from '../../context.ts';
import { pushSubscriptions, serverSecrets, videos, videoWatchers } from '../../db/schema/index.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { composeServices } from '../../root.ts';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    const h = jobHandlers(t.ctx, composeServices(t.ctx));
    await t.ctx.queue.work({ 'email.send': h['email.send'], 'push.send': h['push.send'] });
  });
  afterAll(() => t?.close());

  /** A video of the user, set to a finished state (the render itself is tested in mcp.routes.test.ts). */
  const settledVideo = async (
    headers: Record<string, string>,
    status: 'completed' | 'failed',
    idea: string,
  ) => {
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/videos', headers, payload: { idea, duration: 15 } })
    ).json().id as string;
    const [row] = await t.ctx.database.db
      .update(videos)
      .set({ status, title: idea, error: status === 'failed' ? 'Out of voices.' : null, percent: 100 })
      .where(eq(videos.id, id))
      .returning();
    return row;
  };

  it('makes the VAPID keys once and keeps them in the database', async () => {
    const me = await makeUser(t.ctx);
    const a = (
      await t.app.inject({ method: 'GET', url: '/api/notifications/settings/', headers: me.headers })
    ).json();
    expect(a).toMatchObject({ email_on_finish: true, push_subscriptions: 0 });
    expect(Buffer.from(a.push_public_key, 'base64url')).toHaveLength(65);
    const stored = await t.ctx.database.db.select().from(serverSecrets);
    expect(stored.map((s) => s.name)).toEqual(['vapid']);
    expect(JSON.parse(stored[0].value).publicKey).toBe(a.push_public_key);
  });

  it('sends a signed, encrypted push and the ready email when the creator has left the page', async () => {
    const me = await makeUser(t.ctx);
    const push = await startPushReceiver();
    composeServices(t.ctx).notifications.pushAgent = push.agent;
    try {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push/subscriptions/',
        headers: me.headers,
        payload: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } },
      });
      expect(bad.statusCode).toBe(400);
      const sub = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push/subscriptions/',
        headers: me.headers,
        payload: push.subscription,
      });
      expect(sub.json().push_subscriptions).toBe(1);
      const { push_public_key } = sub.json();

      const video = await settledVideo(me.headers, 'completed', 'Why bees dance');
      await composeServices(t.ctx).notifications.videoSettled(video);

      await push.waitFor(1);
      const p = push.got[0];
      expect(p.senderKey).toBe(push_public_key);
      expect(p.claims.aud).toBe(push.origin);
      expect(p.claims.sub).toBe('mailto:team@reelsmith.local');
      expect(Number(p.claims.exp) * 1000).toBeGreaterThan(Date.now());
      expect(Number(p.headers.ttl)).toBeGreaterThan(0);
      expect(JSON.parse(p.text)).toEqual({
        title: 'Your video is ready',
        body: 'Why bees dance',
        url: '/my-content',
        tag: `video-${video.id}`,
      });

      const mail = await t.smtp.waitFor((m) => m.to.includes(me.user.email));
      expect(mail.subject).toBe('Your video is ready: Why bees dance');
      expect(mail.text).toContain('http://localhost:3000/my-content');
      expect(mail.text).toContain('Turn these emails off in Settings.');
    } finally {
      await push.close();
    }
  });

  it('tells nobody by email or push while the page is open, or after opting out', async () => {
    const me = await makeUser(t.ctx);
    const push = await startPushReceiver();
    composeServices(t.ctx).notifications.pushAgent = push.agent;
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push/subscriptions/',
        headers: me.headers,
        payload: push.subscription,
      });
      // Watching: a progress stream is open for the video.
      const watched = await settledVideo(me.headers, 'completed', 'Watched closely');
      const release = await composeServices(t.ctx).notifications.watch(watched.id);
      await composeServices(t.ctx).notifications.videoSettled(watched);
      await release();

      const off = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/settings/',
        headers: me.headers,
        payload: { email_on_finish: false },
      });
      expect(off.json().email_on_finish).toBe(false);
      const failed = await settledVideo(me.headers, 'failed', 'Opted out');
      await composeServices(t.ctx).notifications.videoSettled(failed);
      // Push still goes (the browser allowed it); the email does not.
      await push.waitFor(1);
      expect(JSON.parse(push.got[0].text)).toMatchObject({
        title: 'Your video could not be made',
        body: 'Opted out: Out of voices.',
      });
      await new Promise((r) => setTimeout(r, 1500));
      expect(push.got).toHaveLength(1);
      expect(t.smtp.inbox.filter((m) => m.to.includes(me.user.email))).toHaveLength(0);
    } finally {
      await push.close();
    }
  });

  it('forgets a browser the push service says is gone', async () => {
    const me = await makeUser(t.ctx);
    const push = await startPushReceiver({ answer: 410 });
    composeServices(t.ctx).notifications.pushAgent = push.agent;
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push/subscriptions/',
        headers: me.headers,
        payload: push.subscription,
      });
      await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/settings/',
        headers: me.headers,
        payload: { email_on_finish: false },
      });
      await composeServices(t.ctx).notifications.videoSettled(
        await settledVideo(me.headers, 'completed', 'Gone'),
      );
      await push.waitFor(1);
      for (let i = 0; i < 40; i++) {
        const left = await t.ctx.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, me.user.id));
        if (!left.length) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('the gone subscription was kept');
    } finally {
      await push.close();
    }
  });

  it('pushes only to the public internet: private endpoints are refused when saved and when sent', async () => {
    const me = await makeUser(t.ctx);
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    for (const endpoint of [
      'https://10.0.0.1/push/1',
      'https://169.254.169.254/latest/',
      'https://[fe80::1]/push',
      'https://[64:ff9b::a00:1]/push',
      'https://push.internal/x',
      'https://',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push/subscriptions/',
        headers: me.headers,
        payload: { endpoint, keys },
      });
      expect(res.statusCode, endpoint).toBe(400);
    }
    // A public-looking name that resolves to a private address: refused on the pinned answer, no connection.
    const n = composeServices(t.ctx).notifications;
    await t.ctx.database.db
      .insert(pushSubscriptions)
      .values({ userId: me.user.id, endpoint: 'https://push.example.net/send/1', ...keys });
    const asked: string[] = [];
    n.pushAgent = undefined;
    n.resolve = async (host) => {
      asked.push(host);
      return [{ address: '10.1.2.3', family: 4 }];
    };
    try {
      const video = await settledVideo(me.headers, 'completed', 'Private push');
      await expect(n.sendPush(video.id)).rejects.toThrow('private network');
      expect(asked).toEqual(['push.example.net']);
    } finally {
      n.resolve = undefined;
    }
  });

  describe('with the API and the worker in separate processes (two contexts, one database)', () => {
    let worker: AppContext;
    let base: string;
    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      worker = await createContext(t.ctx.env, pino({ level: 'silent' }), {
        database: t.ctx.database,
        system: [],
        storage: t.ctx.storage,
      });
    });
    afterAll(async () => {
      await worker?.queue.stop({ graceMs: 500 });
      worker?.mailer.close();
    });

    /** A video still rendering (no render worker here), and the same row as the worker ends it. */
    const liveVideo = async (headers: Record<string, string>, idea: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/videos',
        headers,
        payload: { idea, duration: 15 },
      });
      const [row] = await t.ctx.database.db.select().from(videos).where(eq(videos.id, res.json().id));
      return { row, finished: { ...row, status: 'completed' as const, title: idea, percent: 100 } };
    };
    /** Opens the create page's progress stream over HTTP; answers once the first event arrived. */
    const openStream = async (headers: Record<string, string>, id: string) => {
      const abort = new AbortController();
      const res = await fetch(`${base}/api/videos/${id}/events`, { headers, signal: abort.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('event: progress')) text += new TextDecoder().decode((await reader.read()).value);
      return () => abort.abort();
    };
    const watcherRows = (id: string) =>
      t.ctx.database.db.select().from(videoWatchers).where(eq(videoWatchers.videoId, id));
    const mailsTo = (email: string) => t.smtp.inbox.filter((m) => m.to.includes(email));

    it("the worker sees the API process's open stream: no email while the page is open, one after it closed", async () => {
      composeServices(t.ctx).notifications.heartbeatMs = 100;
      const me = await makeUser(t.ctx);
      const { row, finished } = await liveVideo(me.headers, 'Watched from afar');
      const close = await openStream(me.headers, row.id);
      const [first] = await watcherRows(row.id);
      expect(first).toBeDefined();
      // The heartbeat moves the row on while the stream stays open.
      await new Promise((r) => setTimeout(r, 400));
      const [later] = await watcherRows(row.id);
      expect(later.lastSeenAt.getTime()).toBeGreaterThan(first.lastSeenAt.getTime());

      await composeServices(worker).notifications.videoSettled(finished);
      // A stranger's stream is refused and records nothing.
      const stranger = await makeUser(t.ctx);
      const theirs = await fetch(`${base}/api/videos/${row.id}/events`, { headers: stranger.headers });
      expect(theirs.status).toBe(404);
      expect(await watcherRows(row.id)).toHaveLength(1);

      close();
      for (let i = 0; i < 50 && (await watcherRows(row.id)).length; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await watcherRows(row.id)).toHaveLength(0);
      await composeServices(worker).notifications.videoSettled(finished);
      const mail = await t.smtp.waitFor((m) => m.to.includes(me.user.email));
      expect(mail.subject).toBe('Your video is ready: Watched from afar');
      await new Promise((r) => setTimeout(r, 500));
      expect(mailsTo(me.user.email)).toHaveLength(1);
    });

    it('a stream whose process died (no heartbeat for 45 s) no longer counts', async () => {
      const me = await makeUser(t.ctx);
      const { row, finished } = await liveVideo(me.headers, 'Left behind');
      await t.ctx.database.db
        .insert(videoWatchers)
        .values({ videoId: row.id, lastSeenAt: new Date(Date.now() - 60_000) });
      await composeServices(worker).notifications.videoSettled(finished);
      const mail = await t.smtp.waitFor((m) => m.to.includes(me.user.email));
      expect(mail.subject).toBe('Your video is ready: Left behind');
    });
  });
});
