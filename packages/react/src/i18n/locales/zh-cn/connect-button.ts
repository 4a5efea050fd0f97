import type { connectButtonMessages } from '../../../ui/connect-button/connect-button-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect button texts in Simplified Chinese. */
export const zhCnConnectButton: TranslatedMessages<typeof connectButtonMessages> = {
  'button.connect': '连接钱包',
  'button.connecting': '正在连接…',
  'button.reconnecting': '正在重新连接…',
  'button.preparing': '正在准备你的钱包…',
};
