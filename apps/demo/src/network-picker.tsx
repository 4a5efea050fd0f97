import { useNetwork } from '@latchkey/react';
import { useId } from 'react';

/** Lets the user switch between the enabled networks; the choice survives a reload. */
export function NetworkPicker() {
  const { network, networks, switchNetwork } = useNetwork();
  const id = useId();
  return (
    <div className="demo-control">
      <label htmlFor={id}>Network</label>
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
      </select>
    </div>
  );
}

/** The selected network's cluster, as a chip under the hero line. */
export function ClusterChip() {
  const { network } = useNetwork();
  return (
    <span className="demo-chip">
      Cluster <code data-testid="cluster">{network.cluster}</code>
    </span>
  );
}
