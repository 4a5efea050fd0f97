import { useNetwork } from '@latchkey/react';
import { DemoSelect } from './demo-select.js';

/** Lets the user switch between the enabled networks; the choice survives a reload. */
export function NetworkPicker() {
  const { network, networks, switchNetwork } = useNetwork();
  return (
    <DemoSelect
      label="Network"
      value={String(network.networkId)}
      onChange={(value) => void switchNetwork(Number(value))}
    >
      {networks.map((option) => (
        <option key={option.networkId} value={option.networkId}>
          {option.name}
        </option>
      ))}
    </DemoSelect>
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
