import type { ApiRouteName } from './api-table.js';

/**
 * The calls the SDK signs with the browser's device key (`X-Latchkey-Device`): the sign-ins a
 * server may hold for a second factor on a new device, and the calls that prove a factor, which
 * make this device a known one.
 *
 * @example
 * ```ts
 * if (DEVICE_SIGNED_ROUTES.has('signInWithWallet')) headers[LATCHKEY_DEVICE_HEADER] = header;
 * ```
 */
export const DEVICE_SIGNED_ROUTES: ReadonlySet<ApiRouteName> = new Set<ApiRouteName>([
  'signInWithWallet',
  'verifyEmailLogin',
  'oauthLogin',
  'verifyMfa',
  'confirmTotpEnrollment',
  'confirmPasskeyEnrollment',
]);
