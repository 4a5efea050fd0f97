import type { ConnectorContext } from '../connectors/connector.js';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import type { EmailLoginChallenge } from '../product-api/email-login-messages.js';
import type { AuthFrame } from './create-auth-frame.js';
import type { EmbeddedWalletUser } from './embedded-wallet-user.js';

// The embedded wallet as a store: what changes in its state, and the transitions — each named
// after what happened — that alone change it. The flows read the state and call them.

/**
 * Where the user stands: signed out, or signed in with the one custody session their login made,
 * which their connectors sign with.
 *
 * @example
 * ```ts
 * const { phase, user }: EmbeddedWalletStanding = embeddedWallet.state;
 * ```
 */
export type EmbeddedWalletStanding =
  | {
      readonly phase: 'signedOut';
      readonly user?: undefined;
      readonly session?: undefined;
      readonly credential?: undefined;
    }
  | {
      readonly phase: 'signedIn';
      /** Also in storage (read back after a reload). */
      readonly user: EmbeddedWalletUser;
      /** The login's session key (restored from storage after a reload while it is valid). */
      readonly session: CustodySession;
      /**
       * The sign-in credential held on this page — the auth frame's after an email code, the
       * OpenID key's — until a passkey is added; `undefined`: the passkey stamps.
       */
      readonly credential?: CustodyClient | undefined;
    };

/**
 * Everything an embedded wallet knows that changes: where the user stands, and what is under
 * way beside it — read-only, changed only by this module's transitions. Nothing in it is secret:
 * the session key is a non-extractable key in IndexedDB, and an email credential stays inside
 * its frame.
 *
 * @example
 * ```ts
 * const { phase, user, recovery }: EmbeddedWalletStatus = embeddedWallet.state;
 * ```
 */
export type EmbeddedWalletStatus = EmbeddedWalletStanding & {
  /** Given by the config when it first reads the connectors; nothing is published before. */
  readonly connectorContext?: ConnectorContext | undefined;
  /** The challenge of the code last emailed, until it is used (also in storage). */
  readonly pendingEmail?: EmailLoginChallenge | undefined;
  /** The auth frame an email code's credential was sealed to, and stays in. */
  readonly authFrame?: AuthFrame | undefined;
  /** An email recovery in progress: the frame its code is sealed to, where to ask, the email. */
  readonly recovery?:
    | { readonly frame: AuthFrame; readonly organizationId: string; readonly email: string }
    | undefined;
};

// The one write: everywhere else the fields are read-only.
function change(state: EmbeddedWalletStatus, next: Partial<EmbeddedWalletStatus>): void {
  Object.assign(state, next);
}

/** The config read the connectors, with its context. */
export function connectorsRead(
  state: EmbeddedWalletStatus,
  connectorContext: ConnectorContext,
): void {
  change(state, { connectorContext });
}

/** A code was emailed (or its challenge read back after a reload). */
export function emailPending(state: EmbeddedWalletStatus, challenge: EmailLoginChallenge): void {
  change(state, { pendingEmail: challenge });
}

/** The emailed code was used. */
export function emailCodeUsed(state: EmbeddedWalletStatus): void {
  change(state, { pendingEmail: undefined });
}

/** The auth frame loaded, for an email code's credential. */
export function authFrameLoaded(state: EmbeddedWalletStatus, frame: AuthFrame): void {
  change(state, { authFrame: frame });
}

/** A login finished (or a reload read the user back), with the session it made. */
export function signedIn(
  state: EmbeddedWalletStatus,
  user: EmbeddedWalletUser,
  session: CustodySession,
  credential?: CustodyClient,
): void {
  change(state, { phase: 'signedIn', user, session, credential });
}

/** A passkey was added: it stamps from now on, in place of the credential held here. */
export function passkeyAdded(state: EmbeddedWalletStatus): void {
  change(state, { credential: undefined });
}

/** A recovery code was emailed, sealed to `recovery.frame`. */
export function recoveryStarted(
  state: EmbeddedWalletStatus,
  recovery: NonNullable<EmbeddedWalletStatus['recovery']>,
): void {
  change(state, { recovery });
}

/** The recovery code was spent. */
export function recoveryEnded(state: EmbeddedWalletStatus): void {
  change(state, { recovery: undefined });
}

/**
 * The user signed out, and `removedFrame` with them. What stays: the config's context, and a
 * frame loaded since.
 */
export function signedOut(state: EmbeddedWalletStatus, removedFrame: AuthFrame | undefined): void {
  change(state, {
    phase: 'signedOut',
    user: undefined,
    session: undefined,
    credential: undefined,
    pendingEmail: undefined,
    recovery: undefined,
    authFrame: state.authFrame === removedFrame ? undefined : state.authFrame,
  });
}
