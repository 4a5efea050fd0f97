import type { CustodyClient } from '../custody/create-custody-client.js';
import type { Database } from '../database/database.js';
import { createUserOrganization } from '../embedded/create-user-organization.js';
import { findUserByEmail } from '../embedded/find-user-by-email.js';
import { findUserByCredential } from '../users/find-user-by-credential.js';
import type { OAuthProvider } from './oauth-provider-settings.js';
import type { VerifiedIdToken } from './verify-id-token.js';

/** The custody user an OpenID sign-in logs in, and whether the sign-in made them. */
export interface OAuthUser {
  readonly organizationId: string;
  readonly custodyUserId: string;
  readonly address: string | undefined;
  readonly created: boolean;
}

/**
 * The user a verified ID token signs in: the one holding its provider account (issuer and
 * subject); else, when the token's email is verified and the provider is trusted for email, the
 * user with that email; else a new sub-organization with the provider attached to its root user
 * (its email given to the custody provider only when verified and trusted, so an unverified
 * email never becomes anyone's).
 */
export async function findOAuthUser(
  context: { database: Database; custody: CustodyClient; now: () => number },
  login: {
    provider: OAuthProvider;
    verified: VerifiedIdToken;
    idToken: string;
    /** The token's email, normalized, when it may reach an existing user. */
    linkableEmail: string | undefined;
  },
): Promise<OAuthUser> {
  const { provider, verified, linkableEmail } = login;
  const held = await findUserByCredential(context.database, {
    kind: 'oauth',
    issuer: verified.issuer,
    subject: verified.subject,
  });
  const wallet = held?.credentials.find((credential) => credential.kind === 'embedded-wallet');
  if (wallet?.turnkeySubOrganizationId && wallet.turnkeyUserId) {
    return {
      organizationId: wallet.turnkeySubOrganizationId,
      custodyUserId: wallet.turnkeyUserId,
      address: wallet.address ?? undefined,
      created: false,
    };
  }
  if (linkableEmail) {
    const found = await findUserByEmail(context, linkableEmail);
    if (found) {
      return {
        organizationId: found.organizationId,
        custodyUserId: found.userId,
        address: undefined,
        created: false,
      };
    }
  }
  const made = await createUserOrganization(
    context.custody,
    {
      userName: linkableEmail ?? `${provider.id} ${verified.subject}`,
      ...(linkableEmail ? { userEmail: linkableEmail } : {}),
      oauthProviders: [{ providerName: provider.id, oidcToken: login.idToken }],
    },
    { now: context.now },
  );
  return {
    organizationId: made.organizationId,
    custodyUserId: made.userId,
    address: made.wallet.addresses[0],
    created: true,
  };
}
