import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_FLOW_KEY, UploadFlow } from './upload-flow';

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <UploadFlow />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  // The upload itself is not what this test is about: the screen waits for it.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Upload keeps the work in progress', { timeout: 20_000 }, () => {
  it('returns to the upload and step being worked on after leaving for another screen', async () => {
    const first = renderAt('/upload-video?upload=u-1&step=2');
    await waitFor(() => expect(sessionStorage.getItem(UPLOAD_FLOW_KEY)).toBe('upload=u-1&step=2'));
    first.unmount();
    renderAt('/upload-video');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?upload=u-1&step=2'));
  });

  it('starts fresh when nothing is in progress', async () => {
    renderAt('/upload-video');
    expect(await screen.findByText('Drop your video here, or choose a file')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('');
  });
});
