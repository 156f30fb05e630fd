import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScopeSelect, type Scope } from './scope-select';

const billing = (team: object | null) => ({ plan: 'business', source: 'team', team, usage: {} });

function Harness() {
  const [scope, setScope] = useState<Scope>('me');
  return (
    <>
      <ScopeSelect value={scope} onChange={setScope} />
      <p>showing {scope}</p>
    </>
  );
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

describe('ScopeSelect', () => {
  beforeEach(() => localStorage.setItem('token', 'a-token'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const answer = (body: object) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify(body), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );

  it('lets someone on a team switch between their own figures and the team’s', async () => {
    answer(billing({ role: 'member', owner: null, seats: 5, members: [], invites: [] }));
    mount();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Showing' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'My team' }));
    expect(await screen.findByText('showing team')).toBeTruthy();
  });

  it('shows nothing to someone on no team', async () => {
    answer(billing(null));
    mount();
    // The billing summary has been fetched and read before we look.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('showing me')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Showing' })).toBeNull();
  });
});
