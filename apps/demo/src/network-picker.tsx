import { useNetwork } from '@latchkey/react';
import { useId } from 'react';

/** Lets the user switch between the enabled networks; the choice survives a reload. */
export function NetworkPicker() {
  const { network, networks, switchNetwork } = useNetwork();
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Network </label>
      <select
        id={id}
        value={network.networkId}
        onChange={(event) => void switchNetwork(Number(event.target.value))}
      >
        {networks.map((option) => (
          <option key={option.networkId} value={option.networkId}>
            {option.name}
          </option>
        ))}
      </select>{' '}
      <small>
        cluster <code data-testid="cluster">{network.cluster}</code>
      </small>
    </p>
  );
}
