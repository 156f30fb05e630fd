import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGenerateAudio } from './generate-audio';
import { useCreateVideo } from '../../../lib/videos/create-video';
import { BILLING_QUERY_KEY } from '../../../lib/billing/billing-api';

// The sidebar's usage meter reads the billing query: a render or a narration that spends the month's
// allowance must refresh it (it showed "Videos 0 of 3" after a render until the page was reloaded).
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

let used = 0;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  used = 0;
  localStorage.setItem('token', 'test-token');
  fetchMock = vi.fn((url: string) => {
    if (url === '/api/billing/usage-test') return json(200, { used });
    if (url === '/api/videos') {
      used += 1;
      return json(201, { id: 'v1', status: 'queued' });
    }
    if (url === '/api/scripts/audio-from-text/') {
      used += 1;
      return json(200, { success: true, audio_url: '/a.mp3' });
    }
    return json(404, { error: 'nope' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const usage = renderHook(
    () =>
      useQuery({
        queryKey: BILLING_QUERY_KEY,
        queryFn: () => fetch('/api/billing/usage-test').then((r) => r.json() as Promise<{ used: number }>),
      }),
    { wrapper },
  );
  return { wrapper, usage };
}

describe('the usage meter follows what spends the allowance', () => {
  it('refreshes after a video is created', async () => {
    const { wrapper, usage } = setup();
    await waitFor(() => expect(usage.result.current.data).toEqual({ used: 0 }));
    const create = renderHook(() => useCreateVideo(), { wrapper });
    await act(() =>
      create.result.current.mutateAsync({ idea: 'Why cats purr', vibe: 'meme' } as Parameters<
        typeof create.result.current.mutateAsync
      >[0]),
    );
    await waitFor(() => expect(usage.result.current.data).toEqual({ used: 1 }));
  });

  it('refreshes after a narration', async () => {
    const { wrapper, usage } = setup();
    await waitFor(() => expect(usage.result.current.data).toEqual({ used: 0 }));
    const audio = renderHook(() => useGenerateAudio(), { wrapper });
    await act(() =>
      audio.result.current.mutateAsync({ script: 'Hello.', original_topic: 'cats', voice: 'rachel' }),
    );
    await waitFor(() => expect(usage.result.current.data).toEqual({ used: 1 }));
  });
});
