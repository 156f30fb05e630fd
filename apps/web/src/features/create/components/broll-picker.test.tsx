import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROLL_MAX } from '@reelsmith/contracts/video';
import { BrollPicker } from './broll-picker';

const clip = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'video' as 'video' | 'photo',
  filename: `beach-${n}.mp4`,
  duration_seconds: 65 + n,
  width: 1920,
  height: 1080,
  original_url: `/api/files/users/u/uploads/${n}/original.mp4?exp=1&sig=s`,
});
const json = (body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

const photo = (n: number) => ({
  ...clip(n),
  kind: 'photo' as const,
  filename: `sunset-${n}.jpg`,
  duration_seconds: 0,
  original_url: `/api/files/users/u/uploads/${n}/original.jpg?exp=1&sig=s`,
});

let uploads: ReturnType<typeof clip>[];
/** Older uploads, served as a second page when set (the first page's `next` points to it). */
let older: ReturnType<typeof clip>[] = [];
let fetchMock: ReturnType<typeof vi.fn>;
/** What POST /api/uploads/photos answers next. */
let added: { status: number; body: object };
beforeEach(() => {
  uploads = [clip(1), clip(2), clip(3)];
  older = [];
  added = { status: 201, body: { results: [] } };
  fetchMock = vi.fn((url: string) =>
    url === '/api/uploads'
      ? json({ results: uploads, next: older.length ? 'page-2' : null, storage: {} })
      : url === '/api/uploads?cursor=page-2'
        ? json({ results: older, next: null, storage: {} })
        : url === '/api/uploads/photos'
          ? (() => {
              // As the server: kept photos are listed from then on, newest first.
              if (added.status === 201)
                uploads = [...(added.body as { results: typeof uploads }).results, ...uploads];
              return Promise.resolve(
                new Response(JSON.stringify(added.body), {
                  status: added.status,
                  headers: { 'content-type': 'application/json' },
                }),
              );
            })()
          : json({}),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let chosen: string[] = [];
function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  chosen = value;
  return <BrollPicker value={value} onChange={setValue} />;
}
const renderPicker = (initial?: string[]) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Harness initial={initial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('Your clips as B-roll', { timeout: 30_000 }, () => {
  it('lists the clips with thumbnails only when opened, and picks several in order', async () => {
    renderPicker();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Choose your clips' }));
    const group = await screen.findByRole('group', { name: /Your clips as B-roll/ });
    const tiles = within(group).getAllByRole('checkbox');
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual([
      'beach-1.mp4, 1:06',
      'beach-2.mp4, 1:07',
      'beach-3.mp4, 1:08',
    ]);
    // Each tile's thumbnail is the clip's own first frame.
    expect(group.querySelector('video')!.getAttribute('src')).toBe(`${uploads[0]!.original_url}#t=0.5`);
    // Native buttons (Tab reaches them; Enter and Space press them): the third, then the first.
    expect(tiles.every((t) => t.tagName === 'BUTTON' && t.tabIndex === 0)).toBe(true);
    fireEvent.click(tiles[2]!);
    fireEvent.click(tiles[0]!);
    expect(chosen).toEqual([uploads[2]!.id, uploads[0]!.id]);
    expect(tiles[2]!.getAttribute('aria-checked')).toBe('true');
    expect(tiles[2]!.getAttribute('aria-label')).toBe('beach-3.mp4, 1:08, scene 1');
    expect(screen.getByText('Your clips as B-roll (2 chosen)')).toBeTruthy();
    fireEvent.click(tiles[2]!);
    expect(chosen).toEqual([uploads[0]!.id]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chosen).toEqual([]);
  });

  it(`stops at ${BROLL_MAX} clips`, async () => {
    uploads = Array.from({ length: BROLL_MAX + 1 }, (_, i) => ({ ...clip(i), id: `${i}-id` }));
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Choose your clips' }));
    const group = await screen.findByRole('group', { name: /Your clips as B-roll/ });
    const tiles = within(group).getAllByRole('checkbox');
    for (const t of tiles) fireEvent.click(t);
    expect(chosen).toHaveLength(BROLL_MAX);
    expect(tiles[BROLL_MAX]!.getAttribute('aria-disabled')).toBe('true');
  });

  it('points to Upload when there are no clips, and forgets a deleted one', async () => {
    uploads = [];
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Choose your clips' }));
    expect(
      await screen.findByText('You have no clips yet. Upload one to use your own footage in your videos.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a clip' }).getAttribute('href')).toBe('/upload-video');
    cleanup();

    uploads = [clip(1)];
    renderPicker([clip(1).id, 'deleted-id']);
    await screen.findByRole('group', { name: /Your clips as B-roll/ });
    await vi.waitFor(() => expect(chosen).toEqual([clip(1).id]));
  });

  it('shows older clips a page at a time, and keeps a chosen clip that is on a page not shown yet', async () => {
    older = [clip(7)];
    renderPicker([clip(7).id]);
    const group = await screen.findByRole('group', { name: /Your clips as B-roll/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(chosen).toEqual([clip(7).id]);
    fireEvent.click(screen.getByRole('button', { name: 'Show older clips' }));
    const seventh = await within(group).findByRole('checkbox', { name: 'beach-7.mp4, 1:12, scene 1' });
    expect(seventh.getAttribute('aria-checked')).toBe('true');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show older clips' })).toBeNull();
    expect(chosen).toEqual([clip(7).id]);
  });

  it('shows photos as themselves, picks them like clips, and adds new photos as the next scenes', async () => {
    uploads = [photo(4), clip(1)];
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: 'Choose your clips' }));
    const group = await screen.findByRole('group', { name: /Your clips as B-roll/ });
    let tiles = within(group).getAllByRole('checkbox');
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual([
      'sunset-4.jpg, photo',
      'beach-1.mp4, 1:06',
    ]);
    // The photo's thumbnail is the photo (decorative: the tile's name says what it is), not a <video>.
    const img = tiles[0]!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(uploads[0]!.original_url);
    expect(img.getAttribute('alt')).toBe('');
    expect(tiles[0]!.querySelector('video')).toBeNull();
    expect(within(tiles[0]!).getByText('Photo')).toBeTruthy();
    expect(tiles.every((t) => t.tagName === 'BUTTON' && t.tabIndex === 0)).toBe(true);
    fireEvent.click(tiles[1]!);
    fireEvent.click(tiles[0]!);
    expect(chosen).toEqual([clip(1).id, photo(4).id]);
    expect(tiles[0]!.getAttribute('aria-label')).toBe('sunset-4.jpg, photo, scene 2');

    // Add photos: sent as multipart `photos`; the new ones appear and take the next scenes.
    added = { status: 201, body: { results: [{ ...photo(5), filename: 'dog.png' }] } };
    const input = screen.getByLabelText('Photos to add') as HTMLInputElement;
    expect(input.getAttribute('accept')).toContain('image/jpeg');
    expect(input.multiple).toBe(true);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dog.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await vi.waitFor(() => expect(chosen).toEqual([clip(1).id, photo(4).id, photo(5).id]));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/uploads/photos')!;
    const sent = (call[1] as RequestInit).body as FormData;
    expect((sent.getAll('photos')[0] as File).name).toBe('dog.png');
    tiles = within(group).getAllByRole('checkbox');
    expect(tiles[0]!.getAttribute('aria-label')).toBe('dog.png, photo, scene 3');

    // A refusal is shown as the server words it, and nothing is chosen.
    added = {
      status: 400,
      body: {
        error: '"notes.jpg" is not a photo we can read. Use JPEG, PNG or WebP pictures.',
        code: 'not_a_photo',
      },
    };
    fireEvent.change(input, { target: { files: [new File(['hi'], 'notes.jpg', { type: 'image/jpeg' })] } });
    expect(
      await screen.findByText('"notes.jpg" is not a photo we can read. Use JPEG, PNG or WebP pictures.'),
    ).toBeTruthy();
    expect(chosen).toHaveLength(3);
  });
});
