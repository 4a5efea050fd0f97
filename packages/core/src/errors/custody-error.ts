import { LatchkeyError, type LatchkeyErrorArgs } from './latchkey-error.js';
import type { LatchkeyErrorCode } from './messages.js';

/** The codes of the custody domain (8xxx). */
export type CustodyErrorCode = Extract<
  LatchkeyErrorCode,
  8000 | 8001 | 8002 | 8003 | 8004 | 8005 | 8006 | 8007 | 8008 | 8009 | 8010 | 8011
>;

/**
 * A failure talking to the key-custody provider. When the provider sent details they are
 * appended to the message as ` (Details: <json>)`, as the provider's own client shows them.
 *
 * @example
 * ```ts
 * throw new CustodyError(LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED, {
 *   context: { code: 16, message: 'expired api key' },
 * }); // message: 'Turnkey error 16: expired api key'
 * ```
 */
export class CustodyError<
  TCode extends CustodyErrorCode = CustodyErrorCode,
> extends LatchkeyError<TCode> {
  override name = 'CustodyError';

  constructor(code: TCode, ...args: LatchkeyErrorArgs<TCode>) {
    super(code, ...args);
    if (hasDetails(this.details)) {
      this.message = `${this.shortMessage} (Details: ${JSON.stringify(this.details)})`;
    }
  }
}

function hasDetails(details: unknown): boolean {
  if (details === undefined || details === null) return false;
  return !Array.isArray(details) || details.length > 0;
}
