// Analytics, trending and monetization: selects and answer shapes. Plain data and types only.

export const ANALYTICS_PERIODS = [
  { id: '7d', label: 'Last 7 Days', days: 7 },
  { id: '30d', label: 'Last 30 Days', days: 30 },
  { id: '90d', label: 'Last 3 Months', days: 90 },
  { id: '365d', label: 'Last Year', days: 365 },
] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]['id'];

/** The spec's platform filter; twitter has no posting yet, so it always shows its empty state. */
export const ANALYTICS_PLATFORMS = ['all', 'instagram', 'tiktok', 'youtube', 'twitter'] as const;
export type AnalyticsPlatform = (typeof ANALYTICS_PLATFORMS)[number];

/** Below this many measured posts the page says so instead of naming posting windows. */
export const MIN_POSTS_FOR_WINDOWS = 10;
/** A window (weekday and two hours) needs this many posts of its own to be named. */
export const MIN_POSTS_PER_WINDOW = 3;
/** A platform-wide trend is shown only when at least this many different users contribute. */
export const MIN_TREND_USERS = 5;

export interface PlatformStat {
  platform: string;
  posts: number;
  views: number;
  engagement: number;
  /** Engagement ÷ views, percent with one decimal; null with no views. */
  rate: number | null;
  /** Views against the previous period, percent; null when the previous period had none. */
  change: number | null;
}

export interface TopPost {
  id: string;
  title: string;
  platform: string;
  type: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  engagementRate: number | null;
  publishedAt: string;
  status: string;
  url: string | null;
}

export interface ScheduledItem {
  id: string;
  title: string;
  status: string;
  platform: string;
  type: string;
  scheduledFor: string | null;
}

export interface PostingWindow {
  label: string;
  weekday: number;
  startHour: number;
  posts: number;
  engagementRate: number;
}

export interface AnalyticsOverview {
  period: AnalyticsPeriod;
  platform: AnalyticsPlatform;
  from: string;
  to: string;
  totals: { posts: number; views: number; engagement: number; rate: number | null; change: number | null };
  platforms: PlatformStat[];
  production: { videos: number; scripts: number; captions: number };
  series: Array<{ day: string; views: number; engagement: number }>;
}

export interface AnalyticsInsights {
  windows: {
    measuredPosts: number;
    minimum: number;
    items: PostingWindow[];
    timeZone: string;
  };
  byType: Array<{ type: string; posts: number; engagementRate: number }>;
  milestone: { totalViews: number; reached: number | null; next: number; progress: number };
  thisWeek: {
    posts: number;
    views: number;
    engagement: number;
    videos: number;
    scripts: number;
    captions: number;
    viewsChange: number | null;
  };
  ideasSeed: string | null;
}

export interface TrendItem {
  key: string;
  title: string;
  /** Different users behind a platform-wide item (never who). */
  users?: number;
  uses: number;
  previousUses: number;
  /** Growth over the previous window, percent; null when new. */
  growth: number | null;
  category: string;
  platform?: string;
  views?: number;
  likes?: number;
  comments?: number;
  url?: string;
  thumbnail?: string;
  channel?: string;
  publishedAt?: string;
}

export const TREND_CATEGORIES = [
  'all',
  'lifestyle',
  'productivity',
  'wellness',
  'tech',
  'beauty',
  'finance',
] as const;
export type TrendCategory = (typeof TREND_CATEGORIES)[number];
export const TREND_PLATFORMS = ['all', 'tiktok', 'instagram', 'youtube', 'twitter'] as const;

export const MONETIZATION_PERIODS = [
  { id: 'week', label: 'This Week', days: 7 },
  { id: 'month', label: 'This Month', days: 30 },
  { id: 'quarter', label: 'This Quarter', days: 90 },
] as const;
export type MonetizationPeriod = (typeof MONETIZATION_PERIODS)[number]['id'];
