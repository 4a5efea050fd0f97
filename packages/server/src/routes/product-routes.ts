import {
  PRODUCT_API_ROUTES,
  type ProductApiRouteName,
  type Session,
} from '@latchkey/core/product-api';
import type { Hono } from 'hono';
import type { ServerEnv } from '../http/server-env.js';
import { ServerError } from '../server-error.js';
import { createEmbeddedUserRoute } from './create-embedded-user-route.js';
import { oauthLoginRoute } from './oauth-login-route.js';
import { optimizeTransactionRoute } from './optimize-transaction-route.js';
import type { ProductRequest, ProductRoute } from './product-request.js';
import { readProductRequest } from './read-product-request.js';
import type { ServerContext } from './server-context.js';
import { carrySession } from './session-carrier.js';
import { signSponsoredTransactionRoute } from './sign-sponsored-transaction-route.js';
import { startEmailLoginRoute } from './start-email-login-route.js';
import { startEmailRecoveryRoute } from './start-email-recovery-route.js';
import { verifyEmailLoginRoute } from './verify-email-login-route.js';

/** The product API's routes, one per call of the contract: a call without a route fails to typecheck. */
const PRODUCT_ROUTES: { readonly [name in ProductApiRouteName]: ProductRoute<name> } = {
  optimizeTransaction: optimizeTransactionRoute,
  signSponsoredTransaction: signSponsoredTransactionRoute,
  createEmbeddedUser: createEmbeddedUserRoute,
  startEmailLogin: startEmailLoginRoute,
  verifyEmailLogin: verifyEmailLoginRoute,
  startEmailRecovery: startEmailRecoveryRoute,
  oauthLogin: oauthLoginRoute,
};

const NO_CACHE = { 'Cache-Control': 'no-store' };

/**
 * Mounts every product API route at `{basePath}{PRODUCT_API_ROUTES[name]}`: `POST` runs the
 * route after `readProductRequest`; any other method is 405.
 *
 * @example
 * ```ts
 * mountProductRoutes(app, '/api/v0', server);
 * ```
 */
export function mountProductRoutes(app: Hono<ServerEnv>, basePath: string, server: ServerContext) {
  const names = Object.keys(PRODUCT_API_ROUTES) as ProductApiRouteName[];
  for (const name of names) {
    const route = PRODUCT_ROUTES[name];
    app.post(
      `${basePath}${PRODUCT_API_ROUTES[name]}`,
      readProductRequest(server, route.needs),
      async (c) => {
        const { body, environmentId, clientAddress, database, signal } = c.var;
        const { settings } = server.sessions;
        const issuer = settings.issuer ?? new URL(c.req.url).origin;
        const request = { body, environmentId, clientAddress, database, signal, issuer };
        const answered: object = await answer(server, name, request);
        // An embedded login's session travels as every session does (cookies in cookie mode).
        if ('session' in answered && answered.session) {
          const session = carrySession(c, settings, answered.session as Session);
          return c.json({ ...answered, session }, 200, NO_CACHE);
        }
        return c.json(answered, 200, NO_CACHE);
      },
    );
  }
  for (const name of names) {
    app.all(`${basePath}${PRODUCT_API_ROUTES[name]}`, (c) => {
      c.header('Allow', 'POST, OPTIONS');
      throw new ServerError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${c.req.path}`);
    });
  }
}

/** One route's answer, typed by its call. */
function answer<name extends ProductApiRouteName>(
  server: ServerContext,
  name: name,
  request: ProductRequest<ProductApiRouteName>,
) {
  return PRODUCT_ROUTES[name].answer(server, request as ProductRequest<name>);
}
