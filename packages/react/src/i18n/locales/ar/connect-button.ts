import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in Arabic. */
export const arConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': 'ربط المحفظة',
  'button.connecting': 'جارٍ الربط…',
  'button.reconnecting': 'جارٍ إعادة الربط…',
  'button.preparing': 'جارٍ تجهيز محفظتك…',
};
