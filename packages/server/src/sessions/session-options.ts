import {
  ACCESS_TOKEN_SECONDS,
  SESSION_SECONDS,
  SIGN_IN_CHALLENGE_SECONDS,
} from '@latchkey/core/product-api';
import type { JWK } from 'jose';
import type { RateLimit } from '../database/rate-limit.js';

/**
 * How the server issues sessions. Every field has a default fit for the sandbox; production
 * names its `issuer` and passes its own `signingKeys` (`LATCHKEY_SESSION_KEYS`).
 *
 * @example
 * ```ts
 * const sessions: SessionOptions = {
 *   issuer: 'https://auth.acme.example',
 *   signingKeys: JSON.parse(process.env.LATCHKEY_SESSION_KEYS).keys,
 * };
 * ```
 */
export interface SessionOptions {
  /**
   * The tokens' `iss`, and where verifiers find `/.well-known/jwks.json`: this server's public
   * URL. Default: the origin each request was sent to (fine for one host; name it in production).
   */
  issuer?: string | undefined;
  /**
   * Private ES256 JWKs with a `kid` each, newest first: the first signs, every one is published and
   * verifies, so a key is rotated by putting a new one first and retired by removing it once its
   * tokens have expired. Default: one key generated on first start and kept in the database.
   */
  signingKeys?: readonly JWK[] | undefined;
  /** How long an access token is valid. Default 600 s. */
  accessTokenSeconds?: number | undefined;
  /** How long a session lasts, refreshed or not. Default 30 days. */
  sessionSeconds?: number | undefined;
  /** How long a sign-in challenge may be used. Default 300 s. */
  challengeSeconds?: number | undefined;
  /** The line the wallet shows. Default `Sign in to {appName}`. */
  statement?: string | undefined;
  /**
   * `bearer` (default): answers carry the refresh token, the SDK keeps it. `cookie`: the server is
   * mounted on the host's own site; tokens travel as httpOnly, SameSite cookies instead.
   */
  carrier?: 'bearer' | 'cookie' | undefined;
  /**
   * Sign-in challenges issued for one client address (an ask refused as invalid is not counted).
   * Default 60 a minute.
   */
  challengesPerClientAddress?: RateLimit | undefined;
}

/** {@link SessionOptions} with every default applied. */
export interface SessionSettings {
  readonly issuer: string | undefined;
  readonly accessTokenSeconds: number;
  readonly sessionSeconds: number;
  readonly challengeSeconds: number;
  readonly statement: string;
  readonly carrier: 'bearer' | 'cookie';
  readonly challengesPerClientAddress: RateLimit;
}

/** The settings with their defaults. */
export function sessionSettings(
  options: SessionOptions | undefined,
  appName: string,
): SessionSettings {
  return {
    issuer: options?.issuer?.replace(/\/+$/, ''),
    accessTokenSeconds: options?.accessTokenSeconds ?? ACCESS_TOKEN_SECONDS,
    sessionSeconds: options?.sessionSeconds ?? SESSION_SECONDS,
    challengeSeconds: options?.challengeSeconds ?? SIGN_IN_CHALLENGE_SECONDS,
    statement: options?.statement ?? `Sign in to ${appName}`,
    carrier: options?.carrier ?? 'bearer',
    challengesPerClientAddress: options?.challengesPerClientAddress ?? {
      max: 60,
      windowSeconds: 60,
    },
  };
}
