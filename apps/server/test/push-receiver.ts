import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  /** The VAPID JWT's claims, after its ES256 signature was checked against the `k=` key. */
  claims: JWTPayload;
  /** The VAPID public key the sender named (base64url). */
  senderKey: string;
  /** The decrypted message. */
  text: string;
}

/**
 * A push service on 127.0.0.1 and one browser subscribed to it: it checks each message's VAPID
 * JWT (RFC 8292) and decrypts the aes128gcm body with the browser's keys (RFC 8291), as a real
 * push service and browser together would.
 */
/** A throwaway certificate for 127.0.0.1 (push services speak HTTPS only; web-push refuses http). */
function selfSignedCert() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushReceiver(opts: { answer?: number } = {}) {
  const tls = selfSignedCert();
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const auth = randomBytes(16);
  const got: ReceivedPush[] = [];
  const errors: string[] = [];
  const server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      try {
        const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(String(req.headers.authorization));
        if (!m) throw new Error(`no VAPID authorization: ${req.headers.authorization}`);
        const [, jwt, k] = m;
        const point = Buffer.from(k, 'base64url');
        const key = await importJWK(
          {
            kty: 'EC',
            crv: 'P-256',
            x: point.subarray(1, 33).toString('base64url'),
            y: point.subarray(33, 65).toString('base64url'),
          },
          'ES256',
        );
        const { payload: claims } = await jwtVerify(jwt, key, { algorithms: ['ES256'] });
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        got.push({ headers: req.headers, claims, senderKey: k, text: decrypt(Buffer.concat(chunks)) });
        res.writeHead(opts.answer ?? 201).end();
      } catch (err) {
        errors.push((err as Error).message);
        res.writeHead(400).end((err as Error).message);
      }
    });
  });
  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLen = body[20];
    const asPublic = body.subarray(21, 21 + idLen);
    const cipher = body.subarray(21 + idLen);
    const shared = ua.computeSecret(asPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const d = createDecipheriv('aes-128-gcm', cek, nonce);
    d.setAuthTag(cipher.subarray(cipher.length - 16));
    const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
    // The last record ends with the delimiter 0x02, then padding.
    return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
  }
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** An agent that trusts this push service's certificate (give it to the notifier). */
    agent: new Agent({ ca: tls.cert }),
    got,
    errors,
    /** What the browser's PushSubscription.toJSON() would give the app. */
    subscription: {
      endpoint: `${origin}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    async waitFor(n: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (got.length < n) {
        if (errors.length) throw new Error(errors.join('; '));
        if (Date.now() > deadline) throw new Error(`Only ${got.length} of ${n} pushes arrived`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
