import type { Connector, CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import type { Config } from './config.js';
import { createConfig } from './create-config.js';

/** A silent logger for tests. */
export const silentLogger = createLogger({ level: 'silent' });

/** A discovery mechanism that yields the given connectors, now or after `delayMs`. */
export function listOf(
  build: (context: Parameters<CreateConnectorsFn>[0]) => Connector[],
  delayMs = 0,
): CreateConnectorsFn {
  return (context) => {
    const list = createConnectorList();
    const timer = setTimeout(() => list.set(build(context)), delayMs);
    if (delayMs === 0) {
      clearTimeout(timer);
      list.set(build(context));
    }
    return { get: list.get, subscribe: list.subscribe, destroy: () => clearTimeout(timer) };
  };
}

/** A localnet config over these discovery mechanisms, with memory storage by default. */
export function configWith(
  connectors: CreateConnectorsFn[],
  storage: LatchkeyStorage = createStorage({ adapter: createMemoryStorageAdapter() }),
  reconnectTimeoutMs = 500,
): Config {
  return createConfig({
    networks: [solanaLocalnet()],
    storage,
    logger: silentLogger,
    connectors,
    reconnectTimeoutMs,
  });
}

/** Waits until `check()` holds, polling every 10 ms. */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
