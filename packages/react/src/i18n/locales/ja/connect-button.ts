import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in Japanese. */
export const jaConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': 'ウォレットを接続',
  'button.connecting': '接続中…',
  'button.reconnecting': '再接続中…',
  'button.preparing': 'ウォレットを準備しています…',
};
