'use client';
import { isUserCancellation } from '@latchkey/core';
import { useEffect, useState } from 'react';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { useWallet } from '../../hooks/use-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { accountMessages } from './account-messages.js';
import { describeAccountFailure } from './describe-account-failure.js';

/**
 * "Add a passkey" after an email-code sign-in (an email recovery session), so the next sign-in
 * needs no email. Hidden outside a recovery session.
 *
 * @example
 * ```tsx
 * {wallet?.type === 'embedded' ? <AddPasskey /> : null}
 * ```
 */
export function AddPasskey() {
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(accountMessages);
  const { available, addPasskey, isRecoverySessionActive } = useEmbeddedWallet();
  const { address } = useWallet();
  const [active, setActive] = useState(false);
  const [state, setState] = useState<'idle' | 'pending' | 'added'>('idle');
  const [error, setError] = useState<Error>();
  useEffect(() => {
    let live = true;
    void isRecoverySessionActive().then((value) => {
      if (live && address) setActive(value);
    });
    return () => {
      live = false;
    };
  }, [isRecoverySessionActive, address]);
  if (!available || (!active && state !== 'added')) return null;
  if (state === 'added')
    return <p className="latchkey-hint">{t('account.security.passkeyAdded')}</p>;
  return (
    <div className="latchkey-add-passkey">
      <button
        type="button"
        className="latchkey-button"
        disabled={state === 'pending'}
        onClick={() => {
          setError(undefined);
          setState('pending');
          addPasskey().then(
            () => setState('added'),
            (failure: Error) => {
              setState('idle');
              if (!isUserCancellation(failure)) setError(failure);
            },
          );
        }}
      >
        {t('account.security.addPasskey')}
      </button>
      {error ? <p role="alert">{describeAccountFailure(error, t)}</p> : null}
    </div>
  );
}
