import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The project explains itself (docs/architecture.md#tests-and-measures): comments and tests cite the
// repository's own documents (docs/product-guide.md, docs/architecture.md, docs/decisions/), never a
// document a clone does not have. And a cited section must exist, so a renamed heading is caught.

const root = new URL('../..', import.meta.url).pathname;
// Everything but the decision records, which keep the history they were written in.
const SKIPPED = /^(docs\/decisions\/|package-lock\.json$)/;
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|json|sh|conf|ya?ml|lua|html|txt)$|^\.ci\//;

// Built from pieces so that this file does not cite them itself.
const OUTSIDE_NAMES = ['SP' + 'EC', 'DES' + 'IGN', 'GU' + 'IDE'];
const OUTSIDE = [
  new RegExp(`\\b(${OUTSIDE_NAMES.join('|')})\\b`),
  new RegExp(`(?<![\\w-])(${OUTSIDE_NAMES.join('|')})\\.md\\b`, 'i'),
];

/** Lines of a text that cite a document outside the repository. */
export function outsideCitations(text: string): string[] {
  return text.split('\n').filter((line) => OUTSIDE.some((pattern) => pattern.test(line)));
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]!));
  }
  return anchors;
}

/** `docs/<file>.md#<anchor>` citations of a text whose file or section does not exist. */
export function brokenDocLinks(text: string, readDoc: (path: string) => string | null): string[] {
  const broken: string[] = [];
  for (const match of text.matchAll(/\bdocs\/([\w\-/]+\.md)(?:#([\w-]+))?/g)) {
    const markdown = readDoc(`docs/${match[1]}`);
    if (markdown === null || (match[2] && !anchorsOf(markdown).has(match[2]))) broken.push(match[0]);
  }
  return broken;
}

function checkedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((path) => TEXT.test(path) && !SKIPPED.test(path) && existsSync(join(root, path)))
    .filter((path) => path !== 'scripts/lint/project-docs.test.ts');
}

const readDoc = (path: string) =>
  existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null;

describe("the project's own documents", () => {
  const files = checkedFiles().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

  it('no comment or test cites a document outside the repository', () => {
    const found = files.flatMap(({ path, text }) =>
      outsideCitations(text).map((line) => `${path}: ${line.trim()}`),
    );
    expect(found, 'cite docs/product-guide.md, docs/architecture.md or a decision instead').toEqual([]);
  });

  it('every cited docs/ file and section exists', () => {
    const found = files.flatMap(({ path, text }) =>
      brokenDocLinks(text, readDoc).map((link) => `${path}: ${link}`),
    );
    expect(found, 'a heading was renamed, or the citation names a section that does not exist').toEqual([]);
  });

  it('catches a planted citation and a planted broken section', () => {
    expect(outsideCitations(`// The order page (${OUTSIDE_NAMES[0]} §2).\nconst a = 1;`)).toHaveLength(1);
    expect(outsideCitations(`// See ../shared/${OUTSIDE_NAMES[1]!.toLowerCase()}.md`)).toHaveLength(1);
    expect(outsideCitations('// See docs/product-guide.md#order-stages (e2e/tests/order.spec.ts).')).toEqual(
      [],
    );
    const guide = "# Product guide\n\n## Better-photo requests\n\n### Children's data\n";
    const read = (path: string) => (path === 'docs/product-guide.md' ? guide : null);
    expect(brokenDocLinks('docs/product-guide.md#better-photo-requests', read)).toEqual([]);
    expect(brokenDocLinks('docs/product-guide.md#childrens-data', read)).toEqual([]);
    expect(brokenDocLinks('docs/product-guide.md#photo-requests', read)).toEqual([
      'docs/product-guide.md#photo-requests',
    ]);
    expect(brokenDocLinks('docs/missing.md', read)).toEqual(['docs/missing.md']);
  });
});
