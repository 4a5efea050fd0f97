import type { Connector } from '../connectors/connector.js';
import type { RedirectResult } from '../deeplink/deep-link-types.js';
import type { Emitter } from '../events/create-emitter.js';
import type { Store } from '../store/create-store.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import type { LatchkeyState } from './latchkey-state.js';

/** Parameters of {@link createRedirectResultFollower}. */
export interface CreateRedirectResultFollowerParameters {
  store: Store<LatchkeyState>;
  emitter: Emitter<{ redirectResult: RedirectResult; transactionConfirmed: { signature: string } }>;
  /** The selected network's shared connection, to confirm what a deep-link wallet sent. */
  getConnection: () => Promise<SolanaConnection>;
}

/**
 * Returns the function that follows a connector's deep-link answers into the store and the
 * config's events. Answers arrive on page load, possibly before anyone listens: it takes the one
 * already consumed, then every later one, once per connector however often it is given.
 *
 * @example
 * ```ts
 * const follow = createRedirectResultFollower({ store, emitter, getConnection });
 * for (const connector of connectors) follow(connector);
 * ```
 */
export function createRedirectResultFollower(
  parameters: CreateRedirectResultFollowerParameters,
): (connector: Connector) => void {
  const { store, emitter } = parameters;
  const followed = new WeakSet<Connector>();
  return (connector) => {
    if (followed.has(connector) || !connector.getRedirectResult) return;
    followed.add(connector);
    const deliver = async (raw: RedirectResult) => {
      // A wallet-sent transaction is reported once confirmed and checked, not on the answer;
      // that code loads only then.
      const result =
        raw.data?.method === 'signAndSendTransaction'
          ? await (await import('./confirm-redirect-result.js')).confirmRedirectResult(
              raw,
              parameters.getConnection,
              connector.getAccounts()[0],
            )
          : raw;
      store.setState({ redirectResult: result });
      emitter.emit('redirectResult', result);
      if (result.data?.method === 'signAndSendTransaction') {
        emitter.emit('transactionConfirmed', { signature: result.data.signature });
      }
    };
    connector.on('redirectResult', deliver);
    const already = connector.getRedirectResult();
    if (already) deliver(already);
  };
}
