import { readFile } from 'node:fs/promises';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { fetchCaller } from './mcp/api-client.ts';
import { createMcpServer } from './mcp/mcp.server.ts';

// `npm run mcp`: the same MCP server over stdio for desktop assistants, talking to a Reelsmith
// server through its public API. stdout belongs to the protocol: messages go to stderr.
const server = process.env.REELSMITH_URL ?? 'http://localhost:3000';
const key = process.env.REELSMITH_KEY ?? process.env.REELSMITH_API_KEY;
if (!key) {
  process.stderr.write(
    'Set REELSMITH_KEY to an API key (Settings → API), and REELSMITH_URL to the server.\n',
  );
  process.exit(2);
}
// On the assistant's own machine: its files can be uploaded (upload_video).
const mcp = createMcpServer(fetchCaller(server, key), { readFile: (file) => readFile(file) });
await mcp.connect(new StdioServerTransport());
process.stderr.write(`Reelsmith MCP server on stdio, using ${server}\n`);
