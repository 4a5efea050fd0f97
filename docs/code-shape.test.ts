import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The codebase's shape, held by a test (issue 26): small files and functions, no import cycle
// between files or packages, core free of the packages built on it, nothing test-only
// published. The exceptions are named here and, with why, in docs/ARCHITECTURE.md.

const root = fileURLToPath(new URL('..', import.meta.url));
const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 150;
/** Files allowed past the limits; each is named in docs/ARCHITECTURE.md with why. */
const EXCEPTIONS = ['packages/sandbox/src/solana-rpc/svm-ledger.ts'];

const isTestOnly = (path: string) =>
  /\.(test|browser\.test|integration\.test|fixture)\.tsx?$/.test(path);
const packageNames = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'package.json')),
);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !isTestOnly(entry) ? [path] : [];
  });
}

const files = packageNames.flatMap((name) => {
  const src = join(root, 'packages', name, 'src');
  return existsSync(src) ? sourceFiles(src) : [];
});
const parsed = new Map(
  files.map((file) => [
    file,
    ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  ]),
);
const name = (file: string) => relative(root, file);
const lineOf = (source: ts.SourceFile, position: number) =>
  source.getLineAndCharacterOfPosition(position).line + 1;

/** Every module specifier a file imports or re-exports, type-only ones included. */
function specifiers(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push(literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names (`./a.js` → `a.ts`, `a.tsx` or `a/index.ts`). */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => parsed.has(path));
}

/** Strongly connected components of more than one node (or a node importing itself). */
function cycles(graph: Map<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

describe('the shape of packages/*/src (tests and fixtures aside)', () => {
  it(`has no file over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .filter((file) => !EXCEPTIONS.includes(name(file)))
      .map((file) => [name(file), readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > MAX_FILE_LINES);
    expect(long).toEqual([]);
  });

  it(`has no function or component over ${MAX_FUNCTION_LINES} lines`, () => {
    const long: string[] = [];
    for (const [file, source] of parsed) {
      if (EXCEPTIONS.includes(name(file))) continue;
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
          const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart()) + 1;
          if (lines > MAX_FUNCTION_LINES) {
            long.push(`${name(file)}:${lineOf(source, node.getStart())} (${lines} lines)`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(long).toEqual([]);
  });

  it('has no import cycle between files, type-only imports included', () => {
    const graph = new Map(
      [...parsed].map(([file, source]) => [
        name(file),
        specifiers(source)
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => resolveRelative(file, specifier))
          .filter((target): target is string => target !== undefined)
          .map(name),
      ]),
    );
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps core free of the packages built on it', () => {
    const reaching = [...parsed]
      .filter(([file]) => name(file).startsWith('packages/core/'))
      .flatMap(([file, source]) =>
        specifiers(source)
          .filter((specifier) => /^@latchkey\/(react|server|sandbox|evm)(\/|$)/.test(specifier))
          .map((specifier) => `${name(file)} → ${specifier}`),
      );
    expect(reaching).toEqual([]);
  });

  it("keeps core's floors: a folder imports only from its own floor and those below", () => {
    // docs/ARCHITECTURE.md's table, floor by floor.
    const floors: Record<string, number> = {
      errors: 1,
      logger: 1,
      amounts: 1,
      networks: 1,
      validation: 1,
      events: 1,
      storage: 1,
      transactions: 2,
      'sign-in': 2,
      custody: 2,
      webauthn: 2,
      oauth: 2,
      'wallet-book': 2,
      environment: 2,
      'product-api': 2,
      connectors: 3,
      deeplink: 3,
      mwa: 3,
      sponsorship: 3,
      config: 4,
      store: 4,
      actions: 4,
      auth: 4,
      embedded: 5,
    };
    const core = join(root, 'packages/core/src');
    const folderOf = (file: string) => relative(core, file).split('/')[0] as string;
    const upward: string[] = [];
    for (const [file, source] of parsed) {
      if (!file.startsWith(core) || !relative(core, file).includes('/')) continue;
      const from = folderOf(file);
      expect(floors, `${from} has no floor in docs/ARCHITECTURE.md`).toHaveProperty([from]);
      for (const specifier of specifiers(source).filter((it) => it.startsWith('.'))) {
        const target = resolveRelative(file, specifier);
        if (!target || !relative(core, target).includes('/')) continue;
        const to = folderOf(target);
        if ((floors[to] ?? 0) > (floors[from] ?? 0)) upward.push(`${name(file)} → ${name(target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('names each exception in docs/ARCHITECTURE.md', () => {
    const architecture = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    for (const exception of EXCEPTIONS) expect(architecture).toContain(exception);
  });
});

describe('the packages', () => {
  const manifests = packageNames.map((directory) => {
    const manifest = JSON.parse(
      readFileSync(join(root, 'packages', directory, 'package.json'), 'utf8'),
    );
    return { directory, manifest };
  });

  it('depend on each other without a cycle, dev and peer dependencies included', () => {
    const graph = new Map(
      manifests.map(({ manifest }) => [
        manifest.name as string,
        Object.keys({
          ...manifest.dependencies,
          ...manifest.devDependencies,
          ...manifest.peerDependencies,
        }).filter((dependency) => dependency.startsWith('@latchkey/')),
      ]),
    );
    expect(cycles(graph)).toEqual([]);
  });

  it('publish no test or fixture', () => {
    for (const { directory } of manifests) {
      const packed = JSON.parse(
        execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
          cwd: join(root, 'packages', directory),
          encoding: 'utf8',
        }),
      ) as { files: { path: string }[] }[];
      const testOnly = (packed[0]?.files ?? [])
        .map((file) => file.path)
        .filter((path) => /\.(test|fixture)\.|\/testing\//.test(path));
      expect({ directory, testOnly }).toEqual({ directory, testOnly: [] });
    }
  }, 60_000);
});

describe('connect and the session (issue 39: connect never re-enters itself)', () => {
  const core = join(root, 'packages/core/src');
  const connectAction = join(core, 'actions/connect.ts');
  // Sources only: the tests of auth/ drive a config as a host does, through `connect`.
  const authFiles = [...parsed.keys()].filter((file) => file.startsWith(join(core, 'auth/')));

  /** What a file imports, static, dynamic `import()` and type-only alike. */
  const imported = (file: string) =>
    specifiers(parsed.get(file) as ts.SourceFile)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== undefined);

  /** The import chain from `from` to `to`, or none. */
  function chain(from: string, to: string): string[] | undefined {
    const via = new Map<string, string>([[from, from]]);
    const queue = [from];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (file === to) {
        const path = [to];
        while (path[0] !== from) path.unshift(via.get(path[0] as string) as string);
        return path.map(name);
      }
      for (const next of imported(file)) {
        if (via.has(next)) continue;
        via.set(next, file);
        queue.push(next);
      }
    }
    return undefined;
  }

  it('keeps actions/connect.ts out of reach of every file of auth/, dynamic imports included', () => {
    expect(authFiles.length).toBeGreaterThan(10);
    // The walk sees what it must: the config reaches connect, restore-config the session (import()).
    expect(chain(join(core, 'config/create-config.ts'), connectAction)).toBeDefined();
    expect(chain(join(core, 'config/restore-config.ts'), join(core, 'auth/session-of.ts'))).toEqual(
      expect.arrayContaining(['packages/core/src/auth/config-session.ts']),
    );
    const reaching = authFiles
      .map((file) => chain(file, connectAction))
      .filter((path) => path !== undefined)
      .map((path) => path.join(' → '));
    expect(reaching).toEqual([]);
  });

  it('has no file of auth/ call connect, through the config or as the action', () => {
    const calls = authFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bconfig\.connect\(|\bconnect\(config\b/.test(line)
            ? [`${name(file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(calls).toEqual([]);
  });
});
