import { and, inArray, isNotNull, lt, notInArray } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { audioClips, scripts, users, videos } from '../db/schema/index.ts';
import type { Services } from '../modules/services.ts';
import { UsersRepo } from '../modules/users/users.repo.ts';
import { CLOSED_ACCOUNT_GRACE_MS } from '../modules/users/users.service.ts';
import { userFolder } from '../storage/storage-paths.ts';

const DAY_MS = 24 * 3600 * 1000;
/** The privacy page: generated content (scripts, audio, videos) is kept for 90 days. */
export const CONTENT_RETENTION_MS = 90 * DAY_MS;
const BATCH = 200;
// A video still being made is never old enough to delete.
const FINISHED = ['completed', 'failed', 'cancelled'] as const;

/** The rows past their time, a batch at a time (I/O only). */
class HousekeepingRepo {
  constructor(private readonly db: Db) {}

  closedAccountsBefore(cutoff: Date, skip: string[]) {
    return this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNotNull(users.closedAt),
          lt(users.closedAt, cutoff),
          skip.length ? notInArray(users.id, skip) : undefined,
        ),
      )
      .limit(BATCH);
  }
  videosBefore(cutoff: Date) {
    return this.db
      .select({ id: videos.id, userId: videos.userId })
      .from(videos)
      .where(and(lt(videos.createdAt, cutoff), inArray(videos.status, [...FINISHED])))
      .limit(BATCH);
  }
  scriptsBefore(cutoff: Date) {
    return this.db
      .select({ id: scripts.id, userId: scripts.userId })
      .from(scripts)
      .where(lt(scripts.createdAt, cutoff))
      .limit(BATCH);
  }
  audioBefore(cutoff: Date) {
    return this.db
      .select({ id: audioClips.id, userId: audioClips.userId })
      .from(audioClips)
      .where(lt(audioClips.createdAt, cutoff))
      .limit(BATCH);
  }
}

/**
 * What the legal pages promise, done on a schedule: closed accounts are deleted with every file
 * after their 30 days of grace, and generated content after 90 days. Every step is idempotent, so
 * any number of workers may run it.
 */
export class Housekeeping {
  private readonly repo: HousekeepingRepo;

  constructor(
    private readonly ctx: AppContext,
    private readonly s: Pick<Services, 'voiceClones' | 'dashboard' | 'videos' | 'scriptsLibrary' | 'billing'>,
  ) {
    this.repo = new HousekeepingRepo(ctx.database.db);
  }

  async run(now = Date.now()): Promise<{ accounts: number; content: number }> {
    const accounts = await this.purgeClosedAccounts(new Date(now - CLOSED_ACCOUNT_GRACE_MS));
    const content = await this.purgeOldContent(new Date(now - CONTENT_RETENTION_MS));
    if (accounts || content) this.ctx.logger.info({ accounts, content }, 'housekeeping deleted expired data');
    return { accounts, content };
  }

  private async purgeClosedAccounts(cutoff: Date): Promise<number> {
    const users = new UsersRepo(this.ctx.database.db);
    let n = 0;
    // Accounts whose subscription could not be cancelled now: kept (with the link to their
    // customer) until a later run can.
    const kept: string[] = [];
    for (let batch = await this.repo.closedAccountsBefore(cutoff, kept); batch.length;) {
      for (const { id } of batch) {
        try {
          await this.s.billing.accountPurged(id);
        } catch (err) {
          this.ctx.logger.warn(
            { err: (err as Error).message, userId: id },
            'purge postponed: subscription not cancelled',
          );
          kept.push(id);
          continue;
        }
        // Their cloned voices at ElevenLabs (decision 026), then the rows (every table cascades
        // from users), then the files under the user's folder.
        await this.s.voiceClones.removeAllAtVendor(id);
        await users.delete(id);
        await this.ctx.storage.deletePrefix(userFolder(id));
        n++;
      }
      batch = await this.repo.closedAccountsBefore(cutoff, kept);
    }
    return n;
  }

  private async purgeOldContent(cutoff: Date): Promise<number> {
    const s = this.s;
    const dashboard = s.dashboard;
    const gone = () => undefined; // deleted meanwhile by its owner or another worker
    let n = 0;
    const each = async (
      list: () => Promise<{ id: string; userId: string }[]>,
      remove: (userId: string, id: string) => Promise<void>,
    ) => {
      for (let batch = await list(); batch.length; batch = await list()) {
        for (const row of batch) {
          await remove(row.userId, row.id).catch(gone);
          n++;
        }
      }
    };
    await each(
      () => this.repo.videosBefore(cutoff),
      (u, id) => s.videos.delete(u, id),
    );
    await each(
      () => this.repo.scriptsBefore(cutoff),
      (u, id) => s.scriptsLibrary.delete(u, id),
    );
    await each(
      () => this.repo.audioBefore(cutoff),
      (u, id) => dashboard.deleteAudio(u, id),
    );
    return n;
  }
}
