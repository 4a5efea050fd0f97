import type { LatchkeyMessages } from '../latchkey-messages.js';
import { arAccount } from './ar/account.js';
import { arApproval } from './ar/approval.js';
import { arConnectButton } from './ar/connect-button.js';
import { arConnectDialog } from './ar/connect-dialog.js';
import { arEmbedded } from './ar/embedded.js';
import { arToasts } from './ar/toasts.js';

/**
 * Every text of Latchkey's UI in Arabic: the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import ar from '@latchkey/react/locales/ar';
 * <LatchkeyProvider config={config} locale="ar" messages={ar}>…</LatchkeyProvider>
 * ```
 */
const ar: LatchkeyMessages = {
  ...arAccount,
  ...arApproval,
  ...arConnectButton,
  ...arConnectDialog,
  ...arEmbedded,
  ...arToasts,
};
export default ar;
