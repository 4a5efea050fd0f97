import { createHash } from 'node:crypto';

/** The two issuers the sandbox serves, by their path under its origin. */
export type OpenIdIssuerName = 'google' | 'apple';

/** An issuer's one registered app. Local and fixed, not secrets: the sandbox's server uses them. */
export interface OpenIdClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** The test accounts every sandbox issuer offers: one whose email is verified, one whose is not. */
export const OPENID_TEST_ACCOUNTS = [
  { email: 'ada@example.com', emailVerified: true },
  { email: 'eve@example.com', emailVerified: false },
] as const;

/** A person at one sandbox issuer, made the first time their email signs in. */
export interface OpenIdAccount {
  /** The issuer's stable id for them (the ID token's `sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
}

/**
 * The subject an issuer gives an email, the same every run: Google-like decimal digits, or
 * Apple-like `000123.<32 hex>.0456`, from a hash of the issuer and the email.
 *
 * @example
 * ```ts
 * openIdSubject('http://127.0.0.1:8840/google', 'google', 'ada@example.com'); // '1093…' (21 digits)
 * ```
 */
export function openIdSubject(issuer: string, name: OpenIdIssuerName, email: string): string {
  const digest = createHash('sha256').update(`${issuer}\n${email.toLowerCase()}`).digest();
  if (name === 'google') {
    const digits = (BigInt(`0x${digest.subarray(0, 10).toString('hex')}`) % 10n ** 20n)
      .toString()
      .padStart(20, '0');
    return `1${digits}`;
  }
  const hex = digest.subarray(0, 16).toString('hex');
  const head = (digest.readUInt16BE(16) % 1_000_000).toString().padStart(6, '0');
  const tail = (digest.readUInt16BE(18) % 10_000).toString().padStart(4, '0');
  return `${head}.${hex}.${tail}`;
}

/**
 * An issuer's people, kept in memory and made on the fly by email: signing in again with the same
 * email is the same person (the last choice of "email verified" wins).
 */
export class OpenIdAccounts {
  readonly #bySubject = new Map<string, OpenIdAccount>();

  constructor(
    readonly issuer: string,
    readonly name: OpenIdIssuerName,
  ) {}

  /** The account for this email, made or updated. */
  signIn(email: string, emailVerified: boolean): OpenIdAccount {
    const normalized = email.trim().toLowerCase();
    const account = {
      subject: openIdSubject(this.issuer, this.name, normalized),
      email: normalized,
      emailVerified,
    };
    this.#bySubject.set(account.subject, account);
    return account;
  }

  /** The account with this subject, if anyone signed in as it. */
  find(subject: string): OpenIdAccount | undefined {
    return this.#bySubject.get(subject);
  }

  /**
   * The ID token's claims for an account: Apple writes `email_verified` as the string
   * "true"/"false", Google as a boolean — the sandbox copies both so servers meet each shape.
   */
  claims(account: OpenIdAccount): Record<string, unknown> {
    return {
      sub: account.subject,
      email: account.email,
      email_verified: this.name === 'apple' ? String(account.emailVerified) : account.emailVerified,
    };
  }
}
