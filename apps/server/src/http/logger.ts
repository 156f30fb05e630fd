import pino, { type Logger } from 'pino';
import { requestIdMixin } from '../lib/request-id.ts';

const SECRET_PARAMS = /([?&](?:token|access_token|sig|code|access|refresh|key|password)=)[^&]*/gi;

/** Query values that are credentials never reach the log. */
export const scrubUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

export const loggerOptions = (level: string): pino.LoggerOptions => ({
  level,
  mixin: requestIdMixin,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers["x-api-key"]',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      '*.password',
      '*.token',
      '*.access',
      '*.refresh',
      '*.secret',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: any) => ({ method: req.method, url: scrubUrl(req.url ?? ''), ip: req.ip, reqId: req.id }),
    err: pino.stdSerializers.err,
  },
});

export const createLogger = (level: string): Logger => pino(loggerOptions(level));
