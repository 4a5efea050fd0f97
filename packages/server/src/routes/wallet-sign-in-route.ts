import { heldSignInRefusal } from '../sessions/held-sign-in.js';
import { startSessionOrHold } from '../sessions/start-session-or-hold.js';
import { startWalletSession } from '../sessions/start-wallet-session.js';
import { checkWalletSignIn, verifyWalletSignIn } from '../sessions/verify-wallet-sign-in.js';
import { signInUser } from '../users/sign-in-user.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/**
 * Sign-In With Solana, step two: the signed challenge checked and burned, the wallet's user
 * found or made, and a session started, all or nothing. Where a second factor is asked on a new
 * device, the session may be held for one instead, in one transaction with the rest.
 */
export const walletSignInRoute: Route<'signInWithWallet'> = {
  needs: 'sessions',
  answer: async (server, { body, environmentId, origin, issuer, database, device }) => {
    const sessions = requireSessions(server);
    if (!server.mfa.require.has('signInNewDevice')) {
      // Checked first, burned with the rest: one or two statements, no transaction.
      const { address, nonce } = await checkWalletSignIn(database, sessions, {
        environmentId,
        origin,
        body,
      });
      return startWalletSession(database, sessions, {
        issuer,
        environmentId,
        nonce,
        address,
        ...walletName(body.walletName),
      });
    }
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

export function walletName(value: unknown): { walletName?: string } {
  return typeof value === 'string' && value.length > 0 && value.length <= 64
    ? { walletName: value }
    : {};
}
