import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Voice } from '../../../lib/voices/get-voices';
import { LOAD_ERROR, PLAY_ERROR } from '../hooks/use-preview-player';
import VoicesPage from './voices-page';

import { voice as catalogueVoice } from '../utils/voice-fixture';

const voice = (over: Partial<Voice>) => catalogueVoice({ description: 'A voice.', ...over });

const VOICES = [
  voice({ id: 'rachel', name: 'Rachel', description: 'Calm, composed young woman.' }),
  voice({
    id: 'drew',
    name: 'Drew',
    tone: 'Informative',
    category: 'Educational',
    description: 'Clear and informative.',
    has_preview: true,
    preview_url: '/api/files/public/voices/drew-1.mp3',
  }),
  voice({ id: 'alice', name: 'Alice', accent: 'British', tone: 'Confident', description: 'Crisp.' }),
];

const json = (status: number, body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

function Where() {
  const location = useLocation();
  return <p>create screen {location.search}</p>;
}

function renderPage(path = '/voices?returnTo=/create') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/voices" element={<VoicesPage />} />
          <Route path="/create" element={<Where />} />
          <Route path="/dashboard" element={<p>dashboard screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn>;
let playMock: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pauseMock: ReturnType<typeof vi.fn<() => void>>;
let generateAnswer: () => Promise<Response>;
let clonesAnswer: Record<string, unknown>;
const CLONE_ID = 'clone:3f0c6a52-5b7e-4a43-9d0e-1c2b3a4d5e6f';

beforeEach(() => {
  generateAnswer = () =>
    json(200, {
      preview_url: '/api/files/public/voices/rachel-1.mp3',
      preview_text: "Hi, I'm Rachel.",
      generated_at: '2026-01-01T00:00:00Z',
    });
  clonesAnswer = { clones: [], configured: true, plan: 'creator', limit: 3, unavailable_reason: null };
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url === '/api/scripts/voices/with-previews/') return json(200, { voices: VOICES });
    // Offline, another language is spoken by robotic voices, and the server says so per voice.
    if (url === '/api/scripts/voices/with-previews/?language=es')
      return json(200, {
        voices: VOICES.map((v) => ({
          ...v,
          language: 'es',
          robotic: true,
          description: `Robotic offline voice speaking Spanish. ${v.description}`,
        })),
      });
    if (url === '/api/voices/clones/' && init?.method === 'POST')
      return json(201, {
        id: CLONE_ID,
        name: 'Me',
        sample_seconds: 75,
        requires_verification: false,
        created_at: '2026-01-01T00:00:00Z',
      });
    if (url === '/api/voices/clones/') return json(200, clonesAnswer);
    if (url.startsWith('/api/voices/clones/') && init?.method === 'DELETE')
      return Promise.resolve(new Response(null, { status: 204 }));
    if (url === '/api/scripts/voices/preview/generate/') return generateAnswer();
    if (url.startsWith('/api/voices/favorites/')) return json(200, { voice_ids: ['alice'] });
    return json(404, { error: 'not here' });
  });
  vi.stubGlobal('fetch', fetchMock);
  playMock = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pauseMock = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(playMock);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pauseMock);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const audio = () => screen.getByTestId('voice-preview-audio') as HTMLAudioElement;
const cardOf = (name: string) => screen.getByRole('article', { name });

// MUI's first render in jsdom takes seconds on a small machine.
describe('voice library screen', { timeout: 30_000 }, () => {
  it('loads, searches and filters with the spec’s texts', async () => {
    renderPage();
    expect(screen.getByText('Loading Voice Library')).toBeTruthy();
    await screen.findByText('3 of 3 voices');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search voices' }), {
      target: { value: 'british' },
    });
    expect(screen.getByText('1 of 3 voices matching "british"')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search voices' }), {
      target: { value: 'nobody' },
    });
    expect(screen.getByText('No voices found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filter criteria.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show All Voices' }));
    const educational = screen.getByRole('button', { name: 'Educational, 1' });
    fireEvent.click(educational);
    expect(screen.getByText('1 of 3 voices')).toBeTruthy();
    fireEvent.click(educational);
    expect(screen.getByText('3 of 3 voices')).toBeTruthy();
  });

  it('generates a missing preview on first play, plays one voice at a time and stops on a second click', async () => {
    renderPage();
    await screen.findByText('3 of 3 voices');
    fireEvent.click(within(cardOf('Rachel')).getByRole('button', { name: 'Generate Preview: Rachel' }));
    expect(await within(cardOf('Rachel')).findByText('Generating...')).toBeTruthy();
    await within(cardOf('Rachel')).findByRole('button', { name: 'Playing: Rachel' });
    expect(audio().src).toBe(
      new URL('/api/files/public/voices/rachel-1.mp3', window.location.origin).toString(),
    );
    expect(within(cardOf('Rachel')).getByText('Preview ready')).toBeTruthy();

    // Another voice takes over; the first one stops.
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' }));
    await within(cardOf('Drew')).findByRole('button', { name: 'Playing: Drew' });
    expect(within(cardOf('Rachel')).getByRole('button', { name: 'Play Preview: Rachel' })).toBeTruthy();
    expect(audio().src).toContain('/api/files/public/voices/drew-1.mp3');
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/scripts/voices/preview/generate/')).toHaveLength(
      1,
    );

    // Clicking the playing voice stops it; the end of the audio resets a playing voice.
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Playing: Drew' }));
    expect(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' })).toBeTruthy();
    expect(pauseMock).toHaveBeenCalled();
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' }));
    await within(cardOf('Drew')).findByRole('button', { name: 'Playing: Drew' });
    fireEvent.ended(audio());
    expect(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' })).toBeTruthy();
  });

  it('shows the quota message and the audio errors of the spec', async () => {
    generateAnswer = () =>
      json(429, {
        quota_exceeded: true,
        error: 'Preview generation quota exceeded. Please try again later.',
      });
    renderPage();
    await screen.findByText('3 of 3 voices');
    fireEvent.click(within(cardOf('Rachel')).getByRole('button', { name: 'Generate Preview: Rachel' }));
    expect(
      await screen.findByText('Preview generation quota exceeded. Please try again later.'),
    ).toBeTruthy();

    playMock.mockImplementationOnce(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' }));
    expect(await screen.findByText(PLAY_ERROR)).toBeTruthy();

    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' }));
    await within(cardOf('Drew')).findByRole('button', { name: 'Playing: Drew' });
    fireEvent.error(audio());
    expect(await screen.findByText(LOAD_ERROR)).toBeTruthy();
    expect(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' })).toBeTruthy();
  });

  it('regenerates: stops that voice and asks the server again', async () => {
    renderPage();
    await screen.findByText('3 of 3 voices');
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' }));
    await within(cardOf('Drew')).findByRole('button', { name: 'Playing: Drew' });
    generateAnswer = () =>
      json(200, {
        preview_url: '/api/files/public/voices/drew-2.mp3',
        preview_text: "Hi, I'm Drew.",
        generated_at: '2026-01-02T00:00:00Z',
      });
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Regenerate Drew preview' }));
    expect(within(cardOf('Drew')).queryByRole('button', { name: 'Playing: Drew' })).toBeNull();
    expect(await screen.findByText('New preview ready for Drew.')).toBeTruthy();
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Play Preview: Drew' }));
    await within(cardOf('Drew')).findByRole('button', { name: 'Playing: Drew' });
    expect(audio().src).toContain('/api/files/public/voices/drew-2.mp3');
  });

  it('favourites through the API, and Use Voice returns to the caller with the voice', async () => {
    renderPage();
    await screen.findByText('3 of 3 voices');
    fireEvent.click(within(cardOf('Alice')).getByRole('button', { name: 'Add Alice to favorites' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/voices/favorites/alice/',
        expect.objectContaining({ method: 'PUT' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Favorites, 1' })).toBeTruthy();

    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Select Drew' }));
    const bar = screen.getByRole('region', { name: 'Selected voice' });
    expect(within(bar).getByText('Selected Voice:')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selected voice' }));
    expect(screen.queryByRole('region', { name: 'Selected voice' })).toBeNull();
    fireEvent.click(within(cardOf('Drew')).getByRole('button', { name: 'Select Drew' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use Voice' }));
    expect(await screen.findByText('create screen ?voice=drew')).toBeTruthy();
  });

  it('leaves for the dashboard on Escape when no caller is given', async () => {
    renderPage('/voices');
    await screen.findByText('3 of 3 voices');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(await screen.findByText('dashboard screen')).toBeTruthy();
  });

  it('answers a failed list with the spec’s message', async () => {
    fetchMock.mockImplementation(() => json(503, {}));
    renderPage();
    expect(await screen.findByText('Failed to fetch voices: 503 Service Unavailable')).toBeTruthy();
  });

  it('clones a voice with consent, lists it under Your voices, uses and deletes it', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Your voices' });
    const open = await within(section).findByRole('button', { name: 'Clone your voice' });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Clone your voice' });
    const submit = within(dialog).getByRole('button', { name: 'Clone voice' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const sample = new File([new Uint8Array(2048)], 'me.mp3', { type: 'audio/mpeg' });
    fireEvent.change(within(dialog).getByLabelText('Recording of your voice'), {
      target: { files: [sample] },
    });
    expect(submit.disabled).toBe(true); // no consent yet
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /This is my own voice, and I consent/ }));
    expect(submit.disabled).toBe(false);
    clonesAnswer = {
      ...clonesAnswer,
      clones: [
        {
          id: CLONE_ID,
          name: 'Me',
          sample_seconds: 75,
          requires_verification: false,
          created_at: '2026-01-01T00:00:00Z',
        },
      ],
    };
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([u, i]) => u === '/api/voices/clones/' && i?.method === 'POST')!;
    const body = post[1].body as FormData;
    expect(body.get('consent')).toBe('true');
    expect((body.get('sample') as File).name).toBe('me.mp3');

    const list = await within(section).findByRole('list', { name: 'Your cloned voices' });
    expect(within(list).getByText('Cloned voice · 1:15 sample')).toBeTruthy();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(list).getByRole('button', { name: 'Delete Me' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/voices/clones/${encodeURIComponent(CLONE_ID)}/`,
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Use Me' }));
    expect(await screen.findByText(`create screen ?voice=${encodeURIComponent(CLONE_ID)}`)).toBeTruthy();
  });

  it('says what cloning needs when the server has no ElevenLabs key', async () => {
    clonesAnswer = {
      clones: [],
      configured: false,
      plan: 'creator',
      limit: 3,
      unavailable_reason: 'Cloning your own voice isn’t available on this server yet.',
    };
    renderPage();
    expect(
      await screen.findByText('Cloning your own voice isn’t available on this server yet.'),
    ).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Your voices' });
    expect(
      (within(section).getByRole('button', { name: 'Clone your voice' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('plays a clone’s own preview, asked for by its id, and says why when there is none', async () => {
    const clone = {
      id: CLONE_ID,
      name: 'Me',
      sample_seconds: 75,
      requires_verification: false,
      created_at: '2026-01-01T00:00:00Z',
    };
    clonesAnswer = { ...clonesAnswer, clones: [clone] };
    generateAnswer = () =>
      json(200, {
        preview_url: '/api/files/users/u1/voices/clones/3f0c/preview.mp3?exp=1&sig=x',
        preview_text: 'Hi, this is Me.',
        generated_at: '2026-01-01T00:00:00Z',
      });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Your cloned voices' });
    fireEvent.click(within(list).getByRole('button', { name: 'Play Me preview' }));
    await waitFor(() => expect(playMock).toHaveBeenCalled());
    const ask = fetchMock.mock.calls.find(([u]) => u === '/api/scripts/voices/preview/generate/')!;
    expect(JSON.parse(ask[1].body as string)).toEqual({ voice_id: CLONE_ID });
    expect(audio().src).toContain('/voices/clones/3f0c/preview.mp3');
    expect(await within(list).findByRole('button', { name: 'Stop Me preview' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Stop Me preview' }));
    expect(await within(list).findByRole('button', { name: 'Play Me preview' })).toBeTruthy();

    // The server without a key: its sentence reaches the screen.
    const needs = 'Cloning your own voice isn’t available on this server yet.';
    generateAnswer = () => json(503, { error: needs, code: 'voice_cloning_not_configured', detail: needs });
    cleanup();
    renderPage();
    const again = await screen.findByRole('list', { name: 'Your cloned voices' });
    fireEvent.click(within(again).getByRole('button', { name: 'Play Me preview' }));
    expect(await screen.findByText(needs)).toBeTruthy();
  });

  it('hears the voices in the language the creator picks, and says plainly that they sound robotic', async () => {
    renderPage('/voices?returnTo=/create&language=es');
    await screen.findByText('3 of 3 voices');
    // From the create flow in Spanish: the list is already the Spanish one.
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Español (Spanish)');
    expect(fetchMock.mock.calls.some(([u]) => u === '/api/scripts/voices/with-previews/?language=es')).toBe(
      true,
    );
    expect(screen.getByText('In Español these voices are clear, but they sound robotic.')).toBeTruthy();
    expect(within(cardOf('Rachel')).getByText('Robotic')).toBeTruthy();
    expect(within(cardOf('Rachel')).getByText(/Robotic offline voice speaking Spanish/)).toBeTruthy();

    // Back to English: the natural list, with no robotic marks.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() => expect(within(cardOf('Rachel')).queryByText('Robotic')).toBeNull());
    expect(screen.queryByText(/sound robotic/)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English');
  });
});
