import type { ApiKeyScope } from '../db/schema/index.ts';

/** The two ways in: a signed-in session's JWT, or an API key (decision 120). */
export const SESSION_OR_KEY: Array<Record<string, string[]>> = [{ bearer: [] }, { apiKey: [] }];

interface Sample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path with `{id}` placeholders as the reader would type them. */
  path: string;
  body?: Record<string, unknown>;
  /** A create call: the samples send an Idempotency-Key. */
  idempotent?: boolean;
  /** multipart/form-data fields; a value starting with `@` is a file (curl's own notation). */
  form?: Array<[name: string, value: string]>;
  /** Samples written out by hand, for calls one request does not show (tus uploads). */
  custom?: { curl: string; typescript: string };
}

function curl(s: Sample): string {
  if (s.custom) return s.custom.curl;
  const lines = [
    `curl -X ${s.method} "$REELSMITH_URL${s.path}"`,
    '  -H "Authorization: Bearer $REELSMITH_KEY"',
  ];
  if (s.idempotent) lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  if (s.body) lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(s.body)}'`);
  for (const [name, value] of s.form ?? []) lines.push(`  -F "${name}=${value}"`);
  return lines.join(' \\\n');
}

function typescript(s: Sample): string {
  if (s.custom) return s.custom.typescript;
  if (s.form) return formTypescript(s);
  const headers = [`Authorization: \`Bearer \${process.env.REELSMITH_KEY}\``];
  if (s.idempotent) headers.push("'Idempotency-Key': crypto.randomUUID()");
  if (s.body) headers.push("'Content-Type': 'application/json'");
  return [
    `const res = await fetch(\`\${process.env.REELSMITH_URL}${s.path}\`, {`,
    `  method: '${s.method}',`,
    `  headers: { ${headers.join(', ')} },`,
    ...(s.body ? [`  body: JSON.stringify(${JSON.stringify(s.body)}),`] : []),
    '});',
    'const data = await res.json();',
  ].join('\n');
}

/** A multipart call from Node: files read from disk into a FormData (fetch sets the boundary). */
function formTypescript(s: Sample): string {
  const appends = (s.form ?? []).map(([name, value]) =>
    value.startsWith('@')
      ? `form.append('${name}', new Blob([await readFile('${value.slice(1)}')]), '${value.slice(1)}');`
      : `form.append('${name}', '${value}');`,
  );
  return [
    "import { readFile } from 'node:fs/promises';",
    'const form = new FormData();',
    ...appends,
    `const res = await fetch(\`\${process.env.REELSMITH_URL}${s.path}\`, {`,
    `  method: '${s.method}',`,
    `  headers: { Authorization: \`Bearer \${process.env.REELSMITH_KEY}\` },`,
    '  body: form,',
    '});',
    'const data = await res.json();',
  ].join('\n');
}

/**
 * The OpenAPI fields of an operation that accepts API keys: both security schemes, which scope
 * a key needs, and examples in curl and TypeScript (rendered by /api/docs).
 */
export function keyAccess(scope: ApiKeyScope, sample: Sample, description = '') {
  const text = [
    description,
    `**API keys accepted** with the \`${scope}\` scope (\`Authorization: Bearer rsk_...\`).` +
      (sample.idempotent ? ' Send an `Idempotency-Key` header: a retried request never creates twice.' : ''),
    `curl:\n\n\`\`\`sh\n${curl(sample)}\n\`\`\``,
    `TypeScript:\n\n\`\`\`ts\n${typescript(sample)}\n\`\`\``,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    security: SESSION_OR_KEY,
    description: text,
    'x-api-key-scope': scope,
    'x-codeSamples': [
      { lang: 'Shell', label: 'curl', source: curl(sample) },
      { lang: 'TypeScript', label: 'TypeScript', source: typescript(sample) },
    ],
  };
}
