import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  APPROVAL_MODES,
  CHANNEL_LIMITS,
  CHANNEL_PLATFORMS,
  WEEKDAYS,
  type ChannelDto,
  type ChannelItemDto,
  type PlanResponse,
  type RejectResponse,
} from '@reelsmith/contracts/channels';
import { z } from 'zod';
import { asText, json, tool, type ApiCall } from './api-client.ts';

const channelText = (c: ChannelDto) =>
  `${c.name} (${c.id}): ${c.niche} · ${c.cadence.days.join(', ')} at ${c.cadence.time} ${c.timezone} · ` +
  `${c.approval_mode === 'auto' ? 'posts automatically' : 'approve each'} · ${c.status}` +
  (c.paused_notice ? ` (${c.paused_notice})` : '');

const itemText = (i: ChannelItemDto) =>
  `[${i.id}] ${i.state}${i.state === 'rendering' ? ` ${i.percent}%` : ''}: ${i.idea}` +
  (i.scheduled_at ? ` · ${i.scheduled_at}` : '') +
  (i.error ? ` · ${i.error}` : '');

/**
 * The channel tools (issue 41): make a channel, plan its next videos, see its items, approve or
 * reject one. Through the REST API, so keys, limits and ownership are the API's.
 */
export function registerChannelTools(server: McpServer, call: ApiCall): void {
  const path = (id: string) => `/api/channels/${encodeURIComponent(id)}`;

  server.registerTool(
    'list_channels',
    {
      title: 'List channels',
      description: 'Your channels, with their cadence and whether each is paused.',
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    () =>
      tool(async () => {
        const r = json<{ channels: ChannelDto[] }>(await call({ method: 'GET', path: '/api/channels' }));
        return asText(r, r.channels.length ? r.channels.map(channelText).join('\n') : 'No channels yet.');
      }),
  );

  server.registerTool(
    'create_channel',
    {
      title: 'Make a channel',
      description:
        'A channel is a niche with a look and a posting cadence: it plans a series of videos (plan_channel) that you approve ' +
        'or that post automatically. Time is in the given IANA time zone.',
      inputSchema: {
        name: z.string(),
        niche: z.string().describe('What the channel is about, e.g. "space facts for curious kids"'),
        days: z.array(z.enum(WEEKDAYS)).optional(),
        time: z.string().optional().describe('HH:MM, 24-hour'),
        timezone: z.string().optional(),
        approval_mode: z.enum(APPROVAL_MODES).optional(),
        platforms: z.array(z.enum(CHANNEL_PLATFORMS)).optional(),
        brand_kit_id: z.string().optional(),
      },
    },
    ({ days, time, ...rest }) =>
      tool(async () => {
        const body = {
          ...rest,
          ...(days || time
            ? { cadence: { days: days ?? ['mon', 'tue', 'wed', 'thu', 'fri'], time: time ?? '18:00' } }
            : {}),
        };
        const c = json<ChannelDto>(await call({ method: 'POST', path: '/api/channels', body }));
        return asText(c, channelText(c));
      }),
  );

  server.registerTool(
    'plan_channel',
    {
      title: "Plan a channel's next videos",
      description: `Plans the next videos (1 to ${CHANNEL_LIMITS.planMax}): fresh ideas from the niche, each rendered in the background.`,
      inputSchema: {
        channel_id: z.string(),
        count: z.number().int().min(1).max(CHANNEL_LIMITS.planMax).optional(),
      },
    },
    ({ channel_id, count }) =>
      tool(async () => {
        const r = json<PlanResponse>(
          await call({
            method: 'POST',
            path: `${path(channel_id)}/plan`,
            body: { count: count ?? CHANNEL_LIMITS.planDefault },
          }),
        );
        return asText(r, [...r.items.map(itemText), ...(r.notice ? [r.notice] : [])].join('\n'));
      }),
  );

  server.registerTool(
    'list_channel_items',
    {
      title: "A channel's items",
      description:
        'Each planned video of a channel and its state: planned, rendering, rendered, approved, scheduled, posted, failed or rejected.',
      inputSchema: { channel_id: z.string() },
      annotations: { readOnlyHint: true },
    },
    ({ channel_id }) =>
      tool(async () => {
        const r = json<{ items: ChannelItemDto[] }>(
          await call({ method: 'GET', path: `${path(channel_id)}/items` }),
        );
        return asText(r, r.items.length ? r.items.map(itemText).join('\n') : 'Nothing planned yet.');
      }),
  );

  server.registerTool(
    'approve_channel_item',
    {
      title: 'Approve a video',
      description: 'Approves a rendered video: it is scheduled at the next free slot.',
      inputSchema: { channel_id: z.string(), item_id: z.string() },
    },
    ({ channel_id, item_id }) =>
      tool(async () => {
        const i = json<ChannelItemDto>(
          await call({
            method: 'POST',
            path: `${path(channel_id)}/items/${encodeURIComponent(item_id)}/approve`,
          }),
        );
        return asText(i, itemText(i));
      }),
  );

  server.registerTool(
    'reject_channel_item',
    {
      title: 'Reject a video',
      description: 'Rejects a planned or rendered video: a new idea takes its place.',
      inputSchema: { channel_id: z.string(), item_id: z.string() },
    },
    ({ channel_id, item_id }) =>
      tool(async () => {
        const r = json<RejectResponse>(
          await call({
            method: 'POST',
            path: `${path(channel_id)}/items/${encodeURIComponent(item_id)}/reject`,
          }),
        );
        return asText(
          r,
          [
            itemText(r.item),
            r.replacement ? `In its place: ${itemText(r.replacement)}` : 'No new idea could take its place.',
          ].join('\n'),
        );
      }),
  );
}
