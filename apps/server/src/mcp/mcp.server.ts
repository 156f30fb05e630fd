import { LANGUAGES } from '@reelsmith/contracts/languages';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { UploadDto } from '../modules/uploads/uploads.schemas.ts';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { PHOTOS_MAX, REFRAMES } from '@reelsmith/contracts/uploads';
import {
  BROLL_MAX,
  CAPTION_PRESETS,
  DURATION_MAX,
  DURATION_MIN,
  VIBES,
  VIDEO_STATUSES,
} from '@reelsmith/contracts/video';
import { z } from 'zod';
import { asText, json, tool, type ApiCall } from './api-client.ts';
import { registerStoryboardTools } from './mcp.storyboard.ts';
import { registerRemixTools } from './mcp.remix.ts';
import { registerChannelTools } from './mcp.channels.ts';

/** The files of a video an assistant can read, and where each is in the video's answer. */
const FILES = {
  'video.mp4': { field: 'download_url', mimeType: 'video/mp4', text: false },
  'thumbnail.jpg': { field: 'thumbnail_url', mimeType: 'image/jpeg', text: false },
  'captions.srt': { field: 'srt_url', mimeType: 'application/x-subrip', text: true },
  'captions.vtt': { field: 'vtt_url', mimeType: 'text/vtt', text: true },
} as const satisfies Record<string, { field: keyof VideoDto; mimeType: string; text: boolean }>;
type FileName = keyof typeof FILES;
/** Base64 in a JSON-RPC answer: larger videos are better fetched from their URL. */
const MAX_BLOB_BYTES = 25 * 1024 * 1024;

function summary(v: VideoDto): string {
  const parts = [`Video ${v.id} "${v.title}": ${v.status}`];
  if (v.status !== 'completed' && v.status !== 'failed') parts.push(`${v.percent}%`);
  if (v.error) parts.push(`error: ${v.error}`);
  if (v.status === 'completed')
    parts.push(`files: reelsmith://videos/${v.id}/video.mp4 (and thumbnail.jpg, captions.srt, captions.vtt)`);
  return parts.join(' · ');
}

function uploadSummary(u: UploadDto): string {
  const parts = [`Upload ${u.id} "${u.filename}": ${u.status}`];
  if (['queued', 'analysing', 'transcribing', 'rendering', 'checking'].includes(u.status))
    parts.push(`${u.percent}%`);
  if (u.error) parts.push(`error: ${u.error}`);
  if (u.output_url) parts.push(`enhanced file: ${u.output_url}`);
  return parts.join(' · ');
}

/**
 * Reelsmith as an MCP server (decision 122). Every tool goes through the public REST API with the
 * caller's API key, so scopes, limits, allowances and idempotency are exactly the API's.
 */
export function createMcpServer(
  call: ApiCall,
  /**
   * Reads a file of the assistant's machine. Given only where the server runs there (stdio): over
   * HTTP a path would name a file of the server, so `upload_video` and `add_photos` are not offered.
   */
  opts: { readFile?: (file: string) => Promise<Buffer> } = {},
): McpServer {
  const server = new McpServer(
    { name: 'reelsmith', version: '0.1.0' },
    {
      instructions:
        'Reelsmith turns an idea into a captioned, voiced vertical short video. create_video starts one; ' +
        'poll get_video_status until completed (about a minute), then read its files as resources or post it.',
    },
  );
  const getVideo = async (id: string) =>
    json<VideoDto>(await call({ method: 'GET', path: `/api/videos/${encodeURIComponent(id)}` }));

  server.registerTool(
    'create_video',
    {
      title: 'Create a video from an idea',
      description:
        'Starts rendering a short vertical video (captions, voice, music) from an idea. Answers at once with the video id; ' +
        'rendering takes about a minute: check it with get_video_status.',
      inputSchema: {
        idea: z.string().min(1).max(500).describe('What the video is about, e.g. "3 facts about octopuses"'),
        vibe: z.enum(VIBES).optional().describe('Tone of the script'),
        voice: z.string().optional().describe('A voice id from list_voices'),
        language: z
          .enum(LANGUAGES)
          .optional()
          .describe(
            "ISO 639-1 language the video is written and spoken in (default: the account's language, set in Settings)",
          ),
        script: z
          .string()
          .min(1)
          .max(5000)
          .optional()
          .describe(
            'Your own script, spoken as written in that language (the idea then only names the video)',
          ),
        duration: z
          .number()
          .int()
          .min(DURATION_MIN)
          .max(DURATION_MAX)
          .optional()
          .describe('Target length in seconds'),
        caption_style: z.enum(CAPTION_PRESETS).optional(),
        broll_upload_ids: z
          .array(z.string())
          .max(BROLL_MAX)
          .optional()
          .describe(
            `Up to ${BROLL_MAX} ids of your own uploads (from upload_video or add_photos), in scene order, shown as B-roll instead of illustrations`,
          ),
        idempotency_key: z
          .string()
          .max(255)
          .optional()
          .describe('Send the same key when retrying so the video is made only once'),
      },
    },
    ({ idempotency_key, ...body }) =>
      tool(async () => {
        const v = json<VideoDto>(
          await call({
            method: 'POST',
            path: '/api/videos',
            body,
            headers: { 'Idempotency-Key': idempotency_key ?? randomUUID() },
          }),
        );
        return asText(v, summary(v));
      }),
  );

  server.registerTool(
    'get_video_status',
    {
      title: 'Check a video',
      description:
        "A video's status (queued, scripting, voicing, rendering, completed, failed), progress and file links.",
      inputSchema: { video_id: z.string().describe('The id create_video or list_videos gave') },
      annotations: { readOnlyHint: true },
    },
    ({ video_id }) =>
      tool(async () => {
        const v = await getVideo(video_id);
        return asText(v, summary(v));
      }),
  );

  server.registerTool(
    'list_videos',
    {
      title: 'List videos',
      description: 'Your videos, newest first.',
      inputSchema: {
        status: z.enum(VIDEO_STATUSES).optional(),
        limit: z.number().int().min(1).max(100).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    ({ status, limit }) =>
      tool(async () => {
        const q = new URLSearchParams();
        if (status) q.set('status', status);
        q.set('limit', String(limit ?? 20));
        const page = json<{ results: VideoDto[] }>(await call({ method: 'GET', path: `/api/videos?${q}` }));
        const text = page.results.length ? page.results.map(summary).join('\n') : 'No videos yet.';
        return asText({ results: page.results }, text);
      }),
  );

  server.registerTool(
    'list_voices',
    {
      title: 'List voices',
      description:
        'The narration voices a video can use (pass the id as create_video.voice), as they speak a language.',
      inputSchema: {
        language: z
          .enum(LANGUAGES)
          .optional()
          .describe("ISO 639-1 language (default: the account's language, set in Settings)"),
      },
      annotations: { readOnlyHint: true },
    },
    ({ language }) =>
      tool(async () => {
        const { voices } = json<{ voices: Array<{ id: string; name: string; description?: string }> }>(
          await call({
            method: 'GET',
            path: `/api/scripts/voices/with-previews/${language ? `?language=${language}` : ''}`,
          }),
        );
        const text = voices
          .map((v) => `${v.id}: ${v.name}${v.description ? ` (${v.description})` : ''}`)
          .join('\n');
        return asText({ voices }, text);
      }),
  );

  server.registerTool(
    'post_video',
    {
      title: 'Post a finished video',
      description:
        'Posts a completed video to connected platforms (YouTube, TikTok, Instagram), now or at a time.',
      inputSchema: {
        video_id: z.string(),
        platforms: z.array(z.enum(['youtube', 'tiktok', 'instagram'])).min(1),
        title: z.string().min(1).max(100),
        description: z.string().max(2000).optional(),
        hashtags: z.array(z.string()).optional(),
        scheduled_for: z.string().optional().describe('ISO 8601 time to post at; now when absent'),
        idempotency_key: z.string().max(255).optional(),
      },
    },
    ({ video_id, idempotency_key, ...rest }) =>
      tool(async () => {
        const post = json<{ id: string; status: string }>(
          await call({
            method: 'POST',
            path: '/api/social/posts/create/',
            body: { video_file_path: video_id, ...rest },
            headers: { 'Idempotency-Key': idempotency_key ?? randomUUID() },
          }),
        );
        return asText(post, `Post ${post.id}: ${post.status}`);
      }),
  );

  server.registerTool(
    'get_upload_status',
    {
      title: 'Check an uploaded clip',
      description:
        "An uploaded clip's status (uploaded, queued, ..., completed, failed), progress and files.",
      inputSchema: { upload_id: z.string().describe('The id upload_video gave') },
      annotations: { readOnlyHint: true },
    },
    ({ upload_id }) =>
      tool(async () => {
        const u = json<UploadDto>(
          await call({ method: 'GET', path: `/api/uploads/${encodeURIComponent(upload_id)}` }),
        );
        return asText(u, uploadSummary(u));
      }),
  );

  const readFile = opts.readFile;
  if (readFile)
    server.registerTool(
      'upload_video',
      {
        title: 'Upload and enhance a clip',
        description:
          'Uploads a video file from this computer (MP4, MOV or AVI) and, unless enhance is false, starts ' +
          'the enhance job: reframed to 9:16, loudness levelled, captions from the speech. Check it with get_upload_status.',
        inputSchema: {
          path: z.string().min(1).describe('The file to upload, e.g. /home/me/clip.mp4'),
          enhance: z.boolean().optional().describe('Start the enhance job (default true)'),
          reframe: z.enum(REFRAMES).optional().describe('How a landscape clip becomes 9:16'),
          captions: z.boolean().optional(),
        },
      },
      ({ path: file, enhance, reframe, captions }) =>
        tool(async () => {
          const bytes = await readFile(file);
          const tus = { 'Tus-Resumable': '1.0.0' };
          const created = await call({
            method: 'POST',
            path: '/api/uploads/tus',
            headers: {
              ...tus,
              'Upload-Length': String(bytes.length),
              'Upload-Metadata': `filename ${Buffer.from(path.basename(file)).toString('base64')}`,
            },
          });
          json(created); // a refusal (scope, size, storage) carries the server's own message
          if (!created.location) throw new Error('The server did not start the upload.');
          let u = json<UploadDto>(
            await call({
              method: 'PATCH',
              path: created.location!,
              raw: bytes,
              headers: {
                ...tus,
                'Upload-Offset': '0',
                'Content-Type': 'application/offset+octet-stream',
              },
            }),
          );
          if (enhance !== false)
            u = json<UploadDto>(
              await call({
                method: 'POST',
                path: `/api/uploads/${u.id}/enhance`,
                body: { ...(reframe ? { reframe } : {}), ...(captions !== undefined ? { captions } : {}) },
              }),
            );
          return asText(u, uploadSummary(u));
        }),
    );

  if (readFile)
    server.registerTool(
      'add_photos',
      {
        title: 'Add photos to use as B-roll',
        description:
          `Adds 1 to ${PHOTOS_MAX} photos from this computer (JPEG, PNG, WebP or HEIC) to your uploads. Pass ` +
          'their ids to create_video as broll_upload_ids: each photo fills one scene, slowly panned. ' +
          'Either every photo is kept or none.',
        inputSchema: {
          paths: z
            .array(z.string().min(1))
            .min(1)
            .max(PHOTOS_MAX)
            .describe('The photos to add, e.g. ["/home/me/beach.jpg"]'),
        },
      },
      ({ paths }) =>
        tool(async () => {
          // One multipart/form-data post, as the web app sends it.
          const boundary = `reelsmith-${randomUUID()}`;
          const parts: Buffer[] = [];
          for (const file of paths) {
            const name = path.basename(file).replace(/["\r\n]/g, '_');
            parts.push(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${name}"\r\n` +
                  'Content-Type: application/octet-stream\r\n\r\n',
              ),
              await readFile(file),
              Buffer.from('\r\n'),
            );
          }
          parts.push(Buffer.from(`--${boundary}--\r\n`));
          const added = json<{ results: UploadDto[] }>(
            await call({
              method: 'POST',
              path: '/api/uploads/photos',
              raw: Buffer.concat(parts),
              headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
            }),
          );
          const lines = added.results.map((u) => `Photo ${u.id} "${u.filename}"`);
          return asText(added, [`Added ${added.results.length} photo(s):`, ...lines].join('\n'));
        }),
    );

  registerStoryboardTools(server, call);
  registerRemixTools(server, call);
  registerChannelTools(server, call);

  server.registerResource(
    'video-file',
    new ResourceTemplate('reelsmith://videos/{video_id}/{file}', {
      list: async () => {
        const page = json<{ results: VideoDto[] }>(
          await call({ method: 'GET', path: '/api/videos?status=completed&limit=20' }),
        );
        return {
          resources: page.results.flatMap((v) =>
            (Object.keys(FILES) as FileName[]).map((f) => ({
              uri: `reelsmith://videos/${v.id}/${f}`,
              name: `${v.title} · ${f}`,
              mimeType: FILES[f].mimeType,
            })),
          ),
        };
      },
      complete: { file: () => Object.keys(FILES) },
    }),
    {
      title: "A video's files",
      description: 'The MP4, thumbnail and captions (SRT, VTT) of a completed video.',
    },
    async (uri, { video_id, file }) => {
      const name = String(file) as FileName;
      const spec = FILES[name];
      if (!spec) throw new Error(`No file "${name}": choose one of ${Object.keys(FILES).join(', ')}.`);
      const v = await getVideo(String(video_id));
      const url = v[spec.field] as string | null;
      if (!url) throw new Error(`Video ${v.id} is ${v.status}: its files exist once it is completed.`);
      const answer = await call({ method: 'GET', path: url });
      if (answer.status >= 400) throw new Error(`Could not read ${name} (${answer.status}).`);
      if (spec.text)
        return { contents: [{ uri: uri.href, mimeType: spec.mimeType, text: answer.body.toString('utf8') }] };
      if (answer.body.length > MAX_BLOB_BYTES)
        throw new Error(`${name} is larger than 25 MB: download it from ${url}`);
      return { contents: [{ uri: uri.href, mimeType: spec.mimeType, blob: answer.body.toString('base64') }] };
    },
  );

  return server;
}
