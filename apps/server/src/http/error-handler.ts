import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/**
 * One answer shape: `{ error, code, ...extra }`. Schema failures name their fields as per-field
 * lists (the shape the spec's clients read); a 5xx never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      const retryAfter = err.body?.retry_after;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(err.statusCode).send({ error: err.message, code: err.code, ...err.body });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
        const msg = issue.message ?? 'Invalid value';
        (fields[key] ??= []).push(msg);
      }
      const first = Object.entries(fields)[0];
      // Our schemas carry their own sentences ("Please enter a topic"); zod's generic ones get the field's name.
      const generic = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;
      const error = first
        ? generic.test(first[1][0])
          ? `${first[0]}: ${first[1][0]}`
          : first[1][0]
        : 'Invalid request';
      return reply.status(400).send({ error, code: 'validation_error', ...fields });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err, url: request.routeOptions?.url }, 'request failed');
      return reply
        .status(status)
        .send({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
    }
    if (status === 429) {
      return reply.status(429).send({ error: err.message, detail: err.message, code: 'rate_limited' });
    }
    return reply
      .status(status)
      .send({ error: err.message, detail: err.message, code: err.code ?? 'bad_request' });
  });
}
