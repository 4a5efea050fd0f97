import type {
  PasskeySession,
  PasskeySignInBody,
  RefreshSessionBody,
  Session,
  SignedOut,
  SignedOutEverywhere,
  SignInChallenge,
  SignInChallengeBody,
  UnlinkCredentialBody,
  WalletSignInBody,
} from './session-messages.js';
import type { SessionApiRouteName } from './session-routes.js';

/**
 * What each session API call takes (`body`, besides `environmentId`) and answers with a 200:
 * the SDK's session client and `@latchkey/server`'s session routes are both typed from here.
 *
 * @example
 * ```ts
 * type SignedIn = SessionApiEndpoints['signInWithWallet']['answer']; // Session
 * ```
 */
export interface SessionApiEndpoints {
  createSignInChallenge: { body: SignInChallengeBody; answer: SignInChallenge };
  signInWithWallet: { body: WalletSignInBody; answer: Session };
  signInWithPasskey: { body: PasskeySignInBody; answer: PasskeySession };
  refreshSession: { body: RefreshSessionBody; answer: Session };
  signOut: { body: RefreshSessionBody; answer: SignedOut };
  signOutEverywhere: { body: Record<string, never>; answer: SignedOutEverywhere };
  linkWallet: { body: WalletSignInBody; answer: Session };
  unlinkCredential: { body: UnlinkCredentialBody; answer: Session };
}

/**
 * The JSON a session call answers with a 200.
 *
 * @example
 * ```ts
 * const session: SessionApiAnswer<'refreshSession'> = await refresh();
 * ```
 */
export type SessionApiAnswer<name extends SessionApiRouteName> =
  SessionApiEndpoints[name]['answer'];
