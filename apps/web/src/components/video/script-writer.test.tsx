import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WriterNotice, WrittenBy } from './script-writer';

afterEach(cleanup);

describe('who wrote the script, and what it still needs', () => {
  it('sends the creator from the notice to the editor of that video', () => {
    render(
      <MemoryRouter>
        <WriterNotice
          notice="Add the answer in your own words in the editor before you post."
          videoId="v42"
        />
      </MemoryRouter>,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Add the answer in your own words');
    expect(screen.getByRole('link', { name: 'Edit the script' }).getAttribute('href')).toBe(
      '/videos/v42/edit',
    );
  });

  it('has no link where the script box is already the editor', () => {
    render(
      <MemoryRouter>
        <WriterNotice notice="Add the answer in your own words in the editor before you post." />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the writer, and says in plain words why the offline writer stood in', () => {
    render(
      <WrittenBy writer={{ name: 'builtin', fallback_reason: 'The AI writer did not answer in time.' }} />,
    );
    expect(screen.getByTestId('written-by').textContent).toBe(
      'Script written by the offline writer. The AI writer did not answer in time.',
    );
    cleanup();
    render(<WrittenBy writer={{ name: 'gpt-4o-mini' }} />);
    expect(screen.getByTestId('written-by').textContent).toBe('Script written by gpt-4o-mini.');
  });
});
