import type { LatchkeyMessages } from '../latchkey-messages.js';
import { frAccount } from './fr/account.js';
import { frApproval } from './fr/approval.js';
import { frConnectButton } from './fr/connect-button.js';
import { frConnectDialog } from './fr/connect-dialog.js';
import { frEmbedded } from './fr/embedded.js';
import { frToasts } from './fr/toasts.js';

/**
 * Every text of Latchkey's UI in French: the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import fr from '@latchkey/react/locales/fr';
 * <LatchkeyProvider config={config} locale="fr" messages={fr}>…</LatchkeyProvider>
 * ```
 */
const fr: LatchkeyMessages = {
  ...frAccount,
  ...frApproval,
  ...frConnectButton,
  ...frConnectDialog,
  ...frEmbedded,
  ...frToasts,
};
export default fr;
