import { describe, expect, it } from 'vitest';
import { countShown } from './scene-list.ts';

describe('the number card’s count', () => {
  const seen = (text: string) => new Set(Array.from({ length: 101 }, (_, i) => countShown(text, i / 100)));

  it('runs up to a plural without ever reading "1 sources"', () => {
    const counts = seen('2 sources');
    expect(counts.has('1')).toBe(false);
    expect([...counts]).toEqual(['0', '2']);
    expect(seen('5 steps').has('1')).toBe(false);
    expect(seen('5 steps').has('3')).toBe(true);
  });

  it('keeps 1 where the label counts one thing, and its $ and %', () => {
    expect(countShown('1 rule', 1)).toBe('1');
    expect(countShown('$20 a week', 0.5)).toBe('$10');
    expect(countShown('40% of people', 1)).toBe('40%');
    expect(countShown('no number here', 0.5)).toBe('no number here');
  });
});
