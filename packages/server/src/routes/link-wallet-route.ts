import { requireRecentMfa } from '../mfa/require-recent-mfa.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import { signedInAnswer } from '../sessions/session-answer.js';
import { verifyWalletSignIn } from '../sessions/verify-wallet-sign-in.js';
import { keepCredential } from '../users/keep-credential.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';
import { walletName } from './wallet-sign-in-route.js';

/**
 * Links a second wallet to the signed-in user: a Sign-In With Solana round made while signed
 * in. A wallet another user holds is refused (409), never merged. The session stays bound to
 * the credential it was signed in with.
 */
export const linkWalletRoute: Route<'linkWallet'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, origin, issuer, accessToken, database }) => {
    const sessions = requireSessions(server);
    return database.transaction(async (tx) => {
      // Under the user's lock: an unlink that ends this session cannot commit between the
      // check and the link.
      const signedIn = await requireSignedIn(tx, sessions, {
        token: accessToken,
        issuer,
        environmentId,
        lockUser: 'share',
      });
      await requireRecentMfa(tx, server.mfa, {
        userId: signedIn.userId,
        sessionId: signedIn.sessionId,
        action: 'linkCredential',
        nowMs: server.now(),
      });
      const { address } = await verifyWalletSignIn(tx, sessions, { environmentId, origin, body });
      const at = new Date(server.now());
      // A wallet the user already holds is proven again; anyone else's is refused.
      await keepCredential(
        tx,
        signedIn.userId,
        { kind: 'solana-wallet', address, ...walletName(body.walletName) },
        at,
      );
      return signedInAnswer(tx, sessions, { issuer, environmentId, signedIn });
    });
  },
};
