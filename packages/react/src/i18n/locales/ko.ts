import type { LatchkeyMessages } from '../latchkey-messages.js';
import { koAccount } from './ko/account.js';
import { koApproval } from './ko/approval.js';
import { koConnectButton } from './ko/connect-button.js';
import { koConnectDialog } from './ko/connect-dialog.js';
import { koEmbedded } from './ko/embedded.js';
import { koToasts } from './ko/toasts.js';

/**
 * Every text of Latchkey's UI in Korean: the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import ko from '@latchkey/react/locales/ko';
 * <LatchkeyProvider config={config} locale="ko" messages={ko}>…</LatchkeyProvider>
 * ```
 */
const ko: LatchkeyMessages = {
  ...koAccount,
  ...koApproval,
  ...koConnectButton,
  ...koConnectDialog,
  ...koEmbedded,
  ...koToasts,
};
export default ko;
