// Test-only: the sandbox's software passkey, to sign up the way a browser would.
import { softwarePasskey } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedServerStack,
  startEmbeddedServer,
} from '../testing/embedded-server.fixture.js';

// Passkey sign-up: the server makes the user's sub-organization at the custody server (which
// verifies the attestation) with a Solana and an Ethereum account; the passkey then signs in
// knowing only the parent organization.

let stack: EmbeddedServerStack;
beforeAll(async () => {
  stack = await startEmbeddedServer({ signUpsPerIp: { max: 2, windowSeconds: 3600 } });
});
afterAll(() => stack?.stop());

const signUp = (body: Record<string, unknown>, clientIp = '198.51.100.30') =>
  stack.post('/embedded/users', body, clientIp);

async function custodyQuery(name: string, organizationId: string, stamp: (body: string) => string) {
  const body = JSON.stringify({ organizationId });
  const response = await fetch(`${stack.custody.url}/public/v1/query/${name}`, {
    method: 'POST',
    headers: { 'X-Stamp-Webauthn': stamp(body) },
    body,
  });
  return (await response.json()) as Record<string, unknown>;
}

const newPasskey = () => {
  const passkey = softwarePasskey();
  const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  return { passkey, registration: { challenge, attestation: passkey.register(challenge) } };
};

describe('POST /api/v0/embedded/users', () => {
  it('creates the user with their passkey and a Solana + Ethereum wallet', async () => {
    const { passkey, registration } = newPasskey();
    const { status, body } = await signUp({ email: 'ada@example.com', passkey: registration });
    expect(status).toBe(200);
    expect(
      body.verifiedCredentials.map((credential: { chain: string }) => credential.chain),
    ).toEqual(['solana', 'evm']);
    expect(body.verifiedCredentials[0].walletProperties).toEqual({
      turnkeySubOrganizationId: body.organizationId,
      isSessionKeyCompatible: true,
    });
    const me = await custodyQuery('whoami', stack.custody.admin.rootOrganizationId, (text) =>
      passkey.stamp(text),
    );
    expect(me).toMatchObject({
      organizationId: body.organizationId,
      userId: body.userId,
      username: 'ada@example.com',
    });
    const accounts = await custodyQuery('list_wallet_accounts', body.organizationId, (text) =>
      passkey.stamp(text),
    );
    expect((accounts.accounts as { address: string }[]).map((account) => account.address)).toEqual(
      body.verifiedCredentials.map((credential: { address: string }) => credential.address),
    );
    // The email only names the user: it is not attached, so it proves and captures nothing.
    const user = await custodyQuery('get_users', body.organizationId, (text) =>
      passkey.stamp(text),
    );
    expect((user.users as { userEmail?: string }[])[0]?.userEmail).toBeUndefined();
  });

  it('needs a name and a passkey, and limits sign-ups per client address', async () => {
    expect(await signUp({ passkey: newPasskey().registration })).toEqual({
      status: 400,
      body: {
        error: { code: 'INVALID_REQUEST', message: 'An email or a passkey identifier is required' },
      },
    });
    expect((await signUp({ email: 'no-passkey@example.com' })).status).toBe(400);
    const ip = '203.0.113.40';
    expect(
      (await signUp({ passkeyIdentifier: 'one', passkey: newPasskey().registration }, ip)).status,
    ).toBe(200);
    expect(
      (await signUp({ passkeyIdentifier: 'two', passkey: newPasskey().registration }, ip)).status,
    ).toBe(200);
    expect(
      await signUp({ passkeyIdentifier: 'three', passkey: newPasskey().registration }, ip),
    ).toMatchObject({
      status: 429,
      body: { error: { code: 'RATE_LIMITED' } },
    });
  });
});
