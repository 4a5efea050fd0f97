import {
  isLatchkeyError,
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME,
  LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND,
  LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE,
  LATCHKEY_ERROR__SESSION__ENDED,
  LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL,
  LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
  LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN,
  LATCHKEY_ERROR__SESSION__POPUP_BLOCKED,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED,
  type LatchkeyError,
} from '@latchkey/core';
import type { Translate } from '../../i18n/use-messages.js';
import type { SecondFactorMessageKey } from './second-factor-messages.js';

// The failures the account views meet that a user can act on, in the user's language.
const KEYS = new Map<number, SecondFactorMessageKey>([
  [LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND, 'account.error.chainNotFound'],
  [LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME, 'account.error.invalidWalletName'],
  [LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED, 'account.error.codeInvalidOrExpired'],
  [LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED, 'account.error.passkeysUnsupported'],
  [LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN, 'account.error.notSignedIn'],
  [LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED, 'account.error.signInRefused'],
  [LATCHKEY_ERROR__SESSION__ENDED, 'account.error.sessionEnded'],
  [LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL, 'account.error.lastCredential'],
  [LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE, 'account.error.linkedElsewhere'],
  [LATCHKEY_ERROR__SESSION__MFA_REQUIRED, 'account.error.mfaRequired'],
  [LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID, 'account.error.mfaCodeInvalid'],
  [LATCHKEY_ERROR__SESSION__POPUP_BLOCKED, 'account.error.popupBlocked'],
  [LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID, 'account.error.mfaPasskeyInvalid'],
]);

/**
 * What an account view says of a failure: the catalogue's text for its code, filled with the
 * error's context; else the SDK's own message (English), which is better than nothing.
 */
export function describeAccountFailure(error: Error, t: Translate<SecondFactorMessageKey>): string {
  const key = isLatchkeyError(error) ? KEYS.get(error.code) : undefined;
  if (!key) return (error as Partial<LatchkeyError>).shortMessage ?? error.message;
  // As text: a chain id is no quantity, so it takes no digit grouping.
  const context = Object.entries((error as LatchkeyError).context ?? {});
  return t(key, Object.fromEntries(context.map(([name, value]) => [name, String(value)])));
}
