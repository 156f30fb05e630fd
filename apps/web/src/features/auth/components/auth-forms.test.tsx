import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './login-page';
import SignupPage from './signup-page';

function renderAt(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={element} />
          <Route path="/email-confirmation" element={<p>confirmation screen</p>} />
          <Route path="/dashboard" element={<p>dashboard screen</p>} />
          <Route path="/create" element={<p>create screen</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (status: number, body: object) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

let fetchMock: ReturnType<typeof vi.fn>;
/** What the server says about "Continue with Google" (asked on mount, apart from the form's calls). */
let providers = { google: false };
beforeEach(() => {
  fetchMock = vi.fn();
  providers = { google: false };
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    url === '/api/auth/providers/' ? json(200, providers) : (fetchMock as unknown as typeof fetch)(url, init),
  );
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-up screen', () => {
  it('shows the spec messages for empty fields and sends nothing', () => {
    renderAt('/signup', <SignupPage />);
    type('Username', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Start Creating Free' }));
    for (const text of [
      'Username is required',
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the email shape and password length, and editing a field clears its error', () => {
    renderAt('/signup', <SignupPage />);
    type('Username', 'maya');
    type('First name', 'Maya');
    type('Last name', 'Chen');
    type('Email', 'maya@example');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Start Creating Free' }));
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    type('Email', 'maya@example.com');
    expect(screen.queryByText('Email is invalid')).toBeNull();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
  });

  it('sends trimmed values, disables the form while sending, then shows the message and redirects after 3 s', async () => {
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (answer = r)));
    renderAt('/signup', <SignupPage />);
    type('Username', ' maya ');
    type('First name', ' Maya');
    type('Last name', 'Chen ');
    type('Email', ' maya@example.com ');
    type('Password', ' 12345678 ');
    fireEvent.click(screen.getByRole('button', { name: 'Start Creating Free' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Username')).toHaveProperty('disabled', true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users/register/');
    expect(JSON.parse(init.body)).toEqual({
      username: 'maya',
      first_name: 'Maya',
      last_name: 'Chen',
      email: 'maya@example.com',
      password: ' 12345678 ',
    });

    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(
      new Response(
        JSON.stringify({
          message: 'Registration successful! Please check your email to activate your account.',
        }),
        { status: 201 },
      ),
    );
    await screen.findByText('Registration successful! Please check your email to activate your account.');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByText('confirmation screen')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('confirmation screen')).toBeTruthy();
  });

  it('shows the server’s first message under each field and the rest in a banner', async () => {
    fetchMock.mockReturnValue(
      json(400, {
        error: 'Registration failed. Please check your information and try again.',
        email: ['A user with that email already exists.'],
        username: ['A user with that username already exists.', 'Try another one.'],
      }),
    );
    renderAt('/signup', <SignupPage />);
    type('Username', 'maya');
    type('First name', 'Maya');
    type('Last name', 'Chen');
    type('Email', 'maya@example.com');
    type('Password', '12345678');
    fireEvent.click(screen.getByRole('button', { name: 'Start Creating Free' }));
    expect(await screen.findByText('A user with that email already exists.')).toBeTruthy();
    expect(screen.getByText('A user with that username already exists.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Try another one.');
  });

  it('uses the spec fallbacks: message, error, default text, and the network text', async () => {
    const fill = () => {
      type('Username', 'maya');
      type('First name', 'Maya');
      type('Last name', 'Chen');
      type('Email', 'maya@example.com');
      type('Password', '12345678');
      fireEvent.click(screen.getByRole('button', { name: 'Start Creating Free' }));
    };
    fetchMock.mockReturnValueOnce(json(500, {}));
    renderAt('/signup', <SignupPage />);
    fill();
    expect(
      await screen.findByText('Registration failed. Please check your information and try again.'),
    ).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fill();
    expect(
      await screen.findByText('Cannot connect to server. Please check your connection and try again.'),
    ).toBeTruthy();
  });
});

describe('login screen', () => {
  it('shows the spec messages, with links to sign up and forgot password', () => {
    renderAt('/login', <LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('Email', 'bad');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the access token under "token", shows the message and goes to ?next after 1 s', async () => {
    fetchMock.mockReturnValue(
      json(200, { access: 'jwt.value.here', message: 'Login successful! Redirecting...' }),
    );
    renderAt('/login?next=%2Fcreate', <LoginPage />);
    type('Email', ' sam@example.com ');
    type('Password', 'secret-pw');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Login successful! Redirecting...');
    expect(localStorage.getItem('token')).toBe('jwt.value.here');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      email: 'sam@example.com',
      password: 'secret-pw',
    });
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() => expect(screen.getByText('create screen')).toBeTruthy());
  });

  it('shows the server message, the fallback and the network text', async () => {
    fetchMock.mockReturnValueOnce(
      json(401, { error: 'Invalid email or password.', code: 'invalid_credentials' }),
    );
    renderAt('/login', <LoginPage />);
    type('Email', 'sam@example.com');
    type('Password', 'secret-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    fetchMock.mockReturnValueOnce(json(400, {}));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed.')).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Cannot connect to server. Please make sure the backend is running.'),
    ).toBeTruthy();
  });

  it('offers to resend the activation email to an inactive account', async () => {
    const inactive =
      'Your account is not activated yet. Open the activation link we emailed you, or send a new one.';
    fetchMock.mockReturnValueOnce(json(403, { error: inactive, code: 'account_inactive' }));
    renderAt('/login', <LoginPage />);
    type('Email', 'new@example.com');
    type('Password', 'secret-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(inactive)).toBeTruthy();
    fetchMock.mockReturnValueOnce(json(200, { message: 'sent it' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resend activation email' }));
    expect(await screen.findByText('sent it')).toBeTruthy();
    expect(fetchMock.mock.calls[1][0]).toBe('/api/users/activation/resend/');
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ email: 'new@example.com' });
  });
});

describe('Continue with Google', () => {
  it('is offered only when the server has it, and keeps the page to return to', async () => {
    renderAt('/signup', <SignupPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start Creating Free' })).toBeTruthy());
    expect(screen.queryByText('Continue with Google')).toBeNull();
    cleanup();
    providers = { google: true };
    renderAt('/login?next=/voices', <LoginPage />);
    const link = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(link.getAttribute('href')).toBe('/api/auth/google/start/?next=%2Fvoices');
  });
});
