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
      preview: 2,
      device: 2,
      connectors: 3,
      deeplink: 3,
      mwa: 3,
      walletconnect: 3,
      sponsorship: 3,
      approval: 3,
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

describe('the product API: one table, mounted and called row for row (issue 39)', () => {
  const productApi = join(root, 'packages/core/src/product-api');

  it('mounts exactly the rows of API_ROUTES on the server, with the public keys', async () => {
    const { Hono } = await import('hono');
    const { API_ROUTES, SESSION_JWKS_PATH } = await import(join(productApi, 'index.ts'));
    const { mountApiRoutes } = await import(join(root, 'packages/server/src/routes/api-routes.ts'));
    const app = new Hono();
    // Mounting reads nothing of the server; its routes do, when they run.
    mountApiRoutes(app, '/base', {});
    // Each path once per method (a POST lists its request reader and its route).
    const mounted = (method: string) =>
      [
        ...new Set(
          app.routes
            .filter((route: { method: string }) => route.method === method)
            .map((route: { path: string }) => route.path),
        ),
      ].sort();
    const rows = Object.values(API_ROUTES as Record<string, { path: string }>)
      .map(({ path }) => `/base${path}`)
      .sort();
    expect(mounted('POST')).toEqual(rows);
    expect(mounted('ALL')).toEqual(rows);
    expect(mounted('GET')).toEqual([`/base${SESSION_JWKS_PATH}`, SESSION_JWKS_PATH].sort());
  });

  it("has a client call for each row, and the client sends only the table's rows", async () => {
    const { API_ROUTES } = await import(join(productApi, 'index.ts'));
    const { createProductApiClient } = await import(join(productApi, 'client.ts'));
    const rows = API_ROUTES as Record<string, { auth: 'environment' | 'session' }>;
    // A row read with the environment's token alone is a method of the product API client.
    const client = createProductApiClient({ environmentId: 'env' });
    const environmentRows = Object.keys(rows).filter((name) => rows[name]?.auth === 'environment');
    expect(
      Object.keys(client)
        .filter((key) => key !== 'baseUrl')
        .sort(),
    ).toEqual(environmentRows.sort());
    // Every row is sent by name somewhere in core (a session row by `auth/`), and nothing else.
    const sent = new Set<string>();
    for (const [file, source] of parsed) {
      if (!file.startsWith(join(root, 'packages/core/src/'))) continue;
      for (const [, called] of source.text.matchAll(/\bpost\(\s*'([A-Za-z]+)'/g)) {
        sent.add(called as string);
      }
    }
    expect([...sent].sort()).toEqual(Object.keys(rows).sort());
  });

  it('names, for each session row, the auth/ function that posts it, and the compiler holds it', () => {
    const auth = join(root, 'packages/core/src/auth');
    const map = join(auth, 'session-calls.ts');
    const source = parsed.get(map);
    if (!source) throw new Error('auth/session-calls.ts is missing');
    const fileOf = new Map(
      [...source.text.matchAll(/import type \{ (\w+) \} from '\.\/([a-z-]+)\.js'/g)].map(
        ([, sender, file]) => [sender, join(auth, `${file}.ts`)],
      ),
    );
    const senders = [...source.text.matchAll(/^ {2}(\w+): typeof (\w+);$/gm)];
    expect(senders.length).toBeGreaterThan(0);
    for (const [, row, sender] of senders) {
      const text = parsed.get(fileOf.get(sender as string) ?? '')?.text ?? '';
      expect(text, `${sender} posts ${row}`).toMatch(new RegExp(`\\bpost\\(\\s*'${row}'`));
    }
    // The same map less one row does not compile: the error names the row left unsent.
    const [, dropped] = senders[0] as RegExpMatchArray;
    const cut = source.text.replace(new RegExp(`^ {2}${dropped}: typeof \\w+;\\n`, 'm'), '');
    const options = {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
    };
    const host = ts.createCompilerHost(options);
    const readFile = host.readFile.bind(host);
    host.readFile = (path) => (resolve(path) === map ? cut : readFile(path));
    const program = ts.createProgram([map], options, host);
    const errors = ts
      .getPreEmitDiagnostics(program, program.getSourceFile(map))
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors.join('\n')).toContain(`unsent: "${dropped}"`);
  }, 60_000);

  it('keeps the contract entry free of what runs a request', async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [join(productApi, 'index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      metafile: true,
      logLevel: 'error',
    });
    const reached = Object.keys(result.metafile.inputs).map((path) =>
      relative(root, resolve(process.cwd(), path)),
    );
    const foreign = reached.filter(
      (path) =>
        !/^packages\/core\/src\/(product-api\/[a-z-]+|errors\/codes)\.ts$/.test(path) ||
        /(client|-calls|post-product-api|oauth-nonce)\.ts$/.test(path),
    );
    expect(foreign).toEqual([]);
  });
});

describe('helpers written once (issue 39)', () => {
  // The names each copy went by; the one kept lives in @latchkey/core/transactions, or is a
  // library's (@scure/base).
  const ONCE = ['sameBytes', 'bytesEqual', 'toBase64Url', 'toBase64', 'decode'];

  /** Where a function of each name is defined: declarations and functions bound to a name. */
  function definitions(): Map<string, string[]> {
    const found = new Map<string, string[]>();
    const note = (named: string, source: ts.SourceFile, node: ts.Node) => {
      const places = found.get(named) ?? [];
      places.push(`${name(source.fileName)}:${lineOf(source, node.getStart())}`);
      found.set(named, places);
    };
    for (const source of parsed.values()) {
      const visit = (node: ts.Node) => {
        if (ts.isFunctionDeclaration(node) && node.name) note(node.name.text, source, node);
        if (
          ts.isVariableDeclaration(node) &&
          ts.isIdentifier(node.name) &&
          node.initializer &&
          (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
        ) {
          note(node.name.text, source, node);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return found;
  }

  it('defines no byte comparison, base64 encoder or transaction decoder twice across packages', () => {
    const found = definitions();
    const twice = ONCE.filter((helper) => (found.get(helper)?.length ?? 0) > 1).map(
      (helper) => `${helper}: ${found.get(helper)?.join(', ')}`,
    );
    expect(twice).toEqual([]);
    // The kept ones are where the packages find them.
    expect(found.get('sameBytes')).toEqual([
      expect.stringMatching(/^packages\/core\/src\/transactions\/same-bytes\.ts:/),
    ]);
  });
});

describe("the embedded wallet's state (issue 39)", () => {
  const embedded = join(root, 'packages/core/src/embedded');
  const storeModule = join(embedded, 'embedded-wallet-store.ts');
  // What changes in the state (the store: its status), and the old state's fields that are gone
  // (`credentialClient`, `signer`, `oauthRedirect`), so that none comes back as a loose field.
  const FIELDS = [
    'phase',
    'user',
    'session',
    'credential',
    'connectorContext',
    'pendingEmail',
    'authFrame',
    'recovery',
    'credentialClient',
    'signer',
    'oauthRedirect',
  ];
  const fieldOf = (node: ts.Expression): string | undefined => {
    let target = node;
    // `(x.user as T) = …`, `x.user! = …`: the field is still what is written.
    while (
      ts.isParenthesizedExpression(target) ||
      ts.isNonNullExpression(target) ||
      ts.isAsExpression(target) ||
      ts.isSatisfiesExpression(target)
    ) {
      target = target.expression;
    }
    if (ts.isPropertyAccessExpression(target)) return target.name.text;
    if (ts.isElementAccessExpression(target) && ts.isStringLiteral(target.argumentExpression)) {
      return target.argumentExpression.text;
    }
    return undefined;
  };
  const isAssignment = (kind: ts.SyntaxKind) =>
    kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

  it('is changed only by the store: no flow assigns, compounds, deletes or Object.assigns a field', () => {
    const writes: string[] = [];
    for (const [file, source] of parsed) {
      if (!file.startsWith(`${embedded}/`) || file === storeModule) continue;
      const visit = (node: ts.Node) => {
        let written: string | undefined;
        if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) {
          written = fieldOf(node.left);
        } else if (ts.isDeleteExpression(node)) {
          written = fieldOf(node.expression);
        } else if (
          ts.isCallExpression(node) &&
          /^Object\.(assign|defineProperty|defineProperties)$/.test(node.expression.getText())
        ) {
          // Whichever fields: only the store writes into an object wholesale.
          written = 'Object.assign';
        } else if (
          (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
          (node.operator === ts.SyntaxKind.PlusPlusToken ||
            node.operator === ts.SyntaxKind.MinusMinusToken)
        ) {
          written = fieldOf(node.operand);
        }
        if (written && (written === 'Object.assign' || FIELDS.includes(written))) {
          writes.push(`${name(file)}:${lineOf(source, node.getStart())} ${node.getText()}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(writes).toEqual([]);
  });

  it('knows every field of the store (its status)', () => {
    const source = parsed.get(storeModule);
    expect(source, 'packages/core/src/embedded/embedded-wallet-store.ts').toBeDefined();
    const declared = new Set<string>();
    // The status's own fields, not those of the values they hold.
    const visit = (node: ts.Node) => {
      if (ts.isPropertySignature(node)) declared.add(node.name.getText());
      else ts.forEachChild(node, visit);
    };
    for (const statement of source?.statements ?? []) {
      if (ts.isTypeAliasDeclaration(statement) && /Status|Standing/.test(statement.name.text)) {
        visit(statement);
      }
    }
    expect(declared.size).toBeGreaterThan(0);
    expect([...declared].filter((field) => !FIELDS.includes(field))).toEqual([]);
  });
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
