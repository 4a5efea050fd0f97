/**
 * The code Phantom (and EIP-1193) give a request the user turned down.
 *
 * @example
 * ```ts
 * const cancelled = (error as { code?: unknown }).code === USER_REJECTED_CODE;
 * ```
 */
export const USER_REJECTED_CODE = 4001;

/**
 * What the test wallet throws when the user (or the `reject` switch) turns a request down:
 * the message and `code: 4001` Phantom uses, so SDKs classify it as a cancellation.
 *
 * @example
 * ```ts
 * try {
 *   await feature.signMessage({ account, message });
 * } catch (error) {
 *   if ((error as { code?: unknown }).code === USER_REJECTED_CODE) showNothing();
 * }
 * ```
 */
export class UserRejectedRequestError extends Error {
  readonly code = USER_REJECTED_CODE;

  constructor() {
    super('User rejected the request.');
    this.name = 'UserRejectedRequestError';
  }
}
