import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  earnings,
  linkClicks,
  linkClicksDaily,
  products,
  socialMetricsDaily,
  socialPosts,
  socialPostTargets,
  videos,
  type SocialPlatform,
} from '../src/db/schema/index.ts';
import { UsersRepo } from '../src/modules/users/users.repo.ts';

// Rows as the product writes them (a finished video, a posted post with its platform and metrics,
// daily gains, products, clicks, earnings), for tests, the benchmark and the browser test's setup.

export const daysAgo = (n: number, hourUtc = 12) => {
  const d = new Date();
  d.setUTCHours(hourUtc, 0, 0, 0);
  return new Date(d.getTime() - n * 86_400_000);
};
export const dayIso = (n: number) => daysAgo(n).toISOString().slice(0, 10);

export async function seedVideo(
  db: Db,
  userId: string,
  v: { idea?: string; vibe?: string; hashtags?: string[]; music?: string; createdAt?: Date } = {},
) {
  const [row] = await db
    .insert(videos)
    .values({
      userId,
      title: v.idea ?? 'A finished video',
      idea: v.idea ?? 'A finished video',
      vibe: v.vibe ?? 'educational',
      voice: 'alloy',
      style: 'modern',
      captionPreset: 'bold',
      music: v.music ?? 'none',
      targetDurationSec: 15,
      status: 'completed',
      percent: 100,
      hashtags: v.hashtags ?? [],
      createdAt: v.createdAt ?? new Date(),
      completedAt: v.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

export interface SeedPost {
  title: string;
  platform: SocialPlatform;
  postedAt: Date;
  views: number;
  likes?: number;
  comments?: number;
  shares?: number;
  hashtags?: string[];
  timeZone?: string;
  vibe?: string;
  videoId?: string;
  status?: 'posted' | 'scheduled';
  scheduledFor?: Date;
}

/** A post with one platform, posted (with its latest totals) or scheduled. */
export async function seedPost(db: Db, userId: string, p: SeedPost) {
  const videoId =
    p.videoId ?? (await seedVideo(db, userId, { idea: p.title, vibe: p.vibe, createdAt: p.postedAt })).id;
  const scheduled = p.status === 'scheduled';
  const [post] = await db
    .insert(socialPosts)
    .values({
      userId,
      videoId,
      title: p.title,
      hashtags: p.hashtags ?? [],
      status: scheduled ? 'scheduled' : 'posted',
      scheduledFor: p.scheduledFor ?? null,
      timeZone: p.timeZone ?? 'UTC',
      createdAt: p.postedAt,
    })
    .returning();
  const [target] = await db
    .insert(socialPostTargets)
    .values({
      postId: post!.id,
      platform: p.platform,
      status: scheduled ? 'pending' : 'posted',
      postedAt: scheduled ? null : p.postedAt,
      remoteId: scheduled ? null : `remote-${post!.id.slice(0, 8)}`,
      views: p.views,
      likes: p.likes ?? 0,
      comments: p.comments ?? 0,
      shares: p.shares ?? 0,
      metricsAt: scheduled ? null : new Date(),
    })
    .returning();
  return { post: post!, target: target!, videoId };
}

/** What a user's posts gained on one day and platform (the rollup the metrics job writes). */
export async function seedGain(
  db: Db,
  userId: string,
  g: {
    day: string;
    platform: SocialPlatform;
    views: number;
    likes?: number;
    comments?: number;
    shares?: number;
  },
) {
  await db
    .insert(socialMetricsDaily)
    .values({
      userId,
      day: g.day,
      platform: g.platform,
      views: g.views,
      likes: g.likes ?? 0,
      comments: g.comments ?? 0,
      shares: g.shares ?? 0,
    })
    .onConflictDoUpdate({
      target: [socialMetricsDaily.userId, socialMetricsDaily.day, socialMetricsDaily.platform],
      set: {
        views: sql`excluded.views`,
        likes: sql`excluded.likes`,
        comments: sql`excluded.comments`,
        shares: sql`excluded.shares`,
      },
    });
}

export async function seedProduct(
  db: Db,
  userId: string,
  p: { name: string; url: string; slug: string; asin?: string },
) {
  const [row] = await db
    .insert(products)
    .values({
      userId,
      name: p.name,
      destinationUrl: p.url,
      slug: p.slug,
      asin: p.asin ?? null,
      utmCampaign: p.slug,
    })
    .returning();
  return row!;
}

export async function seedClicks(db: Db, productId: string, day: string, n: number) {
  if (n > 0) {
    await db
      .insert(linkClicks)
      .values(Array.from({ length: n }, (_, i) => ({ productId, day, visitor: `seed-${day}-${i}` })));
    await db.insert(linkClicksDaily).values({ productId, day, clicks: n });
  }
}

export async function seedEarning(
  db: Db,
  userId: string,
  e: { productId?: string; day: string; cents: number; items?: number },
) {
  await db.insert(earnings).values({
    userId,
    productId: e.productId ?? null,
    source: 'manual',
    day: e.day,
    amountCents: e.cents,
    items: e.items ?? 0,
  });
}

/**
 * A creator with a few weeks of real-looking activity for the browser test: posts on three
 * platforms at varied hours, daily gains, two products with clicks and earnings, one scheduled
 * post, and five other creators using the same hashtags so trends show.
 */
export async function seedDemoCreator(db: Db, userId: string, others: string[]) {
  const titles = [
    'Morning routine for deep focus',
    'Budget meal prep in 20 minutes',
    'Three habits that changed my sleep',
    'Desk setup tour under $200',
    'How I plan my week in Notion',
    'Skincare basics that actually work',
  ];
  const platforms: SocialPlatform[] = ['tiktok', 'instagram', 'youtube'];
  for (let i = 0; i < 18; i++) {
    // Three regular slots (a weekday and an hour each), six weeks of them.
    const when = daysAgo(7 * Math.floor(i / 3) + [1, 3, 5][i % 3]!, [18, 12, 19][i % 3]);
    const views = 1200 + ((i * 7919) % 9000);
    await seedPost(db, userId, {
      title: titles[i % titles.length]!,
      platform: platforms[i % 3]!,
      postedAt: when,
      views,
      likes: Math.round(views * (0.04 + (i % 4) * 0.01)),
      comments: Math.round(views * 0.006),
      shares: Math.round(views * 0.003),
      hashtags: ['#productivity', '#morningroutine'],
      vibe: ['educational', 'motivational', 'comedy'][i % 3],
    });
  }
  for (let d = 0; d < 60; d++)
    for (const [k, platform] of platforms.entries())
      await seedGain(db, userId, {
        day: dayIso(d),
        platform,
        views: 300 + ((d * 37 + k * 101) % 700),
        likes: 20 + ((d * 13 + k * 7) % 40),
        comments: 3 + (d % 5),
        shares: 1 + (d % 3),
      });
  await seedPost(db, userId, {
    title: 'Weekend reset checklist',
    platform: 'tiktok',
    postedAt: new Date(),
    views: 0,
    status: 'scheduled',
    scheduledFor: new Date(Date.now() + 2 * 86_400_000),
  });
  const lamp = await seedProduct(db, userId, {
    name: 'Desk lamp',
    url: 'https://www.amazon.com/dp/B000000001',
    slug: `lamp${userId.slice(0, 6)}`,
    asin: 'B000000001',
  });
  const planner = await seedProduct(db, userId, {
    name: 'Paper planner',
    url: 'https://shop.example.com/planner',
    slug: `plan${userId.slice(0, 6)}`,
  });
  for (let d = 0; d < 30; d++) {
    await seedClicks(db, lamp.id, dayIso(d), 5 + (d % 7));
    await seedClicks(db, planner.id, dayIso(d), 2 + (d % 3));
    if (d % 3 === 0)
      await seedEarning(db, userId, { productId: lamp.id, day: dayIso(d), cents: 420 + d * 10, items: 1 });
    if (d % 5 === 0)
      await seedEarning(db, userId, { productId: planner.id, day: dayIso(d), cents: 250, items: 1 });
  }
  for (const [n, other] of others.entries())
    for (const ago of n < 2 ? [0, 1, 9] : [0, 1])
      await seedVideo(db, other, {
        idea: 'morning routine productivity habits',
        hashtags: ['#productivity', '#morningroutine', `#own${n}`],
        music: 'lofi',
        createdAt: daysAgo(ago),
      });
}

export const E2E_INSIGHTS_PASSWORD = 'Insights-password-42';
export const e2eInsightsEmail = (name: string) => `insights-${name}@example.com`;

/**
 * The browser test's creators, written before the app starts: one per Playwright project
 * (`insights-desktop@example.com`...), each with seedDemoCreator's activity, and five more
 * creators whose videos make the platform-wide trends visible.
 */
export async function seedE2eInsights(db: Db, names: string[]) {
  const passwordHash = await hash(E2E_INSIGHTS_PASSWORD);
  const repo = new UsersRepo(db);
  const make = async (tag: string, email: string) => {
    const u = await repo.create({
      username: `insights_${tag}`,
      firstName: 'Cora',
      lastName: 'Creator',
      email,
      passwordHash,
    });
    await repo.update(u.id, { isActive: true });
    return u.id;
  };
  const crowd: string[] = [];
  for (let i = 0; i < 5; i++) crowd.push(await make(`crowd${i}`, `insights-crowd${i}@example.com`));
  for (const name of names) await seedDemoCreator(db, await make(name, e2eInsightsEmail(name)), crowd);
}
