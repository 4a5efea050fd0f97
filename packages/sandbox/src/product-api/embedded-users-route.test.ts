import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softwarePasskey } from '../custody-server/software-passkey.fixture.js';
import {
  SANDBOX_EPHEMERAL_PORTS,
  SANDBOX_PRODUCT_API_ENVIRONMENT,
  type Sandbox,
  startSandbox,
} from '../start-sandbox.js';

// Sign-up through the product API: it makes the user's sub-organization at the custody server
// with the passkey's attestation, and the passkey then signs in knowing only the parent
// organization.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

const { environmentId, authToken } = SANDBOX_PRODUCT_API_ENVIRONMENT;

function signUp(body: Record<string, unknown>, token: string = authToken) {
  return fetch(`${sandbox.urls.productApi}/embedded/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ environmentId, ...body }),
  });
}

async function custodyQuery(name: string, organizationId: string, stamp: (body: string) => string) {
  const body = JSON.stringify({ organizationId });
  const response = await fetch(`${sandbox.urls.custody}/public/v1/query/${name}`, {
    method: 'POST',
    headers: { 'X-Stamp-Webauthn': stamp(body) },
    body,
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('POST /api/v0/embedded/users', () => {
  it('creates the user with their passkey and a Solana + Ethereum wallet', async () => {
    const passkey = softwarePasskey();
    const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const response = await signUp({
      email: 'ada@example.com',
      passkey: { challenge, attestation: passkey.register(challenge) },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      organizationId: string;
      userId: string;
      verifiedCredentials: {
        address: string;
        chain: string;
        walletProperties: Record<string, unknown>;
      }[];
    };
    expect(answer.verifiedCredentials.map((credential) => credential.chain)).toEqual([
      'solana',
      'evm',
    ]);
    expect(answer.verifiedCredentials[0]?.walletProperties).toEqual({
      turnkeySubOrganizationId: answer.organizationId,
      isSessionKeyCompatible: true,
    });

    const me = await custodyQuery('whoami', sandbox.custody.admin.rootOrganizationId, (body) =>
      passkey.stamp(body),
    );
    expect(me).toMatchObject({
      organizationId: answer.organizationId,
      userId: answer.userId,
      username: 'ada@example.com',
    });
    const accounts = await custodyQuery('list_wallet_accounts', answer.organizationId, (body) =>
      passkey.stamp(body),
    );
    expect((accounts.accounts as { address: string }[]).map((account) => account.address)).toEqual(
      answer.verifiedCredentials.map((credential) => credential.address),
    );
  });

  it('refuses a request without the environment token or without a name for the user', async () => {
    expect((await signUp({ email: 'a@b.c' }, 'wrong')).status).toBe(401);
    const nameless = await signUp({});
    expect(nameless.status).toBe(400);
    expect(await nameless.json()).toEqual({
      error: { code: 'INVALID_REQUEST', message: 'An email or a passkey identifier is required' },
    });
  });
});
