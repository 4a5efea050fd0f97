import { ConnectButton, useLatchkeyState } from '@latchkey/react';
import { sandboxRpcUrl } from './demo-config.js';
import { EvmPanel } from './evm-panel.js';
import { HeadlessConnect } from './headless-connect.js';
import { NetworkPicker } from './network-picker.js';
import { RedirectResultPanel } from './redirect-result-panel.js';
import { SandboxStatus } from './sandbox-status.js';
import { SignInPanel } from './sign-in-panel.js';
import { ThemePicker } from './theme-picker.js';
import { TransferPlayground } from './transfer-playground.js';
import { WalletPanel } from './wallet-panel.js';

/** The demo host app: every Latchkey flow, against the local sandbox. */
export function App() {
  const { status } = useLatchkeyState();
  return (
    <>
      <header className="demo-header">
        <h1>Latchkey demo</h1>
        <ThemePicker />
        <ConnectButton />
      </header>
      <main>
        <p>
          Status: <output data-testid="status">{status}</output>
        </p>
        <NetworkPicker />
        <SandboxStatus rpcUrl={sandboxRpcUrl} />
        <RedirectResultPanel />
        <WalletPanel />
        <SignInPanel />
        <TransferPlayground />
        <HeadlessConnect />
        <EvmPanel />
      </main>
    </>
  );
}
