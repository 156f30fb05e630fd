import type { AppContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { AbuseRepo } from './abuse.repo.ts';
import { AdminRepo } from './admin.repo.ts';
import type { Actor } from './admin.service.ts';

export const REPORT_REASONS = ['spam', 'hateful', 'violent', 'sexual', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The creator-facing refusal: it names the word so the idea can be reworded. */
export const blockedIdeaMessage = (word: string) =>
  `Your idea uses a word we do not allow ("${word}"). Please reword it and try again.`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A blocked word matches only as a whole word or phrase, in any case ("ass" does not block "class"). */
const matches = (text: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/**
 * Abuse (issue 40): viewers report a shared video, operators read and resolve the reports, and a
 * block list of words refuses ideas at the create endpoints. Every operator change is audited.
 */
export class AbuseService {
  private readonly repo: AbuseRepo;
  private readonly admin: AdminRepo;

  constructor(
    ctx: AppContext,
    private readonly shares: { videoIdOf: (token: string) => Promise<string> },
  ) {
    this.repo = new AbuseRepo(ctx.database.db);
    this.admin = new AdminRepo(ctx.database.db);
  }

  /** A viewer's report on a live share link; a dead link is refused as the page refuses it. */
  async report(token: string, reason: ReportReason, details: string | null) {
    const videoId = await this.shares.videoIdOf(token);
    await this.repo.addReport({ videoId, reason, details: details?.trim() || null });
    return { message: 'Thank you. The Reelsmith team will look at this video.' };
  }

  async reports() {
    return (await this.repo.reports(100)).map((r) => ({
      id: r.id,
      video_id: r.videoId,
      title: r.title,
      owner_id: r.ownerId,
      owner_email: r.ownerEmail,
      reason: r.reason,
      details: r.details,
      resolved_at: r.resolvedAt?.toISOString() ?? null,
      resolution: r.resolution,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async resolve(actor: Actor, id: string, resolution: string) {
    const text = resolution.trim();
    if (text.length < 2)
      throw new ValidationError('Say what was done about the report.', { resolution: ['Required.'] });
    const before = await this.repo.report(id);
    if (!before) throw new NotFoundError('No such report.');
    const after = await this.repo.resolve(id, text);
    if (!after) throw new ConflictError('This report is already resolved.', 'report_resolved');
    await this.admin.audit({
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'report.resolve',
      targetType: 'report',
      targetId: id,
      before: { video_id: before.videoId, reason: before.reason, resolved: false },
      after: { video_id: before.videoId, reason: before.reason, resolved: true, resolution: text },
    });
    return { id, resolved_at: after.resolvedAt!.toISOString(), resolution: text };
  }

  async words() {
    return { words: await this.repo.words() };
  }

  async setWord(actor: Actor, raw: string, blocked: boolean) {
    const word = raw.trim().toLowerCase().replace(/\s+/g, ' ');
    if (word.length < 2 || word.length > 60)
      throw new ValidationError('A blocked word is 2 to 60 letters.', { word: ['2 to 60 letters.'] });
    const changed = blocked ? await this.repo.addWord(word) : await this.repo.removeWord(word);
    if (changed)
      await this.admin.audit({
        actorId: actor.id,
        actorEmail: actor.email,
        action: blocked ? 'blocklist.add' : 'blocklist.remove',
        targetType: 'blocked_word',
        targetId: word,
        before: { blocked: !blocked },
        after: { blocked },
      });
    return this.words();
  }

  /** Refuses an idea (or a script's topic) that uses a blocked word; `field` names it in the answer. */
  async screenIdea(text: string, field = 'idea'): Promise<void> {
    if (!text) return;
    const hit = (await this.repo.words()).find((w) => matches(text, w));
    if (hit) {
      const message = blockedIdeaMessage(hit);
      throw new ValidationError(message, { [field]: [message] }, 'idea_blocked');
    }
  }
}
