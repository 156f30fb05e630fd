import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchCached } from './http.ts';

const dir = mkdtempSync(join(tmpdir(), 'stock-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the stock cache', () => {
  it('clears partial files left over an hour ago by a cut-short download or preparation', async () => {
    const stale = join(dir, 'pexels-1-10.mp4.916.mp4.part-123-abcd');
    const fresh = join(dir, 'pexels-2-20.mp4.part-456-ef01');
    writeFileSync(stale, 'x');
    writeFileSync(fresh, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    const path = await fetchCached(
      (_link, p) => writeFile(p, 'clip'),
      'http://x/3.mp4',
      'pexels-3-30.mp4',
      undefined,
      dir,
    );
    expect(path).toBe(join(dir, 'pexels-3-30.mp4'));
    // The fresh one may belong to a download still under way.
    expect(readdirSync(dir).sort()).toEqual(['pexels-2-20.mp4.part-456-ef01', 'pexels-3-30.mp4']);
  });
});
