import { CompactSign, exportSPKI, FlattenedSign, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAttack } from '../testing/record-attack.fixture.js';
import { type SessionRefusalReason, SessionRefusedError } from './session-refused-error.js';
import {
  AUDIENCE,
  base64urlJson,
  createSigningKey,
  type SigningKey,
  sessionClaims,
  signSessionToken,
} from './session-tokens.fixture.js';
import { type VerifySessionOptions, verifySession } from './verify-session.js';

// Tokens an attacker can make, each refused with the reason of the check that caught it; the
// refusal never carries the token.

const issuer = 'https://auth.acme.test';
let key: SigningKey;
let options: VerifySessionOptions;
let token: string;

beforeAll(async () => {
  key = await createSigningKey('key-1');
  options = { issuer, audience: AUDIENCE, jwks: { keys: [key.jwk] } };
  token = await signSessionToken(key, sessionClaims(issuer));
});

/** Verifies each token, expects every one refused for `reason`, and records the attack. */
async function expectRefused(
  attack: string,
  tokens: readonly string[],
  reason: SessionRefusalReason,
): Promise<void> {
  let refused = 0;
  for (const hostile of tokens) {
    const error = await verifySession(hostile, options).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error, hostile).toBeInstanceOf(SessionRefusedError);
    expect(error, hostile).toMatchObject({ status: 401, code: 'SESSION_REQUIRED', reason });
    const { message, cause } = error as SessionRefusedError;
    expect(cause).toBeUndefined();
    if (hostile.length > 8) expect(message).not.toContain(hostile.split('.')[1] ?? hostile);
    refused += 1;
  }
  recordAttack(`access token: ${attack}`, tokens.length, refused, 'sign-in');
}

describe('verifySession refuses hostile tokens', () => {
  it('alg none, with or without a kid, with or without a signature', async () => {
    const claims = base64urlJson(sessionClaims(issuer));
    const tokens = [
      `${base64urlJson({ alg: 'none' })}.${claims}.`,
      `${base64urlJson({ alg: 'none', kid: key.kid, typ: 'JWT' })}.${claims}.`,
      `${base64urlJson({ alg: 'NONE', kid: key.kid })}.${claims}.`,
      `${base64urlJson({ alg: 'none', kid: key.kid })}.${claims}.${token.split('.')[2]}`,
    ];
    await expectRefused('alg none', tokens, 'algorithm-not-allowed');
  });

  it('HS256 with the public key as its secret (the key-confusion trick)', async () => {
    const secrets = [
      new TextEncoder().encode(await exportSPKI(key.publicKey)),
      new TextEncoder().encode(JSON.stringify(key.jwk)),
      new TextEncoder().encode(`${key.jwk.x}`),
    ];
    const tokens = await Promise.all(
      secrets.map((secret) =>
        new SignJWT(sessionClaims(issuer))
          .setProtectedHeader({ alg: 'HS256', kid: key.kid })
          .sign(secret),
      ),
    );
    await expectRefused('HS256 signed with the public key', tokens, 'algorithm-not-allowed');
  });

  it('a token signed by a key not in the set, under a published kid', async () => {
    const impostor = await createSigningKey(key.kid);
    const tokens = [await signSessionToken(impostor, sessionClaims(issuer))];
    await expectRefused('signed by a key not in the set (same kid)', tokens, 'bad-signature');
  });

  it('a kid not in the set, or none', async () => {
    const claims = sessionClaims(issuer);
    const tokens = [
      await signSessionToken(await createSigningKey('key-unknown'), claims),
      await signSessionToken(key, claims, { kid: 'key-2' }),
      await signSessionToken(key, claims, { kid: undefined }),
      await signSessionToken(key, claims, { kid: '' }),
    ];
    await expectRefused('unknown or missing kid', tokens, 'unknown-key');
  });

  it('expired tokens', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      await signSessionToken(key, sessionClaims(issuer, { iat: now - 1200, exp: now - 600 })),
      await signSessionToken(key, sessionClaims(issuer, { iat: 0, exp: 1 })),
    ];
    await expectRefused('expired', tokens, 'expired');
  });

  it('tokens not valid yet: issued in the future, or not before a time to come', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      await signSessionToken(key, sessionClaims(issuer, { iat: now + 3600, exp: now + 4200 })),
      await signSessionToken(key, sessionClaims(issuer, { iat: now + 60 })),
      await signSessionToken(key, sessionClaims(issuer, { nbf: now + 60 })),
    ];
    await expectRefused('not valid yet', tokens, 'not-yet-valid');
  });

  it('tokens for another environment, or from another server', async () => {
    const claims = (overrides: Record<string, unknown>) => sessionClaims(issuer, overrides);
    await expectRefused(
      'wrong audience',
      [
        await signSessionToken(key, claims({ aud: 'beta', environment_id: 'beta' })),
        await signSessionToken(key, claims({ aud: [] })),
        await signSessionToken(key, claims({ aud: `${AUDIENCE} ` })),
      ],
      'wrong-audience',
    );
    await expectRefused(
      'wrong issuer',
      [
        await signSessionToken(key, claims({ iss: 'https://evil.test' })),
        await signSessionToken(key, claims({ iss: `${issuer}/` })),
        await signSessionToken(key, claims({ iss: 'https://AUTH.acme.test' })),
      ],
      'wrong-issuer',
    );
  });

  it('truncated and padded signatures', async () => {
    const [head, body, signature] = token.split('.') as [string, string, string];
    const signed = `${head}.${body}`;
    await expectRefused(
      'truncated or padded signature',
      [
        `${signed}.${signature.slice(0, -4)}`,
        `${signed}.${signature.slice(0, 43)}`,
        `${signed}.${signature}AAAA`,
        `${signed}.${signature}${signature}`,
        `${signed}.AAAA${signature.slice(4)}`,
        `${signed}.`,
      ],
      'bad-signature',
    );
    await expectRefused(
      'signature not base64url',
      [`${signed}.${signature}=`, `${signed}.${signature.slice(0, -1)}+`],
      'malformed',
    );
  });

  it('the payload or the header changed after signing', async () => {
    const [head, , signature] = token.split('.') as [string, string, string];
    const promoted = base64urlJson(sessionClaims(issuer, { sub: 'user-admin' }));
    const otherKid = base64urlJson({ alg: 'ES256', typ: 'JWT', kid: key.kid, x: 1 });
    await expectRefused(
      'changed after signing',
      [`${head}.${promoted}.${signature}`, `${otherKid}.${token.split('.')[1]}.${signature}`],
      'bad-signature',
    );
  });

  it('garbage', async () => {
    const garbage = [
      'garbage',
      'a.b.c',
      '..',
      'x.y',
      '%%%.%%%.%%%',
      token.replaceAll('.', ''),
      `${token}.${token}`,
      `${base64urlJson('header')}.${base64urlJson({})}.AAAA`,
      // Signed, but with its payload unencoded (RFC 7797), which no JWT may be.
      await new FlattenedSign(new TextEncoder().encode('{}'))
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, b64: false, crit: ['b64'] })
        .sign(key.privateKey)
        .then((jws) => `${jws.protected}.{}.${jws.signature}`),
      Buffer.from(crypto.getRandomValues(new Uint8Array(300))).toString('base64url'),
      // Signed by the key, but no claims set inside.
      ...(await Promise.all(
        ['not json', '[1]', '"user"', '\u0000'.repeat(20)].map((text) =>
          new CompactSign(new TextEncoder().encode(text))
            .setProtectedHeader({ alg: 'ES256', kid: key.kid })
            .sign(key.privateKey),
        ),
      )),
    ];
    await expectRefused('garbage strings', garbage, 'malformed');
  });
});
