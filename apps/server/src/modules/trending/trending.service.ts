import { MIN_TREND_USERS, type TrendCategory, type TrendItem } from '@reelsmith/contracts/insights';
import type { AppContext } from '../../context.ts';
import type { TrendKind, trendSaves } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import type { OwnerScope } from '../../lib/owner-scope.ts';
import { TrendsProviderError, type ViralVideo } from '../../providers/trends/trends.types.ts';
import { AnalyticsService } from '../analytics/analytics.service.ts';
import { TrendingRepo, type TermRow } from './trending.repo.ts';

const DAY = 86_400_000;
/** Trends compare the last 7 days with the 7 before. */
export const TREND_WINDOW_DAYS = 7;
export const MAX_SAVED = 200;

/** Words that place a term in one of the spec's categories. */
const CATEGORY_WORDS: Record<Exclude<TrendCategory, 'all'>, string[]> = {
  lifestyle: [
    'travel',
    'home',
    'food',
    'recipe',
    'cooking',
    'coffee',
    'fashion',
    'style',
    'family',
    'pets',
    'dog',
    'cat',
    'garden',
    'lifestyle',
    'vlog',
    'decor',
    'outfit',
  ],
  productivity: [
    'productivity',
    'focus',
    'habit',
    'habits',
    'routine',
    'study',
    'work',
    'planner',
    'notion',
    'goals',
    'morning',
    'career',
    'learn',
    'learning',
    'time',
  ],
  wellness: [
    'wellness',
    'health',
    'fitness',
    'workout',
    'yoga',
    'sleep',
    'mental',
    'meditation',
    'mindfulness',
    'running',
    'nutrition',
    'diet',
    'gym',
    'selfcare',
  ],
  tech: [
    'tech',
    'technology',
    'coding',
    'code',
    'programming',
    'software',
    'gadget',
    'gadgets',
    'phone',
    'iphone',
    'android',
    'computer',
    'robot',
    'robots',
    'space',
    'science',
  ],
  beauty: ['beauty', 'makeup', 'skincare', 'skin', 'hair', 'nails', 'glow', 'lipstick', 'fragrance', 'grwm'],
  finance: [
    'finance',
    'money',
    'budget',
    'budgeting',
    'invest',
    'investing',
    'stocks',
    'crypto',
    'savings',
    'saving',
    'debt',
    'income',
    'side',
    'hustle',
    'tax',
    'taxes',
  ],
};
/** YouTube's videoCategoryId closest to each category. */
const YOUTUBE_CATEGORY: Record<Exclude<TrendCategory, 'all'>, string> = {
  lifestyle: '22',
  productivity: '27',
  wellness: '17',
  tech: '28',
  beauty: '26',
  finance: '25',
};

export function categoryOf(text: string): Exclude<TrendCategory, 'all'> | 'general' {
  const words = text.toLowerCase().split(/[^a-z0-9]+/);
  for (const [cat, list] of Object.entries(CATEGORY_WORDS))
    if (words.some((w) => list.includes(w) || list.some((l) => w.length > 4 && w.startsWith(l))))
      return cat as Exclude<TrendCategory, 'all'>;
  return 'general';
}

/** Growth over the previous window in percent; null when the term is new this window. */
export const growthOf = (uses: number, previous: number) =>
  previous > 0 ? Math.round(((uses - previous) / previous) * 1000) / 10 : null;

export interface TrendQuery {
  platform: string;
  category: TrendCategory;
  q: string;
}

/** Trending: YouTube's most popular (with a key) and the platform's own rising terms. */
export class TrendingService {
  private readonly repo: TrendingRepo;
  constructor(
    private readonly ctx: AppContext,
    private readonly analytics: AnalyticsService,
  ) {
    this.repo = new TrendingRepo(ctx.database.db);
  }

  private windows(now = Date.now()) {
    return {
      since: new Date(now - 2 * TREND_WINDOW_DAYS * DAY),
      split: new Date(now - TREND_WINDOW_DAYS * DAY),
    };
  }

  private toItems(rows: TermRow[], q: TrendQuery, prefix = ''): TrendItem[] {
    const needle = q.q.trim().toLowerCase().replace(/^#/, '');
    return rows
      .map((r) => {
        const uses = Number(r.uses);
        const previousUses = Number(r.prev_uses);
        return {
          key: r.term,
          title: `${prefix}${r.term}`,
          users: Number(r.users),
          uses,
          previousUses,
          growth: growthOf(uses, previousUses),
          category: categoryOf(r.term),
        };
      })
      .filter((i) => Number(i.users) >= MIN_TREND_USERS)
      .filter((i) => q.category === 'all' || i.category === q.category)
      .filter((i) => !needle || i.key.includes(needle));
  }

  private viralItem(v: ViralVideo, now: number): TrendItem {
    const hours = Math.max(1, (now - Date.parse(v.publishedAt)) / 3_600_000);
    return {
      key: `youtube:${v.id}`,
      title: v.title,
      uses: Math.round(v.views / hours),
      previousUses: 0,
      growth: null,
      category: categoryOf(`${v.title} ${v.tags.join(' ')}`),
      platform: v.platform,
      views: v.views,
      likes: v.likes,
      comments: v.comments,
      url: v.url,
      thumbnail: v.thumbnail ?? undefined,
      channel: v.channel,
      publishedAt: v.publishedAt,
    };
  }

  async list(scope: OwnerScope, q: TrendQuery, signal?: AbortSignal) {
    const { since, split } = this.windows();
    const provider = this.ctx.providers.trends;
    const wantsYouTube = provider.name !== 'builtin' && (q.platform === 'all' || q.platform === 'youtube');
    let viralError: string | null = null;
    const viralP: Promise<ViralVideo[]> = wantsYouTube
      ? provider
          .viral(
            {
              region: this.ctx.env.TRENDS_REGION,
              categoryId: q.category === 'all' ? undefined : YOUTUBE_CATEGORY[q.category],
            },
            { signal },
          )
          .catch((err: unknown) => {
            if (!(err instanceof TrendsProviderError)) throw err;
            this.ctx.logger.warn({ err: err.message }, 'trends: YouTube failed');
            viralError = 'YouTube trends are unavailable right now; showing Reelsmith activity only.';
            return [];
          })
      : Promise.resolve([]);
    const [viralRaw, hashRows, topicRows, audioRows, own, saved] = await Promise.all([
      viralP,
      this.repo.hashtags(since, split, q.platform),
      this.repo.topics(since, split, q.platform),
      q.platform === 'all' ? this.repo.audio(since, split) : Promise.resolve([]),
      this.repo.ownTerms(scope, new Date(Date.now() - 90 * DAY)),
      this.repo.listSaved(scope),
    ]);
    const now = Date.now();
    const needle = q.q.trim().toLowerCase();
    const viral = viralRaw
      .map((v) => this.viralItem(v, now))
      .filter(
        (i) =>
          !needle ||
          i.title.toLowerCase().includes(needle) ||
          (i.channel ?? '').toLowerCase().includes(needle),
      );
    const hashtags = this.toItems(hashRows, q, '#');
    const topics = this.toItems(topicRows, q);
    const audio = this.toItems(audioRows, { ...q, category: 'all' });
    const rising = (i: TrendItem) => i.growth === null || i.growth > 0;
    const byGrowth = (a: TrendItem, b: TrendItem) =>
      (b.growth ?? Number.POSITIVE_INFINITY) - (a.growth ?? Number.POSITIVE_INFINITY) || b.uses - a.uses;
    const candidates = [...hashtags, ...topics].filter(rising).sort(byGrowth);
    const savedKeys = saved.map((s) => `${s.kind}:${s.key}`);
    return {
      source: provider.name,
      viralError,
      minimumUsers: MIN_TREND_USERS,
      windowDays: TREND_WINDOW_DAYS,
      viral,
      hashtags,
      topics,
      audio,
      counters: {
        hotTopics: topics.filter(rising).length,
        risingHashtags: hashtags.filter(rising).length,
        viralSounds: audio.filter(rising).length,
      },
      niche: [...hashtags, ...topics].filter((i) => own.has(i.key)).slice(0, 8),
      breaking: candidates[0] ?? null,
      saved: savedKeys,
    };
  }

  /** Ideas from the generator seeded by the strongest rising term the user works in (or any rising term). */
  async ideas(scope: OwnerScope, q: TrendQuery, signal?: AbortSignal) {
    const list = await this.list(scope, q, signal);
    const seedItem = list.niche.find((i) => i.growth === null || i.growth > 0) ?? list.breaking;
    const [insights, median] = await Promise.all([
      this.analytics.insights(scope, 'all'),
      this.repo.medianViews(scope, new Date(Date.now() - 90 * DAY)),
    ]);
    const seed = seedItem?.key ?? insights.ideasSeed;
    if (!seed) return { seed: null, ideas: [] };
    const ideas = await this.ctx.providers.llm.suggestIdeas(seed, 6, { signal });
    const bestTime = insights.windows.items[0]?.label ?? null;
    // Confidence: how many of the contributing users the seed reaches and how fast it grows, capped.
    const base = seedItem
      ? 50 + Math.min(25, (seedItem.users ?? 0) * 2) + Math.min(20, (seedItem.growth ?? 100) / 10)
      : 40;
    return {
      seed,
      basis: seedItem ? 'trend' : 'your best post',
      ideas: ideas.map((i, n) => ({
        idea: i.idea,
        vibe: i.vibe,
        confidence: Math.max(30, Math.min(95, Math.round(base - n * 3))),
        bestTime,
        estimatedViews: median,
        difficulty: difficultyOf(i.vibe),
      })),
    };
  }

  async listSaved(scope: OwnerScope) {
    const rows = await this.repo.listSaved(scope);
    return rows.map(savedTrendDto);
  }

  async save(
    scope: OwnerScope,
    v: { kind: TrendKind; key: string; title: string; data: Record<string, unknown> },
  ) {
    if ((await this.repo.countSaved(scope.userId)) >= MAX_SAVED)
      throw new ConflictError(
        `You can save up to ${MAX_SAVED} trends. Remove some to save more.`,
        'too_many_saved',
      );
    const r = await this.repo.save(scope.userId, v);
    return savedTrendDto(r);
  }

  async remove(scope: OwnerScope, id: string) {
    if (!(await this.repo.remove(scope, id))) throw new NotFoundError('Saved trend not found.');
  }
}

/** The effort a vibe takes: a meme is quick, an explainer needs research and checking. */
export function difficultyOf(vibe: string): 'Easy' | 'Medium' | 'Hard' {
  if (vibe === 'meme' || vibe === 'comedy') return 'Easy';
  if (vibe === 'educational') return 'Hard';
  return 'Medium';
}

/** A saved trend as the API shows it. */
function savedTrendDto(r: typeof trendSaves.$inferSelect) {
  return {
    id: r.id,
    kind: r.kind,
    key: r.key,
    title: r.title,
    data: r.data,
    created_at: r.createdAt.toISOString(),
  };
}
