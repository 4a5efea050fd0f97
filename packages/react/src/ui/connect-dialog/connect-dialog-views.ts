import type { WalletBookEntry, WalletOption } from '@latchkey/core';
import type { Translate } from '../../i18n/use-messages.js';
import type { ConnectDialogMessageKey } from './connect-dialog-messages.js';
import { walletListName } from './wallet-app-option.js';

/** Where the connect dialog is; each view has its own title and a way back to the list. */
export type ConnectDialogView =
  | { name: 'list' }
  | { name: 'wallet'; option: WalletOption; state: 'asking' | 'declined' | 'failed' }
  | { name: 'install'; entry: WalletBookEntry }
  | { name: 'get-wallet' }
  | { name: 'email-code'; email: string }
  | { name: 'passkey'; email: string }
  | { name: 'recovery'; email: string }
  | {
      name: 'oauth';
      provider: { readonly id: string; readonly name: string };
      state: 'asking' | 'failed';
      error?: Error | undefined;
    };

/** The view the dialog opens on. */
export const LIST_VIEW: ConnectDialogView = { name: 'list' };

/** The dialog's title in a view. */
export function titleOf(view: ConnectDialogView, t: Translate<ConnectDialogMessageKey>): string {
  switch (view.name) {
    case 'wallet':
      return walletListName(view.option, t);
    case 'install':
      return t('dialog.install.title', { wallet: view.entry.name });
    case 'get-wallet':
      return t('dialog.guide.title');
    case 'email-code':
      return t('dialog.emailCode.title');
    case 'passkey':
      return t('dialog.passkey.title');
    case 'recovery':
      return t('dialog.recovery.title');
    case 'oauth':
      return view.provider.name;
    default:
      return t('dialog.title');
  }
}
