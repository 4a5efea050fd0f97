import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../http/start-http-server.js';
import { authorizeEnvironment } from './authorize-environment.js';
import type { CustodyBackend } from './custody-backend.js';
import { createEmbeddedUser } from './embedded-users-route.js';
import { PRODUCT_API_BASE_PATH, type ProductApiEnvironment } from './optimize-transaction-route.js';
import { ProductApiError } from './product-api-error.js';
import { readJsonBody } from './read-json-body.js';
import { isRecord, sendJson } from './send-json.js';

/** `POST` here emails a one-time code (signing the user up first when the email is new). */
export const EMAIL_LOGIN_PATH = `${PRODUCT_API_BASE_PATH}/embedded/email-login`;
/** `POST` here trades the code for a credential sealed to the auth frame's key. */
export const EMAIL_LOGIN_VERIFY_PATH = `${EMAIL_LOGIN_PATH}/verify`;

function text(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') {
    throw new ProductApiError(400, 'INVALID_REQUEST', `${name} is required`);
  }
  return value;
}

/**
 * Email login for embedded wallets, as a host's backend runs it with the parent organization's
 * key: `email-login` finds the user's sub-organization by email (or signs them up) and has the
 * custody provider email a one-time code; `email-login/verify` trades the code for a credential
 * sealed to the auth frame's key ('The code is invalid or expired.' when it is not good).
 *
 * @example
 * ```ts
 * routes.push(createEmailLoginRoute({ environments, custody }));
 * ```
 */
export function createEmailLoginRoute(parameters: {
  environments: Readonly<Record<string, ProductApiEnvironment>>;
  custody: CustodyBackend;
  appName?: string;
}): RouteHandler {
  const { custody } = parameters;
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://product-api').pathname;
    if (path !== EMAIL_LOGIN_PATH && path !== EMAIL_LOGIN_VERIFY_PATH) return false;
    try {
      if (request.method !== 'POST') {
        throw new ProductApiError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${path}`);
      }
      const body = await readJsonBody(request);
      if (!isRecord(body))
        throw new ProductApiError(400, 'INVALID_REQUEST', 'The body must be an object');
      authorizeEnvironment(parameters.environments, body.environmentId, request, response);
      if (path === EMAIL_LOGIN_PATH) {
        const email = text(body, 'email').trim().toLowerCase();
        if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
          throw new ProductApiError(400, 'INVALID_REQUEST', 'email must be an email address');
        }
        const found = (await custody.query('get_sub_org_ids', {
          organizationId: custody.organizationId,
          filterType: 'EMAIL',
          filterValue: email,
        })) as { organizationIds?: string[] };
        const organizationId =
          found.organizationIds?.[0] ??
          (await createEmbeddedUser(custody, { email })).organizationId;
        const result = await custody.submit(
          'init_otp_auth',
          'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
          organizationId,
          {
            otpType: 'OTP_TYPE_EMAIL',
            contact: email,
            appName: parameters.appName ?? 'Latchkey',
          },
        );
        const { otpId } = result.initOtpAuthResultV2 as { otpId: string };
        sendJson(response, 200, { otpId, organizationId });
        return true;
      }
      const organizationId = text(body, 'organizationId');
      const result = await custody.submit('otp_auth', 'ACTIVITY_TYPE_OTP_AUTH', organizationId, {
        otpId: text(body, 'otpId'),
        otpCode: text(body, 'code').trim().toUpperCase(),
        targetPublicKey: text(body, 'targetPublicKey'),
        expirationSeconds: '900',
      });
      const { userId, credentialBundle } = result.otpAuthResult as {
        userId: string;
        credentialBundle: string;
      };
      sendJson(response, 200, { organizationId, userId, credentialBundle });
    } catch (error) {
      if (!(error instanceof ProductApiError)) throw error;
      sendJson(response, error.status, { error: { code: error.code, message: error.message } });
    }
    return true;
  };
}
