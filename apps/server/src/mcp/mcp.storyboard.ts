import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Storyboard, StoryboardScene } from '@reelsmith/contracts/storyboard';
import { z } from 'zod';
import { asText, json, tool, type ApiCall } from './api-client.ts';

interface StoryboardRead {
  storyboard: Storyboard;
  revision: number;
  editable?: boolean;
  reason?: string;
}
interface Version {
  id: string;
  number: number;
  status: string;
  percent: number;
  error: string | null;
  durationSec: number | null;
  current: boolean;
}

function visualText(s: StoryboardScene): string {
  const v = s.visual;
  if (v.kind === 'illustration') return `illustration ${v.id}`;
  if (v.kind === 'color') return `colour ${v.colors.join('→')}`;
  if (v.kind === 'upload') return `your upload ${v.uploadId}`;
  if (v.kind === 'stock') return `stock clip ${v.clipId}`;
  return 'photo';
}

function storyboardText(r: StoryboardRead): string {
  const lines = r.storyboard.scenes.map(
    (s, i) => `${i + 1}. [${s.id}] ${s.durationSec.toFixed(1)} s · ${visualText(s)} · "${s.text}"`,
  );
  const head = `Storyboard revision ${r.revision}, voice ${r.storyboard.voiceId}, ${r.storyboard.scenes.length} scenes`;
  return [r.editable === false ? `${head} (not editable: ${r.reason})` : head, ...lines].join('\n');
}

const versionText = (v: Version) =>
  `Version ${v.number} (${v.id}): ${v.status}${v.status === 'rendering' ? ` ${v.percent}%` : ''}` +
  `${v.durationSec ? `, ${v.durationSec.toFixed(1)} s` : ''}${v.current ? ', current' : ''}${v.error ? `, error: ${v.error}` : ''}`;

/**
 * The storyboard tools (issue 36): read a video's scenes, change one ("scene 3 should show a cat,
 * shorten the hook"), render a new version, list and restore versions. Through the REST API.
 */
export function registerStoryboardTools(server: McpServer, call: ApiCall): void {
  const base = (id: string) => `/api/videos/${encodeURIComponent(id)}`;
  const read = async (id: string) =>
    json<StoryboardRead>(await call({ method: 'GET', path: `${base(id)}/storyboard` }));
  const versions = async (id: string) =>
    json<{ versions: Version[] }>(await call({ method: 'GET', path: `${base(id)}/versions` })).versions;

  server.registerTool(
    'get_storyboard',
    {
      title: "Read a video's storyboard",
      description:
        "A finished video's scenes in order: each one's number, id, length, picture and spoken text. " +
        'Change one with update_scene, then render_video_version.',
      inputSchema: { video_id: z.string() },
      annotations: { readOnlyHint: true },
    },
    ({ video_id }) =>
      tool(async () => {
        const r = await read(video_id);
        return asText(r, storyboardText(r));
      }),
  );

  server.registerTool(
    'update_scene',
    {
      title: 'Change one scene',
      description:
        'Changes one scene of a video: its spoken text (voiced again; the scene fits the new words), its picture ' +
        '(a builtin illustration found by a word such as "cat") or its length in seconds. Saved at once; ' +
        'render_video_version makes a video of it.',
      inputSchema: {
        video_id: z.string(),
        scene: z.string().describe('The scene number from 1 (as get_storyboard lists them) or its id'),
        text: z.string().max(400).optional().describe('What the voice says in this scene'),
        illustration: z.string().max(60).optional().describe('A word for the picture, e.g. "cat"'),
        duration: z.number().min(0.5).max(60).optional().describe('The scene length in seconds'),
      },
    },
    ({ video_id, scene, text, illustration, duration }) =>
      tool(async () => {
        const r = await read(video_id);
        const n = Number(scene);
        const target = Number.isInteger(n) && n >= 1 ? r.storyboard.scenes[n - 1] : undefined;
        const found = target ?? r.storyboard.scenes.find((s) => s.id === scene);
        if (!found)
          throw new Error(`No scene "${scene}": this video has scenes 1 to ${r.storyboard.scenes.length}.`);
        let visual: { kind: 'illustration'; id: string } | undefined;
        if (illustration) {
          const q = new URLSearchParams({ q: illustration, limit: '1' });
          const { items } = json<{ items: Array<{ id: string }> }>(
            await call({ method: 'GET', path: `/api/illustrations?${q}` }),
          );
          if (!items[0]) throw new Error(`No illustration matches "${illustration}". Try another word.`);
          visual = { kind: 'illustration', id: items[0].id };
        }
        const saved = json<StoryboardRead>(
          await call({
            method: 'PATCH',
            path: `${base(video_id)}/storyboard/scenes/${encodeURIComponent(found.id)}`,
            body: {
              revision: r.revision,
              ...(text !== undefined ? { text } : {}),
              ...(visual ? { visual } : {}),
              ...(duration !== undefined ? { durationSec: duration } : {}),
            },
          }),
        );
        return asText(saved, `Saved. ${storyboardText(saved)}`);
      }),
  );

  server.registerTool(
    'render_video_version',
    {
      title: 'Render a new version',
      description:
        "Renders the video's storyboard as it is now into a new version (about a minute; the previous file " +
        'stays the video until it is ready). Costs no new video from the plan. Check it with list_versions.',
      inputSchema: { video_id: z.string() },
    },
    ({ video_id }) =>
      tool(async () => {
        const { revision } = await read(video_id);
        const { version } = json<{ version: Version }>(
          await call({ method: 'POST', path: `${base(video_id)}/versions`, body: { revision } }),
        );
        return asText({ version }, `${versionText(version)}. Check it with list_versions.`);
      }),
  );

  server.registerTool(
    'list_versions',
    {
      title: "List a video's versions",
      description: "A video's rendered versions, newest first, with the current one marked.",
      inputSchema: { video_id: z.string() },
      annotations: { readOnlyHint: true },
    },
    ({ video_id }) =>
      tool(async () => {
        const list = await versions(video_id);
        return asText({ versions: list }, list.map(versionText).join('\n') || 'No versions yet.');
      }),
  );

  server.registerTool(
    'restore_version',
    {
      title: 'Restore a version',
      description: "Makes a finished version (by number or id) the video's current one, storyboard and file.",
      inputSchema: { video_id: z.string(), version: z.string().describe('The version number or id') },
    },
    ({ video_id, version }) =>
      tool(async () => {
        const list = await versions(video_id);
        const v = list.find((x) => x.id === version || String(x.number) === version);
        if (!v) throw new Error(`No version "${version}" of this video.`);
        const restored = json<StoryboardRead>(
          await call({ method: 'POST', path: `${base(video_id)}/versions/${v.id}/restore` }),
        );
        return asText(restored, `Version ${v.number} is the current one again. ${storyboardText(restored)}`);
      }),
  );
}
