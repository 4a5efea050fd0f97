import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in French. */
export const frConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': 'Connecter un portefeuille',
  'button.connecting': 'Connexion…',
  'button.reconnecting': 'Reconnexion…',
  'button.preparing': 'Préparation de votre portefeuille…',
};
