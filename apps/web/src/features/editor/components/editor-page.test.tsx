import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storyboard, StoryboardScene } from '@reelsmith/contracts/storyboard';
import { CONFLICT_TEXT } from '../hooks/use-storyboard-doc';
import EditorPage from './editor-page';
import { RERENDER_RULE } from './versions-panel';

const VIDEO = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BASE = `/api/videos/${VIDEO}`;

function scene(id: string, text: string): StoryboardScene {
  const words = text.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3 }));
  return {
    id,
    text,
    narration: { text, audioKey: `n/${id}.wav`, offsetSec: 0, durationSec: words.length * 0.4, words },
    visual: { kind: 'illustration', id: 'cat' },
    layout: 'subject',
    durationSec: words.length * 0.4 + 0.4,
    transition: 'cut',
    label: null,
    emphasis: null,
    backdrop: null,
  };
}

const storyboard = (): Storyboard => ({
  schema_version: 1,
  width: 1080,
  height: 1920,
  fps: 30,
  seed: 1,
  vibe: 'educational',
  language: 'en',
  voiceId: 'rachel',
  style: 'cinematic',
  captions: { preset: 'bold', position: 'bottom', safeZone: 'all' },
  music: { track: 'auto', volume: 0.5, ducking: true },
  watermark: null,
  title: 'Cats at night',
  caption: 'Why cats roam',
  hashtags: ['#cats'],
  tailSec: 0.8,
  scenes: [
    scene('s1', 'Cats see in the dark'),
    scene('s2', 'They hunt at dusk'),
    scene('s3', 'Follow for more'),
  ],
});

const version = (n: number, over: object = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  number: n,
  status: 'completed',
  percent: 100,
  error: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  completedAt: '2026-11-28T10:01:00.000Z',
  durationSec: 12,
  videoUrl: `/api/files/v${n}.mp4?sig=x`,
  thumbnailUrl: null,
  current: n === 1,
  ...over,
});

/** The server as the editor sees it: a stored document and revision, and what each call did. */
let server: { doc: Storyboard; revision: number; editable: boolean; reason?: string; versions: object[] };
let puts: Array<{ storyboard: Storyboard; revision: number }>;
let fetchMock: ReturnType<typeof vi.fn>;
/** What the next PUT answers instead of saving (once). */
let nextPut: { status: number; body: object } | null;
/** Whether the server has stock footage set up. */
let stockOn: boolean;
/** The video's own read (GET /api/videos/:id), when a test sets one. */
let videoRead: object | null;
const stockVisual = {
  kind: 'stock',
  provider: 'pexels',
  clipId: 'pexels-7',
  key: `users/u/videos/${VIDEO}/assets/pexels-7-chosen.mp4`,
  width: 1080,
  height: 1920,
  durationSec: 8,
  inSec: 0,
} as const;

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  server = { doc: storyboard(), revision: 3, editable: true, versions: [version(1)] };
  puts = [];
  nextPut = null;
  stockOn = true;
  videoRead = null;
  localStorage.setItem('token', 't');
  let blobs = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:${++blobs}`, revokeObjectURL: () => {} }),
  );
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === `${BASE}/storyboard` && method === 'GET')
      return json(200, {
        storyboard: server.editable ? server.doc : null,
        revision: server.revision,
        editable: server.editable,
        ...(server.reason ? { reason: server.reason } : {}),
      });
    if (url === `${BASE}/storyboard` && method === 'PUT') {
      const body = JSON.parse(init!.body as string) as { storyboard: Storyboard; revision: number };
      puts.push(body);
      if (nextPut) {
        const answer = nextPut;
        nextPut = null;
        return json(answer.status, answer.body);
      }
      if (body.revision !== server.revision)
        return json(409, {
          error: 'Changed elsewhere',
          code: 'storyboard_conflict',
          revision: server.revision,
        });
      // Scenes whose words changed are voiced again (as the server does).
      server.doc = {
        ...body.storyboard,
        scenes: body.storyboard.scenes.map((s) =>
          s.text === s.narration.text
            ? s
            : { ...s, narration: { ...s.narration, text: s.text, audioKey: `n/${s.id}-2.wav` } },
        ),
      };
      server.revision += 1;
      return json(200, { storyboard: server.doc, revision: server.revision });
    }
    if (url === BASE && method === 'GET' && videoRead) return json(200, videoRead);
    if (url.includes('/still?') || url.includes('/audio?'))
      return Promise.resolve(new Response('RIFF', { status: 200 }));
    if (url === `${BASE}/versions` && method === 'GET') return json(200, { versions: server.versions });
    if (url === `${BASE}/versions` && method === 'POST') {
      const v = version(2, {
        status: 'rendering',
        percent: 40,
        completedAt: null,
        videoUrl: null,
        current: false,
      });
      server.versions = [v, ...server.versions];
      return json(202, { version: v });
    }
    if (url.endsWith('/restore') && method === 'POST') {
      server.revision += 1;
      return json(200, { storyboard: server.doc, revision: server.revision });
    }
    if (url.startsWith('/api/illustrations?q=dog'))
      return json(200, { items: [{ id: 'dog', name: 'dog', url: '/api/illustrations/dog.png' }] });
    if (url.startsWith('/api/illustrations')) return json(200, { items: [] });
    if (url.startsWith('/api/stock?'))
      return json(
        200,
        stockOn
          ? {
              available: true,
              items: url.endsWith('q=sea')
                ? [
                    {
                      id: 'pexels-7',
                      width: 1080,
                      height: 1920,
                      durationSec: 8,
                      attribution: 'Video by Ann on Pexels',
                      pictureUrl: '/api/stock/pexels-7/picture',
                    },
                  ]
                : [],
            }
          : { available: false, reason: 'Stock footage is not available on this server.', items: [] },
      );
    if (url === '/api/stock/pexels-7/picture') return Promise.resolve(new Response('JPEG', { status: 200 }));
    if (url === `${BASE}/storyboard/stock` && method === 'POST') return json(200, { visual: stockVisual });
    if (url === '/api/scripts/voices/with-previews/') return json(200, { voices: [] });
    // The shell's account, usage and figures are not this screen's concern.
    return json(404, { error: 'Not found.' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderEditor() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/videos/${VIDEO}/edit`]}>
        <Routes>
          <Route path="/videos/:id/edit" element={<EditorPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The editor has opened the document (the first render of the screen is slow in jsdom). */
const opened = () => screen.findByRole('list', { name: 'Scenes in order' }, { timeout: 10_000 });
const strip = () => screen.getByRole('list', { name: 'Scenes in order' });
const cardTexts = () =>
  within(strip())
    .getAllByTestId('scene-card')
    .map((c) => c.textContent?.replace(/^\d+[\d.]+ s/, ''));
const lastPut = () => puts.at(-1)!;

describe('the video editor', { timeout: 30_000 }, () => {
  it('shows each scene with its text and length, and saves new words with the revision, then plays the voiced scene', async () => {
    renderEditor();
    const cards = await within(await opened()).findAllByTestId('scene-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Scene 1, 2.4 s: Cats see in the dark',
      'Scene 2, 2 s: They hunt at dusk',
      'Scene 3, 1.6 s: Follow for more',
    ]);
    expect(screen.getByText(RERENDER_RULE, { exact: false })).toBeTruthy();
    // Each card shows the server's still of that scene.
    await waitFor(() =>
      expect(within(cards[2]!).getByTestId('scene-still').getAttribute('src')).toMatch(/^blob:/),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).startsWith(`${BASE}/storyboard/scenes/s3/still?v=`)),
      ).toBe(true),
    );

    fireEvent.click(cards[1]!);
    const words = screen.getByLabelText('What the voice says');
    fireEvent.change(words, { target: { value: 'They hunt when the sun goes down' } });
    fireEvent.blur(words);
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut().revision).toBe(3);
    expect(lastPut().storyboard.scenes[1]!.text).toBe('They hunt when the sun goes down');
    expect(lastPut().storyboard.scenes[0]).toEqual(server.doc.scenes[0]);
    // Once voiced, the scene's new voice plays beside its still.
    const audio = await screen.findByTestId('scene-audio', {}, { timeout: 5000 });
    expect(audio.getAttribute('autoplay')).not.toBeNull();
    expect(
      fetchMock.mock.calls.some(([u]) => String(u).startsWith(`${BASE}/storyboard/scenes/s2/audio?v=`)),
    ).toBe(true);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('reorders by keyboard and by buttons, and undo and redo (buttons and Ctrl+Z) save each step', async () => {
    renderEditor();
    await opened();
    const first = within(strip()).getAllByTestId('scene-card')[0]!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut().storyboard.scenes.map((s) => s.id)).toEqual(['s2', 's1', 's3']);
    // The moved card keeps the focus, so Alt+arrow can carry it on.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Scene 2, .*Cats see/);

    fireEvent.click(within(strip()).getAllByTestId('scene-card')[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Move scene 3 earlier' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(lastPut().storyboard.scenes.map((s) => s.id)).toEqual(['s2', 's3', 's1']);
    expect(lastPut().revision).toBe(4);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(lastPut().storyboard.scenes.map((s) => s.id)).toEqual(['s2', 's1', 's3']);
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(puts).toHaveLength(4));
    expect(lastPut().storyboard.scenes.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(puts).toHaveLength(5));
    expect(lastPut().storyboard.scenes.map((s) => s.id)).toEqual(['s2', 's1', 's3']);
    expect(server.revision).toBe(8);
  });

  it('swaps a picture for an illustration found by a word', async () => {
    renderEditor();
    await opened();
    fireEvent.change(screen.getByLabelText('Search illustrations'), { target: { value: 'dog' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/illustrations?q=dog'))).toBe(true),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Use illustration: dog' }, { timeout: 5000 }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut().storyboard.scenes[0]!.visual).toEqual({ kind: 'illustration', id: 'dog' });
    expect(await screen.findByText('Now: Illustration: dog')).toBeTruthy();
  });

  it(
    'swaps a picture for stock footage found by a word, or says there is none on this server',
    { timeout: 60_000 },
    async () => {
      renderEditor();
      await opened();
      fireEvent.click(screen.getByRole('tab', { name: 'Stock' }));
      fireEvent.change(await screen.findByLabelText('Search stock footage'), { target: { value: 'sea' } });
      await waitFor(
        () => expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/stock?q=sea'),
        {
          timeout: 5000,
        },
      );
      const clip = await screen.findByRole(
        'button',
        { name: /^Use stock clip \(8 s\)/ },
        { timeout: 10_000 },
      );
      fireEvent.click(clip);
      await waitFor(() => expect(puts).toHaveLength(1));
      expect(lastPut().storyboard.scenes[0]!.visual).toEqual(stockVisual);
      expect(await screen.findByText('Now: Stock footage')).toBeTruthy();

      cleanup();
      stockOn = false;
      renderEditor();
      await opened();
      fireEvent.click(screen.getByRole('tab', { name: 'Stock' }));
      expect(await screen.findByText('Stock footage is not available on this server.')).toBeTruthy();
      expect(screen.queryByLabelText('Search stock footage')).toBeNull();
    },
  );

  it('splits at a clicked word, joins with the next, adds and deletes scenes', async () => {
    renderEditor();
    await opened();
    fireEvent.click(screen.getByRole('button', { name: 'Split before “in” (word 3)' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut().storyboard.scenes.map((s) => s.text)).toEqual([
      'Cats see',
      'in the dark',
      'They hunt at dusk',
      'Follow for more',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Join scene 1 with scene 2' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(lastPut().storyboard.scenes[0]!.text).toBe('Cats see in the dark');

    fireEvent.click(screen.getByRole('button', { name: 'Add a scene after this one' }));
    fireEvent.change(screen.getByLabelText('The new scene says'), { target: { value: 'Night owls too' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add scene' }));
    await waitFor(() => expect(puts).toHaveLength(3));
    expect(lastPut().storyboard.scenes[1]).toMatchObject({
      text: 'Night owls too',
      layout: 'statement',
      durationSec: 2,
    });
    // The new scene is the one being edited; delete it.
    expect(screen.getByRole('heading', { name: 'Scene 2 of 4' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete scene 2' }));
    await waitFor(() => expect(puts).toHaveLength(4));
    expect(lastPut().storyboard.scenes.map((s) => s.text)).toEqual([
      'Cats see in the dark',
      'They hunt at dusk',
      'Follow for more',
    ]);
  });

  it("changes the video's language in the whole-video settings, saved with the storyboard", async () => {
    renderEditor();
    await opened();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language.textContent).toBe('English');
    fireEvent.mouseDown(language);
    const options = await screen.findAllByRole('option');
    // Each in its own name, with the English name for a script the creator may not read.
    expect(options.map((o) => o.textContent)).toEqual([
      'English',
      'Español (Spanish)',
      'Português (Portuguese)',
      'Français (French)',
      'Deutsch (German)',
      'Italiano (Italian)',
      'हिन्दी (Hindi)',
      'العربية (Arabic)',
      '中文 (Chinese)',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Español (Spanish)' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut().storyboard.language).toBe('es');
    expect(lastPut().storyboard.scenes).toEqual(storyboard().scenes);
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('Español (Spanish)');
  });

  it('on a stale revision loads the newest document and says so plainly', async () => {
    renderEditor();
    await opened();
    // Another tab saved meanwhile.
    server.doc = {
      ...server.doc,
      scenes: [scene('s9', 'Saved in another tab'), ...server.doc.scenes.slice(1)],
    };
    server.revision = 9;
    fireEvent.click(screen.getByRole('button', { name: 'Move scene 1 later' }));
    expect(await screen.findByText(CONFLICT_TEXT)).toBeTruthy();
    expect(cardTexts()[0]).toContain('Saved in another tab');
    expect(screen.getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    // The next change is based on the newest revision.
    fireEvent.click(screen.getByRole('button', { name: 'Move scene 1 later' }));
    await waitFor(() => expect(lastPut().revision).toBe(9));
    await waitFor(() => expect(server.revision).toBe(10));
  });

  it('puts back the saved document when the server refuses a change, with its reason', async () => {
    renderEditor();
    await opened();
    nextPut = {
      status: 422,
      body: {
        error: 'Scene 1 is longer than your plan allows.',
        code: 'invalid_storyboard',
        sceneId: 's1',
        sceneNumber: 1,
        field: 'durationSec',
      },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Half a second longer' }));
    expect(await screen.findByText(/Scene 1 is longer than your plan allows/)).toBeTruthy();
    expect(screen.getByText('Last change not saved')).toBeTruthy();
    expect(within(strip()).getAllByTestId('scene-card')[0]!.getAttribute('aria-label')).toBe(
      'Scene 1, 2.4 s: Cats see in the dark',
    );
  });

  it('renders a new version with progress, keeps the old one playing, and restores any version', async () => {
    renderEditor();
    await opened();
    expect((await screen.findByTestId('editor-video')).getAttribute('src')).toBe('/api/files/v1.mp4?sig=x');
    fireEvent.click(screen.getByRole('button', { name: 'Render' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u, i]) => u === `${BASE}/versions` && i?.method === 'POST')).toBe(
        true,
      ),
    );
    const post = fetchMock.mock.calls.find(([u, i]) => u === `${BASE}/versions` && i?.method === 'POST')!;
    expect(JSON.parse(post[1].body as string)).toEqual({ revision: 3 });
    expect(await screen.findByText('Making version 2…')).toBeTruthy();
    expect(screen.getByTestId('version-percent').textContent).toBe('40%');
    expect(screen.getByTestId('editor-video').getAttribute('src')).toBe('/api/files/v1.mp4?sig=x');

    // Finished: it becomes the one in use; version 1 can be restored.
    server.versions = [version(2, { current: true }), version(1, { current: false })];
    await waitFor(() => expect(screen.queryByText('Making version 2…')).toBeNull(), { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByTestId('editor-video').getAttribute('src')).toBe('/api/files/v2.mp4?sig=x'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) => String(u).endsWith(`/versions/${version(1).id}/restore`)),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.getByTestId('editor-video').getAttribute('src')).toBe('/api/files/v1.mp4?sig=x'),
    );
  });

  it('shows the brand kit the video was made with, and turns it off or moves its logo for this video', async () => {
    server.doc.brand = {
      kitId: null,
      logoKey: `users/u/videos/${VIDEO}/brand/logo-1.png`,
      logoType: 'png',
      watermarkPosition: 'top-right',
      colors: { primary: '#1E5BFF', secondary: '#0A1A40', text: '#FFFFFF' },
      font: { name: 'DejaVu Serif', key: null },
      intro: '',
      outro: '',
      captionPosition: 'bottom',
      show: true,
    };
    renderEditor();
    await opened();
    const panel = screen.getByRole('region', { name: 'Your brand' });
    expect(within(panel).getByRole('img', { name: 'Main colour #1E5BFF' })).toBeTruthy();
    expect(within(panel).getByText('Font: DejaVu Serif')).toBeTruthy();

    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: 'Logo corner' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Bottom left' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(lastPut().storyboard.brand).toMatchObject({ watermarkPosition: 'bottom-left', show: true });

    const toggle = within(panel).getByRole('switch', {
      name: 'Show my logo, font and caption colour in this video',
    });
    fireEvent.click(toggle);
    await waitFor(() => expect(puts).toHaveLength(2));
    // Off for this video only: the kit's choices stay, so turning it on again brings them back.
    expect(lastPut().storyboard.brand).toMatchObject({ watermarkPosition: 'bottom-left', show: false });
    expect(lastPut().storyboard.scenes).toEqual(server.doc.scenes);
  });

  it('links one video of a hook test to its twin', async () => {
    videoRead = {
      id: VIDEO,
      title: 'Sea',
      status: 'completed',
      ab_test: { group: 'g', hook: 'A', twin_id: 'twin-1' },
    };
    renderEditor();
    await opened();
    const link = await screen.findByRole('link', { name: 'Open Hook B' });
    expect(link.getAttribute('href')).toBe('/videos/twin-1/edit');
  });

  it('shows no brand panel for a video made without a kit', async () => {
    renderEditor();
    await opened();
    expect(screen.queryByRole('region', { name: 'Your brand' })).toBeNull();
  });

  it('says why a video cannot be edited yet', async () => {
    server.editable = false;
    server.reason = 'This video is still being made. You can edit it as soon as it is ready.';
    renderEditor();
    expect(await screen.findByText(server.reason)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Scenes in order' })).toBeNull();
    await act(async () => {});
  });
});
