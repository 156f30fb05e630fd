import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { VideoDto } from '@reelsmith/contracts/responses';
import { z } from 'zod';
import { asText, json, tool, type ApiCall } from './api-client.ts';

const videoText = (v: VideoDto) =>
  `${v.ab_test ? `Hook ${v.ab_test.hook}: ` : ''}"${v.title}" (${v.id}): ${v.status}${v.remix_change ? `, remixed (${v.remix_change}) from ${v.remixed_from}` : ''}`;

/**
 * Remix and A/B hooks (issue 41): a new video from a finished one with one thing changed, or two
 * that differ only in their first line. Through the REST API, which counts each against the plan.
 */
export function registerRemixTools(server: McpServer, call: ApiCall): void {
  const base = (id: string) => `/api/videos/${encodeURIComponent(id)}`;

  server.registerTool(
    'remix_video',
    {
      title: 'Remix a video',
      description:
        'Makes a NEW video from a finished one with exactly one thing changed: another voice (every scene voiced ' +
        "again), another style, a new first line (hook: true for the writer's, or your own words), a shorter length " +
        '(duration in seconds; fewer scenes of the same script, it cannot get longer without new lines) or another ' +
        'language (needs the AI writer). Counts as a new video on the plan; follow it with get_video_status.',
      inputSchema: {
        video_id: z.string(),
        voice: z.string().optional().describe('A voice id from list_voices'),
        style: z.string().optional().describe('A style such as cinematic or minimal'),
        hook: z.union([z.literal(true), z.string().max(400)]).optional(),
        duration: z.number().int().optional().describe('Seconds, shorter than the video is now'),
        language: z.string().optional().describe('ISO 639-1 code such as es'),
      },
    },
    ({ video_id, ...change }) =>
      tool(async () => {
        const body = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
        const video = json<VideoDto>(await call({ method: 'POST', path: `${base(video_id)}/remix`, body }));
        return asText(video, `Started ${videoText(video)}.`);
      }),
  );

  server.registerTool(
    'test_two_hooks',
    {
      title: 'Test two first lines',
      description:
        'Makes two NEW videos from a finished one, "Hook A" and "Hook B", the same except their first line: A is the ' +
        "video's own first line unless given, B a new one from the writer unless given. Counts as two videos.",
      inputSchema: {
        video_id: z.string(),
        hook_a: z.string().max(400).optional(),
        hook_b: z.string().max(400).optional(),
      },
    },
    ({ video_id, hook_a, hook_b }) =>
      tool(async () => {
        const answer = json<{ videos: VideoDto[] }>(
          await call({
            method: 'POST',
            path: `${base(video_id)}/ab-hooks`,
            body: { ...(hook_a ? { hook_a } : {}), ...(hook_b ? { hook_b } : {}) },
          }),
        );
        return asText(answer, `Started:\n${answer.videos.map(videoText).join('\n')}`);
      }),
  );
}
