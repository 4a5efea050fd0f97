import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
} from '@solana/kit';
import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SolanaSandbox, startSolanaRpc } from '../solana-rpc/start-solana-rpc.js';
import { openMwaSession, resultOf } from './mwa-test-dapp.fixture.js';
import { unsignedTransfer } from './mwa-transfer.fixture.js';
import { type RunningMwaWallet, startMwaWallet } from './start-mwa-wallet.js';

// The wallet is the real one, over real WebSockets, sending to the sandbox's real RPC; the dapp
// side is written out in the fixture so each answer is read frame by frame.

let solana: SolanaSandbox;
let wallet: RunningMwaWallet;
beforeAll(async () => {
  solana = await startSolanaRpc({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, slotMs: 20 });
  wallet = await startMwaWallet({ host: '127.0.0.1', port: 0, rpcUrl: solana.urls.rpc });
  await solana.airdrop(wallet.walletAddress, 1_000_000_000n);
});
afterAll(async () => {
  await wallet.close();
  await solana.stop();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromB64 = (text: unknown) => new Uint8Array(Buffer.from(text as string, 'base64'));
const identity = { name: 'Test dapp', uri: 'https://dapp.example', icon: 'favicon.ico' };

describe('the sandbox MWA wallet, answering a well-behaved session', () => {
  it('says v1, authorizes with a token and its account, and tells its capabilities', async () => {
    const { connection, properties } = await openMwaSession(wallet);
    expect(properties).toEqual({ sequence: 1, message: { v: 'v1' } });
    const capabilities = await connection.request('get_capabilities');
    expect(capabilities).toEqual({
      sequence: 2,
      message: {
        jsonrpc: '2.0',
        id: 1,
        result: {
          max_transactions_per_request: 10,
          max_messages_per_request: 10,
          supported_transaction_versions: ['legacy', 0],
          features: ['solana:signTransactions', 'solana:signInWithSolana'],
        },
      },
    });
    // Signing before authorize: ERROR_AUTHORIZATION_FAILED.
    const early = await connection.request('sign_messages', { addresses: [], payloads: [] });
    expect(early.message?.error).toEqual({ code: -1, message: 'this session is not authorized' });
    const authorized = await connection.request('authorize', { identity, chain: 'solana:devnet' });
    const result = resultOf<Record<string, unknown>>(authorized);
    expect(result.accounts).toEqual([
      {
        address: b64(decodeAddress()),
        label: 'Latchkey sandbox MWA wallet',
        chains: ['solana:devnet'],
        features: ['solana:signTransactions', 'solana:signInWithSolana'],
      },
    ]);
    expect(wallet.authorizations().at(-1)).toEqual({
      authToken: result.auth_token,
      identity,
      chain: 'solana:devnet',
      revoked: false,
    });
    const unknown = await connection.request('clone_authorization');
    expect(unknown.message?.error).toEqual({
      code: -32601,
      message: 'unknown method clone_authorization',
    });
    connection.socket.close();
  });

  it('signs messages (base64 or base64url, padded or not) with the authorized key', async () => {
    const { connection } = await openMwaSession(wallet);
    await connection.request('authorize', { identity, chain: 'solana:devnet' });
    const message = new TextEncoder().encode('Sign in to Test dapp?');
    const address = b64(decodeAddress());
    const urlSafe = Buffer.from(message).toString('base64url'); // no padding
    const answer = await connection.request('sign_messages', {
      addresses: [address],
      payloads: [b64(message), urlSafe],
    });
    const signed = resultOf<{ signed_payloads: string[] }>(answer).signed_payloads.map(fromB64);
    expect(signed).toHaveLength(2);
    for (const payload of signed) {
      expect(payload.slice(0, -64)).toEqual(message);
      expect(nacl.sign.detached.verify(message, payload.slice(-64), decodeAddress())).toBe(true);
    }
    const bad = await connection.request('sign_messages', {
      addresses: [address],
      payloads: [b64(message), '!!not base64'],
    });
    expect(bad.message?.error).toEqual({
      code: -2,
      message: 'a payload is not valid',
      data: { valid: [true, false] },
    });
    const many = await connection.request('sign_messages', {
      addresses: [address],
      payloads: Array.from({ length: 11 }, () => b64(message)),
    });
    expect(many.message?.error).toEqual({ code: -5, message: 'at most 10 payloads per request' });
    connection.socket.close();
  });

  it('signs transactions, and signs and sends one the RPC confirms', async () => {
    const { connection } = await openMwaSession(wallet);
    await connection.request('authorize', { identity, chain: 'solana:devnet' });
    const { wire } = await unsignedTransfer(solana.urls.rpc, wallet.walletAddress, 1_000n);
    const signed = await connection.request('sign_transactions', { payloads: [b64(wire)] });
    const [payload] = resultOf<{ signed_payloads: string[] }>(signed).signed_payloads;
    const transaction = getTransactionDecoder().decode(fromB64(payload));
    expect(new Uint8Array(transaction.messageBytes)).toEqual(
      new Uint8Array(getTransactionDecoder().decode(wire).messageBytes),
    );
    const signature = transaction.signatures[wallet.walletAddress] as Uint8Array;
    expect(
      nacl.sign.detached.verify(
        new Uint8Array(transaction.messageBytes),
        signature,
        decodeAddress(),
      ),
    ).toBe(true);

    const transfer = await unsignedTransfer(solana.urls.rpc, wallet.walletAddress, 5_000_000n);
    const sent = await connection.request('sign_and_send_transactions', {
      payloads: [b64(transfer.wire)],
      options: { commitment: 'confirmed' },
    });
    const [sentSignature] = resultOf<{ signatures: string[] }>(sent).signatures;
    expect(fromB64(sentSignature)).toHaveLength(64);
    const status = await solana.waitForSignature(
      getBase58Decoder().decode(fromB64(sentSignature)),
      'confirmed',
    );
    expect(status.err).toBeNull();
    const balance = await createSolanaRpc(solana.urls.rpc)
      .getBalance(transfer.recipient, { commitment: 'confirmed' })
      .send();
    expect(balance.value).toBe(5_000_000n);
    connection.socket.close();
  });

  it('reauthorizes with a live token, and refuses it once deauthorized (-1)', async () => {
    const first = await openMwaSession(wallet);
    const authorized = await first.connection.request('authorize', {
      identity,
      chain: 'solana:devnet',
    });
    const token = resultOf<{ auth_token: string }>(authorized).auth_token;
    first.connection.socket.close();
    const second = await openMwaSession(wallet);
    const again = await second.connection.request('authorize', {
      identity,
      chain: 'solana:devnet',
      auth_token: token,
    });
    expect(resultOf<{ auth_token: string }>(again).auth_token).toBe(token);
    expect(await second.connection.request('deauthorize', { auth_token: token })).toMatchObject({
      message: { id: 2, result: {} },
    });
    const after = await second.connection.request('sign_messages', {
      addresses: [b64(decodeAddress())],
      payloads: [b64(new Uint8Array([1]))],
    });
    expect(after.message?.error).toEqual({ code: -1, message: 'this session is not authorized' });
    second.connection.socket.close();
    const third = await openMwaSession(wallet);
    const refused = await third.connection.request('authorize', {
      identity,
      chain: 'solana:devnet',
      auth_token: token,
    });
    expect(refused.message?.error).toEqual({
      code: -1,
      message: 'the authorization token is not valid',
    });
    expect(wallet.authorizations().find((entry) => entry.authToken === token)?.revoked).toBe(true);
    third.connection.socket.close();
  });
});

function decodeAddress(): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(wallet.walletAddress));
}
