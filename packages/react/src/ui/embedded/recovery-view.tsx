'use client';
import { isLatchkeyError, LATCHKEY_ERROR__SESSION__MFA_REQUIRED } from '@latchkey/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { EmailField } from './email-field.js';
import { EmbeddedError } from './embedded-error.js';
import { embeddedMessages } from './embedded-messages.js';
import { useRecovery } from './use-recovery.js';
import { withElements } from './with-elements.js';

/** How long an emailed recovery code works, in minutes (the custody provider's 900 s). */
const RECOVERY_CODE_MINUTES = 15;

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
  const t = useMessages(embeddedMessages);
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
      <section aria-label={t('embedded.region')} className="latchkey-embedded">
        <p className="latchkey-view-lead">{t('embedded.recovery.lead')}</p>
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
                {t('embedded.recovery.secondFactor', { email: email.trim() })}
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
            {t('embedded.recovery.emailMe')}
          </button>
        </form>
        <p className="latchkey-divider">
          <span>{t('embedded.recovery.or')}</span>
        </p>
        <button
          type="button"
          className="latchkey-button latchkey-button-block"
          disabled={isPending}
          onClick={() => connected(recover({ kind: 'passkey' }))}
        >
          {t('embedded.recovery.otherDevice')}
        </button>
        <EmbeddedError error={error} />
      </section>
    );
  }

  return (
    <section aria-label={t('embedded.region')} className="latchkey-embedded latchkey-code-view">
      <p className="latchkey-view-lead">
        {withElements(t('embedded.recovery.sent', { count: RECOVERY_CODE_MINUTES }), {
          email: <strong className="latchkey-email">{sentTo}</strong>,
        })}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          connected(recover({ kind: 'code', code }));
        }}
      >
        <label htmlFor={codeId} className="latchkey-visually-hidden">
          {t('embedded.recovery.codeLabel')}
        </label>
        <textarea
          id={codeId}
          className="latchkey-input latchkey-recovery-code"
          rows={3}
          required
          spellCheck={false}
          autoComplete="one-time-code"
          placeholder={t('embedded.recovery.codePlaceholder')}
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
          {isPending ? t('embedded.recovery.recovering') : t('embedded.recovery.submit')}
        </button>
      </form>
      {isPending ? (
        <p className="latchkey-hint" aria-live="polite">
          {t('embedded.recovery.createPasskey')}
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
        {t('embedded.otherEmail')}
      </button>
    </section>
  );
}
