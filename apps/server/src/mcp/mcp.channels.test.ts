import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMcp, listeningWithKey, toolText as text } from '../../test/api-keys.ts';
import type { TestApp } from '../../test/test-app.ts';

describe('MCP channel tools, with an API key', () => {
  let t: TestApp;
  let baseUrl: string;
  let key: string;
  beforeAll(async () => {
    ({ t, baseUrl, key } = await listeningWithKey({ worker: false }));
  });
  afterAll(() => t?.close());

  it('an assistant makes a channel, plans two videos, lists them and rejects one', async () => {
    const client = await connectMcp(baseUrl, key);
    try {
      const made = await client.callTool({
        name: 'create_channel',
        arguments: {
          name: 'Tiny Oceans',
          niche: 'ocean animals',
          days: ['sat'],
          time: '10:00',
          timezone: 'America/New_York',
        },
      });
      expect(made.isError, text(made)).toBeFalsy();
      expect(text(made)).toMatch(
        /^Tiny Oceans \(.+\): ocean animals · sat at 10:00 America\/New_York · approve each · active$/,
      );
      const channelId = (made.structuredContent as { id: string }).id;

      const plan = await client.callTool({
        name: 'plan_channel',
        arguments: { channel_id: channelId, count: 2 },
      });
      expect(plan.isError, text(plan)).toBeFalsy();
      const items = (plan.structuredContent as { items: Array<{ id: string; state: string }> }).items;
      expect(items.map((i) => i.state)).toEqual(['planned', 'planned']);

      const listed = await client.callTool({
        name: 'list_channel_items',
        arguments: { channel_id: channelId },
      });
      expect(text(listed).split('\n')).toHaveLength(2);

      const rejected = await client.callTool({
        name: 'reject_channel_item',
        arguments: { channel_id: channelId, item_id: items[0]!.id },
      });
      expect(text(rejected)).toMatch(/rejected[\s\S]*In its place: \[.+\] planned/);

      const early = await client.callTool({
        name: 'approve_channel_item',
        arguments: { channel_id: channelId, item_id: items[1]!.id },
      });
      expect(early.isError).toBe(true);
      expect(text(early)).toMatch(/Only a finished video/);
    } finally {
      await client.close();
    }
  });
});
