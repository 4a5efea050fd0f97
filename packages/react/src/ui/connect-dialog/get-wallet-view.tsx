'use client';
import type { WalletBookEntry } from '@latchkey/core';
import { installLinkFor } from './wallet-links.js';
import { WalletRow } from './wallet-row.js';

/** Props of {@link GetWalletView}. */
export interface GetWalletViewProps {
  book: readonly WalletBookEntry[];
  platform: string;
  /** Offered when the app has an embedded wallet: no install needed. */
  onUseEmail?: (() => void) | undefined;
}

/** How many catalogue wallets the guide suggests. */
const SUGGESTED = 3;

/**
 * "New to Solana?": what a wallet is, in three steps, with the catalogue's first wallets to
 * install, and (when the app offers one) the email wallet as the way that needs no install.
 */
export function GetWalletView({ book, platform, onUseEmail }: GetWalletViewProps) {
  const suggested = book
    .map((entry) => ({ entry, href: installLinkFor(entry, platform) }))
    .filter((candidate) => candidate.href)
    .slice(0, SUGGESTED);
  return (
    <div className="latchkey-guide">
      <ol className="latchkey-guide-steps">
        <li>
          <strong>A wallet is your account.</strong> It holds your keys and asks you before anything
          is signed or sent.
        </li>
        <li>
          <strong>Install one.</strong> These are free and take a minute to set up.
        </li>
        <li>
          <strong>Come back and connect.</strong> It shows up here as Detected.
        </li>
      </ol>
      <ul className="latchkey-wallet-list">
        {suggested.map(({ entry, href }) => (
          <li key={entry.key}>
            <WalletRow
              name={entry.name}
              icon={entry.icon}
              walletBookKey={entry.key}
              chip="Get"
              href={href}
            />
          </li>
        ))}
      </ul>
      {onUseEmail ? (
        <p className="latchkey-hint">
          No install needed:{' '}
          <button
            type="button"
            className="latchkey-link-button latchkey-inline"
            onClick={onUseEmail}
          >
            continue with your email
          </button>
          .
        </p>
      ) : null}
    </div>
  );
}
