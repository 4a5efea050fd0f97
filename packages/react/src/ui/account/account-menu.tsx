'use client';
import { type RefObject, useEffect } from 'react';
import { useWallet } from '../../hooks/use-wallet.js';
import { useMessages } from '../../i18n/use-messages.js';
import { SURFACES_STYLESHEET } from '../../styles/surfaces-stylesheet.js';
import { TOAST_STYLESHEET } from '../../styles/toast-stylesheet.js';
import { useNarrowScreen } from '../shared/use-narrow-screen.js';
import { useStylesheet } from '../shared/use-stylesheet.js';
import { AccountDetails } from './account-details.js';
import { AccountIcon } from './account-icon.js';
import { accountMessages } from './account-messages.js';
import { AccountPopover } from './account-popover.js';
import { AccountSheet } from './account-sheet.js';
import { SecondFactorPrompt } from './second-factor-prompt.js';

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  open: boolean;
  onClose: () => void;
  /** The button that opens it: the popover hangs under it, and focus returns to it. */
  anchor: RefObject<HTMLElement | null>;
}

/**
 * The connected account's menu (see {@link AccountDetails} for what it shows): on a desktop a
 * popover anchored under the button, non-modal, closed by Escape or a press outside it; on a
 * phone (under 480 px) a bottom sheet. Both are a dialog named "Account" with a Close button.
 * It closes itself when the wallet disconnects, here or anywhere else. `ConnectButton` opens it
 * once connected; use it directly with a button of your own.
 *
 * @example
 * ```tsx
 * const button = useRef<HTMLButtonElement>(null);
 * const [open, setOpen] = useState(false);
 * <button ref={button} type="button" onClick={() => setOpen(!open)}>Account</button>
 * <AccountMenu open={open} onClose={() => setOpen(false)} anchor={button} />
 * ```
 */
export function AccountMenu({ open, onClose, anchor }: AccountMenuProps) {
  useStylesheet(SURFACES_STYLESHEET);
  useStylesheet(TOAST_STYLESHEET);
  const t = useMessages(accountMessages);
  const { isConnected, address } = useWallet();
  const phone = useNarrowScreen();
  useEffect(() => {
    if (open && !isConnected) onClose();
  }, [open, isConnected, onClose]);
  const Surface = phone ? AccountSheet : AccountPopover;
  return (
    <Surface
      open={open && isConnected && !!address}
      onClose={onClose}
      anchor={anchor}
      label={t('account.menu.title')}
    >
      {address ? (
        <SecondFactorPrompt>
          <AccountDetails address={address} />
        </SecondFactorPrompt>
      ) : null}
      {/* Last in the focus order, first in the corner: opening focuses the menu's first action. */}
      <button type="button" className="latchkey-account-close" onClick={onClose}>
        <AccountIcon name="close" />
        <span className="latchkey-visually-hidden">{t('account.menu.close')}</span>
      </button>
    </Surface>
  );
}
