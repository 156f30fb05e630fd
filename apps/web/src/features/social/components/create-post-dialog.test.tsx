import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformStatus } from '../api/get-connection-status';
import { useOauthPopup } from '../hooks/use-oauth-popup';
import { CreatePostDialog } from './create-post-dialog';

const platform = (name: string, display: string, connected: boolean): PlatformStatus => ({
  platform: { name, display_name: display, is_coming_soon: false },
  is_connected: connected,
  account: connected ? { platform_username: '@me', last_connected_at: '2026-11-23T10:00:00Z' } : null,
  needs_reconnect: false,
  is_configured: true,
  missing_env: [],
  early_access_requested: false,
});
const VIDEO = {
  id: '0b5e2c1e-8b7a-4d2f-9c1e-2f3a4b5c6d7e',
  title: 'Octopus hearts',
  thumbnail_url: null,
  duration_seconds: 15,
};
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

let fetchMock: ReturnType<typeof vi.fn>;
let createAnswer: () => Promise<Response>;
beforeEach(() => {
  createAnswer = () => json(201, { id: 'p1', status: 'pending' });
  fetchMock = vi.fn((url: string) => {
    if (url.startsWith('/api/content')) return json(200, { results: [VIDEO], next: null });
    if (url === '/api/social/posts/create/') return createAnswer();
    if (url === `/api/videos/${VIDEO.id}` && videoWords) return json(200, { id: VIDEO.id, ...videoWords });
    if (url === '/api/social/connection-status/') return json(200, { platforms: connected });
    if (url.endsWith('/connect/')) return json(200, { oauth_url: 'https://accounts.example/auth?x=1' });
    return json(404, { error: 'nope' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
let connected: PlatformStatus[] = [];
let videoWords: { title: string; caption: string | null; hashtags: string[] } | null = null;
afterEach(() => {
  videoWords = null;
});

function open(platforms: PlatformStatus[], onError = vi.fn(), onClose = vi.fn()) {
  render(
    <CreatePostDialog
      open
      onClose={onClose}
      platforms={platforms}
      initialVideoId={VIDEO.id}
      onError={onError}
    />,
    { wrapper },
  );
  return { onError, onClose };
}

describe('Create Post', { timeout: 30_000 }, () => {
  it('says to connect a platform first when none is connected', async () => {
    open([platform('youtube', 'YouTube', false)]);
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Hearts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No connected platforms. Connect at least one platform first.',
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/social/posts/create/', expect.anything());
  });

  it('adds hashtags with Enter, trimmed and without duplicates, and sends the spec payload', async () => {
    const { onClose } = open([platform('youtube', 'YouTube', true), platform('tiktok', 'TikTok', false)]);
    expect(screen.queryByLabelText('TikTok')).toBeNull();
    await screen.findByRole('combobox', { name: /Video/ });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: ' Hearts ' } });
    const tags = screen.getByLabelText('Hashtags');
    for (const t of ['#cats', '  Cats ', 'science', '   ']) {
      fireEvent.change(tags, { target: { value: t } });
      fireEvent.keyDown(tags, { key: 'Enter' });
    }
    expect(screen.getByText('#cats')).toBeTruthy();
    expect(screen.getByText('#science')).toBeTruthy();
    expect(screen.queryByText('#Cats')).toBeNull();
    fireEvent.click(screen.getByLabelText('YouTube'));
    fireEvent.click(screen.getByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([u]) => u === '/api/social/posts/create/')!;
    expect(JSON.parse(call[1].body)).toEqual({
      title: 'Hearts',
      description: '',
      video_file_path: VIDEO.id,
      hashtags: ['cats', 'science'],
      platforms: ['youtube'],
      scheduled_for: null,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it("is filled from the video's own title, caption and hashtags, and keeps what the creator typed", async () => {
    videoWords = {
      title: 'Why octopuses have three hearts',
      caption: 'Two pump blood to the gills, one to the body.',
      hashtags: ['#octopus', '#science'],
    };
    const { onClose } = open([platform('youtube', 'YouTube', true)]);
    await waitFor(() =>
      expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(
        'Why octopuses have three hearts',
      ),
    );
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Two pump blood to the gills, one to the body.',
    );
    expect(screen.getByText('#octopus')).toBeTruthy();
    expect(screen.getByText('#science')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Three hearts!' } });
    fireEvent.click(screen.getByLabelText('YouTube'));
    fireEvent.click(screen.getByRole('button', { name: 'Post now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([u]) => u === '/api/social/posts/create/')!;
    expect(JSON.parse(call[1].body)).toMatchObject({
      title: 'Three hearts!',
      description: 'Two pump blood to the gills, one to the body.',
      hashtags: ['octopus', 'science'],
    });
  });

  it('shows the server reason as "Failed to create post: …"', async () => {
    createAnswer = () => json(400, { error: 'Only finished videos can be posted.' });
    const { onError } = open([platform('youtube', 'YouTube', true)]);
    await screen.findByRole('combobox', { name: /Video/ });
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Hearts' } });
    fireEvent.click(screen.getByLabelText('YouTube'));
    fireEvent.click(screen.getByRole('button', { name: 'Post now' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('Failed to create post: Only finished videos can be posted.'),
    );
  });
});

describe('the OAuth popup', () => {
  const popupWindow = () => ({ location: { href: '' }, close: vi.fn() });

  it('opens 600x700, polls every 2 s and stops once the platform is connected', async () => {
    vi.useFakeTimers();
    const popup = popupWindow();
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    connected = [platform('youtube', 'YouTube', false)];
    const { result } = renderHook(() => useOauthPopup(vi.fn()), { wrapper });
    await act(() => result.current.connect('youtube'));
    expect(openSpy.mock.calls[0][2]).toMatch(/width=600,height=700/);
    expect(popup.location.href).toBe('https://accounts.example/auth?x=1');
    expect(result.current.connecting).toBe('youtube');
    const polls = () => fetchMock.mock.calls.filter(([u]) => u === '/api/social/connection-status/').length;
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(polls()).toBe(2);
    connected = [platform('youtube', 'YouTube', true)];
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.connecting).toBeNull();
    const after = polls();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(after);
  });

  it('gives up after 120 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(window, 'open').mockReturnValue(popupWindow() as unknown as Window);
    connected = [platform('youtube', 'YouTube', false)];
    const { result } = renderHook(() => useOauthPopup(vi.fn()), { wrapper });
    await act(() => result.current.connect('youtube'));
    await act(() => vi.advanceTimersByTimeAsync(118_000));
    expect(result.current.connecting).toBe('youtube');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(result.current.connecting).toBeNull();
    const polls = fetchMock.mock.calls.filter(([u]) => u === '/api/social/connection-status/').length;
    expect(polls).toBe(59);
  });
});
