import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createApiKey } from './create-api-key.js';
import { createCustodySession } from './create-custody-session.js';
import { exportWalletAccount } from './export-wallet-account.js';
import { revokeApiKey, stampPublicKey } from './revoke-api-key.js';

// A session key against the sandbox's custody server: it signs, it cannot export, and once the
// session ends with a revocation the provider no longer knows it.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

const refusal = (error: unknown) =>
  isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED) ? error.context : error;

describe('revokeApiKey', () => {
  it('reads the public key a stamper signs with', async () => {
    const session = createCustodySession({
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      authorize: async () => undefined,
    });
    const stamper = await session.getStamper();
    expect(await stampPublicKey(stamper)).toBe(session.current()?.publicKey);
  });

  it('revokes the session key as the session ends; the provider then refuses it', async () => {
    const { organizationId, userId, address, client } = await createCustodyTestUser(
      sandbox,
      'revoke',
    );
    const owner = { organizationId, userId };
    const session = createCustodySession({
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      authorize: (publicKey, expirationSeconds) =>
        createApiKey(client, { ...owner, publicKey, expirationSeconds }),
    });
    const stamper = await session.getStamper();
    const asSession = client.withStamper(stamper);
    await expect(asSession.query('whoami', { organizationId })).resolves.toMatchObject({ userId });

    // What a script holding the key would try: export it to a key of its own.
    const attacker = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
    const exported = await exportWalletAccount(asSession, {
      organizationId,
      address,
      targetPublicKey: attacker,
    }).catch(refusal);
    expect(exported).toMatchObject({ code: 7 });

    await session.end((sessionStamper, publicKey) =>
      revokeApiKey(client.withStamper(sessionStamper), { ...owner, publicKey }),
    );
    expect(session.current()).toBeUndefined();
    const after = await asSession.query('whoami', { organizationId }).catch(refusal);
    expect(after).toMatchObject({ code: 16 });
    expect(String((after as { message: string }).message)).toMatch(/^could not find public key/);
    // The user's own credential is untouched.
    await expect(client.query('whoami', { organizationId })).resolves.toMatchObject({ userId });
  });
});
