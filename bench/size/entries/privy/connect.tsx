// Connect with Privy: its provider with Solana external wallets, login, one hook.
import { PrivyProvider, usePrivy } from '@privy-io/react-auth';
import { toSolanaWalletConnectors } from '@privy-io/react-auth/solana';

function Login() {
  const { login, authenticated, user } = usePrivy();
  return (
    <button type="button" onClick={login}>
      {authenticated ? user?.wallet?.address : 'Connect wallet'}
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
      }}
    >
      <Login />
    </PrivyProvider>
  );
}
