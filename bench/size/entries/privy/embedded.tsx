// Embedded with Privy: the connect entry plus its Solana embedded wallet and message signing.
import { PrivyProvider, usePrivy } from '@privy-io/react-auth';
import { toSolanaWalletConnectors, useSignMessage, useWallets } from '@privy-io/react-auth/solana';

function Sign() {
  const { login, authenticated } = usePrivy();
  const { wallets } = useWallets();
  const { signMessage } = useSignMessage();
  const wallet = wallets[0];
  if (!authenticated || !wallet) {
    return (
      <button type="button" onClick={login}>
        Log in
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => void signMessage({ message: new TextEncoder().encode('hello'), wallet })}
    >
      Sign
    </button>
  );
}

export function App() {
  return (
    <PrivyProvider
      appId="app"
      config={{
        appearance: { walletChainType: 'solana-only' },
        externalWallets: { solana: { connectors: toSolanaWalletConnectors() } },
        embeddedWallets: { solana: { createOnLogin: 'users-without-wallets' } },
      }}
    >
      <Sign />
    </PrivyProvider>
  );
}
