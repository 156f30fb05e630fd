import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { currentPeriod, grantPlan } from './allowances.service.ts';
import { PAYMENTS_OFF_MESSAGE } from './billing.service.ts';
import { OVERAGE_OFF_MESSAGE } from './overage.service.ts';
import { composeServices } from '../../root.ts';

const LIMIT_MESSAGE =
  "You've used your 3 free videos this month. Upgrade to Creator for unlimited videos, or wait until next month.";

describe('allowances, notices, billing off and teams', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  const video = (headers: Record<string, string>, idea = 'An idea') =>
    t.app.inject({ method: 'POST', url: '/api/videos', headers, payload: { idea } });
  const emailsTo = async (to: string) =>
    (await t.ctx.database.db.query.emails.findMany()).filter((m) => m.to === to);

  it('lets the last free video through, refuses the next with an upgrade action, and sends each notice once', async () => {
    const me = await makeUser(t.ctx);
    expect((await video(me.headers)).statusCode).toBe(202);
    expect((await video(me.headers)).statusCode).toBe(202);
    // 2 of 3 is 67 %: no notice yet.
    expect(await emailsTo(me.user.email)).toHaveLength(0);
    expect((await video(me.headers)).statusCode).toBe(202); // the last one
    const refused = await video(me.headers);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: LIMIT_MESSAGE,
      code: 'plan_limit_reached',
      upgrade_url: '/pricing',
    });
    const videos = await t.ctx.database.db.query.videos.findMany();
    expect(videos.filter((v) => v.userId === me.user.id)).toHaveLength(3); // nothing half-created
    const notices = await emailsTo(me.user.email);
    expect(notices.map((m) => m.subject)).toEqual(["You've used all your videos this month"]);
    await composeServices(t.ctx).allowances.noticeUsage(me.user.id, 'videos');
    expect(await emailsTo(me.user.email)).toHaveLength(1);

    const usage = (await t.app.inject({ url: '/api/billing/usage/', headers: me.headers })).json();
    expect(usage).toMatchObject({
      videos: { used: 3, limit: 3 },
      voice: { used: 0, limit: 10, characters_each: 1000 },
    });
  });

  it('cannot give the last free video to two requests at once', async () => {
    const me = await makeUser(t.ctx);
    expect((await video(me.headers)).statusCode).toBe(202);
    expect((await video(me.headers)).statusCode).toBe(202);
    const both = await Promise.all([video(me.headers, 'A'), video(me.headers, 'B')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 402]);
  });

  it('counts the month in the user’s time zone', async () => {
    const me = await makeUser(t.ctx);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/time-zone/',
      headers: me.headers,
      payload: { time_zone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/time-zone/',
      headers: me.headers,
      payload: { time_zone: 'Pacific/Kiritimati' },
    });
    expect(ok.json()).toMatchObject({ time_zone: 'Pacific/Kiritimati', utc_offset_minutes: 14 * 60 });
    const summary = await t.app.inject({ method: 'GET', url: '/api/billing/', headers: me.headers });
    expect(summary.json().usage).toMatchObject({ time_zone: 'Pacific/Kiritimati', utc_offset_minutes: 840 });
    // 23:30 UTC on 31 January is already February in Kiritimati (UTC+14).
    const edge = new Date('2027-01-31T23:30:00Z');
    expect(currentPeriod(edge, 'Pacific/Kiritimati')).toBe('2027-02');
    expect(currentPeriod(edge, 'UTC')).toBe('2027-01');
  });

  it('without STRIPE_SECRET_KEY: checkout explains, and an operator grants plans (with an end date)', async () => {
    const me = await makeUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout/',
      headers: me.headers,
      payload: { plan: 'creator', interval: 'monthly' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(PAYMENTS_OFF_MESSAGE);
    const summary = (await t.app.inject({ url: '/api/billing/', headers: me.headers })).json();
    expect(summary).toMatchObject({
      billing_enabled: false,
      plan: 'free',
      payments_message: PAYMENTS_OFF_MESSAGE,
      usage: { overage: { available: false, cap_cents: null } },
    });
    // Overage is billed through payments: without them the product stops at the allowance.
    const overage = await t.app.inject({
      method: 'PUT',
      url: '/api/billing/overage/',
      headers: me.headers,
      payload: { cap_dollars: 20 },
    });
    expect(overage.statusCode).toBe(503);
    expect(overage.json()).toMatchObject({ code: 'billing_not_configured', error: OVERAGE_OFF_MESSAGE });

    const until = new Date(Date.now() + 10 * 86_400_000);
    await grantPlan(t.ctx.database.db, me.user.email.toUpperCase(), 'creator', until);
    const granted = (await t.app.inject({ url: '/api/billing/', headers: me.headers })).json();
    expect(granted).toMatchObject({ plan: 'creator', source: 'grant', ends_at: until.toISOString() });
    expect(
      (await composeServices(t.ctx).allowances.planFor(me.user.id, new Date(until.getTime() + 1000))).id,
    ).toBe('free');
    await expect(grantPlan(t.ctx.database.db, 'nobody@example.com', 'creator', null)).rejects.toThrow(
      'No account with the email nobody@example.com.',
    );
  });

  it('runs a Business team: invite by signed link, shared plan and projects, five seats, remove and leave', async () => {
    const owner = await makeUser(t.ctx, { plan: 'business', firstName: 'Olga', lastName: 'Owner' });
    const invite = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/team/invites/',
        headers: owner.headers,
        payload: { email },
      });
    const free = await makeUser(t.ctx);
    const notBusiness = await t.app.inject({
      method: 'POST',
      url: '/api/billing/team/invites/',
      headers: free.headers,
      payload: { email: 'x@example.com' },
    });
    expect(notBusiness.statusCode).toBe(402);

    const members = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(t.ctx, { firstName: 'Mia' })));
    for (const m of members.slice(0, 4)) expect((await invite(m.user.email)).statusCode).toBe(200);
    const fifth = await invite(members[4].user.email);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().code).toBe('seats_full');

    const mail = (await emailsTo(members[0].user.email))[0];
    expect(mail.subject).toBe('Olga Owner invited you to their Reelsmith team');
    const token = /team_invite=([\w-]+)/.exec(mail.text)![1];
    // Only the invited address may use the link.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/billing/team/accept/',
      headers: members[1].headers,
      payload: { token },
    });
    expect(wrong.statusCode).toBe(403);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/billing/team/accept/',
      headers: members[0].headers,
      payload: { token },
    });
    expect(accept.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/billing/team/accept/',
      headers: members[0].headers,
      payload: { token },
    });
    expect(reused.statusCode).toBe(404);

    const member = members[0];
    expect((await t.app.inject({ url: '/api/users/me/', headers: member.headers })).json().plan).toBe(
      'business',
    );
    // The member's video has no watermark; the owner sees it in My Content with who made it.
    const v = await video(member.headers, 'Team idea');
    expect(v.statusCode).toBe(202);
    const ownVideo = await video(owner.headers, 'Owner idea');
    const content = (await t.app.inject({ url: '/api/content?type=video', headers: owner.headers })).json();
    const byId = new Map(content.results.map((r: { id: string }) => [r.id, r]));
    expect(byId.get(v.json().id)).toMatchObject({ made_by: { id: member.user.id, name: 'Mia Lovelace' } });
    expect(byId.get(ownVideo.json().id)).toMatchObject({ made_by: null });
    const memberView = (
      await t.app.inject({ url: '/api/content?type=video', headers: member.headers })
    ).json();
    expect(memberView.results.map((r: { id: string }) => r.id)).toContain(ownVideo.json().id);

    const team = (await t.app.inject({ url: '/api/billing/team/', headers: owner.headers })).json().team;
    expect(team).toMatchObject({ role: 'owner', seats: 5 });
    expect(team.members).toHaveLength(1);
    expect(team.invites).toHaveLength(3);

    // Removal keeps the member's personal account (now on its own Free plan and projects).
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/billing/team/members/${member.user.id}/`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/users/me/', headers: member.headers });
    expect(after.statusCode).toBe(200);
    expect(after.json().plan).toBe('free');
    const mine = (await t.app.inject({ url: '/api/content?type=video', headers: member.headers })).json();
    expect(mine.results.map((r: { id: string }) => r.id)).toEqual([v.json().id]);

    // Another invite is accepted, then that member leaves.
    const mail2 = (await emailsTo(members[1].user.email))[0];
    const token2 = /team_invite=([\w-]+)/.exec(mail2.text)![1];
    await t.app.inject({
      method: 'POST',
      url: '/api/billing/team/accept/',
      headers: members[1].headers,
      payload: { token: token2 },
    });
    const left = await t.app.inject({
      method: 'POST',
      url: '/api/billing/team/leave/',
      headers: members[1].headers,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ plan: 'free' });
  });
});
