import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConfig } from '../config/create-config.js';
import { createLogger } from '../logger/logger.js';
import { SELECTED_NETWORK_STORAGE_KEY } from '../networks/create-network-selection.js';
import { solanaDevnet, solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from './create-storage.js';
import { createLocalStorageAdapter } from './local-storage-adapter.js';

// In real Chromium: Web Storage that is full, or that the browser refuses outright (private
// browsing, blocked site data). Latchkey keeps working for the page and says so once.

afterEach(() => {
  vi.restoreAllMocks();
});

const networks = [solanaLocalnet(), solanaDevnet()];

describe('storage that is full or unavailable', () => {
  it('full: a refused write keeps the value for this page and warns once; nothing throws', async () => {
    const adapter = createLocalStorageAdapter();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const onWriteError = vi.fn();
    const storage = createStorage({ adapter, onWriteError, namespace: 'full-test' });
    const config = createConfig({
      networks,
      storage,
      connectors: [],
      logger: createLogger({ level: 'silent' }),
    });
    await config.restore();
    await config.switchNetwork(solanaDevnet().networkId);
    await config.switchNetwork(solanaLocalnet().networkId);
    await config.switchNetwork(solanaDevnet().networkId);
    expect(config.getNetwork().networkId).toBe(solanaDevnet().networkId);
    expect(onWriteError).toHaveBeenCalled();
    expect(onWriteError.mock.calls[0]?.[0]).toMatchObject({ name: 'QuotaExceededError' });
    // Other test files share this origin's storage: look only at this store's own key.
    expect(localStorage.getItem(`latchkey:full-test:${SELECTED_NETWORK_STORAGE_KEY}`)).toBeNull();
  });

  it('warns in the console once by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const adapter = createLocalStorageAdapter();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const storage = createStorage({ adapter });
    await storage.setItem('a', 1);
    await storage.setItem('b', 2);
    expect(await storage.getItem('a')).toBe(1);
    expect(await storage.getItem('b')).toBe(2);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('kept for this page only');
  });

  it('unavailable: when the browser refuses Web Storage, memory stands in from the start', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const config = createConfig({
      networks,
      storage: createStorage({ namespace: 'refused-test' }),
      connectors: [],
      logger: createLogger({ level: 'silent' }),
    });
    await config.restore();
    await config.switchNetwork(solanaDevnet().networkId);
    expect(config.getNetwork().networkId).toBe(solanaDevnet().networkId);
    // Kept in memory for the page (the memory adapter), not in the refused Web Storage.
    expect(await config.storage.getItem(SELECTED_NETWORK_STORAGE_KEY)).toBe(
      solanaDevnet().networkId,
    );
    expect(
      localStorage.getItem(`latchkey:refused-test:${SELECTED_NETWORK_STORAGE_KEY}`),
    ).toBeNull();
  });
});
