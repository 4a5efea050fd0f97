'use client';
import { LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING, LatchkeyError } from '@latchkey/core';
import type {
  EmbeddedWallet,
  EmbeddedWalletUser,
  VerifiedCredential,
} from '@latchkey/core/embedded';
import { useCallback, useContext } from 'react';
import { EmbeddedWalletContext } from '../context.js';
import { type AsyncActionState, useAsyncAction } from './use-async-action.js';
import { useConfig } from './use-config.js';

/**
 * What {@link useEmbeddedWallet} returns.
 *
 * @example
 * ```tsx
 * const { available, signUpWithPasskey }: UseEmbeddedWalletReturnType = useEmbeddedWallet();
 * ```
 */
export interface UseEmbeddedWalletReturnType extends AsyncActionState<EmbeddedWalletUser> {
  /** Whether the provider was given an embedded wallet. */
  available: boolean;
  /** Registers a passkey, signs the user up, and connects their wallet. */
  signUpWithPasskey: (input: {
    email?: string;
    passkeyIdentifier?: string;
  }) => Promise<EmbeddedWalletUser>;
  /** Signs in with an existing passkey and connects the wallet. */
  signInWithPasskey: () => Promise<EmbeddedWalletUser>;
  /** Emails a one-time code; then call `signInWithEmailCode`. */
  sendEmailCode: (input: { email: string }) => Promise<void>;
  /** Signs in with the emailed code and connects the wallet. */
  signInWithEmailCode: (input: { code: string }) => Promise<EmbeddedWalletUser>;
  /** Adds a passkey during an email recovery session (after signing in by code). */
  addPasskey: () => Promise<void>;
  /**
   * Gives the user another embedded wallet, named; connect its `embedded:<address>` connector to
   * make it the active one.
   */
  addWallet: (input: { name: string }) => Promise<VerifiedCredential>;
  /** Whether an email recovery session is open (a passkey may be added). */
  isRecoverySessionActive: () => Promise<boolean>;
  /** The email a still-good code was sent to, if one waits (after a reload too). */
  getPendingEmailCode: () => Promise<{ email: string } | undefined>;
  /** Shows the wallet's private key inside the provider's export frame, in `container`. */
  exportKey: (input: {
    container: HTMLElement;
    what?: 'privateKey' | 'recoveryPhrase';
  }) => Promise<{ remove: () => void }>;
}

/**
 * The provider's embedded wallet, or the typed error that says there is none.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING`.
 */
export function requireEmbeddedWallet(wallet: EmbeddedWallet | undefined): EmbeddedWallet {
  if (!wallet) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING);
  return wallet;
}

/**
 * Passkey sign-up and sign-in for the embedded wallet given to `LatchkeyProvider`; on success
 * the user's Solana wallet is connected like any other. A dismissed passkey prompt is a
 * cancellation: the state returns to idle, with no error.
 *
 * @example
 * ```tsx
 * const { signUpWithPasskey, isPending, error } = useEmbeddedWallet();
 * <button onClick={() => signUpWithPasskey({ email })} disabled={isPending}>Create wallet</button>
 * ```
 */
export function useEmbeddedWallet(): UseEmbeddedWalletReturnType {
  const embeddedWallet = useContext(EmbeddedWalletContext);
  const config = useConfig();
  // The logins share one state. Each is the wallet's own flow, told to connect on this config;
  // called through the wallet, so a page without one never loads the flows.
  const [login, state] = useAsyncAction(
    useCallback(
      async (flow: (wallet: EmbeddedWallet) => Promise<EmbeddedWalletUser>) =>
        flow(requireEmbeddedWallet(embeddedWallet)),
      [embeddedWallet],
    ),
  );
  const [sendEmailCode, sending] = useAsyncAction(
    useCallback(
      (input: { email: string }) => requireEmbeddedWallet(embeddedWallet).sendEmailCode(input),
      [embeddedWallet],
    ),
  );
  return {
    ...state,
    ...(sending.error && !state.error ? { error: sending.error, status: 'error' as const } : {}),
    isPending: state.isPending || sending.isPending,
    sendEmailCode,
    signInWithEmailCode: useCallback(
      (input) => login((wallet) => wallet.signInWithEmailCode({ code: input.code, config })),
      [login, config],
    ),
    exportKey: useCallback(
      (input) => requireEmbeddedWallet(embeddedWallet).exportKey(input),
      [embeddedWallet],
    ),
    addPasskey: useCallback(
      () => requireEmbeddedWallet(embeddedWallet).addPasskey(),
      [embeddedWallet],
    ),
    addWallet: useCallback(
      (input) => requireEmbeddedWallet(embeddedWallet).addWallet(input),
      [embeddedWallet],
    ),
    isRecoverySessionActive: useCallback(
      async () => (embeddedWallet ? embeddedWallet.isRecoverySessionActive() : false),
      [embeddedWallet],
    ),
    getPendingEmailCode: useCallback(
      async () => embeddedWallet?.getPendingEmailCode(),
      [embeddedWallet],
    ),
    available: embeddedWallet !== undefined,
    signUpWithPasskey: useCallback(
      (input) => login((wallet) => wallet.signUpWithPasskey({ ...input, config })),
      [login, config],
    ),
    signInWithPasskey: useCallback(
      () => login((wallet) => wallet.signInWithPasskey({ config })),
      [login, config],
    ),
  };
}
