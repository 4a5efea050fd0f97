'use client';
import type { LatchkeyError } from '@latchkey/core';
import { useEffect, useId, useState } from 'react';
import { useEmbeddedWallet } from '../hooks/use-embedded-wallet.js';

const WAITING_TEXT = {
  passkey: 'Waiting for your passkey…',
  email: 'Sending the code…',
  code: 'Checking the code…',
} as const;

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
    getPendingEmailCode,
  } = useEmbeddedWallet();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  // What the pending action waits for, so the hint names it.
  const [waitingFor, setWaitingFor] = useState<'passkey' | 'email' | 'code'>('passkey');
  const emailId = useId();
  const codeId = useId();
  const titleId = useId();
  // A code sent before a reload is still good: ask for it again rather than starting over.
  useEffect(() => {
    let current = true;
    void getPendingEmailCode().then((pending) => {
      if (!current || !pending) return;
      setEmail((typed) => typed || pending.email);
      setCodeSent(true);
    });
    return () => {
      current = false;
    };
  }, [getPendingEmailCode]);
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
          setWaitingFor('passkey');
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
          onClick={() => {
            setWaitingFor('email');
            void sendEmailCode({ email }).then(
              () => setCodeSent(true),
              () => undefined,
            );
          }}
        >
          Email me a code
        </button>
      </form>
      {codeSent ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setWaitingFor('code');
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
        onClick={() => {
          setWaitingFor('passkey');
          void done(signInWithPasskey());
        }}
      >
        Sign in with passkey
      </button>
      {isPending ? (
        <p className="latchkey-hint" aria-live="polite">
          {WAITING_TEXT[waitingFor]}
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
