export * from './users.ts';
export * from './auth-tokens.ts';
export * from './emails.ts';
export * from './videos.ts';
export * from './scripts.ts';
export * from './public-forms.ts';
export * from './usage.ts';
export * from './voices.ts';
