import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBuiltinLlm } from './builtin.llm.ts';
import { withFallback } from './fallback.llm.ts';
import { createOpenAiLlm, LlmProviderError } from './openai.llm.ts';
import { DEFAULT_PACE } from '@reelsmith/writer';

// A local server speaking the chat-completions protocol; each test sets how it answers.
type Handler = (body: any, req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
const seen: Array<{ method?: string; url?: string; auth?: string; body: any }> = [];

function completion(res: ServerResponse, content: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    }),
  );
}

const GOOD_SCRIPT = {
  title: 'Why Cats Knock Things Off Tables',
  hook: 'Your cat is not being rude. It is running an experiment.',
  body: [
    {
      text: 'Cats test gravity with their paws to learn how objects move.',
      visualKeywords: ['cat', 'paw', 'table'],
    },
    { text: 'Knocking a glass down also gets your attention, fast.', visualKeywords: ['glass'] },
  ],
  callToAction: 'Follow for more cat science.',
  caption: 'The real reason behind the chaos #cats',
  hashtags: ['#cats', 'CatScience', '#viral'],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const req = { idea: 'why cats knock things off tables', vibe: 'educational' as const, durationSec: 30 };

describe('OpenAI-compatible script writer', () => {
  it('posts a structured-output request and turns the answer into a script', async () => {
    handler = (_body, _req, res) => completion(res, JSON.stringify(GOOD_SCRIPT));
    const llm = createOpenAiLlm({ baseUrl: baseUrl + '/', apiKey: 'sk-test', model: 'gpt-test' });
    const script = await llm.writeScript(req);

    expect(seen).toHaveLength(1);
    const call = seen[0];
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.auth).toBe('Bearer sk-test');
    expect(call.body.model).toBe('gpt-test');
    expect(call.body.messages.map((m: any) => m.role)).toEqual(['system', 'user']);
    expect(call.body.messages[1].content).toContain('why cats knock things off tables');
    expect(call.body.messages[1].content).toContain('75 spoken words');
    expect(call.body.response_format.type).toBe('json_schema');
    expect(call.body.response_format.json_schema.schema.required).toContain('hook');
    expect(call.body.response_format.json_schema.strict).toBe(true);
    expect(call.body).not.toHaveProperty('seed');
    await llm.writeScript({ ...req, seed: 4 });
    expect(seen[1].body.seed).toBe(4);
    // A voice that speaks at two thirds of the default pace gets two thirds of the words.
    const slow = { ...DEFAULT_PACE, syllablesPerSecond: (DEFAULT_PACE.syllablesPerSecond * 2) / 3 };
    await llm.writeScript({ ...req, pace: slow });
    expect(seen[2].body.messages[0].content).toContain('about 100 words per minute');
    expect(seen[2].body.messages[1].content).toContain('about 50 spoken words');

    expect(script.title).toBe(GOOD_SCRIPT.title);
    expect(script.narration).toBe(
      [GOOD_SCRIPT.hook, ...GOOD_SCRIPT.body.map((b) => b.text), GOOD_SCRIPT.callToAction].join(' '),
    );
    expect(script.body[0].visualKeywords).toEqual(['cat', 'paw', 'table']);
    expect(script.caption).toBe('The real reason behind the chaos');
    // The model gave two topic tags (one fixed tag is dropped); the third comes from the idea.
    expect(script.hashtags).toHaveLength(6);
    expect(script.hashtags.slice(0, 2)).toEqual(['#cats', '#catscience']);
    expect(script.hashtags.slice(3)).toEqual(['#viral', '#trending', '#fyp']);
  });

  it('is asked to write in the chosen language, and keeps the script’s own letters in hashtags', async () => {
    const hindi = {
      ...GOOD_SCRIPT,
      title: 'बिल्लियाँ चीज़ें क्यों गिराती हैं',
      caption: 'असली वजह #बिल्लियाँ',
      hashtags: ['#बिल्लियाँ', 'विज्ञान', '#viral'],
    };
    handler = (_body, _req, res) => completion(res, JSON.stringify(hindi));
    const llm = createOpenAiLlm({ baseUrl, apiKey: 'sk-test', model: 'gpt-test' });
    const script = await llm.writeScript({ ...req, language: 'hi' });
    const user = seen[0].body.messages[1].content as string;
    expect(user).toContain('caption and hashtags in Hindi');
    expect(user).toContain('Keep visualKeywords in English');
    // The vowel signs and the virama are marks (\p{M}): dropped, the tag would read differently.
    expect(script.hashtags).toEqual(['#बिल्लियाँ', '#विज्ञान', '#viral', '#trending', '#fyp']);
    expect(script.caption).toBe('असली वजह');
    // English asks as before: no language line.
    await llm.writeScript(req);
    expect(seen[1].body.messages[1].content).not.toContain('in English');
  });

  it('falls back to json_object when the server rejects json_schema, and remembers it', async () => {
    handler = (body, _req, res) => {
      if (body.response_format?.type === 'json_schema') {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: "response_format 'json_schema' is not supported",
              type: 'invalid_request_error',
            },
          }),
        );
        return;
      }
      completion(res, '```json\n' + JSON.stringify(GOOD_SCRIPT) + '\n```');
    };
    const llm = createOpenAiLlm({ baseUrl, model: 'llama' });
    const script = await llm.writeScript(req);
    expect(script.hook).toBe(GOOD_SCRIPT.hook);
    expect(seen.map((s) => s.body.response_format.type)).toEqual(['json_schema', 'json_object']);
    expect(seen[1].body.messages[0].content).toContain('JSON schema');
    expect(seen[1].auth).toBeUndefined();
    await llm.writeScript(req);
    expect(seen.map((s) => s.body.response_format.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });

  it('reports the HTTP status and the vendor message', async () => {
    handler = (_body, _req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: 'Incorrect API key provided',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      );
    };
    const err = await createOpenAiLlm({ baseUrl, apiKey: 'bad', model: 'm' })
      .writeScript(req)
      .catch((e) => e);
    expect(err).toBeInstanceOf(LlmProviderError);
    expect(err.status).toBe(401);
    expect(err.message).toBe('LLM server answered HTTP 401: Incorrect API key provided');
  });

  it('rejects content that is not JSON, or JSON of the wrong shape', async () => {
    handler = (_body, _req, res) => completion(res, 'Sure! Here is your script: Cats are great.');
    await expect(createOpenAiLlm({ baseUrl, model: 'm' }).writeScript(req)).rejects.toThrow(/not valid JSON/);
    handler = (_body, _req, res) => completion(res, JSON.stringify({ title: 'x', hook: 'y', body: [] }));
    await expect(createOpenAiLlm({ baseUrl, model: 'm' }).writeScript(req)).rejects.toThrow(
      /does not match the schema: scenes/,
    );
  });

  it('times out a server that never answers', async () => {
    handler = () => {};
    const started = Date.now();
    const err = await createOpenAiLlm({ baseUrl, model: 'm', timeoutMs: 200 })
      .writeScript(req)
      .catch((e) => e);
    expect(err).toBeInstanceOf(LlmProviderError);
    expect(err.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports an unreachable server clearly', async () => {
    const err = await createOpenAiLlm({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm' })
      .writeScript(req)
      .catch((e) => e);
    expect(err.code).toBe('network');
    expect(err.message).toContain('unreachable');
  });

  it('suggests distinct ideas with valid vibes', async () => {
    handler = (_body, _req, res) =>
      completion(
        res,
        JSON.stringify({
          ideas: [
            { idea: 'Cat myths', vibe: 'educational' },
            { idea: 'cat myths', vibe: 'meme' },
            { idea: 'POV: your cat at 3 a.m.', vibe: 'meme' },
          ],
        }),
      );
    const ideas = await createOpenAiLlm({ baseUrl, model: 'm' }).suggestIdeas('cats', 10);
    expect(ideas).toEqual([
      { idea: 'Cat myths', vibe: 'educational' },
      { idea: 'POV: your cat at 3 a.m.', vibe: 'meme' },
    ]);
    expect(seen[0].body.response_format.json_schema.name).toBe('video_ideas');
  });
});

describe('OpenAI-compatible caption writer', () => {
  it('asks for the tone and platform, strips hashtags from the text, keeps the six-hashtag rule and the limit', async () => {
    handler = (_body, _req, res) =>
      completion(
        res,
        JSON.stringify({
          caption: `Ramen in Tokyo for under $10? Here is how. #ramen ${'so good '.repeat(60)}`,
          hashtags: ['#Ramen', 'tokyo food', '#viral', '#budget', '#extra'],
        }),
      );
    const llm = createOpenAiLlm({ baseUrl, model: 'test-model' });
    const c = await llm.writeCaption({ content: 'Cheap ramen in Tokyo', tone: 'funny', platform: 'twitter' });
    const prompt = seen[0].body.messages.map((m: { content: string }) => m.content).join('\n');
    expect(prompt).toContain('Tone: funny');
    expect(prompt).toContain('Platform: Twitter');
    expect(seen[0].body.response_format.json_schema.name).toBe('social_caption');
    expect(c.hashtags).toEqual(['#ramen', '#tokyofood', '#budget', '#viral', '#trending', '#fyp']);
    expect(c.text.startsWith('Ramen in Tokyo for under $10? Here is how.')).toBe(true);
    expect(c.text).not.toContain('#');
    expect(`${c.text} ${c.hashtags.join(' ')}`.length).toBeLessThanOrEqual(280);
  });

  it('rejects an empty caption', async () => {
    handler = (_body, _req, res) => completion(res, JSON.stringify({ caption: '#only #tags', hashtags: [] }));
    const llm = createOpenAiLlm({ baseUrl, model: 'test-model' });
    await expect(
      llm.writeCaption({ content: 'x', tone: 'casual', platform: 'tiktok' }),
    ).rejects.toBeInstanceOf(LlmProviderError);
  });
});

describe('OpenAI-compatible writer: prompt instructions', () => {
  it('tells the model every instruction and enforces the ones that can be checked', async () => {
    handler = (_body, _req, res) =>
      completion(
        res,
        JSON.stringify({
          ...GOOD_SCRIPT,
          // The model ignores part of what it was told: it says an avoided word and its own call to action.
          body: [
            ...GOOD_SCRIPT.body,
            { text: 'Honestly, this is literally the funniest habit cats have.', visualKeywords: ['cat'] },
          ],
        }),
      );
    const llm = createOpenAiLlm({ baseUrl, model: 'm' });
    const instructions = {
      audience: 'first-time cat owners',
      tone: 'professional' as const,
      call_to_action: 'Book a check-up at Whisker Vets.',
      brand_name: 'Whisker Vets',
      avoid_words: ['literally'],
      reading_level: 'simple' as const,
    };
    const script = await llm.writeScript({ ...req, instructions });
    const prompt = seen[0]!.body.messages.map((m: { content: string }) => m.content).join('\n');
    expect(prompt).toContain('Audience: speak directly to first-time cat owners.');
    expect(prompt).toContain('Tone: professional.');
    expect(prompt).toContain('Reading level: simple');
    expect(prompt).toContain('Brand name: Whisker Vets');
    expect(prompt).toContain('callToAction must be exactly: "Book a check-up at Whisker Vets."');
    expect(prompt).toContain('Never use these words: literally.');
    expect(script.callToAction).toBe('Book a check-up at Whisker Vets.');
    expect(script.narration).not.toMatch(/literally/i);
    expect(script.narration.endsWith('Book a check-up at Whisker Vets.')).toBe(true);
    expect(script.hook.startsWith('First-time cat owners, this one is for you.')).toBe(true);
    expect(script.narration).not.toContain('!');
  });
});

describe('the model writer, and the builtin when it fails', () => {
  const writer = (timeoutMs = 2000) =>
    withFallback(createOpenAiLlm({ baseUrl, model: 'test-model', timeoutMs }), createBuiltinLlm());

  it('uses valid JSON as the script and names the model as its writer', async () => {
    handler = (_body, _req, res) => completion(res, JSON.stringify(GOOD_SCRIPT));
    const script = await writer().writeScript(req);
    expect(script.body[0].text).toBe(GOOD_SCRIPT.body[0].text);
    expect(script.writer).toEqual({ name: 'test-model' });
    expect(seen).toHaveLength(1);
  });

  it('asks once more when the answer is not valid JSON, and uses the repaired answer', async () => {
    let n = 0;
    handler = (_body, _req, res) =>
      completion(res, n++ === 0 ? '{"title": "Cats", "hook": ' : JSON.stringify(GOOD_SCRIPT));
    const script = await writer().writeScript(req);
    expect(seen).toHaveLength(2);
    expect(seen[1].body.messages[1].content).toContain('not a JSON object matching the schema');
    expect(script.writer).toEqual({ name: 'test-model' });
    expect(script.hook).toBe(GOOD_SCRIPT.hook);
  });

  it('tolerates a sentence around the JSON', async () => {
    handler = (_body, _req, res) => completion(res, `Here you go: ${JSON.stringify(GOOD_SCRIPT)} Enjoy!`);
    expect((await writer().writeScript(req)).writer).toEqual({ name: 'test-model' });
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a timeout', () => {}, 'The AI writer did not answer in time.'],
    [
      'HTTP 500',
      (_b: unknown, _r: IncomingMessage, res: ServerResponse) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'the model crashed' } }));
      },
      'The AI writer ran into a problem on its side.',
    ],
    [
      'a refusal',
      (_b: unknown, _r: IncomingMessage, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: null, refusal: 'I cannot help with that.' } }],
          }),
        );
      },
      'The AI writer declined to write this script.',
    ],
    [
      'invalid JSON twice',
      (_b: unknown, _r: IncomingMessage, res: ServerResponse) => completion(res, 'no json here'),
      'The AI writer’s answer could not be read, even when asked again.',
    ],
  ] as const)('falls back to the builtin writer on %s and records why', async (_what, answer, reason) => {
    handler = answer as Handler;
    const script = await writer(200).writeScript(req);
    expect(script.writer?.name).toBe('builtin');
    // In plain words for the creator: no address, status code or time limit.
    expect(script.writer?.fallbackReason).toBe(reason);
    expect(script.hook).toContain('"why cats knock things off tables"');
  });
});

describe('translating a remix', () => {
  it('answers the lines one for one, repairs a wrong count once, and the fallback writer never translates', async () => {
    let calls = 0;
    handler = (body, _req, res) => {
      calls++;
      expect(body.messages[0].content).toContain('into Spanish');
      completion(
        res,
        JSON.stringify({ lines: calls === 1 ? ['Hola'] : ['Abejas', 'Miel', 'Las abejas hacen miel.'] }),
      );
    };
    const llm = createOpenAiLlm({ baseUrl, model: 'test-model' });
    const lines = await llm.translateLines!(['Bees', 'Honey', 'Bees make honey.'], { from: 'en', to: 'es' });
    expect(lines).toEqual(['Abejas', 'Miel', 'Las abejas hacen miel.']);
    expect(calls).toBe(2);
    expect(createBuiltinLlm().translateLines).toBeUndefined();

    handler = (_body, _req, res) => {
      res.writeHead(500);
      res.end('down');
    };
    const wrapped = withFallback(llm, createBuiltinLlm());
    await expect(wrapped.translateLines!(['Bees'], { from: 'en', to: 'es' })).rejects.toBeInstanceOf(
      LlmProviderError,
    );
  });
});
