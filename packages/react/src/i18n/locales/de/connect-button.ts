import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in German. */
export const deConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': 'Wallet verbinden',
  'button.connecting': 'Verbinden…',
  'button.reconnecting': 'Erneut verbinden…',
  'button.preparing': 'Ihre Wallet wird vorbereitet…',
};
