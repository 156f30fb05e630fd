import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { readServerErrors } from '../server-errors';
import { trimmed, validateLogin, validateSignup } from './validation';

describe('sign-up validation (spec section 5)', () => {
  it('requires every field after trimming', () => {
    expect(
      validateSignup({ username: ' ', first_name: '\t', last_name: '', email: '  ', password: '   ' }),
    ).toEqual({
      username: 'Username is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('checks the email shape and the password length', () => {
    const base = { username: 'u', first_name: 'F', last_name: 'L' };
    expect(validateSignup({ ...base, email: 'a@b', password: '1234567' })).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignup({ ...base, email: ' a@b.co ', password: '12345678' })).toEqual({});
  });
});

describe('login validation (spec section 5)', () => {
  it('requires a well-formed email and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateLogin({ email: 'nope', password: 'x' })).toEqual({ email: 'Email is invalid' });
  });
  it('trims text but never the password', () => {
    expect(trimmed({ email: ' a@b.co ', password: ' pw ' })).toEqual({ email: 'a@b.co', password: ' pw ' });
  });
});

describe('server errors (spec section 8)', () => {
  const fields = ['username', 'email'] as const;
  it('puts the first message of a known field under it and the rest in the banner', () => {
    const err = new ApiError(
      400,
      {
        error: 'Registration failed.',
        username: ['Taken', 'Too plain'],
        email: ['Bad'],
        non_field_errors: ['Slow down'],
      },
      'x',
    );
    expect(readServerErrors(err, fields, 'fallback')).toEqual({
      fields: { username: 'Taken', email: 'Bad' },
      banner: 'Too plain\nSlow down',
    });
  });
  it('falls back to message, then error, then the given text', () => {
    expect(readServerErrors(new ApiError(400, { message: 'M', error: 'E' }, ''), fields, 'F').banner).toBe(
      'M',
    );
    expect(readServerErrors(new ApiError(400, { error: 'E' }, ''), fields, 'F').banner).toBe('E');
    expect(readServerErrors(new ApiError(500, {}, ''), fields, 'F').banner).toBe('F');
  });
});
