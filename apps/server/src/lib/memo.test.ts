import { describe, expect, it } from 'vitest';
import { memoByString } from './memo.ts';

describe('memoByString', () => {
  it('answers a key once, keeps at most max answers, and freezes what it shares', () => {
    const asked: string[] = [];
    const shape = memoByString((k: string) => (asked.push(k), { words: k.split(' '), nested: { k } }), 2);
    const a = shape('two words');
    expect(shape('two words')).toBe(a);
    expect(asked).toEqual(['two words']);
    expect(() => a.words.push('more')).toThrow(TypeError);
    expect(() => ((a.nested as { k: string }).k = 'changed')).toThrow(TypeError);
    shape('b');
    shape('c'); // drops the oldest, 'two words'
    shape('two words');
    expect(asked).toEqual(['two words', 'b', 'c', 'two words']);
  });
});
