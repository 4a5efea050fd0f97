'use client';
import { useState } from 'react';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { EmailField } from './email-field.js';
import { EmbeddedError } from './embedded-error.js';
import { embeddedMessages } from './embedded-messages.js';
import { PasskeyGlyph } from './passkey-glyph.js';

/** Props of {@link PasskeyView}. */
export interface PasskeyViewProps {
  /** What the user typed before choosing passkeys; names a new passkey. */
  email: string;
  onConnected: () => void;
  /** The user lost their passkey: to recovery, with what they typed. */
  onRecover?: ((email: string) => void) | undefined;
}

/**
 * The dialog's passkey path: sign in with a passkey already on this device, or create a wallet
 * protected by a new one. While the device asks, it says so; a dismissed prompt just returns.
 *
 * @example
 * ```tsx
 * <PasskeyView email="ada@example.com" onConnected={close} onRecover={toRecovery} />
 * ```
 */
export function PasskeyView({ email: typed, onConnected, onRecover }: PasskeyViewProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(embeddedMessages);
  const { signUpWithPasskey, signInWithPasskey, isPending, error } = useEmbeddedWallet();
  const [email, setEmail] = useState(typed);
  const done = (promise: Promise<unknown>) => {
    void promise.then(onConnected, () => undefined);
  };
  return (
    <section aria-label={t('embedded.region')} className="latchkey-embedded latchkey-passkey-view">
      <div className="latchkey-hero-icon" aria-hidden="true">
        <PasskeyGlyph size={28} />
      </div>
      <p className="latchkey-view-lead">{t('embedded.passkey.lead')}</p>
      <button
        type="button"
        className="latchkey-button latchkey-button-primary latchkey-button-block"
        disabled={isPending}
        onClick={() => done(signInWithPasskey())}
      >
        {t('embedded.passkey.signIn')}
      </button>
      <p className="latchkey-divider">
        <span>{t('embedded.passkey.newHere')}</span>
      </p>
      <form
        className="latchkey-email-form"
        onSubmit={(event) => {
          event.preventDefault();
          done(signUpWithPasskey({ email: email.trim() }));
        }}
      >
        <EmailField value={email} onChange={setEmail} disabled={isPending} />
        <button type="submit" className="latchkey-button" disabled={isPending}>
          {t('embedded.passkey.create')}
        </button>
      </form>
      {isPending ? (
        <p className="latchkey-hint" aria-live="polite">
          {t('embedded.passkey.waiting')}
        </p>
      ) : null}
      <EmbeddedError error={error} />
      {onRecover ? (
        <button type="button" className="latchkey-link-button" onClick={() => onRecover(email)}>
          {t('embedded.passkey.lost')}
        </button>
      ) : null}
    </section>
  );
}
