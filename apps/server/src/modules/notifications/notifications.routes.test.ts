import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushReceiver } from '../../../test/push-receiver.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { pushSubscriptions, serverSecrets, videos } from '../../db/schema/index.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { services } from '../services.ts';

describe('notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    const h = jobHandlers(t.ctx);
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
    services(t.ctx).notifications.pushAgent = push.agent;
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
      await services(t.ctx).notifications.videoSettled(video);

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
    services(t.ctx).notifications.pushAgent = push.agent;
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications/push/subscriptions/',
        headers: me.headers,
        payload: push.subscription,
      });
      // Watching: a progress stream is open for the video.
      const watched = await settledVideo(me.headers, 'completed', 'Watched closely');
      const release = t.ctx.progress.watch(watched.id);
      await services(t.ctx).notifications.videoSettled(watched);
      release();

      const off = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/settings/',
        headers: me.headers,
        payload: { email_on_finish: false },
      });
      expect(off.json().email_on_finish).toBe(false);
      const failed = await settledVideo(me.headers, 'failed', 'Opted out');
      await services(t.ctx).notifications.videoSettled(failed);
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
    services(t.ctx).notifications.pushAgent = push.agent;
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
      await services(t.ctx).notifications.videoSettled(await settledVideo(me.headers, 'completed', 'Gone'));
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
});
