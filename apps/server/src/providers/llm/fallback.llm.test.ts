import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinLlm } from './builtin.llm.ts';
import { withFallback } from './fallback.llm.ts';
import { createOpenAiLlm } from './openai.llm.ts';

// A local chat-completions server that fails the way a sleeping Ollama does: HTTP 500, then a hang-up.
let server: Server;
let baseUrl: string;
let mode: 'error' | 'garbage' = 'error';
let calls = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    // A fresh connection per request: a kept-alive socket the server closes while the next test
    // reuses it fails as a network error before the server counts the call (seen under load).
    res.shouldKeepAlive = false;
    req.resume();
    req.on('end', () => {
      calls += 1;
      if (mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model "llama3.2" not found, try pulling it first' } }));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'not json at all' } }] }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('LLM server with the builtin writer as fallback', () => {
  const req = { idea: 'Why octopuses have three hearts', vibe: 'educational' as const, durationSec: 30 };

  it.each(['error', 'garbage'] as const)(
    'writes the script offline when the server answers with %s',
    async (m) => {
      mode = m;
      calls = 0;
      const failures: string[] = [];
      const llm = withFallback(createOpenAiLlm({ baseUrl, model: 'llama3.2' }), createBuiltinLlm(), (err) =>
        failures.push((err as Error).message),
      );
      const script = await llm.writeScript(req);
      expect(calls).toBeGreaterThanOrEqual(1);
      expect(failures[0]).toMatch(m === 'error' ? /HTTP 500: model "llama3.2" not found/ : /not valid JSON/);
      expect(script.narration.toLowerCase()).toContain('octopuses');
      expect(script.body.length).toBeGreaterThan(0);
      const ideas = await llm.suggestIdeas('octopuses', 4);
      expect(ideas).toHaveLength(4);
    },
  );

  it('falls back when the server is not running at all', async () => {
    const llm = withFallback(
      createOpenAiLlm({ baseUrl: 'http://127.0.0.1:9/v1', model: 'x' }),
      createBuiltinLlm(),
    );
    const script = await llm.writeScript(req);
    expect(script.hook.length).toBeGreaterThan(0);
    // The creator reads why, without the server's address.
    expect(script.writer).toEqual({ name: 'builtin', fallbackReason: 'The AI writer could not be reached.' });
  });

  it('does not write a fallback script for a cancelled request', async () => {
    const llm = withFallback(createOpenAiLlm({ baseUrl, model: 'x' }), createBuiltinLlm());
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(llm.writeScript(req, { signal: ctrl.signal })).rejects.toThrow();
  });
});
