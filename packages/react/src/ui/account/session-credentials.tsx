'use client';
import { useId, useState } from 'react';
import { useLatchkeyState } from '../../hooks/use-latchkey-state.js';
import { useMessages } from '../../i18n/use-messages.js';
import { accountMessages } from './account-messages.js';
import { AddSignInMethod } from './add-sign-in-method.js';
import { describeCredential } from './describe-credential.js';
import { RemoveCredential } from './remove-credential.js';
import { SignOutEverywhere } from './sign-out-everywhere.js';

/** At most 32 characters: the first and last 15 around an ellipsis. */
const shortenMiddle = (text: string) =>
  text.length > 32 ? `${text.slice(0, 15)}…${text.slice(-15)}` : text;

// One line each, a long email ending in an ellipsis: the connect dialog's style for a wallet's
// name, reused so the stylesheet, which every page loads, grows by nothing.
const ONE_LINE = 'latchkey-wallet-name';

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );

/**
 * The account menu's "Sign-in methods", when the config has `auth`: who is signed in (the
 * credential this session was signed in with), every credential linked to them with when it was
 * last used — each but that one with Remove, which signs out whoever signed in with it — a way
 * to add an email or an OpenID account, and Sign out everywhere. Nothing while signed out.
 */
export function SessionCredentials() {
  const t = useMessages(accountMessages);
  // Read from the store as it is: the session code loads only when a button asks for it.
  const { session } = useLatchkeyState();
  const titleId = useId();
  // The credential whose removal is being asked about: its question replaces the buttons.
  const [removing, setRemoving] = useState<string>();
  if (session?.status !== 'signed-in' || !session.user) return null;
  const { user, credentials } = session;
  const current = credentials.find(({ id }) => id === user.lastVerifiedCredentialId);
  const asked = credentials.find(({ id }) => id === removing);
  return (
    <section
      className="latchkey-account-section latchkey-account-session"
      aria-labelledby={titleId}
      data-testid="latchkey-session"
    >
      <h3 id={titleId} className="latchkey-account-section-title">
        {t('account.session.title')}
      </h3>
      {current ? (
        <p className={ONE_LINE}>
          {t('account.session.signedInAs', { credential: describeCredential(current, t) })}
        </p>
      ) : null}
      <ul className="latchkey-network-list" aria-label={t('account.session.list')}>
        {credentials.map((credential) => {
          const name = describeCredential(credential, t);
          return (
            // The email form's row (flex, a gap): the stylesheet grows by nothing.
            <li key={credential.id} className="latchkey-email-form" data-format={credential.format}>
              {/* A row's width never grows past the menu's: long names lose their middle. */}
              <span className="latchkey-credential">
                <span className={ONE_LINE} title={name}>
                  {shortenMiddle(name)}
                </span>
                {credential.lastUsedAt ? (
                  <span className="latchkey-hint">
                    {t('account.session.lastUsed', { date: day(credential.lastUsedAt, t.locale) })}
                  </span>
                ) : null}
              </span>
              {credentials.length > 1 && credential.id !== current?.id && !asked ? (
                <button
                  type="button"
                  className="latchkey-link-button latchkey-inline"
                  aria-label={t('account.removeNamed', { name })}
                  onClick={() => setRemoving(credential.id)}
                >
                  {t('account.remove')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {asked ? (
        <RemoveCredential credential={asked} onDone={() => setRemoving(undefined)} />
      ) : (
        <>
          <AddSignInMethod />
          <SignOutEverywhere />
        </>
      )}
    </section>
  );
}
