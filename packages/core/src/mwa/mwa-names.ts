// The names Latchkey gives Mobile Wallet Adapter, in a module of their own: the page's first
// chunk may name them without reaching the protocol's code.

/** The name Latchkey lists Solana Mobile's Mobile Wallet Adapter under, on Android. */
export const MWA_WALLET_NAME = 'Mobile Wallet Adapter';

/** The name of the phone's Mobile Wallet Adapter wallet, offered on a desktop (Solana Mobile's). */
export const MWA_REMOTE_WALLET_NAME = 'Remote Mobile Wallet Adapter';

/** The storage key (under `latchkey:`) of the Android wallet app's authorization. */
export const MWA_AUTHORIZATION_KEY = 'mwa:authorization';

/** Where a phone's authorization is cached (under `latchkey:`), apart from an Android one. */
export const MWA_REMOTE_AUTHORIZATION_KEY = 'mwa:remoteAuthorization';
