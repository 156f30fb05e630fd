import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { externalLogins } from '../../db/schema/index.ts';

type Provider = (typeof externalLogins.$inferSelect)['provider'];

/** Which account an outside identity signs in to. */
export class ExternalLoginsRepo {
  constructor(private readonly db: Db) {}

  async userOf(provider: Provider, subject: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: externalLogins.userId })
      .from(externalLogins)
      .where(and(eq(externalLogins.provider, provider), eq(externalLogins.subject, subject)));
    return row?.userId;
  }

  /** The subject linked to an account for a provider, if any. */
  async subjectOf(provider: Provider, userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ subject: externalLogins.subject })
      .from(externalLogins)
      .where(and(eq(externalLogins.provider, provider), eq(externalLogins.userId, userId)));
    return row?.subject;
  }

  async link(provider: Provider, subject: string, userId: string): Promise<void> {
    await this.db.insert(externalLogins).values({ provider, subject, userId }).onConflictDoNothing();
  }
}
