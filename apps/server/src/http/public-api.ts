import type { ApiKeyScope } from '../db/schema/index.ts';

/** The two ways in: a signed-in session's JWT, or an API key (decision 120). */
export const SESSION_OR_KEY: Array<Record<string, string[]>> = [{ bearer: [] }, { apiKey: [] }];

interface Sample {
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  /** Path with `{id}` placeholders as the reader would type them. */
  path: string;
  body?: Record<string, unknown>;
  /** A create call: the samples send an Idempotency-Key. */
  idempotent?: boolean;
}

function curl(s: Sample): string {
  const lines = [
    `curl -X ${s.method} "$REELSMITH_URL${s.path}"`,
    '  -H "Authorization: Bearer $REELSMITH_KEY"',
  ];
  if (s.idempotent) lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  if (s.body) lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(s.body)}'`);
  return lines.join(' \\\n');
}

function typescript(s: Sample): string {
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
