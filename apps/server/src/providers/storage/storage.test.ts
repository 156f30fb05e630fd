import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.storage.ts';
import { createS3Storage } from './s3.storage.ts';
import type { Storage } from './storage.types.ts';

const text = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString();
};

// The same behaviour from both drivers: local folder, and S3 spoken to a real S3-compatible server.
function storageContract(name: string, make: () => Storage) {
  describe(name, () => {
    let storage: Storage;
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'reelsmith-store-'));
    beforeAll(() => {
      storage = make();
    });

    it('puts, stats, reads whole and by range, downloads and deletes', async () => {
      await storage.ping();
      const info = await storage.putBuffer('users/u1/a/clip.mp4', Buffer.from('0123456789'));
      expect(info.size).toBe(10);
      expect((await storage.stat('users/u1/a/clip.mp4'))?.contentType).toBe('video/mp4');
      expect(await text(await storage.read('users/u1/a/clip.mp4'))).toBe('0123456789');
      expect(await text(await storage.read('users/u1/a/clip.mp4', { start: 2, end: 4 }))).toBe('234');

      const src = path.join(tmp, 'in.txt');
      writeFileSync(src, 'from a file');
      await storage.putFile('users/u1/b/note.txt', src);
      const out = path.join(tmp, 'out.txt');
      await storage.download('users/u1/b/note.txt', out);
      expect(readFileSync(out, 'utf8')).toBe('from a file');

      await storage.delete('users/u1/a/clip.mp4');
      expect(await storage.stat('users/u1/a/clip.mp4')).toBeNull();
    });

    it('deletes everything under a prefix and nothing else', async () => {
      await storage.putBuffer('users/u2/x/1.txt', Buffer.from('1'));
      await storage.putBuffer('users/u2/y/2.txt', Buffer.from('2'));
      await storage.putBuffer('users/u3/keep.txt', Buffer.from('3'));
      expect(await storage.deletePrefix('users/u2/')).toBe(2);
      expect(await storage.stat('users/u2/x/1.txt')).toBeNull();
      expect(await storage.stat('users/u3/keep.txt')).not.toBeNull();
    });

    it('takes many writes of one key at once, and the file holds one of them whole', async () => {
      const bodies = Array.from({ length: 20 }, (_, i) => Buffer.from(`version ${i} `.repeat(2000)));
      await Promise.all(bodies.map((b) => storage.putBuffer('users/u4/same.txt', b)));
      const stored = await text(await storage.read('users/u4/same.txt'));
      expect(bodies.map(String)).toContain(stored);
    });

    it('refuses keys that could escape', async () => {
      await expect(storage.putBuffer('../etc/passwd', Buffer.from('x'))).rejects.toThrow(
        /Unsafe storage key/,
      );
      await expect(storage.stat('users/../../x')).rejects.toThrow(/Unsafe storage key/);
    });
  });
}

storageContract('local storage', () =>
  createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'reelsmith-local-'))),
);

describe('S3 storage against s3rver', () => {
  let server: S3rver;
  let port = 0;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 'reelsmith-s3rver-')),
      configureBuckets: [{ name: 'reels', configs: [] }],
    });
    const addr = await server.run();
    port = addr.port;
  });
  afterAll(() => server?.close());

  storageContract('s3 driver', () =>
    createS3Storage({
      bucket: 'reels',
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
  );
});
