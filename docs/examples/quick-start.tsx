import { createConfig, solanaDevnet, solanaMainnet } from '@latchkey/core';
import { ConnectButton, LatchkeyProvider, useSignMessage, useWallet } from '@latchkey/react';
import '@latchkey/react/styles.css';

// One config per page: the networks you support, first one the default. Devnet's public RPC
// answers as pasted; for mainnet, put your RPC provider's URL here (the public one rate-limits).
const config = createConfig({
  appName: 'Acme',
  networks: [solanaDevnet(), solanaMainnet({ rpcUrl: 'https://your-rpc-provider.example' })],
});

function SignHello() {
  const { isConnected } = useWallet();
  const { signMessage, data, error, isPending } = useSignMessage();
  if (!isConnected) return null;
  return (
    <>
      <button type="button" disabled={isPending} onClick={() => void signMessage('Hello, Acme')}>
        Sign a message
      </button>
      {data ? <p>Signed ({data.signature.length} bytes)</p> : null}
      {error ? <p role="alert">{error.message}</p> : null}
    </>
  );
}

// A default export, as `npm create vite` imports App in src/main.tsx.
export default function App() {
  return (
    <LatchkeyProvider config={config}>
      <ConnectButton />
      <SignHello />
    </LatchkeyProvider>
  );
}
