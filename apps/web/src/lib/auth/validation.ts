// The spec's section 5 rules and texts; the server checks the same ones.
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const SIGNUP_FIELDS = ['username', 'first_name', 'last_name', 'email', 'password'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Record<LoginField, string>;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Email is required';
  if (!EMAIL_SHAPE.test(value)) return 'Email is invalid';
  return undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (!password.trim()) return 'Password is required';
  if (password.length < PASSWORD_MIN) return 'Password must be at least 8 characters';
  return undefined;
}

export function validateSignup(v: SignupValues): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  if (!v.username.trim()) errors.username = 'Username is required';
  if (!v.first_name.trim()) errors.first_name = 'First name is required';
  if (!v.last_name.trim()) errors.last_name = 'Last name is required';
  const email = emailError(v.email);
  if (email) errors.email = email;
  const password = newPasswordError(v.password);
  if (password) errors.password = password;
  return errors;
}

export function validateLogin(v: LoginValues): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const email = emailError(v.email);
  if (email) errors.email = email;
  if (!v.password.trim()) errors.password = 'Password is required';
  return errors;
}

/** Values as sent: text fields trimmed, the password exactly as typed. */
export function trimmed<T extends Record<string, string>>(values: T): T {
  const out = { ...values };
  for (const key of Object.keys(out) as (keyof T)[]) {
    if (key !== 'password') out[key] = out[key].trim() as T[keyof T];
  }
  return out;
}
