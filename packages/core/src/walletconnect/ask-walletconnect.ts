import {
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { SolanaNetwork } from '../networks/solana-network.js';
import { toWalletConnectError } from './to-walletconnect-error.js';
import { walletConnectChainOf } from './walletconnect-chains.js';
import type { WalletConnectClient, WalletConnectSession } from './walletconnect-client.js';
import { WALLETCONNECT_WALLET_NAME } from './walletconnect-names.js';
import { watchRelay } from './watch-relay.js';

/**
 * Sends one `solana_*` request in `session` on the selected network's chain and waits for the
 * wallet's answer: at most `requestExpirySeconds` (default 300), and no longer than
 * `relayTimeoutMs` (default 15 s) with the relay out of reach.
 *
 * @throws {LatchkeyError} not connected, a network the session has no account on, a
 * cancellation when the wallet declines, else `LATCHKEY_ERROR__WALLET__REQUEST_FAILED`.
 */
export async function askWalletConnect(
  parameters: {
    client: () => Promise<WalletConnectClient>;
    session: WalletConnectSession | undefined;
    getNetwork(): SolanaNetwork;
    requestExpirySeconds?: number | undefined;
    relayTimeoutMs?: number | undefined;
  },
  method: string,
  params: unknown,
): Promise<unknown> {
  const { session } = parameters;
  const wallet = session?.peer.metadata.name || WALLETCONNECT_WALLET_NAME;
  if (!session)
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED, { details: { wallet, method } });
  try {
    const client = await parameters.client();
    const chainId = await walletConnectChainOf(parameters.getNetwork());
    if (!session.namespaces.solana?.accounts.some((a) => a.startsWith(`${chainId}:`)))
      throw new LatchkeyError(LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN, {
        context: { wallet, chain: parameters.getNetwork().name },
      });
    return await watchRelay(
      client,
      client.request({
        topic: session.topic,
        chainId,
        request: { method, params },
        expiry: parameters.requestExpirySeconds ?? 300,
      }),
      parameters.relayTimeoutMs ?? 15_000,
    );
  } catch (error) {
    throw toWalletConnectError(error, wallet, method);
  }
}
