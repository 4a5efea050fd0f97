import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in Korean. */
export const koConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': '지갑 연결',
  'button.connecting': '연결 중…',
  'button.reconnecting': '다시 연결 중…',
  'button.preparing': '지갑을 준비하는 중…',
};
