// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
/**
 * `@latchkey/core/auth`: the account actions for code that is itself loaded on demand (the
 * account menu): the same functions as the main entry's `unlinkCredential` and
 * `signOutEverywhere`, without their own on-demand step. A page that imports these from here
 * keeps them out of the code it loads up front.
 */

export { endEverySession as signOutEverywhere } from './end-every-session.js';
export { removeCredential as unlinkCredential } from './remove-credential.js';
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
