'use client';
import { getExplorerUrl, type LatchkeyError } from '@latchkey/core';
import { useEffect, useId, useState } from 'react';
import { useBalance } from '../hooks/use-balance.js';
import { useNetwork } from '../hooks/use-network.js';
import { shortenAddress } from './shorten-address.js';

/** How long "Copied" shows after the address was copied. */
export const COPIED_FOR_MS = 1500;

/**
 * The account menu's details: the address (shortened, with Copy), the balance, the network
 * with a switch among the enabled ones, and a link to the address on the network's explorer.
 *
 * @example
 * ```tsx
 * <AccountDetails address={address} />
 * ```
 */
export function AccountDetails({ address }: { address: string }) {
  const { sol } = useBalance();
  const { network, networks, switchNetwork } = useNetwork();
  const [copied, setCopied] = useState(false);
  // "Copied" is a confirmation, not a state: it goes back after 1.5 s.
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const [error, setError] = useState<Error>();
  const networkId = useId();
  const enabled = networks.filter((candidate) => candidate.enabled !== false);
  const explorer = getExplorerUrl(network, { address });
  return (
    <div className="latchkey-account-details">
      <p className="latchkey-account-row">
        <span className="latchkey-account-address" title={address} data-testid="latchkey-address">
          {shortenAddress(address)}
        </span>
        <button
          type="button"
          className="latchkey-button latchkey-small"
          onClick={() => {
            void navigator.clipboard?.writeText(address).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy address'}
        </button>
        {/* Screen readers hear the copy too, not only see the label change. */}
        <span className="latchkey-visually-hidden" role="status">
          {copied ? 'Address copied' : ''}
        </span>
      </p>
      <p className="latchkey-account-row">
        Balance:{' '}
        <output data-testid="latchkey-balance">{sol === undefined ? '…' : `${sol} SOL`}</output>
      </p>
      {enabled.length > 1 ? (
        <p className="latchkey-account-row">
          <label htmlFor={networkId}>Network</label>{' '}
          <select
            id={networkId}
            value={network.networkId}
            onChange={(event) => {
              setError(undefined);
              switchNetwork(Number(event.target.value)).catch((failure: Error) =>
                setError(failure),
              );
            }}
          >
            {enabled.map((candidate) => (
              <option key={candidate.networkId} value={candidate.networkId}>
                {candidate.name}
              </option>
            ))}
          </select>
        </p>
      ) : (
        <p className="latchkey-account-row">Network: {network.name}</p>
      )}
      {explorer ? (
        <a href={explorer} target="_blank" rel="noopener noreferrer">
          View on explorer
        </a>
      ) : null}
      {error ? <p role="alert">{(error as LatchkeyError).shortMessage ?? error.message}</p> : null}
    </div>
  );
}
