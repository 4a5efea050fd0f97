// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
/**
 * `@latchkey/core/auth`: the account actions for code that is itself loaded on demand (the
 * account menu): the same functions as the main entry's `unlinkCredential`,
 * `signOutEverywhere` and second-factor actions, without their own on-demand step. A page that imports these from here
 * keeps them out of the code it loads up front.
 */

export { beginTotpEnrollment as startTotpEnrollment } from './begin-totp-enrollment.js';
export { dropMfaFactor as removeMfaFactor } from './drop-mfa-factor.js';
export { endEverySession as signOutEverywhere } from './end-every-session.js';
export { enrolPasskeyFactor as addPasskeyFactor } from './enrol-passkey-factor.js';
export { finishTotpEnrollment as confirmTotpEnrollment } from './finish-totp-enrollment.js';
export { setMfaPrompt } from './mfa-prompt.js';
export { proveEmailLink as confirmEmailLink } from './prove-email-link.js';
export { proveMfa as verifyMfa } from './prove-mfa.js';
export { fetchMfaFactors as listMfaFactors } from './read-mfa-factors-call.js';
export { removeCredential as unlinkCredential } from './remove-credential.js';
export { renewRecoveryCodes as regenerateRecoveryCodes } from './renew-recovery-codes.js';
export { sendEmailLinkCode as startEmailLink } from './send-email-link-code.js';
// The types of the main entry's same actions, which these are.
export type {
  SignOutEverywhereErrorType,
  SignOutEverywhereReturnType,
} from './sign-out-everywhere.js';
export type {
  UnlinkCredentialErrorType,
  UnlinkCredentialParameters,
  UnlinkCredentialReturnType,
} from './unlink-credential.js';
