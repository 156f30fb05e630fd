import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StoryboardAssets } from '../../media/storyboard/render.ts';
import type { Storage } from '../../providers/storage/storage.types.ts';

/**
 * A storyboard's files from storage, each downloaded once into `dir` (named by a hash of its key)
 * and read from there after. Safe to keep between requests: a key never changes what it holds (an
 * edited scene's narration gets a new key).
 */
export function storageAssets(storage: Storage, dir: string): StoryboardAssets {
  const pending = new Map<string, Promise<string>>();
  const fetch = async (key: string) => {
    const file = path.join(dir, createHash('sha1').update(key).digest('hex') + path.extname(key));
    if (await stat(file).catch(() => null)) return file;
    await mkdir(dir, { recursive: true });
    // Downloaded beside it and renamed, so a reader never sees half a file.
    const part = `${file}.${randomBytes(4).toString('hex')}.part`;
    await storage.download(key, part);
    await rename(part, file);
    return file;
  };
  return {
    path(key) {
      let p = pending.get(key);
      if (!p) {
        p = fetch(key).finally(() => pending.delete(key));
        pending.set(key, p);
      }
      return p;
    },
  };
}
