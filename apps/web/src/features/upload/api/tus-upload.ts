import { DetailedError, Upload } from 'tus-js-client';
import { refreshAccessToken } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import { NETWORK_ERROR_RETRY } from '../../../lib/server-errors';
import type { UploadDto } from './types';

export interface UploadProgress {
  sent: number;
  total: number;
  /** Bytes a second over the last few seconds. */
  speed: number;
  /** Seconds left at that speed, or null while it is not known. */
  secondsLeft: number | null;
  resumed: boolean;
}

/** The server's error text from a refusal (our `{ error }` JSON), or a plain network message. */
function reason(err: unknown): string {
  if (err instanceof DetailedError && err.originalResponse) {
    try {
      const body = JSON.parse(err.originalResponse.getBody()) as { error?: string };
      if (body.error) return body.error;
    } catch {
      /* not ours */
    }
  }
  return NETWORK_ERROR_RETRY;
}

/**
 * POST /api/uploads/tus then PATCHes (tus 1.0, resumable): a dropped connection retries from the
 * server's offset, and choosing the same file after a reload continues the earlier upload (its
 * URL is kept in local storage by tus-js-client, under the file's fingerprint).
 */
export function startUpload(
  file: File,
  on: {
    progress: (p: UploadProgress) => void;
    done: (upload: UploadDto) => void;
    error: (message: string) => void;
  },
): { abort: () => void } {
  const samples: { t: number; sent: number }[] = [];
  let resumed = false;
  const upload = new Upload(file, {
    endpoint: '/api/uploads/tus',
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name, filetype: file.type },
    onBeforeRequest: (req) => {
      req.setHeader('Authorization', `Bearer ${getToken() ?? ''}`);
    },
    onShouldRetry: (err, _attempt, options) => {
      const status = err.originalResponse?.getStatus() ?? 0;
      if (status === 401) {
        void refreshAccessToken();
        return true;
      }
      // Refusals (4xx) are final; the network and 5xx are worth another try.
      return status === 0 || status >= 500 || status === 409 || status === 423
        ? (options.retryDelays?.length ?? 0) > 0
        : false;
    },
    onProgress: (sent, total) => {
      const now = performance.now();
      samples.push({ t: now, sent });
      while (samples.length > 2 && now - samples[0]!.t > 5000) samples.shift();
      const first = samples[0]!;
      const speed = now - first.t > 300 ? ((sent - first.sent) * 1000) / (now - first.t) : 0;
      on.progress({ sent, total, speed, secondsLeft: speed > 0 ? (total - sent) / speed : null, resumed });
    },
    onSuccess: ({ lastResponse }) => {
      try {
        on.done(JSON.parse(lastResponse.getBody()) as UploadDto);
      } catch {
        on.error('The upload finished but its answer could not be read. Please reload the page.');
      }
    },
    onError: (err) => on.error(reason(err)),
  });
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) {
      resumed = true;
      upload.resumeFromPreviousUpload(previous[0]);
    }
    upload.start();
  });
  return { abort: () => void upload.abort() };
}
