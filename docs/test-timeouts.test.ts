import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What starts a stack or one of its servers: seconds on a busy 2-core machine, so never under the
// default test timeout.
const STACK_STARTER =
  /^(start\w*(Server|Sandbox|Stack|Provider|Postgres|Rpc|Wallet|Node|Issuer|Responder)|createLatchkeyServer)$/;
// A bare HTTP listener (no keys, no database, no SVM) starts in milliseconds.
const BARE_LISTENER = /^start(Http|Hung)Server$/;
const isStackStart = (name: string) => STACK_STARTER.test(name) && !BARE_LISTENER.test(name);

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
}

function callsAny(node: ts.Node, names: (name: string) => boolean): boolean {
  let found = false;
  const visit = (child: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(child) && names(calleeName(child))) found = true;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The file's own functions that start a stack, through each other too. */
function localStarters(file: ts.SourceFile): Set<string> {
  const functions = new Map<string, ts.Node>();
  const collect = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      functions.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);
  const starters = new Set<string>();
  const isStarter = (name: string) => isStackStart(name) || starters.has(name);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, body] of functions) {
      if (!starters.has(name) && callsAny(body, isStarter)) {
        starters.add(name);
        grew = true;
      }
    }
  }
  return starters;
}

function hasOwnTimeout(test: ts.CallExpression): boolean {
  return test.arguments
    .slice(1)
    .some(
      (argument) =>
        ts.isNumericLiteral(argument) ||
        (ts.isObjectLiteralExpression(argument) &&
          argument.properties.some(
            (property) =>
              property.name && ts.isIdentifier(property.name) && property.name.text === 'timeout',
          )),
    );
}

/** `it(…)`/`test(…)` calls that start a stack in their body under the default timeout. */
function unboundedStackStarts(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const starters = localStarters(file);
  const isStarter = (name: string) => isStackStart(name) || starters.has(name);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 'it' || node.expression.text === 'test')
    ) {
      const body = node.arguments.find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
      if (body && !hasOwnTimeout(node) && callsAny(body, isStarter)) {
        found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the test suite on a busy machine (Vitest's tests, browser and end-to-end aside)", () => {
  // Parsing every test file is seconds of CPU itself on a busy machine.
  it('starts no stack or server inside a test that keeps the default timeout', {
    timeout: 60_000,
  }, () => {
    const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { encoding: 'utf8' })
      .split('\n')
      .filter((path) => path && !path.includes('.browser.') && !path.startsWith('e2e/'));
    // Start it in a beforeAll (the config's hookTimeout bounds it) or give the test its own bound.
    expect(files.flatMap(unboundedStackStarts)).toEqual([]);
  });

  it('finds a stack started under the default timeout (the rule can fail)', () => {
    const probe = ts.createSourceFile(
      'probe.test.ts',
      "async function startInstance() { return startSandbox({}); }\nit('x', async () => { await startInstance(); });\nit('y', { timeout: 60_000 }, async () => { await startSandbox({}); });",
      ts.ScriptTarget.Latest,
      true,
    );
    expect([...localStarters(probe)]).toEqual(['startInstance']);
    const tests: boolean[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && calleeName(node) === 'it') tests.push(hasOwnTimeout(node));
      ts.forEachChild(node, visit);
    };
    visit(probe);
    expect(tests).toEqual([false, true]);
  });
});
