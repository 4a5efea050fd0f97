import type { LatchkeyMessages } from '../latchkey-messages.js';
import { esAccount } from './es/account.js';
import { esApproval } from './es/approval.js';
import { esConnectButton } from './es/connect-button.js';
import { esConnectDialog } from './es/connect-dialog.js';
import { esEmbedded } from './es/embedded.js';
import { esToasts } from './es/toasts.js';

/**
 * Every text of Latchkey's UI in Spanish: the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import es from '@latchkey/react/locales/es';
 * <LatchkeyProvider config={config} locale="es" messages={es}>…</LatchkeyProvider>
 * ```
 */
const es: LatchkeyMessages = {
  ...esAccount,
  ...esApproval,
  ...esConnectButton,
  ...esConnectDialog,
  ...esEmbedded,
  ...esToasts,
};
export default es;
