import { AppError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';

export const postNotFound = () => new NotFoundError('Post not found.', 'post_not_found');
export const videoNotFound = () => new NotFoundError('Video not found.', 'video_not_found');
export const unknownPlatform = (p: string) =>
  new NotFoundError(`Unknown platform: ${p}.`, 'unknown_platform');
export const comingSoon = (name: string) =>
  new ValidationError(
    `${name} is coming soon. Request early access instead.`,
    undefined,
    'platform_coming_soon',
  );
export const notConfigured = (name: string, vars: string[]) =>
  new AppError(409, 'platform_not_configured', `Posting to ${name} isn’t available on this server yet.`, {
    missing_env: vars,
  });
export const wrongState = (message: string) => new ConflictError(message, 'wrong_status');
