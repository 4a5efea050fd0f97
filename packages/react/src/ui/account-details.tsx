'use client';
import { getExplorerUrl, type LatchkeyError } from '@latchkey/core';
import { useId, useState } from 'react';
import { useBalance } from '../hooks/use-balance.js';
import { useNetwork } from '../hooks/use-network.js';
import { shortenAddress } from './shorten-address.js';

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
