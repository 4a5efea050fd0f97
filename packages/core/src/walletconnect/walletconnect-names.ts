// The names Latchkey gives WalletConnect, in a module of their own: the UI may name them without
// reaching the client's code.

/** The name Latchkey lists WalletConnect under (its connector id is `wallet-standard:WalletConnect`). */
export const WALLETCONNECT_WALLET_NAME = 'WalletConnect';

/** Where the session in use is remembered (under `latchkey:`): its topic, not its keys. */
export const WALLETCONNECT_SESSION_KEY = 'walletconnect:session';

/** The storage key (under `latchkey:`) of the key that seals WalletConnect's own storage. */
export const WALLETCONNECT_VAULT_KEY = 'walletconnect:vault';

/** The prefix of WalletConnect's sealed entries (under `latchkey:`). */
export const WALLETCONNECT_STORE_PREFIX = 'walletconnect:store:';
