// The spec's plans (public-site-and-accounts.md, section 9). Prices in whole US dollars.
// Plain data with no imports, so the web bundle pays nothing for it and the server can bill from it.

export type PlanId = 'free' | 'creator' | 'business';
export type BillingInterval = 'monthly' | 'annual';

export interface Plan {
  id: PlanId;
  name: string;
  /** Price per month when billed monthly. */
  price: number;
  /** Price per year when billed annually. */
  annualPrice: number;
  interval: 'month';
  /** Videos per month; null means unlimited. */
  videos: number | null;
  /** The terms: voice generations (narrations) a month, and the characters each may speak. */
  voiceGenerations: number;
  voiceCharacters: number;
  teamUsers: number;
  watermark: boolean;
  apiAccess: boolean;
  description: string;
  features: string[];
  popular: boolean;
  badge: string | null;
}

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Try Free',
    price: 0,
    annualPrice: 0,
    interval: 'month',
    videos: 3,
    voiceGenerations: 10,
    voiceCharacters: 1000,
    teamUsers: 1,
    watermark: true,
    apiAccess: false,
    description: 'See what one idea becomes. No credit card required.',
    features: ['3 videos per month', 'All four vibes', 'Captions and hashtags', 'Reelsmith watermark'],
    popular: false,
    badge: null,
  },
  {
    id: 'creator',
    name: 'Creator',
    price: 15,
    annualPrice: 150,
    interval: 'month',
    videos: null,
    voiceGenerations: 500,
    voiceCharacters: 5000,
    teamUsers: 1,
    watermark: false,
    apiAccess: false,
    description: 'For creators posting every day.',
    features: [
      'Unlimited videos',
      'All platforms',
      'Advanced prompt engineering',
      'No watermarks',
      'Voice cloning',
    ],
    popular: true,
    badge: 'Most Popular',
  },
  {
    id: 'business',
    name: 'Business',
    price: 49,
    annualPrice: 490,
    interval: 'month',
    videos: null,
    voiceGenerations: 500,
    voiceCharacters: 5000,
    teamUsers: 5,
    watermark: false,
    apiAccess: true,
    description: 'For brands and agencies producing at scale.',
    features: [
      'Unlimited videos',
      '5 team users',
      'API access',
      'All platforms',
      'Advanced prompt engineering',
      'No watermarks',
    ],
    popular: false,
    badge: null,
  },
];

export const DEFAULT_PLAN: PlanId = 'creator';
export const FREE_VIDEOS_PER_MONTH = 3;
/** The badge on the annual toggle. */
export const ANNUAL_SAVINGS_BADGE = 'Save 17%';

export const planById = (id: PlanId): Plan => PLANS.find((p) => p.id === id)!;

/** What a plan card shows per month: the monthly price, or the annual price divided by 12, rounded. */
export const monthlyDisplayPrice = (plan: Plan, interval: BillingInterval): number =>
  interval === 'annual' ? Math.round(plan.annualPrice / 12) : plan.price;

/** Savings of paying annually, as a rounded percentage of twelve monthly payments (0 for free). */
export const annualSavingsPercent = (plan: Plan): number =>
  plan.price === 0 ? 0 : Math.round((1 - plan.annualPrice / (plan.price * 12)) * 100);

/**
 * The terms' overage, in mills ($0.001): a voice generation past the month's allowance, and each
 * character past a plan's characters per generation. Billed only to a creator who opted in.
 */
export const OVERAGE_MILLS = { voice: 100, characters: 1 } as const;
/** The monthly overage limit a creator may set, in whole dollars. */
export const OVERAGE_CAP_DOLLARS = { min: 1, max: 1000 } as const;
