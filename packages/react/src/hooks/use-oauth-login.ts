'use client';
import type { EmbeddedWalletUser } from '@latchkey/core/embedded';
import { useCallback, useContext, useMemo } from 'react';
import { EmbeddedWalletContext } from '../context.js';
import { type AsyncActionState, useAsyncAction } from './use-async-action.js';
import { useConfig } from './use-config.js';
import { requireEmbeddedWallet } from './use-embedded-wallet.js';

/**
 * What {@link useOAuthLogin} returns.
 *
 * @example
 * ```tsx
 * const { providers, signInWithOAuth }: UseOAuthLoginReturnType = useOAuthLogin();
 * ```
 */
export interface UseOAuthLoginReturnType extends AsyncActionState<EmbeddedWalletUser> {
  /** The providers the embedded wallet offers, in order: `{ id, name }`. Empty without any. */
  providers: readonly { readonly id: string; readonly name: string }[];
  /**
   * Signs in (or up) with a provider and connects the user's wallet. Call it from the click
   * itself: the popup must open in the click's own task. On phones the page leaves for the
   * provider and comes back signed in.
   */
  signInWithOAuth: (provider: string) => Promise<EmbeddedWalletUser>;
}

/**
 * Sign-in with Google, Apple or another OpenID provider, for the embedded wallet given to
 * `LatchkeyProvider`. A closed popup or a "no" at the provider is a cancellation: the state
 * goes back to idle, with no error.
 *
 * @example
 * ```tsx
 * const { providers, signInWithOAuth, isPending } = useOAuthLogin();
 * providers.map(({ id, name }) => (
 *   <button key={id} onClick={() => signInWithOAuth(id)} disabled={isPending}>Continue with {name}</button>
 * ));
 * ```
 */
export function useOAuthLogin(): UseOAuthLoginReturnType {
  const embeddedWallet = useContext(EmbeddedWalletContext);
  const config = useConfig();
  const providers = useMemo(() => embeddedWallet?.getOAuthProviders() ?? [], [embeddedWallet]);
  const [signInWithOAuth, state] = useAsyncAction(
    useCallback(
      (provider: string) =>
        requireEmbeddedWallet(embeddedWallet).signInWithOAuth({ provider, config }),
      [embeddedWallet, config],
    ),
  );
  return { ...state, providers, signInWithOAuth };
}
