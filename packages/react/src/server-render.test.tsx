import {
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  isLatchkeyError,
  LATCHKEY_ERROR__CONFIG__PROVIDER_MISSING,
  solanaDevnet,
  solanaLocalnet,
} from '@latchkey/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useNetwork } from './hooks/use-network.js';
import { LatchkeyProvider } from './latchkey-provider.js';
import { ConnectButton } from './ui/connect-button/connect-button.js';

function NetworkName() {
  return <span>{useNetwork().network.name}</span>;
}

describe('server rendering', () => {
  it('renders the provider and button without a window and without errors', () => {
    const consoleError = vi.spyOn(console, 'error');
    const config = createConfig({
      networks: [solanaLocalnet(), solanaDevnet()],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    });
    const html = renderToString(
      <StrictMode>
        <LatchkeyProvider config={config}>
          <ConnectButton />
          <NetworkName />
        </LatchkeyProvider>
      </StrictMode>,
    );
    expect(html).toContain('Connect wallet');
    expect(html).toContain('data-status="disconnected"');
    expect(html).toContain('Solana Localnet');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('names the missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderToString(<ConnectButton />);
      expect.unreachable();
    } catch (error) {
      expect(isLatchkeyError(error, LATCHKEY_ERROR__CONFIG__PROVIDER_MISSING)).toBe(true);
      expect((error as Error).message).toBe(
        'Latchkey hooks and components must be used inside <LatchkeyProvider>',
      );
    }
  });
});
