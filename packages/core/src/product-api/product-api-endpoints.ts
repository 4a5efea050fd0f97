import type {
  EmailLoginChallenge,
  EmailLoginCredential,
  StartEmailLoginBody,
  VerifyEmailLoginBody,
} from './email-login-messages.js';
import type { EmailRecoveryStarted, StartEmailRecoveryBody } from './email-recovery-messages.js';
import type { EmbeddedUser, EmbeddedUserRequest } from './embedded-user-messages.js';
import type { OAuthLogin, OAuthLoginBody } from './oauth-login-messages.js';
import type { ProductApiRouteName } from './product-api-routes.js';
import type {
  OptimizeTransactionBody,
  SignSponsoredTransactionBody,
  SponsoredTransactionAnswer,
} from './sponsorship-messages.js';

/**
 * What each product API call takes (`body`, besides the `environmentId` every request carries)
 * and answers with a 200. The SDK client sends these and `@latchkey/server`'s routes answer them,
 * both typed from here: a change on one side the other does not follow fails to typecheck.
 *
 * @example
 * ```ts
 * type Login = ProductApiEndpoints['verifyEmailLogin']['answer']; // EmailLoginCredential
 * ```
 */
export interface ProductApiEndpoints {
  optimizeTransaction: { body: OptimizeTransactionBody; answer: SponsoredTransactionAnswer };
  signSponsoredTransaction: {
    body: SignSponsoredTransactionBody;
    answer: SponsoredTransactionAnswer;
  };
  createEmbeddedUser: { body: EmbeddedUserRequest; answer: EmbeddedUser };
  startEmailLogin: { body: StartEmailLoginBody; answer: EmailLoginChallenge };
  verifyEmailLogin: { body: VerifyEmailLoginBody; answer: EmailLoginCredential };
  startEmailRecovery: { body: StartEmailRecoveryBody; answer: EmailRecoveryStarted };
  oauthLogin: { body: OAuthLoginBody; answer: OAuthLogin };
}

/**
 * The JSON body a call sends: its own fields and the host app's environment.
 *
 * @example
 * ```ts
 * const body: ProductApiRequest<'startEmailLogin'> = { environmentId: 'env_acme', email };
 * ```
 */
export type ProductApiRequest<name extends ProductApiRouteName> = {
  readonly environmentId: string;
} & ProductApiEndpoints[name]['body'];

/**
 * The JSON a call answers with a 200.
 *
 * @example
 * ```ts
 * const challenge: ProductApiAnswer<'startEmailLogin'> = { otpId, organizationId };
 * ```
 */
export type ProductApiAnswer<name extends ProductApiRouteName> =
  ProductApiEndpoints[name]['answer'];
