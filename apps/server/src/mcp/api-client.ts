/** One call to the public REST API: in this process (app.inject) or over the network (fetch). */
export interface ApiAnswer {
  status: number;
  body: Buffer;
  contentType: string;
  /** The Location header, when the answer has one (a tus upload's address). */
  location?: string;
}
export type ApiCall = (req: {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** A path on the server (`/api/...`), or an absolute URL of a file. */
  path: string;
  body?: unknown;
  /** Bytes sent as they are (a tus PATCH); the caller names their Content-Type in headers. */
  raw?: Buffer;
  headers?: Record<string, string>;
}) => Promise<ApiAnswer>;

export class ApiCallError extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
  }
}

/** The answer as JSON, or an ApiCallError carrying the server's own message. */
export function json<T>(answer: ApiAnswer): T {
  const text = answer.body.toString('utf8');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (answer.status >= 400) {
    const b = (parsed ?? {}) as { error?: string; detail?: string };
    throw new ApiCallError(b.error ?? b.detail ?? `The server answered ${answer.status}.`, answer.status);
  }
  return parsed as T;
}

/** A caller over the network with an API key (stdio MCP server, the CLI's server mode). */
export function fetchCaller(server: string, key: string): ApiCall {
  const base = server.replace(/\/$/, '');
  return async ({ method, path, body, raw, headers }) => {
    const url = /^https?:\/\//.test(path) ? path : `${base}${path}`;
    const res = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
    }).catch((err: Error) => {
      throw new Error(`Could not reach ${base}: ${(err.cause as Error | undefined)?.message ?? err.message}`);
    });
    return {
      status: res.status,
      body: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? '',
      location: res.headers.get('location') ?? undefined,
    };
  };
}

/** A tool's answer: text for the assistant, and the same data structured. */
export const asText = (data: unknown, text: string) => ({
  content: [{ type: 'text' as const, text }],
  structuredContent: data as Record<string, unknown>,
});

/** A tool body: the server's own error message comes back as a tool error the assistant can read. */
export async function tool<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    const message = err instanceof ApiCallError ? err.message : (err as Error).message;
    return { isError: true, content: [{ type: 'text' as const, text: message }] };
  }
}
