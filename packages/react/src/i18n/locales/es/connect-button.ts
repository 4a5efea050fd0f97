import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in Spanish. */
export const esConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': 'Conectar billetera',
  'button.connecting': 'Conectando…',
  'button.reconnecting': 'Reconectando…',
  'button.preparing': 'Preparando tu billetera…',
};
