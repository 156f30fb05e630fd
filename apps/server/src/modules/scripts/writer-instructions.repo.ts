import type { PromptInstructions } from '@reelsmith/contracts/instructions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writerInstructions } from '../../db/schema/index.ts';

/** A user's saved writer instructions; one row per user. */
export class WriterInstructionsRepo {
  constructor(private readonly db: Db) {}

  async find(userId: string): Promise<PromptInstructions | undefined> {
    const [row] = await this.db
      .select()
      .from(writerInstructions)
      .where(eq(writerInstructions.userId, userId));
    return row?.instructions as PromptInstructions | undefined;
  }

  async save(userId: string, instructions: PromptInstructions): Promise<void> {
    await this.db
      .insert(writerInstructions)
      .values({ userId, instructions })
      .onConflictDoUpdate({
        target: writerInstructions.userId,
        set: { instructions, updatedAt: new Date() },
      });
  }
}
