import {
  captionPostText,
  parseHashtags,
  PLATFORM_RULES,
  type CaptionPlatform,
  type CaptionTone,
} from '@reelsmith/contracts/captions';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { writeCaption as generateCaption } from '@reelsmith/writer';
import { LlmProviderError } from '../../providers/llm/openai.llm.ts';
import { scoreCaption, type EngagementReason } from './caption-score.ts';
import { CaptionsRepo, type CaptionRow } from './captions.repo.ts';
import type { generateCaptionBody, listCaptionsQuery, updateCaptionBody } from './captions.schemas.ts';

const notFound = () => new NotFoundError('Caption not found.');

/** The platform's limits, checked on every caption that is saved. */
export function checkLimits(text: string, hashtags: string[], platform: CaptionPlatform) {
  const rules = PLATFORM_RULES[platform];
  const length = captionPostText(text, hashtags).length;
  if (length > rules.maxChars)
    throw new ValidationError(
      `Too long for ${rules.label}: ${length} of ${rules.maxChars} characters, hashtags included.`,
      { text: [`At most ${rules.maxChars} characters with hashtags.`] },
      'caption_too_long',
    );
  if (rules.maxHashtags !== null && hashtags.length > rules.maxHashtags)
    throw new ValidationError(
      `${rules.label} allows at most ${rules.maxHashtags} hashtags.`,
      { hashtags: [`At most ${rules.maxHashtags} hashtags.`] },
      'too_many_hashtags',
    );
}

/** The studio's caption generator: written by the configured LLM, scored, kept per user. */
export class CaptionsService {
  readonly repo: CaptionsRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new CaptionsRepo(ctx.database.db);
  }

  toDto(r: CaptionRow) {
    const platform = r.platform as CaptionPlatform;
    return {
      id: r.id,
      content: r.content,
      text: r.text,
      hashtags: r.hashtags,
      platform,
      tone: r.tone as CaptionTone,
      character_count: captionPostText(r.text, r.hashtags).length,
      character_limit: PLATFORM_RULES[platform].maxChars,
      engagement: r.engagement as 'High' | 'Medium' | 'Low',
      engagement_score: r.engagementScore,
      engagement_reasons: r.engagementReasons as EngagementReason[],
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  }

  private scored(text: string, hashtags: string[], platform: CaptionPlatform) {
    const s = scoreCaption({ text, hashtags, platform });
    return { engagement: s.level, engagementScore: s.score, engagementReasons: s.reasons };
  }

  async generate(userId: string, body: z.infer<typeof generateCaptionBody>, signal?: AbortSignal) {
    const req = { content: body.content, tone: body.tone, platform: body.platform, seed: body.seed };
    let written;
    try {
      written = await this.ctx.providers.llm.writeCaption(req, { signal });
    } catch (err) {
      // A vendor outage still gives the user a caption: the builtin writer takes over.
      if (!(err instanceof LlmProviderError)) throw err;
      this.ctx.logger.warn({ err: err.message }, 'caption writer failed; builtin caption used');
      written = generateCaption(req);
    }
    checkLimits(written.text, written.hashtags, body.platform);
    const row = await this.repo.insert(userId, {
      content: body.content,
      text: written.text,
      hashtags: written.hashtags,
      platform: body.platform,
      tone: body.tone,
      ...this.scored(written.text, written.hashtags, body.platform),
    });
    return this.toDto(row);
  }

  async list(userId: string, q: z.infer<typeof listCaptionsQuery>) {
    const { rows, total } = await this.repo.page(userId, q.platform, (q.page - 1) * q.page_size, q.page_size);
    return { count: total, page: q.page, page_size: q.page_size, results: rows.map((r) => this.toDto(r)) };
  }

  async get(userId: string, id: string) {
    const row = await this.repo.find(userId, id);
    if (!row) throw notFound();
    return this.toDto(row);
  }

  async update(userId: string, id: string, body: z.infer<typeof updateCaptionBody>) {
    const current = await this.repo.find(userId, id);
    if (!current) throw notFound();
    const platform = current.platform as CaptionPlatform;
    const text = body.text ?? current.text;
    const hashtags = body.hashtags !== undefined ? parseHashtags(body.hashtags) : current.hashtags;
    checkLimits(text, hashtags, platform);
    const row = await this.repo.update(userId, id, {
      text,
      hashtags,
      ...this.scored(text, hashtags, platform),
    });
    if (!row) throw notFound();
    return this.toDto(row);
  }

  async delete(userId: string, id: string) {
    if (!(await this.repo.delete(userId, id))) throw notFound();
  }

  /** Use Caption on a finished video: it becomes that video's post caption and hashtags. */
  async useOnVideo(userId: string, id: string, videoId: string) {
    const caption = await this.repo.find(userId, id);
    if (!caption) throw notFound();
    const video = await this.repo.findVideo(userId, videoId);
    if (!video) throw new NotFoundError('Video not found.');
    if (video.status !== 'completed')
      throw new ValidationError(
        'Only a finished video can take a caption.',
        { video_id: ['The video is not finished yet.'] },
        'video_not_finished',
      );
    await this.repo.setVideoCaption(userId, videoId, caption.text, caption.hashtags);
    return { video_id: videoId, caption: caption.text, hashtags: caption.hashtags };
  }
}
