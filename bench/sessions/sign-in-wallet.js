// A wallet signing in to @latchkey/server as the SDK does on connect: the challenge (step one),
// the Sign-In With Solana message signed with the wallet's ed25519 key, the sign-in (step two).
// The requests carry the SDK's headers and the page's Origin a browser would add.
import { generateKeyPairSync, sign } from 'node:crypto';
import { createSignInMessageText } from '@latchkey/core/sign-in';
import { getAddressDecoder } from '@solana/kit';

/** The page the bench signs in from (an allowed origin of its server). */
export const BENCH_ORIGIN = 'https://app.bench.example';
/** The environment the bench's server serves. */
export const BENCH_ENVIRONMENT = { id: 'bench', authToken: 'bench-token' };

/**
 * A wallet with a fresh ed25519 key: its address, and `sign(bytes)`. Signed with node:crypto,
 * which is quicker than a JavaScript ed25519, so the bench client takes less of the machine.
 */
export function createBenchWallet() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x, 'base64url');
  return {
    address: getAddressDecoder().decode(raw),
    sign: (bytes) => new Uint8Array(sign(null, bytes, privateKey)),
  };
}

/** POSTs one session route of the server at `url`; resolves with the answer, refusing non-200s. */
async function post(url, route, body) {
  const response = await fetch(`${url}/api/v0${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${BENCH_ENVIRONMENT.authToken}`,
      Origin: BENCH_ORIGIN,
    },
    body: JSON.stringify({ environmentId: BENCH_ENVIRONMENT.id, ...body }),
  });
  const json = await response.json();
  if (response.status !== 200) {
    throw new Error(`${route} answered ${response.status}: ${JSON.stringify(json)}`);
  }
  return json;
}

/**
 * One wallet sign-in from scratch against the server at `url`: resolves with the session answer
 * (its `accessToken` the JWT a host's backend verifies).
 *
 * @param {string} url
 * @param {ReturnType<typeof createBenchWallet>} wallet
 */
export async function signInWallet(url, wallet) {
  const { input } = await post(url, '/auth/challenge', { chainId: 'solana:devnet' });
  const text = createSignInMessageText({ ...input, address: wallet.address });
  const bytes = new TextEncoder().encode(text);
  return post(url, '/auth/wallet', {
    address: wallet.address,
    signedMessage: Buffer.from(bytes).toString('base64'),
    signature: Buffer.from(wallet.sign(bytes)).toString('base64'),
  });
}
