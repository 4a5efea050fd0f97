import { heldSignInRefusal } from '../sessions/held-sign-in.js';
import { startSessionOrHold } from '../sessions/start-session-or-hold.js';
import { verifyWalletSignIn } from '../sessions/verify-wallet-sign-in.js';
import { signInUser } from '../users/sign-in-user.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Sign-In With Solana, step two: the signed challenge checked and burned, the wallet's user
 * found or made, and a session started (or held for a second factor on a new device), all in
 * one transaction.
 */
export const walletSignInRoute: Route<'signInWithWallet'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, origin, issuer, database, device }) => {
    const sessions = requireSessions(server);
    const started = await database.transaction(async (tx) => {
      const { address } = await verifyWalletSignIn(tx, sessions, { environmentId, origin, body });
      const { userId, credential } = await signInUser(
        tx,
        { kind: 'solana-wallet', address, ...walletName(body.walletName) },
        new Date(server.now()),
      );
      return startSessionOrHold(tx, sessions, {
        issuer,
        environmentId,
        userId,
        credentialId: credential.id,
        newDevice: { settings: server.mfa, device },
        resume: { kind: 'wallet' },
      });
    });
    if ('held' in started) throw heldSignInRefusal(started);
    return started;
  },
};

/** The wallet's name as the SDK reports it, when it is a short plain string. */
export function walletName(value: unknown): { walletName?: string } {
  return typeof value === 'string' && value.length > 0 && value.length <= 64
    ? { walletName: value }
    : {};
}
