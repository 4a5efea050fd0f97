import { randomBytes } from 'node:crypto';

/**
 * The app identity a dapp authorizes with (`identity` in `authorize`).
 *
 * @example
 * ```ts
 * const identity: MwaIdentity = { name: 'Demo', uri: 'https://demo.example', icon: 'favicon.ico' };
 * ```
 */
export interface MwaIdentity {
  readonly name?: string;
  readonly uri?: string;
  readonly icon?: string;
}

/**
 * One authorization the wallet issued: its token, who asked, for which chain, and whether it
 * was revoked (by `deauthorize`).
 *
 * @example
 * ```ts
 * const revoked = wallet.authorizations().filter((entry) => entry.revoked);
 * ```
 */
export interface MwaAuthorization {
  readonly authToken: string;
  readonly identity: MwaIdentity;
  readonly chain: string;
  readonly revoked: boolean;
}

/** The wallet's authorization tokens across sessions, as a wallet app keeps them. */
export interface MwaAuthorizations {
  /** A new, live token for this identity and chain. */
  issue(identity: MwaIdentity, chain: string): MwaAuthorization;
  /** The live authorization for a token; undefined when unknown or revoked. */
  find(authToken: string): MwaAuthorization | undefined;
  /** Revokes a token; false when it was not live. */
  revoke(authToken: string): boolean;
  /** Every token issued, oldest first, revoked ones included. */
  list(): readonly MwaAuthorization[];
}

/** Makes an empty authorization store. */
export function createMwaAuthorizations(): MwaAuthorizations {
  const entries = new Map<string, MwaAuthorization>();
  return {
    issue(identity, chain) {
      const entry = {
        authToken: randomBytes(24).toString('base64url'),
        identity,
        chain,
        revoked: false,
      };
      entries.set(entry.authToken, entry);
      return entry;
    },
    find(authToken) {
      const entry = entries.get(authToken);
      return entry?.revoked ? undefined : entry;
    },
    revoke(authToken) {
      const entry = entries.get(authToken);
      if (!entry || entry.revoked) return false;
      entries.set(authToken, { ...entry, revoked: true });
      return true;
    },
    list: () => [...entries.values()].map((entry) => ({ ...entry })),
  };
}
