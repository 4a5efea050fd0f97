import type { LatchkeyMessages } from '../latchkey-messages.js';
import { deAccount } from './de/account.js';
import { deApproval } from './de/approval.js';
import { deConnectButton } from './de/connect-button.js';
import { deConnectDialog } from './de/connect-dialog.js';
import { deEmbedded } from './de/embedded.js';
import { deToasts } from './de/toasts.js';

/**
 * Every text of Latchkey's UI in German: the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import de from '@latchkey/react/locales/de';
 * <LatchkeyProvider config={config} locale="de" messages={de}>…</LatchkeyProvider>
 * ```
 */
const de: LatchkeyMessages = {
  ...deAccount,
  ...deApproval,
  ...deConnectButton,
  ...deConnectDialog,
  ...deEmbedded,
  ...deToasts,
};
export default de;
