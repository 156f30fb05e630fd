import { createHmac, randomBytes } from 'node:crypto';
import { MONETIZATION_PERIODS, type MonetizationPeriod } from '@reelsmith/contracts/insights';
import type { AppContext } from '../../context.ts';
import type { Product } from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import type { OwnerScope } from '../../lib/owner-scope.ts';
import { asinOf, parseAmazonReport } from './amazon-report.ts';
import { isOwnTrackedLink } from './own-link.ts';
import { MonetizationRepo, type DayRange } from './monetization.repo.ts';
import { toCsv } from '../../lib/csv.ts';

const DAY = 86_400_000;
export const MAX_PRODUCTS = 500;
const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The period's days (today included) and the same number of days before. */
export function rangesOf(
  period: MonetizationPeriod,
  now = new Date(),
): { current: DayRange; previous: DayRange } {
  const days = MONETIZATION_PERIODS.find((p) => p.id === period)!.days;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    current: { from: iso(new Date(today - (days - 1) * DAY)), to: iso(new Date(today)) },
    previous: { from: iso(new Date(today - (2 * days - 1) * DAY)), to: iso(new Date(today - days * DAY)) },
  };
}
const growth = (now: number, before: number) =>
  before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 100 : null);

function slug() {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
}
/** UTM campaign from the product's name: lower-case words joined by hyphens. */
export const campaignOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'product';

/** Where a click goes: the destination with UTM tags added (tags the destination already has are kept). */
export function taggedUrl(p: Pick<Product, 'destinationUrl' | 'utmCampaign'>) {
  const u = new URL(p.destinationUrl);
  const set = (k: string, v: string) => {
    if (!u.searchParams.has(k)) u.searchParams.set(k, v);
  };
  set('utm_source', 'reelsmith');
  set('utm_medium', 'short_video');
  set('utm_campaign', p.utmCampaign);
  return u.toString();
}

export interface ProductInput {
  name: string;
  destination_url: string;
  category?: string;
}

/** Monetization: tracked links, clicks, earnings and the figures computed from them. */
export class MonetizationService {
  private readonly repo: MonetizationRepo;
  constructor(private readonly ctx: AppContext) {
    this.repo = new MonetizationRepo(ctx.database.db);
  }

  linkOf(p: Pick<Product, 'slug'>) {
    return `${this.ctx.env.PUBLIC_URL}/go/${p.slug}`;
  }

  private productDto(p: Product) {
    return {
      id: p.id,
      name: p.name,
      category: p.category,
      destination_url: p.destinationUrl,
      asin: p.asin,
      link: this.linkOf(p),
      tagged_url: taggedUrl(p),
      created_at: p.createdAt.toISOString(),
    };
  }

  private checkUrl(raw: string) {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw new ValidationError('Enter the full destination URL, starting with https://.', {
        destination_url: ['Enter the full destination URL, starting with https://.'],
      });
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw new ValidationError('The destination must be an http or https address.', {
        destination_url: ['The destination must be an http or https address.'],
      });
    if (isOwnTrackedLink(u, this.ctx.env.PUBLIC_URL))
      throw new ValidationError('The destination cannot be another tracked link.', {
        destination_url: ['The destination cannot be another tracked link.'],
      });
    return u.toString();
  }

  async listProducts(scope: OwnerScope) {
    return (await this.repo.listProducts(scope)).map((p) => this.productDto(p));
  }

  async createProduct(scope: OwnerScope, input: ProductInput) {
    if ((await this.repo.countProducts(scope.userId)) >= MAX_PRODUCTS)
      throw new ConflictError(`You can track up to ${MAX_PRODUCTS} products.`, 'too_many_products');
    const destinationUrl = this.checkUrl(input.destination_url);
    for (let attempt = 0; ; attempt++) {
      try {
        const p = await this.repo.insertProduct({
          userId: scope.userId,
          name: input.name,
          category: input.category || 'general',
          destinationUrl,
          asin: asinOf(destinationUrl),
          slug: slug(),
          utmCampaign: campaignOf(input.name),
        });
        return this.productDto(p);
      } catch (err) {
        // A slug taken by someone else: draw again.
        if (attempt < 3 && /products_slug_idx|unique/i.test(String((err as Error).message))) continue;
        throw err;
      }
    }
  }

  async updateProduct(scope: OwnerScope, id: string, input: Partial<ProductInput>) {
    const destinationUrl =
      input.destination_url === undefined ? undefined : this.checkUrl(input.destination_url);
    const changes = {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.category !== undefined && { category: input.category || 'general' }),
      ...(destinationUrl !== undefined && { destinationUrl, asin: asinOf(destinationUrl) }),
    };
    // Nothing to change (no known field sent): answer with the product as it is.
    const p = Object.keys(changes).length
      ? await this.repo.updateProduct(scope, id, changes)
      : await this.repo.getProduct(scope, id);
    if (!p) throw new NotFoundError('Product not found.');
    return this.productDto(p);
  }

  async deleteProduct(scope: OwnerScope, id: string) {
    if (!(await this.repo.deleteProduct(scope, id))) throw new NotFoundError('Product not found.');
  }

  /**
   * A click on a short link: counted once per visitor and day (a keyed hash of address and
   * browser, never stored in the clear), then sent on with UTM tags. Null: no such link.
   */
  async click(slugValue: string, ip: string, userAgent: string, now = new Date()) {
    const p = await this.repo.bySlug(slugValue);
    if (!p) return null;
    const day = iso(now);
    const visitor = createHmac('sha256', this.ctx.env.JWT_SECRET)
      .update(`${p.id}\u0001${day}\u0001${ip}\u0001${userAgent}`)
      .digest('base64url')
      .slice(0, 32);
    // Crawlers that unfurl links in chats are not people clicking.
    if (!/bot|crawler|spider|preview|facebookexternalhit|slackbot|discordbot|whatsapp/i.test(userAgent))
      await this.repo.recordClick(p.id, day, visitor);
    return taggedUrl(p);
  }

  async addEarning(
    scope: OwnerScope,
    v: { product_id?: string | null; date: string; amount: number; items?: number; note?: string },
  ) {
    if (v.product_id && !(await this.repo.getProduct(scope, v.product_id)))
      throw new NotFoundError('Product not found.');
    if (v.date > iso(new Date(Date.now() + DAY)))
      throw new ValidationError('Earnings cannot be dated in the future.', {
        date: ['Earnings cannot be dated in the future.'],
      });
    const e = await this.repo.insertEarning({
      userId: scope.userId,
      productId: v.product_id ?? null,
      source: 'manual',
      itemName: v.note ?? '',
      day: v.date,
      items: v.items ?? 0,
      amountCents: Math.round(v.amount * 100),
    });
    return this.earningDto(e);
  }

  private earningDto(e: Awaited<ReturnType<MonetizationRepo['insertEarning']>>) {
    return {
      id: e.id,
      product_id: e.productId,
      source: e.source,
      account: e.account,
      item_name: e.itemName,
      date: e.day,
      items: e.items,
      amount: e.amountCents / 100,
      created_at: e.createdAt.toISOString(),
    };
  }

  async listEarnings(scope: OwnerScope) {
    return (await this.repo.listEarnings(scope, 200)).map((e) => this.earningDto(e));
  }

  async deleteEarning(scope: OwnerScope, id: string) {
    if (!(await this.repo.deleteEarning(scope, id))) throw new NotFoundError('Earning not found.');
  }

  /** Amazon Associates earnings report: all rows or none (decision 113). */
  async importAmazon(scope: OwnerScope, content: string) {
    const rows = parseAmazonReport(content);
    const byAsin = new Map<string, string>();
    for (const p of await this.repo.listProducts(scope))
      if (p.asin && !byAsin.has(p.asin)) byAsin.set(p.asin, p.id);
    const imported = await this.repo.importAmazon(scope.userId, rows, byAsin);
    const matched = rows.filter((r) => byAsin.has(r.asin)).length;
    const total = rows.reduce((a, r) => a + r.feesCents, 0) / 100;
    return {
      rows: rows.length,
      imported,
      skipped: rows.length - imported,
      matched,
      amount: total,
      message:
        imported === 0
          ? 'Every row of this report was imported before; nothing new was added.'
          : `Imported ${imported} row${imported === 1 ? '' : 's'}${rows.length - imported ? ` (${rows.length - imported} already imported)` : ''}.`,
    };
  }

  async overview(scope: OwnerScope, period: MonetizationPeriod) {
    const { current, previous } = rangesOf(period);
    const [list, clicks, clicksBefore, earned, earnedBefore, series, accounts, views] = await Promise.all([
      this.repo.listProducts(scope),
      this.repo.clicksByProduct(scope, current),
      this.repo.clicksByProduct(scope, previous),
      this.repo.earningsByProduct(scope, current),
      this.repo.earningsByProduct(scope, previous),
      this.repo.byDay(scope, current),
      this.repo.accounts(scope, current),
      this.repo.viewsGained(scope, current),
    ]);
    const num = (rows: Array<Record<string, unknown>>, key: string, id: string | null, field: string) =>
      Number(rows.find((r) => r[key] === id)?.[field] ?? 0);
    const sum = (rows: Array<Record<string, unknown>>, field: string) =>
      rows.reduce((a, r) => a + Number(r[field]), 0);
    const totalClicks = sum(clicks, 'clicks');
    const cents = sum(earned, 'cents');
    const centsBefore = sum(earnedBefore, 'cents');
    const orders = sum(earned, 'items');
    const productRows = list.map((p) => {
      const c = num(clicks, 'product_id', p.id, 'clicks');
      const e = num(earned, 'product_id', p.id, 'cents');
      // The commission rate the network paid: its fees over the revenue it reported.
      const rev = num(earned, 'product_id', p.id, 'revenue');
      const fees = num(earned, 'product_id', p.id, 'fees');
      return {
        ...this.productDto(p),
        clicks: c,
        earnings: e / 100,
        orders: num(earned, 'product_id', p.id, 'items'),
        trend: growth(c, num(clicksBefore, 'product_id', p.id, 'clicks')),
        earnings_per_click: c > 0 ? Math.round(e / c) / 100 : null,
        commission: rev > 0 ? pct(fees, rev) : null,
      };
    });
    const unmatched = num(earned, 'product_id', null, 'cents');
    const top = [...productRows].sort((a, b) => b.earnings - a.earnings || b.clicks - a.clicks);
    const createdInPeriod = list.filter((p) => iso(p.createdAt) >= current.from).length;
    return {
      period,
      from: current.from,
      to: current.to,
      earnings: { current: cents / 100, previous: centsBefore / 100, growth: growth(cents, centsBefore) },
      links: { total: list.length, created: createdInPeriod },
      clicks: totalClicks,
      views,
      /** Clicks per hundred views of the user's posts in the period. */
      click_rate: pct(totalClicks, views),
      earnings_per_click: totalClicks > 0 ? Math.round(cents / totalClicks) / 100 : null,
      conversion_rate: pct(orders, totalClicks),
      unmatched_earnings: unmatched / 100,
      series: series.map((r) => ({
        day: r.day.slice(0, 10),
        earnings: Number(r.cents) / 100,
        clicks: Number(r.clicks),
      })),
      products: top,
      trending: [...productRows]
        .filter((p) => p.clicks > 0)
        .sort(
          (a, b) =>
            (b.trend ?? Number.POSITIVE_INFINITY) - (a.trend ?? Number.POSITIVE_INFINITY) ||
            b.clicks - a.clicks,
        )
        .slice(0, 5)
        .map((p) => ({
          id: p.id,
          name: p.name,
          category: p.category,
          trend: p.trend,
          clicks: p.clicks,
          commission: p.commission,
        })),
      accounts: accounts.map((a) => {
        const last = new Date(a.last_import);
        return {
          name: a.source === 'amazon' ? 'Amazon Associates' : 'Entered by hand',
          id: a.account ?? 'manual',
          source: a.source,
          status:
            a.source === 'manual' || Date.now() - last.getTime() < 45 * DAY ? 'connected' : 'disconnected',
          earnings: Number(a.cents) / 100,
          last_import: last.toISOString(),
        };
      }),
      tips: this.tips(productRows, { views, clicks: totalClicks, unmatched: unmatched / 100 }),
    };
  }

  /** Optimization: what the figures say to do next, each naming the figure behind it. */
  private tips(
    rows: Array<{ name: string; clicks: number; earnings: number; earnings_per_click: number | null }>,
    t: { views: number; clicks: number; unmatched: number },
  ) {
    const tips: Array<{ title: string; description: string; priority: 'high' | 'medium' | 'low' }> = [];
    if (!rows.length)
      tips.push({
        title: 'Add your first product',
        description: 'Add a product and its link to get a short tracked link for your captions and bio.',
        priority: 'high',
      });
    for (const r of rows.filter((r) => r.clicks >= 20 && r.earnings === 0).slice(0, 3))
      tips.push({
        title: `${r.name}: clicks but no earnings`,
        description: `${r.clicks} clicks and no earnings this period. Check the destination still sells it, or import your latest report.`,
        priority: 'high',
      });
    const best = rows
      .filter((r) => r.earnings_per_click !== null && r.clicks >= 5)
      .sort((a, b) => b.earnings_per_click! - a.earnings_per_click!)[0];
    if (best)
      tips.push({
        title: `Feature ${best.name} more`,
        description: `It earns $${best.earnings_per_click!.toFixed(2)} per click, your best this period.`,
        priority: 'medium',
      });
    const rate = pct(t.clicks, t.views);
    if (rate !== null && rate < 0.5 && rows.length)
      tips.push({
        title: 'Put the link where viewers look first',
        description: `${rate}% of your ${t.views.toLocaleString('en-US')} views became a click. Name the product in the video and put the link in the caption's first line.`,
        priority: 'medium',
      });
    if (t.unmatched > 0)
      tips.push({
        title: 'Match report rows to products',
        description: `$${t.unmatched.toFixed(2)} of imported earnings match no product. Add those products with their Amazon links to see clicks and earnings together.`,
        priority: 'low',
      });
    return tips;
  }

  async csv(scope: OwnerScope, period: MonetizationPeriod) {
    const o = await this.overview(scope, period);
    return toCsv([
      ['Reelsmith monetization report', period, o.from, o.to],
      [],
      [
        'Earnings ($)',
        o.earnings.current,
        'Previous period ($)',
        o.earnings.previous,
        'Growth %',
        o.earnings.growth ?? '',
      ],
      [
        'Clicks',
        o.clicks,
        'Click rate %',
        o.click_rate ?? '',
        'Earnings per click ($)',
        o.earnings_per_click ?? '',
      ],
      [],
      ['Product', 'Link', 'Clicks', 'Orders', 'Earnings ($)', 'Earnings per click ($)', 'Trend %'],
      ...o.products.map((p) => [
        p.name,
        p.link,
        p.clicks,
        p.orders,
        p.earnings,
        p.earnings_per_click ?? '',
        p.trend ?? '',
      ]),
      [],
      ['Day', 'Clicks', 'Earnings ($)'],
      ...o.series.map((d) => [d.day, d.clicks, d.earnings]),
    ]);
  }
}
