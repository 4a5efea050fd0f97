// Access-token verifications per second on one thread, one at a time: verifySession with the keys
// held locally and with keys fetched from the server (after their first fetch, as a host's
// backend runs), beside bare node:crypto verifying the same ES256 signature over the same bytes,
// and bare WebCrypto (crypto.subtle.verify, what jose verifies with) as the floor under jose.
// The three take turns in short rounds, so a slower or busier stretch of the machine weighs on
// each alike. CPU time over wall time says how much of a core each kept busy (WebCrypto verifies
// on libuv's thread pool, so it can exceed the main thread's share).
import { createPublicKey, verify, webcrypto } from 'node:crypto';
import { verifySession } from '@latchkey/server/verify';

const ROUND_MS = 200;
const ROUNDS = 6;

/** Runs `once` (sync or async) again and again for `ms`; resolves with how many and the CPU. */
async function round(once, ms) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < ms) {
    // Batches of 50 between clock reads, so reading the clock costs next to nothing.
    for (let index = 0; index < 50; index++) await once();
    count += 50;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { count, ms: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * Verifications per second of `token`, each way, over {@link ROUNDS} alternating rounds.
 *
 * @param {{ token: string, jwks: { keys: object[] }, jwksUrl: string, issuer: string, audience: string }} parameters
 */
export async function measureVerifyRate({ token, jwks, jwksUrl, issuer, audience }) {
  const [encodedHeader, encodedPayload, encodedSignature] = token.split('.');
  const { kid } = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString());
  const publicKey = createPublicKey({
    key: jwks.keys.find((key) => key.kid === kid),
    format: 'jwk',
  });
  const signingInput = Buffer.from(`${encodedHeader}.${encodedPayload}`);
  const signature = Buffer.from(encodedSignature, 'base64url');
  const cryptoKey = await webcrypto.subtle.importKey(
    'jwk',
    jwks.keys.find((key) => key.kid === kid),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const ecdsa = { name: 'ECDSA', hash: 'SHA-256' };
  const ways = {
    nodeCrypto: () => {
      const key = { key: publicKey, dsaEncoding: 'ieee-p1363' };
      if (!verify('sha256', signingInput, key, signature)) throw new Error('signature refused');
    },
    webCrypto: async () => {
      if (!(await webcrypto.subtle.verify(ecdsa, cryptoKey, signature, signingInput))) {
        throw new Error('signature refused');
      }
    },
    localJwks: async () => {
      const session = await verifySession(token, { issuer, audience, jwks });
      if (!session.userId) throw new Error('no user');
    },
    remoteJwks: async () => {
      const session = await verifySession(token, { issuer, audience, jwksUrl });
      if (!session.userId) throw new Error('no user');
    },
  };
  const totals = Object.fromEntries(
    Object.keys(ways).map((way) => [way, { count: 0, ms: 0, cpuMs: 0 }]),
  );
  // Warm-up: jose's key import, the remote set's first fetch, the JIT.
  for (const once of Object.values(ways)) await round(once, 100);
  for (let turn = 0; turn < ROUNDS; turn++) {
    for (const [way, once] of Object.entries(ways)) {
      const measured = await round(once, ROUND_MS);
      totals[way].count += measured.count;
      totals[way].ms += measured.ms;
      totals[way].cpuMs += measured.cpuMs;
    }
  }
  const perSecond = (way) => Math.round((totals[way].count * 1000) / totals[way].ms);
  const coresBusy = (way) => Number((totals[way].cpuMs / totals[way].ms).toFixed(2));
  const each = (measure) => Object.fromEntries(Object.keys(ways).map((way) => [way, measure(way)]));
  const ratio = (way) => Number((perSecond(way) / perSecond('nodeCrypto')).toFixed(2));
  return {
    rounds: ROUNDS,
    roundMs: ROUND_MS,
    perSecond: each(perSecond),
    ratioToNodeCrypto: each(ratio),
    coresBusy: each(coresBusy),
  };
}
