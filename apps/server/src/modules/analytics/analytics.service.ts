import PDFDocument from 'pdfkit';
import {
  ANALYTICS_PERIODS,
  MIN_POSTS_FOR_WINDOWS,
  MIN_POSTS_PER_WINDOW,
  type AnalyticsInsights,
  type AnalyticsOverview,
  type AnalyticsPeriod,
  type AnalyticsPlatform,
  type PlatformStat,
  type PostingWindow,
  type ScheduledItem,
  type TopPost,
} from '@reelsmith/contracts/insights';
import type { AppContext } from '../../context.ts';
import type { OwnerScope } from '../../lib/owner-scope.ts';
import { AnalyticsRepo, type Window } from './analytics.repo.ts';
import { toCsv } from '../../lib/csv.ts';

const DAY = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PLATFORMS = ['youtube', 'tiktok', 'instagram'] as const;
const MILESTONES = [1_000, 10_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 5_000_000, 10_000_000];
export const IDEAS_PER_PAGE = 3;

/** Percent with one decimal; null when there is nothing to divide by. */
export const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
const change = (now: number, before: number) =>
  before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null;

/** "6-8 PM", "12-2 PM", "10 AM-12 PM". */
export function hourRange(start: number) {
  const label = (h: number) => {
    const hh = h % 12 === 0 ? 12 : h % 12;
    return { hh, ap: h % 24 < 12 ? 'AM' : 'PM' };
  };
  const a = label(start);
  const b = label(start + 2);
  return a.ap === b.ap ? `${a.hh}-${b.hh} ${b.ap}` : `${a.hh} ${a.ap}-${b.hh} ${b.ap}`;
}

export function windowOf(period: AnalyticsPeriod, now = new Date()): { current: Window; previous: Window } {
  const days = ANALYTICS_PERIODS.find((p) => p.id === period)!.days;
  const from = new Date(now.getTime() - days * DAY);
  return { current: { from, to: now }, previous: { from: new Date(from.getTime() - days * DAY), to: from } };
}

/** Analytics: every figure computed from the user's posts, their metrics and their own production. */
export class AnalyticsService {
  private readonly repo: AnalyticsRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new AnalyticsRepo(ctx.database.db);
  }

  async overview(
    scope: OwnerScope,
    period: AnalyticsPeriod,
    platform: AnalyticsPlatform,
  ): Promise<AnalyticsOverview> {
    const { current, previous } = windowOf(period);
    const [gains, before, posts, production, series] = await Promise.all([
      this.repo.gainsByPlatform(scope, current, platform),
      this.repo.gainsByPlatform(scope, previous, platform),
      this.repo.postsByPlatform(scope, current, platform),
      this.repo.production(scope, current),
      this.repo.gainsByDay(scope, current, platform),
    ]);
    const shown = platform === 'all' ? [...PLATFORMS] : [platform];
    const platforms: PlatformStat[] = shown.map((name) => {
      const g = gains.find((r) => r.platform === name);
      const b = before.find((r) => r.platform === name);
      const views = Number(g?.views ?? 0);
      const engagement = Number(g?.engagement ?? 0);
      return {
        platform: name,
        posts: Number(posts.find((r) => r.platform === name)?.posts ?? 0),
        views,
        engagement,
        rate: pct(engagement, views),
        change: change(views, Number(b?.views ?? 0)),
      };
    });
    const sum = (k: 'posts' | 'views' | 'engagement') => platforms.reduce((a, p) => a + p[k], 0);
    const prevViews = before.reduce((a, r) => a + Number(r.views), 0);
    return {
      period,
      platform,
      from: current.from.toISOString(),
      to: current.to.toISOString(),
      totals: {
        posts: sum('posts'),
        views: sum('views'),
        engagement: sum('engagement'),
        rate: pct(sum('engagement'), sum('views')),
        change: change(sum('views'), prevViews),
      },
      platforms,
      production,
      series: series.map((r) => ({ day: r.day, views: Number(r.views), engagement: Number(r.engagement) })),
    };
  }

  async topPosts(
    scope: OwnerScope,
    period: AnalyticsPeriod,
    platform: AnalyticsPlatform,
  ): Promise<TopPost[]> {
    const rows = await this.repo.topPosts(scope, windowOf(period).current, platform, 20);
    return rows.map((r) => {
      const views = Number(r.views);
      const likes = Number(r.likes);
      const comments = Number(r.comments);
      const shares = Number(r.shares);
      return {
        id: r.id,
        title: r.title,
        platform: r.platform,
        type: 'video',
        views,
        likes,
        comments,
        shares,
        engagementRate: pct(likes + comments + shares, views),
        publishedAt: new Date(r.posted_at).toISOString(),
        status: r.status,
        url: r.remote_url,
      };
    });
  }

  async scheduled(scope: OwnerScope, platform: AnalyticsPlatform): Promise<ScheduledItem[]> {
    const rows = await this.repo.scheduled(scope, platform, 50);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      platform: r.platform,
      type: 'video',
      scheduledFor: r.scheduled_for ? new Date(r.scheduled_for).toISOString() : null,
    }));
  }

  async insights(scope: OwnerScope, platform: AnalyticsPlatform): Promise<AnalyticsInsights> {
    const week = windowOf('7d');
    const [byWindow, byVibe, totalViews, gains, gainsBefore, posts, production, best, idea] =
      await Promise.all([
        this.repo.engagementByWindow(scope, platform),
        this.repo.engagementByVibe(scope, platform),
        this.repo.totalViews(scope, platform),
        this.repo.gainsByPlatform(scope, week.current, platform),
        this.repo.gainsByPlatform(scope, week.previous, platform),
        this.repo.postsByPlatform(scope, week.current, platform),
        this.repo.production(scope, week.current),
        this.repo.bestPostTitle(scope),
        this.repo.latestIdea(scope),
      ]);
    const measuredPosts = byWindow.reduce((a, r) => a + Number(r.posts), 0);
    const windows: PostingWindow[] =
      measuredPosts < MIN_POSTS_FOR_WINDOWS
        ? []
        : byWindow
            .filter((r) => Number(r.posts) >= MIN_POSTS_PER_WINDOW)
            .map((r) => ({
              label: `${WEEKDAYS[r.dow]} ${hourRange(r.block)}`,
              weekday: r.dow,
              startHour: r.block,
              posts: Number(r.posts),
              engagementRate: pct(Number(r.engagement), Number(r.views)) ?? 0,
            }))
            .sort((a, b) => b.engagementRate - a.engagementRate || b.posts - a.posts)
            .slice(0, 3);
    const reached = [...MILESTONES].reverse().find((m) => totalViews >= m) ?? null;
    const next = MILESTONES.find((m) => m > totalViews) ?? totalViews * 2;
    const sumOf = (rows: Array<{ views: string; engagement: string }>, k: 'views' | 'engagement') =>
      rows.reduce((a, r) => a + Number(r[k]), 0);
    return {
      windows: { measuredPosts, minimum: MIN_POSTS_FOR_WINDOWS, items: windows, timeZone: 'each post’s own' },
      byType: byVibe.map((r) => ({
        type: r.vibe,
        posts: Number(r.posts),
        engagementRate: pct(Number(r.engagement), Number(r.views)) ?? 0,
      })),
      milestone: {
        totalViews,
        reached,
        next,
        progress: Math.min(100, Math.round((totalViews / next) * 1000) / 10),
      },
      thisWeek: {
        posts: posts.reduce((a, r) => a + Number(r.posts), 0),
        views: sumOf(gains, 'views'),
        engagement: sumOf(gains, 'engagement'),
        ...production,
        viewsChange: change(sumOf(gains, 'views'), sumOf(gainsBefore, 'views')),
      },
      ideasSeed: best ?? idea,
    };
  }

  /** Three ideas from the idea generator, seeded by the user's best post; `page` asks for more. */
  async ideas(scope: OwnerScope, page: number, signal?: AbortSignal) {
    const seed = (await this.repo.bestPostTitle(scope)) ?? (await this.repo.latestIdea(scope));
    if (!seed) return { seed: null, ideas: [] };
    const all = await this.ctx.providers.llm.suggestIdeas(seed, IDEAS_PER_PAGE * (page + 1), { signal });
    const ideas = all.slice(IDEAS_PER_PAGE * page, IDEAS_PER_PAGE * (page + 1));
    return { seed, ideas: ideas.map((i) => ({ idea: i.idea, vibe: i.vibe })) };
  }

  /** The report a creator sends a client: the same figures as the page, as CSV or PDF. */
  async report(scope: OwnerScope, period: AnalyticsPeriod, platform: AnalyticsPlatform) {
    const [overview, top, insights] = await Promise.all([
      this.overview(scope, period, platform),
      this.topPosts(scope, period, platform),
      this.insights(scope, platform),
    ]);
    return { overview, top, insights, label: ANALYTICS_PERIODS.find((p) => p.id === period)!.label };
  }

  async csv(scope: OwnerScope, period: AnalyticsPeriod, platform: AnalyticsPlatform) {
    const { overview, top, insights, label } = await this.report(scope, period, platform);
    const rows: unknown[][] = [
      ['Reelsmith analytics report', label, `platform: ${platform}`, overview.from, overview.to],
      [],
      ['Platform', 'Posts', 'Views', 'Engagement', 'Engagement rate %', 'Change vs previous period %'],
      ...overview.platforms.map((p) => [
        p.platform,
        p.posts,
        p.views,
        p.engagement,
        p.rate ?? '',
        p.change ?? '',
      ]),
      [
        'Total',
        overview.totals.posts,
        overview.totals.views,
        overview.totals.engagement,
        overview.totals.rate ?? '',
        overview.totals.change ?? '',
      ],
      [],
      ['Top posts'],
      ['Title', 'Platform', 'Published', 'Views', 'Likes', 'Comments', 'Shares', 'Engagement rate %'],
      ...top.map((p) => [
        p.title,
        p.platform,
        p.publishedAt,
        p.views,
        p.likes,
        p.comments,
        p.shares,
        p.engagementRate ?? '',
      ]),
      [],
      [
        'Best posting windows',
        insights.windows.items.length
          ? ''
          : `needs ${insights.windows.minimum} measured posts (have ${insights.windows.measuredPosts})`,
      ],
      ...insights.windows.items.map((w) => [w.label, `${w.engagementRate}%`, `${w.posts} posts`]),
      [],
      [
        'Made in the period',
        'Videos',
        overview.production.videos,
        'Scripts',
        overview.production.scripts,
        'Captions',
        overview.production.captions,
      ],
    ];
    return toCsv(rows);
  }

  async pdf(
    scope: OwnerScope,
    period: AnalyticsPeriod,
    platform: AnalyticsPlatform,
    who: string,
  ): Promise<Buffer> {
    const { overview, top, insights, label } = await this.report(scope, period, platform);
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      info: { Title: `Analytics report: ${label}`, Author: 'Reelsmith' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    const n = (v: number) => v.toLocaleString('en-US');
    const d = (iso: string) => iso.slice(0, 10);

    doc.fontSize(20).fillColor('#1b1b3a').text('Analytics report');
    doc
      .moveDown(0.2)
      .fontSize(11)
      .fillColor('#555')
      .text(
        `${who} · ${label} (${d(overview.from)} to ${d(overview.to)}) · ${platform === 'all' ? 'all platforms' : platform}`,
      );
    doc.moveDown();
    doc.fontSize(13).fillColor('#1b1b3a').text('Summary');
    doc
      .fontSize(11)
      .fillColor('#000')
      .text(
        `Views: ${n(overview.totals.views)}${overview.totals.change === null ? '' : ` (${overview.totals.change >= 0 ? '+' : ''}${overview.totals.change}% vs previous period)`}`,
      )
      .text(
        `Engagement (likes, comments, shares): ${n(overview.totals.engagement)}; rate ${overview.totals.rate ?? 0}%`,
      )
      .text(
        `Posts published: ${n(overview.totals.posts)}; videos made: ${overview.production.videos}; scripts: ${overview.production.scripts}; captions: ${overview.production.captions}`,
      );
    doc.moveDown();
    doc.fontSize(13).fillColor('#1b1b3a').text('By platform');
    doc.fontSize(11).fillColor('#000');
    for (const p of overview.platforms)
      doc.text(
        `${p.platform}: ${n(p.posts)} posts, ${n(p.views)} views, ${n(p.engagement)} engagement, rate ${p.rate ?? 0}%, change ${p.change === null ? 'n/a' : `${p.change}%`}`,
      );
    doc.moveDown();
    doc.fontSize(13).fillColor('#1b1b3a').text('Top posts');
    doc.fontSize(10).fillColor('#000');
    if (!top.length) doc.text('No posts published in this period.');
    for (const [i, p] of top.slice(0, 10).entries())
      doc.text(
        `${i + 1}. ${p.title} (${p.platform}, ${d(p.publishedAt)}): ${n(p.views)} views, ${n(p.likes)} likes, ${n(p.comments)} comments, ${n(p.shares)} shares`,
      );
    doc.moveDown();
    doc.fontSize(13).fillColor('#1b1b3a').text('Best posting windows');
    doc.fontSize(11).fillColor('#000');
    if (!insights.windows.items.length)
      doc.text(
        `Not enough data yet: ${insights.windows.measuredPosts} of ${insights.windows.minimum} measured posts.`,
      );
    for (const w of insights.windows.items)
      doc.text(`${w.label}: ${w.engagementRate}% engagement over ${w.posts} posts`);
    doc.moveDown();
    doc
      .fontSize(9)
      .fillColor('#777')
      .text(
        `Generated by Reelsmith on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC from the platforms' own metrics.`,
      );
    doc.end();
    return done;
  }
}
