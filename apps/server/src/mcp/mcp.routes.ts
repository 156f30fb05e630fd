import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { apiKeyOf, verifyApiKey } from '../http/api-key-auth.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { enforceLimit, rateLimitSettings } from '../http/rate-limits.ts';
import type { ApiCall } from './api-client.ts';
import { createMcpServer } from './mcp.server.ts';
import type { Services } from '../modules/services.ts';

/**
 * Streamable HTTP at /mcp, stateless: each POST is one JSON-RPC exchange with a fresh server whose
 * tools call the REST API in this process (app.inject) with the caller's own key.
 */
export async function registerMcp(app: FastifyInstance, ctx: AppContext, svc: Pick<Services, 'allowances'>) {
  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const key = apiKeyOf(req);
    if (!key)
      throw new UnauthorizedError(
        'Send an API key: Authorization: Bearer rsk_... (Settings → API).',
        'api_key_missing',
      );
    const { userId } = await verifyApiKey(
      ctx.database.db,
      key,
      null,
      async (id) => (await svc.allowances.planFor(id)).id,
    );
    // The account's 60 calls a minute: tool calls and resource reads are counted by the API calls
    // they make; every other message (initialize, listings) counts here.
    const messages = (Array.isArray(req.body) ? req.body : [req.body]) as Array<{ method?: string }>;
    if (!messages.some((m) => m?.method === 'tools/call' || m?.method === 'resources/read'))
      enforceLimit(ctx, `account:${userId}`, rateLimitSettings(ctx).account);
    const call: ApiCall = async ({ method, path, body, raw, headers }) => {
      const url = path.replace(/^https?:\/\/[^/]+/, '');
      const res = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}`, ...(headers ?? {}) },
        ...(raw ? { payload: raw } : body !== undefined ? { payload: body as object } : {}),
      });
      return {
        status: res.statusCode,
        body: res.rawPayload,
        contentType: String(res.headers['content-type'] ?? ''),
        location: typeof res.headers.location === 'string' ? res.headers.location : undefined,
      };
    };
    const server = createMcpServer(call);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    reply.hijack();
    await transport.handleRequest(req.raw, reply.raw, req.body);
  };
  const schema = {
    tags: ['mcp'],
    security: [{ apiKey: [] }],
    summary:
      'MCP server (Streamable HTTP, stateless): tools create_video, get_video_status, list_videos, list_voices, post_video',
    description:
      'Point an MCP client at `/mcp` with `Authorization: Bearer rsk_...`. Over stdio: `REELSMITH_URL=... REELSMITH_KEY=... npm run mcp`.',
  };
  app.post('/mcp', { schema }, handle);
  // Stateless: no server-initiated stream and no session to end.
  const notAllowed = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(405)
      .header('Allow', 'POST')
      .send({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed.' }, id: null });
  app.get('/mcp', { schema: { hide: true } }, notAllowed);
  app.delete('/mcp', { schema: { hide: true } }, notAllowed);
}
