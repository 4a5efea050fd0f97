'use client';
import type { LatchkeyError } from '@latchkey/core';
import { useId, useState } from 'react';
import { useEmbeddedWallet } from '../hooks/use-embedded-wallet.js';

/**
 * The embedded-wallet part of the connect dialog: an email and "Create a passkey wallet", or
 * "Sign in with passkey". Says so while the passkey is asked; shows the catalogue's message on
 * failure; a dismissed prompt just returns.
 *
 * @example
 * ```tsx
 * <EmbeddedSignIn onConnected={close} />
 * ```
 */
export function EmbeddedSignIn({ onConnected }: { onConnected: () => void }) {
  const {
    available,
    signUpWithPasskey,
    signInWithPasskey,
    sendEmailCode,
    signInWithEmailCode,
    isPending,
    error,
  } = useEmbeddedWallet();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const emailId = useId();
  const codeId = useId();
  const titleId = useId();
  if (!available) return null;
  const done = (promise: Promise<unknown>) => promise.then(onConnected, () => undefined);
  return (
    <section aria-labelledby={titleId} className="latchkey-embedded">
      <h3 id={titleId} className="latchkey-section-title">
        Embedded wallet
      </h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void done(signUpWithPasskey({ email }));
        }}
      >
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          type="email"
          autoComplete="email webauthn"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={isPending}
        />
        <button type="submit" className="latchkey-button" disabled={isPending}>
          Create a passkey wallet
        </button>
        <button
          type="button"
          className="latchkey-button"
          disabled={isPending || email === ''}
          onClick={() =>
            void sendEmailCode({ email }).then(
              () => setCodeSent(true),
              () => undefined,
            )
          }
        >
          Email me a code
        </button>
      </form>
      {codeSent ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void done(signInWithEmailCode({ code }));
          }}
        >
          <p className="latchkey-hint">We sent a code to {email}.</p>
          <label htmlFor={codeId}>Code</label>
          <input
            id={codeId}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            disabled={isPending}
          />
          <button type="submit" className="latchkey-button" disabled={isPending || code === ''}>
            Sign in with code
          </button>
        </form>
      ) : null}
      <button
        type="button"
        className="latchkey-button"
        disabled={isPending}
        onClick={() => void done(signInWithPasskey())}
      >
        Sign in with passkey
      </button>
      {isPending ? (
        <p className="latchkey-hint" aria-live="polite">
          Waiting for your passkey…
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="latchkey-embedded-error">
          {(error as LatchkeyError).shortMessage ?? error.message}
        </p>
      ) : null}
    </section>
  );
}
