import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGE_INFO, type Language } from '@reelsmith/contracts/languages';
import type { Db } from '../../db/client.ts';
import { audioClips, scripts, videos } from '../../db/schema/index.ts';

export type ScriptRow = typeof scripts.$inferSelect;
export type NewScript = Omit<typeof scripts.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface ScriptFilter {
  search?: string;
  category?: string;
  status?: string;
}

/** `%`, `_` and `\` are literal in a search. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The studio's script library: every query names the owner. */
export class ScriptsLibraryRepo {
  constructor(private readonly db: Db) {}

  private where(userId: string, f: ScriptFilter): SQL {
    const parts: SQL[] = [eq(scripts.userId, userId)];
    if (f.search) {
      const p = likePattern(f.search);
      parts.push(or(ilike(scripts.title, p), ilike(scripts.content, p), ilike(scripts.topic, p))!);
    }
    if (f.category) parts.push(eq(scripts.category, f.category));
    if (f.status) parts.push(eq(scripts.status, f.status as ScriptRow['status']));
    return and(...parts)!;
  }

  async page(userId: string, f: ScriptFilter, offset: number, limit: number) {
    const where = this.where(userId, f);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(scripts)
        .where(where)
        .orderBy(desc(scripts.updatedAt), desc(scripts.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(scripts).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /** Videos made from each script, for the cards. */
  async videoCounts(userId: string, ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: videos.scriptId, n: count() })
      .from(videos)
      .where(and(eq(videos.userId, userId), inArray(videos.scriptId, ids)))
      .groupBy(videos.scriptId);
    return new Map(rows.map((r) => [r.id!, Number(r.n)]));
  }

  async find(userId: string, id: string): Promise<ScriptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(scripts)
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)));
    return row;
  }

  async insert(userId: string, values: NewScript): Promise<ScriptRow> {
    const [row] = await this.db
      .insert(scripts)
      .values({ ...values, userId })
      .returning();
    return row;
  }

  async update(userId: string, id: string, values: Partial<NewScript>): Promise<ScriptRow | undefined> {
    const [row] = await this.db
      .update(scripts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)))
      .returning();
    return row;
  }

  async countView(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .update(scripts)
      .set({ views: sql`${scripts.views} + 1` })
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)))
      .returning({ id: scripts.id });
    return rows.length > 0;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(scripts)
      .where(and(eq(scripts.id, id), eq(scripts.userId, userId)))
      .returning({ id: scripts.id });
    return rows.length > 0;
  }

  /** Words and seconds of narration per voice in one language: the user's own clips, or everyone's (only totals). */
  async narrationTotals(userId: string | null, language: Language) {
    // Chinese has no spaces: each character is counted as a word is elsewhere (one caption unit).
    const words = LANGUAGE_INFO[language].unspaced
      ? sql<number>`coalesce(sum(char_length(regexp_replace(${audioClips.text}, '[[:space:][:punct:]，。！？、]', '', 'g'))), 0)`
      : sql<number>`coalesce(sum(array_length(regexp_split_to_array(trim(${audioClips.text}), '\\s+'), 1)), 0)`;
    return this.db
      .select({
        voice: audioClips.voice,
        words,
        ms: sql<number>`coalesce(sum(${audioClips.durationMs}), 0)`,
      })
      .from(audioClips)
      .where(and(eq(audioClips.language, language), userId ? eq(audioClips.userId, userId) : undefined))
      .groupBy(audioClips.voice);
  }
}
