import {
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE,
  LATCHKEY_ERROR__SESSION__ENDED,
  LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL,
  LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
} from '../errors/codes.js';
import { isLatchkeyError, LatchkeyError } from '../errors/latchkey-error.js';
import type { ProductApiErrorAnswer } from '../product-api/product-api-error-codes.js';

/**
 * The session routes' refusals the SDK throws as catalogue codes of their own, by the server's
 * code (kept with the session code, which loads on demand, rather than in the product API's
 * `PRODUCT_API_ERROR_CATALOGUE`, which every page with the product API carries).
 */
export const SESSION_ERROR_CATALOGUE: Readonly<
  Record<
    string,
    | typeof LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED
    | typeof LATCHKEY_ERROR__SESSION__ENDED
    | typeof LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL
    | typeof LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE
    | typeof LATCHKEY_ERROR__SESSION__MFA_REQUIRED
    | typeof LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID
    | typeof LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID
  >
> = {
  // A sign-in the server would not trade for a session: its reason is the server's message.
  CHALLENGE_INVALID: LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  SIGN_IN_MISMATCH: LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  PASSKEY_PROOF_INVALID: LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  // The session is gone (signed out, expired, or its refresh token replayed).
  SESSION_REQUIRED: LATCHKEY_ERROR__SESSION__ENDED,
  REFRESH_TOKEN_INVALID: LATCHKEY_ERROR__SESSION__ENDED,
  REFRESH_TOKEN_REUSED: LATCHKEY_ERROR__SESSION__ENDED,
  LAST_CREDENTIAL: LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL,
  CREDENTIAL_LINKED_ELSEWHERE: LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE,
  // A second factor asked for (the prompt follows), or a wrong code. The rarer refusals (an app
  // already set up, a session too old to add the first) stay the product API's, with its message.
  MFA_REQUIRED: LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
  MFA_CODE_INVALID: LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
  MFA_PASSKEY_INVALID: LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID,
};

/**
 * A session call's failure as the catalogue names it: a refusal whose server code is in
 * {@link SESSION_ERROR_CATALOGUE} becomes that code (the product API's error as its `cause`;
 * a refused sign-in carries the server's message as its reason); anything else is as it was.
 */
export function sessionRefusal(error: unknown): unknown {
  if (!isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED)) return error;
  const serverCode = (error.details as Partial<ProductApiErrorAnswer> | undefined)?.error?.code;
  const code =
    serverCode && Object.hasOwn(SESSION_ERROR_CATALOGUE, serverCode)
      ? SESSION_ERROR_CATALOGUE[serverCode]
      : undefined;
  if (code === LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED) {
    return new LatchkeyError(code, { cause: error, context: { reason: error.context.message } });
  }
  return code === undefined ? error : new LatchkeyError(code, { cause: error });
}
