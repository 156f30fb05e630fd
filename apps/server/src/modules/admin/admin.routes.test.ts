import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { emails, videos, videoUsage } from '../../db/schema/index.ts';
import { AdminRepo } from './admin.repo.ts';

// makeUser's password (modules/users/users.test-helpers.ts).
const TEST_PASSWORD = 'correct horse battery';
const login = (app: TestApp['app'], email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });

const ROUTES: [method: 'GET' | 'POST', url: string, payload?: object][] = [
  ['GET', '/api/admin/users'],
  ['POST', `/api/admin/users/${crypto.randomUUID()}/ban`, { reason: 'spam' }],
  ['POST', `/api/admin/users/${crypto.randomUUID()}/unban`],
  ['POST', `/api/admin/users/${crypto.randomUUID()}/plan`, { plan: 'creator', until: null }],
  ['POST', `/api/admin/users/${crypto.randomUUID()}/resend-activation`],
  ['GET', '/api/admin/jobs'],
  ['POST', `/api/admin/videos/${crypto.randomUUID()}/retry`],
  ['POST', `/api/admin/videos/${crypto.randomUUID()}/cancel`],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/configuration'],
  ['POST', '/api/admin/configuration/smtp/test'],
  ['POST', `/api/admin/users/${crypto.randomUUID()}/close`],
  ['GET', '/api/admin/payments'],
  ['POST', '/api/admin/invoices/in_x/refund', {}],
  ['GET', '/api/admin/social'],
  ['GET', '/api/admin/payouts'],
  ['POST', `/api/admin/payouts/${crypto.randomUUID()}/approve`, {}],
  ['POST', `/api/admin/payouts/${crypto.randomUUID()}/paid`, {}],
  ['POST', `/api/admin/payouts/${crypto.randomUUID()}/failed`, { reason: 'bank' }],
  ['GET', '/api/admin/reports'],
  ['POST', `/api/admin/reports/${crypto.randomUUID()}/resolve`, { resolution: 'done' }],
  ['GET', '/api/admin/blocked-words'],
  ['POST', '/api/admin/blocked-words', { word: 'spam' }],
];

describe('the operator console API', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof makeUser>>;
  let creator: Awaited<ReturnType<typeof makeUser>>;
  const OPERATOR = 'boss@example.com';

  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { OPERATOR_EMAILS: ` ${OPERATOR.toUpperCase()} ` } });
    op = await makeUser(t.ctx, { email: OPERATOR });
    creator = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  const as = (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const audit = async () =>
    (await as(op.headers, 'GET', '/api/admin/audit')).json().entries as {
      actor: string;
      action: string;
      target_id: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[];

  it('refuses every route to a signed-out caller (401) and to a creator (403)', async () => {
    for (const [method, url, payload] of ROUTES) {
      const anonymous = await as({}, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
      const refused = await as(creator.headers, method, url, payload);
      expect(refused.statusCode, `${method} ${url} as a creator`).toBe(403);
      expect(refused.json().code).toBe('not_operator');
    }
    expect(await audit()).toEqual([]);
  });

  it('tells the web app who is an operator, by OPERATOR_EMAILS or by role', async () => {
    const me = (h: Record<string, string>) => as(h, 'GET', '/api/users/me/').then((r) => r.json().operator);
    expect(await me(op.headers)).toBe(true);
    expect(await me(creator.headers)).toBe(false);
  });

  it('finds accounts by email with their plan, allowance used and last sign-in', async () => {
    expect((await login(t.app, creator.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const res = await as(
      op.headers,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(creator.user.email.slice(0, 12))}`,
    );
    expect(res.statusCode).toBe(200);
    const [row] = res.json().users;
    expect(row).toMatchObject({
      email: creator.user.email,
      plan: 'free',
      videos_used: 0,
      videos_limit: 3,
      banned_at: null,
    });
    expect(Date.now() - Date.parse(row.last_login_at)).toBeLessThan(60_000);
    expect((await as(op.headers, 'GET', '/api/admin/users?q=nobody-like-this')).json().users).toEqual([]);
  });

  it('a ban signs the person out and refuses sign-in and API keys with the reason; unban lets them back', async () => {
    const banned = await makeUser(t.ctx, { plan: 'business' });
    const key = (
      await as(banned.headers, 'POST', '/api/developer/keys/', { name: 'tool', scopes: ['read'] })
    ).json().key as string;
    expect((await as({ authorization: `Bearer ${key}` }, 'GET', '/api/videos')).statusCode).toBe(200);

    const reason = 'Posting other people’s videos as your own';
    const ban = await as(op.headers, 'POST', `/api/admin/users/${banned.user.id}/ban`, { reason });
    expect(ban.statusCode).toBe(200);

    // An open tab's next call is refused with the reason too.
    const session = await as(banned.headers, 'GET', '/api/users/me/');
    expect(session.statusCode).toBe(403);
    expect(session.json()).toMatchObject({ code: 'account_banned' });
    expect(session.json().detail).toContain(reason);
    const signIn = await login(t.app, banned.user.email, TEST_PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'account_banned' });
    expect(signIn.json().detail).toContain(reason);
    const byKey = await as({ authorization: `Bearer ${key}` }, 'GET', '/api/videos');
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().detail).toContain(reason);
    // A wrong password learns nothing about the ban.
    expect((await login(t.app, banned.user.email, 'not the password')).json().code).toBe(
      'invalid_credentials',
    );

    expect((await as(op.headers, 'POST', `/api/admin/users/${banned.user.id}/unban`)).statusCode).toBe(200);
    expect((await login(t.app, banned.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await as({ authorization: `Bearer ${key}` }, 'GET', '/api/videos')).statusCode).toBe(200);

    const [unban, banRow] = await audit();
    expect(banRow).toMatchObject({
      actor: OPERATOR,
      action: 'user.ban',
      target_id: banned.user.id,
      before: { banned: false },
      after: { banned: true, reason },
    });
    expect(unban).toMatchObject({ action: 'user.unban', before: { banned: true }, after: { banned: false } });
  });

  it('an operator cannot ban themselves, and a ban needs a reason', async () => {
    expect(
      (await as(op.headers, 'POST', `/api/admin/users/${op.user.id}/ban`, { reason: 'oops' })).statusCode,
    ).toBe(409);
    expect(
      (await as(op.headers, 'POST', `/api/admin/users/${creator.user.id}/ban`, { reason: ' ' })).statusCode,
    ).toBe(400);
  });

  it('grants a plan until a date; the creator sees it and the audit log keeps before and after', async () => {
    const until = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const res = await as(op.headers, 'POST', `/api/admin/users/${creator.user.id}/plan`, {
      plan: 'creator',
      until,
    });
    expect(res.json()).toMatchObject({ plan: 'creator', plan_source: 'grant', granted_until: until });
    expect((await as(creator.headers, 'GET', '/api/users/me/')).json().plan).toBe('creator');
    const bad = await as(op.headers, 'POST', `/api/admin/users/${creator.user.id}/plan`, {
      plan: 'gold',
      until: null,
    });
    expect(bad.statusCode).toBe(400);
    const [row] = await audit();
    expect(row).toMatchObject({
      action: 'user.grant_plan',
      before: { plan: 'free' },
      after: { plan: 'creator', until },
    });
  });

  it('resends an activation link to a waiting account only', async () => {
    const waiting = await makeUser(t.ctx, { isActive: false });
    const sent = () =>
      t.ctx.database.db
        .select()
        .from(emails)
        .where(eq(emails.to, waiting.user.email))
        .then((r) => r.length);
    const res = await as(op.headers, 'POST', `/api/admin/users/${waiting.user.id}/resend-activation`);
    expect(res.statusCode).toBe(200);
    const row = (await audit())[0];
    expect(row).toMatchObject({ action: 'user.resend_activation', target_id: waiting.user.id });
    expect(
      (await as(op.headers, 'POST', `/api/admin/users/${creator.user.id}/resend-activation`)).statusCode,
    ).toBe(409);
    expect(await sent()).toBe(1);
  });

  it('lists failed and stuck videos, retries and cancels them, with counts per hour and render times', async () => {
    const base = {
      userId: creator.user.id,
      idea: 'why cats purr',
      vibe: 'educational',
      voice: 'rachel',
      style: 'cinematic',
      captionPreset: 'bold',
      music: 'auto',
      targetDurationSec: 30,
    };
    const old = new Date(Date.now() - 20 * 60_000);
    const [failed, stuck] = await t.ctx.database.db
      .insert(videos)
      .values([
        { ...base, title: 'Failed one', status: 'failed', error: 'ffmpeg exited with code 1: Invalid data' },
        { ...base, title: 'Stuck one', status: 'rendering', updatedAt: old },
        {
          ...base,
          title: 'Done one',
          status: 'completed',
          completedAt: new Date(),
          stageTimings: { scripting: 1000, voicing: 2000, rendering: 7000 },
        },
      ])
      .returning();
    const jobs = (await as(op.headers, 'GET', '/api/admin/jobs')).json();
    expect(jobs.failed[0]).toMatchObject({
      id: failed!.id,
      error: 'ffmpeg exited with code 1: Invalid data',
      email: creator.user.email,
    });
    expect(jobs.stuck.map((v: { id: string }) => v.id)).toEqual([stuck!.id]);
    expect(jobs.hours).toHaveLength(24);
    expect(jobs.hours.at(-1)).toMatchObject({ created: 3, completed: 1, failed: 1 });
    expect(jobs.render_seconds).toEqual({ count: 1, p50: 10, p95: 10 });

    expect((await as(op.headers, 'POST', `/api/admin/videos/${failed!.id}/retry`)).json().status).toBe(
      'queued',
    );
    const states = await t.ctx.queue.jobStates('video.render', 'videoId', [failed!.id]);
    expect(states.get(failed!.id)).toEqual(['created']);
    expect((await as(creator.headers, 'GET', `/api/videos/${failed!.id}`)).json()).toMatchObject({
      status: 'queued',
      error: null,
    });

    const usage = () => t.ctx.database.db.select().from(videoUsage).where(eq(videoUsage.videoId, stuck!.id));
    await t.ctx.database.db
      .insert(videoUsage)
      .values({ userId: creator.user.id, videoId: stuck!.id, period: new Date().toISOString().slice(0, 7) });
    expect((await as(op.headers, 'POST', `/api/admin/videos/${stuck!.id}/cancel`)).json().status).toBe(
      'cancelled',
    );
    expect(await usage()).toEqual([]); // the allowance is given back
    const again = await as(op.headers, 'POST', `/api/admin/videos/${stuck!.id}/cancel`);
    expect(again.statusCode).toBe(409);
    const [cancel, retry] = await audit();
    expect(cancel).toMatchObject({
      action: 'video.cancel',
      before: { status: 'rendering' },
      after: { status: 'cancelled' },
    });
    expect(retry).toMatchObject({
      action: 'video.retry',
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
  });

  it('keeps the audit log append-only: the database refuses to change or delete a row', async () => {
    const [row] = await new AdminRepo(t.ctx.database.db).auditLog(1);
    expect(row).toBeDefined();
    const db = t.ctx.database.db;
    await expect(
      db.execute(sql`UPDATE admin_audit SET action = 'nothing' WHERE id = ${row!.id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM admin_audit WHERE id = ${row!.id}`)).rejects.toThrow();
    expect((await new AdminRepo(db).auditLog(1))[0]).toEqual(row);
    expect((await as(op.headers, 'DELETE' as 'GET', '/api/admin/audit')).statusCode).toBe(404);
  });

  it('an operator by role (the CLI’s grant) opens the console; the grant is in the audit log', async () => {
    const next = await makeUser(t.ctx);
    expect((await as(next.headers, 'GET', '/api/admin/users')).statusCode).toBe(403);
    const { composeServices } = await import('../../root.ts');
    const { runOperatorCommand } = await import('../../operator/operator.commands.ts');
    const svc = composeServices(t.ctx);
    const deps = { db: t.ctx.database.db, payouts: () => svc.affiliatePayouts, admin: () => svc.admin };
    const out = await runOperatorCommand(deps, {
      command: 'operator-grant',
      email: next.user.email.toUpperCase(),
    });
    expect(out).toContain('is an operator');
    expect((await as(next.headers, 'GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await audit())[0]).toMatchObject({
      actor: 'command line',
      action: 'user.grant_operator',
      before: { role: 'creator' },
      after: { role: 'operator' },
    });
    await runOperatorCommand(deps, { command: 'operator-revoke', email: next.user.email });
    expect((await as(next.headers, 'GET', '/api/admin/users')).statusCode).toBe(403);
  });
});
