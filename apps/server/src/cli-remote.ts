import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { ApiCallError, fetchCaller, json, type ApiAnswer, type ApiCall } from './mcp/api-client.ts';

// `npm run cli -- --server URL --key KEY generate ...`: the same command through the public API
// of a running server (decision 122): the server renders, this process waits and downloads.

export interface RemoteGenerate {
  idea: string;
  vibe: string;
  voice: string;
  /** Left out: the account's language. */
  language?: string;
  /** The creator's own script, spoken as written. */
  script?: string;
  style: string;
  duration: number;
  caption_style: string;
  music: string;
  seed?: number;
  out: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Network errors and 5xx/429 are retried; the create call keeps its Idempotency-Key, so never twice. */
async function withRetries(call: ApiCall, req: Parameters<ApiCall>[0], tries = 4): Promise<ApiAnswer> {
  for (let i = 1; ; i++) {
    try {
      const answer = await call(req);
      if ((answer.status >= 500 || answer.status === 429) && i < tries) {
        await sleep(1000 * 2 ** (i - 1));
        continue;
      }
      return answer;
    } catch (err) {
      if (i >= tries) throw err;
      await sleep(1000 * 2 ** (i - 1));
    }
  }
}

export async function remoteGenerate(
  server: string,
  key: string,
  opts: RemoteGenerate,
  log = process.stderr,
) {
  const call = fetchCaller(server, key);
  const { out, ...body } = opts;
  const started = performance.now();
  let video = json<VideoDto>(
    await withRetries(call, {
      method: 'POST',
      path: '/api/videos',
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    }),
  );
  log.write(`video ${video.id} queued on ${server}\n`);
  let last = '';
  while (video.status !== 'completed' && video.status !== 'failed' && video.status !== 'cancelled') {
    await sleep(1500);
    video = json<VideoDto>(await withRetries(call, { method: 'GET', path: `/api/videos/${video.id}` }));
    const line = `… ${video.status} ${video.percent}%`;
    if (line !== last) log.write(`${line}\n`);
    last = line;
  }
  if (video.status !== 'completed')
    throw new Error(`The server could not make the video: ${video.error ?? video.status}`);
  const base = join(dirname(out), out.slice(dirname(out).length + 1, out.length - extname(out).length));
  const files: Array<[string, string | null]> = [
    [out, video.download_url],
    [`${base}.jpg`, video.thumbnail_url],
    [`${base}.srt`, video.srt_url],
    [`${base}.vtt`, video.vtt_url],
  ];
  await mkdir(dirname(out), { recursive: true });
  const base0 = server.replace(/\/$/, '');
  for (const [file, url] of files) {
    if (!url) continue;
    const answer = await withRetries(call, {
      method: 'GET',
      path: /^https?:/.test(url) ? url : `${base0}${url}`,
    });
    if (answer.status >= 400)
      throw new ApiCallError(`Could not download ${file} (${answer.status}).`, answer.status);
    await writeFile(file, answer.body);
  }
  return {
    lines: [
      `title      ${video.title}`,
      `duration   ${(video.duration_seconds ?? 0).toFixed(2)} s, voice ${video.voice}`,
      `total      ${((performance.now() - started) / 1000).toFixed(2)} s (on ${server})`,
      `video      ${out}`,
      `thumbnail  ${base}.jpg`,
      `captions   ${base}.srt, ${base}.vtt`,
      '',
    ],
  };
}

export async function remoteVoices(server: string, key: string) {
  const { voices } = json<{ voices: Array<{ id: string; name: string; gender?: string; accent?: string }> }>(
    await fetchCaller(server, key)({ method: 'GET', path: '/api/scripts/voices/with-previews/' }),
  );
  return voices.map((v) => `${v.id.padEnd(10)} ${v.name}`);
}
