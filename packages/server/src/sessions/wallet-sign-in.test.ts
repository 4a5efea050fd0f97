import { SESSION_JWKS_PATH } from '@latchkey/core/product-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LatchkeyServer } from '../create-latchkey-server.js';
import { type RunningNodeServer, serveNode } from '../node/serve-node.js';
import { verifySession } from '../verify/index.js';
import { verifyWithJsonwebtoken } from '../verify/verify-with-jsonwebtoken.fixture.js';
import {
  APP_ORIGIN,
  callSession,
  createTestSigner,
  ENVIRONMENT,
  signInWallet,
  startSessionServer,
} from './session-server.fixture.js';

// A wallet signs in with a server-issued Sign-In With Solana challenge and gets a session the
// host's backend verifies from the published keys alone; refresh rotates; sign-out revokes.

let server: LatchkeyServer;
let listening: RunningNodeServer;
const issuer = 'http://latchkey.test';
beforeAll(async () => {
  server = await startSessionServer({ sessions: { issuer } });
  listening = await serveNode(server, { port: 0 });
});
afterAll(async () => {
  await listening.close();
});

const jwks = async () => {
  const response = await server.fetch(new Request(`${issuer}${SESSION_JWKS_PATH}`));
  expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
  return response.json();
};

describe('Sign-In With Solana, server-issued', () => {
  it('issues the challenge for the calling page, with every field filled', async () => {
    const { status, json } = await callSession(server, 'createSignInChallenge', {
      chainId: 'solana:devnet',
    });
    expect(status).toBe(200);
    expect(json.input).toMatchObject({
      domain: 'app.acme.example',
      uri: APP_ORIGIN,
      statement: 'Sign in to Latchkey',
      version: '1',
      chainId: 'solana:devnet',
    });
    expect(json.input.nonce).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(Date.parse(json.input.expirationTime) - Date.parse(json.input.issuedAt)).toBe(300_000);
  });

  it('signs a wallet in: the token verifies from the JWKS, with jose and with jsonwebtoken', async () => {
    const wallet = createTestSigner();
    const { status, json: session } = await signInWallet(server, wallet);
    expect(status).toBe(200);
    expect(session.user.verifiedCredentials).toEqual([
      expect.objectContaining({
        format: 'blockchain',
        kind: 'solana-wallet',
        address: wallet.address,
        chain: 'solana',
      }),
    ]);
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const verified = await verifySession(session.accessToken, {
      issuer,
      audience: ENVIRONMENT.id,
      jwks: await jwks(),
    });
    expect(verified).toMatchObject({
      userId: session.user.id,
      environmentId: ENVIRONMENT.id,
      lastVerifiedCredentialId: session.user.verifiedCredentials[0].id,
    });
    expect(verified.credentials[0]).toMatchObject({ address: wallet.address });
    // A JWT library Latchkey does not use, from the published set alone.
    const claims = await verifyWithJsonwebtoken(
      session.accessToken,
      `${listening.url}${SESSION_JWKS_PATH}`,
      {
        issuer,
        audience: ENVIRONMENT.id,
      },
    );
    expect(claims).toMatchObject({ sub: session.user.id, scope: 'user' });
  });

  it('signs a Ledger in with the sign-in text in a memo transaction it signed, never sendable', async () => {
    const ledger = createTestSigner();
    const challenge = await callSession(server, 'createSignInChallenge', {
      chainId: 'solana:devnet',
    });
    const { status, json } = await callSession(
      server,
      'signInWithWallet',
      ledger.signInWithMemo(challenge.json.input),
    );
    expect(status).toBe(200);
    expect(json.user.verifiedCredentials).toEqual([
      expect.objectContaining({ kind: 'solana-wallet', address: ledger.address }),
    ]);
  });

  it('signs the same wallet into the same user again', async () => {
    const wallet = createTestSigner();
    const first = await signInWallet(server, wallet);
    const second = await signInWallet(server, wallet);
    expect(second.json.user.id).toBe(first.json.user.id);
    expect(second.json.accessToken).not.toBe(first.json.accessToken);
  });
});

describe('refresh and sign-out', () => {
  it('rotates the refresh token; a reused one revokes the whole session', async () => {
    const { json: session } = await signInWallet(server, createTestSigner());
    const first = await callSession(server, 'refreshSession', {
      refreshToken: session.refreshToken,
    });
    expect(first.status).toBe(200);
    expect(first.json.refreshToken).not.toBe(session.refreshToken);
    const second = await callSession(server, 'refreshSession', {
      refreshToken: first.json.refreshToken,
    });
    expect(second.status).toBe(200);
    // The first token again: someone copied it. The session ends for its holder too.
    const reused = await callSession(server, 'refreshSession', {
      refreshToken: session.refreshToken,
    });
    expect([reused.status, reused.json.error.code]).toEqual([401, 'REFRESH_TOKEN_REUSED']);
    const rightful = await callSession(server, 'refreshSession', {
      refreshToken: second.json.refreshToken,
    });
    expect([rightful.status, rightful.json.error.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
  });

  it('signs out: the refresh token is refused afterwards, and so is linking with the access token', async () => {
    const { json: session } = await signInWallet(server, createTestSigner());
    const out = await callSession(server, 'signOut', { refreshToken: session.refreshToken });
    expect(out).toMatchObject({ status: 200, json: { signedOut: true } });
    const refresh = await callSession(server, 'refreshSession', {
      refreshToken: session.refreshToken,
    });
    expect([refresh.status, refresh.json.error.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
    const link = await signInWallet(server, createTestSigner(), {
      route: 'linkWallet',
      accessToken: session.accessToken,
    });
    expect([link.status, link.json.error.code]).toEqual([401, 'SESSION_REQUIRED']);
  });

  it("does not take another environment's refresh token", async () => {
    const { json: session } = await signInWallet(server, createTestSigner());
    const other = await callSession(
      server,
      'refreshSession',
      { refreshToken: session.refreshToken },
      { environmentId: 'other' },
    );
    expect([other.status, other.json.error.code]).toEqual([401, 'REFRESH_TOKEN_INVALID']);
    // Refused without spending it: its owner still refreshes.
    const own = await callSession(server, 'refreshSession', { refreshToken: session.refreshToken });
    expect(own.status).toBe(200);
  });
});

describe('linking', () => {
  it('links a second wallet, shows both, unlinks one, never the last', async () => {
    const first = createTestSigner();
    const second = createTestSigner();
    const { json: session } = await signInWallet(server, first);
    const linked = await signInWallet(server, second, {
      route: 'linkWallet',
      accessToken: session.accessToken,
    });
    expect(linked.status).toBe(200);
    expect(linked.json.user.id).toBe(session.user.id);
    const addresses = linked.json.user.verifiedCredentials.map(
      (c: { address: string }) => c.address,
    );
    expect(addresses.sort()).toEqual([first.address, second.address].sort());
    // Signing in with the second wallet now finds the same user.
    const { json: secondSession } = await signInWallet(server, second);
    expect(secondSession.user.id).toBe(session.user.id);
    const firstId = session.user.verifiedCredentials[0].id;
    const unlinked = await callSession(
      server,
      'unlinkCredential',
      { credentialId: firstId },
      { accessToken: secondSession.accessToken },
    );
    expect(unlinked.status).toBe(200);
    expect(unlinked.json.user.verifiedCredentials).toHaveLength(1);
    const last = unlinked.json.user.verifiedCredentials[0].id;
    const refused = await callSession(
      server,
      'unlinkCredential',
      { credentialId: last },
      { accessToken: unlinked.json.accessToken },
    );
    expect([refused.status, refused.json.error.code]).toEqual([409, 'LAST_CREDENTIAL']);
  });

  it('refuses to link a wallet another user holds, and merges nothing', async () => {
    const mine = createTestSigner();
    const theirs = createTestSigner();
    const { json: me } = await signInWallet(server, mine);
    const { json: them } = await signInWallet(server, theirs);
    const link = await signInWallet(server, theirs, {
      route: 'linkWallet',
      accessToken: me.accessToken,
    });
    expect([link.status, link.json.error.code]).toEqual([409, 'CREDENTIAL_LINKED_ELSEWHERE']);
    expect((await signInWallet(server, theirs)).json.user.id).toBe(them.user.id);
  });
});
