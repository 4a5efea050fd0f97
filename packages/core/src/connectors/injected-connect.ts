import { LATCHKEY_ERROR__WALLET__NO_ACCOUNTS } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { Logger } from '../logger/logger.js';
import type { ConnectOptions, ConnectResult } from './connector.js';
import { capSilentConnect } from './connector-helpers.js';
import {
  followInjectedEvents,
  type InjectedConnectorState,
  injectedMethod,
  readInjectedAddress,
} from './injected-connector-state.js';
import { toWalletError } from './to-wallet-error.js';

/**
 * Connects an injected wallet: silently through `onlyIfTrusted` (capped, as some wallets never
 * answer), else with a prompt; then follows its events.
 *
 * @throws {LatchkeyError} 'No accounts' (a silent connect the site is not trusted for, too), a
 * cancellation, or the wallet's failure.
 * @example
 * ```ts
 * const { accounts } = await connectInjected(state, { silent: true });
 * ```
 */
export async function connectInjected(
  state: InjectedConnectorState,
  options: ConnectOptions = {},
): Promise<ConnectResult> {
  const { name, quirks, provider } = state;
  const connect = injectedMethod(state, 'connect');
  let result: Awaited<ReturnType<typeof connect>>;
  try {
    const request = connect(options.silent ? { onlyIfTrusted: true } : undefined);
    result = options.silent ? await capSilentConnect(request, name, quirks) : await request;
  } catch (error) {
    if (options.silent) {
      // Not trusted yet: a silent connect simply finds no accounts.
      throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, {
        context: { wallet: name },
        cause: error,
      });
    }
    throw toWalletError(error, name, 'connect');
  }
  const found = readInjectedAddress(result?.publicKey ?? provider.publicKey ?? null);
  if (!found) {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet: name } });
  }
  state.address = found;
  state.connectedAt = Date.now();
  followInjectedEvents(state);
  return { accounts: [found] };
}

/**
 * Ends the connection on our side, then asks the wallet to; a wallet that refuses is logged.
 *
 * @example
 * ```ts
 * await disconnectInjected(state, context.logger);
 * ```
 */
export async function disconnectInjected(
  state: InjectedConnectorState,
  logger: Logger,
): Promise<void> {
  state.stopEvents?.();
  state.stopEvents = undefined;
  state.address = undefined;
  try {
    await state.provider.disconnect?.();
  } catch (error) {
    logger.warn(`${state.name} failed to disconnect`, error);
  }
}
