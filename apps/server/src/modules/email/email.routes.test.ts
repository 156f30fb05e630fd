import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emails } from '../../db/schema/index.ts';
import { composeServices } from '../../root.ts';

describe('email through the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('stores the email, a worker sends it over SMTP, and the row says sent', async () => {
    const id = await composeServices(t.ctx).email.enqueue({
      to: 'ada@example.com',
      subject: 'Hello ✨',
      text: 'Your link: http://localhost/x?token=abc',
    });
    const mail = await t.smtp.waitFor((m) => m.to.includes('ada@example.com'));
    expect(mail.subject).toBe('Hello ✨');
    expect(mail.text).toContain('Your link: http://localhost/x?token=abc');
    await expect.poll(async () => (await composeServices(t.ctx).email.get(id))?.status).toBe('sent');
  });

  it('a retried delivery of a sent email sends nothing more', async () => {
    const [row] = await t.ctx.database.db.select().from(emails).where(eq(emails.to, 'ada@example.com'));
    const before = t.smtp.inbox.length;
    await composeServices(t.ctx).email.deliver(row.id);
    expect(t.smtp.inbox.length).toBe(before);
  });

  it('a failed send is kept with its reason and retried', async () => {
    const id = await composeServices(t.ctx).email.enqueue({ to: 'bad address', subject: 'x', text: 'y' });
    await expect
      .poll(async () => (await composeServices(t.ctx).email.get(id))?.lastError, { timeout: 10_000 })
      .toBeTruthy();
    const row = await composeServices(t.ctx).email.get(id);
    expect(row?.status).toBe('queued');
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
  });
});
