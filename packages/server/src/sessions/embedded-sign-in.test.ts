// Test-only: the sandbox's software passkey, to sign up and in the way a browser would.
import { softwarePasskey } from '@latchkey/sandbox/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmbeddedServerStack,
  startEmbeddedServer,
} from '../testing/embedded-server.fixture.js';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { verifySession } from '../verify/index.js';

// Embedded logins end signed in with the same session a wallet gets: passkey sign-up, email code,
// and a passkey sign-in the server proves at the custody provider, never on the browser's word.

let stack: EmbeddedServerStack;
let clock = Date.now();
beforeAll(async () => {
  // A new millisecond per call: the custody server refuses the same signed body twice.
  stack = await startEmbeddedServer({}, () => ++clock);
});
afterAll(() => stack?.stop());

const jwks = async () =>
  (await stack.server.fetch(new Request('http://server/.well-known/jwks.json'))).json();
const verify = async (token: string) =>
  verifySession(token, { issuer: 'http://server', audience: 'acme', jwks: await jwks() });

async function signUp(options: { synced?: boolean } = {}) {
  const passkey = softwarePasskey(options);
  const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
  const { status, body } = await stack.post('/embedded/users', {
    passkeyIdentifier: `user-${challenge.slice(0, 6)}`,
    passkey: { challenge, attestation: passkey.register(challenge) },
  });
  expect(status).toBe(200);
  return { passkey, user: body };
}

/** A whoami the passkey stamped, as the SDK sends it for a sign-in. */
function stampedWhoami(
  passkey: ReturnType<typeof softwarePasskey>,
  organizationId: string,
  timestampMs = Date.now(),
) {
  const body = JSON.stringify({ organizationId, timestampMs: String(timestampMs) });
  return {
    body,
    stamp: { stampHeaderName: 'X-Stamp-Webauthn', stampHeaderValue: passkey.stamp(body) },
  };
}

describe('embedded logins end signed in', () => {
  it('passkey sign-up answers a session holding the embedded wallet (with its address) and the passkey', async () => {
    const { passkey, user } = await signUp();
    const verified = await verify(user.session.accessToken);
    expect(verified.credentials).toHaveLength(2);
    expect(verified.credentials).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'embedded-wallet',
          address: user.verifiedCredentials[0].address,
          walletProperties: {
            turnkeySubOrganizationId: user.organizationId,
            isSessionKeyCompatible: true,
          },
        }),
        expect.objectContaining({ kind: 'passkey', credentialId: passkey.credentialId }),
      ]),
    );
  });

  it('passkey sign-in: a stamped whoami, forwarded to the provider, signs the same user in', async () => {
    const { passkey, user } = await signUp();
    const parent = stack.custody.admin.rootOrganizationId;
    const signedIn = await stack.post('/auth/passkey', {
      stampedWhoami: stampedWhoami(passkey, parent),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(user.session.user.id);
    // Who the provider said signed, as whoami answers it: the SDK goes on from there.
    expect(signedIn.body).toMatchObject({
      organizationId: user.organizationId,
      userId: user.userId,
    });
    const own = await stack.post('/auth/passkey', {
      stampedWhoami: stampedWhoami(passkey, user.organizationId),
    });
    expect(own.body.user.id).toBe(user.session.user.id);
  });

  it('a passkey the user added at the provider is theirs from its first sign-in: listed, and the session bound to it', async () => {
    const { passkey, user } = await signUp();
    // Another device's passkey, added at the provider with the first one (as the SDK's addPasskey
    // does after an email sign-in): the server has not seen it yet.
    const second = softwarePasskey();
    const challenge = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const body = JSON.stringify({
      type: 'ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2',
      timestampMs: String(Date.now()),
      organizationId: user.organizationId,
      parameters: {
        userId: user.userId,
        authenticators: [
          { authenticatorName: 'Phone', challenge, attestation: second.register(challenge) },
        ],
      },
    });
    const added = await fetch(`${stack.custody.url}/public/v1/submit/create_authenticators`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Stamp-Webauthn': passkey.stamp(body) },
      body,
    });
    expect(added.status).toBe(200);
    const signedIn = await stack.post('/auth/passkey', {
      stampedWhoami: stampedWhoami(second, user.organizationId),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(user.session.user.id);
    const listed = signedIn.body.user.verifiedCredentials.find(
      (credential: { kind: string; credentialId?: string }) =>
        credential.kind === 'passkey' && credential.credentialId === second.credentialId,
    );
    expect(listed).toBeDefined();
    expect(signedIn.body.user.lastVerifiedCredentialId).toBe(listed.id);
    expect(signedIn.body.user.verifiedCredentials).toHaveLength(3);
  });

  it('refuses a replayed, stale, forged or API-key stamp, and a stranger’s passkey', async () => {
    const { passkey, user } = await signUp();
    const stranger = softwarePasskey();
    const proof = stampedWhoami(passkey, user.organizationId);
    expect((await stack.post('/auth/passkey', { stampedWhoami: proof })).status).toBe(200);
    const forged = stampedWhoami(passkey, user.organizationId);
    const attempts = [
      // The same proof again: captured on the way, replayed.
      proof,
      stampedWhoami(passkey, user.organizationId, Date.now() - 10 * 60_000),
      stampedWhoami(passkey, user.organizationId, Date.now() + 10 * 60_000),
      { ...forged, body: forged.body.replace('}', ',"x":1}') },
      { ...forged, stamp: { ...forged.stamp, stampHeaderName: 'X-Stamp' } },
      stampedWhoami(stranger, user.organizationId),
      stampedWhoami(stranger, stack.custody.admin.rootOrganizationId),
    ];
    const codes = [];
    for (const stampedWhoami of attempts) {
      const { status, body } = await stack.post('/auth/passkey', { stampedWhoami });
      expect(status).toBe(401);
      expect(body.session).toBeUndefined();
      codes.push(body.error.code);
    }
    expect(new Set(codes)).toEqual(new Set(['PASSKEY_PROOF_INVALID']));
    recordAttack('passkey sign-in proofs', attempts.length, codes.length, 'sign-in');
  });

  it('refuses 15 rewrites of a used proof of a synced passkey (counter 0): spaces, key order, spellings, the signature’s twin', async () => {
    const { passkey, user } = await signUp({ synced: true });
    const proof = stampedWhoami(passkey, user.organizationId);
    const stamp = JSON.parse(proof.stamp.stampHeaderValue) as Record<string, string>;
    const { authenticatorData, clientDataJson, credentialId, signature } = stamp;
    // A rewrite of a fresh proof is that proof, and signs in (at the provider only the counter
    // could tell a replay, and a synced passkey's stays 0).
    // A millisecond later: made in the same one, it would be the same signed body as `proof`.
    const fresh = stampedWhoami(
      passkey,
      user.organizationId,
      Number(JSON.parse(proof.body).timestampMs) + 1,
    );
    const freshStamp = JSON.parse(fresh.stamp.stampHeaderValue) as Record<string, string>;
    const reordered = { signature: freshStamp.signature, ...freshStamp };
    const accepted = await stack.post('/auth/passkey', {
      stampedWhoami: {
        ...fresh,
        stamp: { ...fresh.stamp, stampHeaderValue: JSON.stringify(reordered, null, 1) },
      },
    });
    expect(accepted.status).toBe(200);
    expect((await stack.post('/auth/passkey', { stampedWhoami: proof })).status).toBe(200);

    const { p256 } = await import('@noble/curves/nist.js');
    const der = Buffer.from(signature as string, 'base64url');
    const parsed = p256.Signature.fromBytes(der, 'der');
    const twin = Buffer.from(
      new p256.Signature(parsed.r, p256.Point.CURVE().n - parsed.s).toBytes('der'),
    ).toString('base64url');
    // The credential id is 16 bytes: 22 characters, the last one's low 4 bits unused, so 15
    // other spellings of the same bytes.
    const idBytes = Buffer.from(credentialId as string, 'base64url');
    const respelledId = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_']
      .map((last) => `${credentialId?.slice(0, -1)}${last}`)
      .filter((id) => id !== credentialId && Buffer.from(id, 'base64url').equals(idBytes))
      .slice(0, 3);
    const header = (value: Record<string, string> | string) => ({
      ...proof,
      stamp: {
        ...proof.stamp,
        stampHeaderValue: typeof value === 'string' ? value : JSON.stringify(value),
      },
    });
    const rewrites = [
      header(JSON.stringify(stamp, null, 2)),
      header(` ${proof.stamp.stampHeaderValue}`),
      header(`${proof.stamp.stampHeaderValue}\n`),
      header(proof.stamp.stampHeaderValue.replaceAll(':', ': ').replaceAll(',', ', ')),
      header({ signature, credentialId, clientDataJson, authenticatorData } as Record<
        string,
        string
      >),
      header({ credentialId, authenticatorData, signature, clientDataJson } as Record<
        string,
        string
      >),
      header({ clientDataJson, signature, authenticatorData, credentialId } as Record<
        string,
        string
      >),
      header({ ...stamp, extra: 'x' }),
      header({ ...stamp, signature: twin }),
      header(JSON.stringify({ ...stamp, signature: twin }, null, 1)),
      header({ signature: twin, authenticatorData, credentialId, clientDataJson } as Record<
        string,
        string
      >),
      ...respelledId.map((id) => header({ ...stamp, credentialId: id })),
      header({ ...stamp, authenticatorData: `${authenticatorData}=` }),
    ];
    expect(rewrites).toHaveLength(15);
    const requestsBefore = stack.custody.admin.requests().length;
    const refusals = [];
    for (const stampedWhoami of rewrites) {
      const { status, body } = await stack.post('/auth/passkey', { stampedWhoami });
      expect(body.session).toBeUndefined();
      refusals.push([status, body.error?.code]);
    }
    expect(refusals).toEqual(Array(15).fill([401, 'PASSKEY_PROOF_INVALID']));
    // None of them reached the provider: each was refused before it was forwarded.
    expect(stack.custody.admin.requests().length).toBe(requestsBefore);
    recordAttack(
      'used passkey proof rewritten (15 ways)',
      rewrites.length,
      refusals.length,
      'attack',
    );
  });

  it('email code login answers a session holding the email and the embedded wallet', async () => {
    const email = `email-${Date.now()}@example.com`;
    const started = await stack.post('/embedded/email-login', { email });
    expect(started.status).toBe(200);
    const code = stack.custody.admin
      .outbox()
      .filter((message) => message.to === email && message.otpCode)
      .at(-1)?.otpCode as string;
    const { p256 } = await import('@noble/curves/nist.js');
    const { bytesToHex } = await import('@noble/hashes/utils.js');
    const targetPublicKey = bytesToHex(p256.getPublicKey(p256.utils.randomSecretKey(), false));
    const verified = await stack.post('/embedded/email-login/verify', {
      ...started.body,
      code,
      targetPublicKey,
    });
    expect(verified.status).toBe(200);
    const session = await verify(verified.body.session.accessToken);
    expect(session.credentials.map((credential) => credential.kind).sort()).toEqual([
      'email',
      'embedded-wallet',
    ]);
    const wallet = session.credentials.find((credential) => credential.kind === 'embedded-wallet');
    expect(wallet).toMatchObject({
      address: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
      walletProperties: { turnkeySubOrganizationId: verified.body.organizationId },
    });
    expect(session.credentials).toContainEqual(expect.objectContaining({ email }));
  });
});
