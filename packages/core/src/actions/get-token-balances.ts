import type { Config } from '../config/create-config.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import type { TokenBalance } from '../transactions/read-token-balances.js';

/** Parameters of {@link getTokenBalances}. */
export interface GetTokenBalancesParameters {
  /** Whose token accounts to read. */
  owner: string;
  signal?: AbortSignal;
}

/** What {@link getTokenBalances} returns: one entry per token account. */
export type GetTokenBalancesReturnType = TokenBalance[];

/** What {@link getTokenBalances} can throw. */
export type GetTokenBalancesErrorType = LatchkeyError;

/**
 * Reads the SPL Token and Token-2022 balances an address holds on the selected network, at
 * 'confirmed', on the config's shared connection (`getTokenAccountsByOwner` for each program,
 * then `getTokenAccountBalance` for each account). Every answer is checked before use. Loads
 * its code on first use.
 *
 * @throws {LatchkeyError} an invalid address, 'No rpcUrl', or 'Unexpected answer from the RPC:
 * {reason}' for an RPC failure or an answer that does not hold up.
 * @example
 * ```ts
 * const balances = await getTokenBalances(config, { owner: address });
 * balances.map((balance) => `${balance.uiAmount} of ${balance.mint}`);
 * ```
 */
export async function getTokenBalances(
  config: Config,
  parameters: GetTokenBalancesParameters,
): Promise<GetTokenBalancesReturnType> {
  const [connection, { parseAddress }, { readTokenBalances }, { readFromRpc }] = await Promise.all([
    config.getConnection(),
    import('../transactions/parse-address.js'),
    import('../transactions/read-token-balances.js'),
    import('../transactions/read-from-rpc.js'),
  ]);
  const owner = parseAddress(parameters.owner);
  return readFromRpc(
    () => readTokenBalances(connection, owner, parameters.signal),
    parameters.signal,
  );
}
