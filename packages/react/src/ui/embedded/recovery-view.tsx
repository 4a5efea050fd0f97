'use client';
import { isLatchkeyError, LATCHKEY_ERROR__SESSION__MFA_REQUIRED } from '@latchkey/core';
import { useId, useState } from 'react';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { EmailField } from './email-field.js';
import { EmbeddedError } from './embedded-error.js';
import { useRecovery } from './use-recovery.js';

/** Props of {@link RecoveryView}. */
export interface RecoveryViewProps {
  /** What the user typed before, to start from. */
  email: string;
  onConnected: () => void;
  /** Desktops start typing; phones keep the keyboard down. */
  autoFocus?: boolean | undefined;
}

/**
 * The dialog's way back in for a user who lost their passkey. By email: a recovery code is
 * emailed (good for 15 minutes), pasted here, and the device creates a new passkey for the same
 * wallet. Or with a passkey kept on another device (a phone, a password manager).
 *
 * @example
 * ```tsx
 * <RecoveryView email="ada@example.com" onConnected={close} />
 * ```
 */
export function RecoveryView({ email: typed, onConnected, autoFocus }: RecoveryViewProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const { recover, isPending, error, reset } = useRecovery();
  const [email, setEmail] = useState(typed);
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  // The account has a second factor: its code goes with the request.
  const [mfaAsked, setMfaAsked] = useState(false);
  const [mfaCode, setMfaCode] = useState('');
  const codeId = useId();
  const mfaId = useId();
  const connected = (promise: Promise<unknown>) => {
    void promise.then(onConnected, () => undefined);
  };

  if (sentTo === undefined) {
    return (
      <section aria-label="Embedded wallet" className="latchkey-embedded">
        <p className="latchkey-view-lead">
          Lost your passkey? We'll email you a recovery code, and this device will make a new
          passkey for the same wallet.
        </p>
        <form
          // Asked for the second factor, the email is kept and the code's field takes the row.
          className={mfaAsked ? undefined : 'latchkey-email-form'}
          onSubmit={(event) => {
            event.preventDefault();
            const to = email.trim();
            const factor = mfaAsked ? mfaCode.trim() : undefined;
            void recover({ kind: 'email', email: to, mfaCode: factor }).then(
              () => setSentTo(to),
              (failure: unknown) => {
                if (isLatchkeyError(failure, LATCHKEY_ERROR__SESSION__MFA_REQUIRED)) {
                  setMfaAsked(true);
                  reset();
                }
              },
            );
          }}
        >
          {mfaAsked ? (
            <>
              <label htmlFor={mfaId} className="latchkey-hint">
                {`${email.trim()} has two-step verification: enter the code from your authenticator app, or one of your recovery codes.`}
              </label>
              <input
                id={mfaId}
                className="latchkey-input"
                autoComplete="one-time-code"
                spellCheck={false}
                required
                value={mfaCode}
                disabled={isPending}
                data-latchkey-autofocus
                onChange={(event) => setMfaCode(event.target.value)}
              />
            </>
          ) : (
            <EmailField
              value={email}
              onChange={setEmail}
              disabled={isPending}
              autoFocus={autoFocus}
            />
          )}
          <button
            type="submit"
            className={`latchkey-button latchkey-button-primary${mfaAsked ? ' latchkey-button-block' : ''}`}
            disabled={isPending}
          >
            Email me a code
          </button>
        </form>
        <p className="latchkey-divider">
          <span>or</span>
        </p>
        <button
          type="button"
          className="latchkey-button latchkey-button-block"
          disabled={isPending}
          onClick={() => connected(recover({ kind: 'passkey' }))}
        >
          Use a passkey from another device
        </button>
        <EmbeddedError error={error} />
      </section>
    );
  }

  return (
    <section aria-label="Embedded wallet" className="latchkey-embedded latchkey-code-view">
      <p className="latchkey-view-lead">
        If <strong className="latchkey-email">{sentTo}</strong> has a wallet, a recovery code is on
        its way. Paste it below; it works for 15 minutes.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          connected(recover({ kind: 'code', code }));
        }}
      >
        <label htmlFor={codeId} className="latchkey-visually-hidden">
          Recovery code
        </label>
        <textarea
          id={codeId}
          className="latchkey-input latchkey-recovery-code"
          rows={3}
          required
          spellCheck={false}
          autoComplete="one-time-code"
          placeholder="Paste the code from the email"
          value={code}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) reset();
          }}
          disabled={isPending}
          data-latchkey-autofocus={autoFocus || undefined}
        />
        <button
          type="submit"
          className="latchkey-button latchkey-button-primary latchkey-button-block"
          disabled={isPending || code.trim() === ''}
          aria-busy={isPending || undefined}
        >
          {isPending ? 'Recovering…' : 'Recover wallet'}
        </button>
      </form>
      {isPending ? (
        <p className="latchkey-hint" aria-live="polite">
          Create a new passkey when your device asks.
        </p>
      ) : null}
      <EmbeddedError error={error} />
      <button
        type="button"
        className="latchkey-link-button"
        onClick={() => {
          setCode('');
          setSentTo(undefined);
          reset();
        }}
      >
        Use another email
      </button>
    </section>
  );
}
