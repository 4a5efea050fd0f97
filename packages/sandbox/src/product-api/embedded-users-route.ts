import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from '../http/start-http-server.js';
import { authorizeEnvironment } from './authorize-environment.js';
import type { CustodyBackend } from './custody-backend.js';
import { PRODUCT_API_BASE_PATH, type ProductApiEnvironment } from './optimize-transaction-route.js';
import { ProductApiError } from './product-api-error.js';
import { readJsonBody } from './read-json-body.js';
import { isRecord, sendJson } from './send-json.js';

/** `POST` here creates an embedded-wallet user (a sub-organization with a wallet). */
export const EMBEDDED_USERS_PATH = `${PRODUCT_API_BASE_PATH}/embedded/users`;

const WALLET_ACCOUNTS = [
  {
    curve: 'CURVE_ED25519',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/501'/0'/0'",
    addressFormat: 'ADDRESS_FORMAT_SOLANA',
  },
  {
    curve: 'CURVE_SECP256K1',
    pathFormat: 'PATH_FORMAT_BIP32',
    path: "m/44'/60'/0'/0/0",
    addressFormat: 'ADDRESS_FORMAT_ETHEREUM',
  },
];

/**
 * The product API's embedded-wallet sign-up: for an environment's Bearer token, it creates the
 * user's sub-organization under the parent organization — the user named by email or passkey
 * identifier, with their passkey's attestation — and a wallet with a Solana (ed25519) and an
 * Ethereum (secp256k1) account, and answers the verified credentials the SDK builds connectors
 * from.
 *
 * @example
 * ```ts
 * routes.push(createEmbeddedUsersRoute({ environments, custody }));
 * // POST /api/v0/embedded/users { environmentId, email, passkey: { challenge, attestation } }
 * ```
 */
export function createEmbeddedUsersRoute(parameters: {
  environments: Readonly<Record<string, ProductApiEnvironment>>;
  custody: CustodyBackend;
}): RouteHandler {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://product-api').pathname;
    if (path !== EMBEDDED_USERS_PATH) return false;
    try {
      if (request.method !== 'POST') {
        throw new ProductApiError(405, 'METHOD_NOT_ALLOWED', `Use POST for ${path}`);
      }
      const body = await readJsonBody(request);
      if (!isRecord(body))
        throw new ProductApiError(400, 'INVALID_REQUEST', 'The body must be an object');
      authorizeEnvironment(parameters.environments, body.environmentId, request, response);
      const email =
        typeof body.email === 'string' && body.email.includes('@') ? body.email : undefined;
      const identifier =
        typeof body.passkeyIdentifier === 'string' ? body.passkeyIdentifier : undefined;
      if (!email && !identifier) {
        throw new ProductApiError(
          400,
          'INVALID_REQUEST',
          'An email or a passkey identifier is required',
        );
      }
      const passkey = isRecord(body.passkey) ? body.passkey : undefined;
      sendJson(
        response,
        200,
        await createEmbeddedUser(parameters.custody, {
          ...(email ? { email } : {}),
          ...(identifier ? { passkeyIdentifier: identifier } : {}),
          ...(passkey ? { passkey } : {}),
        }),
      );
    } catch (error) {
      if (!(error instanceof ProductApiError)) throw error;
      sendJson(response, error.status, { error: { code: error.code, message: error.message } });
    }
    return true;
  };
}

/**
 * Makes an embedded-wallet user at the custody provider: a sub-organization named for them, their
 * passkey when given, and a wallet with a Solana and an Ethereum account; answers their ids and
 * verified credentials.
 *
 * @example
 * ```ts
 * const user = await createEmbeddedUser(custody, { email: 'ada@example.com' });
 * ```
 */
export async function createEmbeddedUser(
  custody: CustodyBackend,
  user: { email?: string; passkeyIdentifier?: string; passkey?: Record<string, unknown> },
) {
  const userName = (user.email ?? user.passkeyIdentifier) as string;
  const { passkey } = user;
  const result = await custody.submit(
    'create_sub_organization',
    'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    custody.organizationId,
    {
      subOrganizationName: userName,
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName,
          ...(user.email ? { userEmail: user.email } : {}),
          apiKeys: [],
          authenticators: passkey
            ? [
                {
                  authenticatorName:
                    typeof passkey.authenticatorName === 'string'
                      ? passkey.authenticatorName
                      : 'Passkey',
                  challenge: passkey.challenge,
                  attestation: passkey.attestation,
                },
              ]
            : [],
          oauthProviders: [],
        },
      ],
      wallet: { walletName: 'Default', accounts: WALLET_ACCOUNTS },
    },
  );
  const created = result.createSubOrganizationResultV7 as {
    subOrganizationId: string;
    wallet: { walletId: string; addresses: string[] };
    rootUserIds: string[];
  };
  const walletProperties = {
    turnkeySubOrganizationId: created.subOrganizationId,
    isSessionKeyCompatible: true,
  };
  const [solana, evm] = created.wallet.addresses;
  return {
    organizationId: created.subOrganizationId,
    userId: created.rootUserIds[0] as string,
    verifiedCredentials: [
      {
        id: `${created.wallet.walletId}:solana`,
        address: solana,
        chain: 'solana',
        walletName: 'turnkeyhd',
        walletProperties,
      },
      {
        id: `${created.wallet.walletId}:evm`,
        address: evm,
        chain: 'evm',
        walletName: 'turnkeyhd',
        walletProperties,
      },
    ],
  };
}
