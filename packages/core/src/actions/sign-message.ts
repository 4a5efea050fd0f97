import type { Config } from '../config/create-config.js';
import type { SignedMessage } from '../connectors/connector.js';
import type { LatchkeyError } from '../errors/latchkey-error.js';
import {
  isUserCancellation,
  type UserCancellationError,
} from '../errors/user-cancellation-error.js';
import { getConnectedConnector } from './get-connected-connector.js';

/** Parameters of {@link signMessage}. */
export interface SignMessageParameters {
  /** Text (signed as UTF-8) or bytes. */
  message: string | Uint8Array;
  /**
   * `false` signs with an embedded wallet without its approval view, for a host that showed its
   * own. Default `true`; other wallets always show their own prompt.
   */
  confirm?: boolean;
  /** Withdraws the request (an embedded wallet's approval view closes). */
  signal?: AbortSignal;
}

/** What {@link signMessage} returns. */
export type SignMessageReturnType = SignedMessage;

/** What {@link signMessage} can throw. */
export type SignMessageErrorType = LatchkeyError | UserCancellationError;

/**
 * Asks the connected wallet to sign a message. Verify `signature` against `signedMessage`: some
 * wallets prefix what they sign. A cancelled prompt is logged as a warning and rethrown as a
 * `UserCancellationError`.
 *
 * @throws {LatchkeyError} 'No wallet is connected', 'Failed to sign message', 'Message signing is
 * currently not supported on Ledger hardware wallet', a cancellation, or the wallet's failure.
 * @example
 * ```ts
 * const { signature, signedMessage } = await signMessage(config, { message: 'Hello' });
 * ```
 */
export async function signMessage(
  config: Config,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const connector = getConnectedConnector(config);
  try {
    const { confirm, signal } = parameters;
    return await connector.signMessage(parameters.message, {
      ...(confirm === undefined ? {} : { confirm }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isUserCancellation(error))
      config.logger.warn(`${connector.name}: signing cancelled`, error);
    throw error;
  }
}
