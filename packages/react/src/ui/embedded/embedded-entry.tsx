'use client';
import { useEffect, useId, useState } from 'react';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { EmailField } from './email-field.js';
import { EmbeddedError } from './embedded-error.js';
import { embeddedMessages } from './embedded-messages.js';
import { OAuthButtons } from './oauth-buttons.js';
import { PasskeyGlyph } from './passkey-glyph.js';

/** Props of {@link EmbeddedEntry}. */
export interface EmbeddedEntryProps {
  /** The code is on its way: ask for it. */
  onCodeSent: (email: string) => void;
  /** A code sent before a reload is still good: offer to type it (default: as `onCodeSent`). */
  onPendingCode?: ((email: string) => void) | undefined;
  /** The user chose the passkey path, with whatever email they typed. */
  onPasskey: (email: string) => void;
  /** Focus the email field on mount; leave off on phones. */
  autoFocus?: boolean | undefined;
  /** The email typed before (kept when the user comes back to the list). */
  initialEmail?: string | undefined;
  /** Marks the entry "Last used" when the embedded wallet was the last one connected. */
  lastUsed?: boolean | undefined;
  /** The OpenID providers offered (Google, Apple, …), shown above the email. */
  oauthProviders?: readonly { readonly id: string; readonly name: string }[] | undefined;
  /** The user chose a provider (called in the click, so its popup may open). */
  onOAuth?: ((provider: { id: string; name: string }) => void) | undefined;
}

/**
 * The embedded wallet's one entry in the connect dialog: "Continue with Google" and the other
 * OpenID providers configured, then an email and "Continue", which emails a nine-character code
 * (it signs in, or signs up a new email), with passkeys as another way in.
 * Draws nothing when the provider has no embedded wallet.
 *
 * @example
 * ```tsx
 * <EmbeddedEntry onCodeSent={(email) => show('code', email)} onPasskey={(email) => show('passkey', email)} />
 * ```
 */
export function EmbeddedEntry({
  onCodeSent,
  onPendingCode = onCodeSent,
  onPasskey,
  autoFocus,
  initialEmail = '',
  lastUsed,
  oauthProviders = [],
  onOAuth,
}: EmbeddedEntryProps) {
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(embeddedMessages);
  const { available, sendEmailCode, isPending, error, getPendingEmailCode } = useEmbeddedWallet();
  const [email, setEmail] = useState(initialEmail);
  const titleId = useId();
  // A code sent before a reload is still good: ask for it rather than starting over.
  useEffect(() => {
    let current = true;
    void getPendingEmailCode().then((pending) => {
      if (current && pending) onPendingCode(pending.email);
    });
    return () => {
      current = false;
    };
  }, [getPendingEmailCode, onPendingCode]);
  if (!available) return null;
  return (
    <section aria-label={t('embedded.region')} className="latchkey-embedded">
      {onOAuth ? (
        <OAuthButtons providers={oauthProviders} onChoose={onOAuth} disabled={isPending} />
      ) : null}
      <h3 id={titleId} className="latchkey-section-title">
        {t('embedded.entry.title')}
        {lastUsed ? (
          <span className="latchkey-chip latchkey-chip-accent">{t('embedded.entry.lastUsed')}</span>
        ) : null}
      </h3>
      <form
        className="latchkey-email-form"
        onSubmit={(event) => {
          event.preventDefault();
          void sendEmailCode({ email: email.trim() }).then(
            () => onCodeSent(email.trim()),
            () => undefined,
          );
        }}
      >
        <EmailField
          value={email}
          onChange={setEmail}
          disabled={isPending}
          autoComplete="email webauthn"
          autoFocus={autoFocus}
        />
        <button
          type="submit"
          className="latchkey-button latchkey-button-primary"
          disabled={isPending}
          aria-busy={isPending || undefined}
        >
          {isPending ? t('embedded.entry.sending') : t('embedded.entry.continue')}
        </button>
      </form>
      <EmbeddedError error={error} />
      <button
        type="button"
        className="latchkey-link-button"
        disabled={isPending}
        onClick={() => onPasskey(email.trim())}
      >
        <PasskeyGlyph />
        {t('embedded.entry.passkey')}
      </button>
    </section>
  );
}
