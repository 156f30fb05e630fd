import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/server-errors';
import { retryDelay } from '../../lib/query-retry';
import { RateLimitNotice } from './rate-limit-notice';

// The wait is one time for the whole app (module state), and a test file before this one in the same
// worker may have left one running (api-client.test's 43 s): the clock starts an hour on, past it.
beforeEach(() => {
  vi.useFakeTimers({ now: Date.now() + 3_600_000 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tooMany = (wait: number) => new ApiError(429, { code: 'rate_limited' }, 'Too many requests.', wait);

// The quiet case runs first: the 429's wait below outlives its test.
describe('RateLimitNotice', () => {
  it('stays quiet for other failures', () => {
    render(<RateLimitNotice />);
    act(() => void retryDelay(0, new ApiError(503, {}, 'Down')));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a screen is waiting out a 429, counts down, and goes once the screen asks again', () => {
    render(<RateLimitNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void retryDelay(0, tooMany(3)));
    expect(screen.getByRole('status').textContent).toMatch(/try again in 4 seconds\.$/);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toMatch(/try again in 2 seconds\.$/);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
