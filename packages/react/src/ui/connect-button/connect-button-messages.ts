/** The connect button's texts in English; other languages in `i18n/locales/`. */
export const connectButtonMessages = {
  'button.connect': 'Connect wallet',
  'button.connecting': 'Connecting…',
  'button.reconnecting': 'Reconnecting…',
  'button.preparing': 'Preparing your wallet…',
} as const;
