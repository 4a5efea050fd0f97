'use client';
import { useState } from 'react';

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
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  return (
    <div data-testid="latchkey-recovery-codes">
      <p className="latchkey-hint">
        Save these recovery codes somewhere safe. Each works once if you lose your authenticator
        app. They are not shown again.
      </p>
      <ul className="latchkey-network-list" aria-label="Recovery codes">
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
          Copy codes
        </button>
        <button type="button" className="latchkey-button latchkey-button-primary" onClick={onDone}>
          Done
        </button>
      </p>
      <p className="latchkey-hint" aria-live="polite">
        {copied === 'yes'
          ? 'Codes copied'
          : copied === 'failed'
            ? 'Could not copy: write them down'
            : ''}
      </p>
    </div>
  );
}
