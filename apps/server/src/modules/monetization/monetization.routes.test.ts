import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIso, seedEarning, seedGain } from '../../../test/insights-seed.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { configureRateLimits } from '../../http/rate-limits.ts';

const today = dayIso(0);
const REPORT = [
  `Fee-Earnings reports from ${dayIso(6)} to ${today}`,
  'Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group,Direct',
  `Home,"Desk lamp, brass",B00LAMP001,Amazon.com,creator-20,${dayIso(1)} 10:11:12,40.00,2,0,80.00,3.20,DESKTOP,Y`,
  `Books,Planner 2027,B00BOOK002,Amazon.com,creator-20,${dayIso(2)} 08:00:00,15.00,1,0,15.00,0.68,PHONE,N`,
  `Books,Planner 2027,B00BOOK002,Amazon.com,creator-20,${dayIso(2)} 08:00:00,15.00,1,0,15.00,0.68,PHONE,N`,
].join('\n');

describe('monetization API', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  let other: Awaited<ReturnType<typeof makeUser>>;
  const json = async (url: string, who = me) => (await t.app.inject({ url, headers: who.headers })).json();
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, who = me) =>
    t.app.inject({ method, url, headers: who.headers, payload: payload as object });
  const click = (slug: string, ip = '203.0.113.7', ua = 'Mozilla/5.0 (iPhone)') =>
    t.app.inject({ url: `/go/${slug}`, remoteAddress: ip, headers: { 'user-agent': ua } });
  let lamp: { id: string; link: string; asin: string | null };
  let slug: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 10_000 }, session: { max: 10_000 } });
    me = await makeUser(t.ctx);
    other = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  it('starts empty: no earnings, no clicks, no invented rates, and a first step', async () => {
    const o = await json('/api/monetization/overview?period=month');
    expect(o).toMatchObject({
      earnings: { current: 0, previous: 0, growth: null },
      links: { total: 0, created: 0 },
      clicks: 0,
      click_rate: null,
      earnings_per_click: null,
      products: [],
      accounts: [],
      trending: [],
    });
    expect(o.series).toHaveLength(30);
    expect(o.series.at(-1)).toEqual({ day: today, earnings: 0, clicks: 0 });
    expect(o.tips.map((x: { title: string }) => x.title)).toEqual(['Add your first product']);
    const bad = await t.app.inject({ url: '/api/monetization/overview?period=year', headers: me.headers });
    expect(bad.json().error).toBe('Period must be week, month or quarter.');
  });

  it('adds a product with a short tracked link, and says what is wrong with a bad one', async () => {
    const noName = await send('POST', '/api/monetization/products', {
      name: ' ',
      destination_url: 'https://x.example',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe('Product name is required.');
    const badUrl = await send('POST', '/api/monetization/products', {
      name: 'Lamp',
      destination_url: 'amazon.com/lamp',
    });
    expect(badUrl.json().error).toBe('Enter the full destination URL, starting with https://.');
    const ftp = await send('POST', '/api/monetization/products', {
      name: 'Lamp',
      destination_url: 'ftp://files.example/x',
    });
    expect(ftp.json().error).toBe('The destination must be an http or https address.');
    // A tracked link pointing back at a tracked link is a loop, however the host is written.
    for (const destination_url of [
      'http://localhost:3000/go/abcd1234',
      'http://LOCALHOST:3000/go/abcd1234',
      'http://localhost.:3000/go/abcd1234',
      'http://127.0.0.1:3000/go/abcd1234',
      'http://[::1]:3000/go/abcd1234',
      'http://[::ffff:127.0.0.1]:3000/go/abcd1234',
      'http://2130706433:3000/go/abcd1234',
      'http://localhost:3000/%67o/abcd1234',
    ]) {
      const loop = await send('POST', '/api/monetization/products', { name: 'Loop', destination_url });
      expect(loop.statusCode, destination_url).toBe(400);
      expect(loop.json().error).toBe('The destination cannot be another tracked link.');
    }

    const res = await send('POST', '/api/monetization/products', {
      name: 'Desk Lamp (brass)',
      destination_url: 'https://www.amazon.com/Desk-Lamp/dp/B00LAMP001?tag=creator-20',
      category: 'home',
    });
    expect(res.statusCode).toBe(201);
    lamp = res.json();
    expect(lamp.asin).toBe('B00LAMP001');
    expect(lamp.link).toMatch(/^http:\/\/localhost:3000\/go\/[A-Za-z0-9]{8}$/);
    slug = lamp.link.split('/go/')[1]!;
  });

  it('redirects a short link with UTM tags and counts one click per visitor and day', async () => {
    const first = await click(slug);
    expect(first.statusCode).toBe(302);
    const to = new URL(first.headers.location as string);
    expect(to.origin + to.pathname).toBe('https://www.amazon.com/Desk-Lamp/dp/B00LAMP001');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      tag: 'creator-20',
      utm_source: 'reelsmith',
      utm_medium: 'short_video',
      utm_campaign: 'desk-lamp-brass',
    });
    await click(slug); // the same visitor again
    await click(slug, '198.51.100.9'); // someone else
    await click(slug, '198.51.100.10', 'Slackbot-LinkExpanding 1.0'); // a chat unfurling the link
    const unknown = await t.app.inject({ url: '/go/nosuchlink' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('This link does not exist or was removed.');

    const o = await json('/api/monetization/overview?period=week');
    expect(o.clicks).toBe(2);
    expect(o.series.at(-1)).toEqual({ day: today, earnings: 0, clicks: 2 });
    expect(o.products[0]).toMatchObject({ name: 'Desk Lamp (brass)', clicks: 2, earnings: 0, trend: null });
  });

  it('computes earnings, growth, click rate and earnings per click from entered earnings', async () => {
    await seedGain(t.ctx.database.db, me.user.id, { day: today, platform: 'tiktok', views: 1000 });
    const entered = await send('POST', '/api/monetization/earnings', {
      product_id: lamp.id,
      date: today,
      amount: 12.5,
      items: 1,
    });
    expect(entered.statusCode).toBe(201);
    await seedEarning(t.ctx.database.db, me.user.id, { day: dayIso(9), cents: 500 });
    const bad = await send('POST', '/api/monetization/earnings', { date: '2026-13-01', amount: 1 });
    expect(bad.json().error).toBe('Date must be YYYY-MM-DD.');
    const zero = await send('POST', '/api/monetization/earnings', { date: today, amount: 0 });
    expect(zero.json().error).toBe('Amount cannot be zero.');

    const o = await json('/api/monetization/overview?period=week');
    expect(o.earnings).toEqual({ current: 12.5, previous: 5, growth: 150 });
    expect(o.views).toBe(1000);
    expect(o.click_rate).toBe(0.2);
    expect(o.earnings_per_click).toBe(6.25);
    expect(o.conversion_rate).toBe(50);
    expect(o.products[0]).toMatchObject({ clicks: 2, earnings: 12.5, orders: 1, earnings_per_click: 6.25 });
    expect(o.accounts).toEqual([
      expect.objectContaining({ name: 'Entered by hand', status: 'connected', earnings: 12.5 }),
    ]);
    expect(o.tips.map((x: { title: string }) => x.title)).toContain('Put the link where viewers look first');
  });

  it('imports an Amazon Associates earnings report once, matching rows to products by ASIN', async () => {
    const res = await send('POST', '/api/monetization/earnings/import', {
      format: 'amazon-associates',
      content: REPORT,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: 3, imported: 3, skipped: 0, matched: 1, amount: 4.56 });
    const again = await send('POST', '/api/monetization/earnings/import', {
      format: 'amazon-associates',
      content: REPORT,
    });
    expect(again.json()).toMatchObject({
      imported: 0,
      skipped: 3,
      message: 'Every row of this report was imported before; nothing new was added.',
    });

    const o = await json('/api/monetization/overview?period=week');
    expect(o.earnings.current).toBe(17.06);
    expect(o.products[0]).toMatchObject({ earnings: 15.7, orders: 3, commission: 4 });
    expect(o.unmatched_earnings).toBe(1.36);
    expect(o.accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Amazon Associates',
          id: 'creator-20',
          status: 'connected',
          earnings: 4.56,
        }),
      ]),
    );
  });

  it('rejects a malformed report with its line and column, and imports nothing from it', async () => {
    const before = (await json('/api/monetization/earnings')).results.length;
    const badDate = REPORT.replace(
      `${dayIso(2)} 08:00:00,15.00,1,0,15.00,0.68,PHONE,N`,
      'yesterday,15.00,1,0,15.00,0.68,PHONE,N',
    );
    const r1 = await send('POST', '/api/monetization/earnings/import', {
      format: 'amazon-associates',
      content: badDate.replace(/B00LAMP001/, 'B00LAMP009'),
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error).toBe(
      'Line 4, column "Date Shipped": "yesterday" is not a date (YYYY-MM-DD or MM/DD/YYYY).',
    );
    const r2 = await send('POST', '/api/monetization/earnings/import', {
      format: 'amazon-associates',
      content: 'Name,Price\nLamp,3',
    });
    expect(r2.json().error).toBe(
      'This is not an Amazon Associates earnings report: missing columns ASIN, Tracking ID, Date Shipped, Items Shipped, Revenue($), Ad Fees($). Expected Name, ASIN, Tracking ID, Date Shipped, Items Shipped, Revenue($), Ad Fees($).',
    );
    const r3 = await send('POST', '/api/monetization/earnings/import', {
      format: 'amazon-associates',
      content: REPORT.replace('Planner 2027', '"Planner 2027').replace(/B00LAMP001/, 'B00LAMP008'),
    });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().error).toMatch(/^The file is not valid CSV/);
    // Out-of-range numbers and days are a clear 400, never a 500 from the database.
    const row = `${dayIso(2)} 08:00:00,15.00,1,0,15.00,0.68,PHONE,N`;
    for (const [bad, error] of [
      [
        `${dayIso(2)} 08:00:00,15.00,99999999999,0,15.00,0.68,PHONE,N`,
        'Line 4, column "Items Shipped": "99999999999" is more than 100,000 items in one row.',
      ],
      [
        `${dayIso(2)} 08:00:00,15.00,1,0,99999999999.00,0.68,PHONE,N`,
        'Line 4, column "Revenue($)": "99999999999.00" is more than $1,000,000 in one row.',
      ],
      [
        `${dayIso(2)} 08:00:00,15.00,1,0,15.00,-1e3,PHONE,N`,
        'Line 4, column "Ad Fees($)": "-1e3" is not an amount.',
      ],
      [
        '2999-01-01,15.00,1,0,15.00,0.68,PHONE,N',
        'Line 4, column "Date Shipped": "2999-01-01" is in the future.',
      ],
      [
        '1970-01-01,15.00,1,0,15.00,0.68,PHONE,N',
        'Line 4, column "Date Shipped": "1970-01-01" is before 1996-01-01.',
      ],
    ]) {
      const r = await send('POST', '/api/monetization/earnings/import', {
        format: 'amazon-associates',
        content: REPORT.replace(row, bad!).replace(/B00LAMP001/, 'B00LAMP007'),
      });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error).toBe(error);
    }
    const r4 = await send('POST', '/api/monetization/earnings/import', { format: 'impact', content: REPORT });
    expect(r4.json().error).toBe('Only Amazon Associates earnings reports can be imported.');
    expect((await json('/api/monetization/earnings')).results.length).toBe(before);
  });

  it('keeps every product, click and earning to its owner', async () => {
    const theirs = await json('/api/monetization/overview?period=week', other);
    expect(theirs).toMatchObject({ clicks: 0, earnings: { current: 0 }, products: [], accounts: [] });
    expect((await json('/api/monetization/products', other)).results).toEqual([]);
    const edit = await send('PATCH', `/api/monetization/products/${lamp.id}`, { name: 'Mine now' }, other);
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error).toBe('Product not found.');
    expect((await send('DELETE', `/api/monetization/products/${lamp.id}`, undefined, other)).statusCode).toBe(
      404,
    );
    const earn = await send(
      'POST',
      '/api/monetization/earnings',
      { product_id: lamp.id, date: today, amount: 1 },
      other,
    );
    expect(earn.json().error).toBe('Product not found.');
    // The owner renames it; the link stays.
    const renamed = await send('PATCH', `/api/monetization/products/${lamp.id}`, { name: 'Brass lamp' });
    expect(renamed.json()).toMatchObject({ name: 'Brass lamp', link: lamp.link });
  });

  it('exports the overview as CSV', async () => {
    const r = await t.app.inject({ url: '/api/monetization/report?period=week', headers: me.headers });
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.body).toContain('Brass lamp');
    expect(r.body).toContain(`${today},2,12.5`);
  });

  it('writes a typed formula in the CSV as text, so a spreadsheet does not run it', async () => {
    for (const name of ['=HYPERLINK("https://evil.example","Open")', '@SUM(1+1)', '+1+cmd|calc', '-2+3'])
      expect(
        (
          await send(
            'POST',
            '/api/monetization/products',
            { name, destination_url: 'https://x.example/p' },
            other,
          )
        ).statusCode,
      ).toBe(201);
    const r = await t.app.inject({ url: '/api/monetization/report?period=week', headers: other.headers });
    expect(r.body).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")"`);
    for (const cell of ["'@SUM(1+1)", "'+1+cmd|calc", "'-2+3"]) expect(r.body).toContain(`${cell},`);
    expect(r.body).not.toMatch(/(^|,)[=+@-][^0-9]/m);
  });
});
