import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createApiKey } from './create-api-key.js';
import { createCustodySession } from './create-custody-session.js';
import { whoami } from './custody-queries.js';
import { revokeApiKey } from './revoke-api-key.js';

// SPEC §8: on 'could not find public key' (code 16) the session keys are dropped, a new session
// is made with restore ignored, and the call is retried once. The refusal here is the sandbox
// custody server's own, for a session key it no longer (or never) knew.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

const memory = () => createStorage({ adapter: createMemoryStorageAdapter() });

describe("custody session on 'could not find public key'", () => {
  it('makes a new key and runs the call again, once, when the provider forgot the key', async () => {
    const { organizationId, userId, client } = await createCustodyTestUser(sandbox, 'forgotten');
    const authorized: string[] = [];
    const session = createCustodySession({
      storage: memory(),
      authorize: async (publicKey, expirationSeconds) => {
        authorized.push(publicKey);
        await createApiKey(client, { organizationId, userId, publicKey, expirationSeconds });
      },
    });
    let attempts = 0;
    const ask = () =>
      session.run((stamper) => {
        attempts += 1;
        return whoami(client.withStamper(stamper), { organizationId });
      });
    await expect(ask()).resolves.toMatchObject({ userId });
    expect(attempts).toBe(1);

    // The provider deletes the session key (another tab signed out, an admin revoked it).
    await revokeApiKey(client, { organizationId, userId, publicKey: authorized[0] as string });
    attempts = 0;
    await expect(ask()).resolves.toMatchObject({ userId });
    expect(attempts).toBe(2);
    expect(authorized).toHaveLength(2);
    expect(session.current()?.publicKey).toBe(authorized[1]);
  });

  it('runs the call twice at most: a key the provider never knows is refused the second time too', async () => {
    const { organizationId, client } = await createCustodyTestUser(sandbox, 'unknown');
    const authorized: string[] = [];
    // Authorizing "succeeds" without registering the key: the provider never finds it.
    const session = createCustodySession({
      storage: memory(),
      authorize: async (publicKey) => void authorized.push(publicKey),
    });
    let attempts = 0;
    const failure = await session
      .run((stamper) => {
        attempts += 1;
        return whoami(client.withStamper(stamper), { organizationId });
      })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(
      /^Turnkey error 16: could not find public key in organization or its parent organization/,
    );
    expect(attempts).toBe(2);
    expect(authorized).toHaveLength(2);
  });
});
