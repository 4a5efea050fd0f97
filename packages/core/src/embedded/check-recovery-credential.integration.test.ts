import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { apiKeyStamper, createCustodyTestUser } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../custody/create-api-key.js';
import { findApiKey } from '../custody/revoke-api-key.js';
import { LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import {
  checkRecoveryCredential,
  RECOVERY_CODE_VALIDITY_SECONDS,
} from './check-recovery-credential.js';

// A recovery credential as the frame would hold it, here an expiring API key of the user, checked
// against the sandbox's custody server at several moments of its life.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

/** A user of the sandbox with a fresh expiring API key: the credential a recovery frame holds. */
async function issueRecoveryCredential(label: string) {
  const { organizationId, userId, client } = await createCustodyTestUser(sandbox, label);
  const credential = apiKeyStamper();
  await createApiKey(client, {
    organizationId,
    userId,
    publicKey: credential.publicKey,
    expirationSeconds: 3600,
  });
  return {
    organizationId,
    userId,
    client,
    credential,
    frameClient: client.withStamper(credential),
    parent: { organizationId: sandbox.custody.admin.rootOrganizationId },
  };
}

const isInvalidOrExpired = (error: unknown) =>
  isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED) &&
  error.message === 'The code is invalid or expired.';

describe('checkRecoveryCredential', () => {
  it('takes a credential younger than 900 s and names its user; refuses it from then on', async () => {
    const issuedAt = Date.now();
    const { organizationId, userId, credential, frameClient, parent } =
      await issueRecoveryCredential('recovering');

    const me = await checkRecoveryCredential(frameClient, credential, parent);
    expect(me).toMatchObject({ organizationId, userId });
    await expect(
      checkRecoveryCredential(frameClient, credential, {
        ...parent,
        now: issuedAt + (RECOVERY_CODE_VALIDITY_SECONDS - 5) * 1000,
      }),
    ).resolves.toMatchObject({ userId });
    const late = await checkRecoveryCredential(frameClient, credential, {
      ...parent,
      now: issuedAt + RECOVERY_CODE_VALIDITY_SECONDS * 1000 + 1000,
    }).catch((error: unknown) => error);
    expect(isInvalidOrExpired(late)).toBe(true);
  });

  it('takes a credential 899 s old and refuses it at 900 s and 901 s, by the provider’s createdAt', async () => {
    const { organizationId, userId, client, credential, frameClient, parent } =
      await issueRecoveryCredential('aging');
    // The moment the custody server says the key was made, in whole seconds as it answers.
    const key = await findApiKey(client, {
      organizationId,
      userId,
      publicKey: credential.publicKey,
    });
    const createdAt = Number(key?.createdAt?.seconds) * 1000;
    expect(createdAt).toBeGreaterThan(0);
    const at = (seconds: number) =>
      checkRecoveryCredential(frameClient, credential, {
        ...parent,
        now: createdAt + seconds * 1000,
      })
        .then(() => 'accepted')
        .catch((error: unknown) => (isInvalidOrExpired(error) ? 'refused' : error));

    expect(await at(0)).toBe('accepted');
    expect(await at(899)).toBe('accepted');
    expect(await at(900)).toBe('refused');
    expect(await at(901)).toBe('refused');
    // A clock behind the key's creation is not a young key either.
    expect(await at(-1)).toBe('refused');
  });

  it('refuses a credential the provider does not know', async () => {
    const stranger = apiKeyStamper();
    const { client } = await createCustodyTestUser(sandbox, 'stranger');
    const refused = await checkRecoveryCredential(client.withStamper(stranger), stranger, {
      organizationId: sandbox.custody.admin.rootOrganizationId,
    }).catch((error: unknown) => error);
    expect(isInvalidOrExpired(refused)).toBe(true);
  });
});
