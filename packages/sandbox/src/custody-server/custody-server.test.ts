import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { decryptCredentialBundle, decryptExportBundle } from '@turnkey/crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { toChecksumAddress } from './derive-wallet-account.js';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';

// The server over HTTP, driven as the provider's own client would (its stamper package, its
// crypto package to open bundles); the SDK's client runs against it in
// packages/core/src/custody/custody.integration.test.ts.

const servers: RunningCustodyServer[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function start(stateFile?: string) {
  const server = await startCustodyServer({
    host: '127.0.0.1',
    port: 0,
    ...(stateFile ? { stateFile } : {}),
  });
  servers.push(server);
  return server;
}

function keyPair() {
  const secret = p256.utils.randomSecretKey();
  return { publicKey: bytesToHex(p256.getPublicKey(secret, true)), privateKey: bytesToHex(secret) };
}

async function call(
  server: RunningCustodyServer,
  path: string,
  body: Record<string, unknown>,
  key: { publicKey: string; privateKey: string } = server.admin.rootApiKey,
) {
  const text = JSON.stringify(body);
  const { stampHeaderName, stampHeaderValue } = await new ApiKeyStamper({
    apiPublicKey: key.publicKey,
    apiPrivateKey: key.privateKey,
  }).stamp(text);
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [stampHeaderName]: stampHeaderValue },
    body: text,
  });
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: the test reads the provider's JSON as it comes.
    body: (await response.json()) as Record<string, any>,
    text,
    stampHeaderValue,
  };
}

const submit = (type: string, organizationId: string, parameters: Record<string, unknown>) => ({
  type,
  timestampMs: String(Date.now()),
  organizationId,
  parameters,
});

async function subOrganization(server: RunningCustodyServer) {
  const user = keyPair();
  const created = await call(
    server,
    '/public/v1/submit/create_sub_organization',
    submit('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7', server.admin.rootOrganizationId, {
      subOrganizationName: 'sub',
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: 'user',
          userEmail: 'user@example.com',
          apiKeys: [
            { apiKeyName: 'k', publicKey: user.publicKey, curveType: 'API_KEY_CURVE_P256' },
          ],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      wallet: {
        walletName: 'w',
        accounts: [
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
        ],
      },
    }),
  );
  expect(created.status).toBe(200);
  const result = created.body.activity.result.createSubOrganizationResultV7;
  return {
    user,
    organizationId: result.subOrganizationId as string,
    walletId: result.wallet.walletId as string,
    solana: result.wallet.addresses[0] as string,
    ethereum: result.wallet.addresses[1] as string,
  };
}

describe('custody server', () => {
  it('signs secp256k1 payloads with a recovery id that recovers the EIP-55 account address', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const org = await subOrganization(server);
    expect(org.ethereum).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(toChecksumAddress(org.ethereum.toLowerCase())).toBe(org.ethereum);
    const payload = new TextEncoder().encode('hello evm');
    const signed = await call(
      server,
      '/public/v1/submit/sign_raw_payload',
      submit('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', org.organizationId, {
        signWith: org.ethereum,
        payload: bytesToHex(payload),
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_KECCAK256',
      }),
      org.user,
    );
    const { r, s, v } = signed.body.activity.result.signRawPayloadResult;
    const signature = secp256k1.Signature.fromBytes(
      hexToBytes(`${r}${s}`),
      'compact',
    ).addRecoveryBit(Number.parseInt(v, 16));
    const point = signature.recoverPublicKey(keccak_256(payload)).toBytes(false);
    expect(toChecksumAddress(bytesToHex(keccak_256(point.subarray(1)).subarray(12)))).toBe(
      org.ethereum,
    );
  });

  it('seals credential bundles and export bundles that the provider crypto package opens', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const org = await subOrganization(server);
    const frame = p256.utils.randomSecretKey();
    const target = bytesToHex(p256.getPublicKey(frame, false));

    const session = await call(
      server,
      '/public/v1/submit/create_read_write_session',
      submit('ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', org.organizationId, {
        targetPublicKey: target,
        expirationSeconds: '900',
      }),
      org.user,
    );
    const { credentialBundle } = session.body.activity.result.createReadWriteSessionResultV2;
    const apiPrivateKey = decryptCredentialBundle(credentialBundle, bytesToHex(frame));
    const apiKey = {
      privateKey: apiPrivateKey,
      publicKey: bytesToHex(p256.getPublicKey(hexToBytes(apiPrivateKey), true)),
    };
    const me = await call(
      server,
      '/public/v1/query/whoami',
      { organizationId: org.organizationId },
      apiKey,
    );
    expect(me.status).toBe(200);
    const exportAccount = () =>
      submit('ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT', org.organizationId, {
        address: org.solana,
        targetPublicKey: target,
      });
    // A read-write session is a session key: it cannot export; the user's own key can.
    const bySession = await call(
      server,
      '/public/v1/submit/export_wallet_account',
      exportAccount(),
      apiKey,
    );
    expect(bySession.status).toBe(403);

    const exported = await call(
      server,
      '/public/v1/submit/export_wallet_account',
      exportAccount(),
      org.user,
    );
    const { exportBundle } = exported.body.activity.result.exportWalletAccountResult;
    const seed = await decryptExportBundle({
      exportBundle,
      embeddedKey: bytesToHex(frame),
      organizationId: org.organizationId,
      dangerouslyOverrideSignerPublicKey: server.enclavePublicKey,
      returnMnemonic: false,
    });
    const { ed25519 } = await import('@noble/curves/ed25519.js');
    const { getBase58Decoder } = await import('@solana/kit');
    expect(getBase58Decoder().decode(ed25519.getPublicKey(hexToBytes(seed)))).toBe(org.solana);

    const wallet = await call(
      server,
      '/public/v1/submit/export_wallet',
      submit('ACTIVITY_TYPE_EXPORT_WALLET', org.organizationId, {
        walletId: org.walletId,
        targetPublicKey: target,
      }),
      org.user,
    );
    const mnemonic = await decryptExportBundle({
      exportBundle: wallet.body.activity.result.exportWalletResult.exportBundle,
      embeddedKey: bytesToHex(frame),
      organizationId: org.organizationId,
      dangerouslyOverrideSignerPublicKey: server.enclavePublicKey,
      returnMnemonic: true,
    });
    expect(mnemonic.split(' ')).toHaveLength(12);
    // Another organization's id, or another enclave, and the bundle is refused.
    await expect(
      decryptExportBundle({
        exportBundle,
        embeddedKey: bytesToHex(frame),
        organizationId: server.admin.rootOrganizationId,
        dangerouslyOverrideSignerPublicKey: server.enclavePublicKey,
        returnMnemonic: false,
      }),
    ).rejects.toThrow();
  });

  it('lets a session key read and sign but never take the wallet over, nor revoke a lasting key', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const org = await subOrganization(server);
    const session = keyPair();
    const authorized = await call(
      server,
      '/public/v1/submit/create_api_keys',
      submit('ACTIVITY_TYPE_CREATE_API_KEYS_V2', org.organizationId, {
        apiKeys: [
          {
            apiKeyName: 'session',
            publicKey: session.publicKey,
            curveType: 'API_KEY_CURVE_P256',
            expirationSeconds: '900',
          },
        ],
      }),
      org.user,
    );
    expect(authorized.status).toBe(200);
    const [sessionKeyId] = authorized.body.activity.result.createApiKeysResult.apiKeyIds;
    const frameKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
    const bySession = (path: string, type: string, parameters: Record<string, unknown>) =>
      call(
        server,
        `/public/v1/submit/${path}`,
        submit(type, org.organizationId, parameters),
        session,
      );

    const signed = await bySession('sign_raw_payload', 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', {
      signWith: org.solana,
      payload: '01',
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
    });
    expect(signed.status).toBe(200);
    const renamed = await bySession('update_user', 'ACTIVITY_TYPE_UPDATE_USER', {
      userName: 'renamed',
      userTagIds: [],
    });
    expect(renamed.status).toBe(200);

    const takeovers = await Promise.all([
      bySession('export_wallet_account', 'ACTIVITY_TYPE_EXPORT_WALLET_ACCOUNT', {
        address: org.solana,
        targetPublicKey: frameKey,
      }),
      bySession('export_wallet', 'ACTIVITY_TYPE_EXPORT_WALLET', {
        walletId: org.walletId,
        targetPublicKey: frameKey,
      }),
      bySession('create_api_keys', 'ACTIVITY_TYPE_CREATE_API_KEYS_V2', {
        apiKeys: [{ apiKeyName: 'mine now', publicKey: keyPair().publicKey }],
      }),
      bySession('create_authenticators', 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2', {
        authenticators: [],
      }),
      bySession('create_read_write_session', 'ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2', {
        targetPublicKey: frameKey,
      }),
      bySession('update_user', 'ACTIVITY_TYPE_UPDATE_USER', {
        userEmail: 'attacker@example.com',
        userTagIds: [],
      }),
      bySession('create_users', 'ACTIVITY_TYPE_CREATE_USERS_V3', { users: [] }),
    ]);
    for (const refused of takeovers) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^permission denied: a session key cannot /);
    }
    const keys = await call(
      server,
      '/public/v1/query/get_api_keys',
      { organizationId: org.organizationId },
      org.user,
    );
    const longLived = keys.body.apiKeys.find(
      (key: { apiKeyId: string }) => key.apiKeyId !== sessionKeyId,
    ).apiKeyId;
    const deleteOther = await bySession('delete_api_keys', 'ACTIVITY_TYPE_DELETE_API_KEYS', {
      apiKeyIds: [longLived],
    });
    expect(deleteOther.status).toBe(403);
    expect(deleteOther.body.message).toBe(
      "permission denied: a session key can delete only itself and its user's email, one-time-code and recovery credentials",
    );

    const revoked = await bySession('delete_api_keys', 'ACTIVITY_TYPE_DELETE_API_KEYS', {
      apiKeyIds: [sessionKeyId],
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.activity.result.deleteApiKeysResult.apiKeyIds).toEqual([sessionKeyId]);
    const afterwards = await call(
      server,
      '/public/v1/query/whoami',
      { organizationId: org.organizationId },
      session,
    );
    expect(afterwards.status).toBe(401);
    expect(afterwards.body.message).toMatch(/^could not find public key/);
  });

  it('refuses a replayed stamp, a stale timestamp, and a parent key acting inside a sub-organization', {
    timeout: 60_000,
  }, async () => {
    const server = await start();
    const org = await subOrganization(server);
    const body = submit('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', org.organizationId, {
      signWith: org.solana,
      payload: '01',
      encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
      hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
    });
    const first = await call(server, '/public/v1/submit/sign_raw_payload', body, org.user);
    expect(first.status).toBe(200);
    const replay = await fetch(`${server.url}/public/v1/submit/sign_raw_payload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Stamp': first.stampHeaderValue },
      body: first.text,
    });
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { message: string }).message).toMatch(/already used/);
    // The same signature re-encoded (s → n − s verifies just as well) is the same request: refused.
    const stamp = JSON.parse(Buffer.from(first.stampHeaderValue, 'base64url').toString()) as {
      signature: string;
    };
    const signature = p256.Signature.fromBytes(hexToBytes(stamp.signature), 'der');
    const malleated = new p256.Signature(signature.r, p256.Point.CURVE().n - signature.s);
    const twin = Buffer.from(
      JSON.stringify({ ...stamp, signature: bytesToHex(malleated.toBytes('der')) }),
    ).toString('base64url');
    const malleatedReplay = await fetch(`${server.url}/public/v1/submit/sign_raw_payload`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Stamp': twin },
      body: first.text,
    });
    expect(malleatedReplay.status).toBe(401);
    expect(((await malleatedReplay.json()) as { message: string }).message).toMatch(/already used/);

    const stale = await call(
      server,
      '/public/v1/submit/sign_raw_payload',
      { ...body, timestampMs: String(Date.now() - 10 * 60_000) },
      org.user,
    );
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe(3);

    const parent = await call(server, '/public/v1/submit/sign_raw_payload', {
      ...body,
      timestampMs: String(Date.now()),
    });
    expect(parent.status).toBe(403);
    expect(parent.body.code).toBe(7);
    const parentRead = await call(server, '/public/v1/query/list_wallets', {
      organizationId: org.organizationId,
    });
    expect(parentRead.status).toBe(200);
  });

  it('answers the provider error shape, with its detail codes', { timeout: 60_000 }, async () => {
    const server = await start();
    const stranger = await call(
      server,
      '/public/v1/query/whoami',
      { organizationId: server.admin.rootOrganizationId },
      keyPair(),
    );
    expect(stranger.status).toBe(401);
    expect(stranger.body).toEqual({
      code: 16,
      message: 'could not find public key in organization or its parent organization',
      details: [
        {
          '@type': 'type.googleapis.com/errors.v1.TurnkeyErrorDetail',
          turnkeyErrorCode: 'PUBLIC_KEY_NOT_FOUND',
        },
      ],
    });
    const unstamped = await fetch(`${server.url}/public/v1/query/whoami`, {
      method: 'POST',
      body: JSON.stringify({ organizationId: server.admin.rootOrganizationId }),
    });
    expect(((await unstamped.json()) as { message: string }).message).toBe(
      'malformed activity stamp',
    );
    const { root } = { root: server.admin.rootApiKey };
    const text = JSON.stringify({ organizationId: server.admin.rootOrganizationId });
    const { stampHeaderValue } = await new ApiKeyStamper({
      apiPublicKey: root.publicKey,
      apiPrivateKey: root.privateKey,
    }).stamp(`${text} `);
    const tampered = await fetch(`${server.url}/public/v1/query/whoami`, {
      method: 'POST',
      headers: { 'X-Stamp': stampHeaderValue },
      body: text,
    });
    expect(((await tampered.json()) as { message: string }).message).toBe(
      'could not verify api key signature',
    );
  });

  it('keeps its organizations, keys and wallets in the state file across a restart', {
    timeout: 60_000,
  }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'custody-'));
    folders.push(folder);
    const file = join(folder, 'custody.json');
    const first = await start(file);
    const org = await subOrganization(first);
    await first.close();
    servers.splice(servers.indexOf(first), 1);
    expect(readFileSync(file, 'utf8')).toContain(org.organizationId);

    const again = await start(file);
    expect(again.admin.rootOrganizationId).toBe(first.admin.rootOrganizationId);
    expect(again.enclavePublicKey).toBe(first.enclavePublicKey);
    const accounts = await call(
      again,
      '/public/v1/query/list_wallet_accounts',
      { organizationId: org.organizationId },
      org.user,
    );
    expect(accounts.body.accounts.map((account: { address: string }) => account.address)).toEqual([
      org.solana,
      org.ethereum,
    ]);
  });
});
