import { AppError } from '../../http/errors.ts';

// What an account is told: the spec's texts for signing up, signing in, links and closing.

export const REGISTERED_MESSAGE =
  'Registration successful! Please check your email to activate your account.';
export const LOGIN_MESSAGE = 'Login successful! Redirecting...';
export const REGISTER_FAILED = 'Registration failed. Please check your information and try again.';
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const INACTIVE_ACCOUNT =
  'Your account is not activated yet. Open the activation link we emailed you, or send a new one.';
export const RESEND_MESSAGE =
  "If an account with that email is waiting for activation, we've sent a new activation link. Check your inbox.";
export const FORGOT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password. The link expires in 1 hour.";
export const ACTIVATED_MESSAGE = 'Your account is activated. You can sign in now.';
/** The web app's activation: the emailed link proves the address, so it also signs the creator in. */
export const ACTIVATED_SIGNED_IN_MESSAGE = 'Your account is activated and you are signed in.';
export const PASSWORD_RESET_MESSAGE =
  'Your password has been reset. You can sign in with your new password now.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Other devices have been signed out.';
export const ACCOUNT_CLOSED_MESSAGE =
  'Your account is closed. Sign in within 30 days to reactivate it; after that, it and everything in it are deleted for good.';

export const TOKEN_TEXTS = {
  activation: {
    expired: 'This activation link has expired. Request a new one below.',
    used: 'This activation link has already been used. Your account is active: sign in to continue.',
    invalid: 'This activation link is not valid. Check that you copied the whole link, or request a new one.',
  },
  reset: {
    expired: 'This password reset link has expired. Request a new one.',
    used: 'This password reset link has already been used. Request a new one if you still need to reset your password.',
    invalid:
      'This password reset link is not valid. Check that you copied the whole link, or request a new one.',
  },
} as const;

export class TokenError extends AppError {
  constructor(kind: 'activation' | 'reset', reason: 'expired' | 'used' | 'invalid') {
    const message = TOKEN_TEXTS[kind][reason];
    super(400, `token_${reason}`, message, { detail: message, message });
  }
}
