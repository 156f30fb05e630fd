// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Creators never see how the server is set up: no environment variable, no `npm run`, no CLI, no
// "see the README" in any text the web app can show (its own and the shared contracts' messages).
// The operator's side of each notice is in the README. The built bundle is checked the same way
// after the web build (scripts/check-creator-text.mjs).

const ROOTS = [path.resolve(__dirname), path.resolve(__dirname, '../../../packages/contracts/src')];

/** What an operator's instruction looks like. */
const OPERATOR_TEXT = [
  { what: 'an environment variable', re: /\b[A-Z][A-Z0-9]*_[A-Z0-9]+(?:_[A-Z0-9]+)*\b/ },
  { what: '`npm run`', re: /\bnpm run\b/ },
  { what: 'the CLI', re: /\bcli --/ },
  { what: 'the README', re: /\bREADME\b/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** The texts of a file: string literals, template text and JSX text (never names or comments). */
function textsOf(file: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      // Module paths are code, not text.
      if (!(
        ts.isStringLiteral(node) &&
        (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent))
      ))
        found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function operatorTexts(files: string[]) {
  return files.flatMap((file) =>
    textsOf(file).flatMap(({ line, text }) =>
      OPERATOR_TEXT.filter((r) => r.re.test(text)).map(
        (r) => `${path.relative(process.cwd(), file)}:${line}: ${r.what} in "${text.trim().slice(0, 120)}"`,
      ),
    ),
  );
}

describe('creator-facing text', { timeout: 60_000 }, () => {
  it('names no environment variable, `npm run`, CLI command or README', () => {
    const files = ROOTS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(operatorTexts(files)).toEqual([]);
  });

  it('would catch an operator’s instruction', () => {
    const probe = path.join(__dirname, 'lib', 'format.ts');
    expect(operatorTexts([probe])).toEqual([]);
    const text = (s: string) => OPERATOR_TEXT.filter((r) => r.re.test(s)).map((r) => r.what);
    expect(text('Set YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET (see the README).')).toEqual([
      'an environment variable',
      'the README',
    ]);
    expect(text('Ask the operator to set your plan (npm run cli -- plan set).')).toEqual([
      '`npm run`',
      'the CLI',
    ]);
    expect(text('Cloning your own voice isn’t available on this server yet.')).toEqual([]);
  });
});
