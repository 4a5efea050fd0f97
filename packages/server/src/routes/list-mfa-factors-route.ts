import { mfaFactorList } from '../mfa/mfa-factor-list.js';
import { requireSignedIn } from '../sessions/require-signed-in.js';
import type { Route } from './api-route.js';
import { requireSessions } from './server-context.js';

/** The signed-in user's second factors, their recovery codes left, and what the server guards. */
export const listMfaFactorsRoute: Route<'listMfaFactors'> = {
  needs: 'sessions',
  answer: async (server, { environmentId, issuer, accessToken, database }) => {
    const signedIn = await requireSignedIn(database, requireSessions(server), {
      token: accessToken,
      issuer,
      environmentId,
    });
    return mfaFactorList(database, server.mfa, signedIn.userId);
  },
};
