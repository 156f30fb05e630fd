import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { structureOf } from './scripts.text.ts';

describe('hook variants and "regenerate this part"', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.ctx);
  });
  afterAll(() => t?.close());

  async function write(topic: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: me.headers,
      payload: { topic, vibe: 'educational', duration: 30 },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('offers three different hooks, the script’s own first, and uses the one chosen', async () => {
    const s = await write('Why octopuses have three hearts');
    expect(s.parts.hook).toBeTruthy();
    expect(s.generated_script.startsWith(s.parts.hook)).toBe(true);
    expect(s.parts.points.length).toBeGreaterThan(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${s.script_id}/hooks/`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    const { hooks } = res.json();
    expect(hooks).toHaveLength(3);
    expect(hooks[0]).toBe(s.parts.hook);
    expect(new Set(hooks).size).toBe(3);
    for (const h of hooks) expect(h.toLowerCase()).toMatch(/octopus/);

    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${s.script_id}/regenerate/`,
      headers: me.headers,
      payload: { part: 'hook', text: hooks[2] },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ part: 'hook', previous: hooks[0], text: hooks[2] });
    expect(chosen.json().generated_script.startsWith(hooks[2])).toBe(true);
    // Saved: the library and the video see the new hook.
    const saved = (await t.app.inject({ url: `/api/scripts/${s.script_id}/`, headers: me.headers })).json();
    expect(saved.content).toBe(chosen.json().generated_script);
  });

  it('rewrites one point or the call to action and leaves the rest as it was', async () => {
    const s = await write('Saving money on groceries');
    const point = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${s.script_id}/regenerate/`,
      headers: me.headers,
      payload: { part: 'point', index: 1 },
    });
    expect(point.statusCode).toBe(200);
    const p = point.json();
    expect(p.previous).toBe(s.parts.points[1]);
    expect(p.text).not.toBe(p.previous);
    expect(s.generated_script).not.toContain(p.text);
    expect(p.parts.points[1]).toBe(p.text);
    expect(p.parts.points.filter((_: string, i: number) => i !== 1)).toEqual(
      s.parts.points.filter((_: string, i: number) => i !== 1),
    );
    expect(p.parts.hook).toBe(s.parts.hook);
    expect(p.generated_script).toBe(s.generated_script.replace(p.previous, p.text));

    const cta = (
      await t.app.inject({
        method: 'POST',
        url: `/api/scripts/${s.script_id}/regenerate/`,
        headers: me.headers,
        payload: { part: 'call_to_action' },
      })
    ).json();
    expect(cta.previous).toBe(s.parts.call_to_action);
    expect(cta.text).not.toBe(cta.previous);
    expect(cta.generated_script.endsWith(cta.text)).toBe(true);
    expect(cta.parts.points).toEqual(p.parts.points);
  });

  it('keeps the user’s unsaved edits and answers bad requests clearly', async () => {
    const s = await write('How to start running');
    const edited = `${s.parts.hook} My own line about my first run. ${s.parts.call_to_action}`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${s.script_id}/regenerate/`,
      headers: me.headers,
      payload: { part: 'hook', script: edited },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().generated_script).toContain('My own line about my first run.');
    expect(res.json().parts.points).toEqual(['My own line about my first run.']);

    const noPoint = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${s.script_id}/regenerate/`,
      headers: me.headers,
      payload: { part: 'point', index: 7 },
    });
    expect(noPoint.statusCode).toBe(422);
    expect(noPoint.json().error).toBe('This script has 1 point: there is no point 8.');
    const badPart = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${s.script_id}/regenerate/`,
      headers: me.headers,
      payload: { part: 'title' },
    });
    expect(badPart.statusCode).toBe(400);
    expect(badPart.json().error).toBe('Unknown part. Choose one of: hook, point, call_to_action.');
    const other = await makeUser(t.ctx);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/scripts/${s.script_id}/hooks/`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('finds the parts of an edited text', () => {
    const base = {
      title: 't',
      hook: 'Hook here.',
      body: [{ text: 'One.', visualKeywords: ['one'] }],
      callToAction: 'Follow now.',
      narration: 'Hook here. One. Follow now.',
      caption: 'c',
      hashtags: [],
    };
    expect(structureOf('Hook here. One. Follow now.', base)).toBe(base);
    const s = structureOf('Hook here. One. Two more. Follow now.', base);
    expect(s.body.map((b) => b.text)).toEqual(['One.', 'Two more.']);
    expect(s.body[0]!.visualKeywords).toEqual(['one']);
    expect(structureOf('New start. Middle. New end.', base)).toMatchObject({
      hook: 'New start.',
      callToAction: 'New end.',
    });
  });
});
