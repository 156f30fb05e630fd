import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '../api/get-content';
import { ContentGrid } from './content-grid';

const video = (id: string, title: string, over: Partial<ContentItem> = {}): ContentItem => ({
  type: 'video',
  id,
  title,
  summary: title,
  excerpt: null,
  status: 'completed',
  percent: 100,
  error: null,
  duration_seconds: 30,
  word_count: null,
  thumbnail_url: null,
  media_url: null,
  download_url: null,
  vibe: 'educational',
  voice: 'rachel',
  style: 'cinematic',
  caption_style: 'bold',
  music: 'auto',
  target_duration: 30,
  script_id: null,
  audio_id: null,
  created_at: new Date().toISOString(),
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGrid(items: ContentItem[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ContentGrid items={items} onAction={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('My Content grid', () => {
  it('shows the two videos of a hook test as one pair, Hook A first, and others as cards', () => {
    renderGrid([
      // Newest first: B was made a moment after A, and another video sits between them.
      video('b', 'Deep sea lights', { ab_test: { group: 'g1', hook: 'B' } }),
      video('x', 'Volcano basics'),
      video('a', 'Deep sea lights', { ab_test: { group: 'g1', hook: 'A' } }),
      // A hook test whose twin is not on this page stays a single card.
      video('lone', 'Moon myths', { ab_test: { group: 'g2', hook: 'A' } }),
    ]);
    const pair = screen.getByRole('group', { name: 'Hook test: Deep sea lights' });
    expect(within(pair).getAllByText('Deep sea lights')).toHaveLength(2);
    expect(
      within(pair)
        .getAllByText(/^Hook [AB]$/)
        .map((c) => c.textContent),
    ).toEqual(['Hook A', 'Hook B']);
    expect(within(pair).queryByText('Volcano basics')).toBeNull();
    // One tile for the pair where its first video stood, then the others in order.
    const grid = screen.getByRole('region', { name: 'Your content' });
    const tiles = [...grid.children].map((el) =>
      el.getAttribute('role') === 'group'
        ? 'pair'
        : (el.textContent?.match(/Volcano basics|Moon myths/)?.[0] ?? '?'),
    );
    expect(tiles).toEqual(['pair', 'Volcano basics', 'Moon myths']);
    expect(screen.queryByRole('group', { name: /Moon myths/ })).toBeNull();
    expect(screen.getByText('Moon myths')).toBeTruthy();
  });
});
