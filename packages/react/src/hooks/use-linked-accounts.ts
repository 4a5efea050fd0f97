'use client';
import type { Connector } from '@latchkey/core';
import {
  confirmEmailLink,
  linkWallet,
  type SessionCredential,
  type SessionState,
  type StartEmailLinkReturnType,
  startEmailLink,
  unlinkCredential,
} from '@latchkey/core';
import { useContext, useMemo } from 'react';
import { EmbeddedWalletContext } from '../context.js';
import { useConfig } from './use-config.js';
import { requireEmbeddedWallet } from './use-embedded-wallet.js';
import { useLatchkeyState } from './use-latchkey-state.js';

/** What {@link useLinkedAccounts} returns. */
export interface UseLinkedAccountsReturnType {
  /** Every way the signed-in user signs in, each with `lastUsedAt`; empty when signed out. */
  credentials: readonly SessionCredential[];
  /** The one this session was signed in with (it cannot be removed from under it). */
  currentCredentialId: string | undefined;
  /** The OpenID providers an account can be linked from: the embedded wallet's, in order. */
  providers: readonly { readonly id: string; readonly name: string }[];
  /** An email, step one (`startEmailLink`): a code is emailed to it. */
  startEmailLink: (email: string) => Promise<StartEmailLinkReturnType>;
  /** An email, step two (`confirmEmailLink`): the code links it. */
  confirmEmailLink: (challenge: StartEmailLinkReturnType, code: string) => Promise<SessionState>;
  /** A Google, Apple or other OpenID account, in a popup: call it from the click itself. */
  linkOAuthAccount: (provider: string) => Promise<SessionState>;
  /** Another Solana wallet (`linkWallet`): it signs the server's challenge. */
  linkWallet: (connector: Connector | string) => Promise<SessionState>;
  /** Removes one (`unlinkCredential`); never the last, nor this session's own. */
  unlink: (credentialId: string) => Promise<SessionState>;
}

/**
 * The signed-in user's sign-in methods — wallets, the embedded wallet, emails, passkeys and
 * OpenID accounts, with when each was last used — and the actions that link and unlink them. A
 * linked email or OpenID account signs in to the same user and the same embedded wallet later.
 * Where the host guards linking with a second factor, the registered prompt asks for it.
 *
 * @example
 * ```tsx
 * const { credentials, startEmailLink, confirmEmailLink } = useLinkedAccounts();
 * const challenge = await startEmailLink('ada@example.com');
 * await confirmEmailLink(challenge, codeFromTheEmail);
 * ```
 */
export function useLinkedAccounts(): UseLinkedAccountsReturnType {
  const config = useConfig();
  const embeddedWallet = useContext(EmbeddedWalletContext);
  const { session } = useLatchkeyState();
  const signedIn = session?.status === 'signed-in' ? session : undefined;
  const actions = useMemo(
    () => ({
      providers: embeddedWallet?.getOAuthProviders() ?? [],
      startEmailLink: (email: string) => startEmailLink(config, { email }),
      confirmEmailLink: (challenge: StartEmailLinkReturnType, code: string) =>
        confirmEmailLink(config, { ...challenge, code }),
      linkOAuthAccount: (provider: string) =>
        requireEmbeddedWallet(embeddedWallet).linkOAuthAccount({ provider, config }),
      linkWallet: (connector: Connector | string) => linkWallet(config, { connector }),
      unlink: (credentialId: string) => unlinkCredential(config, { credentialId }),
    }),
    [config, embeddedWallet],
  );
  return {
    credentials: signedIn?.credentials ?? [],
    currentCredentialId: signedIn?.user?.lastVerifiedCredentialId,
    ...actions,
  };
}
