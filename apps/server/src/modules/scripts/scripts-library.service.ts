import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { VoiceClonesService } from '../voices/voice-clones.service.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { Script } from '../../providers/llm/llm.types.ts';
import { VOICE_CATALOGUE } from '../../providers/tts/catalogue.ts';
import { cloneVoiceId } from '@reelsmith/contracts/voices';
import type { Language } from '@reelsmith/contracts/languages';
import { UsersRepo } from '../users/users.repo.ts';
import { categorize } from './script-category.ts';
import { ScriptsLibraryRepo, type ScriptRow } from './scripts-library.repo.ts';
import type { createScriptBody, listScriptsQuery, updateScriptBody } from './scripts-library.schemas.ts';
import { estimateSeconds } from './scripts.service.ts';
import { countWords } from './scripts.text.ts';

const PREVIEW_CHARS = 160;
const DEFAULT_WPM = 150;
/** Less narration than this and the measured rate is too noisy to show. */
const MIN_MEASURED_SECONDS = 20;

const notFound = () => new NotFoundError('Script not found.');

/** A title for a typed script: its first line or first words. */
export function titleFrom(content: string): string {
  const first = content.trim().split(/\n/)[0].replace(/\s+/g, ' ').trim();
  if (first.length <= 60) return first;
  const cut = first.slice(0, 60);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 30)).trim()}…`;
}

export const previewOf = (content: string) => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= PREVIEW_CHARS
    ? flat
    : `${flat.slice(0, flat.lastIndexOf(' ', PREVIEW_CHARS) > 80 ? flat.lastIndexOf(' ', PREVIEW_CHARS) : PREVIEW_CHARS).trim()}…`;
};

/** The studio's library of scripts: typed here, written from an idea, or made in the create flow. */
export class ScriptsLibraryService {
  readonly repo: ScriptsLibraryRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly voiceClones: Pick<VoiceClonesService, 'repo'>,
  ) {
    this.repo = new ScriptsLibraryRepo(ctx.database.db);
  }

  toDto(r: ScriptRow, videos = 0) {
    return {
      id: r.id,
      title: r.title,
      topic: r.topic,
      vibe: r.vibe,
      category: r.category ?? categorize(`${r.topic} ${r.title}`),
      status: r.status,
      content: r.content,
      preview: previewOf(r.content),
      word_count: r.wordCount,
      estimated_duration: estimateSeconds(this.ctx, r.content),
      views: r.views,
      videos,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  }

  async list(userId: string, q: z.infer<typeof listScriptsQuery>) {
    const { rows, total } = await this.repo.page(
      userId,
      { search: q.search || undefined, category: q.category, status: q.status },
      (q.page - 1) * q.page_size,
      q.page_size,
    );
    const used = await this.repo.videoCounts(
      userId,
      rows.map((r) => r.id),
    );
    return {
      count: total,
      page: q.page,
      page_size: q.page_size,
      results: rows.map((r) => this.toDto(r, used.get(r.id) ?? 0)),
    };
  }

  async get(userId: string, id: string) {
    const row = await this.repo.find(userId, id);
    if (!row) throw notFound();
    const used = await this.repo.videoCounts(userId, [id]);
    return this.toDto(row, used.get(id) ?? 0);
  }

  async create(userId: string, body: z.infer<typeof createScriptBody>) {
    const title = body.title || titleFrom(body.content);
    const row = await this.repo.insert(userId, {
      title,
      topic: title,
      content: body.content,
      category: body.category ?? categorize(`${title} ${body.content}`),
      status: body.status,
      wordCount: countWords(body.content),
    });
    return this.toDto(row);
  }

  async update(userId: string, id: string, body: z.infer<typeof updateScriptBody>) {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound();
    const content = body.content ?? current.content;
    const row = await this.repo.update(userId, id, {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.category !== undefined && { category: body.category }),
      ...(body.status !== undefined && { status: body.status }),
      content,
      wordCount: countWords(content),
      // An edited narration keeps the generated caption and hashtags; a renamed script names its videos.
      structured: current.structured
        ? {
            ...(current.structured as Script),
            narration: content,
            ...(body.title !== undefined && { title: body.title }),
          }
        : null,
    });
    if (!row) throw notFound();
    return this.get(userId, id);
  }

  async view(userId: string, id: string) {
    if (!(await this.repo.countView(userId, id))) throw notFound();
  }

  async delete(userId: string, id: string) {
    if (!(await this.repo.delete(userId, id))) throw notFound();
  }

  /**
   * Words a minute per voice, measured from narrations made with it: the user's own first, else
   * every account's totals (only sums leave the database), else the spec's 150.
   */
  async speakingRates(userId: string, asked?: Language) {
    const language = await new UsersRepo(this.ctx.database.db).language(userId, asked);
    // Per language: a voice speaks Spanish at another pace than English (espeak-ng, not flite).
    const [mine, everyone] = await Promise.all([
      this.repo.narrationTotals(userId, language),
      this.repo.narrationTotals(null, language),
    ]);
    const pick = (voice: string) => {
      for (const set of [mine, everyone]) {
        const t = set.find((r) => r.voice === voice);
        if (t && Number(t.ms) >= MIN_MEASURED_SECONDS * 1000 && Number(t.words) > 0)
          return { wpm: (Number(t.words) / Number(t.ms)) * 60_000, seconds: Number(t.ms) / 1000 };
      }
      return null;
    };
    // The user's cloned voices too (decision 026): a clone's rate is measured from its own narrations.
    const clones = await this.voiceClones.repo.listForOwner(userId);
    return {
      results: [...clones.map((c) => ({ id: cloneVoiceId(c.id) })), ...VOICE_CATALOGUE].map((v) => {
        const m = pick(v.id);
        return {
          voice: v.id,
          words_per_minute: m ? Math.round(m.wpm) : DEFAULT_WPM,
          measured: !!m,
          measured_seconds: m ? Math.round(m.seconds) : 0,
        };
      }),
    };
  }
}
