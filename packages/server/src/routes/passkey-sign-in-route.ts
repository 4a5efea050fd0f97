import { ServerError } from '../server-error.js';
import { startSession } from '../sessions/start-session.js';
import { takeSignInAttempt } from '../sessions/take-sign-in-attempt.js';
import { verifyPasskeyProof } from '../sessions/verify-passkey-proof.js';
import { findUserByCredential } from '../users/find-user-by-credential.js';
import { insertCredential } from '../users/insert-credential.js';
import type { Route } from './api-route.js';
import { requireCustody, requireSessions } from './server-context.js';

/**
 * A passkey sign-in: the `whoami` the passkey stamped is proven at the custody provider (see
 * `verifyPasskeyProof`), and a session starts for the user whose embedded wallet is that
 * sub-organization, bound to that passkey (recorded as theirs the first time it signs in); the
 * answer names the sub-organization and the provider's user, as `whoami` would have.
 */
export const passkeySignInRoute: Route<'signInWithPasskey'> = {
  needs: 'custody',
  answer: async (server, { body, environmentId, issuer, clientAddress, database }) => {
    const sessions = requireSessions(server);
    const custody = requireCustody(server);
    await takeSignInAttempt(database, sessions, 'passkey-sign-in', clientAddress);
    // Burned in its own statement before the provider is asked: a proof is forwarded once.
    const proven = await verifyPasskeyProof(database, {
      custodyBaseUrl: custody.baseUrl,
      parentOrganizationId: custody.organizationId,
      now: server.now(),
      proof: body.stampedWhoami,
    });
    const user = await findUserByCredential(database, {
      kind: 'embedded-wallet',
      subOrganizationId: proven.organizationId,
    });
    const wallet = user?.credentials.find(
      (credential) =>
        credential.kind === 'embedded-wallet' && credential.value === proven.organizationId,
    );
    if (!user || !wallet) {
      throw new ServerError(
        401,
        'PASSKEY_PROOF_INVALID',
        'The passkey sign-in is not proven: no user of this server holds that wallet',
      );
    }
    const session = await database.transaction(async (tx) => {
      // The session is bound to the passkey that signed. One the user added at the provider
      // (after an email sign-in, on another device) is theirs from now on, proven just now by
      // the provider; held by someone else, the session is bound to the wallet it reached.
      const at = new Date(server.now());
      const passkey =
        user.credentials.find(
          (credential) => credential.kind === 'passkey' && credential.value === proven.credentialId,
        ) ??
        (await insertCredential(
          tx,
          user.userId,
          { kind: 'passkey', credentialId: proven.credentialId },
          at,
        ));
      const provenBy = passkey ?? wallet;
      await tx.query('UPDATE verified_credentials SET last_verified_at = $3 WHERE id IN ($1, $2)', [
        wallet.id,
        provenBy.id,
        at.toISOString(),
      ]);
      return startSession(tx, sessions, {
        issuer,
        environmentId,
        userId: user.userId,
        credentialId: provenBy.id,
      });
    });
    // Who the provider said signed: the SDK goes on from here without asking it again.
    return { ...session, organizationId: proven.organizationId, userId: proven.userId };
  },
};
