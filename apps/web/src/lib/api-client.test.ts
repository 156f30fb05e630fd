import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { boot } from './boot';
import { earlyPaths } from './early-paths';
import { seedEarly, seedsQuery, untakenEarly } from './early-data';
import { retryDelay, retryQuery, retryRateLimitOnly } from './query-retry';

// What a screen does with a failed call (decision 061): a 429 inside the account's minute is waited
// out for its Retry-After and asked again; other errors as before.

function answer(status: number, body: object, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        }),
    ),
  );
}

async function failureOf(path = '/api/content'): Promise<ApiError> {
  try {
    await api(path);
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('the call did not fail');
}

const tooMany = (wait: number) => ({
  error: `Too many requests. Please wait ${wait} seconds and try again.`,
  code: 'rate_limited',
  retry_after: wait,
});

afterEach(() => vi.unstubAllGlobals());

describe('a 429 from the account limit', () => {
  it('is asked again after its Retry-After, three times, then shown', async () => {
    answer(429, tooMany(43), { 'retry-after': '43' });
    const err = await failureOf();
    expect(err.status).toBe(429);
    expect(retryQuery(0, err)).toBe(true);
    expect(retryQuery(2, err)).toBe(true);
    expect(retryQuery(3, err)).toBe(false);
    expect(retryDelay(0, err)).toBe(43_250);
    // Queries that handle their own errors (the affiliate's 403) still wait out a 429.
    expect(retryRateLimitOnly(0, err)).toBe(true);
  });

  it('reads the body when no Retry-After header came through', async () => {
    answer(429, tooMany(7));
    const err = await failureOf();
    expect(retryQuery(0, err)).toBe(true);
    expect(retryDelay(0, err)).toBe(7_250);
  });

  it('is shown at once when the wait is longer than the minute (a sign-in lockout)', async () => {
    answer(429, tooMany(900), { 'retry-after': '900' });
    const err = await failureOf();
    expect(retryQuery(0, err)).toBe(false);
    expect(retryRateLimitOnly(0, err)).toBe(false);
  });
});

describe('other failures, as before', () => {
  it('retries a 5xx twice and never a 4xx', async () => {
    answer(503, { error: 'down' });
    const down = await failureOf();
    expect([retryQuery(0, down), retryQuery(1, down), retryQuery(2, down)]).toEqual([true, true, false]);
    answer(404, { error: 'Not found' });
    const missing = await failureOf();
    expect(retryQuery(0, missing)).toBe(false);
    expect(retryRateLimitOnly(0, missing)).toBe(false);
  });
});

describe("a screen's early answers", () => {
  // What index.html's boot script does on a phone's first load of the dashboard, signed in.
  const bootOn = (path: string, token: string | null) => {
    window.history.replaceState(null, '', path);
    if (token) localStorage.setItem('token', token);
    else localStorage.removeItem('token');
    boot({ '/dashboard': ['/assets/dashboard-page.js'] }, earlyPaths());
  };
  afterEach(() => {
    delete window.reelsmithEarly;
    document.head.querySelectorAll('link[rel=modulepreload]').forEach((l) => l.remove());
  });

  it('are used once by the first GET of the same path, and never by a write or a later GET', async () => {
    let sent = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        sent += 1;
        return new Response(JSON.stringify({ n: sent }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    bootOn('/dashboard', 'a-token');
    const early = sent; // the frame's three and the dashboard's recent videos
    expect(early).toBe(4);
    expect(document.head.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe(
      '/assets/dashboard-page.js',
    );
    expect(await api('/api/videos?limit=8')).toEqual({ n: 4 });
    expect(sent).toBe(early);
    expect(untakenEarly()).toEqual(['/api/users/me/', '/api/billing/', '/api/dashboard/stats']);
    // Taken once: the next GET of the path asks the server again.
    expect(await api('/api/videos?limit=8')).toEqual({ n: 5 });
    // A write never gets a read's answer.
    await api('/api/users/me/', { method: 'PATCH', body: { first_name: 'A' } });
    expect(sent).toBe(6);
  });

  it('are not asked for when signed out or on a public page', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    bootOn('/dashboard', null);
    bootOn('/pricing', 'a-token');
    expect(fetch).not.toHaveBeenCalled();
    expect(untakenEarly()).toEqual([]);
  });

  it("fill the frame's queries before the first screen draws, leaving a refused or a late answer to its query", async () => {
    seedsQuery('/api/users/me/', ['me']);
    seedsQuery('/api/billing/', ['billing']);
    seedsQuery('/api/dashboard/stats', ['dashboard', 'stats']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/billing/') return new Response('{"error":"expired"}', { status: 401 });
        if (path === '/api/dashboard/stats') return new Promise<Response>(() => undefined);
        return new Response(JSON.stringify({ path }), { headers: { 'content-type': 'application/json' } });
      }),
    );
    bootOn('/dashboard', 'a-token');
    const seeded = new Map<string, unknown>();
    await seedEarly((key, data) => seeded.set(key.join('/'), data), 50);
    expect([...seeded]).toEqual([['me', { path: '/api/users/me/' }]]);
    // The refused and the late answer wait for their queries, as does the screen's own list.
    expect(untakenEarly()).toEqual(['/api/billing/', '/api/dashboard/stats', '/api/videos?limit=8']);
  });
});
