import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MWA_PROTOCOL_BASE64, MWA_PROTOCOL_BINARY } from './mwa-socket-encoding.js';
import {
  createTestMwaDapp,
  freeAssociationPort,
  openMwaSession,
  resultOf,
} from './mwa-test-dapp.fixture.js';
import { type RunningMwaWallet, startMwaWallet } from './start-mwa-wallet.js';

// Where the wallet listens and for how long, the reflector's pairing, and the control routes;
// real sockets throughout. A short timeout stands in for the 30 s a real association waits.

const TIMEOUT_MS = 400;
let wallet: RunningMwaWallet;
beforeAll(async () => {
  wallet = await startMwaWallet({
    host: '127.0.0.1',
    port: 0,
    rpcUrl: 'http://127.0.0.1:9', // nothing here sends
    timeoutMs: TIMEOUT_MS,
  });
});
afterAll(() => wallet.close());

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** Whether a WebSocket to the URL opens (false: refused at TCP or HTTP). */
function opens(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, [MWA_PROTOCOL_BINARY]);
    socket.once('open', () => {
      socket.terminate();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 50; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still not ${what} after 2.5 s`);
}

describe('a local association', () => {
  it('serves only /solana-wallet, one dapp, on 127.0.0.1 and ::1, and closes after the session', async () => {
    const { connection, port } = await openMwaSession(wallet);
    expect(await opens(`ws://127.0.0.1:${port}/elsewhere`)).toBe(false);
    const second = new WebSocket(`ws://[::1]:${port}/solana-wallet`, [MWA_PROTOCOL_BINARY]);
    const code = await new Promise<number>((resolve) => second.once('close', resolve));
    expect(code).toBe(1013); // reached over ::1, and refused: the association has its dapp
    expect(resultOf<object>(await connection.request('get_capabilities'))).toHaveProperty(
      'max_messages_per_request',
      10,
    );
    connection.socket.close();
    await until(async () => !(await opens(`ws://127.0.0.1:${port}/solana-wallet`)), 'closed');
  });

  it('speaks legacy to a dapp whose URI names no version: no session properties, `cluster`', async () => {
    const dapp = await createTestMwaDapp();
    const port = await freeAssociationPort();
    await wallet.associate(dapp.localUri(port).replace('&v=v1', ''));
    const connection = await dapp.connect(`ws://127.0.0.1:${port}/solana-wallet`);
    expect(await connection.hello()).toBeUndefined();
    const answer = await connection.request('authorize', { cluster: 'devnet' });
    expect(answer.sequence).toBe(1);
    const { accounts } = resultOf<{ accounts: { chains: string[] }[] }>(answer);
    expect(accounts[0]?.chains).toEqual(['solana:devnet']);
    connection.socket.close();
  });

  it('stops listening when no dapp comes', async () => {
    const dapp = await createTestMwaDapp();
    const port = await freeAssociationPort();
    await wallet.associate(dapp.localUri(port));
    const listening = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1', () => {
        probe.destroy(); // TCP only: no WebSocket, so no dapp joined
        resolve(true);
      }).once('error', () => resolve(false));
    });
    expect(listening).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 100));
    expect(await opens(`ws://127.0.0.1:${port}/solana-wallet`)).toBe(false);
  });
});

describe('the reflector', () => {
  it('hands the dapp an id, pairs the wallet that names it, pings both and relays', async () => {
    const dapp = await createTestMwaDapp();
    // The dapp speaks base64 text, the wallet binary: the reflector carries bytes between them.
    const connection = await dapp.connect(`ws://${wallet.reflectorAuthority}/reflect`, [
      MWA_PROTOCOL_BASE64,
    ]);
    expect(connection.socket.protocol).toBe(MWA_PROTOCOL_BASE64);
    const reflectorId = await connection.next();
    expect(reflectorId[0]).toBe(16); // varint length
    expect(reflectorId).toHaveLength(17);
    const uri = dapp.remoteUri(wallet.reflectorAuthority, b64url(reflectorId.slice(1)));
    await wallet.associate(uri);
    expect(await connection.next()).toHaveLength(0); // APP_PING
    expect(await connection.hello()).toEqual({ sequence: 1, message: { v: 'v1' } });
    const answer = await connection.request('authorize', { chain: 'solana:devnet' });
    expect(resultOf<{ auth_token: string }>(answer).auth_token).toEqual(expect.any(String));
    // An id is joined once.
    await expect(wallet.associate(uri)).rejects.toThrow(/refused id .*: HTTP 409/);
    connection.socket.close();
    await until(async () => {
      const refused = await wallet.associate(uri).catch((error: Error) => error.message);
      return typeof refused === 'string' && refused.endsWith('HTTP 404');
    }, 'forgotten');
  });

  it('expires an id no wallet claims', async () => {
    const dapp = await createTestMwaDapp();
    const connection = await dapp.connect(`ws://${wallet.reflectorAuthority}/reflect`);
    const reflectorId = await connection.next();
    expect(await connection.closed).toBe(1000);
    const uri = dapp.remoteUri(wallet.reflectorAuthority, b64url(reflectorId.slice(1)));
    await expect(wallet.associate(uri)).rejects.toThrow(/HTTP 404/);
  });
});

describe('the control routes', () => {
  it('associate on POST (202), refuse what they cannot (400), and list authorizations', async () => {
    const origin = { Origin: 'http://127.0.0.1:5173' };
    const post = (body: unknown) =>
      fetch(`${wallet.url}/mwa/associate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...origin },
        body: JSON.stringify(body),
      });
    const dapp = await createTestMwaDapp();
    const port = await freeAssociationPort();
    const refused = await post({ uri: dapp.localUri(port), behaviour: 'sulk' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^behaviour must be one of/,
    );
    expect((await post({ uri: 'https://example.com' })).status).toBe(400);
    const accepted = await post({ uri: dapp.localUri(port), behaviour: 'decline' });
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get('access-control-allow-origin')).toBe(origin.Origin);
    const connection = await dapp.connect(`ws://127.0.0.1:${port}/solana-wallet`);
    await connection.hello();
    const { auth_token } = resultOf<{ auth_token: string }>(
      await connection.request('authorize', { identity: { name: 'Routes' } }),
    );
    await connection.request('deauthorize', { auth_token });
    const listed = await fetch(`${wallet.url}/mwa/authorizations`, { headers: origin });
    expect(await listed.json()).toContainEqual({
      authToken: auth_token,
      identity: { name: 'Routes' },
      chain: 'solana:mainnet',
      revoked: true,
    });
    connection.socket.close();
  });
});
