import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from './routes';

const ready = async () => ({ default: () => <h1>Your dashboard</h1> });

describe("a screen's code", () => {
  it('once loaded ahead, draws the screen on the first render, with no loading state first', async () => {
    const Screen = page(ready);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Your dashboard' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('not loaded yet, shows the loading state until it arrives', async () => {
    const Screen = page(ready);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeTruthy();
  });
});
