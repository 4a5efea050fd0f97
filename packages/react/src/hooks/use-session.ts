'use client';
import {
  type Connector,
  getSession,
  linkWallet as linkWalletAction,
  type SessionState,
  type SignOutEverywhereReturnType,
  signIn as signInAction,
  signOut as signOutAction,
  signOutEverywhere as signOutEverywhereAction,
  unlinkCredential as unlinkCredentialAction,
} from '@latchkey/core';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useConfig } from './use-config.js';

/** What {@link useSession} returns. */
export interface UseSessionReturnType extends SessionState {
  /** Connects a wallet and signs in with it (the `signIn` action); resolves with the session. */
  signIn: (connector: Connector | string) => Promise<SessionState>;
  /** Ends the session at the server and here (the `signOut` action). */
  signOut: () => Promise<void>;
  /** Ends every session of the user, on every device (the `signOutEverywhere` action). */
  signOutEverywhere: () => Promise<SignOutEverywhereReturnType>;
  /** Adds another wallet to the signed-in user (the `linkWallet` action). */
  linkWallet: (connector: Connector | string) => Promise<SessionState>;
  /**
   * Removes a credential from the signed-in user, never the last nor the one this session
   * signed in with; every session it signed in ends (`unlinkCredential`).
   */
  unlinkCredential: (credentialId: string) => Promise<SessionState>;
}

/**
 * The session with the product server (`createConfig({ auth })`): its status (`'signed-out'`,
 * `'signing-in'`, `'signed-in'`), the user, their verified credentials and the access token,
 * re-rendering on every change; and the actions that change it. For a token to send, call
 * `getAuthToken(config)` when sending: it refreshes one about to expire. A config without `auth`
 * is always signed out.
 *
 * @example
 * ```tsx
 * const { status, credentials, signOut } = useSession();
 * if (status === 'signed-in') return <button onClick={() => signOut()}>Sign out</button>;
 * ```
 */
export function useSession(): UseSessionReturnType {
  const config = useConfig();
  // The session lives in the config's store; getSession answers the same object until it changes.
  const read = useCallback(() => getSession(config), [config]);
  const session = useSyncExternalStore(config.store.subscribe, read, read);
  const actions = useMemo(
    () => ({
      signIn: (connector: Connector | string) => signInAction(config, { connector }),
      signOut: () => signOutAction(config),
      signOutEverywhere: () => signOutEverywhereAction(config),
      linkWallet: (connector: Connector | string) => linkWalletAction(config, { connector }),
      unlinkCredential: (credentialId: string) => unlinkCredentialAction(config, { credentialId }),
    }),
    [config],
  );
  return { ...session, ...actions };
}
