'use client';
import { useCallback, useRef, useState } from 'react';
import { useLatchkeyState } from '../../hooks/use-latchkey-state.js';
import { usePlainMessages } from '../../i18n/use-plain-messages.js';
import { shortenAddress } from '../shared/shorten-address.js';
import { useLatchkeyRoot } from '../shared/use-latchkey-root.js';
import { useLazyImport } from '../shared/use-lazy-import.js';
import { connectButtonMessages } from './connect-button-messages.js';
import { ConnectDialog } from './lazy-connect-dialog.js';
import { accountMenuChunk } from './load-account-menu.js';

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** Text while disconnected. Default: the catalogue's 'Connect wallet' in the user's language. */
  label?: string;
  className?: string;
}

/**
 * The one button a host needs: disconnected, it opens the connect dialog; connected, it shows
 * the account's identicon and short address and opens the account menu (a popover on a
 * desktop, a sheet on a phone).
 *
 * @example
 * ```tsx
 * <LatchkeyProvider config={config}>
 *   <ConnectButton label="Sign in" />
 * </LatchkeyProvider>
 * ```
 */
export function ConnectButton({ label, className }: ConnectButtonProps) {
  const t = usePlainMessages(connectButtonMessages);
  const { status, address, sessionLoading } = useLatchkeyState();
  // Which surface is open. Each stays mounted, so a connection completing while the dialog is
  // open does not tear the dialog down mid-flow; the dialog closes itself.
  const [surface, setOpen] = useState<'connect' | 'account'>();
  const button = useRef<HTMLButtonElement>(null);
  const root = useLatchkeyRoot();
  const close = useCallback(() => setOpen(undefined), []);
  const connected = status === 'connected' && !!address;
  // The account menu is gone with the connection (its chunk is not drawn while disconnected), so
  // the next click opens the dialog rather than closing a menu nobody sees.
  const open = surface === 'account' && !connected ? undefined : surface;
  // Also busy while an embedded wallet makes or restores its session key.
  const busy = status === 'connecting' || status === 'reconnecting' || sessionLoading;
  // The menu's code loads once connected, before it is asked for; a click that comes first
  // opens it when the chunk arrives.
  const menu = useLazyImport(connected ? accountMenuChunk : undefined);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={`latchkey-root latchkey-button latchkey-connect-button${className ? ` ${className}` : ''}`}
        {...root}
        aria-haspopup="dialog"
        aria-expanded={open !== undefined}
        aria-busy={busy}
        disabled={status === 'reconnecting'}
        data-status={status}
        data-session-loading={sessionLoading || undefined}
        onClick={() => {
          if (open) setOpen(undefined);
          else setOpen(connected ? 'account' : 'connect');
        }}
      >
        {connected ? (
          <>
            {/* The identicon comes with the menu's chunk; its place is kept until then. */}
            {menu ? (
              <menu.Identicon address={address} size={24} />
            ) : (
              <span className="latchkey-identicon" aria-hidden="true" />
            )}
            <span className="latchkey-connect-button-address">{shortenAddress(address)}</span>
          </>
        ) : status === 'connecting' ? (
          t('button.connecting')
        ) : status === 'reconnecting' ? (
          t('button.reconnecting')
        ) : (
          (label ?? t('button.connect'))
        )}
      </button>
      {/* Said out loud too: a wallet getting its session ready is why a request waits. */}
      <span className="latchkey-visually-hidden" role="status">
        {sessionLoading ? t('button.preparing') : ''}
      </span>
      <ConnectDialog open={open === 'connect'} onClose={close} />
      {menu ? <menu.AccountMenu open={open === 'account'} onClose={close} anchor={button} /> : null}
    </>
  );
}
