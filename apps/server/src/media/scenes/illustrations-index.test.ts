import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { illustrationIds, illustrationSvg } from './illustration-icons.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

// Every thread that plans scenes (a render thread, the API's survey) looks icons up; the set's JSON is
// 103 MB, and holding it as a string kept all of it in each one (decision 044).
describe('the icon set’s index', () => {
  it('lists and draws icons while holding only where each one is, not the set’s 103 MB', () => {
    const before = heap();
    const ids = illustrationIds();
    const svg = illustrationSvg('honeybee', 540);
    const last = illustrationSvg(ids[ids.length - 1]!);
    const held = heap() - before;
    expect(ids.length).toBeGreaterThan(1500);
    expect(ids).not.toContain('thumbs-up-dark');
    expect(svg).toMatch(/^<svg [^>]*width="540" height="540" viewBox="0 0 32 32">.*<\/svg>$/s);
    expect(last).toMatch(/^<svg [^>]*viewBox="0 0 32 32">.*<\/svg>$/s);
    expect(illustrationSvg('thumbs-up-dark')).toMatch(/^<svg /); // tone variants are drawn, not offered
    expect(illustrationSvg('no-such-icon')).toBeNull();
    expect(held).toBeLessThan(5e6);
  });
});
