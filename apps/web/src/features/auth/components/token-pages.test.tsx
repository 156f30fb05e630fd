import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActivatePage from './activate-page';
import ResetPasswordPage from './reset-password-page';

function renderAt(url: string, path: string, element: ReactNode) {
  return render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
const json = (status: number, body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('activation page', () => {
  it('activates once, even when React runs the effect twice, signs in and goes on to the dashboard', async () => {
    localStorage.removeItem('token');
    fetchMock.mockReturnValue(
      json(200, { message: 'Your account is activated and you are signed in.', access: 'a.b.c' }),
    );
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/activate?token=tok-1']}>
            <Routes>
              <Route path="/activate" element={<ActivatePage />} />
              <Route path="/dashboard" element={<h1>Dashboard here</h1>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'Account activated!' })).toBeTruthy();
    expect(screen.getByText('Your account is activated and you are signed in.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ token: 'tok-1' });
    expect(localStorage.getItem('token')).toBe('a.b.c');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard here' }, { timeout: 3000 })).toBeTruthy();
    localStorage.removeItem('token');
  });

  it('says an expired link expired and offers a new one', async () => {
    fetchMock.mockReturnValueOnce(
      json(400, {
        code: 'token_expired',
        error: 'This activation link has expired. Request a new one below.',
      }),
    );
    renderAt('/activate?token=tok-2', '/activate', <ActivatePage />);
    expect(await screen.findByRole('heading', { name: 'Link expired' })).toBeTruthy();
    expect(screen.getByText('This activation link has expired. Request a new one below.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'me@example.com' } });
    fetchMock.mockReturnValueOnce(json(200, { message: 'New link on its way.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
    expect(await screen.findByText('New link on its way.')).toBeTruthy();
  });

  it('says a used link was used and sends the user to sign in without a resend form', async () => {
    fetchMock.mockReturnValueOnce(
      json(400, { code: 'token_used', error: 'This activation link has already been used.' }),
    );
    renderAt('/activate?token=tok-3', '/activate', <ActivatePage />);
    expect(await screen.findByRole('heading', { name: 'Link already used' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend activation email' })).toBeNull();
  });
});

describe('reset password page', () => {
  it('checks the new password and its confirmation before sending', () => {
    renderAt('/reset-password?token=r1', '/reset-password', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the token with the new password and confirms', async () => {
    fetchMock.mockReturnValue(
      json(200, { message: 'Your password has been reset. You can sign in with your new password now.' }),
    );
    renderAt('/reset-password?token=r2', '/reset-password', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough 1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'long enough 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ token: 'r2', password: 'long enough 1' });
  });

  it('offers a new link when the token is used or expired', async () => {
    fetchMock.mockReturnValue(
      json(400, { code: 'token_used', error: 'This password reset link has already been used.' }),
    );
    renderAt('/reset-password?token=r3', '/reset-password', <ResetPasswordPage />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long enough 1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'long enough 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('This password reset link has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
