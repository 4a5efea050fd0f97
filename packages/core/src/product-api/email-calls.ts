import { LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { ApiRouteNameWith } from './api-table.js';
import type {
  EmailLoginChallenge,
  EmailLoginCredential,
  VerifyEmailLoginBody,
} from './email-login-messages.js';
import type { EmailRecoveryStarted, StartEmailRecoveryBody } from './email-recovery-messages.js';
import type { PostApi } from './post-product-api.js';
import type { Session } from './session-messages.js';

/**
 * The product API's email login and email recovery.
 *
 * @example
 * ```ts
 * const email: EmailCalls = createProductApiClient({ environmentId });
 * ```
 */
export interface EmailCalls {
  /** Emails the user a one-time code (signing a new email up first). */
  startEmailLogin(parameters: { email: string }): Promise<EmailLoginChallenge>;
  /**
   * Trades the code for a credential sealed to the auth frame's key.
   *
   * @throws {LatchkeyError} 'The code is invalid or expired.'
   */
  verifyEmailLogin(parameters: VerifyEmailLoginBody): Promise<EmailLoginCredential>;
  /**
   * Has the product's backend start email recovery: when a user has proven this email, the
   * custody provider emails them a recovery code (a credential bundle sealed to
   * `targetPublicKey`, the recovery frame's uncompressed P-256 key, good for 900 s). The answer
   * is the same whether or not the email has an account: the parent organization, where the
   * frame asks `whoami` once the code is in.
   *
   * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED` (400 for a malformed
   * email or key, 429 past a limit); `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE` for an
   * answer without an organization.
   * @example
   * ```ts
   * const { organizationId } = await productApi.startEmailRecovery({ email, targetPublicKey });
   * ```
   */
  startEmailRecovery(parameters: StartEmailRecoveryBody): Promise<EmailRecoveryStarted>;
}

const malformed = (json: unknown) =>
  new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE, { details: json });

/** The email calls of a client, sending through `post`. */
export function emailCalls(post: PostApi<ApiRouteNameWith<'environment'>>): EmailCalls {
  return {
    async startEmailLogin({ email }) {
      const json = (await post('startEmailLogin', { email })) as Partial<EmailLoginChallenge>;
      if (typeof json?.otpId !== 'string' || typeof json.organizationId !== 'string') {
        throw malformed(json);
      }
      return { otpId: json.otpId, organizationId: json.organizationId };
    },
    async verifyEmailLogin(verify) {
      // The server's CODE_INVALID_OR_EXPIRED is thrown as the catalogue's (post-product-api.ts).
      return readEmailLoginCredential(await post('verifyEmailLogin', verify));
    },
    async startEmailRecovery({ email, targetPublicKey, mfaCode }) {
      const body = { email, targetPublicKey, ...(mfaCode === undefined ? {} : { mfaCode }) };
      const json = (await post('startEmailRecovery', body)) as
        | { organizationId?: unknown }
        | undefined;
      if (typeof json?.organizationId !== 'string' || json.organizationId === '') {
        throw malformed(json);
      }
      return { organizationId: json.organizationId };
    },
  };
}

/**
 * An email login's answer, checked: the user's own organization (known only once the code proved
 * the email), the custody user and the sealed credential, and the session when one came (checked
 * where it is adopted, with `auth`). `verifyMfa` answers the same for an email login it completes.
 *
 * @throws {LatchkeyError} `LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE`.
 */
export function readEmailLoginCredential(answer: unknown): EmailLoginCredential {
  const json = answer as { [field in keyof EmailLoginCredential]?: unknown } | undefined;
  if (
    typeof json?.credentialBundle !== 'string' ||
    typeof json.userId !== 'string' ||
    typeof json.organizationId !== 'string'
  ) {
    throw malformed(json);
  }
  return {
    organizationId: json.organizationId,
    userId: json.userId,
    credentialBundle: json.credentialBundle,
    ...(json.session === undefined ? {} : { session: json.session as Session }),
  };
}
