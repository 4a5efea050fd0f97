import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// An `@example` shows a host how to call what it can import (issue 39): it belongs on a public
// export only, the name a package's entry re-exports, and on that export's members. Internals keep
// a plain sentence; an example there is code no reader of the API sees and no compiler checks.

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = join(root, 'packages');
const packageNames = readdirSync(packagesDir).filter((name) =>
  existsSync(join(packagesDir, name, 'package.json')),
);

/** Each package's public entries: the `latchkey-source` file of every subpath it exports. */
function publicEntries(): string[] {
  return packageNames.flatMap((name) => {
    const manifest = JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8'));
    return Object.values<unknown>(manifest.exports ?? {}).flatMap((target) => {
      const source = (target as { 'latchkey-source'?: string } | null)?.['latchkey-source'];
      if (typeof source !== 'string') return [];
      const path = resolve(packagesDir, name, source);
      if (!path.includes('*')) return [path];
      // A subpath pattern ('./locales/*'): every file of its folder that the star matches.
      const [before = '', after = ''] = basename(path).split('*');
      return readdirSync(dirname(path))
        .filter((file) => file.startsWith(before) && file.endsWith(after))
        .map((file) => join(dirname(path), file));
    });
  });
}

/** Every TypeScript file under packages/<name>/src, tests and fixtures included. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** The declarations of every name the entries export, aliases followed to their source. */
function publicDeclarations(program: ts.Program, entries: string[]): Set<ts.Node> {
  const checker = program.getTypeChecker();
  const declarations = new Set<ts.Node>();
  const seenModules = new Set<ts.Symbol>();
  const addModule = (moduleSymbol: ts.Symbol) => {
    if (seenModules.has(moduleSymbol)) return;
    seenModules.add(moduleSymbol);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      for (const declaration of symbol.declarations ?? []) {
        // `export * as name from` re-exports a whole module under one name: its exports, not
        // the file (whose internals would then count as public).
        if (ts.isSourceFile(declaration)) addModule(symbol);
        else declarations.add(declaration);
      }
    }
  };
  for (const entry of entries) {
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`no module for ${relative(root, entry)}`);
    addModule(moduleSymbol);
  }
  return declarations;
}

/** Whether a comment's host is a public declaration, one of its variables, or inside one. */
function isPublic(host: ts.Node, declarations: Set<ts.Node>): boolean {
  if (ts.isVariableStatement(host))
    return host.declarationList.declarations.some((variable) => declarations.has(variable));
  for (let node: ts.Node | undefined = host; node; node = node.parent)
    if (declarations.has(node)) return true;
  return false;
}

/** The name a comment's host declares: a variable statement's first variable, else its own. */
function hostName(host: ts.Node, source: ts.SourceFile): string {
  const declaration = ts.isVariableStatement(host) ? host.declarationList.declarations[0] : host;
  return ts.getNameOfDeclaration(declaration as ts.Declaration)?.getText(source) ?? '';
}

/**
 * How many comments hold an `@example`, and `file:line name` of each one on something no public
 * entry exports.
 */
function examplesOnInternals(program: ts.Program, files: string[], publicSet: Set<ts.Node>) {
  const found: string[] = [];
  let examples = 0;
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${relative(root, file)}`);
    const visit = (node: ts.Node) => {
      const comments = (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
      const hasExample = comments.some((comment) =>
        comment.tags?.some((tag) => tag.tagName.text === 'example'),
      );
      if (hasExample) examples += 1;
      if (hasExample && !isPublic(node, publicSet)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${relative(root, file)}:${line + 1} ${hostName(node, source)}`.trim());
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { examples, found };
}

describe('@example on public exports only', () => {
  it('puts no @example on an internal declaration', { timeout: 120_000 }, () => {
    const configPath = join(root, 'tsconfig.json');
    const config = ts.readConfigFile(configPath, ts.sys.readFile);
    const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, dirname(configPath));
    const entries = publicEntries();
    const files = packageNames.flatMap((name) => {
      const src = join(packagesDir, name, 'src');
      return existsSync(src) ? sourceFiles(src) : [];
    });
    const program = ts.createProgram({
      rootNames: [...new Set([...entries, ...files])],
      options: { ...options, noEmit: true },
    });
    const publicSet = publicDeclarations(program, entries);
    const { examples, found } = examplesOnInternals(program, files, publicSet);
    // Guards against a scan that finds nothing: the public API has hundreds of examples.
    expect(publicSet.size).toBeGreaterThan(100);
    expect(examples).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
