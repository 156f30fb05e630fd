import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSyncTimeZone, type Usage } from './billing-api';

// The allowance month follows the creator's time zone, which the browser keeps in step; looking the
// zone up costs a phone 160 ms, so it happens only when the browser's offset from UTC disagrees.

const usage = (time_zone: string, utc_offset_minutes: number): Usage => ({
  period: '2026-11',
  time_zone,
  utc_offset_minutes,
  resets_on: '2026-12-01',
  videos: { used: 0, limit: 3 },
  voice: { used: 0, limit: 10, characters_each: 1000 },
  overage: { available: false, cap_cents: null, spent_cents: 0 },
});

function Sync({ u }: { u: Usage }) {
  useSyncTimeZone(u);
  return null;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('token', 'a.b.c');
  fetchMock = vi.fn(() =>
    Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const here = () => -new Date().getTimezoneOffset();
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('the allowance time zone', () => {
  it('is not looked up while the saved zone has the browser’s offset', async () => {
    const lookup = vi.spyOn(Intl, 'DateTimeFormat');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Sync u={usage('Somewhere/Else', here())} />
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 1200));
    expect(lookup).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is looked up and saved when the offsets differ', async () => {
    const zone = browserZone();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Sync u={usage('Pacific/Kiritimati', here() + 60)} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/billing/time-zone/');
    expect(JSON.parse(init.body)).toEqual({ time_zone: zone });
    expect(sessionStorage.getItem('reelsmith-time-zone')).toBe(zone);
  });
});
