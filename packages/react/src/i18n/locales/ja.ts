import type { LatchkeyMessages } from '../latchkey-messages.js';
import { jaAccount } from './ja/account.js';
import { jaApproval } from './ja/approval.js';
import { jaConnectButton } from './ja/connect-button.js';
import { jaConnectDialog } from './ja/connect-dialog.js';
import { jaEmbedded } from './ja/embedded.js';
import { jaToasts } from './ja/toasts.js';

/**
 * Every text of Latchkey's UI in Japanese: the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import ja from '@latchkey/react/locales/ja';
 * <LatchkeyProvider config={config} locale="ja" messages={ja}>…</LatchkeyProvider>
 * ```
 */
const ja: LatchkeyMessages = {
  ...jaAccount,
  ...jaApproval,
  ...jaConnectButton,
  ...jaConnectDialog,
  ...jaEmbedded,
  ...jaToasts,
};
export default ja;
