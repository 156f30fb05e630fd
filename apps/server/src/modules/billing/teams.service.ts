import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../http/errors.ts';
import type { EmailService } from '../email/email.service.ts';
import type { AllowancesService } from './allowances.service.ts';
import { UPGRADE } from './allowances.service.ts';
import { teamInviteEmail } from './billing.emails.ts';
import { BillingRepo } from './billing.repo.ts';

const DAY = 86_400_000;
const INVITE_DAYS = 7;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Teams: a Business owner's seats, invitations and members, who share the owner's plan. */
export class TeamsService {
  private readonly repo: BillingRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: {
      allowances: Pick<AllowancesService, 'ownPlan'>;
      email: Pick<EmailService, 'enqueue'>;
    },
  ) {
    this.repo = new BillingRepo(ctx.database.db);
  }

  async team(userId: string) {
    const ownerId = (await this.repo.teamOf(userId)) ?? userId;
    const owner = await this.repo.user(ownerId);
    const ownerPlan = (await this.deps.allowances.ownPlan(ownerId, new Date())).plan;
    const members = await this.repo.members(ownerId);
    const isOwner = ownerId === userId;
    if (!isOwner || ownerPlan.teamUsers > 1 || members.length) {
      return {
        role: isOwner ? ('owner' as const) : ('member' as const),
        owner: owner
          ? { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email }
          : null,
        seats: ownerPlan.teamUsers,
        members: members.map((m) => ({
          id: m.id,
          name: `${m.firstName} ${m.lastName}`.trim(),
          email: m.email,
          joined_at: m.joinedAt.toISOString(),
        })),
        invites: isOwner
          ? (await this.repo.openInvites(ownerId, new Date())).map((i) => ({
              id: i.id,
              email: i.email,
              expires_at: i.expiresAt.toISOString(),
            }))
          : [],
      };
    }
    return null;
  }

  /**
   * Everyone whose projects this user sees: themself, and the whole team while the team is live.
   * A team whose owner lacks Business or has closed their account shows each person their own.
   */
  async teamUserIds(userId: string): Promise<string[]> {
    const team = await this.liveTeam(userId);
    return 'paused' in team ? [userId] : team.ids;
  }

  /** The same, for a read that asked for the team's rows (`?scope=team`): a paused team is a 403 saying why. */
  async teamReadIds(userId: string): Promise<string[]> {
    const team = await this.liveTeam(userId);
    if ('paused' in team) throw new ForbiddenError(team.paused, 'team_paused');
    return team.ids;
  }

  /** The team's people, or why its shared reads are stopped (decision 194). */
  private async liveTeam(userId: string): Promise<{ ids: string[] } | { paused: string }> {
    const ownerId = (await this.repo.teamOf(userId)) ?? userId;
    const members = await this.repo.members(ownerId);
    if (!members.length) return { ids: [userId] };
    const who = ownerId === userId ? 'you' : 'the team owner';
    const owner = await this.repo.user(ownerId);
    if (!owner || owner.closedAt)
      return {
        paused: `Team reports are paused because ${who} closed the account that owns the team. Your own reports still work.`,
      };
    if ((await this.deps.allowances.ownPlan(ownerId, new Date())).plan.id !== 'business')
      return {
        paused: `Team reports are paused because ${who === 'you' ? 'your' : 'the team owner’s'} Business plan has ended. Your own reports still work.`,
      };
    return { ids: [ownerId, ...members.map((m) => m.id)] };
  }

  /** Display names of team members, for "made by" in My Content. */
  async memberNames(ids: string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    for (const id of ids) {
      const u = await this.repo.user(id);
      if (u) out.set(id, `${u.firstName} ${u.lastName}`.trim() || u.username);
    }
    return out;
  }

  async invite(ownerId: string, email: string) {
    const now = new Date();
    if (await this.repo.teamOf(ownerId)) throw new ForbiddenError('Only the team owner can invite people.');
    const plan = (await this.deps.allowances.ownPlan(ownerId, now)).plan;
    if (plan.id !== 'business')
      throw new AppError(
        402,
        'team_needs_business',
        'Teams come with the Business plan. Upgrade to invite people.',
        { detail: 'Teams come with the Business plan. Upgrade to invite people.', ...UPGRADE },
      );
    const owner = (await this.repo.user(ownerId))!;
    if (owner.email.toLowerCase() === email.toLowerCase())
      throw new ValidationError('You are already on your team.', { email: ['That is your own address.'] });
    const invitee = await this.repo.userByEmail(email);
    if (invitee && (await this.repo.teamOf(invitee.id)) === ownerId)
      throw new ConflictError('That person is already on your team.', 'already_member');
    const taken =
      (await this.repo.members(ownerId)).length +
      (await this.repo.openInvites(ownerId, now)).filter((i) => i.email.toLowerCase() !== email.toLowerCase())
        .length;
    if (1 + taken >= plan.teamUsers)
      throw new ConflictError(
        `Your plan has ${plan.teamUsers} seats and they are all taken or invited.`,
        'seats_full',
      );
    const token = randomBytes(32).toString('base64url');
    await this.repo.putInvite(ownerId, email, sha256(token), new Date(now.getTime() + INVITE_DAYS * DAY));
    const link = `${this.ctx.env.PUBLIC_URL}/settings?team_invite=${token}#team`;
    await this.deps.email.enqueue(
      teamInviteEmail(email, `${owner.firstName} ${owner.lastName}`.trim(), link, INVITE_DAYS),
    );
    return this.team(ownerId);
  }

  async cancelInvite(ownerId: string, inviteId: string) {
    if (!(await this.repo.cancelInvite(ownerId, inviteId))) throw new NotFoundError('Invite not found.');
    return this.team(ownerId);
  }

  /** The invited person, signed in, accepts: a seat is taken under the owner's lock. */
  async accept(userId: string, token: string) {
    const now = new Date();
    const gone = () =>
      new NotFoundError('This invitation is no longer valid. Ask the team owner for a new one.');
    return this.repo.transaction(async (repo) => {
      const invite = await repo.inviteByHash(sha256(token));
      if (!invite || invite.acceptedAt || invite.expiresAt <= now) throw gone();
      const me = (await repo.user(userId))!;
      if (me.email.toLowerCase() !== invite.email.toLowerCase())
        throw new ForbiddenError(
          `This invitation was sent to ${invite.email}. Sign in with that account to accept it.`,
        );
      if (invite.ownerId === userId) throw gone();
      const current = await repo.teamOf(userId);
      if (current === invite.ownerId) return { ok: true };
      if (current) throw new ConflictError('You are already on a team. Leave it first.', 'already_in_team');
      if ((await repo.members(userId)).length)
        throw new ConflictError('You own a team. Remove its members first.', 'owns_team');
      await repo.lockOwner(invite.ownerId);
      const plan = (await this.deps.allowances.ownPlan(invite.ownerId, now, repo)).plan;
      if (plan.id !== 'business') throw gone();
      if (1 + (await repo.members(invite.ownerId)).length >= plan.teamUsers)
        throw new ConflictError('This team has no free seat.', 'seats_full');
      await repo.addMember(invite.ownerId, userId);
      await repo.acceptInvite(invite.id, now);
      return { ok: true };
    });
  }

  async removeMember(ownerId: string, memberId: string) {
    if (!(await this.repo.removeMember(ownerId, memberId))) throw new NotFoundError('Member not found.');
    return this.team(ownerId);
  }

  /** A closing owner's team ends: members go back to their own plans and invites stop working. */
  async disband(ownerId: string): Promise<void> {
    await this.repo.disbandTeam(ownerId);
  }

  /** Leaving keeps the personal account (and its own plan and projects). */
  async leave(userId: string): Promise<void> {
    const ownerId = await this.repo.teamOf(userId);
    if (!ownerId) throw new ConflictError('You are not on a team.', 'not_in_team');
    await this.repo.removeMember(ownerId, userId);
  }
}
