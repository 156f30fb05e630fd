import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemixMenu } from './remix-menu';

const SOURCE = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const video = (id: string, over: object = {}) => ({
  id,
  video_id: id,
  title: 'Cats at night',
  status: 'queued',
  percent: 0,
  error: null,
  ...over,
});

/** The progress stream (EventSource is not in jsdom): the test sends each video's events. */
class FakeStream {
  static open = new Map<string, FakeStream>();
  listeners = new Map<string, (e: { data: string }) => void>();
  constructor(url: string) {
    FakeStream.open.set(/\/api\/videos\/([^/]+)\/events/.exec(url)![1]!, this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.listeners.set(type, fn);
  }
  close() {}
  static send(id: string, v: object) {
    act(() => FakeStream.open.get(id)!.listeners.get('progress')!({ data: JSON.stringify(v) }));
  }
}

let posts: Array<{ url: string; body: unknown }>;
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  posts = [];
  FakeStream.open.clear();
  vi.stubGlobal('EventSource', FakeStream);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push({ url, body });
        if (url.endsWith('/ab-hooks'))
          return json(202, { videos: [video('a1', { ab_test: { group: 'g', hook: 'A' } }), video('b1')] });
        if ('duration' in body && body.duration > 30)
          return json(409, {
            error:
              'This video already says every line of its script (30 seconds), so a longer version needs new lines. Make a new video from the same idea with a longer length instead.',
            code: 'remix_needs_new_lines',
          });
        return json(202, video('new1'));
      }
      if (url === '/api/scripts/voices/with-previews/')
        return json(200, {
          voices: [
            { id: 'rachel', name: 'Rachel' },
            { id: 'josh', name: 'Josh' },
          ],
        });
      if (url === '/api/voices/clones/') return json(200, { clones: [] });
      return json(404, { error: 'Not found.' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMenu() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/my-content']}>
        <Routes>
          <Route
            path="/my-content"
            element={
              <RemixMenu
                source={{ id: SOURCE, voice: 'rachel', style: 'cinematic', language: 'en', durationSec: 30 }}
              />
            }
          />
          <Route path="/videos/:id/edit" element={<p>The editor of the new video</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Remix' }));

describe('the Remix menu of a finished video', { timeout: 20_000 }, () => {
  it('offers one change at a time, in plain words', () => {
    renderMenu();
    openMenu();
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'Another voice…',
      'Another style…',
      'A new hook',
      'Shorter',
      'Longer',
      'Another language…',
      'Test two hooks',
    ]);
  });

  it('another style: picks one the video does not have, shows the progress and opens the new video when ready', async () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Another style…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const styles = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(styles).not.toContain('Cinematic');
    fireEvent.click(screen.getByRole('option', { name: 'Retro' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make it' }));
    await screen.findByText('Your new version');
    expect(posts).toEqual([{ url: `/api/videos/${SOURCE}/remix`, body: { style: 'retro' } }]);
    FakeStream.send('new1', video('new1', { status: 'rendering', percent: 40 }));
    expect(screen.getByText('40%')).toBeTruthy();
    FakeStream.send('new1', video('new1', { status: 'completed', percent: 100 }));
    await screen.findByText('The editor of the new video');
  });

  it('longer: says plainly that it needs new lines', async () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Longer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('a longer version needs new lines');
    expect(posts[0]).toEqual({ url: `/api/videos/${SOURCE}/remix`, body: { duration: 45 } });
  });

  it('shorter asks for a video a third shorter', async () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Shorter' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({ duration: 20 });
  });

  it('test two hooks: follows Hook A and Hook B, then sends the creator to see both', async () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Test two hooks' }));
    await screen.findByText('Hook A');
    expect(screen.getByText('Hook B')).toBeTruthy();
    expect(posts[0]!.url).toBe(`/api/videos/${SOURCE}/ab-hooks`);
    FakeStream.send('a1', video('a1', { status: 'completed', percent: 100 }));
    FakeStream.send('b1', video('b1', { status: 'completed', percent: 100 }));
    expect(await screen.findByRole('button', { name: 'See both in My Content' })).toBeTruthy();
  });

  it('test two hooks refused: the dialog is still about two first lines and says why', async () => {
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation((url, init) =>
      String(url).endsWith('/ab-hooks')
        ? json(402, { error: 'You have no videos left this month.', code: 'quota_exceeded' })
        : answer(url, init),
    );
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Test two hooks' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('You have no videos left this month.')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Two first lines' })).toBeTruthy();
  });

  it('fits a 360 px phone: the menu and its dialogs set no width wider than the screen leaves', async () => {
    // jsdom lays nothing out, so this reads the widths the styles set: a dialog's paper takes the
    // screen less its margins (MUI's small dialog under 508 px), and nothing inside it, nor in the
    // menu, asks for more (a fixed width or min-width in px would push a control off a phone).
    const PHONE = 360;
    const px = (v: string) => (/^\d+(\.\d+)?px$/.test(v) ? parseFloat(v) : 0);
    const widest = (root: Element) =>
      Math.max(
        0,
        ...[root, ...root.querySelectorAll('*')].flatMap((el) => {
          const cs = getComputedStyle(el);
          return [px(cs.width), px(cs.minWidth)];
        }),
      );
    renderMenu();
    openMenu();
    expect(widest(screen.getByRole('menu'))).toBeLessThanOrEqual(PHONE - 32);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Another voice…' }));
    const dialog = await screen.findByRole('dialog');
    const paper = dialog.closest('.MuiDialog-paper')!;
    const margin = px(getComputedStyle(paper).margin);
    expect(getComputedStyle(paper).width).toBe(`calc(100% - ${2 * margin}px)`);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await screen.findByRole('listbox');
    expect(widest(paper)).toBeLessThanOrEqual(PHONE - 2 * margin);
    expect(widest(screen.getByRole('listbox'))).toBeLessThanOrEqual(PHONE - 32);
  });
});
