import { API_ROUTES, type ApiRouteName } from '@latchkey/core/product-api';
import { base64url, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import {
  callSession,
  createTestSigner,
  ENVIRONMENT,
  signInWallet,
  startSessionServer,
  toBase64,
} from './session-server.fixture.js';

// Every way to talk the server into a session it should not issue: each refused with its typed
// code, and not one session row written by any of them.

let database: Database;
let server: LatchkeyServer;
let clock = Date.now();
const issuer = 'http://latchkey.test';
beforeAll(async () => {
  database = await createPgliteDatabase();
  server = await startSessionServer({
    database,
    sessions: { issuer, challengesPerClientAddress: { max: 10_000, windowSeconds: 60 } },
    now: () => clock,
  });
});
afterAll(() => server?.close());

const sessionCount = async () =>
  Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM sessions')).rows[0]?.n);

const challenge = async (options: { origin?: string; environmentId?: string } = {}) =>
  (await callSession(server, 'createSignInChallenge', { chainId: 'solana:devnet' }, options)).json
    .input;

/** Sends each attempt and expects each refused with `code`, nothing issued; records them. */
async function expectRefused(
  name: string,
  code: string,
  attempts: (() => Promise<{
    status: number;
    json: { accessToken?: string; error?: { code: string } };
  }>)[],
) {
  const before = await sessionCount();
  let refused = 0;
  for (const attempt of attempts) {
    const { status, json } = await attempt();
    expect(json.accessToken).toBeUndefined();
    expect([status >= 400 && status < 500, json.error?.code]).toEqual([true, code]);
    refused += 1;
  }
  expect(await sessionCount()).toBe(before);
  recordAttack(name, attempts.length, refused, 'sign-in');
}

const wallet = createTestSigner();
const signIn = (body: Record<string, unknown>, options = {}) =>
  callSession(server, 'signInWithWallet', body, options);

describe('hostile sign-in inputs', () => {
  it('refuses a replayed nonce, an unknown one, an expired one and another environment’s', async () => {
    const input = await challenge();
    const body = wallet.signIn(input);
    expect((await signIn(body)).status).toBe(200);
    const expiring = await challenge();
    const otherEnvironment = await challenge({ environmentId: 'other' });
    await expectRefused(
      'sign-in nonce: replayed, unknown, expired, other environment',
      'CHALLENGE_INVALID',
      [
        () => signIn(body),
        () => signIn(wallet.signIn({ ...input, nonce: 'Xk2p9QrT7mWz4Lb8' })),
        async () => {
          clock += 301_000;
          try {
            return await signIn(wallet.signIn(expiring));
          } finally {
            clock -= 301_000;
          }
        },
        () => signIn(wallet.signIn(otherEnvironment)),
      ],
    );
  });

  it('refuses a message whose any field differs from the challenge', async () => {
    const changes: Record<string, unknown>[] = [
      { domain: 'evil.example.net' },
      { uri: 'https://evil.example.net' },
      { chainId: 'solana:mainnet' },
      { statement: 'Sign in to Acme and transfer everything' },
      { statement: undefined },
      { version: '2' },
      { issuedAt: new Date(clock - 60_000).toISOString() },
      { expirationTime: new Date(clock + 86_400_000).toISOString() },
      { notBefore: new Date(clock).toISOString() },
      { requestId: 'extra' },
      { resources: ['https://evil.example.net/drain'] },
    ];
    const attempts = await Promise.all(
      changes.map(async (change) => {
        const input = await challenge();
        return () => signIn(wallet.signIn(input, change));
      }),
    );
    // Asked for by another allowed page, used from this one.
    const elsewhere = await challenge({ origin: 'https://evil.example.net' });
    attempts.push(() => signIn(wallet.signIn(elsewhere)));
    await expectRefused('sign-in message fields changed', 'SIGN_IN_MISMATCH', attempts);
  });

  it('refuses another key’s signature, another address’s message, and bent signatures', async () => {
    const other = createTestSigner();
    const attempts = [];
    for (let round = 0; round < 6; round += 1) {
      const input = await challenge();
      const body = wallet.signIn(input);
      const signature = Uint8Array.from(atob(body.signature), (c) => c.charCodeAt(0));
      const bent = [
        // Signed by another key, sent as this wallet's.
        { ...body, signature: other.signIn(input).signature.replace(/^./, (c) => c) },
        {
          ...body,
          signature: toBase64(
            other.sign(Uint8Array.from(atob(body.signedMessage), (c) => c.charCodeAt(0))),
          ),
        },
        { ...body, signature: toBase64(signature.subarray(0, 63)) },
        { ...body, signature: toBase64(new Uint8Array([...signature, 0])) },
        {
          ...body,
          signature: toBase64(signature.map((byte, index) => (index === 5 ? byte ^ 1 : byte))),
        },
        { ...body, signature: toBase64(new Uint8Array(64)) },
      ][round] as Record<string, unknown>;
      attempts.push(() => signIn(bent));
    }
    await expectRefused(
      'sign-in signatures: other key, truncated, padded, flipped, zero',
      'SIGNATURE_INVALID',
      attempts,
    );
    // A message naming this wallet, sent as another address (and the other way round).
    const input = await challenge();
    const mine = wallet.signIn(input);
    const theirs = other.signIn(await challenge());
    await expectRefused('sign-in for another address', 'SIGN_IN_MISMATCH', [
      () => signIn({ ...mine, address: other.address }),
      () => signIn({ ...theirs, address: wallet.address }),
    ]);
    // The refusal took nothing from the rightful wallet: its nonce is still there to sign in with.
    expect((await signIn(mine)).status).toBe(200);
  });

  it('refuses a Ledger memo proof that could land, is altered, or is not one memo by the address', async () => {
    const other = createTestSigner();
    const proofs = [
      // A real-looking blockhash: the signed transaction could be sent, spending the user's fee.
      { transaction: { blockhash: 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k' } },
      { transaction: { program: '11111111111111111111111111111111' } },
      { transaction: { extra: true } },
      { transaction: { feePayer: other.address } },
      { changes: { statement: 'Sign in and approve everything' } },
      { changes: { domain: 'evil.example.net' } },
    ];
    const attempts = await Promise.all(
      proofs.map(async ({ transaction = {}, changes = {} }) => {
        const input = await challenge();
        return () => signIn(wallet.signInWithMemo(input, changes, transaction));
      }),
    );
    await expectRefused('Ledger memo proofs bent', 'SIGN_IN_MISMATCH', attempts);
    // Another address's proof sent as this wallet's.
    const theirs = other.signInWithMemo(await challenge());
    await expectRefused('Ledger memo proof of another address', 'SIGN_IN_MISMATCH', [
      () => signIn({ ...theirs, address: wallet.address }),
    ]);
    // This wallet's proof with its signature bent (byte 5 is inside the first signature).
    const mine = wallet.signInWithMemo(await challenge());
    const bytes = Uint8Array.from(atob(mine.signedTransaction), (c) => c.charCodeAt(0));
    bytes[5] = (bytes[5] as number) ^ 1;
    await expectRefused('Ledger memo proof with a bent signature', 'SIGNATURE_INVALID', [
      () => signIn({ ...mine, signedTransaction: toBase64(bytes) }),
    ]);
  });

  it('refuses forged access tokens where the server acts for a user', async () => {
    const { json: session } = await signInWallet(server, createTestSigner());
    const [header, payload] = session.accessToken.split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload)));
    const { privateKey } = await generateKeyPair('ES256');
    const { kid } = JSON.parse(new TextDecoder().decode(base64url.decode(header)));
    const sign = (changes: Record<string, unknown>, key = privateKey) =>
      new SignJWT({ ...claims, ...changes }).setProtectedHeader({ alg: 'ES256', kid }).sign(key);
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', kid }))}.${payload}.`;
    const tokens = [
      none,
      await sign({}), // a key not in the set, with its kid
      `${header}.${base64url.encode(JSON.stringify({ ...claims, sub: crypto.randomUUID() }))}.${session.accessToken.split('.')[2]}`,
      session.accessToken.slice(0, -4),
      `${session.accessToken}AAAA`,
      'garbage',
    ];
    await expectRefused(
      'forged access tokens at link',
      'SESSION_REQUIRED',
      tokens.map(
        (token) => () =>
          signInWallet(server, createTestSigner(), { route: 'linkWallet', accessToken: token }),
      ),
    );
    // Its own token, expired, and for another audience.
    clock += 601_000;
    try {
      await expectRefused('expired access token at link', 'SESSION_REQUIRED', [
        () =>
          signInWallet(server, createTestSigner(), {
            route: 'linkWallet',
            accessToken: session.accessToken,
          }),
      ]);
    } finally {
      clock -= 601_000;
    }
    const elsewhere = await callSession(
      server,
      'unlinkCredential',
      { credentialId: session.user.lastVerifiedCredentialId },
      { environmentId: 'other', accessToken: session.accessToken },
    );
    expect([elsewhere.status, elsewhere.json.error.code]).toEqual([401, 'SESSION_REQUIRED']);
    recordAttack('access token for another audience', 1, 1, 'sign-in');
  });

  it('takes a refresh token in its one spelling: the 3 others of its bytes are refused, used or not', async () => {
    const { json: session } = await signInWallet(server, createTestSigner());
    const token: string = session.refreshToken;
    const bytes = Buffer.from(token, 'base64url');
    // 32 bytes are 43 characters, the last one's low 2 bits unused: 4 spellings of these bytes.
    const respellings = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .map((last) => `${token.slice(0, -1)}${last}`)
      .filter((text) => text !== token && Buffer.from(text, 'base64url').equals(bytes));
    expect(respellings).toHaveLength(3);
    const refusals = [];
    for (const refreshToken of respellings) {
      const { status, json } = await callSession(server, 'refreshSession', { refreshToken });
      refusals.push([status, json.error?.code]);
    }
    // The live token still rotates once: the respellings neither used nor revoked it.
    const rotated = await callSession(server, 'refreshSession', { refreshToken: token });
    expect(rotated.status).toBe(200);
    for (const refreshToken of respellings) {
      const { status, json } = await callSession(server, 'refreshSession', { refreshToken });
      refusals.push([status, json.error?.code]);
    }
    expect(refusals).toEqual(Array(6).fill([401, 'REFRESH_TOKEN_INVALID']));
    recordAttack('refresh token respelled (3 spellings, before and after its use)', 6, 6, 'attack');
  });

  it('answers random bytes sent to every session route with a refusal, never a session', async () => {
    const names = (Object.keys(API_ROUTES) as ApiRouteName[]).filter(
      (name) => API_ROUTES[name].auth === 'session',
    );
    const before = await sessionCount();
    let tried = 0;
    let refused = 0;
    for (const name of names) {
      for (let round = 0; round < 8; round += 1) {
        const bytes = crypto.getRandomValues(new Uint8Array(1 + round * 97));
        const response = await server.fetch(
          new Request(`${issuer}/api/v0${API_ROUTES[name].path}`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${ENVIRONMENT.authToken}`,
              Origin: 'https://app.acme.example',
            },
            body:
              round % 2
                ? bytes
                : JSON.stringify({
                    environmentId: ENVIRONMENT.id,
                    garbage: toBase64(bytes),
                    signedMessage: toBase64(bytes),
                    signature: toBase64(bytes),
                    address: toBase64(bytes),
                    refreshToken: toBase64(bytes),
                    credentialId: toBase64(bytes),
                    stampedWhoami: { body: toBase64(bytes) },
                  }),
          }),
          { clientIp: '203.0.113.9' },
        );
        tried += 1;
        const text = await response.text();
        // 501 is the passkey route on a server without custody: refused before it reads a byte.
        const refusal =
          (response.status >= 400 && response.status < 500) || response.status === 501;
        if (refusal && !text.includes('accessToken')) refused += 1;
        else expect.fail(`${name} answered ${response.status}: ${text.slice(0, 200)}`);
      }
    }
    expect(await sessionCount()).toBe(before);
    recordAttack('random bytes to every session route', tried, refused, 'sign-in');
  });
});
