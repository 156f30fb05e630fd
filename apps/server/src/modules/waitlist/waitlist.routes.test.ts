import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { EARLY_ACCESS_SEATS } from './waitlist.service.ts';

const contract = {
  email: 'Pod.Caster@Example.com',
  podcast_url: 'https://mypod.fm/show',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'launch',
  utm_content: 'hero',
  utm_term: 'ai video',
  referrer: 'https://news.example.com/post',
};

describe('POST /api/waitlist/join/', () => {
  let t: TestApp;
  let ip = 1;
  const join = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/waitlist/join/', payload, remoteAddress: `10.1.0.${ip++}` });
  const entries = (email: string) =>
    t.ctx.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase()));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('takes the spec contract, stores every field and sends a confirmation email', async () => {
    const res = await join(contract);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: "You're in! Check your email for a confirmation.",
      early_access: true,
      already_joined: false,
    });
    const [row] = await entries(contract.email);
    expect(row).toMatchObject({
      email: 'Pod.Caster@Example.com',
      podcastUrl: 'https://mypod.fm/show',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      utmContent: 'hero',
      utmTerm: 'ai video',
      referrer: 'https://news.example.com/post',
      source: 'waitlist',
      earlyAccess: true,
    });
    const mail = await t.smtp.waitFor((m) =>
      m.to.some((to) => to.toLowerCase() === 'pod.caster@example.com'),
    );
    expect(mail.subject).toBe("You're on the Reelsmith waitlist");
    expect(mail.text).toContain('first 50 podcasters');
  });

  it('answers a repeated email kindly, in any case, without a second row or email', async () => {
    const res = await join({ ...contract, email: 'pod.caster@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ already_joined: true, early_access: true });
    expect(res.json().message).toMatch(/already on the list/);
    expect(await entries(contract.email)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(
      t.smtp.inbox.filter((m) => m.to.some((to) => to.toLowerCase() === 'pod.caster@example.com')),
    ).toHaveLength(1);
  });

  it('accepts null podcast link and UTM fields (no early access without a podcast); the footer is its own source', async () => {
    const res = await join({
      email: 'fan@example.com',
      podcast_url: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_content: null,
      utm_term: null,
      referrer: '',
      source: 'footer',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().early_access).toBe(false);
    const [row] = await entries('fan@example.com');
    expect(row).toMatchObject({
      podcastUrl: null,
      utmSource: null,
      referrer: null,
      source: 'footer',
      earlyAccess: false,
    });
  });

  it('refuses an email without text@text.text with the spec message as detail and per field', async () => {
    for (const email of ['', 'plain', 'a@b', 'a b@c.d', '@x.com']) {
      const res = await join({ ...contract, email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({
        detail: 'Please enter a valid email.',
        email: ['Please enter a valid email.'],
      });
    }
    const noEmail = await join({ podcast_url: null });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().email).toBeDefined();
  });

  it('refuses a podcast link that is not a web address', async () => {
    const res = await join({ email: 'badlink@example.com', podcast_url: 'not a link' });
    expect(res.statusCode).toBe(400);
    expect(res.json().podcast_url[0]).toMatch(/valid podcast link/);
    expect(await entries('badlink@example.com')).toHaveLength(0);
  });

  it('a filled honeypot looks like a success but keeps and sends nothing', async () => {
    const res = await join({ email: 'bot@example.com', website: 'spam' });
    expect(res.statusCode).toBe(201);
    expect(await entries('bot@example.com')).toHaveLength(0);
  });

  it('flags only the first 50 podcasters for early access', async () => {
    const [{ n }] = await t.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.earlyAccess, true));
    const left = EARLY_ACCESS_SEATS - Number(n);
    await t.ctx.database.db.insert(waitlistEntries).values(
      Array.from({ length: left }, (_, i) => ({
        email: `seat${i}@example.com`,
        podcastUrl: `https://pod${i}.fm/`,
        earlyAccess: true,
      })),
    );
    const late = await join({ email: 'late@example.com', podcast_url: 'latepod.fm' });
    expect(late.statusCode).toBe(201);
    expect(late.json().early_access).toBe(false);
    const [row] = await entries('late@example.com');
    expect(row).toMatchObject({ earlyAccess: false, podcastUrl: 'https://latepod.fm/' });
  });

  it('is rate-limited per address', async () => {
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist/join/',
        payload: { email: `rl${i}@example.com` },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 20; i++) expect((await send(i)).statusCode).toBe(201);
    expect((await send(99)).statusCode).toBe(429);
  });
});
