import type { SignInInput } from '../sign-in/sign-in-input.js';
import type { MfaMethod } from './mfa-method.js';

/**
 * The body of `createSignInChallenge` besides `environmentId`: the network the wallet is on and,
 * when known, the address that will sign. The domain and uri are the calling page's origin.
 *
 * @example
 * ```ts
 * const body: SignInChallengeBody = { chainId: 'solana:devnet' };
 * ```
 */
export interface SignInChallengeBody {
  /** A SIWS chain id: 'solana:mainnet', 'solana:devnet', 'solana:testnet' or 'localnet'. */
  readonly chainId: string;
  readonly address?: string;
}

/**
 * What the wallet is asked to sign: every field filled by the server (domain, uri, statement,
 * version, chainId, nonce, issuedAt, expirationTime), and the same text for wallets without
 * `solana:signIn`.
 *
 * @example
 * ```ts
 * const { input }: SignInChallenge = await sessionApi.createSignInChallenge({ chainId });
 * ```
 */
export interface SignInChallenge {
  readonly input: SignInInput & {
    readonly domain: string;
    readonly uri: string;
    readonly version: string;
    readonly chainId: string;
    readonly nonce: string;
    readonly issuedAt: string;
    readonly expirationTime: string;
  };
}

/**
 * The body of `signInWithWallet` (and `linkWallet`) besides `environmentId`: the exact bytes
 * the wallet signed and its signature, base64, and the address it signed with.
 *
 * @example
 * ```ts
 * const body: WalletSignInBody = { address, signedMessage: toBase64(bytes), signature: toBase64(sig) };
 * ```
 */
export interface WalletSignInBody {
  readonly address: string;
  /** The signed bytes, base64 (absent with `signedTransaction`). */
  readonly signedMessage?: string;
  readonly signature?: string;
  /**
   * A wallet that cannot sign messages (a Ledger) proves the sign-in instead with a legacy
   * transaction it signed, base64: fee payer and only signer the address, one Memo instruction
   * holding the sign-in text, blockhash 32 zero bytes (no block has it: it can never land).
   */
  readonly signedTransaction?: string;
  /** The wallet's name, kept with the credential ('Phantom'). */
  readonly walletName?: string;
}

/**
 * The body of `signInWithPasskey` besides `environmentId`: a custody `whoami` request in the
 * user's sub-organization, stamped with their passkey (`X-Stamp-Webauthn`), which the server
 * forwards to the provider once. Its `timestampMs` must be recent.
 *
 * @example
 * ```ts
 * const body: PasskeySignInBody = { stampedWhoami: { body, stamp: await passkeyStamper.stamp(body) } };
 * ```
 */
export interface PasskeySignInBody {
  readonly stampedWhoami: {
    /** The JSON text stamped: `{"organizationId":…,"timestampMs":…}`. */
    readonly body: string;
    readonly stamp: { readonly stampHeaderName: string; readonly stampHeaderValue: string };
  };
}

/**
 * The body of `refreshSession` and `signOut` besides `environmentId`: the refresh token in
 * bearer mode; cookie mode sends it as a cookie instead.
 *
 * @example
 * ```ts
 * const body: RefreshSessionBody = { refreshToken };
 * ```
 */
export interface RefreshSessionBody {
  readonly refreshToken?: string;
}

/**
 * The body of `unlinkCredential` besides `environmentId`.
 *
 * @example
 * ```ts
 * const body: UnlinkCredentialBody = { credentialId };
 * ```
 */
export interface UnlinkCredentialBody {
  readonly credentialId: string;
}

/**
 * One way a signed-in user has proven who they are, as the session shows it (and the access
 * token's `verified_credentials` claim carries it): a wallet (`format: 'blockchain'`, with the
 * spec's verified-credential fields), a proven email, a passkey, or an OpenID identity (Google,
 * Apple, …).
 *
 * @example
 * ```ts
 * const wallets = user.verifiedCredentials.filter((credential) => credential.format === 'blockchain');
 * ```
 */
export type SessionCredential = (
  | {
      readonly id: string;
      readonly format: 'blockchain';
      /** 'solana-wallet' for a wallet the user holds; 'embedded-wallet' for one custody holds. */
      readonly kind: 'solana-wallet' | 'embedded-wallet';
      /** Empty for an embedded wallet whose address is not known yet. */
      readonly address: string;
      readonly chain: 'solana';
      readonly walletName: string;
      readonly walletProperties: {
        readonly turnkeySubOrganizationId: string | undefined;
        readonly isSessionKeyCompatible: boolean;
      };
    }
  | {
      readonly id: string;
      readonly format: 'email';
      readonly kind: 'email';
      readonly email: string;
    }
  | {
      readonly id: string;
      readonly format: 'passkey';
      readonly kind: 'passkey';
      readonly credentialId: string;
    }
  | {
      readonly id: string;
      readonly format: 'oauth';
      readonly kind: 'oauth';
      /** The ID token's issuer, e.g. `https://accounts.google.com`. */
      readonly issuer: string;
      /** The ID token's `sub`: the person at that issuer. */
      readonly subject: string;
      /** The email the token named, when it had one. */
      readonly email?: string;
      /** The server's id for the provider (`google`), when it was signed in or linked with one. */
      readonly provider?: string;
    }
) & {
  /**
   * When it last proved who the user is (ISO 8601): a sign-in with it, or its link. In the
   * session's answer only; the access token leaves it out.
   */
  readonly lastUsedAt?: string;
};

/**
 * The signed-in user: the server's own id and every credential they hold.
 *
 * @example
 * ```ts
 * const { id, verifiedCredentials }: SessionUser = session.user;
 * ```
 */
export interface SessionUser {
  readonly id: string;
  readonly verifiedCredentials: readonly SessionCredential[];
  /** The credential this session was signed in with: its whole life (unlinking it ends the session). */
  readonly lastVerifiedCredentialId: string;
}

/**
 * A session, as sign-in, refresh and linking answer it: a short-lived access token (a JWT the
 * host's backend verifies), when it expires, the user, and in bearer mode the refresh token
 * (single use: each refresh answers a new one).
 *
 * @example
 * ```ts
 * const session: Session = await sessionApi.signInWithWallet(body);
 * await fetch('/api/me', { headers: { Authorization: `Bearer ${session.accessToken}` } });
 * ```
 */
export interface Session {
  readonly accessToken: string;
  /** Epoch milliseconds. */
  readonly accessTokenExpiresAt: number;
  /** Absent in cookie mode, where it is an httpOnly cookie. */
  readonly refreshToken?: string;
  /** Epoch milliseconds: the session ends then, refreshed or not. */
  readonly sessionExpiresAt: number;
  readonly user: SessionUser;
  /** When and how this session last proved a second factor; absent when it never did. */
  readonly mfa?: {
    readonly method: MfaMethod;
    /** Epoch milliseconds. */
    readonly verifiedAt: number;
  };
}

/**
 * What a passkey sign-in answers: the session, and who the custody provider said signed (the
 * user's sub-organization and their user in it), so the SDK goes on without asking it again: the
 * stamped `whoami` is used once, by the server.
 *
 * @example
 * ```ts
 * const { organizationId, userId, user }: PasskeySession = await sessionApi.signInWithPasskey(body);
 * ```
 */
export interface PasskeySession extends Session {
  readonly organizationId: string;
  readonly userId: string;
}

/**
 * What `signOut` answers.
 *
 * @example
 * ```ts
 * const { signedOut }: SignedOut = await sessionApi.signOut({ refreshToken });
 * ```
 */
export interface SignedOut {
  readonly signedOut: true;
}

/**
 * What `signOutEverywhere` answers: how many sessions it ended (this one among them).
 *
 * @example
 * ```ts
 * const { sessions }: SignedOutEverywhere = await sessionApi.signOutEverywhere({});
 * ```
 */
export interface SignedOutEverywhere {
  readonly signedOut: true;
  readonly sessions: number;
}
