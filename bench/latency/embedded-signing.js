// Client CPU per embedded signature, the network left out: one real `sign_raw_payload` answer is
// recorded from the sandbox's custody server, then every measured call gets that answer back
// in-process, so what is timed is the client's own work (body, stamp, parsing). Latchkey (a
// non-extractable WebCrypto session key) beside Turnkey's own client (@turnkey/http with
// @turnkey/api-key-stamper), which the embedded-wallet peers build on, doing the same work.
import {
  createCustodyClient,
  createSessionKeyStamper,
  generateSessionKey,
  signRawPayload,
} from '@latchkey/core/custody';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';
import { TurnkeyClient } from '@turnkey/http';
import { median } from './median.js';

const RUNS = 200;
const STAMP_SECONDS = 1;

/** @param {import('@latchkey/sandbox').Sandbox} sandbox */
export async function measureEmbeddedSigning(sandbox) {
  const { rootApiKey, rootOrganizationId } = sandbox.custody.admin;
  const root = createCustodyClient({
    baseUrl: sandbox.urls.custody,
    stamper: new ApiKeyStamper({
      apiPublicKey: rootApiKey.publicKey,
      apiPrivateKey: rootApiKey.privateKey,
    }),
  });
  const sessionKey = await generateSessionKey(900);
  const created = await root.submit('create_sub_organization', {
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    organizationId: rootOrganizationId,
    parameters: {
      subOrganizationName: 'latency',
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: 'latency',
          apiKeys: [
            {
              apiKeyName: 'session',
              publicKey: sessionKey.publicKey,
              curveType: 'API_KEY_CURVE_P256',
            },
          ],
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
    },
  });
  const { subOrganizationId, wallet } = created.result.createSubOrganizationResultV7;
  const scope = { organizationId: subOrganizationId, signWith: wallet.addresses[0] };
  const payload = new TextEncoder().encode('Sign in to Acme');

  // One real answer, recorded.
  let recorded;
  const recording = createCustodyClient({
    baseUrl: sandbox.urls.custody,
    stamper: createSessionKeyStamper(sessionKey),
    fetch: async (...args) => {
      const response = await fetch(...args);
      recorded = await response.clone().text();
      return response;
    },
  });
  await signRawPayload(recording, { ...scope, payload });
  const replay = async () =>
    new Response(recorded, { status: 200, headers: { 'content-type': 'application/json' } });

  const ours = createCustodyClient({
    baseUrl: sandbox.urls.custody,
    stamper: createSessionKeyStamper(sessionKey),
    fetch: replay,
  });
  const peerSecret = p256.utils.randomSecretKey();
  const peerStamper = new ApiKeyStamper({
    apiPublicKey: bytesToHex(p256.getPublicKey(peerSecret, true)),
    apiPrivateKey: bytesToHex(peerSecret),
  });
  const peer = new TurnkeyClient({ baseUrl: sandbox.urls.custody }, peerStamper);
  // @turnkey/http sends through cross-fetch, which cannot be pointed at the recording: time
  // what it does before and after the network instead — build and stamp the request
  // (`stampSignRawPayload`), then read the recorded answer as its client does.
  const peerSign = async () => {
    const signed = await peer.stampSignRawPayload({
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
      timestampMs: String(Date.now()),
      organizationId: scope.organizationId,
      parameters: {
        signWith: scope.signWith,
        payload: bytesToHex(payload),
        encoding: 'PAYLOAD_ENCODING_HEXADECIMAL',
        hashFunction: 'HASH_FUNCTION_NOT_APPLICABLE',
      },
    });
    if (!signed.stamp.stampHeaderValue) throw new Error('no stamp');
    const { activity } = await (await replay()).json();
    if (!activity.result.signRawPayloadResult) throw new Error('no signature');
  };

  const time = async (call) => {
    for (let warm = 0; warm < 20; warm += 1) await call();
    const samples = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await call();
      samples.push(performance.now() - start);
    }
    return median(samples);
  };
  const stampsPerSecond = async (stamper) => {
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_SIGN_RAW_PAYLOAD_V2',
      organizationId: scope.organizationId,
    });
    const end = performance.now() + STAMP_SECONDS * 1000;
    let count = 0;
    while (performance.now() < end) {
      await stamper.stamp(body);
      count += 1;
    }
    return count / STAMP_SECONDS;
  };

  return {
    signatureMs: {
      latchkey: await time(() => signRawPayload(ours, { ...scope, payload })),
      turnkey: await time(peerSign),
    },
    stampsPerSecond: {
      latchkey: await stampsPerSecond(createSessionKeyStamper(sessionKey)),
      turnkey: await stampsPerSecond(peerStamper),
    },
  };
}
