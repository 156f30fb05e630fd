import { randomUUID } from 'node:crypto';
import { constants as fsConstants, createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { access, copyFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, contentTypeFor, type Storage, type StoredObject } from './storage.types.ts';

export function createLocalStorage(root: string): Storage {
  mkdirSync(root, { recursive: true });
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const statOf = async (key: string): Promise<StoredObject | null> => {
    try {
      const s = await stat(resolve(key));
      if (!s.isFile()) return null;
      return { size: s.size, contentType: contentTypeFor(key), modified: s.mtime };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };
  // Write beside the target and rename, so a reader never sees half a file.
  const atomically = async (key: string, write: (tmp: string) => Promise<void>) => {
    const target = resolve(key);
    mkdirSync(path.dirname(target), { recursive: true });
    // Unique per write: two writes of one key at once must not share a temp file.
    const tmp = `${target}.${randomUUID()}.part`;
    try {
      await write(tmp);
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return (await statOf(key))!;
  };

  return {
    name: 'local',
    putFile: (key, filePath) => atomically(key, (tmp) => copyFile(filePath, tmp)),
    putBuffer: (key, body) => atomically(key, (tmp) => writeFile(tmp, body)),
    stat: statOf,
    async read(key, range) {
      const s = await statOf(key);
      if (!s) throw Object.assign(new Error(`No such file: ${key}`), { code: 'ENOENT' });
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : undefined);
    },
    async download(key, filePath) {
      await pipeline(createReadStream(resolve(key)), createWriteStream(filePath));
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      const dir = resolve(prefix.replace(/\/$/, ''));
      let count = 0;
      try {
        const entries = await readdir(dir, { recursive: true, withFileTypes: true });
        count = entries.filter((e) => e.isFile()).length;
      } catch {
        return 0;
      }
      await rm(dir, { recursive: true, force: true });
      return count;
    },
    // A health probe runs on every /api/health call: it checks the folder, it does not write.
    async ping() {
      await access(root, fsConstants.R_OK | fsConstants.W_OK);
    },
  };
}
