import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

const saved = { title: 'A', content: 'one two' };

describe('useDraft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps unsaved edits across an unmount and says so when they come back', () => {
    const first = renderHook(() => useDraft('script:1', saved));
    expect(first.result.current.dirty).toBe(false);
    act(() => first.result.current.change({ content: 'one two three' }));
    expect(first.result.current.dirty).toBe(true);
    expect(first.result.current.restored).toBe(false);
    first.unmount();

    const again = renderHook(() => useDraft('script:1', saved));
    expect(again.result.current.value).toEqual({ title: 'A', content: 'one two three' });
    expect(again.result.current.restored).toBe(true);
    act(() => again.result.current.discard());
    expect(again.result.current.value).toEqual(saved);
    expect(sessionStorage.length).toBe(0);
  });

  it('waits for the saved version before deciding a restored draft is clean', () => {
    sessionStorage.setItem('reelsmith:studio-draft:script:2', JSON.stringify({ title: 'B', content: 'x' }));
    const { result, rerender } = renderHook(({ s }) => useDraft('script:2', s), {
      initialProps: { s: undefined as typeof saved | undefined },
    });
    expect(sessionStorage.length).toBe(1);
    rerender({ s: saved });
    expect(result.current.restored).toBe(true);
    expect(result.current.value?.content).toBe('x');
  });

  it('forgets a draft that matches the saved version', () => {
    const { result } = renderHook(() => useDraft('script:3', saved));
    act(() => result.current.change({ content: 'edited' }));
    act(() => result.current.change({ content: 'one two' }));
    expect(result.current.dirty).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});
