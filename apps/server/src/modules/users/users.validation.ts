import { CAPTION_PRESETS, VIDEO_STYLES } from '@reelsmith/contracts/video';
import { findVoice } from '../../providers/tts/catalogue.ts';
import { isCloneVoiceId } from '@reelsmith/contracts/voices';
import { isLanguage, LANGUAGE_MESSAGE, type Language } from '@reelsmith/contracts/languages';
import { isCommonPassword } from './common-passwords.ts';

// The spec's section 5 texts, checked on the server exactly as the web client checks them, plus maxima.
export const MESSAGES = {
  usernameRequired: 'Username is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common and easy to guess. Choose another one.',
  usernameLong: 'Username must be at most 150 characters',
  usernameChars: 'Username may contain only letters, numbers and @ . + - _ characters',
  firstNameLong: 'First name must be at most 150 characters',
  lastNameLong: 'Last name must be at most 150 characters',
  emailLong: 'Email must be at most 254 characters',
  emailTaken: 'A user with that email already exists.',
  usernameTaken: 'A user with that username already exists.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 150;
export const EMAIL_MAX = 254;
/** The spec's "{email}" shape: something@something.something, no spaces. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_CHARS = /^[\w.@+-]+$/u;

export type FieldErrors = Record<string, string[]>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function add(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

export function checkEmail(errors: FieldErrors, field: string, value: string) {
  if (!value) add(errors, field, MESSAGES.emailRequired);
  else if (value.length > EMAIL_MAX) add(errors, field, MESSAGES.emailLong);
  else if (!EMAIL_SHAPE.test(value)) add(errors, field, MESSAGES.emailInvalid);
}

/** Required (not only spaces), at least 8, at most 128 characters; spaces inside a password count. */
export function checkNewPassword(errors: FieldErrors, field: string, value: string) {
  if (!value.trim()) add(errors, field, MESSAGES.passwordRequired);
  else if (value.length < PASSWORD_MIN) add(errors, field, MESSAGES.passwordShort);
  else if (value.length > PASSWORD_MAX) add(errors, field, MESSAGES.passwordLong);
  else if (isCommonPassword(value)) add(errors, field, MESSAGES.passwordCommon);
}

export interface RegistrationInput {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function validateRegistration(body: Record<string, unknown>): {
  value: RegistrationInput;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const value: RegistrationInput = {
    username: str(body.username).trim(),
    firstName: str(body.first_name).trim(),
    lastName: str(body.last_name).trim(),
    email: str(body.email).trim(),
    password: str(body.password),
  };
  if (!value.username) add(errors, 'username', MESSAGES.usernameRequired);
  else if (value.username.length > NAME_MAX) add(errors, 'username', MESSAGES.usernameLong);
  else if (!USERNAME_CHARS.test(value.username)) add(errors, 'username', MESSAGES.usernameChars);
  if (!value.firstName) add(errors, 'first_name', MESSAGES.firstNameRequired);
  else if (value.firstName.length > NAME_MAX) add(errors, 'first_name', MESSAGES.firstNameLong);
  if (!value.lastName) add(errors, 'last_name', MESSAGES.lastNameRequired);
  else if (value.lastName.length > NAME_MAX) add(errors, 'last_name', MESSAGES.lastNameLong);
  checkEmail(errors, 'email', value.email);
  checkNewPassword(errors, 'password', value.password);
  return { value, errors };
}

export function validateLogin(body: Record<string, unknown>): {
  email: string;
  password: string;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const email = str(body.email).trim();
  const password = str(body.password);
  checkEmail(errors, 'email', email);
  if (!password.trim()) add(errors, 'password', MESSAGES.passwordRequired);
  else if (password.length > 1024) add(errors, 'password', MESSAGES.passwordLong);
  return { email, password, errors };
}

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  defaultVoice?: string;
  defaultStyle?: string;
  defaultCaptionPreset?: string;
  defaultLanguage?: Language;
}

export function validateProfile(body: Record<string, unknown>): { value: ProfileInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const value: ProfileInput = {};
  if (body.first_name !== undefined) {
    value.firstName = str(body.first_name).trim();
    if (!value.firstName) add(errors, 'first_name', MESSAGES.firstNameRequired);
    else if (value.firstName.length > NAME_MAX) add(errors, 'first_name', MESSAGES.firstNameLong);
  }
  if (body.last_name !== undefined) {
    value.lastName = str(body.last_name).trim();
    if (!value.lastName) add(errors, 'last_name', MESSAGES.lastNameRequired);
    else if (value.lastName.length > NAME_MAX) add(errors, 'last_name', MESSAGES.lastNameLong);
  }
  if (body.default_voice !== undefined) {
    const voice = findVoice(str(body.default_voice));
    if (voice) value.defaultVoice = voice.id;
    // A cloned voice (`clone:<uuid>`); the service checks it is the user's own (decision 026).
    else if (isCloneVoiceId(str(body.default_voice))) value.defaultVoice = str(body.default_voice);
    else add(errors, 'default_voice', 'Choose one of the available voices.');
  }
  if (body.default_style !== undefined) {
    const style = str(body.default_style);
    if ((VIDEO_STYLES as readonly string[]).includes(style)) value.defaultStyle = style;
    else add(errors, 'default_style', `Choose one of: ${VIDEO_STYLES.join(', ')}.`);
  }
  if (body.default_caption_preset !== undefined) {
    const preset = str(body.default_caption_preset);
    if ((CAPTION_PRESETS as readonly string[]).includes(preset)) value.defaultCaptionPreset = preset;
    else add(errors, 'default_caption_preset', `Choose one of: ${CAPTION_PRESETS.join(', ')}.`);
  }
  if (body.default_language !== undefined) {
    const language = str(body.default_language);
    if (isLanguage(language)) value.defaultLanguage = language;
    else add(errors, 'default_language', LANGUAGE_MESSAGE);
  }
  return { value, errors };
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
