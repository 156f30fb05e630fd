import { applyInstructions, hasInstructions, instructionsPrompt } from './instructions.ts';
import { VIBES } from '@reelsmith/contracts/video';
import { PLATFORM_RULES } from '@reelsmith/contracts/captions';
import { DEFAULT_PACE, fitCaption } from '@reelsmith/writer';
import type { IdeaSuggestion, LlmProvider, ScriptRequest } from './llm.types.ts';
import prompts from './prompts/script.json' with { type: 'json' };
import { isLanguage, LANGUAGE_INFO } from '@reelsmith/contracts/languages';
import { checkTranslation, TRANSLATE_JSON_SCHEMA, translatePrompt } from './translate.ts';
import {
  modelScriptSchema,
  ideasSchema,
  SCRIPT_JSON_SCHEMA,
  captionSchema,
  CAPTION_JSON_SCHEMA,
  IDEAS_JSON_SCHEMA,
  BadAnswer,
  parseAnswer,
  toScript,
  normaliseHashtags,
} from './openai.answers.ts';

// Any OpenAI-compatible chat-completions server (OpenAI, Ollama, llama.cpp, vLLM). Structured output
// with a JSON schema first; servers that reject json_schema get json_object plus the schema in the prompt.

export class LlmProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'http' | 'timeout' | 'invalid_response' | 'network' | 'refusal',
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmProviderError';
  }
}

const TONE: Record<string, string> = {
  engaging: 'engaging: a scroll-stopping first line, energy, a question or call to action, one or two emoji',
  professional: 'professional: clear, credible, concise, no emoji, no slang',
  funny: 'funny: a joke or meme format, self-aware, playful emoji',
  inspirational: 'inspirational: uplifting, second person, encouraging, warm emoji',
  casual: 'casual: relaxed and conversational, like a post to friends, light emoji',
};

export interface OpenAiLlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; default 60 s. */
  timeoutMs?: number;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));

export function createOpenAiLlm(options: OpenAiLlmOptions): LlmProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  // Remembered per provider: once a server refuses json_schema, go straight to json_object.
  let schemaSupported = true;

  async function post(
    body: unknown,
    signal?: AbortSignal,
  ): Promise<{ status: number; json: any; text: string }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: combined,
      });
    } catch (err) {
      if (timeout.aborted)
        throw new LlmProviderError(`LLM request timed out after ${timeoutMs} ms`, 'timeout');
      if (signal?.aborted) throw err;
      throw new LlmProviderError(
        `LLM server unreachable at ${baseUrl}: ${(err as Error).message}`,
        'network',
      );
    }
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      if (timeout.aborted)
        throw new LlmProviderError(`LLM request timed out after ${timeoutMs} ms`, 'timeout');
      throw err;
    }
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  }

  async function complete(
    system: string,
    user: string,
    name: string,
    schema: object,
    signal?: AbortSignal,
    seed?: number,
  ): Promise<unknown> {
    const messages = [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ];
    // No temperature: some models (reasoning ones) reject it, and the default already varies.
    const base = { model: options.model, messages, ...(seed !== undefined ? { seed } : {}) };
    let answer = schemaSupported
      ? await post(
          { ...base, response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } } },
          signal,
        )
      : undefined;
    // Servers without structured output say so with 400 or 422 (some with 500/501) naming the field.
    if (
      !answer ||
      ([400, 422, 500, 501].includes(answer.status) &&
        /response_format|json_schema|schema/i.test(answer.text))
    ) {
      if (answer) schemaSupported = false;
      const fallbackMessages = [
        {
          role: 'system',
          content: `${system}\nAnswer with one JSON object matching this JSON schema:\n${JSON.stringify(schema)}`,
        },
        messages[1],
      ];
      answer = await post(
        { ...base, messages: fallbackMessages, response_format: { type: 'json_object' } },
        signal,
      );
    }
    if (answer.status < 200 || answer.status >= 300) {
      const vendor = answer.json?.error?.message ?? answer.json?.message ?? answer.text.slice(0, 300);
      throw new LlmProviderError(
        `LLM server answered HTTP ${answer.status}: ${vendor || 'no details'}`,
        'http',
        answer.status,
      );
    }
    const choice = answer.json?.choices?.[0];
    const content: unknown = choice?.message?.content;
    if (typeof content !== 'string' || !content.trim()) {
      const refusal = choice?.message?.refusal;
      if (refusal) throw new LlmProviderError(`LLM refused: ${refusal}`, 'refusal');
      throw new LlmProviderError('LLM answer has no message content', 'invalid_response');
    }
    return parseAnswer(content);
  }

  /** Asks, checks the answer against `check`, and asks once more to repair an invalid one. */
  async function completeChecked<T>(
    system: string,
    user: string,
    name: string,
    schema: object,
    check: (raw: unknown) => T,
    signal?: AbortSignal,
    seed?: number,
  ): Promise<T> {
    try {
      return check(await complete(system, user, name, schema, signal, seed));
    } catch (err) {
      if (!(err instanceof BadAnswer)) throw err;
      const repair = `${user}\n\nYour previous answer:\n${err.content.slice(0, 4000)}\n\n${fill(prompts.repair, { error: err.message })}`;
      try {
        return check(await complete(system, repair, name, schema, signal, seed));
      } catch (again) {
        if (again instanceof BadAnswer) throw new LlmProviderError(again.message, 'invalid_response');
        throw again;
      }
    }
  }

  return {
    name: 'openai',
    async writeScript(req: ScriptRequest, opts) {
      // The chosen voice's pace sets the words a minute (150 when none was measured).
      const pace = req.pace ?? DEFAULT_PACE;
      const wpm = Math.round((150 * pace.syllablesPerSecond) / DEFAULT_PACE.syllablesPerSecond);
      const words = Math.round((req.durationSec * wpm) / 60);
      const system = fill(prompts.system, { wpm });
      const language = isLanguage(req.language) ? req.language : 'en';
      const user =
        fill(prompts.user, {
          idea: req.idea,
          vibe: req.vibe,
          voice: prompts.vibes[req.vibe],
          seconds: req.durationSec,
          words,
        }) +
        // The chosen language (issue 42); English keeps the prompt as it was.
        (language !== 'en'
          ? `\n${fill(prompts.language, { language: LANGUAGE_INFO[language].english })}`
          : '') +
        (req.seed ? `\nVariation number ${req.seed}: make it different from other versions.` : '') +
        (hasInstructions(req.instructions) ? `\n${instructionsPrompt(req.instructions)}` : '');
      const data = await completeChecked(
        system,
        user,
        'short_video_script',
        SCRIPT_JSON_SCHEMA,
        (raw) => {
          const parsed = modelScriptSchema.safeParse(raw);
          if (parsed.success) return parsed.data;
          const issue = parsed.error.issues[0];
          throw new BadAnswer(
            `LLM script does not match the schema: ${issue.path.join('.') || 'root'} ${issue.message}`,
            JSON.stringify(raw),
          );
        },
        opts?.signal,
        req.seed,
      );
      // What can be checked is enforced: a model may still say an avoided word or vary the call to action.
      return applyInstructions({ ...toScript(data, req), writer: { name: options.model } }, req.instructions);
    },
    async translateLines(lines, languages, opts) {
      const { system, user } = translatePrompt(lines, languages);
      const check = (raw: unknown) => {
        const answer = checkTranslation(raw, lines.length);
        if ('problem' in answer) throw new BadAnswer(answer.problem, JSON.stringify(raw));
        return answer.lines;
      };
      return completeChecked(system, user, 'translated_lines', TRANSLATE_JSON_SCHEMA, check, opts?.signal);
    },
    async suggestIdeas(seed, count, opts) {
      const system = `You suggest ideas for short vertical videos. Each idea is one line under 80 characters with a vibe from: ${VIBES.join(', ')}.`;
      const raw = await completeChecked(
        system,
        `Niche or seed word: ${seed}\nGive ${count} distinct ideas.`,
        'video_ideas',
        IDEAS_JSON_SCHEMA,
        (r) => r,
        opts?.signal,
      );
      const parsed = ideasSchema.safeParse(raw);
      if (!parsed.success)
        throw new LlmProviderError('LLM ideas do not match the schema', 'invalid_response');
      const seen = new Set<string>();
      const out: IdeaSuggestion[] = [];
      for (const i of parsed.data.ideas) {
        const key = i.idea.trim().toLowerCase();
        if (!seen.has(key)) {
          seen.add(key);
          out.push({ idea: i.idea.trim(), vibe: i.vibe });
        }
      }
      return out.slice(0, count);
    },
    async writeCaption(req, opts) {
      const rules = PLATFORM_RULES[req.platform];
      const system =
        "You write social media captions for short vertical videos. Use the content's own key terms; " +
        'write in its language. caption: the caption text without hashtags. ' +
        'hashtags: three hashtags about the content, starting with #, no spaces.';
      const user =
        `Content: ${req.content}\nTone: ${TONE[req.tone]}\nPlatform: ${rules.label}; ` +
        `the caption should be about ${rules.idealChars[1]} characters at most ` +
        `(hard limit ${rules.maxChars} including hashtags)` +
        (req.platform === 'instagram' ? '; separate its lines with blank lines.' : '; one paragraph.') +
        (req.seed ? `\nVariation number ${req.seed}: make it different from other versions.` : '');
      const raw = await completeChecked(
        system,
        user,
        'social_caption',
        CAPTION_JSON_SCHEMA,
        (r) => r,
        opts?.signal,
        req.seed,
      );
      const parsed = captionSchema.safeParse(raw);
      if (!parsed.success)
        throw new LlmProviderError('LLM caption does not match the schema', 'invalid_response');
      const text = parsed.data.caption
        .replace(/#[\p{L}\p{N}_]+/gu, '')
        .replace(/[ \t]+/g, ' ')
        .trim();
      if (!text) throw new LlmProviderError('LLM caption is empty', 'invalid_response');
      return fitCaption(text, normaliseHashtags(parsed.data.hashtags, req.content), req.platform);
    },
  };
}
