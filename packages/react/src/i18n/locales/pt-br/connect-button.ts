import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in Portuguese (Brazil). */
export const ptBrConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': 'Conectar carteira',
  'button.connecting': 'Conectando…',
  'button.reconnecting': 'Reconectando…',
  'button.preparing': 'Preparando sua carteira…',
};
