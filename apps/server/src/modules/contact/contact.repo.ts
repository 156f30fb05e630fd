import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'emailId' | 'createdAt'>;

/** Messages sent through the contact form, and the email that carried each to the team. */
export class ContactRepo {
  constructor(private readonly db: Db) {}

  async insert(values: NewContactMessage): Promise<ContactMessageRow> {
    const [row] = await this.db.insert(contactMessages).values(values).returning();
    return row;
  }

  async setEmail(id: string, emailId: string): Promise<void> {
    await this.db.update(contactMessages).set({ emailId }).where(eq(contactMessages.id, id));
  }
}
