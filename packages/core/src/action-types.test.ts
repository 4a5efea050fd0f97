import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  SignInWithEmailCodeErrorType,
  SignInWithEmailCodeParameters,
  SignInWithEmailCodeReturnType,
  signInWithEmailCode,
} from './embedded/index.js';
import type {
  ConnectErrorType,
  ConnectParameters,
  ConnectReturnType,
  connect,
  DisconnectErrorType,
  DisconnectParameters,
  DisconnectReturnType,
  disconnect,
  GetBalanceErrorType,
  GetBalanceParameters,
  GetBalanceReturnType,
  getBalance,
  LatchkeyError,
  SendTransactionErrorType,
  SendTransactionParameters,
  SendTransactionReturnType,
  SignInErrorType,
  SignInParameters,
  SignInReturnType,
  SignMessageErrorType,
  SignMessageParameters,
  SignMessageReturnType,
  SignOutErrorType,
  SignOutParameters,
  SignOutReturnType,
  SwitchNetworkErrorType,
  SwitchNetworkParameters,
  SwitchNetworkReturnType,
  sendTransaction,
  signIn,
  signMessage,
  signOut,
  switchNetwork,
  TransactionExecutionError,
  UserCancellationError,
} from './index.js';

// Each public action exports its Parameters, ReturnType and ErrorType, as wagmi's do: the
// signature takes and answers exactly those, so a host can name them.
describe('action types', () => {
  it('take their Parameters and answer their ReturnType', () => {
    expectTypeOf<Parameters<typeof connect>[1]>().toEqualTypeOf<ConnectParameters>();
    expectTypeOf<Awaited<ReturnType<typeof connect>>>().toEqualTypeOf<ConnectReturnType>();
    // No options yet: the parameters object is optional.
    expectTypeOf<Parameters<typeof disconnect>[1]>().toEqualTypeOf<
      DisconnectParameters | undefined
    >();
    expectTypeOf<Awaited<ReturnType<typeof disconnect>>>().toEqualTypeOf<DisconnectReturnType>();
    expectTypeOf<Parameters<typeof signMessage>[1]>().toEqualTypeOf<SignMessageParameters>();
    expectTypeOf<Awaited<ReturnType<typeof signMessage>>>().toEqualTypeOf<SignMessageReturnType>();
    expectTypeOf<
      Parameters<typeof sendTransaction>[1]
    >().toEqualTypeOf<SendTransactionParameters>();
    expectTypeOf<
      Awaited<ReturnType<typeof sendTransaction>>
    >().toEqualTypeOf<SendTransactionReturnType>();
    expectTypeOf<Parameters<typeof signIn>[1]>().toEqualTypeOf<SignInParameters>();
    expectTypeOf<Awaited<ReturnType<typeof signIn>>>().toEqualTypeOf<SignInReturnType>();
    expectTypeOf<Parameters<typeof signOut>[1]>().toEqualTypeOf<SignOutParameters | undefined>();
    expectTypeOf<Awaited<ReturnType<typeof signOut>>>().toEqualTypeOf<SignOutReturnType>();
    expectTypeOf<Parameters<typeof switchNetwork>[1]>().toEqualTypeOf<SwitchNetworkParameters>();
    expectTypeOf<
      Awaited<ReturnType<typeof switchNetwork>>
    >().toEqualTypeOf<SwitchNetworkReturnType>();
    expectTypeOf<Parameters<typeof getBalance>[1]>().toEqualTypeOf<GetBalanceParameters>();
    expectTypeOf<Awaited<ReturnType<typeof getBalance>>>().toEqualTypeOf<GetBalanceReturnType>();
    expectTypeOf<
      Parameters<typeof signInWithEmailCode>[1]
    >().toEqualTypeOf<SignInWithEmailCodeParameters>();
    expectTypeOf<
      Awaited<ReturnType<typeof signInWithEmailCode>>
    >().toEqualTypeOf<SignInWithEmailCodeReturnType>();
  });

  it('throw errors of their ErrorType, all of them LatchkeyErrors', () => {
    expectTypeOf<UserCancellationError>().toExtend<ConnectErrorType>();
    expectTypeOf<DisconnectErrorType>().toEqualTypeOf<LatchkeyError>();
    expectTypeOf<UserCancellationError>().toExtend<SignMessageErrorType>();
    expectTypeOf<TransactionExecutionError>().toExtend<SendTransactionErrorType>();
    expectTypeOf<UserCancellationError>().toExtend<SendTransactionErrorType>();
    expectTypeOf<UserCancellationError>().toExtend<SignInErrorType>();
    expectTypeOf<SignOutErrorType>().toEqualTypeOf<LatchkeyError>();
    expectTypeOf<SwitchNetworkErrorType>().toEqualTypeOf<LatchkeyError>();
    expectTypeOf<TransactionExecutionError>().toExtend<GetBalanceErrorType>();
    for (const error of [
      {} as ConnectErrorType,
      {} as SendTransactionErrorType,
      {} as GetBalanceErrorType,
      {} as SignInWithEmailCodeErrorType,
    ]) {
      expectTypeOf(error).toExtend<LatchkeyError>();
    }
  });
});

/** The names a module exports, values and types, read from its source (through `export type *`). */
function exportedNames(file: URL, names = new Set<string>()): Set<string> {
  const source = readFileSync(file, 'utf8');
  for (const [, list] of source.matchAll(/export (?:type )?\{([^}]*)\}/g)) {
    for (const item of (list as string).split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  for (const [, from] of source.matchAll(/export (?:type )?\* from '([^']+)\.js'/g)) {
    exportedNames(new URL(`${from}.ts`, file), names);
  }
  return names;
}

describe("core's actions", () => {
  const here = new URL('.', import.meta.url);
  const entry = exportedNames(new URL('index.ts', here));
  const actions = readdirSync(new URL('actions/', here))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      [
        ...readFileSync(new URL(`actions/${file}`, here), 'utf8').matchAll(
          /^export (?:async )?function (\w+)/gm,
        ),
      ].map(([, name]) => name as string),
    )
    .filter((name) => entry.has(name));

  it('are found', () => {
    expect(actions).toContain('connect');
    expect(actions.length).toBeGreaterThanOrEqual(10);
  });

  it.each(actions)(
    '%s: its Parameters, ReturnType and ErrorType are exported beside it',
    (name) => {
      const type = name[0]?.toUpperCase() + name.slice(1);
      const missing = ['Parameters', 'ReturnType', 'ErrorType']
        .map((suffix) => `${type}${suffix}`)
        .filter((typeName) => !entry.has(typeName));
      expect(missing).toEqual([]);
    },
  );
});
