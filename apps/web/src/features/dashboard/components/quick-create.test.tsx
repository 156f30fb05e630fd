import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

describe('the dashboard box makes a video in the language the creator picks', { timeout: 20_000 }, () => {
  it('starts in English, lists each language in its own name, and sends the chosen one', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/videos' && init?.method === 'POST') {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          // Refused, so the test stops at what was sent (no render follows).
          return Promise.resolve(
            new Response(JSON.stringify({ error: 'Not now.' }), {
              status: 503,
              headers: { 'content-type': 'application/json' },
            }),
          );
        }
        return Promise.resolve(
          new Response(JSON.stringify({ credits_available: 5 }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <Box />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect(within(language).getByRole('option', { selected: true }).textContent).toBe('English');
    expect(within(language).getByRole('option', { name: 'Español (Spanish)' })).toBeTruthy();
    expect(within(language).getByRole('option', { name: '中文 (Chinese)' }).getAttribute('lang')).toBe(
      'zh-Hans',
    );

    fireEvent.change(screen.getByLabelText('Your video idea'), {
      target: { value: 'Por qué los pulpos tienen tres corazones' },
    });
    fireEvent.change(language, { target: { value: 'es' } });
    expect(within(language).getByRole('option', { selected: true }).textContent).toBe('Español (Spanish)');
    fireEvent.click(screen.getByRole('button', { name: 'Generate video' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ idea: 'Por qué los pulpos tienen tres corazones', language: 'es' });
  });
});
