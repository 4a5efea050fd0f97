import {
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
  type LatchkeyError,
} from '@latchkey/core';

const PLAIN: Record<number, (wallet: string) => string> = {
  [LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND]: (wallet) =>
    `${wallet} is no longer available in this browser. Reload the page and try again.`,
  [LATCHKEY_ERROR__WALLET__REQUEST_PENDING]: (wallet) =>
    `${wallet} is already showing a request. Finish or close it there, then try again.`,
  [LATCHKEY_ERROR__WALLET__NO_ACCOUNTS]: (wallet) =>
    `${wallet} didn't share an account. Unlock it or add an account, then try again.`,
  [LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED]: (wallet) =>
    `${wallet} can't be used with this app. Choose another wallet.`,
  [LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN]: (wallet) =>
    `${wallet} doesn't support this network. Choose another wallet.`,
  [LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED]: (wallet) =>
    `${wallet}'s sign-in could not be verified, so it was not accepted.`,
};

/**
 * A failed connection in words a user can act on; the catalogue's exact message stays
 * available for the dialog's Details.
 */
export function describeConnectFailure(error: Error, walletName: string): string {
  const code = (error as Partial<LatchkeyError>).code;
  const plain = code === undefined ? undefined : PLAIN[code];
  return plain
    ? plain(walletName)
    : `${walletName} couldn't connect. Try again, or choose another wallet.`;
}
