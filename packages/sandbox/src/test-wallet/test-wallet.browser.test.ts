import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createNoopSigner,
  createTransactionMessage,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import { createSignInMessageText } from '@solana/wallet-standard-util';
import { getTransferSolInstruction } from '@solana-program/system';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import {
  APPROVALS_STORAGE_KEY,
  mountTestWalletPanel,
  type RegisterTestWalletOptions,
  registerTestWallet,
  type TestWalletControl,
  type TestWalletFeatures,
  TestWalletRpcError,
  USER_REJECTED_CODE,
} from './index.js';

// Runs in real Chromium: real Wallet Standard handshake, WebCrypto ed25519, <dialog>, storage.
// The app subscribes before any test wallet registers, as an app that loads first does.
const wallets = getWallets();
const controls: TestWalletControl[] = [];

async function register(options: RegisterTestWalletOptions = {}): Promise<TestWalletControl> {
  const control = await registerTestWallet({ approval: 'auto', ...options });
  controls.push(control);
  return control;
}

function feature<K extends keyof TestWalletFeatures>(
  wallet: Wallet,
  name: K,
): NonNullable<TestWalletFeatures[K]> {
  const found = (wallet.features as TestWalletFeatures)[name];
  if (!found) throw new Error(`${wallet.name} lacks ${name}`);
  return found;
}

async function connect(wallet: Wallet): Promise<WalletAccount> {
  const { accounts } = await feature(wallet, 'standard:connect').connect();
  const [account] = accounts;
  if (!account) throw new Error('connect returned no account');
  return account;
}

function walletPrompt(): HTMLDialogElement {
  const dialog = document.querySelector<HTMLDialogElement>(
    'dialog[aria-label="Latchkey Test Wallet"]',
  );
  if (!dialog) throw new Error('no wallet prompt');
  return dialog;
}

function promptButton(name: 'Approve' | 'Reject'): HTMLButtonElement {
  const found = [...walletPrompt().querySelectorAll('button')].find(
    (button) => button.textContent === name,
  );
  if (!found) throw new Error(`no ${name} button`);
  return found;
}

async function expectRejected(promise: Promise<unknown>): Promise<void> {
  await expect(promise).rejects.toMatchObject({
    message: 'User rejected the request.',
    code: USER_REJECTED_CODE,
  });
}

function transferTransaction(payer: Address): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: blockhash('EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'),
          lastValidBlockHeight: 100n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(payer),
          destination: address('11111111111111111111111111111112'),
          amount: 1_000n,
        }),
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe('test wallet', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    for (const control of controls.splice(0)) control.unregister();
    for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is discovered by an app that subscribed first, and leaves it on unregister', async () => {
    const registered: Wallet[] = [];
    const unregistered: Wallet[] = [];
    const offRegister = wallets.on('register', (...added) => registered.push(...added));
    const offUnregister = wallets.on('unregister', (...removed) => unregistered.push(...removed));
    const control = await register();
    expect(registered).toEqual([control.wallet]);
    expect(wallets.get()).toContain(control.wallet);
    control.unregister();
    expect(unregistered).toEqual([control.wallet]);
    expect(wallets.get()).not.toContain(control.wallet);
    offRegister();
    offUnregister();
  });

  it('registers with an app that starts after it (the app-ready half of the handshake)', async () => {
    const control = await register();
    const seen: Wallet[] = [];
    let unregisterCalls = 0;
    const api = {
      register: (wallet: Wallet) => {
        seen.push(wallet);
        return () => {
          if (wallet === control.wallet) unregisterCalls += 1;
        };
      },
    };
    window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
    expect(seen).toContain(control.wallet);
    control.unregister();
    expect(unregisterCalls).toBeGreaterThan(0);
  });

  it('describes itself like an extension: name, icon, chains, features, one account', async () => {
    const { wallet, accounts } = await register();
    expect(wallet.version).toBe('1.0.0');
    expect(wallet.name).toBe('Latchkey Test Wallet');
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(wallet.chains).toEqual([
      'solana:localnet',
      'solana:devnet',
      'solana:testnet',
      'solana:mainnet',
    ]);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ]);
    for (const value of Object.values(wallet.features)) {
      expect((value as { version: string }).version).toBe('1.0.0');
    }
    expect(feature(wallet, 'solana:signTransaction').supportedTransactionVersions).toEqual([
      'legacy',
      0,
    ]);
    expect(accounts).toHaveLength(2);
    expect(wallet.accounts).toEqual([]);

    const account = await connect(wallet);
    expect(wallet.accounts).toEqual([account]);
    expect(account.address).toBe(accounts[0]);
    expect(account.label).toBe('Account 1');
    expect(account.chains).toEqual(wallet.chains);
    expect([...account.features].sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
    ]);
    expect(account.publicKey).toHaveLength(32);
    expect(getBase58Decoder().decode(account.publicKey)).toBe(account.address);
  });

  it('leaves out the features named in dropFeatures, from the wallet and its accounts', async () => {
    const { wallet } = await register({
      dropFeatures: ['solana:signMessage', 'solana:signAndSendTransaction', 'standard:events'],
    });
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signIn',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
    ]);
    const account = await connect(wallet);
    expect([...account.features].sort()).toEqual(['solana:signIn', 'solana:signTransaction']);
  });

  it('connects silently only after this origin approved it, until it disconnects', async () => {
    const first = await register({ approval: 'prompt' });
    const silent = () => feature(first.wallet, 'standard:connect').connect({ silent: true });
    expect(await silent()).toEqual({ accounts: [] });
    expect(first.prompts()).toBe(0);
    expect(document.querySelector('dialog')).toBeNull();

    const approver = await register();
    const approved = await connect(approver.wallet);
    expect(JSON.parse(localStorage.getItem(APPROVALS_STORAGE_KEY) ?? '[]')).toEqual([
      'Latchkey Test Wallet',
    ]);

    // A fresh instance (as after a reload) reconnects with no prompt.
    const reloaded = await register({ approval: 'prompt' });
    const { accounts } = await feature(reloaded.wallet, 'standard:connect').connect({
      silent: true,
    });
    expect(accounts.map((account) => account.address)).toEqual([approved.address]);
    expect(reloaded.prompts()).toBe(0);

    await feature(reloaded.wallet, 'standard:disconnect').disconnect();
    expect(reloaded.wallet.accounts).toEqual([]);
    expect(localStorage.getItem(APPROVALS_STORAGE_KEY)).toBeNull();
    expect(await silent()).toEqual({ accounts: [] });
  });

  it('signs messages with the account key', async () => {
    const { wallet } = await register();
    const account = await connect(wallet);
    const message = new TextEncoder().encode('Hello from the test wallet');
    const [output] = await feature(wallet, 'solana:signMessage').signMessage({ account, message });
    if (!output) throw new Error('no output');
    expect(output.signatureType).toBe('ed25519');
    expect(output.signedMessage).toEqual(message);
    expect(output.signature).toHaveLength(64);
    const key = await getPublicKeyFromAddress(address(account.address));
    expect(
      await verifySignature(key, output.signature as SignatureBytes, output.signedMessage),
    ).toBe(true);
  });

  it('partially signs a kit-built transaction with a valid fee-payer signature', async () => {
    const { wallet } = await register();
    const account = await connect(wallet);
    const payer = address(account.address);
    const transaction = transferTransaction(payer);
    const [output] = await feature(wallet, 'solana:signTransaction').signTransaction({
      account,
      transaction,
      chain: 'solana:localnet',
    });
    if (!output) throw new Error('no output');
    const signed = getTransactionDecoder().decode(output.signedTransaction);
    const signature = signed.signatures[payer];
    expect(signature).toHaveLength(64);
    const unsigned = getTransactionDecoder().decode(transaction);
    expect(signed.messageBytes).toEqual(unsigned.messageBytes);
    const key = await getPublicKeyFromAddress(payer);
    expect(await verifySignature(key, signature as SignatureBytes, signed.messageBytes)).toBe(true);
  });

  it('signs in with the SIWS text, filling domain and address', async () => {
    const { wallet } = await register();
    const input = {
      statement: 'Sign in to the Latchkey demo',
      uri: `${location.origin}/`,
      version: '1',
      chainId: 'solana:devnet',
      nonce: 'abcd1234efgh',
      issuedAt: new Date().toISOString(),
      resources: ['https://example.com/terms'],
    };
    const [output] = await feature(wallet, 'solana:signIn').signIn(input);
    if (!output) throw new Error('no output');
    const expected = createSignInMessageText({
      ...input,
      domain: location.host,
      address: output.account.address,
    });
    expect(new TextDecoder().decode(output.signedMessage)).toBe(expected);
    expect(output.signatureType).toBe('ed25519');
    const key = await getPublicKeyFromAddress(address(output.account.address));
    expect(
      await verifySignature(key, output.signature as SignatureBytes, output.signedMessage),
    ).toBe(true);
    // Signing in connects, as it does in Phantom.
    expect(wallet.accounts).toEqual([output.account]);
  });

  it('rejects like Phantom (code 4001) for the methods it is told to reject', async () => {
    const control = await register({ reject: ['connect'] });
    const { wallet } = control;
    await expectRejected(feature(wallet, 'standard:connect').connect());
    // A sign-in would connect too: refused as the connect is.
    await expectRejected(feature(wallet, 'solana:signIn').signIn({}));
    expect(wallet.accounts).toEqual([]);

    control.setRejecting(['signMessage', 'signTransaction', 'signIn']);
    const account = await connect(wallet);
    const message = new Uint8Array([1, 2, 3]);
    await expectRejected(feature(wallet, 'solana:signMessage').signMessage({ account, message }));
    await expectRejected(
      feature(wallet, 'solana:signTransaction').signTransaction({
        account,
        transaction: transferTransaction(address(account.address)),
      }),
    );
    await expectRejected(feature(wallet, 'solana:signIn').signIn({}));
    control.setRejecting([]);
    await expect(
      feature(wallet, 'solana:signMessage').signMessage({ account, message }),
    ).resolves.toHaveLength(1);
  });

  it('when locked, fails connect with an error that is not a user rejection', async () => {
    const { wallet } = await register({ misbehave: ['locked'] });
    const failure = await feature(wallet, 'standard:connect')
      .connect()
      .then(
        () => undefined,
        (error: unknown) => error as Error & { code?: number },
      );
    expect(failure?.message).toBe('The wallet is locked');
    expect(failure?.code).toBeUndefined();
    // A sign-in would connect too: it fails the same way.
    await expect(feature(wallet, 'solana:signIn').signIn({})).rejects.toThrow(
      'The wallet is locked',
    );
    expect(wallet.accounts).toEqual([]);
  });

  it('refuses accounts it does not hold, and signing before connect', async () => {
    const { wallet } = await register();
    const other = await register({ seed: 'another-wallet' });
    const foreign = await connect(other.wallet);
    const message = new Uint8Array([1]);
    await expect(
      feature(wallet, 'solana:signMessage').signMessage({ account: foreign, message }),
    ).rejects.toThrow('not connected');
    await connect(wallet);
    await expect(
      feature(wallet, 'solana:signMessage').signMessage({ account: foreign, message }),
    ).rejects.toThrow(`does not hold the account ${foreign.address}`);
    await expect(
      feature(wallet, 'solana:signTransaction').signTransaction({
        account: (await connect(wallet)) as WalletAccount,
        transaction: transferTransaction(address(foreign.address)),
        chain: 'solana:unknown',
      }),
    ).rejects.toThrow('does not support the chain solana:unknown');
  });

  it('switches account like a wallet: one account exposed, a change event with the new one', async () => {
    const control = await register();
    const { wallet } = control;
    const changes: (readonly WalletAccount[] | undefined)[] = [];
    const off = feature(wallet, 'standard:events').on('change', ({ accounts }) =>
      changes.push(accounts),
    );
    const first = await connect(wallet);
    expect(changes.map((accounts) => accounts?.map((a) => a.address))).toEqual([[first.address]]);

    control.switchAccount(1);
    expect(control.activeAddress()).toBe(control.accounts[1]);
    expect(control.activeAddress()).not.toBe(first.address);
    expect(wallet.accounts.map((account) => account.address)).toEqual([control.accounts[1]]);
    expect(changes.at(-1)?.map((account) => account.address)).toEqual([control.accounts[1]]);
    expect(() => control.switchAccount(2)).toThrow(RangeError);

    await feature(wallet, 'standard:disconnect').disconnect();
    expect(changes.at(-1)).toEqual([]);
    off();
  });

  it('derives the same keys from the same seed: SHA-256 of "seed:index"', async () => {
    const a = await register({ seed: 'seed-one', accountCount: 3 });
    const b = await register({ seed: 'seed-one', accountCount: 3 });
    const c = await register({ seed: 'seed-two', accountCount: 3 });
    expect(a.accounts).toEqual(b.accounts);
    expect(new Set(a.accounts).size).toBe(3);
    expect(a.accounts.some((account) => c.accounts.includes(account))).toBe(false);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('seed-one:2'));
    const keyPair = await createKeyPairFromPrivateKeyBytes(new Uint8Array(digest));
    expect(await getAddressFromPublicKey(keyPair.publicKey)).toBe(a.accounts[2]);
    await expect(register({ accountCount: 0 })).rejects.toThrow(RangeError);
  });

  it('asks in a topmost modal prompt, above the page’s own modal dialog', async () => {
    const host = document.createElement('dialog');
    host.textContent = 'The app’s connect dialog';
    document.body.append(host);
    host.showModal();

    const control = await register({ approval: 'prompt' });
    const { wallet } = control;
    const connecting = feature(wallet, 'standard:connect').connect();
    await vi.waitFor(() => walletPrompt());
    expect(walletPrompt().matches(':modal')).toBe(true);
    expect(walletPrompt().textContent).toContain('Connect');
    expect(walletPrompt().textContent).toContain(location.host);
    await userEvent.click(promptButton('Approve'));
    const [account] = (await connecting).accounts;
    expect(account?.address).toBe(control.accounts[0]);
    expect(document.querySelector('dialog[aria-label="Latchkey Test Wallet"]')).toBeNull();

    const text = '<b>not markup</b> sign this';
    const signing = feature(wallet, 'solana:signMessage').signMessage({
      account: account as WalletAccount,
      message: new TextEncoder().encode(text),
    });
    await vi.waitFor(() => walletPrompt());
    expect(walletPrompt().textContent).toContain('Sign message');
    expect(walletPrompt().textContent).toContain(text);
    expect(walletPrompt().querySelector('b')).toBeNull();
    const rejected = expectRejected(signing);
    await userEvent.click(promptButton('Reject'));
    await rejected;
    expect(document.querySelector('dialog[aria-label="Latchkey Test Wallet"]')).toBeNull();
    expect(control.prompts()).toBe(2);
    expect(host.open).toBe(true);
    host.remove();
  });

  it('with a rejecting method still shows the prompt, then answers with the rejection', async () => {
    const control = await register({ approval: 'prompt', reject: ['connect'] });
    const connecting = feature(control.wallet, 'standard:connect').connect();
    await vi.waitFor(() => walletPrompt());
    promptButton('Approve').click();
    await expectRejected(connecting);
    expect(control.prompts()).toBe(1);
  });

  it('Escape on the prompt is a rejection', async () => {
    const control = await register({ approval: 'prompt' });
    const connecting = feature(control.wallet, 'standard:connect').connect();
    await vi.waitFor(() => walletPrompt());
    const rejected = expectRejected(connecting);
    await userEvent.keyboard('{Escape}');
    await rejected;
  });

  it('signs and sends through the RPC, returning the signature bytes', async () => {
    const { wallet } = await register({ rpcUrl: 'http://rpc.test/' });
    const account = await connect(wallet);
    const payer = address(account.address);
    const requests: { url: string; body: { method: string; params: unknown[] } }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { method: string; params: unknown[] };
      requests.push({ url, body });
      const wire = getBase64Encoder().encode(body.params[0] as string);
      const sent = getTransactionDecoder().decode(wire);
      const signature = getBase58Decoder().decode(sent.signatures[payer] ?? new Uint8Array(64));
      return Response.json({ jsonrpc: '2.0', id: 1, result: signature });
    });
    const [output] = await feature(wallet, 'solana:signAndSendTransaction').signAndSendTransaction({
      account,
      transaction: transferTransaction(payer),
      chain: 'solana:localnet',
      options: { skipPreflight: true },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('http://rpc.test/');
    expect(requests[0]?.body.method).toBe('sendTransaction');
    expect(requests[0]?.body.params[1]).toEqual({ encoding: 'base64', skipPreflight: true });
    expect(output?.signature).toHaveLength(64);
    expect(output?.signature.some((byte) => byte !== 0)).toBe(true);
  });

  it('surfaces RPC failures of signAndSendTransaction as errors, not rejections', async () => {
    const unreachable = await register({ rpcUrl: 'http://127.0.0.1:9/' });
    const account = await connect(unreachable.wallet);
    const input = {
      account,
      transaction: transferTransaction(address(account.address)),
      chain: 'solana:localnet' as const,
    };
    const send = feature(unreachable.wallet, 'solana:signAndSendTransaction');
    const failure = await send.signAndSendTransaction(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TestWalletRpcError);
    expect((failure as Error).message).toContain('Could not reach the RPC');

    vi.stubGlobal('fetch', async () =>
      Response.json({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32002, message: 'Transaction simulation failed', data: { logs: [] } },
      }),
    );
    await expect(send.signAndSendTransaction(input)).rejects.toMatchObject({
      name: 'TestWalletRpcError',
      code: -32002,
      message: 'Transaction simulation failed',
    });
  });

  it('mounts a control panel that switches the active account', async () => {
    const control = await register();
    await connect(control.wallet);
    const target = document.createElement('div');
    document.body.append(target);
    const unmount = mountTestWalletPanel(control, { target });
    const panel = target.querySelector('aside[aria-label="Test wallet controls"]');
    expect(panel?.textContent).toContain(control.accounts[0]);
    const button = [...(panel?.querySelectorAll('button') ?? [])].find(
      (candidate) => candidate.textContent === 'Switch account',
    );
    await userEvent.click(button as HTMLButtonElement);
    expect(control.activeAddress()).toBe(control.accounts[1]);
    expect(panel?.textContent).toContain(control.accounts[1]);
    control.switchAccount(0);
    expect(panel?.textContent).toContain(control.accounts[0]);
    unmount();
    expect(target.querySelector('aside')).toBeNull();
    target.remove();
  });
});
