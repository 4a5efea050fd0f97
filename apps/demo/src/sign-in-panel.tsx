import { connectAndSign, isUserCancellation } from '@latchkey/core';
import { verifySignInMessage } from '@latchkey/core/sign-in';
import { useConfig, useWallet } from '@latchkey/react';
import { useState } from 'react';

/**
 * Sign-In With Solana with the connected wallet, verified as a host backend would (here in the
 * page, with the same helper a server imports from `@latchkey/core/sign-in`).
 */
export function SignInPanel() {
  const config = useConfig();
  const { wallet, isConnected } = useWallet();
  const [result, setResult] = useState<string>();
  const [error, setError] = useState<string>();
  if (!isConnected || !wallet) return null;

  const signIn = async () => {
    setResult(undefined);
    setError(undefined);
    // In a real app the nonce comes from the backend, which remembers it.
    const nonce = crypto.randomUUID().replaceAll('-', '');
    try {
      const signed = await connectAndSign(config, {
        connector: wallet.id,
        nonce,
        statement: 'Sign in to the Latchkey demo',
      });
      const fields = await verifySignInMessage({
        message: signed.message,
        signature: signed.signature,
        address: signed.address,
        expected: { domain: location.host, nonce },
      });
      setResult(`Signed in as ${fields.address}`);
    } catch (failure) {
      if (!isUserCancellation(failure)) setError((failure as Error).message);
    }
  };

  return (
    <section aria-labelledby="sign-in-title" className="demo-card">
      <h2 id="sign-in-title">Sign-In With Solana</h2>
      <p className="demo-card-desc">
        The wallet signs a one-time message; the page verifies it as a backend would.
      </p>
      <button
        type="button"
        className="demo-button demo-button--primary"
        onClick={() => void signIn()}
      >
        Sign in with Solana
      </button>
      {result ? (
        <p className="demo-result demo-mono" data-testid="sign-in-result">
          {result}
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="sign-in-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
