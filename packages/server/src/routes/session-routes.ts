import {
  LATCHKEY_SESSION_HEADER,
  SESSION_API_ROUTES,
  SESSION_JWKS_PATH,
  type SessionApiRouteName,
} from '@latchkey/core/product-api';
import type { Hono } from 'hono';
import type { ServerEnv } from '../http/server-env.js';
import { ServerError } from '../server-error.js';
import { linkWalletRoute } from './link-wallet-route.js';
import { passkeySignInRoute } from './passkey-sign-in-route.js';
import { readProductRequest } from './read-product-request.js';
import { refreshSessionRoute } from './refresh-session-route.js';
import type { ServerContext } from './server-context.js';
import { carrySession, clearSessionCookies, readSessionTokens } from './session-carrier.js';
import type { SessionRequest, SessionRoute } from './session-request.js';
import { signInChallengeRoute } from './sign-in-challenge-route.js';
import { signOutEverywhereRoute } from './sign-out-everywhere-route.js';
import { signOutRoute } from './sign-out-route.js';
import { unlinkCredentialRoute } from './unlink-credential-route.js';
import { walletSignInRoute } from './wallet-sign-in-route.js';

/** The session API's routes, one per call of the contract. */
const SESSION_ROUTES: { readonly [name in SessionApiRouteName]: SessionRoute<name> } = {
  createSignInChallenge: signInChallengeRoute,
  signInWithWallet: walletSignInRoute,
  signInWithPasskey: passkeySignInRoute,
  refreshSession: refreshSessionRoute,
  signOut: signOutRoute,
  signOutEverywhere: signOutEverywhereRoute,
  linkWallet: linkWalletRoute,
  unlinkCredential: unlinkCredentialRoute,
};

const NO_CACHE = { 'Cache-Control': 'no-store' };
/** Verifiers cache the key set this long; a rotation publishes the new key a while before use. */
const JWKS_MAX_AGE_SECONDS = 300;

/**
 * Mounts the session API at `{basePath}{SESSION_API_ROUTES[name]}` (POST, after
 * `readProductRequest`; any other method 405) and the public keys at
 * `/.well-known/jwks.json` (and under `basePath`, for a server mounted below a host's site).
 *
 * @example
 * ```ts
 * mountSessionRoutes(app, '/api/v0', server);
 * ```
 */
export function mountSessionRoutes(app: Hono<ServerEnv>, basePath: string, server: ServerContext) {
  const { settings } = server.sessions;
  for (const path of new Set([SESSION_JWKS_PATH, `${basePath}${SESSION_JWKS_PATH}`])) {
    app.get(path, (c) =>
      c.json({ keys: server.sessions.keys.publicJwks }, 200, {
        'Cache-Control': `public, max-age=${JWKS_MAX_AGE_SECONDS}`,
      }),
    );
  }
  const names = Object.keys(SESSION_API_ROUTES) as SessionApiRouteName[];
  for (const name of names) {
    const route = SESSION_ROUTES[name] as SessionRoute<SessionApiRouteName>;
    app.post(
      `${basePath}${SESSION_API_ROUTES[name]}`,
      readProductRequest(server, route.needs),
      async (c) => {
        const { body, environmentId, clientAddress, database, signal } = c.var;
        const tokens = readSessionTokens(c, settings, body, c.req.header(LATCHKEY_SESSION_HEADER));
        const request: SessionRequest<SessionApiRouteName> = {
          body,
          environmentId,
          clientAddress,
          database,
          signal,
          origin: c.req.header('origin'),
          issuer: settings.issuer ?? new URL(c.req.url).origin,
          ...tokens,
        };
        const answer = await route.answer(server, request);
        if ('accessToken' in answer)
          return c.json(carrySession(c, settings, answer), 200, NO_CACHE);
        if (name === 'signOut' || name === 'signOutEverywhere') clearSessionCookies(c, settings);
        return c.json(answer, 200, NO_CACHE);
      },
    );
    app.all(`${basePath}${SESSION_API_ROUTES[name]}`, (c) => {
      c.header('Allow', 'POST, OPTIONS');
      throw new ServerError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${c.req.path}`);
    });
  }
}
