import type { LatchkeyMessages } from '../latchkey-messages.js';
import { zhCnAccount } from './zh-cn/account.js';
import { zhCnApproval } from './zh-cn/approval.js';
import { zhCnConnectButton } from './zh-cn/connect-button.js';
import { zhCnConnectDialog } from './zh-cn/connect-dialog.js';
import { zhCnEmbedded } from './zh-cn/embedded.js';
import { zhCnToasts } from './zh-cn/toasts.js';

/**
 * Every text of Latchkey's UI in Simplified Chinese: the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import zhCn from '@latchkey/react/locales/zh-cn';
 * <LatchkeyProvider config={config} locale="zh-CN" messages={zhCn}>…</LatchkeyProvider>
 * ```
 */
const zhCn: LatchkeyMessages = {
  ...zhCnAccount,
  ...zhCnApproval,
  ...zhCnConnectButton,
  ...zhCnConnectDialog,
  ...zhCnEmbedded,
  ...zhCnToasts,
};
export default zhCn;
