#!/usr/bin/env node
/* global console, process */
// The built web app (apps/web/dist) shows creators no server setting: no environment variable, no
// `npm run`, no CLI command and no "see the README" in any string of its JavaScript or HTML. The
// source is checked the same way by apps/web/src/creator-text.test.ts; this catches what only the
// bundle holds. Run after `npm run build` (scripts/test.sh does).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

/** Every variable the server reads (its env schema and any `process.env.X`), as a whole word. */
function serverVariables() {
  const names = new Set();
  const walk = (dir) =>
    readdirSync(dir).forEach((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) return;
      const text = readFileSync(full, 'utf8');
      for (const m of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)|\benv\.([A-Z][A-Z0-9_]+)/g))
        names.add(m[1] ?? m[2]);
    });
  walk(path.join(root, 'apps/server/src'));
  const schema = readFileSync(path.join(root, 'apps/server/src/config/env.ts'), 'utf8');
  for (const m of schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) names.add(m[1]);
  // Words too common to be a server setting when they stand alone in a library's string.
  for (const word of ['HOST', 'PORT', 'NODE_ENV']) names.delete(word);
  return [...names];
}

const VARIABLES = serverVariables();
const RULES = [
  ['an environment variable', new RegExp(`\\b(${VARIABLES.join('|')})\\b`)],
  ['`npm run`', /\bnpm run\b/],
  ['the CLI', /\bcli --/],
  ['the README', /\bREADME\b/],
];
const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(js|html)$/.test(name) ? [full] : [];
  });

function stringsOf(file) {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.html')) return [text.replace(/<[^>]+>/g, ' ')];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const out = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

let all;
try {
  all = files(dist);
} catch {
  console.error(`No built web app at ${dist}: run \`npm run build -w apps/web\` first.`);
  process.exit(2);
}
const problems = all.flatMap((file) =>
  stringsOf(file).flatMap((s) =>
    RULES.filter(([, re]) => re.test(s)).map(
      ([what]) => `${path.relative(dist, file)}: ${what} in "${s.trim().slice(0, 120)}"`,
    ),
  ),
);
if (problems.length) {
  console.error(`Creator-facing text in the built web app names server settings:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `creator text: ${all.length} built files, none names a server setting (${VARIABLES.length} variables)`,
);
