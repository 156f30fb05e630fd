import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMcp, mintApiKey } from '../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeUser } from '../../test/users.ts';
import { fetchCaller } from './api-client.ts';
import { createMcpServer } from './mcp.server.ts';
import { run, stillImage } from '../../test/media.ts';

/** The stdio MCP server (`npm run mcp`) uploads a file of the assistant's machine over the public API. */
describe('MCP upload_video', () => {
  let t: TestApp;
  let base: string;
  let dir: string;
  let me: Awaited<ReturnType<typeof makeUser>>;
  const keyWith = (scopes: string[]) => mintApiKey(t, me.headers, scopes, 'Desktop assistant');
  /** What `npm run mcp` builds (mcp-stdio.ts), connected to a client in this process. */
  const stdioClient = async (key: string) => {
    const [a, b] = InMemoryTransport.createLinkedPair();
    await createMcpServer(fetchCaller(base, key), { readFile: (f) => readFile(f) }).connect(a);
    const client = new Client({ name: 'desktop', version: '1.0.0' });
    await client.connect(b);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    me = await makeUser(t.ctx, { plan: 'business' });
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-mcp-upload-'));
    await run('ffmpeg', [
      '-v', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=15:d=2',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest',
      path.join(dir, 'holiday.mp4'),
    ]); // prettier-ignore
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('uploads a local clip over tus and starts its enhance; status is readable', async () => {
    const client = await stdioClient(await keyWith(['read', 'videos:create']));
    const res = await client.callTool({
      name: 'upload_video',
      arguments: { path: path.join(dir, 'holiday.mp4'), reframe: 'blur', captions: false },
    });
    expect(res.isError).toBeFalsy();
    const upload = res.structuredContent as { id: string; filename: string; status: string };
    expect(upload).toMatchObject({ filename: 'holiday.mp4', status: 'queued' });
    const listed = await t.app.inject({ url: '/api/uploads', headers: me.headers });
    expect(listed.json().results.map((u: { id: string }) => u.id)).toContain(upload.id);

    const status = await client.callTool({ name: 'get_upload_status', arguments: { upload_id: upload.id } });
    expect((status.content as Array<{ text: string }>)[0].text).toContain(
      `Upload ${upload.id} "holiday.mp4": queued`,
    );
    await client.close();
  });

  it('makes a video with the uploaded clip as B-roll; an id that is not yours is refused by name', async () => {
    const client = await stdioClient(await keyWith(['read', 'videos:create']));
    const up = await client.callTool({
      name: 'upload_video',
      arguments: { path: path.join(dir, 'holiday.mp4'), captions: false },
    });
    const upload = up.structuredContent as { id: string };
    const made = await client.callTool({
      name: 'create_video',
      arguments: { idea: 'Our holiday by the sea', duration: 15, broll_upload_ids: [upload.id] },
    });
    expect(made.isError).toBeFalsy();
    const video = made.structuredContent as { id: string };
    const stored = await t.app.inject({ url: `/api/videos/${video.id}`, headers: me.headers });
    expect(stored.json().broll_upload_ids).toEqual([upload.id]);

    const refused = await client.callTool({
      name: 'create_video',
      arguments: {
        idea: 'Our holiday by the sea',
        broll_upload_ids: ['00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(refused.isError).toBe(true);
    expect((refused.content as Array<{ text: string }>)[0].text).toContain(
      'broll_upload_ids must be the ids of your own uploads.',
    );
    await client.close();
  });

  it('adds photos from this computer for B-roll; a file that is not a photo is refused by name, keeping none', async () => {
    const client = await stdioClient(await keyWith(['read', 'videos:create']));
    const beach = path.join(dir, 'beach.jpg');
    await stillImage('testsrc2=s=640x480', beach);
    const refused = await client.callTool({
      name: 'add_photos',
      arguments: { paths: [beach, path.join(dir, 'holiday.mp4')] },
    });
    expect(refused.isError).toBe(true);
    expect((refused.content as Array<{ text: string }>)[0].text).toBe(
      '"holiday.mp4" is not a photo we can read. Use JPEG, PNG or WebP pictures.',
    );
    const before = (await t.app.inject({ url: '/api/uploads', headers: me.headers })).json().results.length;

    const res = await client.callTool({ name: 'add_photos', arguments: { paths: [beach] } });
    expect(res.isError).toBeFalsy();
    const [photo] = (res.structuredContent as { results: { id: string; kind: string }[] }).results;
    expect(photo).toMatchObject({ kind: 'photo', filename: 'beach.jpg' });
    expect((res.content as Array<{ text: string }>)[0].text).toBe(
      `Added 1 photo(s):\nPhoto ${photo!.id} "beach.jpg"`,
    );
    const listed = (await t.app.inject({ url: '/api/uploads', headers: me.headers })).json().results;
    expect(listed).toHaveLength(before + 1);
    expect(listed[0]).toMatchObject({ id: photo!.id, kind: 'photo', width: 640, height: 480 });
    await client.close();
  });

  it("answers the server's refusal as a tool error: a read-only key, a missing file", async () => {
    const client = await stdioClient(await keyWith(['read']));
    const refused = await client.callTool({
      name: 'upload_video',
      arguments: { path: path.join(dir, 'holiday.mp4') },
    });
    expect(refused.isError).toBe(true);
    expect((refused.content as Array<{ text: string }>)[0].text).toBe(
      'This API key does not have the "videos:create" scope.',
    );
    const missing = await client.callTool({
      name: 'upload_video',
      arguments: { path: path.join(dir, 'nope.mp4') },
    });
    expect(missing.isError).toBe(true);
    expect((missing.content as Array<{ text: string }>)[0].text).toContain('ENOENT');
    await client.close();
  });

  it('is not offered over HTTP, where a path would name a file of the server', async () => {
    const client = await connectMcp(base, await keyWith(['read', 'videos:create']), 'remote');
    const names = (await client.listTools()).tools.map((x) => x.name);
    expect(names).toContain('get_upload_status');
    expect(names).not.toContain('upload_video');
    expect(names).not.toContain('add_photos');
    await client.close();
  });
});
