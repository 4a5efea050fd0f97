import { accountMessages } from '../../ui/account/account-messages.js';
import { approvalMessages } from '../../ui/approval/approval-messages.js';
import { connectButtonMessages } from '../../ui/connect-button/connect-button-messages.js';
import { connectDialogMessages } from '../../ui/connect-dialog/connect-dialog-messages.js';
import { embeddedMessages } from '../../ui/embedded/embedded-messages.js';
import { toastMessages } from '../../ui/transaction-toasts/toast-messages.js';
import type { LatchkeyMessages } from '../latchkey-messages.js';

/**
 * Every English text of Latchkey's UI in one object, the reference the other catalogues follow.
 * The views do not import it: each carries its own part, so a page downloads only what it draws.
 *
 * @example
 * ```ts
 * import englishMessages from '@latchkey/react/locales/en';
 * const keys = Object.keys(englishMessages); // every key a host can override
 * ```
 */
const englishMessages: LatchkeyMessages = {
  ...accountMessages,
  ...approvalMessages,
  ...connectButtonMessages,
  ...connectDialogMessages,
  ...embeddedMessages,
  ...toastMessages,
};
export default englishMessages;
