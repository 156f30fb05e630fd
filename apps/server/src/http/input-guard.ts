import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.ts';

export const NUL_MESSAGE = 'Text cannot contain a NUL character.';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';
/** No request of ours nests past a handful of levels; 32 leaves room and stops a stack-eating body. */
const MAX_DEPTH = 32;

/**
 * Checks every string of a request once, before any schema or service sees it: PostgreSQL text
 * cannot hold a NUL byte (it answered 500), and a body nested thousands deep is refused.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) inspect(part, '', 0);
  });
}

function inspect(value: unknown, field: string, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000'))
      throw new ValidationError(NUL_MESSAGE, { [field || 'non_field_errors']: [NUL_MESSAGE] });
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth >= MAX_DEPTH)
    throw new ValidationError(TOO_DEEP_MESSAGE, { non_field_errors: [TOO_DEEP_MESSAGE] });
  for (const [key, inner] of Object.entries(value)) {
    const name = field || key;
    if (key.includes('\u0000')) throw new ValidationError(NUL_MESSAGE, { non_field_errors: [NUL_MESSAGE] });
    inspect(inner, name, depth + 1);
  }
}
