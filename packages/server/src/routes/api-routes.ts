import {
  API_ROUTES,
  type ApiRouteName,
  LATCHKEY_DEVICE_HEADER,
  LATCHKEY_SESSION_HEADER,
  SESSION_JWKS_PATH,
  type Session,
} from '@latchkey/core/product-api';
import type { Hono } from 'hono';
import type { ServerEnv } from '../http/server-env.js';
import { provenDevice } from '../mfa/device-proof.js';
import { ServerError } from '../server-error.js';
import type { Route, RouteRequest } from './api-route.js';
import { confirmPasskeyEnrollmentRoute } from './confirm-passkey-enrollment-route.js';
import { confirmTotpEnrollmentRoute } from './confirm-totp-enrollment-route.js';
import { createEmbeddedUserRoute } from './create-embedded-user-route.js';
import { exportEmbeddedKeyRoute } from './export-embedded-key-route.js';
import { linkOpenIdRoute } from './link-openid-route.js';
import { linkWalletRoute } from './link-wallet-route.js';
import { listMfaFactorsRoute } from './list-mfa-factors-route.js';
import { oauthLoginRoute } from './oauth-login-route.js';
import { optimizeTransactionRoute } from './optimize-transaction-route.js';
import { passkeySignInRoute } from './passkey-sign-in-route.js';
import { readProductRequest } from './read-product-request.js';
import { refreshSessionRoute } from './refresh-session-route.js';
import { regenerateRecoveryCodesRoute } from './regenerate-recovery-codes-route.js';
import { removeMfaFactorRoute } from './remove-mfa-factor-route.js';
import type { ServerContext } from './server-context.js';
import { carrySession, clearSessionCookies, readSessionTokens } from './session-carrier.js';
import { signInChallengeRoute } from './sign-in-challenge-route.js';
import { signOutEverywhereRoute } from './sign-out-everywhere-route.js';
import { signOutRoute } from './sign-out-route.js';
import { signSponsoredTransactionRoute } from './sign-sponsored-transaction-route.js';
import { startEmailLinkRoute } from './start-email-link-route.js';
import { startEmailLoginRoute } from './start-email-login-route.js';
import { startEmailRecoveryRoute } from './start-email-recovery-route.js';
import { startPasskeyCheckRoute } from './start-passkey-check-route.js';
import { startPasskeyEnrollmentRoute } from './start-passkey-enrollment-route.js';
import { startTotpEnrollmentRoute } from './start-totp-enrollment-route.js';
import { unlinkCredentialRoute } from './unlink-credential-route.js';
import { verifyEmailLinkRoute } from './verify-email-link-route.js';
import { verifyEmailLoginRoute } from './verify-email-login-route.js';
import { verifyMfaRoute } from './verify-mfa-route.js';
import { walletSignInRoute } from './wallet-sign-in-route.js';

/** The server's side of each row of `API_ROUTES`: a row without one fails to typecheck. */
const ROUTES: { readonly [name in ApiRouteName]: Route<name> } = {
  optimizeTransaction: optimizeTransactionRoute,
  signSponsoredTransaction: signSponsoredTransactionRoute,
  createEmbeddedUser: createEmbeddedUserRoute,
  startEmailLogin: startEmailLoginRoute,
  verifyEmailLogin: verifyEmailLoginRoute,
  startEmailRecovery: startEmailRecoveryRoute,
  oauthLogin: oauthLoginRoute,
  createSignInChallenge: signInChallengeRoute,
  signInWithWallet: walletSignInRoute,
  signInWithPasskey: passkeySignInRoute,
  refreshSession: refreshSessionRoute,
  signOut: signOutRoute,
  signOutEverywhere: signOutEverywhereRoute,
  linkWallet: linkWalletRoute,
  startEmailLink: startEmailLinkRoute,
  verifyEmailLink: verifyEmailLinkRoute,
  linkOpenId: linkOpenIdRoute,
  exportEmbeddedKey: exportEmbeddedKeyRoute,
  unlinkCredential: unlinkCredentialRoute,
  listMfaFactors: listMfaFactorsRoute,
  startTotpEnrollment: startTotpEnrollmentRoute,
  confirmTotpEnrollment: confirmTotpEnrollmentRoute,
  startPasskeyEnrollment: startPasskeyEnrollmentRoute,
  confirmPasskeyEnrollment: confirmPasskeyEnrollmentRoute,
  startPasskeyCheck: startPasskeyCheckRoute,
  verifyMfa: verifyMfaRoute,
  removeMfaFactor: removeMfaFactorRoute,
  regenerateRecoveryCodes: regenerateRecoveryCodesRoute,
};

const NO_CACHE = { 'Cache-Control': 'no-store' };
/** Verifiers cache the key set this long; a rotation publishes the new key a while before use. */
const JWKS_MAX_AGE_SECONDS = 300;
const NO_TOKENS = { accessToken: undefined, refreshToken: undefined };

/**
 * Mounts the public keys at `/.well-known/jwks.json` (and under `basePath`, for a server mounted
 * below a host's site), and every row of `API_ROUTES` at `{basePath}{path}`: `POST` runs its
 * route after `readProductRequest` (a session row reads the session's tokens too); any other
 * method is 405. A session the answer carries travels as the carrier says (cookies in cookie
 * mode), and signing out clears it.
 */
export function mountApiRoutes(app: Hono<ServerEnv>, basePath: string, server: ServerContext) {
  for (const path of new Set([SESSION_JWKS_PATH, `${basePath}${SESSION_JWKS_PATH}`])) {
    app.get(path, (c) =>
      c.json({ keys: server.sessions.keys.publicJwks }, 200, {
        'Cache-Control': `public, max-age=${JWKS_MAX_AGE_SECONDS}`,
      }),
    );
  }
  for (const name of Object.keys(API_ROUTES) as ApiRouteName[]) {
    const route = ROUTES[name] as Route<ApiRouteName>;
    const path = `${basePath}${API_ROUTES[name].path}`;
    app.post(path, readProductRequest(server, route.needs), async (c) => {
      const { settings } = server.sessions;
      const { body, bodyBytes, environmentId, clientAddress, database, signal } = c.var;
      const tokens =
        API_ROUTES[name].auth === 'session'
          ? readSessionTokens(c, settings, body, c.req.header(LATCHKEY_SESSION_HEADER))
          : NO_TOKENS;
      const request: RouteRequest<ApiRouteName> = {
        body,
        environmentId,
        clientAddress,
        database,
        signal,
        ...tokens,
        origin: c.req.header('origin'),
        device: await provenDevice(c.req.header(LATCHKEY_DEVICE_HEADER), bodyBytes),
        issuer: settings.issuer ?? new URL(c.req.url).origin,
      };
      const answered: object = await route.answer(server, request);
      if ('accessToken' in answered) {
        return c.json(carrySession(c, settings, answered as Session), 200, NO_CACHE);
      }
      // An embedded login's session travels as every session does.
      if ('session' in answered && answered.session) {
        const session = carrySession(c, settings, answered.session as Session);
        return c.json({ ...answered, session }, 200, NO_CACHE);
      }
      if (name === 'signOut' || name === 'signOutEverywhere') clearSessionCookies(c, settings);
      return c.json(answered, 200, NO_CACHE);
    });
    app.all(path, (c) => {
      c.header('Allow', 'POST, OPTIONS');
      throw new ServerError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${c.req.path}`);
    });
  }
}
