'use client';
import { useState } from 'react';
import { useLatchkeyState } from '../hooks/use-latchkey-state.js';
import { ConnectDialog } from './connect-dialog.js';
import { shortenAddress } from './shorten-address.js';
import { useLatchkeyRoot } from './use-latchkey-root.js';

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** Text while disconnected. Default 'Connect wallet'. */
  label?: string;
  className?: string;
}

/**
 * The one button a host needs: opens the connect dialog when disconnected and shows the
 * shortened address once connected.
 *
 * @example
 * ```tsx
 * <LatchkeyProvider config={config}>
 *   <ConnectButton label="Sign in" />
 * </LatchkeyProvider>
 * ```
 */
export function ConnectButton({ label = 'Connect wallet', className }: ConnectButtonProps) {
  const { status, address } = useLatchkeyState();
  const [open, setOpen] = useState(false);
  const root = useLatchkeyRoot();
  const busy = status === 'connecting' || status === 'reconnecting';
  const text =
    status === 'connecting'
      ? 'Connecting…'
      : status === 'reconnecting'
        ? 'Reconnecting…'
        : address
          ? shortenAddress(address)
          : label;

  return (
    <>
      <button
        type="button"
        className={`latchkey-root latchkey-button${className ? ` ${className}` : ''}`}
        {...root}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={busy}
        disabled={status === 'reconnecting'}
        data-status={status}
        onClick={() => setOpen(true)}
      >
        {text}
      </button>
      <ConnectDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
