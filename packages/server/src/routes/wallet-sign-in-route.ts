import { startSession } from '../sessions/start-session.js';
import { verifyWalletSignIn } from '../sessions/verify-wallet-sign-in.js';
import { signInUser } from '../users/sign-in-user.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Sign-In With Solana, step two: the signed challenge checked and burned, the wallet's user
 * found or made, and a session started, all in one transaction.
 */
export const walletSignInRoute: Route<'signInWithWallet'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, origin, issuer, database }) => {
    const sessions = requireSessions(server);
    return database.transaction(async (tx) => {
      const { address } = await verifyWalletSignIn(tx, sessions, { environmentId, origin, body });
      const { userId, credential } = await signInUser(
        tx,
        { kind: 'solana-wallet', address, ...walletName(body.walletName) },
        new Date(server.now()),
      );
      return startSession(tx, sessions, {
        issuer,
        environmentId,
        userId,
        credentialId: credential.id,
      });
    });
  },
};

/** The wallet's name as the SDK reports it, when it is a short plain string. */
export function walletName(value: unknown): { walletName?: string } {
  return typeof value === 'string' && value.length > 0 && value.length <= 64
    ? { walletName: value }
    : {};
}
