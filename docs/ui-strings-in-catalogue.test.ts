import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Beside docs/code-shape.test.ts: the parser is the docs workspace's TypeScript (the root's is
// the native compiler, with no JS API).
const SOURCE = join(import.meta.dirname, '..', 'packages', 'react', 'src');

/** Attributes a user reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** A text a person reads: letters in it (JSX text, read attributes). */
const READABLE = /\p{L}{2}/u;
/**
 * A sentence anywhere else: a capital start, lower-case letters and two words or more ('Try
 * again'); an SVG path or a constant's name ('RATE_LIMITED') is none.
 */
const isSentence = (text: string) =>
  /^\p{Lu}/u.test(text) && /\p{Ll}/u.test(text) && (text.match(/\p{L}{2,}/gu) ?? []).length >= 2;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$|-messages\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** The literal text of a string or template (its fixed parts), or undefined. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return undefined;
}

/** Whether a literal is a message to a developer (an Error's, a console's), not to a user. */
function forDevelopers(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && /^console\.|Error$/.test(at.expression.getText())) return true;
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    if (ts.isCallExpression(at) && /^(import|require)$/.test(at.expression.getText())) return true;
  }
  return false;
}

function strayTexts(path: string, text = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(
      `${relative(SOURCE, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && READABLE.test(node.text)) report(node, node.text.trim());
    else if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer
    ) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      const literal = value && literalText(value);
      if (literal && READABLE.test(literal)) return report(node, node.getText());
    } else {
      const literal = literalText(node);
      if (literal !== undefined && isSentence(literal.trim()) && !forDevelopers(node))
        report(node, literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What the scan must flag, line by line. */
const SAMPLE = `export const sample = (
  <div className="latchkey-row" data-step="one">
    Hello there
    <button type="button" aria-label="Close" />
    <span title={'Copy address'} />
    {'Your wallet is ready.'}
    {true ? \`Try again\` : null}
  </div>
);
throw new Error('A developer reads this, not a user.');
`;

describe("@latchkey/react's user-visible texts", () => {
  it('come from the catalogue: no JSX text, read attribute or sentence outside it', () => {
    const files = sourceFiles(join(SOURCE, 'ui'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => strayTexts(file))).toEqual([]);
  });

  it('the scan finds what it must', () => {
    expect(
      strayTexts(join(SOURCE, 'sample.tsx'), SAMPLE).map((line) => line.replace(/^\S+ /, '')),
    ).toEqual([
      'Hello there',
      'aria-label="Close"',
      "title={'Copy address'}",
      'Your wallet is ready.',
      'Try again',
    ]);
  });
});
