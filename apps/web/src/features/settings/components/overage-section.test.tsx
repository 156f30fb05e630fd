import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingSummary } from '../../../lib/billing/billing-api';
import { OverageSection } from './overage-section';

const json = (status: number, body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const summary = (overage: BillingSummary['usage']['overage']) =>
  ({ usage: { overage } }) as unknown as BillingSummary;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() =>
    json(409, {
      code: 'no_subscription',
      error:
        'Extra usage is billed with your subscription. Subscribe to Creator or Business first, then turn it on here.',
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderSection = (b: BillingSummary) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OverageSection b={b} />
    </QueryClientProvider>,
  );

describe('extra usage in Settings → Billing', { timeout: 30_000 }, () => {
  it('says it stops at the allowance where the server takes no payments, with nothing to turn on', () => {
    renderSection(summary({ available: false, cap_cents: null, spent_cents: 0 }));
    expect(screen.getByText(/your voice work stops at your plan’s monthly allowance/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on extra usage' })).toBeNull();
  });

  it('turns it on with the limit typed, and shows the server’s sentence when it is refused', async () => {
    renderSection(summary({ available: true, cap_cents: null, spent_cents: 0 }));
    expect(screen.getByText(/\$0\.10 per voice generation and \$0\.001 per character/)).toBeTruthy();
    const limit = screen.getByRole('textbox', { name: 'Monthly limit in dollars' });
    fireEvent.change(limit, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on extra usage' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose a monthly limit from $1 to $1000, in whole dollars.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(limit, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on extra usage' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Subscribe to Creator/));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/billing/overage/');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ cap_dollars: 30 });
  });

  it('shows the limit and this month’s spend when it is on, and turns off', async () => {
    fetchMock.mockImplementation(() => json(200, {}));
    renderSection(summary({ available: true, cap_cents: 2000, spent_cents: 132 }));
    expect(screen.getByTestId('overage-state').textContent).toBe(
      'Extra usage is on, up to $20 a month. $1.32 used this month.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/billing/overage/', 'DELETE']);
  });
});
