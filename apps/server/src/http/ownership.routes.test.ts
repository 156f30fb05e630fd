import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  audioClips,
  brandKits,
  earnings,
  products,
  socialPosts,
  teamInvites,
  teamMembers,
  trendSaves,
  uploads,
  users,
  voiceClones,
  webhookDeliveries,
} from '../db/schema/index.ts';
import { configureRateLimits } from './rate-limits.ts';

// The ownership suite (issue 14): a second user tries every id-bearing operation of the OpenAPI
// document and every file URL of the first: 404 each, and nothing of the first user's changes.
describe('one account cannot reach another’s things', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof makeUser>>;
  let bob: Awaited<ReturnType<typeof makeUser>>;
  const ids: Record<string, string> = {};
  let fileKey: string;
  let avatarKey: string;
  /** Carol is on Alice's team. */
  let carolHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    configureRateLimits(t.ctx, { account: { max: 1_000_000 }, session: { max: 1_000_000 } });
    // Business: API keys and webhooks are hers to have too.
    alice = await makeUser(t.ctx, { plan: 'business' });
    bob = await makeUser(t.ctx, { plan: 'business' });
    const video = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: alice.headers,
      payload: { idea: 'How lighthouses were kept lit', duration: 15 },
    });
    ids.videos = video.json().id;
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/scripts/text/',
      headers: alice.headers,
      payload: { topic: 'Why the sea is salty' },
    });
    ids.scripts = script.json().script_id;
    fileKey = `users/${alice.user.id}/audio/${ids.scripts}.mp3`;
    await t.ctx.storage.putBuffer(fileKey, Buffer.from('ID3 audio'));
    const [clip] = await t.ctx.database.db
      .insert(audioClips)
      .values({
        userId: alice.user.id,
        cacheKey: 'k',
        voice: 'rachel',
        text: 'Hello',
        characterCount: 5,
        durationMs: 1000,
        audioKey: fileKey,
      })
      .returning();
    ids.audio = clip.id;
    const caption = await t.app.inject({
      method: 'POST',
      url: '/api/captions/',
      headers: alice.headers,
      payload: { content: 'Why the sea is salty', tone: 'casual', platform: 'tiktok' },
    });
    ids.captions = caption.json().id;
    const [post] = await t.ctx.database.db
      .insert(socialPosts)
      .values({ userId: alice.user.id, videoId: ids.videos, title: 'Lighthouses', status: 'scheduled' })
      .returning();
    ids.social = post.id;
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys/',
      headers: alice.headers,
      payload: { name: 'Alice’s tool', scopes: ['read'] },
    });
    ids.developer = key.json().id;
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/',
      headers: alice.headers,
      payload: { url: 'https://example.com/alice', events: ['video.completed'] },
    });
    ids.webhooks = hook.json().id;
    const [delivery] = await t.ctx.database.db
      .insert(webhookDeliveries)
      .values({ endpointId: ids.webhooks, userId: alice.user.id, event: 'video.completed', payload: '{}' })
      .returning();
    ids['webhook-deliveries'] = delivery.id;
    const [kit] = await t.ctx.database.db
      .insert(brandKits)
      .values({
        userId: alice.user.id,
        name: 'Alice’s brand',
        logoKey: `users/${alice.user.id}/brand-kits/k/logo.png`,
        logoType: 'png',
        fontName: 'Inter',
        primaryColor: '#111111',
        secondaryColor: '#222222',
        textColor: '#FFFFFF',
        captionPreset: 'bold',
        captionPosition: 'bottom',
        watermarkPosition: 'bottom-right',
      })
      .returning();
    ids['brand-kits'] = kit.id;
    const channel = await t.app.inject({
      method: 'POST',
      url: '/api/channels',
      headers: alice.headers,
      payload: { name: 'Lighthouses', niche: 'lighthouse history' },
    });
    ids.channels = channel.json().id;
    avatarKey = `users/${alice.user.id}/avatar.png`;
    await t.ctx.storage.putBuffer(avatarKey, Buffer.from('png'));
    const db = t.ctx.database.db;
    const uploadId = randomUUID();
    await db.insert(uploads).values({
      id: uploadId,
      userId: alice.user.id,
      filename: 'beach.mp4',
      originalKey: `users/${alice.user.id}/uploads/${uploadId}/original.mp4`,
      sizeBytes: 1000,
      durationSec: 12,
      width: 1920,
      height: 1080,
    });
    ids.uploads = uploadId;
    const [saved] = await db
      .insert(trendSaves)
      .values({ userId: alice.user.id, kind: 'hashtag', key: '#lighthouse', title: '#lighthouse' })
      .returning();
    ids.trending = saved.id;
    const [product] = await db
      .insert(products)
      .values({
        userId: alice.user.id,
        name: 'Lamp',
        destinationUrl: 'https://example.com/lamp',
        slug: `lamp-${uploadId.slice(0, 8)}`,
        utmCampaign: 'lamp',
      })
      .returning();
    ids.monetization = product.id;
    const [earning] = await db
      .insert(earnings)
      .values({
        userId: alice.user.id,
        productId: product.id,
        source: 'manual',
        day: '2026-11-01',
        amountCents: 500,
      })
      .returning();
    ids['monetization-earnings'] = earning.id;
    const [invite] = await db
      .insert(teamInvites)
      .values({
        ownerId: alice.user.id,
        email: 'dora@example.com',
        tokenHash: randomUUID(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    ids['billing-invites'] = invite.id;
    const carol = await makeUser(t.ctx);
    await db.insert(teamMembers).values({ ownerId: alice.user.id, userId: carol.user.id });
    ids['billing-members'] = carol.user.id;
    carolHeaders = carol.headers;
    // A cloned voice of Alice's (decision 026), recorded as ElevenLabs' answer would leave it.
    const [clone] = await db
      .insert(voiceClones)
      .values({
        userId: alice.user.id,
        name: 'Alice',
        vendorVoiceId: 'AbCdEfGhIjKlMnOpQrSt',
        sampleSeconds: 75,
        consentText: 'consent',
        consentAt: new Date(),
        consentIp: '127.0.0.1',
      })
      .returning();
    ids.voices = clone.id;
  });
  afterAll(() => t?.close());

  // What Alice sees, without the signed URLs (their expiry moves with the clock).
  const snapshot = async () => {
    const v = (await t.app.inject({ url: `/api/videos/${ids.videos}`, headers: alice.headers })).json();
    const s = (await t.app.inject({ url: `/api/scripts/${ids.scripts}/`, headers: alice.headers })).json();
    const c = (await t.app.inject({ url: '/api/content', headers: alice.headers })).json().results;
    const cap = (
      await t.app.inject({ url: `/api/captions/${ids.captions}/`, headers: alice.headers })
    ).json();
    const posts = (await t.app.inject({ url: '/api/social/posts/', headers: alice.headers })).json();
    const keys = (await t.app.inject({ url: '/api/developer/keys/', headers: alice.headers })).json().keys;
    const hooks = (await t.app.inject({ url: '/api/webhooks/', headers: alice.headers })).json().endpoints;
    const log = (
      await t.app.inject({ url: `/api/webhooks/${ids.webhooks}/deliveries/`, headers: alice.headers })
    ).json().results;
    const db = t.ctx.database.db;
    const mine = { userId: alice.user.id };
    const rows = {
      uploads: (await db.select().from(uploads).where(eq(uploads.userId, mine.userId))).length,
      saved: (await db.select().from(trendSaves).where(eq(trendSaves.userId, mine.userId))).length,
      products: (await db.select().from(products).where(eq(products.userId, mine.userId))).length,
      earnings: (await db.select().from(earnings).where(eq(earnings.userId, mine.userId))).length,
      invites: (await db.select().from(teamInvites).where(eq(teamInvites.ownerId, mine.userId))).length,
      members: (await db.select().from(teamMembers).where(eq(teamMembers.ownerId, mine.userId))).length,
      clones: (await db.select().from(voiceClones).where(eq(voiceClones.userId, mine.userId))).length,
    };
    return {
      rows,
      keys: keys.map((k: { id: string; revoked_at: string | null }) => [k.id, k.revoked_at]),
      hooks: hooks.map((h: { id: string; url: string }) => [h.id, h.url]),
      deliveries: log.map((d: { id: string }) => d.id),
      video: [v.id, v.title, v.status],
      script: [s.id, s.title, s.content],
      content: c.map((x: { type: string; id: string; title: string }) => [x.type, x.id, x.title]),
      caption: [cap.id, cap.content],
      posts: posts.map((p: { id: string; title: string; status: string }) => [p.id, p.title, p.status]),
      file: (await t.ctx.storage.stat(fileKey))?.size,
      avatar: (await t.ctx.storage.stat(avatarKey))?.size,
    };
  };

  it('answers 404 to every id-bearing operation and file URL, and changes nothing', async () => {
    const before = await snapshot();
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const tried: string[] = [];
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      const param = /\{(\w+)\}/.exec(path)?.[1];
      // Voices belong to everyone; a platform name addresses the caller's own connection; a tracked
      // link (/go/{slug}) is public by design; a Stripe checkout session is checked against its
      // customer by the billing tests (billing is off here). A share link's token is itself the
      // permission (video-share.routes tests forged and expired ones); illustrations are the builtin
      // catalogue and stock clips the vendor's; admin routes refuse anyone not an operator
      // (admin.routes tests).
      if (!param || ['voice_id', 'platform', 'slug', 'sessionId', 'token'].includes(param)) continue;
      if (/^\/api\/(illustrations|stock|admin)\//.test(path)) continue;
      const kind = path.startsWith('/api/webhooks/deliveries/')
        ? 'webhook-deliveries'
        : path.startsWith('/api/monetization/earnings/')
          ? 'monetization-earnings'
          : path.startsWith('/api/billing/team/')
            ? `billing-${path.split('/')[4]}`
            : path.split('/')[2];
      const id = ids[kind];
      expect(id, `no resource of Alice's for ${path}`).toBeDefined();
      for (const method of Object.keys(methods)) {
        if (method === 'head') continue;
        // A second id in the path names a part of the first (a scene, a version): any will do, the
        // first is Alice's.
        const url = path
          .replace(`{${param}}`, id)
          .replace('{sceneId}', 's1')
          .replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: bob.headers,
          ...(['post', 'patch', 'put'].includes(method)
            ? {
                payload: {
                  title: 'Mine now',
                  content: 'Mine',
                  video_id: ids.videos,
                  part: 'hook',
                  preset: 'tiktok',
                  name: 'Mine',
                  enabled: false,
                  revision: 1,
                  scheduled_at: '2030-01-01T18:00:00Z',
                  clipId: 'pexels-123',
                },
              }
            : {}),
        });
        tried.push(`${method.toUpperCase()} ${path}`);
        // A whole storyboard is refused by its shape before anything is looked up (400, nothing
        // revealed); storyboards.routes.test sends Bob a valid one and gets 404.
        const shapeFirst = method === 'put' && path.endsWith('/storyboard') && res.statusCode === 400;
        if (res.statusCode !== 404 && !shapeFirst)
          wrong.push(`${method.toUpperCase()} ${url}: ${res.statusCode}`);
      }
    }
    for (const key of [fileKey, avatarKey]) {
      const res = await t.app.inject({ url: `/api/files/${key}`, headers: bob.headers });
      tried.push(`GET file ${key}`);
      if (res.statusCode !== 404) wrong.push(`GET /api/files/${key}: ${res.statusCode}`);
    }
    expect(tried.length).toBeGreaterThanOrEqual(8);
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
  it('stops a team’s shared reads while its owner lacks Business or has closed the account', async () => {
    const db = t.ctx.database.db;
    const teamReads = ['/api/analytics/overview?scope=team', '/api/monetization/overview?scope=team'];
    const read = async (url: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ url, headers });
      return { status: res.statusCode, error: res.json().error as string | undefined };
    };
    for (const url of teamReads) expect((await read(url, carolHeaders)).status, url).toBe(200);

    // Alice's Business plan ends: her team's reads stop for every member, and for her.
    await db.update(users).set({ plan: 'free' }).where(eq(users.id, alice.user.id));
    for (const url of teamReads) {
      expect(await read(url, carolHeaders)).toEqual({
        status: 403,
        error:
          'Team reports are paused because the team owner’s Business plan has ended. Your own reports still work.',
      });
      expect(await read(url, alice.headers)).toEqual({
        status: 403,
        error: 'Team reports are paused because your Business plan has ended. Your own reports still work.',
      });
      // Their own reads go on.
      expect((await read(url.replace('scope=team', 'scope=me'), carolHeaders)).status).toBe(200);
    }
    // My Content shows Carol only her own things meanwhile.
    const content = (await t.app.inject({ url: '/api/content', headers: carolHeaders })).json().results;
    expect(content.filter((c: { made_by: unknown }) => c.made_by !== null)).toEqual([]);

    // Back on Business but closed (a closure from before closing ended the team): still stopped.
    await db.update(users).set({ plan: 'business', closedAt: new Date() }).where(eq(users.id, alice.user.id));
    expect(await read(teamReads[0]!, carolHeaders)).toEqual({
      status: 403,
      error:
        'Team reports are paused because the team owner closed the account that owns the team. Your own reports still work.',
    });
    await db.update(users).set({ closedAt: null }).where(eq(users.id, alice.user.id));
    expect((await read(teamReads[0]!, carolHeaders)).status).toBe(200);
  });
});
