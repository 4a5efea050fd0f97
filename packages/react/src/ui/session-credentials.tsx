'use client';
import type { SessionCredential } from '@latchkey/core';
import { useId, useState } from 'react';
import { useLatchkeyState } from '../hooks/use-latchkey-state.js';
import { describeCredential } from './describe-credential.js';
import { RemoveCredential } from './remove-credential.js';
import { SignOutEverywhere } from './sign-out-everywhere.js';

// One line each, a long email ending in an ellipsis: the connect dialog's style for a wallet's
// name, reused so the stylesheet, which every page loads, grows by nothing.
const ONE_LINE = 'latchkey-wallet-name';

/**
 * The account menu's session part, when the config has `auth`: who is signed in (the credential
 * this session was signed in with), every credential linked to them — each but that one with
 * Remove, which signs out whoever signed in with it — and Sign out everywhere. Nothing while
 * signed out.
 *
 * @example
 * ```tsx
 * <SessionCredentials />
 * ```
 */
export function SessionCredentials() {
  // Read from the store as it is: the session code loads only when a button asks for it.
  const { session } = useLatchkeyState();
  const titleId = useId();
  // One removal asked about at a time: its confirmation replaces the other rows' buttons.
  const [confirming, setConfirming] = useState<string>();
  if (session?.status !== 'signed-in' || !session.user) return null;
  const { user, credentials } = session;
  const current = credentials.find(({ id }) => id === user.lastVerifiedCredentialId);
  const removable = (credential: SessionCredential) =>
    credentials.length > 1 && credential.id !== user.lastVerifiedCredentialId;
  return (
    <section
      className="latchkey-account-section latchkey-account-session"
      aria-labelledby={titleId}
      data-testid="latchkey-session"
    >
      <h3 id={titleId} className="latchkey-account-section-title">
        Signed in
      </h3>
      {current ? <p className={ONE_LINE}>{`Signed in as ${describeCredential(current)}`}</p> : null}
      <ul className="latchkey-network-list" aria-label="Linked credentials">
        {credentials.map((credential) => (
          <li key={credential.id} className="latchkey-credential" data-format={credential.format}>
            <span className={ONE_LINE}>{describeCredential(credential)}</span>
            {removable(credential) ? (
              <RemoveCredential
                credential={credential}
                confirming={confirming === credential.id}
                onConfirming={(asking) => setConfirming(asking ? credential.id : undefined)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <SignOutEverywhere />
    </section>
  );
}
