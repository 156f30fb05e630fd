import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, PrivateAddressError, reachable, type Resolve } from '../../lib/public-address.ts';

export interface PostResult {
  status: number;
}

/**
 * One POST to a customer's endpoint, following no redirect. The host is resolved once, checked,
 * and the connection goes to exactly the checked address (the socket's own `lookup`), so a DNS
 * answer that changes between a check and the connection (rebinding) cannot reach a private
 * address (decisions 125, 160). An IP literal is checked as it stands. The answer's body is
 * never read: only its status is kept, so no gap in the guard can show what an address serves.
 */
export function postToEndpoint(opts: {
  url: URL;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Loopback too (tests only: OUTBOUND_ALLOW_LOOPBACK). */
  allowLoopback: boolean;
  resolve?: Resolve;
}): Promise<PostResult> {
  const { url, allowLoopback } = opts;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !reachable(allowLoopback)(literal)) return Promise.reject(new PrivateAddressError());
  const lookup = guardedLookup(allowLoopback, opts.resolve);

  return new Promise((done, fail) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      headers: { ...opts.headers, 'Content-Length': String(Buffer.byteLength(opts.body)) },
      lookup,
      // A fresh connection each time: a pooled socket could outlive the address check.
      agent: false,
    });
    const timer = setTimeout(() => {
      const err = new Error('No answer within the time limit.');
      err.name = 'TimeoutError';
      req.destroy(err);
    }, opts.timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      fail(err);
    });
    req.on('response', (res) => {
      clearTimeout(timer);
      done({ status: res.statusCode ?? 0 });
      // The body is not wanted: the socket is closed rather than drained.
      res.destroy();
    });
    req.end(opts.body);
  });
}
