export * from './users.ts';
export * from './auth-tokens.ts';
export * from './emails.ts';
export * from './job-progress.ts';
