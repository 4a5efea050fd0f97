'use client';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { AccountIcon } from './account-icon.js';
import { accountMessages } from './account-messages.js';
import { aroundSlot, SLOT } from './around-slot.js';

/** How long the check (and "Copied") shows after the address was copied. */
export const COPIED_FOR_MS = 1500;

/**
 * Copies the full address: the copy icon turns into a check and the label into "Copied" for
 * {@link COPIED_FOR_MS}, and a screen reader hears "Address copied" (or that copying failed).
 * `className` draws it elsewhere than in the account menu's row of actions.
 */
export function CopyAddressButton({
  address,
  className = 'latchkey-account-action',
}: {
  address: string;
  className?: string;
}) {
  const t = useMessages(accountMessages);
  // A time, not a flag: a second copy within 1.5 s restarts the 1.5 s.
  const [copiedAt, setCopiedAt] = useState<number>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (copiedAt === undefined) return;
    const timer = setTimeout(() => setCopiedAt(undefined), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const copied = copiedAt !== undefined;
  // The visible "Copy" sits inside the name a screen reader hears, where the language puts it.
  const [before, after] = aroundSlot(t('account.copy.name', { label: SLOT }));
  const copy = () => {
    setFailed(false);
    const written = navigator.clipboard?.writeText(address) ?? Promise.reject();
    written.then(
      () => setCopiedAt(Date.now()),
      () => {
        setCopiedAt(undefined);
        setFailed(true);
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={className}
        data-copied={copied ? '' : undefined}
        onClick={copy}
      >
        <AccountIcon name={copied ? 'check' : 'copy'} />
        {/* The accessible name contains the visible label in both states (WCAG 2.5.3). */}
        {copied ? (
          <span className="latchkey-account-action-label">{t('account.copy.copied')}</span>
        ) : (
          <span className="latchkey-account-action-label">
            {before ? <span className="latchkey-visually-hidden">{before}</span> : null}
            {t('account.copy.label')}
            {after ? <span className="latchkey-visually-hidden">{after}</span> : null}
          </span>
        )}
      </button>
      <span className="latchkey-visually-hidden" role="status">
        {copied ? t('account.copy.announced') : failed ? t('account.copy.failed') : ''}
      </span>
    </>
  );
}
