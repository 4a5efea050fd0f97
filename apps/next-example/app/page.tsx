import { ConnectButton } from '@latchkey/react';
import { SessionPanel } from '../src/session-panel';
import { WalletPanel } from '../src/wallet-panel';

/**
 * The home page, a server component: its header and the connect button are in the first HTML,
 * and the client components in it hydrate.
 *
 * @example
 * ```tsx
 * <RootLayout><Home /></RootLayout>
 * ```
 */
export default function Home() {
  return (
    <main>
      <header>
        <h1>Acme</h1>
        <ConnectButton />
      </header>
      <WalletPanel />
      <SessionPanel />
    </main>
  );
}
