import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../custody/create-api-key.js';
import { apiKeyStamper, createCustodyTestUser } from '../custody/custody-user.fixture.js';
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

const isInvalidOrExpired = (error: unknown) =>
  isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED) &&
  error.message === 'The code is invalid or expired.';

describe('checkRecoveryCredential', () => {
  it('takes a credential younger than 900 s and names its user; refuses it from then on', async () => {
    const { organizationId, userId, client } = await createCustodyTestUser(sandbox, 'recovering');
    const credential = apiKeyStamper();
    const issuedAt = Date.now();
    await createApiKey(client, {
      organizationId,
      userId,
      publicKey: credential.publicKey,
      expirationSeconds: 3600,
    });
    const frameClient = client.withStamper(credential);
    const parent = { organizationId: sandbox.custody.admin.rootOrganizationId };

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

  it('refuses a credential the provider does not know', async () => {
    const stranger = apiKeyStamper();
    const { client } = await createCustodyTestUser(sandbox, 'stranger');
    const refused = await checkRecoveryCredential(client.withStamper(stranger), stranger, {
      organizationId: sandbox.custody.admin.rootOrganizationId,
    }).catch((error: unknown) => error);
    expect(isInvalidOrExpired(refused)).toBe(true);
  });
});
