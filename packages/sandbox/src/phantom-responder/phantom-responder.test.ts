import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import nacl from 'tweetnacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_EPHEMERAL_PORTS } from '../sandbox-parameters.js';
import { type Sandbox, startSandbox } from '../start-sandbox.js';

// The dapp's side is played with tweetnacl, as a host's deep-link code would; the responder is
// the real one, over HTTP, against the sandbox's real RPC.
const b58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);
const fromB58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text));
const APP = 'http://127.0.0.1:5173/shop?tab=2';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

/** A dapp mid-session: its box key, and once connected the shared key and session. */
function dapp() {
  const box = nacl.box.keyPair();
  const state = { shared: undefined as Uint8Array | undefined, session: '' };
  const link = (method: string, query: Record<string, string>) =>
    `${sandbox.urls.phantom}/${method}?${new URLSearchParams({
      dapp_encryption_public_key: b58(box.publicKey),
      redirect_link: APP,
      ...query,
    })}`;
  const sealed = (method: string, payload: unknown, extra: Record<string, string> = {}) => {
    const nonce = nacl.randomBytes(24);
    const shared = state.shared as Uint8Array;
    const data = nacl.box.after(new TextEncoder().encode(JSON.stringify(payload)), nonce, shared);
    return link(method, { nonce: b58(nonce), payload: b58(data), ...extra });
  };
  return { box, state, link, sealed };
}

/** Presses a button on the responder's page; returns where it sends the user. */
async function decide(link: string, decision: 'approve' | 'reject' = 'approve'): Promise<URL> {
  const response = await fetch(link, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `decision=${decision}`,
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') as string);
}

function open(shared: Uint8Array, answer: URL): Record<string, unknown> {
  const opened = nacl.box.open.after(
    fromB58(answer.searchParams.get('data') as string),
    fromB58(answer.searchParams.get('nonce') as string),
    shared,
  );
  expect(opened).not.toBeNull();
  return JSON.parse(new TextDecoder().decode(opened as Uint8Array));
}

async function connected() {
  const side = dapp();
  const answer = await decide(side.link('connect', { app_url: APP, cluster: 'devnet' }));
  const phantomKey = fromB58(answer.searchParams.get('phantom_encryption_public_key') as string);
  side.state.shared = nacl.box.before(phantomKey, side.box.secretKey);
  const data = open(side.state.shared, answer);
  side.state.session = data.session as string;
  return { ...side, data, answer };
}

async function transferFromWallet(
  amount: bigint,
  to?: Address,
  from: Address = sandbox.phantom.walletAddress,
) {
  const rpc = createSolanaRpc(sandbox.urls.rpc);
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const wallet = createNoopSigner(from);
  const recipient = to ?? (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(wallet.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: wallet,
          destination: recipient,
          amount: lamports(amount),
        }),
        m,
      ),
  );
  const wire = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  return { wire: b58(wire), recipient };
}

function verifyWalletSignature(encoded: string): boolean {
  const transaction = getTransactionDecoder().decode(fromB58(encoded));
  const signature = transaction.signatures[sandbox.phantom.walletAddress];
  return (
    !!signature &&
    nacl.sign.detached.verify(
      new Uint8Array(transaction.messageBytes),
      new Uint8Array(signature),
      fromB58(sandbox.phantom.walletAddress),
    )
  );
}

describe('the Phantom responder', () => {
  it('shows a request for approval, escaping everything the dapp sent', async () => {
    const side = dapp();
    const response = await fetch(
      side.link('connect', { app_url: 'https://evil.example/<script>alert(1)</script>' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<title>Phantom (sandbox)</title>');
    expect(html).toContain('<h1>Connect</h1>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('connects: its encryption key, and a session signed by the wallet for this app', async () => {
    const { data, answer } = await connected();
    expect(`${answer.origin}${answer.pathname}`).toBe('http://127.0.0.1:5173/shop');
    expect(answer.searchParams.get('tab')).toBe('2');
    expect(data.public_key).toBe(sandbox.phantom.walletAddress);
    const claims = nacl.sign.open(
      fromB58(data.session as string),
      fromB58(sandbox.phantom.walletAddress),
    );
    expect(JSON.parse(new TextDecoder().decode(claims as Uint8Array))).toMatchObject({
      app_url: APP,
      chain: 'solana',
      cluster: 'devnet',
    });
  });

  it('signs a message with the wallet key', async () => {
    const side = await connected();
    const message = new TextEncoder().encode('Hello <b>Phantom</b>');
    const link = side.sealed('signMessage', {
      message: b58(message),
      session: side.state.session,
      display: 'utf8',
    });
    const page = await (await fetch(link)).text();
    expect(page).toContain('<h1>Sign message</h1>');
    expect(page).toContain('Hello &lt;b&gt;Phantom&lt;/b&gt;');
    const { signature } = open(side.state.shared as Uint8Array, await decide(link));
    expect(
      nacl.sign.detached.verify(
        message,
        fromB58(signature as string),
        fromB58(sandbox.phantom.walletAddress),
      ),
    ).toBe(true);
  });

  it('signs one and several transactions without sending them', async () => {
    const side = await connected();
    const one = await transferFromWallet(1_000n);
    const single = open(
      side.state.shared as Uint8Array,
      await decide(
        side.sealed('signTransaction', { transaction: one.wire, session: side.state.session }),
      ),
    );
    expect(verifyWalletSignature(single.transaction as string)).toBe(true);

    const two = await transferFromWallet(2_000n);
    const link = side.sealed('signAllTransactions', {
      transactions: [one.wire, two.wire],
      session: side.state.session,
    });
    expect(await (await fetch(link)).text()).toContain('<h1>Sign 2 transactions</h1>');
    const all = open(side.state.shared as Uint8Array, await decide(link));
    expect((all.transactions as string[]).map(verifyWalletSignature)).toEqual([true, true]);
    const rpc = createSolanaRpc(sandbox.urls.rpc);
    expect((await rpc.getBalance(one.recipient).send()).value).toBe(0n);
  });

  it('signs and sends through the local RPC, which confirms the transfer', async () => {
    await sandbox.solana.airdrop(sandbox.phantom.walletAddress, 1_000_000_000n);
    const side = await connected();
    const { wire, recipient } = await transferFromWallet(5_000_000n);
    const { signature } = open(
      side.state.shared as Uint8Array,
      await decide(
        side.sealed('signAndSendTransaction', {
          transaction: wire,
          sendOptions: { preflightCommitment: 'confirmed', skipPreflight: false },
          session: side.state.session,
        }),
      ),
    );
    const status = await sandbox.solana.waitForSignature(signature as string, 'confirmed');
    expect(status.err).toBeNull();
    const rpc = createSolanaRpc(sandbox.urls.rpc);
    expect((await rpc.getBalance(recipient, { commitment: 'confirmed' }).send()).value).toBe(
      5_000_000n,
    );
  });

  it('reports a transaction the RPC refuses as -32003', async () => {
    const side = await connected();
    const { wire } = await transferFromWallet(10_000_000_000_000n);
    const answer = await decide(
      side.sealed('signAndSendTransaction', { transaction: wire, session: side.state.session }),
    );
    expect(answer.searchParams.get('errorCode')).toBe('-32003');
    expect(answer.searchParams.get('errorMessage')).toMatch(/^Transaction rejected: /);
    expect(answer.searchParams.has('data')).toBe(false);
  });

  it('answers Reject with 4001 and no data', async () => {
    const side = await connected();
    const answer = await decide(
      side.sealed('signMessage', {
        message: b58(new Uint8Array([1])),
        session: side.state.session,
      }),
      'reject',
    );
    expect(answer.searchParams.get('errorCode')).toBe('4001');
    expect(answer.searchParams.get('errorMessage')).toBe('User rejected the request.');
    expect(answer.searchParams.has('data')).toBe(false);
  });

  it('ends the session on disconnect and goes straight back with no parameters', async () => {
    const side = await connected();
    const response = await fetch(side.sealed('disconnect', { session: side.state.session }), {
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(APP);
  });

  it('refuses bad requests with the protocol error codes, at the redirect link', async () => {
    const side = await connected();
    const errorOf = async (link: string) => {
      const answer = await decide(link);
      return [answer.searchParams.get('errorCode'), answer.searchParams.get('errorMessage')];
    };
    expect(await errorOf(side.link('connect', {}))).toEqual(['-32000', 'Missing app_url']);
    expect(await errorOf(side.link('connect', { app_url: APP, cluster: 'mainnet' }))).toEqual([
      '-32000',
      'Unknown cluster: mainnet',
    ]);
    expect(await errorOf(side.link('signMessage', { payload: 'abc' }))).toEqual([
      '-32000',
      'Missing nonce',
    ]);
    expect(await errorOf(side.link('signMessage', { nonce: b58(nacl.randomBytes(24)) }))).toEqual([
      '-32000',
      'Missing payload',
    ]);
    expect(
      await errorOf(
        side.link('signMessage', {
          nonce: b58(nacl.randomBytes(24)),
          payload: b58(new Uint8Array(40)),
        }),
      ),
    ).toEqual(['-32000', 'Unable to decrypt payload']);
    expect(await errorOf(side.sealed('signMessage', { message: 'x', session: 'forged' }))).toEqual([
      '4100',
      'Unauthorized: the session is not valid',
    ]);
    expect(await errorOf(side.sealed('signMessage', { session: side.state.session }))).toEqual([
      '-32000',
      'The payload has no message',
    ]);
    const stranger = (await generateKeyPairSigner()).address;
    const notOurs = (await transferFromWallet(1n, undefined, stranger)).wire;
    expect(
      (
        await errorOf(
          side.sealed('signTransaction', { transaction: notOurs, session: side.state.session }),
        )
      )[0],
    ).toBe('-32000');
    expect(await errorOf(side.link('stealKeys', {}))).toEqual([
      '-32601',
      'Method not found: stealKeys',
    ]);
  });

  it('shows a plain 400 page when there is no safe place to answer', async () => {
    const missing = await fetch(`${sandbox.urls.phantom}/connect?app_url=x`);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Missing or invalid redirect_link');
    const script = await fetch(
      `${sandbox.urls.phantom}/connect?${new URLSearchParams({ redirect_link: 'javascript:alert(1)' })}`,
    );
    expect(script.status).toBe(400);
  });
});
