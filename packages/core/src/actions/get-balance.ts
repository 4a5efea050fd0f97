import type { Config } from '../config/create-config.js';
import { TransactionExecutionError } from '../errors/transaction-execution-error.js';

/** Parameters of {@link getBalance}. */
export interface GetBalanceParameters {
  address: string;
  signal?: AbortSignal;
}

/**
 * Reads an address's SOL balance in lamports on the selected network, at 'confirmed'. The RPC
 * client loads on first use, so hosts that never read balances do not ship it.
 *
 * @throws {LatchkeyError} 'No rpcUrl', or a `TransactionExecutionError` for an RPC failure.
 * @example
 * ```ts
 * const lamports = await getBalance(config, { address });
 * lamportsToSol(lamports); // '1.5'
 * ```
 */
export async function getBalance(
  config: Config,
  parameters: GetBalanceParameters,
): Promise<bigint> {
  // The error class is in the entry chunk already (connectors use it); only the RPC loads late.
  const [{ createSolanaConnection }, { address }] = await Promise.all([
    import('../transactions/solana-connection.js'),
    import('@solana/kit'),
  ]);
  const connection = createSolanaConnection(config.getNetwork());
  try {
    const { value } = await connection.rpc
      .getBalance(address(parameters.address), { commitment: connection.commitment })
      .send(parameters.signal ? { abortSignal: parameters.signal } : {});
    return value;
  } catch (error) {
    throw TransactionExecutionError.from(error);
  }
}
