import { PLANS } from '@reelsmith/contracts/plans';
import type { AppContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { isOperator } from '../../lib/operator-role.ts';
import type { AllowancesService } from '../billing/allowances.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { describeVendors, testVendor, VENDOR_IDS, type VendorId } from './admin.configuration.ts';
import { AdminRepo, type AuditEntry } from './admin.repo.ts';

/** Who did it: a signed-in operator, or the command line on the server's machine. */
export interface Actor {
  id: string | null;
  email: string;
}
export const COMMAND_LINE: Actor = { id: null, email: 'command line' };

const HOUR = 3600_000;
/** An unfinished video whose row has not moved for this long is listed as stuck. */
export const STUCK_AFTER_MS = 5 * 60_000;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * The operator console (decision 190): accounts, videos and jobs, the configuration page. Every
 * change is written to the audit log, with what it was before and after, by `record` below.
 */
export class AdminService {
  private readonly repo: AdminRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      allowances: Pick<AllowancesService, 'planState' | 'usageSummary' | 'grant'>;
      users: Pick<UsersService, 'resendActivation' | 'close'>;
    },
  ) {
    this.repo = new AdminRepo(ctx.database.db);
  }

  private record(actor: Actor, entry: Omit<AuditEntry, 'actorId' | 'actorEmail'>) {
    return this.repo.audit({ ...entry, actorId: actor.id, actorEmail: actor.email });
  }

  /** The operator behind a session, or null for anyone else. */
  async operator(userId: string): Promise<Actor | null> {
    const user = await this.repo.user(userId);
    return user && isOperator(this.ctx.env, user) ? { id: user.id, email: user.email } : null;
  }

  // ---- Users --------------------------------------------------------------------------------

  async users(q: string) {
    const rows = await this.repo.searchUsers(q.trim(), 50);
    return Promise.all(
      rows.map(async (u) => {
        const state = await this.deps.allowances.planState(u.id);
        const usage = await this.deps.allowances.usageSummary(u.id);
        return {
          id: u.id,
          email: u.email,
          username: u.username,
          operator: isOperator(this.ctx.env, u),
          active: u.isActive,
          closed_at: iso(u.closedAt),
          banned_at: iso(u.bannedAt),
          ban_reason: u.banReason,
          plan: state.plan.id,
          plan_source: state.source,
          granted_until: iso(state.grantedUntil),
          videos_used: usage.videos.used,
          videos_limit: usage.videos.limit,
          voice_used: usage.voice.used,
          voice_limit: usage.voice.limit,
          last_login_at: iso(u.lastLoginAt),
          joined_at: u.createdAt.toISOString(),
        };
      }),
    );
  }

  private async mustFindUser(id: string) {
    const user = await this.repo.user(id);
    if (!user) throw new NotFoundError('No such account.');
    return user;
  }

  async ban(actor: Actor, userId: string, reason: string) {
    const text = reason.trim();
    if (text.length < 3)
      throw new ValidationError('Give the reason the person will see.', { reason: ['Required.'] });
    if (userId === actor.id) throw new ConflictError('You cannot ban your own account.', 'self_ban');
    const before = await this.mustFindUser(userId);
    const after = (await this.repo.setBan(userId, text))!;
    await this.record(actor, {
      action: 'user.ban',
      targetType: 'user',
      targetId: userId,
      before: { email: before.email, banned: !!before.bannedAt, reason: before.banReason },
      after: { email: after.email, banned: true, reason: after.banReason },
    });
    return { id: userId, banned_at: iso(after.bannedAt), ban_reason: after.banReason };
  }

  async unban(actor: Actor, userId: string) {
    const before = await this.mustFindUser(userId);
    if (!before.bannedAt) throw new ConflictError('This account is not banned.', 'not_banned');
    await this.repo.setBan(userId, null);
    await this.record(actor, {
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      before: { email: before.email, banned: true, reason: before.banReason },
      after: { email: before.email, banned: false, reason: null },
    });
    return { id: userId, banned_at: null, ban_reason: null };
  }

  async grantPlan(actor: Actor, userId: string, plan: string, until: Date | null) {
    if (!PLANS.some((p) => p.id === plan))
      throw new ValidationError(`plan must be one of: ${PLANS.map((p) => p.id).join(', ')}.`, {
        plan: ['Unknown plan.'],
      });
    if (until && until.getTime() <= Date.now())
      throw new ValidationError('The end date must be in the future.', { until: ['Must be in the future.'] });
    const user = await this.mustFindUser(userId);
    const before = await this.deps.allowances.planState(userId);
    const after = await this.deps.allowances.grant(user.email, plan, until);
    await this.record(actor, {
      action: 'user.grant_plan',
      targetType: 'user',
      targetId: userId,
      before: {
        email: user.email,
        plan: before.plan.id,
        source: before.source,
        until: iso(before.grantedUntil),
      },
      after: { email: user.email, plan: after.plan.id, source: after.source, until: iso(after.grantedUntil) },
    });
    return {
      id: userId,
      plan: after.plan.id,
      plan_source: after.source,
      granted_until: iso(after.grantedUntil),
    };
  }

  async resendActivation(actor: Actor, userId: string) {
    const user = await this.mustFindUser(userId);
    if (user.isActive) throw new ConflictError('This account is already active.', 'already_active');
    await this.deps.users.resendActivation({ email: user.email });
    await this.record(actor, {
      action: 'user.resend_activation',
      targetType: 'user',
      targetId: userId,
      before: { email: user.email, active: false },
      after: { email: user.email, active: false, activation_sent: true },
    });
    return { message: `A new activation link was sent to ${user.email}.` };
  }

  /**
   * Closes an account as its owner would (decision 167): signed out, subscriptions cancelled at
   * period end, the creator program's code retired; rows and files go after the grace period.
   */
  async closeAccount(actor: Actor, userId: string) {
    if (userId === actor.id) throw new ConflictError('Close your own account from Settings.', 'self_close');
    const user = await this.mustFindUser(userId);
    if (user.closedAt) throw new ConflictError('This account is already closed.', 'already_closed');
    await this.deps.users.close(userId);
    const after = await this.mustFindUser(userId);
    await this.record(actor, {
      action: 'user.close',
      targetType: 'user',
      targetId: userId,
      before: { email: user.email, closed_at: null },
      after: { email: user.email, closed_at: iso(after.closedAt) },
    });
    return { id: userId, closed_at: iso(after.closedAt) };
  }

  /** `operator grant EMAIL` / `operator revoke EMAIL` (the CLI, directly or through the running server). */
  async setOperator(actor: Actor, email: string, operator: boolean): Promise<string> {
    const user = await this.repo.userByEmail(email.trim());
    if (!user) throw new NotFoundError(`No account with the email ${email}.`);
    const role = operator ? 'operator' : 'creator';
    if (user.role !== role) {
      await this.repo.setRole(user.id, role);
      await this.record(actor, {
        action: operator ? 'user.grant_operator' : 'user.revoke_operator',
        targetType: 'user',
        targetId: user.id,
        before: { email: user.email, role: user.role },
        after: { email: user.email, role },
      });
    }
    const viaEnv = this.ctx.env.OPERATOR_EMAILS.includes(user.email.toLowerCase());
    return operator
      ? `${user.email} is an operator: the console is at ${this.ctx.env.PUBLIC_URL}/admin.\n`
      : `${user.email} is no longer an operator${viaEnv ? ' by role, but OPERATOR_EMAILS still names them' : ''}.\n`;
  }

  // ---- Videos and jobs ----------------------------------------------------------------------

  async jobs(now = new Date()) {
    const since = new Date(now.getTime() - 24 * HOUR);
    const counts = new Map((await this.repo.hourlyCounts(since)).map((r) => [r.hour, r]));
    const hours = Array.from({ length: 24 }, (_, i) => {
      const h = new Date(Math.floor(now.getTime() / HOUR) * HOUR - (23 - i) * HOUR)
        .toISOString()
        .replace('.000', '');
      const c = counts.get(h);
      return { hour: h, created: c?.created ?? 0, completed: c?.completed ?? 0, failed: c?.failed ?? 0 };
    });
    const dto = (v: Awaited<ReturnType<AdminRepo['failedVideos']>>[number]) => ({
      id: v.id,
      title: v.title,
      email: v.email,
      status: v.status,
      error: v.error,
      attempts: v.attempts,
      percent: v.percent,
      created_at: v.createdAt.toISOString(),
      updated_at: v.updatedAt.toISOString(),
    });
    const render = await this.repo.renderPercentiles(since);
    return {
      failed: (await this.repo.failedVideos(50)).map(dto),
      stuck: (await this.repo.stuckVideos(new Date(now.getTime() - STUCK_AFTER_MS), 50)).map(dto),
      hours,
      render_seconds: { count: render.n, p50: render.p50, p95: render.p95 },
      queue: await this.repo.queueDepth(),
    };
  }

  private async mustFindVideo(id: string) {
    const video = await this.repo.video(id);
    if (!video) throw new NotFoundError('No such video.');
    return video;
  }

  /** Renders again from the start (no allowance is taken again: the operator's decision). */
  async retryVideo(actor: Actor, id: string) {
    const before = await this.mustFindVideo(id);
    if (before.status === 'completed') throw new ConflictError('This video is finished.', 'video_completed');
    const after = await this.repo.requeueVideo(id, (tx) =>
      this.ctx.queue.send('video.render', { videoId: id }, { singletonKey: id, tx }),
    );
    if (!after) throw new ConflictError('This video is finished.', 'video_completed');
    await this.record(actor, {
      action: 'video.retry',
      targetType: 'video',
      targetId: id,
      before: { status: before.status, error: before.error, owner: before.email },
      after: { status: after.status, error: null, owner: before.email },
    });
    return { id, status: after.status };
  }

  async cancelVideo(actor: Actor, id: string) {
    const before = await this.mustFindVideo(id);
    const after = await this.repo.cancelVideo(id, 'Cancelled by the Reelsmith team.');
    if (!after)
      throw new ConflictError(
        `This video is ${before.status}: only unfinished videos can be cancelled.`,
        'video_not_running',
      );
    await this.record(actor, {
      action: 'video.cancel',
      targetType: 'video',
      targetId: id,
      before: { status: before.status, owner: before.email },
      after: { status: after.status, owner: before.email },
    });
    return { id, status: after.status };
  }

  // ---- Audit log and configuration -----------------------------------------------------------

  async auditLog(limit: number, before?: string) {
    const rows = await this.repo.auditLog(limit, before ? new Date(before) : undefined);
    return rows.map((r) => ({
      id: r.id,
      actor: r.actorEmail,
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before ?? null,
      after: r.after ?? null,
      at: r.createdAt.toISOString(),
    }));
  }

  configuration() {
    return describeVendors(this.ctx.env);
  }

  async testConnection(actor: Actor, vendor: string) {
    if (!(VENDOR_IDS as readonly string[]).includes(vendor)) throw new NotFoundError('No such service.');
    const answer = await testVendor(vendor as VendorId, this.ctx.env, this.ctx.storage);
    const result = answer ?? { ok: true, call: 'none', answer: 'Builtin: nothing to call.', ms: 0 };
    await this.record(actor, {
      action: 'configuration.test',
      targetType: 'vendor',
      targetId: vendor,
      before: null,
      after: { ok: result.ok, call: result.call, answer: result.answer },
    });
    return result;
  }
}
