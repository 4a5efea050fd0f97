'use client';
import { isUserCancellation, type SolanaNetwork, type WalletOption } from '@latchkey/core';
import { useCallback, useContext, useMemo, useRef, useState } from 'react';
import { EmbeddedWalletContext } from '../../context.js';
import { useConfig } from '../../hooks/use-config.js';
import { useConnect } from '../../hooks/use-connect.js';
import { useNetwork } from '../../hooks/use-network.js';
import { type ConnectDialogView, LIST_VIEW } from './connect-dialog-views.js';

/**
 * The connect dialog's way between its views: choosing a wallet and what its answer shows (on
 * another network, when the wallet does not support the selected one), the embedded wallet's
 * OpenID providers, email code, passkey and recovery, and back to the list or closed.
 */
export function useConnectDialogFlow(onClose: () => void) {
  const { wallets, connect, error, reset } = useConnect();
  // The embedded wallet's own calls, not useOAuthLogin: this view keeps its own state, and a
  // public hook here would be bundled up front with the hooks the page loads first.
  const embeddedWallet = useContext(EmbeddedWalletContext);
  const config = useConfig();
  const { network, networks, switchNetwork } = useNetwork();
  const oauthProviders = useMemo(() => embeddedWallet?.getOAuthProviders() ?? [], [embeddedWallet]);
  const [view, setView] = useState<ConnectDialogView>(LIST_VIEW);
  // The wallet being asked now; a result for one the user already backed out of is ignored.
  const asking = useRef<string | undefined>(undefined);
  // A code waiting from before a reload is offered once: back on the list, it stays there.
  const offeredPendingCode = useRef(false);
  // What the user typed, kept for when they come back to the list.
  const typedEmail = useRef('');

  const toList = useCallback(() => {
    asking.current = undefined;
    reset();
    setView(LIST_VIEW);
  }, [reset]);
  const close = useCallback(() => {
    toList();
    onClose();
  }, [toList, onClose]);

  const choose = (option: WalletOption) => {
    reset();
    setView({ name: 'wallet', option, state: 'asking' });
    asking.current = option.id;
    connect(option.id).then(
      () => {
        if (asking.current === option.id) close();
      },
      (failure: unknown) => {
        if (asking.current !== option.id) return;
        asking.current = undefined;
        // A declined request is not an error, but it is not silence either.
        setView({
          name: 'wallet',
          option,
          state: isUserCancellation(failure) ? 'declined' : 'failed',
        });
      },
    );
  };

  // The switch is local (the selection, then storage), so the wallet is still asked within the
  // click's user activation, which a wallet app opened by a link needs.
  const switchNetworkAndChoose = (option: WalletOption, next: SolanaNetwork) => {
    reset();
    setView({ name: 'wallet', option, state: 'asking' });
    asking.current = option.id;
    switchNetwork(next.networkId).then(
      () => {
        if (asking.current === option.id) choose(option);
      },
      () => {
        if (asking.current === option.id) setView({ name: 'wallet', option, state: 'failed' });
      },
    );
  };

  // Called in the click itself, so the provider's popup may open. A closed popup goes back to
  // the list, quietly; a failure stays on the provider's view, to try again.
  const signInWithOAuth = (provider: { readonly id: string; readonly name: string }) => {
    if (!embeddedWallet) return;
    reset();
    const key = `oauth:${provider.id}`;
    asking.current = key;
    setView({ name: 'oauth', provider, state: 'asking' });
    embeddedWallet.signInWithOAuth({ provider: provider.id, config }).then(
      () => {
        if (asking.current === key) close();
      },
      (failure: unknown) => {
        if (asking.current !== key) return;
        asking.current = undefined;
        if (isUserCancellation(failure)) setView(LIST_VIEW);
        else setView({ name: 'oauth', provider, state: 'failed', error: failure as Error });
      },
    );
  };

  const showPasskey = useCallback((email: string) => {
    typedEmail.current = email;
    setView({ name: 'passkey', email });
  }, []);
  const showCode = useCallback((email: string) => {
    offeredPendingCode.current = true;
    typedEmail.current = email;
    setView({ name: 'email-code', email });
  }, []);
  const offerPendingCode = useCallback(
    (email: string) => {
      if (!offeredPendingCode.current) showCode(email);
    },
    [showCode],
  );

  return {
    view,
    setView,
    wallets,
    error,
    typedEmail: typedEmail.current,
    toList,
    close,
    choose,
    network,
    networks,
    switchNetworkAndChoose,
    oauthProviders,
    signInWithOAuth,
    showPasskey,
    showCode,
    offerPendingCode,
  };
}

/** What {@link useConnectDialogFlow} returns. */
export type ConnectDialogFlow = ReturnType<typeof useConnectDialogFlow>;
