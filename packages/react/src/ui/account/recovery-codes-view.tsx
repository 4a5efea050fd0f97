'use client';
import { useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { accountMessages } from './account-messages.js';

/**
 * Recovery codes, shown once: each gets past the second factor one time when the authenticator
 * app is lost. Copy puts them all on the clipboard, one a line; Done closes them for good.
 */
export function RecoveryCodesView({
  codes,
  onDone,
}: {
  codes: readonly string[];
  onDone: () => void;
}) {
  const t = useMessages(accountMessages);
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  return (
    <div data-testid="latchkey-recovery-codes">
      <p className="latchkey-hint">{t('account.recoveryCodes.hint')}</p>
      <ul className="latchkey-network-list" aria-label={t('account.recoveryCodes.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p className="latchkey-progress-actions">
        <button
          type="button"
          className="latchkey-link-button"
          onClick={() => {
            const written = navigator.clipboard?.writeText(codes.join('\n')) ?? Promise.reject();
            written.then(
              () => setCopied('yes'),
              () => setCopied('failed'),
            );
          }}
        >
          {t('account.recoveryCodes.copy')}
        </button>
        <button type="button" className="latchkey-button latchkey-button-primary" onClick={onDone}>
          {t('account.recoveryCodes.done')}
        </button>
      </p>
      <p className="latchkey-hint" aria-live="polite">
        {copied === 'yes'
          ? t('account.recoveryCodes.copied')
          : copied === 'failed'
            ? t('account.recoveryCodes.copyFailed')
            : ''}
      </p>
    </div>
  );
}
