import type { Connector } from '../connectors/connector.js';
import type { RedirectResult } from '../deeplink/deep-link-types.js';
import type { Emitter } from '../events/create-emitter.js';
import type { Store } from '../store/create-store.js';
import type { SolanaConnection } from '../transactions/solana-connection.js';
import type { LatchkeyState } from './latchkey-state.js';

/**
 * Returns the function that follows a connector's deep-link answers into the store and the
 * config's events. Answers arrive on page load, possibly before anyone listens: it takes the one
 * already consumed, then every later one, once per connector however often it is given.
 * `getConnection` gives the selected network's shared connection, to confirm what a deep-link
 * wallet sent.
 */
export function createRedirectResultFollower(
  store: Store<LatchkeyState>,
  emitter: Emitter<{ redirectResult: RedirectResult; transactionConfirmed: { signature: string } }>,
  getConnection: () => Promise<SolanaConnection>,
): (connector: Connector) => void {
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
              getConnection,
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
