import type { WalletBookEntry, WalletOption } from '@latchkey/core';
import { walletDisplayName } from './wallet-app-option.js';

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
export function titleOf(view: ConnectDialogView): string {
  switch (view.name) {
    case 'wallet':
      return walletDisplayName(view.option, 'list');
    case 'install':
      return `Get ${view.entry.name}`;
    case 'get-wallet':
      return 'Get a wallet';
    case 'email-code':
      return 'Check your email';
    case 'passkey':
      return 'Use a passkey';
    case 'recovery':
      return 'Recover your wallet';
    case 'oauth':
      return view.provider.name;
    default:
      return 'Connect a wallet';
  }
}
