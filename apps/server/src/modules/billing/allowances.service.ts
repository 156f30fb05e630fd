import { OVERAGE_MILLS, PLANS, type Plan, type PlanId } from '@reelsmith/contracts/plans';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { OverageKind } from '../../providers/payments/payments.types.ts';
import type { EmailService } from '../email/email.service.ts';
import { isTimeZone, wallClock, zoneOffsetMs } from '../../lib/time-zone.ts';
import { usageNoticeEmail } from './billing.emails.ts';
import { BillingRepo, type SubscriptionRow } from './billing.repo.ts';
import { UsageRepo, type UsageKind } from './usage.repo.ts';

const DAY = 86_400_000;
/** The terms: 7 days of grace after a failed payment. */
export const GRACE_DAYS = 7;
export const RANK: Record<PlanId, number> = { free: 0, creator: 1, business: 2 };

/** The calendar month `YYYY-MM` in a time zone (UTC when the zone is unknown). */
export function currentPeriod(now = new Date(), timeZone = 'UTC'): string {
  const wall = isTimeZone(timeZone) ? new Date(wallClock(now.getTime(), timeZone)) : now;
  return wall.toISOString().slice(0, 7);
}

const nextPeriodStart = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

export function planOf(planId: string): Plan {
  return PLANS.find((p) => p.id === planId) ?? PLANS[0];
}

export const UPGRADE = { upgrade_url: '/pricing' };
/** Whether a plan sells a feature by name ("Voice cloning", "Advanced prompt engineering"). */
export const planIncludes = (planId: string, feature: string): boolean =>
  planOf(planId).features.includes(feature);

export class PlanLimitError extends AppError {
  constructor(plan: Plan) {
    const message = `You've used your ${plan.videos} free videos this month. Upgrade to Creator for unlimited videos, or wait until next month.`;
    super(402, 'plan_limit_reached', message, { detail: message, ...UPGRADE });
  }
}

export class VoiceLimitError extends AppError {
  constructor(plan: Plan) {
    const message = `You've used your ${plan.voiceGenerations} voice generations this month. Upgrade your plan for more, or wait until next month.`;
    super(402, 'voice_limit_reached', message, { detail: message, ...UPGRADE });
  }
}

/** The longest script one narration speaks with overage on (the narration request's own limit). */
export const OVERAGE_MAX_CHARACTERS = 20_000;

export class OverageCapError extends AppError {
  constructor(capCents: number) {
    const dollars = `$${(capCents / 100).toFixed(capCents % 100 ? 2 : 0)}`;
    const message = `You've reached the ${dollars} limit you set for extra usage this month. Raise it in Settings → Billing, or wait until next month.`;
    super(402, 'overage_cap_reached', message, { detail: message, settings_url: '/settings#billing' });
  }
}

/** The most characters one narration may speak (`cap`: the plan's, or more with overage); asking for more is a 400. */
export function voiceCharacterCap(cap: number, asked: number | undefined): number {
  if (asked !== undefined && asked > cap) {
    const message = `max_chars can be at most ${cap}.`;
    throw new ValidationError(message, { max_chars: [message] });
  }
  return asked ?? cap;
}

/** Videos left this month on `user.plan`: a number, or null when unlimited. Derived from usage rows. */
export async function creditsAvailable(
  db: Db,
  user: { id: string; plan: string },
  now = new Date(),
): Promise<number | null> {
  const plan = planOf(user.plan);
  if (plan.videos === null) return null;
  const tz = (await new BillingRepo(db).account(user.id))?.timeZone ?? 'UTC';
  const used = await new UsageRepo(db).countVideos(user.id, currentPeriod(now, tz));
  return Math.max(0, plan.videos - used);
}

/** Whether a subscription row gives its plan at `now` (the state machine, read off the row). */
export function subscriptionEntitles(sub: SubscriptionRow, now: Date): boolean {
  if (sub.endedByRefundAt || sub.suspendedByDisputeAt) return false;
  switch (sub.status) {
    case 'active':
    case 'trialing':
      // Canceled at period end keeps the plan until then (Stripe ends it with its own event too).
      return !(sub.cancelAtPeriodEnd && sub.currentPeriodEnd && sub.currentPeriodEnd <= now);
    case 'past_due':
      return !!sub.pastDueSince && now.getTime() < sub.pastDueSince.getTime() + GRACE_DAYS * DAY;
    default:
      // canceled, unpaid, incomplete, incomplete_expired, paused
      return false;
  }
}

/**
 * The subscription that decides the plan: the best entitled one (highest plan, then newest), else
 * the newest. Not simply the newest row: an event about a subscription billing never sold (or a
 * second, ended one) must not take away a plan another subscription still pays for.
 */
export function decidingSubscription(rows: SubscriptionRow[], now: Date): SubscriptionRow | null {
  const entitled = rows.filter((s) => subscriptionEntitles(s, now));
  const rank = (s: SubscriptionRow) => RANK[planOf(s.plan).id];
  // rows come newest first and the sort is stable, so ties keep the newest.
  return entitled.sort((a, b) => rank(b) - rank(a))[0] ?? rows[0] ?? null;
}

export interface PlanState {
  plan: Plan;
  source: 'free' | 'grant' | 'subscription' | 'team';
  teamOwnerId: string | null;
  subscription: SubscriptionRow | null;
  grantedUntil: Date | null;
}

/**
 * Allowances: the one place that says what plan a user is on (grant, subscription or team) and
 * how much of it is left this month; it reaches the database only through BillingRepo and UsageRepo.
 */
export class AllowancesService {
  private readonly repo: BillingRepo;
  private readonly usage: UsageRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly email: Pick<EmailService, 'enqueue'>,
    /** Whether payments are on: overage is billed only through them (decision 219). */
    private readonly billingOn = false,
  ) {
    this.repo = new BillingRepo(ctx.database.db);
    this.usage = new UsageRepo(ctx.database.db);
  }

  // ---- Plans --------------------------------------------------------------------------------

  /** The plan this person has without a team: the best of the operator's grant and the subscription. */
  async ownPlan(userId: string, now: Date, repo = this.repo): Promise<Omit<PlanState, 'teamOwnerId'>> {
    const user = await repo.user(userId);
    if (!user) throw new NotFoundError('Account not found.');
    const account = await repo.account(userId);
    const grantedUntil = account?.planUntil ?? null;
    let plan = planOf('free');
    let source: PlanState['source'] = 'free';
    if (user.plan !== 'free' && (!grantedUntil || grantedUntil > now)) {
      plan = planOf(user.plan);
      source = 'grant';
    }
    const subscription = decidingSubscription(await repo.subscriptionsOf(userId), now);
    if (subscription && subscriptionEntitles(subscription, now)) {
      const subPlan = planOf(subscription.plan);
      if (RANK[subPlan.id] > RANK[plan.id]) {
        plan = subPlan;
        source = 'subscription';
      }
    }
    return { plan, source, subscription, grantedUntil };
  }

  /** The plan in force: a team member shares the owner's Business plan while the owner has it. */
  async planState(userId: string, now = new Date(), repo = this.repo): Promise<PlanState> {
    const own = await this.ownPlan(userId, now, repo);
    const ownerId = await repo.teamOf(userId);
    if (ownerId) {
      const owner = await this.ownPlan(ownerId, now, repo);
      if (owner.plan.id === 'business' && RANK.business > RANK[own.plan.id])
        return { ...own, plan: owner.plan, source: 'team', teamOwnerId: ownerId };
    }
    return { ...own, teamOwnerId: ownerId };
  }

  /**
   * The team whose brand kits this person shares (issue 41): the team owner's id while the owner
   * has Business (a Business owner with no members yet is a team of one), else null.
   */
  async teamBrandOwner(userId: string, now = new Date()): Promise<string | null> {
    const ownerId = (await this.repo.teamOf(userId)) ?? userId;
    return (await this.ownPlan(ownerId, now)).plan.id === 'business' ? ownerId : null;
  }

  async planFor(userId: string, now = new Date()): Promise<Plan> {
    return (await this.planState(userId, now)).plan;
  }

  async creditsLeft(userId: string, now = new Date()): Promise<number | null> {
    const plan = await this.planFor(userId, now);
    return creditsAvailable(this.ctx.database.db, { id: userId, plan: plan.id }, now);
  }

  async grant(email: string, planId: string, until: Date | null) {
    if (!PLANS.some((p) => p.id === planId))
      throw new ValidationError(`plan must be one of: ${PLANS.map((p) => p.id).join(', ')}.`);
    const user = await this.repo.userByEmail(email);
    if (!user) throw new NotFoundError(`No account with the email ${email}.`);
    await this.repo.grant(user.id, planId, planId === 'free' ? null : until);
    return this.planState(user.id);
  }

  // ---- Allowances ---------------------------------------------------------------------------

  /** What a new video is made on: the plan in force and this month in the user's time zone. */
  async videoAllowance(userId: string, now = new Date()): Promise<{ plan: Plan; period: string }> {
    const { plan } = await this.planState(userId, now);
    return { plan, period: currentPeriod(now, (await this.repo.account(userId))?.timeZone) };
  }

  /**
   * Inside the transaction that creates the video, with the user's row already locked (so two
   * requests cannot both take the last one): throws PlanLimitError before anything is made.
   */
  async checkVideo(tx: Db, userId: string, plan: Plan, period: string): Promise<void> {
    if (plan.videos !== null && (await new UsageRepo(tx).countVideos(userId, period)) >= plan.videos)
      throw new PlanLimitError(plan);
  }

  /**
   * The overage limit in mills when usage past the allowance may continue and be billed: payments
   * on, the creator opted in, and a subscription of their own to put it on. Null: stop at the allowance.
   */
  private overageCap(account: { overageCapCents: number | null } | undefined, source: PlanState['source']) {
    if (!this.billingOn || source !== 'subscription') return null;
    return account?.overageCapCents ?? null;
  }

  /** The most characters a narration may speak: the plan's, or up to the request's limit with overage on. */
  async voiceCharacters(userId: string, asked: number | undefined, now = new Date()): Promise<number> {
    const { plan, source } = await this.planState(userId, now);
    const overage = this.overageCap(await this.repo.account(userId), source);
    return voiceCharacterCap(overage === null ? plan.voiceCharacters : OVERAGE_MAX_CHARACTERS, asked);
  }

  /**
   * Takes one voice generation of `characters` for `audioId` inside the narration's transaction,
   * or throws VoiceLimitError (no overage) or OverageCapError. The user's row is locked, so two
   * requests cannot share the last one. Past the allowance with overage on, the generation and the
   * characters past the plan's limit each are recorded and sent to the processor by a job.
   */
  async takeVoice(tx: Db, userId: string, audioId: string, characters: number, now = new Date()) {
    const usage = new UsageRepo(tx);
    await usage.lockUser(userId);
    const repo = new BillingRepo(tx);
    const { plan, source } = await this.planState(userId, now, repo);
    const account = await repo.account(userId);
    const period = currentPeriod(now, account?.timeZone);
    const capCents = this.overageCap(account, source);
    const past = (await usage.countVoice(userId, period)) >= plan.voiceGenerations;
    if (past && capCents === null) throw new VoiceLimitError(plan);
    const extra: { kind: OverageKind; quantity: number }[] = [];
    if (past) extra.push({ kind: 'voice', quantity: 1 });
    if (characters > plan.voiceCharacters)
      extra.push({ kind: 'characters', quantity: characters - plan.voiceCharacters });
    if (extra.length && capCents !== null) {
      const cost = extra.reduce((n, e) => n + e.quantity * OVERAGE_MILLS[e.kind], 0);
      if ((await usage.overageMills(userId, period)) + cost > capCents * 10)
        throw new OverageCapError(capCents);
    } else if (extra.length) voiceCharacterCap(plan.voiceCharacters, characters);
    await usage.addVoice(userId, audioId, period);
    for (const e of extra) {
      const amountMills = e.quantity * OVERAGE_MILLS[e.kind];
      const usageId = await usage.addOverage({ userId, audioId, period, ...e, amountMills });
      await this.ctx.queue.send('billing.overage', { usageId }, { singletonKey: usageId, tx });
    }
  }

  async usageSummary(userId: string, now = new Date()) {
    const plan = await this.planFor(userId, now);
    const timeZone = (await this.repo.account(userId))?.timeZone ?? 'UTC';
    const period = currentPeriod(now, timeZone);
    return {
      period,
      time_zone: timeZone,
      // The zone's offset now: a browser whose own offset matches needs no costly zone lookup (web).
      utc_offset_minutes: Math.round(zoneOffsetMs(now.getTime(), timeZone) / 60_000),
      resets_on: nextPeriodStart(period),
      videos: { used: await this.usage.countVideos(userId, period), limit: plan.videos },
      voice: {
        used: await this.usage.countVoice(userId, period),
        limit: plan.voiceGenerations,
        characters_each: plan.voiceCharacters,
      },
      overage: {
        /** Whether this server bills usage past the allowance at all (payments on). */
        available: this.billingOn,
        cap_cents: (await this.repo.account(userId))?.overageCapCents ?? null,
        spent_cents: Math.round((await this.usage.overageMills(userId, period)) / 10),
      },
    };
  }

  async setTimeZone(userId: string, timeZone: string) {
    if (!isTimeZone(timeZone))
      throw new ValidationError('time_zone must be an IANA time zone such as Europe/Paris.', {
        time_zone: ['Unknown time zone.'],
      });
    await this.repo.setTimeZone(userId, timeZone);
    return this.usageSummary(userId);
  }

  /** After usage was taken: the 80 % and 100 % emails, each once per allowance and period. */
  async noticeUsage(userId: string, kind: UsageKind, now = new Date()): Promise<void> {
    try {
      await this.sendNotice(userId, kind, now);
    } catch (err) {
      // The request already succeeded; a notice that could not be queued is logged, not thrown.
      this.ctx.logger.warn({ err: (err as Error).message, userId, kind }, 'usage notice not queued');
    }
  }

  private async sendNotice(userId: string, kind: UsageKind, now: Date): Promise<void> {
    const summary = await this.usageSummary(userId, now);
    const { used, limit } = kind === 'videos' ? summary.videos : summary.voice;
    if (limit === null || limit === 0) return;
    const pct = (used / limit) * 100;
    const reached = pct >= 100 ? 100 : pct >= 80 ? 80 : 0;
    if (!reached) return;
    // The 100 % notice also covers 80 %: a jump past both sends one email.
    const first = await this.usage.claimNotice(userId, summary.period, kind, reached);
    if (reached === 100) await this.usage.claimNotice(userId, summary.period, kind, 80);
    if (!first) return;
    const user = await this.repo.user(userId);
    if (!user) return;
    await this.email.enqueue(
      usageNoticeEmail(user.email, user.firstName, {
        kind,
        used,
        limit,
        reached,
        resetsOn: summary.resets_on,
        upgradeUrl: `${this.ctx.env.PUBLIC_URL}/pricing`,
      }),
    );
  }
}

/** The CLI's `plan set`: the same grant as the service, on a bare database (no queue, no Stripe). */
export async function grantPlan(
  db: Db,
  email: string,
  planId: string,
  until: Date | null,
): Promise<PlanState> {
  const bare = { database: { db }, env: {}, logger: console } as unknown as AppContext;
  const outbox = { enqueue: () => Promise.reject(new Error('No outbox on a bare database')) };
  return new AllowancesService(bare, outbox).grant(email, planId, until);
}

/**
 * Uploads (issue 17): how long one clip may be and how many bytes of originals and enhanced files
 * a plan keeps. Kept here, beside the other allowances, until plans carry them (decision 100).
 */
const UPLOAD_ALLOWANCES: Record<string, { maxDurationSec: number; storageBytes: number }> = {
  free: { maxDurationSec: 180, storageBytes: 2 * 1024 ** 3 },
  creator: { maxDurationSec: 600, storageBytes: 50 * 1024 ** 3 },
  business: { maxDurationSec: 1800, storageBytes: 200 * 1024 ** 3 },
};

/**
 * The longest video a plan makes (seconds): the create flow's 60 s, and up to the storyboard's
 * 180 s on paid plans once edited. A re-render of an existing video costs no new video (decision 182).
 */
const VIDEO_LENGTHS: Record<string, number> = { free: 60, creator: 180, business: 180 };
export const videoLengthAllowance = (planId: string): number => VIDEO_LENGTHS[planId] ?? 60;

export function uploadAllowance(planId: string): { maxDurationSec: number; storageBytes: number } {
  return UPLOAD_ALLOWANCES[planId] ?? UPLOAD_ALLOWANCES.free!;
}

const gb = (n: number) => `${(n / 1024 ** 3).toFixed(n >= 10 * 1024 ** 3 ? 0 : 1)} GB`;

export class StorageLimitError extends AppError {
  constructor(plan: Plan, used: number, allowed: number) {
    const message = `This upload does not fit in your storage: ${gb(used)} of ${gb(allowed)} used on the ${plan.name} plan. Delete an upload or upgrade for more room.`;
    super(413, 'storage_limit_reached', message, { detail: message });
  }
}

/** Throws StorageLimitError when `addBytes` more would go past the plan's storage (`usedBytes` now). */
export function checkStorage(planId: string, usedBytes: number, addBytes: number): void {
  const allowed = uploadAllowance(planId).storageBytes;
  if (usedBytes + addBytes > allowed) throw new StorageLimitError(planOf(planId), usedBytes, allowed);
}
