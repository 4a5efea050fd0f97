import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { apiKeyStamper, rootClient } from '@latchkey/sandbox/testing';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { recordRobustness } from '../robustness/robustness-record.fixture.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { createApiKey } from './create-api-key.js';
import { type CustodyClient, createCustodyClient } from './create-custody-client.js';
import { createCustodySession } from './create-custody-session.js';
import { exportWalletAccount } from './export-wallet-account.js';
import { revokeSignInCredentials } from './revoke-sign-in-credentials.js';

// Issue 24, finding 1: a credential a page script got for itself — a code typed into a look-alike
// prompt, a login or recovery email sent through the frame's credential — exported the wallet,
// and outlived the SDK's sign-out. Here each is made against the sandbox's custody server, exports
// while the user is signed in, and is refused once the sign-out has revoked it.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

const POLLING = { intervalMs: 20, maxPolls: 5 };
const refusal = (error: unknown) =>
  isLatchkeyError(error, LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED) ? error.context : error;
const targetKey = () => bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));

/** A verification token for an email, as the host's backend earns one with the emailed code. */
async function verificationToken(email: string): Promise<string> {
  const root = rootClient(sandbox);
  const organizationId = sandbox.custody.admin.rootOrganizationId;
  const sent = await root.submit('init_otp', {
    type: 'ACTIVITY_TYPE_INIT_OTP_V2',
    organizationId,
    parameters: { otpType: 'OTP_TYPE_EMAIL', contact: email, appName: 'Acme' },
  });
  const otpId = (sent.result?.initOtpResult as { otpId?: string } | undefined)?.otpId;
  const otpCode = sandbox.custody.admin.outbox().at(-1)?.otpCode;
  const verified = await root.submit('verify_otp', {
    type: 'ACTIVITY_TYPE_VERIFY_OTP',
    organizationId,
    parameters: { otpId, otpCode },
  });
  const token = verified.result?.verifyOtpResult as { verificationToken?: string } | undefined;
  return token?.verificationToken ?? '';
}

/** A user who signed up by email, with a lasting credential standing in for their passkey. */
async function emailUser(name: string) {
  const email = `${name}@example.com`;
  const passkey = apiKeyStamper();
  const created = await rootClient(sandbox).submit('create_sub_organization', {
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    organizationId: sandbox.custody.admin.rootOrganizationId,
    parameters: {
      subOrganizationName: name,
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: name,
          userEmail: email,
          apiKeys: [{ apiKeyName: 'passkey', publicKey: passkey.publicKey }],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      wallet: {
        walletName: 'Default',
        accounts: [
          {
            curve: 'CURVE_ED25519',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/501'/0'/0'",
            addressFormat: 'ADDRESS_FORMAT_SOLANA',
          },
        ],
      },
      verificationToken: await verificationToken(email),
    },
  });
  const result = created.result?.createSubOrganizationResultV7 as {
    subOrganizationId: string;
    wallet: { addresses: string[] };
    rootUserIds: string[];
  };
  const owner = { organizationId: result.subOrganizationId, userId: result.rootUserIds[0] ?? '' };
  const client = createCustodyClient({
    baseUrl: sandbox.urls.custody,
    stamper: passkey,
    polling: POLLING,
  });
  return { email, owner, address: result.wallet.addresses[0] ?? '', client };
}

type User = Awaited<ReturnType<typeof emailUser>>;

/** An email-code login as the host's backend runs it: `publicKey` becomes an OTP credential. */
async function otpLogin(user: User, publicKey: string) {
  await rootClient(sandbox).submit('otp_login', {
    type: 'ACTIVITY_TYPE_OTP_LOGIN',
    organizationId: user.owner.organizationId,
    parameters: {
      verificationToken: await verificationToken(user.email),
      publicKey,
      expirationSeconds: '900',
    },
  });
}

const exportWith = (user: User, client: CustodyClient) =>
  exportWalletAccount(client, {
    organizationId: user.owner.organizationId,
    address: user.address,
    targetPublicKey: targetKey(),
  }).then(
    () => 'exported',
    (error: unknown) => refusal(error),
  );

async function credentialTypes(user: User) {
  const { apiKeys } = await user.client.query<{ apiKeys: { credential: { type: string } }[] }>(
    'get_api_keys',
    user.owner,
  );
  return apiKeys.map((key) => key.credential.type).sort();
}

describe('revokeSignInCredentials', () => {
  it('leaves no credential that exports after sign-out, while other devices keep their sessions', async () => {
    const user = await emailUser('signout');
    const { organizationId } = user.owner;
    // The device signed in by email code: its frame holds an OTP credential, which authorized the
    // session key.
    const frame = apiKeyStamper();
    await otpLogin(user, frame.publicKey);
    const frameClient = user.client.withStamper(frame);
    const session = createCustodySession({
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      authorize: (publicKey, expirationSeconds) =>
        createApiKey(frameClient, { ...user.owner, publicKey, expirationSeconds }),
    });
    const sessionClient = user.client.withStamper(await session.getStamper());
    // Another device of the user, signed in with their passkey.
    const otherDevice = apiKeyStamper();
    await createApiKey(user.client, {
      ...user.owner,
      publicKey: otherDevice.publicKey,
      expirationSeconds: 900,
    });

    // The script's ways in: with the session key it can mint nothing any more…
    const minted = await sessionClient
      .submit('init_otp_auth', {
        type: 'ACTIVITY_TYPE_INIT_OTP_AUTH_V3',
        organizationId,
        parameters: { otpType: 'OTP_TYPE_EMAIL', contact: user.email, appName: 'Acme' },
      })
      .catch(refusal);
    expect(minted).toMatchObject({ code: 7 });
    // …but a code typed into its look-alike prompt became a credential of its own, and through
    // the frame's credential it had a login link and a recovery code emailed to its frame key.
    const stolen = apiKeyStamper();
    await otpLogin(user, stolen.publicKey);
    await frameClient.submit('email_auth', {
      type: 'ACTIVITY_TYPE_EMAIL_AUTH_V3',
      organizationId,
      parameters: {
        email: user.email,
        targetPublicKey: targetKey(),
        emailCustomization: { appName: 'Acme' },
      },
    });
    await frameClient.submit('init_user_email_recovery', {
      type: 'ACTIVITY_TYPE_INIT_USER_EMAIL_RECOVERY_V2',
      organizationId,
      parameters: {
        email: user.email,
        targetPublicKey: targetKey(),
        emailCustomization: { appName: 'Acme' },
      },
    });
    const stolenClient = user.client.withStamper(stolen);
    expect(await exportWith(user, stolenClient)).toBe('exported');
    expect(await exportWith(user, frameClient)).toBe('exported');
    expect(await credentialTypes(user)).toEqual([
      'CREDENTIAL_TYPE_API_KEY_P256',
      'CREDENTIAL_TYPE_API_KEY_P256',
      'CREDENTIAL_TYPE_API_KEY_P256',
      'CREDENTIAL_TYPE_EMAIL_AUTH_KEY_P256',
      'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
      'CREDENTIAL_TYPE_OTP_AUTH_KEY_P256',
      'CREDENTIAL_TYPE_RECOVER_USER_KEY_P256',
    ]);

    // Sign-out, as the embedded wallet does it: the session key revokes itself and every
    // sign-in credential of the user.
    let revoked = 0;
    await session.end(async (stamper, publicKey) => {
      revoked = await revokeSignInCredentials(user.client.withStamper(stamper), {
        ...user.owner,
        publicKey,
      });
    });
    expect(revoked).toBe(5);

    const left = [
      await exportWith(user, stolenClient),
      await exportWith(user, frameClient),
      await exportWith(user, sessionClient),
    ];
    for (const answer of left) {
      expect(answer).toMatchObject({ code: 16 });
      expect(String((answer as { message: string }).message)).toMatch(/^could not find public key/);
    }
    // The email link and recovery code are gone with their keys: whoever holds them is refused.
    expect(await credentialTypes(user)).toEqual([
      'CREDENTIAL_TYPE_API_KEY_P256',
      'CREDENTIAL_TYPE_API_KEY_P256',
    ]);
    recordRobustness({
      category: 'attack',
      name: 'export with a credential left after sign-out',
      tried: left.length + 2,
      handled: left.length + 2,
      rejected: left.length + 2,
    });
    // The other device's session and the passkey stay; a session key still cannot export.
    const other = user.client.withStamper(otherDevice);
    await expect(other.query('whoami', { organizationId })).resolves.toMatchObject(user.owner);
    expect(await exportWith(user, other)).toMatchObject({ code: 7 });
  });

  it("falls back on the frame's credential: it revokes itself and the rest", async () => {
    const user = await emailUser('frame-signout');
    const frame = apiKeyStamper();
    await otpLogin(user, frame.publicKey);
    const stolen = apiKeyStamper();
    await otpLogin(user, stolen.publicKey);
    const frameClient = user.client.withStamper(frame);
    const revoked = await revokeSignInCredentials(frameClient, {
      ...user.owner,
      publicKey: frame.publicKey,
    });
    expect(revoked).toBe(2);
    expect(await exportWith(user, user.client.withStamper(stolen))).toMatchObject({ code: 16 });
    expect(await credentialTypes(user)).toEqual(['CREDENTIAL_TYPE_API_KEY_P256']);
    // Nothing left to revoke is not an error.
    expect(await revokeSignInCredentials(user.client, user.owner)).toBe(0);
  });
});
