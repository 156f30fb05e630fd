import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Closing the app (what the server does on SIGINT/SIGTERM) while a download is still going out. */
describe('stopping the server during a download', () => {
  let t: TestApp;
  let port: number;
  const size = 8 * 1024 * 1024;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    await t.ctx.storage.putBuffer('public/voices/big.mp3', Buffer.alloc(size, 7));
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(base).port);
  });
  afterAll(() => t?.close());

  it('finishes the download, then stops at once instead of holding the connection open', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ port, host: '127.0.0.1', path: '/api/files/public/voices/big.mp3', agent }, resolve)
        .on('error', reject),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('keep-alive');
    // The server is told to stop while the body is still coming.
    const started = Date.now();
    const closed = t.app.close().then(() => Date.now() - started);
    let got = 0;
    for await (const chunk of res) got += (chunk as Buffer).length;
    expect(got).toBe(size);
    const tookMs = await Promise.race([
      closed,
      new Promise<number>((r) => setTimeout(() => r(Infinity), 15_000)),
    ]);
    agent.destroy();
    expect(tookMs).toBeLessThan(15_000);
  }, 30_000);
});
