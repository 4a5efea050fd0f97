'use client';
import type { SessionCredential } from '@latchkey/core';
import { useId } from 'react';
import { useLatchkeyState } from '../hooks/use-latchkey-state.js';
import { shortenAddress } from './shorten-address.js';

// One line each, a long email ending in an ellipsis: the connect dialog's style for a wallet's
// name, reused so the stylesheet, which every page loads, grows by nothing.
const ONE_LINE = 'latchkey-wallet-name';

/** How a credential reads in a list: the wallet and its address, the email, a passkey, an OpenID identity. */
function describeCredential(credential: SessionCredential): string {
  if (credential.format === 'email') return credential.email;
  if (credential.format === 'passkey') return 'Passkey';
  // An OpenID identity: its email when the token named one, else who vouched for it.
  if (credential.format === 'oauth') return credential.email ?? credential.issuer;
  // An embedded wallet's name is the provider's wallet ('turnkeyhd'): say what it is instead.
  const name = credential.kind === 'embedded-wallet' ? 'Embedded wallet' : credential.walletName;
  return credential.address ? `${name} · ${shortenAddress(credential.address)}` : name;
}

/**
 * The account menu's session part, when the config has `auth`: who is signed in (the credential
 * this session was signed in with) and every credential linked to them. Nothing while signed out.
 *
 * @example
 * ```tsx
 * <SessionCredentials />
 * ```
 */
export function SessionCredentials() {
  // Read from the store as it is, not through useSession: nothing of the session code loads here.
  const { session } = useLatchkeyState();
  const titleId = useId();
  if (session?.status !== 'signed-in' || !session.user) return null;
  const { user, credentials } = session;
  const current = credentials.find(({ id }) => id === user.lastVerifiedCredentialId);
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
      <ul className={`latchkey-network-list ${ONE_LINE}`} aria-label="Linked credentials">
        {credentials.map((credential) => (
          <li key={credential.id} className={ONE_LINE} data-format={credential.format}>
            {describeCredential(credential)}
          </li>
        ))}
      </ul>
    </section>
  );
}
