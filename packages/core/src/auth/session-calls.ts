import type { ApiRouteNameWith } from '../product-api/api-table.js';
import type { beginPasskeyEnrollment } from './begin-passkey-enrollment.js';
import type { beginTotpEnrollment } from './begin-totp-enrollment.js';
import type { dropMfaFactor } from './drop-mfa-factor.js';
import type { endEverySession } from './end-every-session.js';
import type { endSession } from './end-session.js';
import type { fetchPasskeyCheck } from './fetch-passkey-check.js';
import type { finishPasskeyEnrollment } from './finish-passkey-enrollment.js';
import type { finishTotpEnrollment } from './finish-totp-enrollment.js';
import type { linkAnotherWallet } from './link-another-wallet.js';
import type { proveEmailLink } from './prove-email-link.js';
import type { proveMfa } from './prove-mfa.js';
import type { fetchMfaFactors } from './read-mfa-factors-call.js';
import type { refreshSession } from './refresh-session.js';
import type { removeCredential } from './remove-credential.js';
import type { renewRecoveryCodes } from './renew-recovery-codes.js';
import type { requestKeyExport } from './request-key-export.js';
import type { sendEmailLinkCode } from './send-email-link-code.js';
import type { sendOpenIdLink } from './send-openid-link.js';
import type { signInWithStampedWhoami } from './sign-in-with-stamped-whoami.js';
import type { signInWithWallet } from './sign-in-with-wallet.js';
import type { walletSignInBody } from './wallet-sign-in-body.js';

/**
 * The session's half of the client: for each `'session'` row of `API_ROUTES`, the function of
 * `auth/` that sends it. The environment's rows are the methods of `createProductApiClient`;
 * these are spread over the chunks that need them, so the map is types only and costs no byte.
 * A row added to the table without a sender here, or a sender of a row that is gone, fails to
 * compile (below); `docs/code-shape.test.ts` holds that each sender posts its row.
 */
export interface SessionCalls {
  createSignInChallenge: typeof walletSignInBody;
  signInWithWallet: typeof signInWithWallet;
  signInWithPasskey: typeof signInWithStampedWhoami;
  refreshSession: typeof refreshSession;
  signOut: typeof endSession;
  signOutEverywhere: typeof endEverySession;
  linkWallet: typeof linkAnotherWallet;
  startEmailLink: typeof sendEmailLinkCode;
  verifyEmailLink: typeof proveEmailLink;
  linkOpenId: typeof sendOpenIdLink;
  exportEmbeddedKey: typeof requestKeyExport;
  unlinkCredential: typeof removeCredential;
  listMfaFactors: typeof fetchMfaFactors;
  startTotpEnrollment: typeof beginTotpEnrollment;
  confirmTotpEnrollment: typeof finishTotpEnrollment;
  startPasskeyEnrollment: typeof beginPasskeyEnrollment;
  confirmPasskeyEnrollment: typeof finishPasskeyEnrollment;
  startPasskeyCheck: typeof fetchPasskeyCheck;
  verifyMfa: typeof proveMfa;
  removeMfaFactor: typeof dropMfaFactor;
  regenerateRecoveryCodes: typeof renewRecoveryCodes;
}

type SessionRow = ApiRouteNameWith<'session'>;

/** Rows without a sender, and senders without a row: both `never` when the map is whole. */
type Unsent = Exclude<SessionRow, keyof SessionCalls>;
type Unrouted = Exclude<keyof SessionCalls, SessionRow>;

/**
 * `true` only when every session row has a sender and every sender a row; otherwise the
 * compiler names what is missing or left over in the error on this line.
 */
export const SESSION_CALLS_ARE_WHOLE: [Unsent | Unrouted] extends [never]
  ? true
  : { unsent: Unsent; unrouted: Unrouted } = true;
