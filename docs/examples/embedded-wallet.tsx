import { createConfig, signMessage, solanaMainnet, walletStandard } from '@latchkey/core';
import { createEmbeddedWallet, signInWithPasskey } from '@latchkey/core/embedded';
import { createProductApiClient } from '@latchkey/core/product-api/client';
import { useEmbeddedWallet } from '@latchkey/react';
import { ExportKey } from '@latchkey/react/blocks';
import { useState } from 'react';

export const embeddedWallet = createEmbeddedWallet({
  appName: 'Acme', // required: 'Embedded wallets need an appName'
  organizationId: 'your-parent-organization-id',
  productApi: createProductApiClient({ environmentId: 'env_acme' }),
  // The config below, which lists the wallet's connectors: a login then connects by itself.
  // Without it, connect after a login: `config.connect(embeddedWallet.connectorIdOf(user))`.
  config: () => config,
});

export const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  connectors: [walletStandard(), embeddedWallet.connectors],
});

// Without React, each flow is also an action taking the wallet; once it returns, the user's
// wallet is connected.
export async function signInAndSign() {
  await signInWithPasskey(embeddedWallet);
  return signMessage(config, { message: 'Hello from Acme' });
}

// Pass `embeddedWallet` to <LatchkeyProvider>; the connect dialog then offers all of this.
// Drawn by the host instead:
export function EmailSignIn() {
  const { sendEmailCode, signInWithEmailCode, signUpWithPasskey, error, isPending } =
    useEmbeddedWallet();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="button" onClick={() => void signUpWithPasskey({ email }).catch(() => {})}>
        Create a passkey wallet
      </button>
      <button type="button" onClick={() => void sendEmailCode({ email }).catch(() => {})}>
        Email me a code
      </button>
      <input value={code} onChange={(event) => setCode(event.target.value)} />
      <button
        type="button"
        disabled={isPending}
        onClick={() => void signInWithEmailCode({ code }).catch(() => {})}
      >
        Sign in
      </button>
      {/* 'The code is invalid or expired.' and the other catalogue messages */}
      {error ? <p role="alert">{error.message}</p> : null}
      {/* The key is shown inside the provider's export frame; this page never holds it. */}
      <ExportKey />
    </form>
  );
}
