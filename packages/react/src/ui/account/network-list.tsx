'use client';
import { useId, useState } from 'react';
import { useNetwork } from '../../hooks/use-network.js';
import { useMessages } from '../../i18n/use-messages.js';
import { AccountIcon } from './account-icon.js';
import { accountMessages } from './account-messages.js';
import { describeAccountFailure } from './describe-account-failure.js';

/**
 * The enabled networks as a list of buttons, the selected one pressed and checked; choosing one
 * switches to it, and a failed switch says why. Nothing when there is only one network to use.
 */
export function NetworkList() {
  const t = useMessages(accountMessages);
  const { network, networks, switchNetwork } = useNetwork();
  const [error, setError] = useState<Error>();
  const titleId = useId();
  const enabled = networks.filter((candidate) => candidate.enabled !== false);
  if (enabled.length < 2) return null;
  return (
    <section className="latchkey-account-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="latchkey-account-section-title">
        {t('account.network.title')}
      </h3>
      <ul className="latchkey-network-list">
        {enabled.map((candidate) => {
          const selected = candidate.networkId === network.networkId;
          return (
            <li key={candidate.networkId}>
              <button
                type="button"
                className="latchkey-account-row"
                aria-pressed={selected}
                data-cluster={candidate.cluster}
                onClick={() => {
                  if (selected) return;
                  setError(undefined);
                  switchNetwork(candidate.networkId).catch((failure: Error) => setError(failure));
                }}
              >
                <span className="latchkey-network-dot" aria-hidden="true" />
                <span className="latchkey-account-row-label">{candidate.name}</span>
                {selected ? <AccountIcon name="check" /> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p role="alert" className="latchkey-account-error">
          {describeAccountFailure(error, t)}
        </p>
      ) : null}
    </section>
  );
}
