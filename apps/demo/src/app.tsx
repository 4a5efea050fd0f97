import { ConnectButton, TransactionToasts, useLatchkeyState } from '@latchkey/react';
import { sandboxRpcUrl } from './demo-config.js';
import { demoToasts } from './demo-toasts.js';
import { EvmPanel } from './evm-panel.js';
import { HeadlessConnect } from './headless-connect.js';
import { LanguagePicker } from './language-picker.js';
import { ClusterChip, NetworkPicker } from './network-picker.js';
import { RedirectResultPanel } from './redirect-result-panel.js';
import { SandboxStatus } from './sandbox-status.js';
import { SessionPanel } from './session-panel.js';
import { SignInPanel } from './sign-in-panel.js';
import { ThemePicker } from './theme-picker.js';
import { TransferPlayground } from './transfer-playground.js';
import { WalletPanel } from './wallet-panel.js';

/** The demo host app: every Latchkey flow, against the local sandbox. */
export function App() {
  const { status } = useLatchkeyState();
  return (
    <>
      <header className="demo-topbar">
        <div className="demo-topbar-inner">
          <div className="demo-brand">
            <BrandMark />
            <h1>Latchkey demo</h1>
          </div>
          <div className="demo-controls">
            <NetworkPicker />
            <ThemePicker />
            <LanguagePicker />
          </div>
          <div className="demo-connect">
            <ConnectButton />
          </div>
        </div>
      </header>
      <main className="demo-main">
        <div className="demo-hero">
          <p className="demo-hero-title">Wallet login for Solana, end to end</p>
          <p className="demo-hero-lead">
            Connect a wallet or make an embedded one, then sign, send and sign in. Everything runs
            against the local sandbox, so nothing here costs real SOL.
          </p>
          <p className="demo-chips">
            <span className="demo-chip" data-state={status}>
              <span className="demo-dot" aria-hidden="true" />
              Status: <output data-testid="status">{status}</output>
            </span>
            <ClusterChip />
          </p>
        </div>
        <div className="demo-grid">
          <RedirectResultPanel />
          {/* Two columns, filled in this order; on a phone they stack into one. */}
          <div className="demo-column">
            <WalletPanel />
            <SessionPanel />
            <SignInPanel />
            <HeadlessConnect />
          </div>
          <div className="demo-column">
            <TransferPlayground />
            <EvmPanel />
          </div>
        </div>
      </main>
      <footer className="demo-footer">
        <SandboxStatus rpcUrl={sandboxRpcUrl} />
      </footer>
      <TransactionToasts store={demoToasts} />
    </>
  );
}

/** The demo's product mark (the favicon's latch), decorative beside the name. */
function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#6b4eff" />
      <path
        d="M11 9v14h10"
        stroke="#fff"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
