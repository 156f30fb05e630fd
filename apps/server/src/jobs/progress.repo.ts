import { EventEmitter } from 'node:events';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobProgress } from '../db/schema/index.ts';

export type Progress = typeof jobProgress.$inferSelect;
export type ProgressUpdate = Partial<Pick<Progress, 'status' | 'stage' | 'percent' | 'message' | 'detail'>>;

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);
export const isTerminal = (status: string) => TERMINAL.has(status);

/**
 * Progress rows plus an in-process signal. Writers in this process wake SSE readers at once;
 * readers also poll the row, so progress written by a worker on another machine still arrives.
 */
export class ProgressRepo {
  private readonly bus = new EventEmitter().setMaxListeners(0);
  constructor(private readonly db: Db) {}

  async start(row: {
    id: string;
    ownerId: string | null;
    kind: string;
    status: string;
    stage?: string | null;
  }) {
    await this.db
      .insert(jobProgress)
      .values({ ...row, percent: 0, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: jobProgress.id,
        set: {
          status: row.status,
          stage: row.stage ?? null,
          percent: 0,
          message: null,
          updatedAt: new Date(),
        },
      });
    this.bus.emit(row.id);
  }

  async update(id: string, update: ProgressUpdate) {
    await this.db
      .update(jobProgress)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(jobProgress.id, id));
    this.bus.emit(id);
  }

  async get(id: string): Promise<Progress | undefined> {
    const [row] = await this.db.select().from(jobProgress).where(eq(jobProgress.id, id));
    return row;
  }

  async remove(id: string) {
    await this.db.delete(jobProgress).where(eq(jobProgress.id, id));
  }

  /** Resolves on the next local write for id, or after pollMs. */
  waitForChange(id: string, pollMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.bus.off(id, done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      this.bus.on(id, done);
      signal.addEventListener('abort', done);
    });
  }
}
