import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Signature,
} from '@solana/kit';
import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SolanaSandbox, startSolanaRpc } from '../solana-rpc/start-solana-rpc.js';
import { openMwaSession, resultOf } from './mwa-test-dapp.fixture.js';
import { unsignedTransfer } from './mwa-transfer.fixture.js';
import type { MwaWalletBehaviour } from './mwa-wallet-behaviour.js';
import { type RunningMwaWallet, startMwaWallet } from './start-mwa-wallet.js';

// Each misbehaviour a hostile-wallet test asks for, seen frame by frame by a dapp that does not
// trust it: what the SDK must turn into a typed error.

let solana: SolanaSandbox;
let wallet: RunningMwaWallet;
let publicKey: Uint8Array;
beforeAll(async () => {
  solana = await startSolanaRpc({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, slotMs: 20 });
  wallet = await startMwaWallet({ host: '127.0.0.1', port: 0, rpcUrl: solana.urls.rpc });
  publicKey = new Uint8Array(getBase58Encoder().encode(wallet.walletAddress));
  await solana.airdrop(wallet.walletAddress, 1_000_000_000n);
});
afterAll(async () => {
  await wallet.close();
  await solana.stop();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromB64 = (text: unknown) => new Uint8Array(Buffer.from(text as string, 'base64'));
const message = new TextEncoder().encode('hello');

async function authorized(behaviour: MwaWalletBehaviour) {
  const session = await openMwaSession(wallet, behaviour);
  const answer = await session.connection.request('authorize', {
    identity: { name: 'Test dapp', uri: 'https://dapp.example' },
    chain: 'solana:devnet',
  });
  return { ...session, authorizeAnswer: answer };
}

const signMessages = { addresses: [] as string[], payloads: [b64(message)] };
beforeAll(() => {
  signMessages.addresses = [b64(publicKey)];
});

describe('the sandbox MWA wallet, told to misbehave', () => {
  it('decline: answers every signing request ERROR_NOT_SIGNED (-3)', async () => {
    const { connection } = await authorized('decline');
    const { wire } = await unsignedTransfer(solana.urls.rpc, wallet.walletAddress, 1n);
    for (const [method, params] of [
      ['sign_messages', signMessages],
      ['sign_transactions', { payloads: [b64(wire)] }],
      ['sign_and_send_transactions', { payloads: [b64(wire)] }],
    ] as const) {
      const answer = await connection.request(method, params);
      expect(answer.message?.error).toEqual({ code: -3, message: 'the user declined to sign' });
    }
    connection.socket.close();
  });

  it('change-transaction: signs a message other than the one asked for', async () => {
    const { connection } = await authorized('change-transaction');
    const { wire } = await unsignedTransfer(solana.urls.rpc, wallet.walletAddress, 1_000n);
    const asked = getTransactionDecoder().decode(wire);
    const answer = await connection.request('sign_transactions', { payloads: [b64(wire)] });
    const [payload] = resultOf<{ signed_payloads: string[] }>(answer).signed_payloads;
    const returned = getTransactionDecoder().decode(fromB64(payload));
    const returnedMessage = new Uint8Array(returned.messageBytes);
    expect(returnedMessage).not.toEqual(new Uint8Array(asked.messageBytes));
    // One more lamport in the transfer (its data: u32 2 ‖ u64 lamports, little-endian).
    const lamportsOf = (bytes: Uint8Array) => {
      const compiled = getCompiledTransactionMessageDecoder().decode(bytes);
      const data = 'instructions' in compiled ? compiled.instructions[0]?.data : undefined;
      return data ? new DataView(new Uint8Array(data).buffer).getBigUint64(4, true) : undefined;
    };
    expect(lamportsOf(new Uint8Array(asked.messageBytes))).toBe(1_000n);
    expect(lamportsOf(returnedMessage)).toBe(1_001n);
    const signature = returned.signatures[wallet.walletAddress] as Uint8Array;
    expect(nacl.sign.detached.verify(returnedMessage, signature, publicKey)).toBe(true);
    expect(
      nacl.sign.detached.verify(new Uint8Array(asked.messageBytes), signature, publicKey),
    ).toBe(false);
    connection.socket.close();
  });

  it('bad-signature: answers 64-byte signatures that do not verify, and sends nothing', async () => {
    const { connection } = await authorized('bad-signature');
    const signed = await connection.request('sign_messages', signMessages);
    const [payload] = resultOf<{ signed_payloads: string[] }>(signed).signed_payloads.map(fromB64);
    expect(payload?.slice(0, -64)).toEqual(message);
    expect(payload?.slice(-64)).toHaveLength(64);
    expect(nacl.sign.detached.verify(message, payload?.slice(-64) ?? message, publicKey)).toBe(
      false,
    );
    const { wire } = await unsignedTransfer(solana.urls.rpc, wallet.walletAddress, 1_000n);
    const transactions = await connection.request('sign_transactions', { payloads: [b64(wire)] });
    const [signedWire] = resultOf<{ signed_payloads: string[] }>(transactions).signed_payloads;
    const transaction = getTransactionDecoder().decode(fromB64(signedWire));
    const transactionSignature = transaction.signatures[wallet.walletAddress] as Uint8Array;
    expect(transactionSignature).toHaveLength(64);
    expect(
      nacl.sign.detached.verify(
        new Uint8Array(transaction.messageBytes),
        transactionSignature,
        publicKey,
      ),
    ).toBe(false);
    const sent = await connection.request('sign_and_send_transactions', { payloads: [b64(wire)] });
    const [signature] = resultOf<{ signatures: string[] }>(sent).signatures.map(fromB64);
    expect(signature).toHaveLength(64);
    const signatureText = getBase58Decoder().decode(signature ?? new Uint8Array());
    const { value } = await createSolanaRpc(solana.urls.rpc)
      .getSignatureStatuses([signatureText as Signature])
      .send();
    expect(value).toEqual([null]);
    connection.socket.close();
  });

  it('wrong-account: authorizes one address and signs messages with another key', async () => {
    const { connection, authorizeAnswer } = await authorized('wrong-account');
    const [account] = resultOf<{ accounts: { address: string }[] }>(authorizeAnswer).accounts;
    expect(fromB64(account?.address)).toEqual(publicKey);
    const signed = await connection.request('sign_messages', signMessages);
    const [payload] = resultOf<{ signed_payloads: string[] }>(signed).signed_payloads.map(fromB64);
    expect(nacl.sign.detached.verify(message, payload?.slice(-64) ?? message, publicKey)).toBe(
      false,
    );
    connection.socket.close();
  });

  it('replay-frame: answers the first signing request with its previous frame again', async () => {
    const { connection, authorizeAnswer } = await authorized('replay-frame');
    expect(authorizeAnswer.sequence).toBe(2);
    const replayed = await connection.request('sign_messages', signMessages);
    // The authorize answer, again: sequence 2 where 3 is due.
    expect(replayed).toEqual(authorizeAnswer);
    connection.socket.close();
  });

  it('foreign-frame: answers under another session’s key, numbered as due', async () => {
    const { connection } = await authorized('foreign-frame');
    const foreign = await connection.request('sign_messages', signMessages);
    expect(foreign).toEqual({ sequence: 3, message: undefined });
    connection.socket.close();
  });

  it('close-mid-request: closes the socket on the first signing request, answering nothing', async () => {
    const { connection } = await authorized('close-mid-request');
    await expect(connection.request('sign_messages', signMessages)).rejects.toThrow(
      'the socket closed',
    );
    expect(await connection.closed).toBe(1000);
  });
});
