import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScriptEditor } from './script-editor';

// The signed-in account the shell hands its screens (Settings → Video defaults).
const account = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../../components/layout/app-shell', () => ({ useAccount: () => account.current }));

const json = (body: object) =>
  Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

// Measured paces per language, as the server answers them (Spanish slower than English here).
const RATES: Record<string, number> = { en: 160, es: 120, zh: 240 };
let asked: string[];

beforeEach(() => {
  asked = [];
  localStorage.setItem('token', 't');
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const rates = /^\/api\/scripts\/speaking-rates\/\?language=(\w+)$/.exec(url);
      if (rates) {
        asked.push(rates[1]!);
        const wpm = RATES[rates[1]!]!;
        return json({
          results: [{ voice: 'rachel', words_per_minute: wpm, measured: true, measured_seconds: 90 }],
        });
      }
      if (url.startsWith('/api/voices/clones')) return json({ clones: [] });
      return json({});
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function renderEditor() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ScriptEditor id="new" onClose={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Sixty words: a minute at 60 words a minute, half a minute at 120.
  fireEvent.change(screen.getByLabelText('Script'), { target: { value: Array(60).fill('hola').join(' ') } });
}

describe('the script editor’s spoken length', { timeout: 30_000 }, () => {
  it('uses the pace of the account’s language, and of another language when the creator picks it', async () => {
    account.current = { default_voice: 'rachel', default_language: 'es' };
    renderEditor();
    expect(
      await screen.findByText(/120 words a minute in Español \(Spanish\), measured/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('spoken-length').textContent).toContain('0:30');
    expect(asked).toEqual(['es']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(await screen.findByText(/160 words a minute in English, measured/)).toBeTruthy();
    expect(screen.getByTestId('spoken-length').textContent).toContain('0:23');
  });

  it('counts characters for Chinese, which has no spaces', async () => {
    account.current = { default_voice: 'rachel', default_language: 'zh' };
    renderEditor();
    fireEvent.change(screen.getByLabelText('Script'), { target: { value: '章鱼有三颗心脏。'.repeat(30) } });
    expect(await screen.findByText(/240 characters a minute in 中文 \(Chinese\)/)).toBeTruthy();
    // 210 characters without the full stops, at 240 a minute.
    expect(screen.getByTestId('spoken-length').textContent).toContain('0:53');
  });
});
