'use client';
import { useState } from 'react';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { CODE_LENGTH, CodeInput } from './code-input.js';
import { EmbeddedError } from './embedded-error.js';

/** Props of {@link EmailCodeView}. */
export interface EmailCodeViewProps {
  email: string;
  onConnected: () => void;
  /** Back to the email field. */
  onChangeEmail: () => void;
  autoFocus?: boolean | undefined;
}

/**
 * The dialog's second email step: the nine boxes for the emailed code. It signs in as soon as the
 * ninth character is in; a wrong code says so (the catalogue's message) and can be typed again; a new
 * code can be asked for.
 *
 * @example
 * ```tsx
 * <EmailCodeView email="ada@example.com" onConnected={close} onChangeEmail={back} />
 * ```
 */
export function EmailCodeView({
  email,
  onConnected,
  onChangeEmail,
  autoFocus,
}: EmailCodeViewProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const { signInWithEmailCode, sendEmailCode, isPending, error, reset } = useEmbeddedWallet();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const submit = (value: string) => {
    void signInWithEmailCode({ code: value }).then(onConnected, () => undefined);
  };
  return (
    <section aria-label="Embedded wallet" className="latchkey-embedded latchkey-code-view">
      <p className="latchkey-view-lead">
        We sent a code to <strong className="latchkey-email">{email}</strong>.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        <CodeInput
          value={code}
          onChange={(next) => {
            setCode(next);
            if (error) reset();
          }}
          onComplete={submit}
          disabled={isPending}
          autoFocus={autoFocus}
          invalid={Boolean(error)}
        />
        <button
          type="submit"
          className="latchkey-button latchkey-button-primary latchkey-button-block"
          disabled={isPending || code.length !== CODE_LENGTH}
          aria-busy={isPending || undefined}
        >
          {isPending ? 'Checking…' : 'Sign in with code'}
        </button>
      </form>
      <EmbeddedError error={error} />
      <p className="latchkey-hint latchkey-code-help">
        {resent ? 'A new code is on its way.' : "Didn't get it? Check spam, or "}
        {resent ? null : (
          <button
            type="button"
            className="latchkey-link-button latchkey-inline"
            disabled={isPending}
            onClick={() => {
              setCode('');
              void sendEmailCode({ email }).then(
                () => setResent(true),
                () => undefined,
              );
            }}
          >
            send a new code
          </button>
        )}
      </p>
      <button type="button" className="latchkey-link-button" onClick={onChangeEmail}>
        Use another email
      </button>
    </section>
  );
}
