import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuickCreate } from '../hooks/use-quick-create';
import { QuickCreate } from './quick-create';

function Box() {
  return <QuickCreate quick={useQuickCreate()} />;
}
function renderWithCredits(left: number | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            videos_created: 3,
            scripts_generated: 0,
            captions_created: 0,
            credits_available: left,
            plan: 'free',
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
      ),
    ),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Box />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard says the month’s limit before anything is spent', { timeout: 20_000 }, () => {
  it('shows "no videos left" as a notice with the upgrade path, and Generate is off', async () => {
    renderWithCredits(0);
    const notice = await screen.findByTestId('no-videos-left');
    expect(notice.textContent).toContain('No videos left this month');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing');
    expect((screen.getByRole('button', { name: 'Generate video' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing while videos are left', async () => {
    renderWithCredits(2);
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByTestId('no-videos-left')).toBeNull();
    expect((screen.getByRole('button', { name: 'Generate video' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
