import { ConnectButton, useNetwork, useWallet } from '@latchkey/react';

/** What the server renders and the browser hydrates: a header with the connect button. */
export function App() {
  const { network } = useNetwork();
  const { address } = useWallet();
  return (
    <main>
      <header>
        <h1>Acme</h1>
        <ConnectButton />
      </header>
      <p>
        Network: <span data-testid="network">{network.name}</span>
      </p>
      <p>{address ? `Signed in as ${address}` : 'Not signed in'}</p>
    </main>
  );
}
