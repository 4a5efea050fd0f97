import { oauthNonce } from '@latchkey/core/product-api/client';
import { type RunningCustodyServer, startCustodyServer } from '@latchkey/sandbox';
// Test-only: the sandbox's real OpenID provider (oidc-provider), as the custody emulator trusts it.
import { type RunningOpenIdProvider, startOpenIdProvider } from '@latchkey/sandbox/testing';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { createLatchkeyServer, type LatchkeyServerOptions } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import type { EmbeddedLimits } from '../embedded/embedded-limits.js';
import { custodyParametersOf } from '../testing/custody-parameters.fixture.js';

/**
 * For tests: the sandbox's OpenID provider ("Sandbox Google" and "Sandbox Apple"), its custody
 * emulator (trusting Sandbox Google's verified emails) and a product server on PGlite with the
 * providers `google` (trusted for email), `apple` (not) and `down` (an issuer nobody answers),
 * plus helpers to call `oauthLogin` and make session keys.
 */
export async function startOAuthServer(
  options: { limits?: Partial<EmbeddedLimits>; server?: Partial<LatchkeyServerOptions> } = {},
) {
  const openId: RunningOpenIdProvider = await startOpenIdProvider({ host: '127.0.0.1', port: 0 });
  const custody: RunningCustodyServer = await startCustodyServer({
    host: '127.0.0.1',
    port: 0,
    oauthEmailIssuers: [openId.issuers.google],
  });
  const database: Database = await createPgliteDatabase();
  let clock = Date.now();
  const server = await createLatchkeyServer({
    database,
    environments: { acme: { authToken: 'pk_acme' } },
    custody: custodyParametersOf(custody),
    oauth: {
      providers: {
        google: {
          issuer: openId.issuers.google,
          ...openId.clients.google,
          trustVerifiedEmail: true,
        },
        apple: { issuer: openId.issuers.apple, ...openId.clients.apple, trustVerifiedEmail: false },
        down: { issuer: 'http://127.0.0.1:9/nobody', clientId: 'down-client' },
      },
    },
    embeddedLimits: {
      oauthLoginsPerIp: { max: 10_000, windowSeconds: 3600 },
      oauthLoginsPerSubject: { max: 10_000, windowSeconds: 3600 },
      ...options.limits,
    },
    onError: () => {},
    // A new millisecond per call: the custody server refuses the same signed body twice.
    now: () => Math.max(++clock, Date.now()),
    ...options.server,
  });
  const post = async (
    path: string,
    body: unknown,
    clientIp = '198.51.100.30',
    headers: Record<string, string> = {},
  ) => {
    const response = await server.fetch(
      new Request(`http://server/api/v0${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer pk_acme',
          ...headers,
        },
        body:
          typeof body === 'string'
            ? body
            : JSON.stringify({ environmentId: 'acme', ...(body as object) }),
      }),
      { clientIp },
    );
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON as it comes.
    return { status: response.status, body: json as Record<string, any> };
  };
  return {
    openId,
    custody,
    server,
    database,
    post,
    oauthLogin: (body: Record<string, unknown>, clientIp?: string) =>
      post('/embedded/oauth-login', body, clientIp),
    /** A browser's session key: compressed P-256 hex, and the nonce a token for it carries. */
    sessionKey() {
      const secretKey = p256.utils.randomSecretKey();
      const publicKey = bytesToHex(p256.getPublicKey(secretKey, true));
      return { secretKey, publicKey, nonce: oauthNonce(publicKey) };
    },
    /** Whether `key` can stamp a whoami in `organizationId`: whether it was logged in there. */
    canStamp(key: { publicKey: string; secretKey: Uint8Array }, organizationId: string) {
      const client = new TurnkeyClient(
        { baseUrl: custody.url },
        new ApiKeyStamper({
          apiPublicKey: key.publicKey,
          apiPrivateKey: bytesToHex(key.secretKey),
        }),
      );
      return client.getWhoami({ organizationId }).then(
        () => true,
        () => false,
      );
    },
    async stop() {
      await server.close();
      await custody.close();
      await openId.close();
    },
  };
}

/** The running stack {@link startOAuthServer} gives. */
export type OAuthServerStack = Awaited<ReturnType<typeof startOAuthServer>>;
