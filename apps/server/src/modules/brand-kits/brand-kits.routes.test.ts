import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeUser } from '../../../test/users.ts';
import { teamMembers, videos } from '../../db/schema/index.ts';

const FONT = readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
const PNG = createCanvas(64, 32).toBuffer('image/png');
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
  'latin1',
);
const svg = (body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

type File = { bytes: Buffer; name: string; type: string };
async function form(fields: Record<string, string>, files: Record<string, File> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, f] of Object.entries(files))
    fd.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = new Response(fd);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
const png = (bytes = PNG, name = 'logo.png'): File => ({ bytes, name, type: 'image/png' });

describe('brand kits', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    me = await makeUser(t.ctx, { plan: 'creator' });
  });
  afterAll(() => t?.close());

  const post = async (fields: Record<string, string>, files: Record<string, File>, headers = me.headers) => {
    const f = await form(fields, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/brand-kits',
      headers: { ...headers, ...f.headers },
      payload: f.payload,
    });
  };
  const list = async () =>
    (await t.app.inject({ url: '/api/brand-kits', headers: me.headers })).json().brand_kits;

  it('makes a kit from a PNG logo and an uploaded font, read by its content', async () => {
    const res = await post(
      {
        name: 'Night Sky',
        primary_color: '#0B1026',
        caption_position: 'top',
        intro_text: 'Night Sky facts',
        watermark_position: 'top-left',
      },
      { logo: png(), font: { bytes: FONT, name: 'brand.ttf', type: 'font/ttf' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const kit = res.json();
    expect(kit).toMatchObject({
      name: 'Night Sky',
      logo_type: 'png',
      primary_color: '#0B1026',
      caption_position: 'top',
      intro_text: 'Night Sky facts',
      watermark_position: 'top-left',
      font: { source: 'upload', name: 'DejaVu Sans' },
    });
    const logo = await t.app.inject({ url: kit.logo_url });
    expect(logo.statusCode).toBe(200);
    expect(Buffer.from(logo.rawPayload).equals(PNG)).toBe(true);
    expect((await list()).map((k: { id: string }) => k.id)).toContain(kit.id);
  });

  it('refuses a renamed file, an SVG with a script or an event handler, and a broken font, storing nothing', async () => {
    const before = (await list()).length;
    const renamed = await post({ name: 'Renamed' }, { logo: png(GIF, 'logo.png') });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({
      code: 'invalid_logo',
      logo: ['The logo must be a PNG or SVG picture.'],
    });

    const script = await post(
      { name: 'Script' },
      { logo: { bytes: svg('<script>alert(1)</script>'), name: 'logo.svg', type: 'image/svg+xml' } },
    );
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toMatch(/<script> element/);

    const handler = await post(
      { name: 'Handler' },
      {
        logo: {
          bytes: svg('<rect width="5" height="5" onload="x()"/>'),
          name: 'l.svg',
          type: 'image/svg+xml',
        },
      },
    );
    expect(handler.json().error).toMatch(/event handler \(onload\)/);

    const outside = await post(
      { name: 'Outside' },
      {
        logo: {
          bytes: svg('<image href="https://example.com/a.png"/>'),
          name: 'l.svg',
          type: 'image/svg+xml',
        },
      },
    );
    expect(outside.json().error).toMatch(/outside the file/);

    const broken = Buffer.concat([FONT.subarray(0, 4096), Buffer.alloc(2048)]);
    const font = await post(
      { name: 'Broken font' },
      { logo: png(), font: { bytes: broken, name: 'f.ttf', type: 'font/ttf' } },
    );
    expect(font.statusCode).toBe(400);
    expect(font.json()).toMatchObject({ code: 'invalid_font' });

    const noLogo = await post({ name: 'No logo' }, {});
    expect(noLogo.json()).toMatchObject({ logo: ['Choose a logo (PNG or SVG).'] });
    expect((await list()).length).toBe(before);
  });

  it('keeps a clean SVG, changes fields by PATCH, and refuses a bad colour', async () => {
    const made = await post(
      { name: 'Vector' },
      {
        logo: {
          bytes: svg('<circle cx="5" cy="5" r="4" fill="#f00"/>'),
          name: 'v.svg',
          type: 'image/svg+xml',
        },
      },
    );
    expect(made.statusCode).toBe(201);
    const { id } = made.json();
    expect(made.json()).toMatchObject({ logo_type: 'svg', font: { source: 'bundled', name: 'Inter' } });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/brand-kits/${id}`,
      headers: me.headers,
      payload: { secondary_color: '#00FF00', outro_text: 'Follow for more' },
    });
    expect(patch.json()).toMatchObject({
      secondary_color: '#00FF00',
      outro_text: 'Follow for more',
      name: 'Vector',
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/brand-kits/${id}`,
      headers: me.headers,
      payload: { primary_color: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().primary_color).toEqual(['Colours are written like #1A2B3C.']);
  });

  it("answers 404 for another user's kit and deletes one's own with its files", async () => {
    const other = await makeUser(t.ctx);
    const { id, logo_url } = (await post({ name: 'Mine' }, { logo: png() })).json();
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Theirs' }], ['DELETE']] as const)
      expect(
        (await t.app.inject({ method, url: `/api/brand-kits/${id}`, headers: other.headers, payload }))
          .statusCode,
      ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/brand-kits/${id}`, headers: me.headers }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: logo_url })).statusCode).toBe(404);
  });

  it('shares a team kit with every member of a Business team, and no one else', async () => {
    const owner = await makeUser(t.ctx, { plan: 'business' });
    const member = await makeUser(t.ctx);
    const outsider = await makeUser(t.ctx, { plan: 'business' });
    await t.ctx.database.db.insert(teamMembers).values({ ownerId: owner.user.id, userId: member.user.id });
    // A member makes it; it is the team's (kept by the owner), and both see it beside their own.
    const made = await post(
      { name: 'Team look', team: 'true', intro_text: 'Team look' },
      { logo: png() },
      member.headers,
    );
    expect(made.statusCode, made.body).toBe(201);
    const kit = made.json();
    expect(kit.team_id).toBe(owner.user.id);
    const names = async (h: Record<string, string>) =>
      (await t.app.inject({ url: '/api/brand-kits', headers: h })).json().brand_kits.map((k: any) => k.name);
    expect(await names(owner.headers)).toEqual(['Team look']);
    expect(await names(member.headers)).toEqual(['Team look']);
    expect(await names(outsider.headers)).toEqual([]);

    // The member picks it for a channel, and the planned video carries the kit.
    const api = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const channel = await api('POST', '/api/channels', member.headers, {
      name: 'Team channel',
      niche: 'ocean facts',
      duration: 15,
      brand_kit_id: kit.id,
      timezone: 'Europe/London',
    });
    expect(channel.statusCode, channel.body).toBe(201);
    expect(
      (await api('POST', `/api/channels/${channel.json().id}/plan`, member.headers, { count: 1 })).statusCode,
    ).toBe(200);
    const [item] = (await api('GET', `/api/channels/${channel.json().id}/items`, member.headers)).json()
      .items;
    // The video's copy of the kit, which planning puts on its storyboard.
    const [video] = await t.ctx.database.db.select().from(videos).where(eq(videos.id, item.video_id));
    expect(video?.brand).toMatchObject({ kitId: kit.id, intro: 'Team look' });

    // Someone outside the team gets 404 for the kit and cannot pick it.
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Theirs' }], ['DELETE']] as const)
      expect(
        (await t.app.inject({ method, url: `/api/brand-kits/${kit.id}`, headers: outsider.headers, payload }))
          .statusCode,
      ).toBe(404);
    const theirs = await api('POST', '/api/channels', outsider.headers, {
      name: 'X',
      niche: 'space',
      brand_kit_id: kit.id,
      timezone: 'Europe/London',
    });
    expect(theirs.statusCode).toBe(400);

    // Without Business there is no team kit: refused with the upgrade, nothing kept.
    const refused = await post({ name: 'Not yet', team: 'true' }, { logo: png() });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'team_needs_business', upgrade_url: '/pricing' });
    expect((await list()).map((k: { name: string }) => k.name)).not.toContain('Not yet');
  });
});
