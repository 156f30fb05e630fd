import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contactMessages } from '../../db/schema/index.ts';

const message = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  company: 'Navy Labs',
  subject: 'Schedule a Demo',
  message: 'Could we see Reelsmith for our training videos?\nThanks!',
};

describe('POST /api/contact/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('stores the message and emails the team through the queue, reply-to the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: message,
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/24 hours/);
    const rows = await t.ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'grace@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Navy Labs',
      subject: 'Schedule a Demo',
    });
    expect(rows[0].emailId).toBeTruthy();
    const mail = await t.smtp.waitFor((m) => m.to.includes('team@reelsmith.local'));
    expect(mail.subject).toBe('[Contact] Schedule a Demo (from Grace Hopper)');
    expect(mail.text).toContain('Could we see Reelsmith for our training videos?');
    expect(mail.raw).toMatch(/^reply-to:\s*grace@example\.com/im);
  });

  it('company is optional', async () => {
    const { company: _company, ...rest } = message;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...rest, email: 'no-company@example.com' },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'no-company@example.com'));
    expect(row.company).toBeNull();
  });

  it('a filled honeypot is answered as a success but nothing is kept or sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...message, email: 'bot@example.com', website: 'http://spam.example' },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'bot@example.com'));
    expect(rows).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(t.smtp.inbox.filter((m) => m.text.includes('bot@example.com'))).toHaveLength(0);
  });

  it('refuses blank required fields and a malformed email, naming the field', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...message, subject: '   ' },
      remoteAddress: '10.0.0.4',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().subject).toBeDefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { ...message, email: 'nope' },
      remoteAddress: '10.0.0.4',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email[0]).toBe('Enter a valid email address.');
  });

  it('is rate-limited per address: the sixth message in ten minutes gets 429', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: { ...message, email: 'busy@example.com' },
        remoteAddress: '10.0.0.99',
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/Too many requests/);
  });
});
