import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import type { PaymentProcessor, ProcessorSubscription } from '../../providers/payments/payments.types.ts';
import { composeServices } from '../../root.ts';
import { BillingRepo } from '../billing/billing.repo.ts';
import { BillingService } from '../billing/billing.service.ts';
import { TEST_PASSWORD } from './users.test-helpers.ts';
import { UsersService } from './users.service.ts';

const DAY = 86_400_000;

/** Only what closing an account asks of the processor; anything else is a test failure. */
function fakeProcessor() {
  const calls: string[] = [];
  const subscriptions = new Map<string, ProcessorSubscription>();
  const processor = {
    name: 'fake',
    async setCancelAtPeriodEnd(id: string, cancel: boolean) {
      calls.push(`cancel-at-period-end ${id} ${cancel}`);
      const sub = { ...subscriptions.get(id)!, cancelAtPeriodEnd: cancel };
      subscriptions.set(id, sub);
      return sub;
    },
    async cancelSubscription(id: string) {
      calls.push(`cancel ${id}`);
    },
  } as unknown as PaymentProcessor;
  return { processor, calls, subscriptions };
}

describe('closing an account stops its money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t?.close());

  const closingWith = (payments: PaymentProcessor) => {
    const s = composeServices(t.ctx);
    const billing = new BillingService(t.ctx, {
      allowances: s.allowances,
      teams: s.teams,
      email: s.email,
      payments,
    });
    const users = new UsersService(t.ctx, {
      billing: s.allowances,
      voiceClones: s.voiceClones,
      email: s.email,
      closing: [billing, s.affiliate],
    });
    return { billing, users, allowances: s.allowances };
  };
  const visit = (code: string) =>
    composeServices(t.ctx).affiliate.recordVisit({
      code,
      ip: '198.51.100.9',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36',
      prefetch: false,
    });

  it('cancels a live subscription at period end, keeping what was paid for', async () => {
    const fake = fakeProcessor();
    const { billing, users, allowances } = closingWith(fake.processor);
    const me = await makeUser(t.ctx);
    const end = new Date(Date.now() + 20 * DAY);
    const sub: ProcessorSubscription = {
      id: `sub_close_${me.user.id}`,
      plan: 'creator',
      interval: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: end,
      userId: me.user.id,
      created: null,
    };
    fake.subscriptions.set(sub.id, sub);
    await billing.syncSubscription(me.user.id, sub, new Date());

    await users.deleteMe(me.user.id, { password: TEST_PASSWORD });

    expect(fake.calls).toEqual([`cancel-at-period-end ${sub.id} true`]);
    expect(await allowances.planState(me.user.id, new Date())).toMatchObject({
      plan: { id: 'creator' },
      subscription: { cancelAtPeriodEnd: true },
    });
  });

  it("ends a closing owner's team: members fall back to their own plan, invites stop", async () => {
    const fake = fakeProcessor();
    const { billing, users, allowances } = closingWith(fake.processor);
    const owner = await makeUser(t.ctx);
    const member = await makeUser(t.ctx);
    const sub: ProcessorSubscription = {
      id: `sub_team_${owner.user.id}`,
      plan: 'business',
      interval: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
      userId: owner.user.id,
      created: null,
    };
    fake.subscriptions.set(sub.id, sub);
    await billing.syncSubscription(owner.user.id, sub, new Date());
    const repo = new BillingRepo(t.ctx.database.db);
    await repo.addMember(owner.user.id, member.user.id);
    await repo.putInvite(owner.user.id, 'invited@example.com', 'hash', new Date(Date.now() + DAY));
    expect(await allowances.planFor(member.user.id)).toMatchObject({ id: 'business' });

    await users.deleteMe(owner.user.id, { password: TEST_PASSWORD });

    expect(await allowances.planFor(member.user.id)).toMatchObject({ id: 'free' });
    expect(await repo.teamOf(member.user.id)).toBeNull();
    expect(await repo.openInvites(owner.user.id, new Date())).toEqual([]);
  });

  it("retires the closed account's referral code: no clicks, no signups, still reserved", async () => {
    const { users } = closingWith(fakeProcessor().processor);
    const affiliate = composeServices(t.ctx).affiliate;
    const owner = await makeUser(t.ctx);
    const code = `shut-${owner.user.id.slice(0, 8)}`;
    await affiliate.enable(owner.user.id);
    await affiliate.claimCode(owner.user.id, code);
    const earlier = await visit(code);
    expect(earlier).toEqual(expect.any(String));

    await users.deleteMe(owner.user.id, { password: TEST_PASSWORD });

    expect(await visit(code)).toBeNull();
    const newcomer = await makeUser(t.ctx);
    expect(await affiliate.attributeSignup(newcomer.user.id, earlier!)).toBe(false);
    await affiliate.enable(newcomer.user.id);
    await expect(affiliate.claimCode(newcomer.user.id, code)).rejects.toMatchObject({
      code: 'referral_code_taken',
    });
  });

  it('asks nothing of the processor for an account without a live subscription', async () => {
    const fake = fakeProcessor();
    const { users } = closingWith(fake.processor);
    const me = await makeUser(t.ctx);
    await users.deleteMe(me.user.id, { password: TEST_PASSWORD });
    expect(fake.calls).toEqual([]);
  });
});
