import {
  type Config,
  createConfig,
  createStorage,
  solanaDevnet,
  solanaLocalnet,
} from '@latchkey/core';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useNetwork } from '../../hooks/use-network.js';
import { LatchkeyProvider } from '../../latchkey-provider.js';
import { ConnectButton } from './connect-button.js';
import { connectDialogChunk } from './load-connect-dialog.js';

// Runs in real Chromium: real DOM, real <dialog>, real localStorage.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function NetworkSwitch() {
  const { network, networks, switchNetwork } = useNetwork();
  return (
    <label>
      Network
      <select
        value={network.networkId}
        onChange={(event) => void switchNetwork(Number(event.target.value))}
      >
        {networks.map((n) => (
          <option key={n.networkId} value={n.networkId}>
            {n.name}
          </option>
        ))}
      </select>
    </label>
  );
}

let container: HTMLDivElement;
let root: Root;

async function render(config: Config) {
  await act(async () => {
    root.render(
      <StrictMode>
        <LatchkeyProvider config={config}>
          <ConnectButton />
          <NetworkSwitch />
        </LatchkeyProvider>
      </StrictMode>,
    );
  });
}

const makeConfig = () =>
  createConfig({ networks: [solanaLocalnet(), solanaDevnet()], storage: createStorage() });

describe('ConnectButton in a browser', () => {
  // The dialog's chunk loads as the button mounts; here it is in before the first click.
  beforeAll(() => connectDialogChunk.load());
  beforeEach(() => {
    localStorage.clear();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('opens a modal connect dialog and closes it with Escape', async () => {
    await render(makeConfig());
    const button = container.querySelector('button');
    const dialog = container.querySelector('dialog');
    expect(button?.textContent).toBe('Connect wallet');
    await act(async () => button?.click());
    expect(dialog?.open).toBe(true);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    // One name whatever the view, so assistive tech (and tests) find the same dialog throughout.
    expect(dialog?.getAttribute('aria-label')).toBe('Connect a wallet');
    await act(async () => {
      dialog?.dispatchEvent(new Event('cancel'));
      dialog?.close();
    });
    expect(dialog?.open).toBe(false);
    expect(button?.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens again at once after Escape: the late close event does not shut it', async () => {
    await render(makeConfig());
    const button = container.querySelector('button');
    const dialog = container.querySelector('dialog');
    await act(async () => button?.click());
    await act(async () => {
      // Escape, then the button again before the dialog's queued 'close' event has run.
      dialog?.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog?.open).toBe(false);
    await act(async () => button?.click());
    // Let the queued 'close' event (a task) run.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dialog?.open).toBe(true);
    expect(button?.getAttribute('aria-expanded')).toBe('true');
  });

  it('follows the store: busy while connecting, the short address once connected', async () => {
    const config = makeConfig();
    await render(config);
    const button = container.querySelector('button');
    await act(async () => config.store.setState({ status: 'reconnecting' }));
    expect(button?.textContent).toBe('Reconnecting…');
    expect(button?.disabled).toBe(true);
    await act(async () =>
      config.store.setState({
        status: 'connected',
        address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      }),
    );
    expect(button?.textContent).toBe('9WzD…AWWM');
  });

  it('is busy, and says so, while an embedded wallet prepares its session', async () => {
    let report: ((loading: boolean) => void) | undefined;
    const config = createConfig({
      networks: [solanaLocalnet()],
      storage: createStorage(),
      connectors: [
        (context) => {
          report = (loading) => context.setSessionLoading?.(loading);
          return { get: () => [], subscribe: () => () => undefined, destroy: () => undefined };
        },
      ],
    });
    await act(async () => {
      root.render(
        <LatchkeyProvider config={config}>
          <ConnectButton />
        </LatchkeyProvider>,
      );
    });
    const button = container.querySelector('button') as HTMLButtonElement;
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(button.getAttribute('aria-busy')).toBe('false');
    await act(async () => report?.(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Preparing your wallet…');
    await act(async () => report?.(false));
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(status.textContent).toBe('');
  });

  it('keeps the selected network across a reload', async () => {
    await render(makeConfig());
    const select = container.querySelector('select');
    if (!select) throw new Error('no select');
    await act(async () => {
      select.value = '103';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(select.value).toBe('103');
    expect(localStorage.getItem('latchkey:solana-network')).toBe('103');

    await act(async () => root.unmount());
    root = createRoot(container);
    await render(makeConfig());
    expect(container.querySelector('select')?.value).toBe('103');
  });
});
