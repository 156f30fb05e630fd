import { promises as dns, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivate, PrivateAddressError } from './private-address.ts';

/** Names to addresses (the system resolver; tests hand in their own). */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;
export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/** The most of an answer that is read (the log keeps less). */
const READ_LIMIT = 64 * 1024;

export interface PostResult {
  status: number;
  body: string;
}

/**
 * One POST to a customer's endpoint, following no redirect. The host is resolved once, checked,
 * and the connection goes to exactly the checked address (the socket's own `lookup`), so a DNS
 * answer that changes between a check and the connection (rebinding) cannot reach a private
 * address (decision 125). An IP literal is checked as it stands.
 */
export function postToEndpoint(opts: {
  url: URL;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
  resolve?: Resolve;
}): Promise<PostResult> {
  const { url, allowPrivate } = opts;
  const resolve = opts.resolve ?? systemResolve;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivate && isPrivate(literal)) return Promise.reject(new PrivateAddressError());

  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = found.filter((a) => !family || a.family === family);
        if (!usable.length) return callback(new Error(`${hostname} has no address.`), '', 4);
        // Any private answer refuses the host: the resolver chooses which one is used.
        if (!allowPrivate && usable.some((a) => isPrivate(a.address)))
          return callback(new PrivateAddressError(), '', 4);
        if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: Error) => callback(err, '', 4),
    );
  };

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
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (c: Buffer) => {
        if (size < READ_LIMIT) chunks.push(c);
        size += c.length;
      });
      res.on('end', () => {
        clearTimeout(timer);
        done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        fail(err);
      });
    });
    req.end(opts.body);
  });
}
