import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createTestApp, type TestApp } from './test-app.ts';
import { makeUser } from './users.ts';

type User = Awaited<ReturnType<typeof makeUser>>;

/** Mints an API key the way Settings → API does, for the account behind `headers`. */
export async function mintApiKey(
  t: TestApp,
  headers: Record<string, string>,
  scopes: string[],
  name = 'Assistant',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/developer/keys/',
    headers,
    payload: { name, scopes },
  });
  return res.json().key as string;
}

/**
 * A server listening on a real port, a Business account and a key that reads and creates videos:
 * what an assistant or the remote CLI needs before its first call.
 */
export async function listeningWithKey(
  options: Parameters<typeof createTestApp>[0] = {},
  keyName?: string,
): Promise<{ t: TestApp; baseUrl: string; me: User; key: string }> {
  const t = await createTestApp(options);
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const me = await makeUser(t.ctx, { plan: 'business' });
  const key = await mintApiKey(t, me.headers, ['read', 'videos:create'], keyName);
  return { t, baseUrl, me, key };
}

/** An MCP client connected to `/mcp` over HTTP, with the key as its bearer (none: no header). */
export async function connectMcp(baseUrl: string, key?: string, name = 'reelsmith-test') {
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), {
      requestInit: { headers: key ? { Authorization: `Bearer ${key}` } : {} },
    }),
  );
  return client;
}

/** The text an assistant reads from a tool's answer. */
export const toolText = (r: Awaited<ReturnType<Client['callTool']>>) =>
  (r.content as Array<{ text: string }>)[0]!.text;
