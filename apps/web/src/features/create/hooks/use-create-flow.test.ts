import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { canOpen, FLOW_KEY, stepError, useCreateFlow } from './use-create-flow';

describe('the five-step flow', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens a step when it is step 1, or it or the previous step is completed', () => {
    const none = [false, false, false, false, false];
    expect([0, 1, 2, 3, 4].map((i) => canOpen(none, i))).toEqual([true, false, false, false, false]);
    const two = [true, true, false, false, false];
    expect([0, 1, 2, 3, 4].map((i) => canOpen(two, i))).toEqual([true, true, true, false, false]);
  });

  it('keeps its state across a trip to the voice library, and Start Over resets everything', () => {
    const { result, unmount } = renderHook(() => useCreateFlow());
    act(() => result.current.setTopic('Why cats purr'));
    act(() => result.current.topicDone());
    act(() =>
      result.current.scriptReady({
        id: 's1',
        title: 'Purr',
        text: 'A b c.',
        saved: 'A b c.',
        caption: '',
        hashtags: [],
      }),
    );
    act(() => result.current.scriptSaved('A b c.'));
    unmount();
    const again = renderHook(() => useCreateFlow()).result;
    expect(again.current.state).toMatchObject({ topic: 'Why cats purr', active: 2 });
    act(() => again.current.setVoice('charlotte'));
    expect(again.current.state.voice).toBe('charlotte');
    act(() => again.current.setVoice('nobody'));
    expect(again.current.state.voice).toBe('charlotte');
    act(() => again.current.startOver());
    expect(again.current.state).toMatchObject({ topic: '', active: 0, script: null, voice: 'rachel' });
    expect(again.current.state.completed).toEqual([false, false, false, false, false]);
    expect(JSON.parse(sessionStorage.getItem(FLOW_KEY)!).topic).toBe('');
  });

  it('remembers the script it wrote (rewritten in place next time), but never a library script', () => {
    const { result } = renderHook(() => useCreateFlow());
    act(() => result.current.topicDone());
    act(() =>
      result.current.scriptReady({
        id: 'mine',
        title: 't',
        text: 'A.',
        saved: 'A.',
        caption: '',
        hashtags: [],
      }),
    );
    expect(result.current.state.ownScriptId).toBe('mine');
    // Back to the topic and written again: still the same script to rewrite.
    act(() => result.current.topicDone());
    expect(result.current.state.ownScriptId).toBe('mine');
    act(() =>
      result.current.loadScript({
        id: 'library',
        title: 'Saved',
        content: 'B.',
        topic: 'x',
        vibe: 'educational',
        estimated_duration: 30,
      } as Parameters<typeof result.current.loadScript>[0]),
    );
    expect(result.current.state.ownScriptId).toBeUndefined();
  });

  it('drops the narration when the script or the voice changes after it', () => {
    const { result } = renderHook(() => useCreateFlow());
    act(() => result.current.topicDone());
    act(() =>
      result.current.scriptReady({
        id: 's',
        title: 't',
        text: 'One two.',
        saved: 'One two.',
        caption: '',
        hashtags: [],
      }),
    );
    const audio = {
      success: true,
      audio_url: '/a.mp3',
      content_id: 'c',
      voice_used: 'rachel',
      character_count: 8,
      was_cached: false,
      duration_seconds: 1,
      text: 'One two.',
    };
    act(() => result.current.audioReady(audio));
    expect(result.current.state.completed).toEqual([true, true, true, false, false]);
    act(() => result.current.editScript('One two three.'));
    expect(result.current.state.audio).toBeNull();
    expect(result.current.state.completed).toEqual([true, true, false, false, false]);
    act(() => result.current.audioReady({ ...audio, text: 'One two three.' }));
    act(() => result.current.setVoice('drew'));
    expect(result.current.state.audio).toBeNull();
  });

  it('speaks the spec’s messages for a failed step', () => {
    expect(stepError(new ApiError(401, { code: 'token_not_valid' }, 'x'), 'f')).toBe(
      'Your session has expired. Please refresh the page and login again.',
    );
    expect(stepError(new ApiError(401, { code: 'not_authenticated' }, 'x'), 'f')).toBe(
      'Authentication failed. Please check your login status.',
    );
    expect(stepError(new ApiError(400, {}, 'Please enter a topic'), 'f')).toBe('Please enter a topic');
    // The plan limit reaches the user in every step, with the server's own words.
    const limit = 'You have used all 3 videos of the Free plan this month. Upgrade to make more.';
    expect(stepError(new ApiError(402, { error: limit, code: 'plan_limit' }, limit), 'f')).toBe(limit);
    expect(stepError(new ApiError(502, { detail: 'Upstream down' }, 'Upstream down'), 'f')).toBe(
      'Upstream down',
    );
    expect(stepError(new ApiError(500, {}, 'HTTP 500: Internal Server Error'), 'f')).toBe(
      'HTTP error! status: 500',
    );
    expect(stepError(new Error('No authentication token found. Please login again.'), 'f')).toBe(
      'No authentication token found. Please login again.',
    );
    expect(stepError(new Error('boom'), 'Failed to generate script. Please try again.')).toBe(
      'Failed to generate script. Please try again.',
    );
  });
});
