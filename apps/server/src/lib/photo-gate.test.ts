import { describe, expect, it } from 'vitest';
import { PhotoGate } from './photo-gate.ts';

const later = () => {
  let done!: () => void;
  const p = new Promise<void>((r) => (done = r));
  return { p, done };
};

describe('photo checks: a few per process, one request per account', () => {
  it('refuses an account’s second request while its first is checked', async () => {
    const gate = new PhotoGate(2, 1);
    const first = later();
    const running = gate.run('a', () => first.p);
    await expect(gate.run('a', async () => 'again')).rejects.toMatchObject({
      statusCode: 429,
      code: 'photos_busy',
    });
    // Another account is not held up.
    expect(await gate.run('b', async () => 'b')).toBe('b');
    first.done();
    await running;
    expect(await gate.run('a', async () => 'after')).toBe('after');
  });

  it('runs at most its process limit at once; the next waits for a slot', async () => {
    const gate = new PhotoGate(2, 1);
    let now = 0;
    let most = 0;
    const work = (ms: number) => async () => {
      most = Math.max(most, ++now);
      await new Promise((r) => setTimeout(r, ms));
      now--;
    };
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((who) => gate.run(who, work(20))));
    expect(most).toBe(2);
    // A failure gives its slot back.
    await expect(gate.run('a', async () => Promise.reject(new Error('bad photo')))).rejects.toThrow(
      'bad photo',
    );
    await Promise.all(['a', 'b'].map((who) => gate.run(who, work(5))));
  });
});
