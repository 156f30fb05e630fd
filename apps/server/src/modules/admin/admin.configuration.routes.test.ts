import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';

const MODEL_KEY = 'sk-model-secret-do-not-show-1234';

describe('the configuration page: what is set up, its variables, and a test call to each service', () => {
  let t: TestApp;
  let s3: S3rver;
  let stripe: FakeStripe;
  let op: Awaited<ReturnType<typeof makeUser>>;
  let deadPort = 0;

  beforeAll(async () => {
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 'rs-s3rver-')),
      configureBuckets: [{ name: 'reels', configs: [] }],
    });
    const { port } = await s3.run();
    stripe = await startFakeStripe();
    // A port nothing listens on (fetch refuses well-known "bad ports" such as 9 before trying).
    const probe = net.createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    deadPort = (probe.address() as net.AddressInfo).port;
    probe.close();
    t = await createTestApp({
      worker: false,
      env: {
        OPERATOR_EMAILS: 'ops@example.com',
        STORAGE_DRIVER: 's3',
        S3_BUCKET: 'reels',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        ...stripe.env(),
        // A model server that is not there: the test says so instead of failing silently.
        LLM_PROVIDER: 'openai',
        OPENAI_BASE_URL: `http://127.0.0.1:${deadPort}/v1`,
        OPENAI_API_KEY: MODEL_KEY,
        OPENAI_MODEL: 'llama3.2',
      },
    });
    op = await makeUser(t.ctx, { email: 'ops@example.com' });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
    await s3?.close();
  });

  const test = (vendor: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/configuration/${vendor}/test`, headers: op.headers });

  it('lists every service, set up or not, with the exact variables and never a secret value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/configuration', headers: op.headers });
    const { vendors } = res.json() as {
      vendors: {
        id: string;
        configured: boolean;
        variables: { name: string; set: boolean; secret: boolean }[];
      }[];
    };
    const byId = Object.fromEntries(vendors.map((v) => [v.id, v]));
    expect(Object.keys(byId)).toEqual(
      expect.arrayContaining([
        'llm',
        'speech',
        'stock',
        'smtp',
        's3',
        'stripe',
        'youtube',
        'tiktok',
        'instagram',
        'youtube_trends',
        'web_push',
      ]),
    );
    expect(byId.stripe).toMatchObject({ configured: true });
    expect(byId.youtube).toMatchObject({ configured: false });
    expect(byId.youtube!.variables.map((v) => v.name)).toEqual(
      expect.arrayContaining(['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET']),
    );
    // The model the operator chose, shown where they configure it (a creator sees it as the script's writer).
    expect(byId.llm).toMatchObject({
      configured: true,
      summary: `llama3.2 at http://127.0.0.1:${deadPort}/v1`,
    });
    expect(byId.llm!.variables.find((v) => v.name === 'OPENAI_API_KEY')).toMatchObject({
      set: true,
      secret: true,
    });
    for (const secret of [MODEL_KEY, stripe.secretKey, stripe.webhookSecret, 'S3RVER'])
      expect(res.body).not.toContain(secret);
  });

  it('tests Stripe, S3 and SMTP against the local servers and says what they answered', async () => {
    expect((await test('stripe')).json()).toMatchObject({
      ok: true,
      answer: expect.stringMatching(/^HTTP 200/),
    });
    expect(stripe.calls.at(-1)).toEqual({ method: 'GET', path: '/v1/balance' });
    expect((await test('s3')).json()).toMatchObject({ ok: true, call: 'HeadBucket reels' });
    expect((await test('smtp')).json()).toMatchObject({ ok: true });
  });

  it('a service that does not answer fails its test with the reason and no secret', async () => {
    const res = await test('llm');
    expect(res.json()).toMatchObject({ ok: false, call: `GET http://127.0.0.1:${deadPort}/v1/models` });
    expect(res.json().answer).toMatch(/ECONNREFUSED|fetch failed/);
    expect(res.body).not.toContain(MODEL_KEY);
    expect((await test('nothing')).statusCode).toBe(404);
  });

  it('writes each test to the audit log', async () => {
    const log = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: op.headers });
    const tests = log.json().entries.filter((e: { action: string }) => e.action === 'configuration.test');
    expect(tests.map((e: { target_id: string }) => e.target_id)).toEqual(['llm', 'smtp', 's3', 'stripe']);
    expect(log.body).not.toContain(MODEL_KEY);
  });
});
