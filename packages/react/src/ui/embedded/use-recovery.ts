'use client';
import { LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING, LatchkeyError } from '@latchkey/core';
import { useCallback, useContext } from 'react';
import { EmbeddedWalletContext } from '../../context.js';
import { useAsyncAction } from '../../hooks/use-async-action.js';
import { useConfig } from '../../hooks/use-config.js';

type Step =
  | { kind: 'email'; email: string; mfaCode?: string | undefined }
  | { kind: 'code'; code: string }
  | { kind: 'passkey' };

/**
 * The recovery view's actions as one pending state: email a recovery code, use it (the wallet is
 * then connected), or recover with a passkey from another device. It lives beside the view, in
 * the dialog's lazy chunk, so a page that never shows recovery never loads it; hosts with their
 * own UI call the embedded wallet's `startEmailRecovery` / `recoverWithEmailCode` directly.
 */
export function useRecovery() {
  const embeddedWallet = useContext(EmbeddedWalletContext);
  const config = useConfig();
  const [recover, state] = useAsyncAction(
    useCallback(
      async (step: Step): Promise<boolean> => {
        const wallet = embeddedWallet;
        if (!wallet) throw new LatchkeyError(LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING);
        if (step.kind === 'email') {
          const { email, mfaCode } = step;
          await wallet.startEmailRecovery(mfaCode === undefined ? { email } : { email, mfaCode });
          return false;
        }
        // Each recovery connects the wallet on this config once the user is in.
        await (step.kind === 'code'
          ? wallet.recoverWithEmailCode({ code: step.code, config })
          : wallet.recoverWithPasskey({ config }));
        return true;
      },
      [config, embeddedWallet],
    ),
  );
  return { recover, ...state };
}
