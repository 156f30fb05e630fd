import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { VoiceStats } from './voice-stats';

afterEach(cleanup);

it('reads as a list of four terms and values, each group holding only its term and value', () => {
  render(<VoiceStats total={21} withPreviews={6} favorites={2} accents={5} />);
  const list = screen.getByLabelText('Voice library at a glance');
  expect(list.tagName).toBe('DL');
  // What a screen reader announces: the label, never the emoji beside it.
  expect(
    screen.getAllByRole('term').map((t) => t.textContent?.replace(/\p{Extended_Pictographic}|\uFE0F/gu, '')),
  ).toEqual(['Total Voices', 'With Previews', 'Favorites', 'Accents']);
  expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['21', '6', '2', '5']);
  for (const group of Array.from(list.children)) {
    expect(group.tagName).toBe('DIV');
    expect(Array.from(group.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    expect(group.querySelector('dt [aria-hidden="true"]')?.textContent).toMatch(/\p{Extended_Pictographic}/u);
  }
});
