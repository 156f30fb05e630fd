import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../lib/auth/get-me';
import { DefaultsSection } from './defaults-section';

const CLONE_ID = 'clone:3f0c6a52-5b7e-4a43-9d0e-1c2b3a4d5e6f';
const json = (status: number, body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const me = {
  default_voice: 'rachel',
  default_style: 'cinematic',
  default_caption_preset: 'bold',
  default_language: 'en',
} as Me;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/voices/clones/')
      return json(200, {
        clones: [
          {
            id: CLONE_ID,
            name: 'Sam at home',
            sample_seconds: 75,
            requires_verification: false,
            created_at: '2026-01-01T00:00:00Z',
          },
        ],
        configured: true,
        plan: 'creator',
        limit: 3,
        unavailable_reason: null,
      });
    if (url === '/api/users/me/' && init?.method === 'PATCH')
      return json(200, { ...me, ...JSON.parse(init.body as string) });
    return json(404, { error: 'not here' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = (who: Me = me) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DefaultsSection me={who} />
    </QueryClientProvider>,
  );

describe('video defaults', { timeout: 30_000 }, () => {
  it('offers the user’s cloned voices as the default voice, above the catalogue', async () => {
    renderSection();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Default voice' }));
    const listbox = await screen.findByRole('listbox');
    const own = await within(listbox).findByRole('option', { name: 'Sam at home · Your voice' });
    const options = within(listbox).getAllByRole('option');
    const rachel = within(listbox).getByRole('option', { name: 'Rachel · Female' });
    expect(options.indexOf(own)).toBeLessThan(options.indexOf(rachel));
    expect(within(listbox).getByText('Your voices')).toBeTruthy();
    fireEvent.click(own);
    fireEvent.click(screen.getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH');
      expect(JSON.parse(patch![1].body as string).default_voice).toBe(CLONE_ID);
    });
    expect(await screen.findByText('Defaults saved.')).toBeTruthy();
  });

  it('saves the language new videos start in, shown in its own name', async () => {
    renderSection({ ...me, default_language: 'ar' });
    const select = screen.getByRole('combobox', { name: 'Default language' });
    expect(select.textContent).toBe('العربية (Arabic)');
    fireEvent.mouseDown(select);
    fireEvent.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Español (Spanish)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save defaults' }));
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH');
      expect(JSON.parse(patch![1].body as string).default_language).toBe('es');
    });
    expect(await screen.findByText('Defaults saved.')).toBeTruthy();
  });

  it('shows a saved clone default while the clones load', () => {
    fetchMock.mockImplementation(() => new Promise(() => undefined));
    renderSection({ ...me, default_voice: CLONE_ID });
    expect(screen.getByRole('combobox', { name: 'Default voice' }).textContent).toBe('Your cloned voice');
  });
});
