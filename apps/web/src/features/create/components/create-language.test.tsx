import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLOW_KEY, initialFlow, type FlowState } from '../hooks/use-create-flow';
import CreatePage from './create-page';

// The five-step flow's language (issue 42): picked at the Script step, and sent with every request
// that writes, voices or renders the video.

const SCRIPT = 'Los pulpos tienen tres corazones y sangre azul.';
const json = (status: number, body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

let sent: Record<string, Record<string, unknown>[]>;
/** The signed-in account the shell loads; null answers 404 (not this screen's concern). */
let account: Record<string, unknown> | null;

/** A flow the creator left at `active`, with a script (and, from step 3 on, a voice-over) made. */
function flowAt(active: FlowState['active'], over: Partial<FlowState> = {}): FlowState {
  const audio =
    active > 2
      ? {
          success: true,
          audio_url: '/api/files/a.wav',
          content_id: '00000000-0000-4000-8000-0000000000a1',
          voice_used: 'rachel',
          character_count: SCRIPT.length,
          was_cached: false,
          duration_seconds: 4,
          text: SCRIPT,
        }
      : null;
  return {
    ...initialFlow(),
    active,
    completed: [true, true, active > 2, active > 3, false],
    topic: 'Por qué los pulpos tienen tres corazones',
    script: {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Pulpos',
      text: SCRIPT,
      saved: SCRIPT,
      caption: '',
      hashtags: [],
    },
    audio,
    ...over,
  };
}

function renderFlow(state: FlowState) {
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(state));
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/create']}>
        <CreatePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sent = {};
  account = null;
  localStorage.setItem('token', 't');
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST' && typeof init.body === 'string') {
        (sent[url] ??= []).push(JSON.parse(init.body) as Record<string, unknown>);
        // Refused: the test is about what was asked for, not what comes back.
        return json(503, { error: 'Not now.' });
      }
      if (url === '/api/users/me/' && account) return json(200, account);
      // The shell's account, usage and the voice list are not this screen's concern.
      return json(404, { error: 'Not found.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the five-step flow in another language', { timeout: 30_000 }, () => {
  it('shows the language at the Script step (English at first) and writes the next script in the one picked', async () => {
    renderFlow(flowAt(1));
    const language = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 10_000 });
    expect(language.textContent).toBe('English');
    fireEvent.mouseDown(language);
    fireEvent.click(await screen.findByRole('option', { name: 'Español (Spanish)' }));
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Español (Spanish)');
    expect(
      screen.getByText('The voice reads your script in Español, and the captions follow it.'),
    ).toBeTruthy();
    const summary = screen.getByRole('complementary', { name: 'Your video so far' });
    expect(within(summary).getByText('Español (Spanish)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Write another' }));
    await waitFor(() => expect(sent['/api/scripts/text/']).toHaveLength(1));
    expect(sent['/api/scripts/text/']![0]).toMatchObject({ language: 'es' });
  });

  it('starts a fresh flow in the account’s language (Settings)', async () => {
    account = {
      ...{ id: 'u1', username: 'u', first_name: 'A', last_name: 'B', email: 'a@b.c', plan: 'free' },
      ...{ credits: 3, avatar: null, default_voice: 'rachel', default_style: 'cinematic' },
      ...{ default_caption_preset: 'bold', default_language: 'ar', date_joined: '2026-01-01T00:00:00Z' },
      operator: false,
    };
    renderFlow(initialFlow());
    const summary = await screen.findByRole(
      'complementary',
      { name: 'Your video so far' },
      { timeout: 10_000 },
    );
    expect(await within(summary).findByText('العربية (Arabic)', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('makes the voice-over and the video in the chosen language', async () => {
    renderFlow(flowAt(2, { language: 'es' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate audio' }, { timeout: 10_000 }));
    await waitFor(() => expect(sent['/api/scripts/audio-from-text/']).toHaveLength(1));
    expect(sent['/api/scripts/audio-from-text/']![0]).toMatchObject({ script: SCRIPT, language: 'es' });
    cleanup();

    renderFlow(flowAt(4, { language: 'es' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Render video' }, { timeout: 10_000 }));
    await waitFor(() => expect(sent['/api/videos']).toHaveLength(1));
    expect(sent['/api/videos']![0]).toMatchObject({ language: 'es', script_id: flowAt(1).script!.id });
  });

  it('asks for a new voice-over when the language changes after one was made', async () => {
    renderFlow(flowAt(3, { language: 'en', active: 1 }));
    const language = await screen.findByRole('combobox', { name: 'Language' }, { timeout: 10_000 });
    fireEvent.mouseDown(language);
    fireEvent.click(await screen.findByRole('option', { name: '中文 (Chinese)' }));
    await waitFor(() => {
      const saved = JSON.parse(sessionStorage.getItem(FLOW_KEY)!) as FlowState;
      expect(saved).toMatchObject({
        language: 'zh',
        audio: null,
        completed: [true, true, false, false, false],
      });
    });
  });
});
