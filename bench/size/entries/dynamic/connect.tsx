// Connect with Dynamic: its provider and widget with Solana wallet connectors, one hook.
import {
  DynamicContextProvider,
  DynamicWidget,
  useDynamicContext,
} from '@dynamic-labs/sdk-react-core';
import { SolanaWalletConnectors } from '@dynamic-labs/solana';

function Address() {
  const { primaryWallet } = useDynamicContext();
  return <p>{primaryWallet?.address ?? 'Not connected'}</p>;
}

export function App() {
  return (
    <DynamicContextProvider
      settings={{ environmentId: 'env', walletConnectors: [SolanaWalletConnectors] }}
    >
      <DynamicWidget />
      <Address />
    </DynamicContextProvider>
  );
}
