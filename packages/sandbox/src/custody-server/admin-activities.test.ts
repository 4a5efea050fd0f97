import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { afterEach, describe, expect, it } from 'vitest';
import { stampedPost } from './stamped-post.fixture.js';
import { type RunningCustodyServer, startCustodyServer } from './start-custody-server.js';

// `admin.activities()`: what a test reads to know whether the server signed anything.

const servers: RunningCustodyServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const submit = (type: string, organizationId: string, parameters: Record<string, unknown>) => ({
  type,
  timestampMs: String(Date.now()),
  organizationId,
  parameters,
});

describe('custody admin activities', () => {
  it('lists every activity taken, with its organization, time and status, and nothing refused', {
    timeout: 60_000,
  }, async () => {
    let clock = Date.now();
    const server = await startCustodyServer({ host: '127.0.0.1', port: 0, now: () => clock });
    servers.push(server);
    const { rootApiKey, rootOrganizationId } = server.admin;
    const secret = p256.utils.randomSecretKey();
    const user = {
      publicKey: bytesToHex(p256.getPublicKey(secret, true)),
      privateKey: bytesToHex(secret),
    };
    const created = await stampedPost(
      server.url,
      '/public/v1/submit/create_sub_organization',
      submit('ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7', rootOrganizationId, {
        subOrganizationName: 'sub',
        rootQuorumThreshold: 1,
        rootUsers: [
          {
            userName: 'user',
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
          ],
        },
      }),
      rootApiKey,
    );
    const { subOrganizationId, wallet } =
      created.body.activity.result.createSubOrganizationResultV7;
    const sign = (payload: string) =>
      stampedPost(
        server.url,
        '/public/v1/submit/sign_raw_payload',
        submit('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', subOrganizationId, {
          signWith: wallet.addresses[0],
          payload,
          encoding: 'PAYLOAD_ENCODING_TEXT_UTF8',
          hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
        }),
        user,
      );
    const createdAt = clock;
    expect(server.admin.activities()).toEqual([
      {
        id: created.body.activity.id,
        type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
        organizationId: rootOrganizationId,
        status: 'ACTIVITY_STATUS_COMPLETED',
        at: createdAt,
      },
    ]);

    // A query and a refused submit (a parent's key acting in the sub-organization) take nothing.
    await stampedPost(
      server.url,
      '/public/v1/query/whoami',
      { organizationId: subOrganizationId },
      user,
    );
    const refused = await stampedPost(
      server.url,
      '/public/v1/submit/sign_raw_payload',
      submit('ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2', subOrganizationId, {}),
      rootApiKey,
    );
    expect(refused.status).toBe(403);
    expect(server.admin.activities()).toHaveLength(1);

    clock += 1000;
    const signed = await sign('first');
    expect(signed.body.activity.result.signRawPayloadResult).toBeDefined();
    // Waiting for consensus: taken, but nothing signed.
    server.admin.setBehavior(subOrganizationId, { consensusNeeded: true });
    clock += 1000;
    const held = await sign('second');
    expect(server.admin.activities().slice(1)).toEqual([
      {
        id: signed.body.activity.id,
        type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
        organizationId: subOrganizationId,
        status: 'ACTIVITY_STATUS_COMPLETED',
        at: createdAt + 1000,
      },
      {
        id: held.body.activity.id,
        type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
        organizationId: subOrganizationId,
        status: 'ACTIVITY_STATUS_CONSENSUS_NEEDED',
        at: createdAt + 2000,
      },
    ]);
  });
});
