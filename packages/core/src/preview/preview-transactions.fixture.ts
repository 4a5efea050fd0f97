import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getAddressDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import type { SolanaConnection } from '../transactions/solana-connection.js';

/** For tests: an address made of one byte repeated, so tests can name many without keys. */
export function testAddress(byte: number): Address {
  return getAddressDecoder().decode(new Uint8Array(32).fill(byte));
}

const BLOCKHASH = {
  blockhash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' as Blockhash,
  lastValidBlockHeight: 100n,
};

/**
 * For tests: unsigned wire bytes of a transaction with these instructions. A v0 message with
 * `lookupTables` takes the addresses those tables hold out of its static accounts.
 */
export function wireTransaction(
  instructions: readonly Instruction[],
  options: {
    feePayer: Address;
    version?: 0 | 'legacy';
    lookupTables?: Record<Address, Address[]>;
  },
): Uint8Array {
  const encode = (transaction: Parameters<ReturnType<typeof getTransactionEncoder>['encode']>[0]) =>
    new Uint8Array(getTransactionEncoder().encode(transaction));
  if (options.version === 'legacy') {
    const legacy = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (m) => setTransactionMessageFeePayer(options.feePayer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(BLOCKHASH, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    );
    return encode(compileTransaction(legacy));
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(options.feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(BLOCKHASH, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return encode(
    compileTransaction(
      options.lookupTables
        ? compressTransactionMessageUsingAddressLookupTables(message, options.lookupTables)
        : message,
    ),
  );
}

/** For tests: a token balance entry as a node answers it (kit's reading: integers as bigints). */
export function tokenBalance(
  accountIndex: number,
  mint: Address,
  owner: Address,
  amount: string,
  decimals = 6,
) {
  return {
    accountIndex,
    mint,
    owner,
    programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    uiTokenAmount: { amount, decimals, uiAmount: null, uiAmountString: '0' },
  };
}

/** For tests: a `simulateTransaction` result, as kit hands it over, with `value` overridden. */
export function simulationResult(value: Record<string, unknown>) {
  return {
    context: { slot: 7n },
    value: {
      err: null,
      logs: ['Program 11111111111111111111111111111111 invoke [1]'],
      accounts: null,
      unitsConsumed: 150n,
      returnData: null,
      fee: 5000n,
      loadedAddresses: { writable: [], readonly: [] },
      preTokenBalances: [],
      postTokenBalances: [],
      ...value,
    },
  };
}

/**
 * For tests: a connection whose `simulateTransaction` answers what `answer` gives (or throws
 * what it throws), recording each call's transaction and configuration.
 */
export function fakeConnection(answer: (abortSignal: AbortSignal | undefined) => unknown) {
  const calls: { transaction: string; config: unknown }[] = [];
  const rpc = {
    simulateTransaction: (transaction: string, config: unknown) => {
      calls.push({ transaction, config });
      return {
        send: async (options?: { abortSignal?: AbortSignal }) => answer(options?.abortSignal),
      };
    },
  };
  return { connection: { rpc } as unknown as Pick<SolanaConnection, 'rpc'>, calls };
}
