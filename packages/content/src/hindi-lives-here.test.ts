import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every word a parent reads lives in packages/content, one typed dictionary per language
// (docs/decisions/106). This keeps it so: no Hindi in the apps' or the other packages' code. Only
// what the code says counts (strings, templates, JSX text); a comment may quote Hindi as an example.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCANNED = ['apps', 'packages/contracts', 'packages/film'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'build', 'dist', '.react-router', 'coverage']);
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Where Devanagari in code is not a parent's text, and why:
 * - tests: they check the Hindi the content gives (samples, expected pages);
 * - the states and union territories: their official names are data the GST invoice and the address
 *   need with their codes (one row per state), not words that could be translated or reworded.
 */
const ALLOWED: { pattern: RegExp; why: string }[] = [
  { pattern: /\.test\.tsx?$/, why: 'a test' },
  { pattern: /^apps\/server\/test\//, why: "the server tests' helpers" },
  { pattern: /^packages\/contracts\/src\/indian-states\.ts$/, why: 'the official names of the states' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The lines of `file` where its code (not its comments) holds Devanagari. */
function devanagariInCode(file: string, text: string): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node) ||
        ts.isJsxText(node) ||
        ts.isRegularExpressionLiteral(node)) &&
      DEVANAGARI.test(node.getText(source))
    )
      lines.add(source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1);
    node.forEachChild(visit);
  };
  visit(source);
  return [...lines];
}

describe('Hindi lives in packages/content', () => {
  it('no code in the apps, the contracts or the film package holds Devanagari outside the allow-list', () => {
    const found = SCANNED.flatMap(sourceFiles)
      .filter((file) => !ALLOWED.some(({ pattern }) => pattern.test(file)))
      .flatMap((file) => {
        const text = readFileSync(path.join(ROOT, file), 'utf8');
        if (!DEVANAGARI.test(text)) return [];
        return devanagariInCode(file, text).map((line) => `${file}:${line}`);
      });
    expect(found).toEqual([]);
  });

  it('sees Hindi in code and not in comments', () => {
    const sample = [
      '// "मुख्य किरदार" in a comment is an example',
      "const a = 'नमस्ते';",
      'const b = `${a} जी`;',
      'const c = <p>लोड हो रहा है</p>;',
    ].join('\n');
    expect(devanagariInCode('sample.tsx', sample)).toEqual([2, 3, 4]);
  });
});
