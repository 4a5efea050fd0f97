'use client';
import { isUserCancellation } from '@latchkey/core';
import { useEffect, useRef, useState } from 'react';
import { useEmbeddedWallet } from '../../hooks/use-embedded-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { accountMessages } from './account-messages.js';
import { describeAccountFailure } from './describe-account-failure.js';

/**
 * "Export private key" for an embedded wallet: the key appears inside the custody provider's
 * export frame below the button — this page never holds it.
 *
 * @example
 * ```tsx
 * {connector?.type === 'embedded' ? <ExportKey /> : null}
 * ```
 */
export function ExportKey() {
  useStylesheet(SURFACES_STYLESHEET);
  const t = useMessages(accountMessages);
  const { available, exportKey } = useEmbeddedWallet();
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<{ remove: () => void } | undefined>(undefined);
  const [state, setState] = useState<'idle' | 'pending' | 'shown'>('idle');
  const [error, setError] = useState<Error>();
  useEffect(() => () => handle.current?.remove(), []);
  if (!available) return null;
  const start = (what: 'privateKey' | 'recoveryPhrase') => {
    const element = container.current;
    if (!element) return;
    setError(undefined);
    setState('pending');
    exportKey({ container: element, what }).then(
      (shown) => {
        handle.current = shown;
        setState('shown');
      },
      (failure: Error) => {
        setState('idle');
        if (!isUserCancellation(failure)) setError(failure);
      },
    );
  };
  return (
    <div className="latchkey-export">
      {state === 'shown' ? (
        <p className="latchkey-hint">{t('account.security.exportShown')}</p>
      ) : (
        <>
          <button
            type="button"
            className="latchkey-button"
            onClick={() => start('privateKey')}
            disabled={state === 'pending'}
          >
            {t('account.security.exportKey')}
          </button>
          <button
            type="button"
            className="latchkey-button"
            onClick={() => start('recoveryPhrase')}
            disabled={state === 'pending'}
          >
            {t('account.security.exportPhrase')}
          </button>
          {state === 'pending' ? (
            <p className="latchkey-hint">{t('account.security.exportOpening')}</p>
          ) : null}
        </>
      )}
      <div ref={container} className="latchkey-export-frame" />
      {error ? (
        <p role="alert" data-testid="latchkey-export-error">
          {describeAccountFailure(error, t)}
        </p>
      ) : null}
    </div>
  );
}
