import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';

const UPGRADE = 'Advanced prompt instructions come with the Creator and Business plans. Upgrade to use them.';

describe('prompt instructions (paid plans)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('a free plan sees them as unavailable and cannot save or use them', async () => {
    const free = await makeUser(t.ctx, { plan: 'free' });
    const got = await t.app.inject({ url: '/api/users/me/prompt-instructions/', headers: free.headers });
    expect(got.json()).toEqual({ instructions: {}, available: false, plan: 'free' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/prompt-instructions/',
      headers: free.headers,
      payload: { brand_name: 'Stride Club' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error).toBe(UPGRADE);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: free.headers,
      payload: { topic: 'How to start running', instructions: { brand_name: 'Stride Club' } },
    });
    expect(text.statusCode).toBe(403);
    expect(text.json().error).toBe(UPGRADE);
    // Without instructions the free plan writes scripts as before.
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: free.headers,
      payload: { topic: 'How to start running' },
    });
    expect(plain.statusCode).toBe(200);
  });

  it('a paid plan saves them, every script follows them, and a video’s own override the saved', async () => {
    const me = await makeUser(t.ctx, { plan: 'creator' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/prompt-instructions/',
      headers: me.headers,
      payload: { tone: 'grumpy', brand_name: 'x'.repeat(41) },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(
      'Unknown tone. Choose one of: friendly, professional, playful, bold, calm.',
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/prompt-instructions/',
      headers: me.headers,
      payload: {
        audience: 'busy parents',
        brand_name: 'Stride Club',
        tone: 'calm',
        avoid_words: ['journey'],
      },
    });
    expect(saved.statusCode).toBe(200);
    const got = (
      await t.app.inject({ url: '/api/users/me/prompt-instructions/', headers: me.headers })
    ).json();
    expect(got).toMatchObject({
      available: true,
      plan: 'creator',
      instructions: { brand_name: 'Stride Club' },
    });

    const a = (
      await t.app.inject({
        method: 'POST',
        url: '/api/scripts/text/',
        headers: me.headers,
        payload: { topic: 'How to start running', vibe: 'motivational' },
      })
    ).json();
    expect(a.generated_script.startsWith('Busy parents, this one is for you.')).toBe(true);
    expect(a.parts.call_to_action).toBe('Follow Stride Club for more like this.');
    expect(a.generated_script).not.toMatch(/journey/i);
    expect(a.generated_script).not.toContain('!');

    const b = (
      await t.app.inject({
        method: 'POST',
        url: '/api/scripts/text/',
        headers: me.headers,
        payload: {
          topic: 'How to start running',
          vibe: 'motivational',
          instructions: { audience: 'retirees', call_to_action: 'Walk before you run, then run.' },
        },
      })
    ).json();
    expect(b.generated_script.startsWith('Retirees, this one is for you.')).toBe(true);
    expect(b.parts.call_to_action).toBe('Walk before you run, then run.');
    // Hooks and rewritten parts follow them too.
    const hooks = (
      await t.app.inject({ method: 'POST', url: `/api/scripts/${a.script_id}/hooks/`, headers: me.headers })
    ).json().hooks;
    for (const h of hooks) expect(h.startsWith('Busy parents, this one is for you.')).toBe(true);
  });

  it('previews the effect: the same script without and with the instructions', async () => {
    const me = await makeUser(t.ctx, { plan: 'business' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/instructions/preview/',
      headers: me.headers,
      payload: {
        topic: 'Saving money on groceries',
        instructions: { brand_name: 'Penny Pantry', tone: 'professional' },
      },
    });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p.topic).toBe('Saving money on groceries');
    expect(p.with.call_to_action).toBe('Follow Penny Pantry for more like this.');
    expect(p.without.call_to_action).not.toContain('Penny Pantry');
    expect(p.with.script).not.toBe(p.without.script);
    const free = await makeUser(t.ctx, { plan: 'free' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/instructions/preview/',
      headers: free.headers,
      payload: { instructions: { tone: 'bold' } },
    });
    expect(refused.statusCode).toBe(403);
  });
});
