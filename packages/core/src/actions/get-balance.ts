import type { Config } from '../config/create-config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';

/** Parameters of {@link getBalance}. */
export interface GetBalanceParameters {
  address: string;
  signal?: AbortSignal;
}

/** What {@link getBalance} returns: the balance in lamports. */
export type GetBalanceReturnType = bigint;

/** What {@link getBalance} can throw. */
export type GetBalanceErrorType = LatchkeyError | TransactionExecutionError;

/**
 * Reads an address's SOL balance in lamports on the selected network, at 'confirmed', on the
 * config's shared connection. The RPC client loads on first use, so hosts that never read
 * balances do not ship it.
 *
 * @throws {LatchkeyError} 'No rpcUrl', an invalid address, or a `TransactionExecutionError` for an
 * RPC failure.
 * @example
 * ```ts
 * const lamports = await getBalance(config, { address });
 * lamportsToSol(lamports); // '1.5'
 * ```
 */
export async function getBalance(
  config: Config,
  parameters: GetBalanceParameters,
): Promise<GetBalanceReturnType> {
  // The address check loads with the RPC client, on first use.
  const [connection, { parseAddress }] = await Promise.all([
    config.getConnection(),
    import('../transactions/parse-address.js'),
  ]);
  const owner = parseAddress(parameters.address);
  try {
    const { value } = await connection.rpc
      .getBalance(owner, { commitment: connection.commitment })
      .send(parameters.signal ? { abortSignal: parameters.signal } : {});
    return value;
  } catch (error) {
    throw TransactionExecutionError.from(error);
  }
}
