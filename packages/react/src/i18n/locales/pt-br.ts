import type { LatchkeyMessages } from '../latchkey-messages.js';
import { ptBrAccount } from './pt-br/account.js';
import { ptBrApproval } from './pt-br/approval.js';
import { ptBrConnectButton } from './pt-br/connect-button.js';
import { ptBrConnectDialog } from './pt-br/connect-dialog.js';
import { ptBrEmbedded } from './pt-br/embedded.js';
import { ptBrToasts } from './pt-br/toasts.js';

/**
 * Every text of Latchkey's UI in Portuguese (Brazil): the chunk the provider loads for this language.
 * A host may pass it as the provider's `messages` to have it up front.
 *
 * @example
 * ```tsx
 * import ptBr from '@latchkey/react/locales/pt-br';
 * <LatchkeyProvider config={config} locale="pt-BR" messages={ptBr}>…</LatchkeyProvider>
 * ```
 */
const ptBr: LatchkeyMessages = {
  ...ptBrAccount,
  ...ptBrApproval,
  ...ptBrConnectButton,
  ...ptBrConnectDialog,
  ...ptBrEmbedded,
  ...ptBrToasts,
};
export default ptBr;
