import { useConnect, useDisconnect, useNetwork, useWallet } from '@latchkey/react';

/**
 * The same connect flow with the host's own markup: hooks only, none of Latchkey's components
 * or styles. A host that wants its own design starts from this.
 */
export function HeadlessConnect() {
  const { wallets, connect, isPending, error } = useConnect();
  const { isConnected, address, wallet } = useWallet();
  const { disconnect } = useDisconnect();
  const { network } = useNetwork();
  return (
    <section aria-labelledby="headless-title" className="demo-card" data-testid="headless">
      <h2 id="headless-title">Headless (hooks only)</h2>
      <p className="demo-card-desc">The same connect flow in the host's own markup.</p>
      {isConnected && address ? (
        <>
          <p className="demo-facts">
            {wallet?.name} on {network.name}: <code>{address}</code>
          </p>
          <button type="button" className="demo-button" onClick={() => void disconnect()}>
            Disconnect
          </button>
        </>
      ) : (
        <ul className="demo-headless-list">
          {wallets.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className="demo-button"
                disabled={isPending}
                onClick={() => void connect(option.id).catch(() => undefined)}
              >
                Connect with {option.name}
              </button>
            </li>
          ))}
          {wallets.length === 0 ? <li className="demo-empty">No wallet in this browser.</li> : null}
        </ul>
      )}
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  );
}
