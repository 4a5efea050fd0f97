/** An API key of a user: a P-256 public key, optionally expiring. */
export interface ApiKeyRecord {
  apiKeyId: string;
  apiKeyName: string;
  /** Compressed P-256 public key, hex. */
  publicKey: string;
  credentialType: string;
  createdAt: number;
  /** Milliseconds since the epoch; absent for keys that never expire. */
  expiresAt?: number;
  expirationSeconds?: string;
}

/** A passkey registered on a user. */
export interface AuthenticatorRecord {
  authenticatorId: string;
  authenticatorName: string;
  /** base64url credential id. */
  credentialId: string;
  /** base64url COSE public key, as @simplewebauthn/server returns it. */
  publicKey: string;
  counter: number;
  transports: string[];
  createdAt: number;
}

/** An OpenID provider a user signs in with: who issued their tokens, for which app, naming whom. */
export interface OAuthProviderRecord {
  providerId: string;
  providerName: string;
  /** The tokens' `iss`. */
  issuer: string;
  /** The tokens' `aud`: the app's client id at the provider. */
  audience: string;
  /** The tokens' `sub`. */
  subject: string;
  createdAt: number;
}

/** A user of an organization. */
export interface UserRecord {
  userId: string;
  userName: string;
  userEmail?: string;
  /** Set when the email was proven by a one-time code (a verification token) at sign-up. */
  emailVerified?: boolean;
  apiKeys: ApiKeyRecord[];
  authenticators: AuthenticatorRecord[];
  /** OpenID providers attached at sign-up, by `create_oauth_providers` or by an email link. */
  oauthProviders?: OAuthProviderRecord[];
}

/** One derived account of a wallet, with the key the server signs with (its HSM stand-in). */
export interface AccountRecord {
  walletAccountId: string;
  walletId: string;
  curve: 'CURVE_ED25519' | 'CURVE_SECP256K1';
  pathFormat: string;
  path: string;
  addressFormat: string;
  address: string;
  /** hex */
  publicKey: string;
  /** hex; never leaves the server except inside an encrypted export bundle. */
  privateKey: string;
  createdAt: number;
}

/** An HD wallet: its mnemonic and derived accounts. */
export interface WalletRecord {
  walletId: string;
  walletName: string;
  mnemonic: string;
  accounts: AccountRecord[];
  exported: boolean;
  createdAt: number;
}

/** An organization (the root, or a user's sub-organization). */
export interface OrganizationRecord {
  organizationId: string;
  organizationName: string;
  parentOrganizationId?: string;
  users: UserRecord[];
  wallets: WalletRecord[];
}

/** A message the server "sent": an email-auth bundle or a one-time code. */
export interface OutboxMessage {
  to: string;
  kind: 'EMAIL_AUTH' | 'RECOVERY' | 'OTP';
  organizationId: string;
  credentialBundle?: string;
  magicLink?: string;
  otpCode?: string;
  sentAt: number;
}

/** Everything the server keeps; written to the state file after every change. */
export interface CustodyState {
  version: 1;
  /** The enclave signing key (P-256 private, hex) that signs export bundles. */
  enclavePrivateKey: string;
  rootOrganizationId: string;
  rootApiKey: { publicKey: string; privateKey: string };
  organizations: Record<string, OrganizationRecord>;
  outbox: OutboxMessage[];
  /** One-time codes sent and not yet used, by otpId. */
  otps?: Record<string, PendingOtp>;
  /** Codes that prove a contact before any user exists (`init_otp`), by otpId. */
  verificationOtps?: Record<string, PendingVerificationOtp>;
  /** Verification tokens issued, by token id: for which parent, and whether a sign-up used one. */
  verificationTokens?: Record<string, { organizationId: string; usedForSignUp: boolean }>;
}

/** A code sent by `init_otp` to a contact that need not belong to anyone yet. */
export interface PendingVerificationOtp {
  otpCode: string;
  contact: string;
  organizationId: string;
  expiresAt: number;
  attemptsLeft: number;
}

/** A one-time code waiting to be entered. */
export interface PendingOtp {
  otpCode: string;
  userId: string;
  organizationId: string;
  expiresAt: number;
  attemptsLeft: number;
}

/** The chain of organizations from `organizationId` up to the root (itself first). */
export function lineage(state: CustodyState, organizationId: string): OrganizationRecord[] {
  const chain: OrganizationRecord[] = [];
  let current = state.organizations[organizationId];
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = current.parentOrganizationId
      ? state.organizations[current.parentOrganizationId]
      : undefined;
  }
  return chain;
}
