import { ServerError } from '../server-error.js';

/**
 * Which check an access token failed: none was sent, it is no JWT, it is not signed ES256, no
 * published key has its `kid`, its signature does not verify, it has expired or is not valid
 * yet, it is for another server or environment, or its claims are not a Latchkey session's.
 *
 * @example
 * ```ts
 * if (error instanceof SessionRefusedError && error.reason === 'expired') refreshAndRetry();
 * ```
 */
export type SessionRefusalReason =
  | 'missing-token'
  | 'malformed'
  | 'algorithm-not-allowed'
  | 'unknown-key'
  | 'bad-signature'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-issuer'
  | 'wrong-audience'
  | 'bad-claims';

const MESSAGES: { readonly [reason in SessionRefusalReason]: string } = {
  'missing-token':
    'No access token: send it as Authorization: Bearer <token> or in the session cookie',
  malformed: 'The access token is not a well-formed JWT',
  'algorithm-not-allowed': 'The access token is not signed with ES256',
  'unknown-key': 'The access token names no key (kid) the server publishes',
  'bad-signature': 'The access token’s signature does not verify',
  expired: 'The access token has expired',
  'not-yet-valid': 'The access token is not valid yet',
  'wrong-issuer': 'The access token was issued by another server',
  'wrong-audience': 'The access token is for another environment',
  'bad-claims': 'The access token’s claims are not a Latchkey session’s',
};

/**
 * An access token `verifySession` refuses: a 401 `SESSION_REQUIRED` whose `reason` says which
 * check failed. Neither the message nor anything it carries holds the token.
 *
 * @example
 * ```ts
 * throw new SessionRefusedError('bad-claims', 'The access token’s "sid" claim is missing or invalid');
 * ```
 */
export class SessionRefusedError extends ServerError {
  override name = 'SessionRefusedError';
  readonly reason: SessionRefusalReason;
  constructor(reason: SessionRefusalReason, message: string = MESSAGES[reason]) {
    super(401, 'SESSION_REQUIRED', message);
    this.reason = reason;
  }
}
