import { LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';

const REJECTIONS = ['expired api key', 'could not find public key'];

/**
 * Whether the provider refused the session key itself (code 16, 'expired api key' or 'could not
 * find public key'): then the key is dropped, a new session is made and the call retried once.
 *
 * @example
 * ```ts
 * if (isSessionKeyRejected(error)) await session.renew();
 * ```
 */
export function isSessionKeyRejected(error: unknown): boolean {
  if (!isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED)) return false;
  const { code, message } = error.context;
  return String(code) === '16' && REJECTIONS.some((text) => message.includes(text));
}
