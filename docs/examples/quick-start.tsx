import { createConfig, solanaDevnet, solanaMainnet } from '@latchkey/core';
import { ConnectButton, LatchkeyProvider, useSignMessage, useWallet } from '@latchkey/react';
import '@latchkey/react/styles.css';

// One config per page: the networks you support, first one the default.
const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet({ rpcUrl: 'https://rpc.acme.example' }), solanaDevnet()],
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

export function App() {
  return (
    <LatchkeyProvider config={config}>
      <ConnectButton />
      <SignHello />
    </LatchkeyProvider>
  );
}
