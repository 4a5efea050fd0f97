import { getBase64EncodedWireTransaction } from '@solana/kit';
import { LATCHKEY_ERROR__PREVIEW__SIMULATION_UNAVAILABLE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { SolanaCluster } from '../networks/solana-network.js';
import { decodeTransaction } from '../transactions/decode-transaction.js';
import { parseAddress } from '../transactions/parse-address.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import type { TransactionInput } from '../transactions/transaction-input.js';
import { knownProgramName } from './known-programs.js';
import { readInstructions } from './read-instructions.js';
import { readSimulationAnswer } from './read-simulation-answer.js';
import { simulationErrorText } from './simulation-error-text.js';
import { tokenSymbol } from './token-symbols.js';
import type { TokenListEntry, TransactionPreview } from './transaction-preview.js';
import { userBalanceChanges } from './user-balance-changes.js';

/**
 * How long a preview waits for the simulation, retries included, before it gives up.
 *
 * @example
 * ```ts
 * await buildTransactionPreview({ ...parameters, timeoutMs: DEFAULT_PREVIEW_TIMEOUT_MS * 2 });
 * ```
 */
export const DEFAULT_PREVIEW_TIMEOUT_MS = 15_000;

/**
 * Parameters of {@link buildTransactionPreview}.
 *
 * @example
 * ```ts
 * const parameters: BuildTransactionPreviewParameters = { connection, transaction, address };
 * ```
 */
export interface BuildTransactionPreviewParameters {
  /** The RPC to simulate on (`await config.getConnection()`, or `createSolanaConnection`). */
  readonly connection: Pick<SolanaConnection, 'rpc'>;
  /** Wire bytes, or a web3.js v1 transaction; signed or not. */
  readonly transaction: TransactionInput;
  /** Whose balance changes to read. */
  readonly address: string;
  /** The host's token list, for symbols; the built-in one names USDC and USDT. */
  readonly tokens?: readonly TokenListEntry[] | undefined;
  /** The network's cluster: the built-in token list names a mint on its own cluster only. */
  readonly cluster?: SolanaCluster | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Default {@link DEFAULT_PREVIEW_TIMEOUT_MS}. */
  readonly timeoutMs?: number | undefined;
}

/**
 * What a transaction will do, for the user to read before approving it: one `simulateTransaction`
 * (unsigned, on the node's latest blockhash, at 'confirmed'), read strictly. The user's balance
 * changes come from the node's pre and post balances; when the node does not give them, or any
 * part of them does not hold up, they are `undefined` — unknown, never a guess — and the rest of
 * the preview still stands. Programs and warnings are read from the transaction itself.
 *
 * @throws {LatchkeyError} 'Invalid transaction', an invalid address, 'Could not simulate the
 * transaction' (the RPC failed or did not answer in `timeoutMs`; the cause attached) or 'The
 * simulation answer could not be read'. A caller's abort rejects with the signal's reason.
 * @example
 * ```ts
 * const preview = await buildTransactionPreview({
 *   connection: await config.getConnection(),
 *   transaction,
 *   address,
 * });
 * if (preview.changes === undefined) console.warn('Balance changes unknown');
 * ```
 */
export async function buildTransactionPreview(
  parameters: BuildTransactionPreviewParameters,
): Promise<TransactionPreview> {
  const address = parseAddress(parameters.address);
  const decoded = decodeTransaction(parameters.transaction);
  const { programs, warnings } = readInstructions(decoded.message);
  const result = await simulate(parameters, getBase64EncodedWireTransaction(decoded.transaction));
  const answer = readSimulationAnswer(result, decoded.message);
  const ok = answer.err === null;
  const symbolOf = (mint: string) => tokenSymbol(mint, parameters.tokens, parameters.cluster);
  // The fee has a line of its own; when the node does not say it, it stays inside the SOL change.
  const feePaid = decoded.feePayer === address ? (answer.fee ?? 0n) : 0n;
  return {
    address,
    feePayer: decoded.feePayer,
    fee: answer.fee,
    feePaidByApp: decoded.feePayer !== address,
    changes:
      ok && answer.balances
        ? userBalanceChanges(answer.balances, address, symbolOf, feePaid)
        : undefined,
    programs,
    warnings,
    simulation: ok
      ? { ok: true }
      : {
          ok: false,
          reason: simulationErrorText(answer.err, (index) => {
            const { message } = decoded;
            const compiled = 'instructions' in message ? message.instructions[index] : undefined;
            const program =
              compiled && decoded.message.staticAccounts[compiled.programAddressIndex];
            return program ? knownProgramName(program) : undefined;
          }),
          logs: answer.logs,
        },
  };
}

/** The one RPC call of a preview, bounded in time; its result is read by the caller. */
async function simulate(
  parameters: BuildTransactionPreviewParameters,
  wire: ReturnType<typeof getBase64EncodedWireTransaction>,
): Promise<unknown> {
  const { signal, timeoutMs = DEFAULT_PREVIEW_TIMEOUT_MS } = parameters;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await parameters.connection.rpc
      .simulateTransaction(wire, {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
        commitment: 'confirmed',
        innerInstructions: false,
      })
      .send({ abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new LatchkeyError(LATCHKEY_ERROR__PREVIEW__SIMULATION_UNAVAILABLE, { cause: error });
  }
}
