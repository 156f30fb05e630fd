import type { LlmProvider, Script, ScriptRequest } from './llm.types.ts';

// Hook variants and "regenerate this part": any writer can do it by writing the script again with
// another seed and taking the part from that version. The builtin writer is cheap (10–20 ms) and
// may try several seeds until the part differs; a model server is asked a few times at most.

/** A numbered point's label ("Two:", "First:"), kept when the point is rewritten. */
const quizLabel = (text: string) =>
  /^((?:Question )?(?:One|Two|Three|Four|Five|Six|Seven|one|two|three|four|five|six|seven)|First|Second|Third|Fourth|Fifth|Sixth|Seventh|Finally):/.exec(
    text,
  )?.[1] ?? '';

export type ScriptPart = 'hook' | 'point' | 'call_to_action';

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function tries(llm: LlmProvider): number {
  return llm.name === 'builtin' ? 16 : 4;
}

/** A seed per attempt, different from the script's own and from one call to the next. */
function seeds(base: number | undefined, n: number): number[] {
  const start = (base ?? 0) + 1 + Math.floor(Math.random() * 997);
  return Array.from({ length: n }, (_, i) => (start + i * 7919) % 1_000_000);
}

/** `count` different hooks for the idea, the script's own first. */
export async function hookVariants(
  llm: LlmProvider,
  req: ScriptRequest,
  current: Script,
  count = 3,
  signal?: AbortSignal,
): Promise<string[]> {
  const out = [current.hook];
  const seen = new Set([norm(current.hook)]);
  for (const seed of seeds(req.seed, tries(llm))) {
    if (out.length >= count) break;
    const other = await llm.writeScript({ ...req, seed }, { signal });
    if (!seen.has(norm(other.hook))) {
      seen.add(norm(other.hook));
      out.push(other.hook);
    }
  }
  return out;
}

/** The text of one part of the script. */
export function partText(script: Script, part: ScriptPart, index = 0): string | undefined {
  if (part === 'hook') return script.hook;
  if (part === 'call_to_action') return script.callToAction;
  return script.body[index]?.text;
}

/** A new text for one part, different from every sentence the script already says. */
export async function rewritePart(
  llm: LlmProvider,
  req: ScriptRequest,
  current: Script,
  part: ScriptPart,
  index = 0,
  signal?: AbortSignal,
): Promise<{ text: string; visualKeywords?: string[] } | null> {
  const said = new Set([current.hook, ...current.body.map((b) => b.text), current.callToAction].map(norm));
  // A numbered point ("Two: what would change if ...") is replaced by a point with the same number, so
  // a quiz keeps its order (decision 031); another point only when no version has one.
  const label = quizLabel(current.body[index]?.text ?? '');
  let other: { text: string; visualKeywords?: string[] } | undefined;
  for (const seed of seeds(req.seed, tries(llm))) {
    const version = await llm.writeScript({ ...req, seed }, { signal });
    if (part === 'point') {
      // The same position in the other version first, then any of its points not said yet.
      const order = [version.body[index], ...version.body].filter(Boolean);
      const fresh = order.filter((b) => !said.has(norm(b!.text)));
      const pick = fresh.find((b) => quizLabel(b!.text) === label);
      if (pick) return { text: pick.text, visualKeywords: pick.visualKeywords };
      other ??= fresh[0];
      continue;
    }
    const text = part === 'hook' ? version.hook : version.callToAction;
    if (text && !said.has(norm(text))) return { text };
  }
  return other ? { text: other.text, visualKeywords: other.visualKeywords } : null;
}

/** The script with one part replaced and its narration rebuilt. */
export function withPart(
  script: Script,
  part: ScriptPart,
  index: number,
  next: { text: string; visualKeywords?: string[] },
): Script {
  const out: Script = { ...script, body: script.body.map((b) => ({ ...b })) };
  if (part === 'hook') out.hook = next.text;
  else if (part === 'call_to_action') out.callToAction = next.text;
  else
    out.body[index] = {
      text: next.text,
      visualKeywords: next.visualKeywords ?? out.body[index]!.visualKeywords,
    };
  out.narration = [out.hook, ...out.body.map((b) => b.text), out.callToAction].filter(Boolean).join(' ');
  return out;
}
