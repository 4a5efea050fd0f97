import { LATCHKEY_ERROR__WALLET__NO_ACCOUNTS } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { ConnectOptions, ConnectResult } from './connector.js';
import { capSilentConnect } from './connector-helpers.js';
import { toWalletError } from './to-wallet-error.js';
import {
  followStandardEvents,
  requireStandardFeature,
  solanaAccounts,
  standardFeature,
  type WalletStandardConnectorState,
} from './wallet-standard-connector-state.js';
import { WALLET_STANDARD_FEATURES as F } from './wallet-standard-features.js';

/**
 * Connects a Wallet Standard wallet (silently where asked, capped, as some wallets never answer)
 * and follows its events. Only Solana accounts count.
 *
 * @throws {LatchkeyError} 'Feature not supported', 'No accounts', a cancellation, or the
 * wallet's failure.
 * @example
 * ```ts
 * const { accounts } = await connectWalletStandard(state, { silent: true });
 * ```
 */
export async function connectWalletStandard(
  state: WalletStandardConnectorState,
  options: ConnectOptions = {},
): Promise<ConnectResult> {
  const { name, quirks } = state;
  const request = requireStandardFeature(state, F.connect).connect(
    options.silent ? { silent: true } : undefined,
  );
  let result: Awaited<typeof request>;
  try {
    result = options.silent ? await capSilentConnect(request, name, quirks) : await request;
  } catch (error) {
    throw toWalletError(error, name, 'connect');
  }
  // Some wallets answer connect with nothing and fill `wallet.accounts` instead.
  const found = solanaAccounts(result?.accounts?.length ? result.accounts : state.wallet.accounts);
  if (found.length === 0) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet: name } });
  }
  state.connectedAt = Date.now();
  state.accounts = found;
  followStandardEvents(state);
  return { accounts: found.map((account) => account.address) };
}

/**
 * Ends the connection on our side, then asks the wallet to; a wallet that refuses is logged.
 *
 * @example
 * ```ts
 * await disconnectWalletStandard(state);
 * ```
 */
export async function disconnectWalletStandard(state: WalletStandardConnectorState): Promise<void> {
  state.stopEvents?.();
  state.stopEvents = undefined;
  state.accounts = [];
  try {
    await standardFeature(state, F.disconnect)?.disconnect();
  } catch (error) {
    // The session is gone on our side either way; say why the wallet refused.
    state.context.logger.warn(`${state.name} failed to disconnect`, error);
  }
}
