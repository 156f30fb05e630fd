import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Logger } from 'pino';

// Bytes arriving over tus wait in a folder of the API's disk until their last PATCH (decision 100).
// What stops one account from filling that disk (decision 164): every upload in flight counts its
// declared size against the account's storage, an account has a few in flight at most, and
// uploads nobody finishes are deleted on a schedule and at start.

/** An upload may take this long from its first byte to its last (a resume across a reload or a night). */
export const STAGED_MAX_AGE_MS = 24 * 3600_000;
/** An upload that has not received a byte for this long was abandoned (its tab was closed). */
export const STAGED_IDLE_MS = 2 * 3600_000;
/** Uploads in flight at once per account: the web app sends one at a time. */
export const STAGED_PER_ACCOUNT = 5;
/** How often each API process deletes what has expired. */
export const STAGING_SWEEP_MS = 10 * 60_000;

interface StagedInfo {
  size?: number;
  metadata?: Record<string, string | null>;
  creation_date?: string;
}

/** The tus file store with what the quota and the sweep need to know about it. */
export class UploadStaging {
  readonly store: FileStore;

  constructor(readonly directory: string) {
    this.store = new FileStore({ directory, expirationPeriodInMilliseconds: STAGED_MAX_AGE_MS });
  }

  /** Every staged upload still in time: its id, owner, declared size. */
  private async live(now: number) {
    const ids = await this.store.configstore.list!().catch(() => [] as string[]);
    const found: { id: string; owner: string | null; size: number }[] = [];
    for (const id of ids) {
      const info = (await this.store.configstore.get(id)) as StagedInfo | undefined;
      if (!info || (await this.expired(id, info, now))) continue;
      found.push({ id, owner: info.metadata?.owner ?? null, size: Number(info.size) || 0 });
    }
    return found;
  }

  private async expired(id: string, info: StagedInfo, now: number): Promise<boolean> {
    const created = info.creation_date ? Date.parse(info.creation_date) : NaN;
    if (!(created > now - STAGED_MAX_AGE_MS)) return true;
    const touched = await stat(path.join(this.directory, id)).catch(() => null);
    return !touched || touched.mtimeMs < now - STAGED_IDLE_MS;
  }

  /** The owner's uploads in flight (not counting `except`): how many, and their declared bytes. */
  async inFlight(
    owner: string,
    except?: string,
    now = Date.now(),
  ): Promise<{ count: number; bytes: number }> {
    const mine = (await this.live(now)).filter((u) => u.owner === owner && u.id !== except);
    return { count: mine.length, bytes: mine.reduce((n, u) => n + u.size, 0) };
  }

  /**
   * Deletes uploads past their time (too old, or idle too long) and stray files a crash left
   * without their partner (data without its `.json`, or the reverse). Answers how many went.
   */
  async sweep(now = Date.now()): Promise<number> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    const ids = new Set(names.map((n) => n.replace(/\.json$/, '')));
    let n = 0;
    for (const id of ids) {
      const info = (await this.store.configstore.get(id)) as StagedInfo | undefined;
      if (info && !(await this.expired(id, info, now))) continue;
      if (!info) {
        // A file whose `.json` is missing may be one being created this instant: leave it a while.
        const s = await stat(path.join(this.directory, id)).catch(() => null);
        if (s && s.mtimeMs > now - STAGED_IDLE_MS) continue;
      }
      await rm(path.join(this.directory, id), { force: true });
      await rm(path.join(this.directory, `${id}.json`), { force: true });
      n++;
    }
    return n;
  }

  /** Sweeps now (what a crash or a restart left behind) and then on a schedule; answers a stop. */
  start(logger: Logger, everyMs = STAGING_SWEEP_MS): () => void {
    const run = () =>
      this.sweep()
        .then((n) => n && logger.info({ deleted: n }, 'expired staged uploads deleted'))
        .catch((err) => logger.warn({ err }, 'staged upload sweep failed'));
    void run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
