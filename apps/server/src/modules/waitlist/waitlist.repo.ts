import { and, count, isNotNull, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';

export type NewWaitlistEntry = Omit<typeof waitlistEntries.$inferInsert, 'id' | 'earlyAccess' | 'createdAt'>;

/** Waitlist entries: one per email, case-insensitively. */
export class WaitlistRepo {
  constructor(private readonly db: Db) {}

  /**
   * Adds the entry unless its email is already on the list. An entry with a podcast link takes an
   * early-access seat while fewer than `seats` are taken; an advisory lock makes the
   * count-then-insert safe when two people join at once.
   */
  async addOnce(entry: NewWaitlistEntry, seats: number): Promise<{ created: boolean; earlyAccess: boolean }> {
    const email = entry.email;
    const podcastUrl = entry.podcastUrl ?? null;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reelsmith.waitlist'))`);
      const [existing] = await tx
        .select({ id: waitlistEntries.id, earlyAccess: waitlistEntries.earlyAccess })
        .from(waitlistEntries)
        .where(eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase()));
      if (existing) return { created: false, earlyAccess: existing.earlyAccess };
      let earlyAccess = false;
      if (podcastUrl) {
        const [{ taken }] = await tx
          .select({ taken: count() })
          .from(waitlistEntries)
          .where(and(isNotNull(waitlistEntries.podcastUrl), eq(waitlistEntries.earlyAccess, true)));
        earlyAccess = Number(taken) < seats;
      }
      await tx.insert(waitlistEntries).values({ ...entry, earlyAccess });
      return { created: true, earlyAccess };
    });
  }
}
