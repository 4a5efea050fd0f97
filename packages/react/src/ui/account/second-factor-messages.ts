/**
 * The texts of the second-factor prompt (which the connect dialog loads on its own) and of the
 * account's failures, in English: a part of the account menu's, apart so the prompt's chunk
 * carries only these.
 */
export const secondFactorMessages = {
  'account.mfa.cancel': 'Cancel',
  // The second-factor prompt (in the menu, and in the connect dialog for a new device).
  'account.mfa.title': 'Verify it’s you',
  'account.mfa.newDevice':
    'This device is new to your account. Use your second factor to finish signing in.',
  'account.mfa.keyHint': 'Confirm with the security key you set up for two-step verification.',
  'account.mfa.useKey': 'Use your security key',
  'account.mfa.recoveryCode': 'One of your recovery codes',
  'account.mfa.appCode': 'Enter the 6-digit code from your authenticator app',
  'account.mfa.verifying': 'Verifying…',
  'account.mfa.verify': 'Verify',
  'account.mfa.useRecoveryCode': 'Use a recovery code instead',
  'account.mfa.useApp': 'Use the authenticator app instead',
  'account.mfa.useKeyInstead': 'Use your security key instead',
  // Failures the views show, by error code (English: the SDK's own text); others show the SDK's.
  'account.error.chainNotFound': 'Chain with id {id} not found',
  'account.error.invalidWalletName': 'A wallet name is 1 to 64 characters of text',
  'account.error.codeInvalidOrExpired': 'The code is invalid or expired.',
  'account.error.passkeysUnsupported': 'Webauthn is not supported on this device',
  'account.error.notSignedIn': 'Not signed in',
  'account.error.signInRefused': 'Sign-in refused: {reason}',
  'account.error.sessionEnded': 'Session ended: sign in again',
  'account.error.lastCredential': 'Cannot remove your only credential',
  'account.error.linkedElsewhere': 'Linked to another account',
  'account.error.mfaRequired': 'Verify your second factor first',
  'account.error.mfaCodeInvalid': 'The code is wrong or was already used',
  'account.error.popupBlocked': 'Allow pop-ups for this site to link an account',
  'account.error.mfaPasskeyInvalid': 'The passkey could not be verified',
} as const;

/** A key of {@link secondFactorMessages}. */
export type SecondFactorMessageKey = keyof typeof secondFactorMessages;
