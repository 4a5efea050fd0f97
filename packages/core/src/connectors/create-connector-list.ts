import type { Connector } from './connector.js';

/**
 * A small observable list discovery mechanisms keep their connectors in. Setting an equal list
 * (same connectors, same order) notifies no one.
 */
export function createConnectorList() {
  let connectors: readonly Connector[] = [];
  const listeners = new Set<() => void>();
  return {
    get: (): readonly Connector[] => connectors,
    set(next: readonly Connector[]) {
      if (next.length === connectors.length && next.every((item, i) => item === connectors[i])) {
        return;
      }
      connectors = Object.freeze([...next]);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
