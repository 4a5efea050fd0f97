import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';

// A software passkey (P-256, "none" attestation), made by the WebAuthn rules byte for byte, so the
// server's registration and assertion checks run in Node. The browser's own authenticator drives
// the same checks in the embedded-wallet end-to-end specs.

const ORIGIN = 'http://localhost:5173';
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function softwarePasskey() {
  const secret = p256.utils.randomSecretKey();
  const point = p256.getPublicKey(secret, false);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const rpIdHash = sha256(new TextEncoder().encode('localhost'));
  let counter = 0;
  const counterBytes = () => new Uint8Array(new Uint32Array([counter]).buffer).reverse();
  return {
    credentialId: b64url(credentialId),
    register(challenge: string) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, point.subarray(1, 33)],
        [-3, point.subarray(33)],
      ]);
      const coseKey = isoCBOR.encode(cose);
      const authData = new Uint8Array([
        ...rpIdHash,
        0x41, // user present, attested credential data
        ...counterBytes(),
        ...new Uint8Array(16), // AAGUID
        0,
        credentialId.length,
        ...credentialId,
        ...coseKey,
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      const clientData = { type: 'webauthn.create', challenge, origin: ORIGIN };
      return {
        credentialId: b64url(credentialId),
        clientDataJson: b64url(new TextEncoder().encode(JSON.stringify(clientData))),
        attestationObject: b64url(attestationObject),
        transports: ['AUTHENTICATOR_TRANSPORT_INTERNAL'],
      };
    },
    /** The X-Stamp-Webauthn header for a body, as the provider's webauthn stamper builds it. */
    stamp(body: string, origin = ORIGIN) {
      counter += 1;
      const challenge = b64url(
        new TextEncoder().encode(bytesToHex(sha256(new TextEncoder().encode(body)))),
      );
      const clientDataJson = new TextEncoder().encode(
        JSON.stringify({ type: 'webauthn.get', challenge, origin }),
      );
      const authenticatorData = new Uint8Array([...rpIdHash, 0x01, ...counterBytes()]);
      const signature = p256.sign(
        new Uint8Array([...authenticatorData, ...sha256(clientDataJson)]),
        secret,
        {
          format: 'der',
        },
      );
      return JSON.stringify({
        authenticatorData: b64url(authenticatorData),
        clientDataJson: b64url(clientDataJson),
        credentialId: b64url(credentialId),
        signature: b64url(signature),
      });
    },
  };
}

let server: RunningCustodyServer;
beforeAll(async () => {
  server = await startCustodyServer({ host: '127.0.0.1', port: 0 });
});
afterAll(() => server.close());

async function post(path: string, body: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('passkey stamps', () => {
  it('registers a passkey by attestation, then accepts its assertions as X-Stamp-Webauthn', async () => {
    const passkey = softwarePasskey();
    const challenge = b64url(crypto.getRandomValues(new Uint8Array(32)));
    const create = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
      timestampMs: String(Date.now()),
      organizationId: server.admin.rootOrganizationId,
      parameters: {
        subOrganizationName: 'passkey user',
        rootQuorumThreshold: 1,
        rootUsers: [
          {
            userName: 'passkey user',
            apiKeys: [],
            authenticators: [
              { authenticatorName: 'laptop', challenge, attestation: passkey.register(challenge) },
            ],
            oauthProviders: [],
          },
        ],
      },
    });
    const root = server.admin.rootApiKey;
    const { stampHeaderName, stampHeaderValue } = await new ApiKeyStamper({
      apiPublicKey: root.publicKey,
      apiPrivateKey: root.privateKey,
    }).stamp(create);
    const created = await post('/public/v1/submit/create_sub_organization', create, {
      [stampHeaderName]: stampHeaderValue,
    });
    expect(created.status).toBe(200);
    const organizationId = (
      created.body.activity as { result: Record<string, { subOrganizationId: string }> }
    ).result.createSubOrganizationResultV7?.subOrganizationId as string;

    const whoami = JSON.stringify({ organizationId });
    const accepted = await post('/public/v1/query/whoami', whoami, {
      'X-Stamp-Webauthn': passkey.stamp(whoami),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.organizationId).toBe(organizationId);

    // An assertion is bound to its body, and to an allowed origin.
    const other = JSON.stringify({ organizationId, extra: 1 });
    const wrongBody = await post('/public/v1/query/whoami', other, {
      'X-Stamp-Webauthn': passkey.stamp(whoami),
    });
    expect(wrongBody.body).toMatchObject({
      code: 16,
      message: 'could not verify WebAuthN signature',
    });
    const wrongOrigin = await post('/public/v1/query/whoami', whoami, {
      'X-Stamp-Webauthn': passkey.stamp(whoami, 'https://evil.example'),
    });
    expect(wrongOrigin.body).toMatchObject({
      code: 16,
      message: 'could not verify WebAuthN signature',
    });

    const unknown = softwarePasskey();
    const missing = await post('/public/v1/query/whoami', whoami, {
      'X-Stamp-Webauthn': unknown.stamp(whoami),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      code: 5,
      message: 'webauthn authenticator not found in organization or parent organization',
    });
  });
});
