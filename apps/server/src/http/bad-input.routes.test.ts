import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { configureRateLimits } from './rate-limits.ts';

// The bad-input suite (issue 14): every write operation in the OpenAPI document receives malformed
// bodies; each answer is a 4xx with a message, never a 5xx, and the server is healthy after.

interface Operation {
  method: string;
  url: string;
  /** False when the operation declares no body (logout, removing the avatar): it ignores one. */
  takesBody: boolean;
  properties: string[];
}

const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

function badBodies(properties: string[]): { name: string; payload: string; type?: string }[] {
  const each = (value: unknown) => JSON.stringify(Object.fromEntries(properties.map((p) => [p, value])));
  const keys = properties.length ? properties : ['value'];
  const eachKey = (value: unknown) => JSON.stringify(Object.fromEntries(keys.map((p) => [p, value])));
  return [
    { name: 'array body', payload: '[1,2,3]' },
    { name: 'string body', payload: '"text"' },
    { name: 'number body', payload: '42' },
    { name: 'null body', payload: 'null' },
    { name: 'broken JSON', payload: '{"a": ' },
    { name: 'numbers for every field', payload: each(12345) },
    { name: 'arrays for every field', payload: each([30]) },
    { name: 'objects for every field', payload: each({ nested: true }) },
    { name: 'NUL in every field', payload: eachKey('a\u0000b') },
    { name: 'huge strings', payload: eachKey('x'.repeat(900_000)) },
    { name: 'too big for the body limit', payload: eachKey('x'.repeat(1_100_000)) },
    { name: 'deep nesting', payload: deep(5000) },
    { name: '__proto__ key', payload: '{"__proto__":{"isAdmin":true},"email":"a@b.co"}' },
    { name: 'constructor.prototype key', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { name: 'text/plain', payload: 'hello', type: 'text/plain' },
    { name: 'form-encoded', payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { name: 'xml', payload: '<a>1</a>', type: 'application/xml' },
  ];
}

describe('bad input on every write operation', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 1_000_000 }, session: { max: 1_000_000 } });
    headers = (await makeUser(t.ctx)).headers;
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: any }>>;
    };
    operations = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        const schema = op.requestBody?.content?.['application/json']?.schema;
        operations.push({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
          takesBody: !!op.requestBody,
          properties: Object.keys(schema?.properties ?? {}),
        });
      }
    }
  });
  afterAll(() => t?.close());

  it('finds the write operations in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    expect(operations.map((o) => `${o.method} ${o.url}`)).toContain('POST /api/videos');
  });

  it('answers every malformed body with a 4xx and a message, and stays healthy', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const op of operations) {
      for (const bad of badBodies(op.properties)) {
        const res = await t.app.inject({
          method: op.method as 'POST',
          url: op.url,
          // A new address each time: this suite is about validation, not the per-address limits.
          remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`,
          headers: { ...headers, 'content-type': bad.type ?? 'application/json' },
          payload: bad.payload,
        });
        const body = (() => {
          try {
            return res.json();
          } catch {
            return undefined;
          }
        })();
        const refused =
          res.statusCode >= 400 &&
          res.statusCode < 500 &&
          typeof body?.error === 'string' &&
          body.error.length > 0;
        // An operation with no body may ignore one; none may answer 5xx, but for billing's own
        // "payments are not configured" (503 billing_not_configured: billing is off in this suite).
        const billingOff = res.statusCode === 503 && body?.code === 'billing_not_configured';
        const ok = refused || (!op.takesBody && (res.statusCode < 500 || billingOff));
        if (!ok)
          failures.push(`${op.method} ${op.url} ${bad.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me/', headers })).statusCode).toBe(200);
  }, 240_000);
});
