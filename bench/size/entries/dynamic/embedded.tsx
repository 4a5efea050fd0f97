// Embedded with Dynamic: the connect entry plus its embedded wallet and message signing.
import {
  DynamicContextProvider,
  DynamicWidget,
  useDynamicContext,
  useEmbeddedWallet,
} from '@dynamic-labs/sdk-react-core';
import { isSolanaWallet, SolanaWalletConnectors } from '@dynamic-labs/solana';

function Sign() {
  const { primaryWallet } = useDynamicContext();
  const { userHasEmbeddedWallet } = useEmbeddedWallet();
  return (
    <button
      type="button"
      onClick={async () => {
        if (primaryWallet && isSolanaWallet(primaryWallet)) {
          const signer = await primaryWallet.getSigner();
          await signer.signMessage(new TextEncoder().encode('hello'));
        }
      }}
    >
      {userHasEmbeddedWallet() ? 'embedded' : 'external'} sign
    </button>
  );
}

export function App() {
  return (
    <DynamicContextProvider
      settings={{ environmentId: 'env', walletConnectors: [SolanaWalletConnectors] }}
    >
      <DynamicWidget />
      <Sign />
    </DynamicContextProvider>
  );
}
