import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { composeServices } from '../root.ts';
import { newOperatorToken, OPERATOR_PATH } from './operator.channel.ts';
import { operatorRoutes } from './operator.routes.ts';

describe('the operator route the CLI uses while the server owns the data folder', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const token = newOperatorToken();
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(operatorRoutes(t.ctx, composeServices(t.ctx), token));
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const send = (payload: unknown, over: { token?: string; remoteAddress?: string; headers?: object } = {}) =>
    app.inject({
      method: 'POST',
      url: OPERATOR_PATH,
      remoteAddress: over.remoteAddress ?? '127.0.0.1',
      headers: { authorization: `Bearer ${over.token ?? token}`, ...over.headers },
      payload: payload as object,
    });

  it('answers loopback callers with the token only, before reading the command', async () => {
    expect((await send({ command: 'payouts' }, { remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
    const relayed = await send({ command: 'payouts' }, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(403);
    expect((await send({ command: 'payouts' }, { token: 'guess' })).statusCode).toBe(401);
    expect((await send({ command: 'drop everything' }, { token: 'guess' })).statusCode).toBe(401);
    expect((await send({ command: 'drop everything' })).statusCode).toBe(400);
  });

  it('performs the commands and answers the text the CLI prints', async () => {
    expect((await send({ command: 'payouts' })).json()).toEqual({ output: 'No payouts waiting.\n' });
    const me = await makeUser(t.ctx);
    const granted = await send({ command: 'plan-set', email: me.user.email, plan: 'business', until: null });
    expect(granted.json()).toEqual({ output: `${me.user.email} is now on Business.\n` });
    const billing = await t.app.inject({ method: 'GET', url: '/api/billing/', headers: me.headers });
    expect(billing.json().plan).toBe('business');
    const missing = await send({ command: 'payout-mark-paid', id: crypto.randomUUID(), reference: null });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error).toMatch(/\w/);
  });
});
