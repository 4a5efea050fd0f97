import {
  type Address,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signBytes,
  signTransaction,
} from '@solana/kit';
import fc from 'fast-check';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { getTransactionSigner } from '../actions/get-transaction-signer.js';
import { createConfig } from '../config/create-config.js';
import type { Connector, CreateConnectorsFn } from '../connectors/connector.js';
import { createConnectorList } from '../connectors/create-connector-list.js';
import {
  LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER,
  LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE,
  LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST,
  LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { UserCancellationError } from '../errors/user-cancellation-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaDevnet } from '../networks/define-solana-network.js';
import { recordRobustness } from '../robustness/robustness-record.fixture.js';
import { createStorage, type LatchkeyStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { DEEP_LINK_REQUEST_TTL_MS } from './consume-deep-link-answer.js';
import type { DeepLinkPage } from './deep-link-page.js';
import { PHANTOM_STORAGE_KEYS } from './deep-link-storage-keys.js';
import type { RedirectResult } from './deep-link-types.js';
import { createPhantomDeepLinkConnector } from './phantom-deep-link.js';

// The wallet's side is played here with tweetnacl, as the Phantom app does; the browser flow
// against the sandbox's responder is in e2e/phantom-deeplink.spec.ts.
const b58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes);
const fromB58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text));
const context = { getNetwork: () => solanaDevnet(), logger: createLogger({ level: 'silent' }) };
const APP = 'https://app.example/shop?tab=2';
const BASE = 'https://wallet.example/ul/v1';

function fakePage(start = APP) {
  const visited: string[] = [];
  const page: DeepLinkPage & { url: string; visited: string[] } = {
    url: start,
    visited,
    getUrl: () => page.url,
    replaceUrl: (url) => {
      page.url = url;
    },
    navigate: (url) => {
      visited.push(url);
    },
  };
  return page;
}

/** A Phantom stand-in: decrypts requests and builds answers like the app. */
async function fakePhantom() {
  const box = nacl.box.keyPair();
  const wallet = await generateKeyPairSigner();
  return {
    box,
    wallet,
    shared: (dappPublicKey: string) => nacl.box.before(fromB58(dappPublicKey), box.secretKey),
    answer(query: Record<string, string>) {
      return `${APP}&${new URLSearchParams(query).toString()}`;
    },
    seal(shared: Uint8Array, value: unknown) {
      const nonce = nacl.randomBytes(24);
      const data = nacl.box.after(new TextEncoder().encode(JSON.stringify(value)), nonce, shared);
      return { nonce: b58(nonce), data: b58(data) };
    },
    open(link: string) {
      const url = new URL(link);
      const shared = nacl.box.before(
        fromB58(url.searchParams.get('dapp_encryption_public_key') as string),
        box.secretKey,
      );
      const opened = nacl.box.open.after(
        fromB58(url.searchParams.get('payload') as string),
        fromB58(url.searchParams.get('nonce') as string),
        shared,
      );
      return { url, shared, payload: JSON.parse(new TextDecoder().decode(opened as Uint8Array)) };
    },
  };
}

function memoryStorage(): LatchkeyStorage {
  return createStorage({ adapter: createMemoryStorageAdapter() });
}

/** Connects through a full round trip and returns the pieces for later steps. */
async function connected() {
  const storage = memoryStorage();
  const phantom = await fakePhantom();
  const page = fakePage();
  const first = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
  void first.connect();
  await waitFor(() => page.visited.length === 1);
  const link = new URL(page.visited[0] as string);
  const dappPublicKey = link.searchParams.get('dapp_encryption_public_key') as string;
  const shared = phantom.shared(dappPublicKey);
  const session = b58(nacl.randomBytes(80));
  page.url = phantom.answer({
    phantom_encryption_public_key: b58(phantom.box.publicKey),
    ...phantom.seal(shared, { public_key: phantom.wallet.address, session }),
  });
  // The page loads again with the answer.
  const connector = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
  await connector.ready();
  return { storage, phantom, page, connector, link, shared, session, dappPublicKey };
}

// Bounded by time, not by tries: the first connect of a run loads the deep link's crypto, which
// takes over a second on a busy machine.
async function waitFor(check: () => boolean) {
  const deadline = performance.now() + 10_000;
  while (!check() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  if (!check()) throw new Error('timed out after 10 s');
}

describe('Phantom deep link: connect', () => {
  it('links with app_url, the dapp key, a redirect back and the cluster, then reads the session', async () => {
    const { link, connector, page, storage, phantom, session } = await connected();
    expect(`${link.origin}${link.pathname}`).toBe(`${BASE}/connect`);
    expect(link.searchParams.get('app_url')).toBe('https://app.example');
    expect(link.searchParams.get('redirect_link')).toBe(APP);
    expect(link.searchParams.get('cluster')).toBe('devnet');
    expect(fromB58(link.searchParams.get('dapp_encryption_public_key') as string)).toHaveLength(32);

    expect(connector.getAccounts()).toEqual([phantom.wallet.address]);
    expect(connector.getRedirectResult()).toMatchObject({
      method: 'connect',
      data: { method: 'connect', address: phantom.wallet.address },
    });
    expect(page.url).toBe(APP); // the answer's parameters are gone, the host's stay
    expect(await storage.getItem(PHANTOM_STORAGE_KEYS.session)).toBe(session);
    expect(await storage.getItem(PHANTOM_STORAGE_KEYS.pending)).toBeUndefined();
    expect((await connector.connect({ silent: true })).accounts).toEqual([phantom.wallet.address]);
  });

  it('never stores the dapp secret key or the shared key in plaintext', async () => {
    const { storage, shared } = await connected();
    const sealed = await storage.getItem<{ iv: Uint8Array; data: Uint8Array }>(
      PHANTOM_STORAGE_KEYS.sharedSecret,
    );
    expect(sealed?.data).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(sealed?.data as Uint8Array).includes(Buffer.from(shared))).toBe(false);
    expect(await storage.getItem(PHANTOM_STORAGE_KEYS.dappSecretKey)).toBeUndefined();
    const key = await storage.getItem<CryptoKey>(PHANTOM_STORAGE_KEYS.vaultKey);
    expect(key?.extractable).toBe(false);
  });

  it('does not replay an answer on reload', async () => {
    const { storage, page, phantom, shared } = await connected();
    page.url = phantom.answer(phantom.seal(shared, { signature: b58(nacl.randomBytes(64)) }));
    const again = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
    await again.ready();
    const result = again.getRedirectResult() as RedirectResult;
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST)).toBe(true);
    expect(result.error?.message).toBe('The wallet answered a request this page did not make');
  });
});

describe('Phantom deep link: signing', () => {
  it('stores the pending method, encrypts the request and returns the signature after the trip', async () => {
    const { storage, page, phantom, connector, session } = await connected();
    void connector.signMessage('hello phantom');
    await waitFor(() => page.visited.length === 2);
    const pending = await storage.getItem<{ method: string }>(PHANTOM_STORAGE_KEYS.pending);
    expect(pending?.method).toBe('signMessage');
    const request = phantom.open(page.visited[1] as string);
    expect(`${request.url.origin}${request.url.pathname}`).toBe(`${BASE}/signMessage`);
    expect(request.payload.session).toBe(session);
    expect(request.payload.display).toBe('utf8');
    const message = fromB58(request.payload.message);
    expect(new TextDecoder().decode(message)).toBe('hello phantom');
    const signature = new Uint8Array(await signBytes(phantom.wallet.keyPair.privateKey, message));
    page.url = phantom.answer(phantom.seal(request.shared, { signature: b58(signature) }));
    const back = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
    const results: RedirectResult[] = [];
    back.on('redirectResult', (result) => results.push(result));
    await back.ready();
    expect(back.getRedirectResult()?.data).toEqual({
      method: 'signMessage',
      signature,
      signedMessage: message,
    });
    expect(results).toHaveLength(1);
  });

  it('sends signTransaction and signAllTransactions as base58 wire bytes', async () => {
    const { page, phantom, connector } = await connected();
    void connector.signAllTransactions([new Uint8Array([1, 2, 3]), new Uint8Array([4, 5])]);
    await waitFor(() => page.visited.length === 2);
    const request = phantom.open(page.visited[1] as string);
    expect(request.url.pathname.endsWith('/signAllTransactions')).toBe(true);
    expect(request.payload.transactions.map(fromB58)).toEqual([
      new Uint8Array([1, 2, 3]),
      new Uint8Array([4, 5]),
    ]);
  });
});

describe('Phantom deep link: failures name what went wrong', () => {
  async function answerWith(
    query: (
      ctx: Awaited<ReturnType<typeof connected>>,
    ) => Record<string, string> | Promise<Record<string, string>>,
    forget?: string,
  ) {
    const ctx = await connected();
    void ctx.connector.signMessage('x');
    await waitFor(() => ctx.page.visited.length === 2);
    ctx.page.url = ctx.phantom.answer(await query(ctx));
    if (forget) await ctx.storage.removeItem(forget);
    const back = createPhantomDeepLinkConnector(
      { baseUrl: BASE, storage: ctx.storage, page: ctx.page },
      context,
    );
    await back.ready();
    return { result: back.getRedirectResult() as RedirectResult, page: ctx.page, ctx };
  }

  it('a rejection is a cancellation', async () => {
    const { result, page } = await answerWith(() => ({
      errorCode: '4001',
      errorMessage: 'User rejected the request.',
    }));
    expect(result.method).toBe('signMessage');
    expect(result.error).toBeInstanceOf(UserCancellationError);
    expect(page.url).toBe(APP);
  });

  it("another errorCode keeps the wallet's words and code", async () => {
    const { result } = await answerWith(() => ({ errorCode: '-32603', errorMessage: 'Internal' }));
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__WALLET__REQUEST_FAILED)).toBe(true);
    expect(result.error?.message).toBe('Phantom could not complete signMessage: Internal');
  });

  it.each(['nonce', 'data'])('a missing %s is named', async (name) => {
    const { result } = await answerWith(({ phantom, shared }) => {
      const sealed: Record<string, string> = phantom.seal(shared, { signature: 'x' });
      delete sealed[name];
      return sealed;
    });
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER)).toBe(
      true,
    );
    expect(result.error?.message).toBe(`Missing query parameter "${name}" in the wallet redirect`);
  });

  it('a missing stored shared key is named', async () => {
    const { result } = await answerWith(
      ({ phantom, shared }) => phantom.seal(shared, { signature: b58(nacl.randomBytes(64)) }),
      PHANTOM_STORAGE_KEYS.sharedSecret,
    );
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE)).toBe(
      true,
    );
    expect(result.error?.message).toBe(
      'Missing stored value "sharedSecret" for the wallet redirect',
    );
  });

  it("tampered data is 'Unable to decrypt data'", async () => {
    const { result } = await answerWith(({ phantom, shared }) => {
      const sealed = phantom.seal(shared, { signature: b58(nacl.randomBytes(64)) });
      const bytes = fromB58(sealed.data);
      bytes[0] = (bytes[0] as number) ^ 0xff;
      return { ...sealed, data: b58(bytes) };
    });
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT)).toBe(true);
    expect(result.error?.message).toBe('Unable to decrypt data');
  });

  it("a tampered nonce is 'Unable to decrypt data'", async () => {
    const { result } = await answerWith(({ phantom, shared }) => {
      const sealed = phantom.seal(shared, { signature: b58(nacl.randomBytes(64)) });
      const nonce = fromB58(sealed.nonce);
      nonce[3] = (nonce[3] as number) ^ 0x01;
      return { ...sealed, nonce: b58(nonce) };
    });
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT)).toBe(true);
    recordRobustness({
      category: 'hostile',
      name: 'deep-link answers',
      tried: 1,
      handled: 1,
      rejected: 1,
    });
  });

  it('an answer naming a foreign wallet key is refused, even one that decrypts', async () => {
    const { result } = await answerWith(({ phantom, shared }) => ({
      phantom_encryption_public_key: b58(nacl.box.keyPair().publicKey),
      ...phantom.seal(shared, { signature: b58(nacl.randomBytes(64)) }),
    }));
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE)).toBe(true);
    expect(result.error?.message).toContain('the answer names another wallet key');
    recordRobustness({
      category: 'hostile',
      name: 'deep-link answers',
      tried: 1,
      handled: 1,
      rejected: 1,
    });
  });

  /** The fake wallet's real signature of the message the dapp asked to sign ('x'). */
  const signatureOfX = async (phantom: Awaited<ReturnType<typeof fakePhantom>>) =>
    b58(
      new Uint8Array(
        await signBytes(phantom.wallet.keyPair.privateKey, new TextEncoder().encode('x')),
      ),
    );

  it('a replayed answer (the same URL after it was used) matches no request', async () => {
    let signature = '';
    const { result, ctx } = await answerWith(async ({ phantom, shared }) => {
      signature = await signatureOfX(phantom);
      return phantom.seal(shared, { signature });
    });
    expect(result.error).toBeUndefined();
    const replayed = ctx.phantom.answer(ctx.phantom.seal(ctx.shared, { signature }));
    ctx.page.url = replayed;
    const again = createPhantomDeepLinkConnector(
      { baseUrl: BASE, storage: ctx.storage, page: ctx.page },
      context,
    );
    await again.ready();
    const second = again.getRedirectResult() as RedirectResult;
    expect(isLatchkeyError(second.error, LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST)).toBe(true);
    recordRobustness({
      category: 'hostile',
      name: 'deep-link answers',
      tried: 1,
      handled: 1,
      rejected: 1,
    });
  });

  it('binds an answer to its request: an old answer while another is pending, a reused nonce, an expired request, a signature over something else', async () => {
    const refusedAs = (result: RedirectResult, reason: RegExp) => {
      expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE)).toBe(
        true,
      );
      expect(result.error?.message).toMatch(reason);
    };
    // A garbage signature, or one over another message, is not the answer to this request.
    const garbage = await answerWith(({ phantom, shared }) =>
      phantom.seal(shared, { signature: b58(nacl.randomBytes(64)) }),
    );
    refusedAs(garbage.result, /not the wallet's over the message asked for/);

    // The answer to an earlier 'x' replayed while a new request (for 'y') is pending.
    const { ctx, result } = await answerWith(async ({ phantom, shared }) =>
      phantom.seal(shared, { signature: await signatureOfX(phantom) }),
    );
    expect(result.error).toBeUndefined();
    const old = ctx.phantom.seal(ctx.shared, { signature: await signatureOfX(ctx.phantom) });
    const reload = () => {
      const back = createPhantomDeepLinkConnector(
        { baseUrl: BASE, storage: ctx.storage, page: ctx.page },
        context,
      );
      return back.ready().then(() => back);
    };
    const pendingY = await reload();
    void pendingY.signMessage('y');
    await waitFor(() => ctx.page.visited.length === 3);
    ctx.page.url = ctx.phantom.answer(old);
    refusedAs((await reload()).getRedirectResult() as RedirectResult, /over the message asked for/);

    // The same sealed answer (same nonce) again, for a fresh request: used already.
    const pendingX = await reload();
    void pendingX.signMessage('x');
    await waitFor(() => ctx.page.visited.length === 4);
    const fresh = ctx.phantom.seal(ctx.shared, { signature: await signatureOfX(ctx.phantom) });
    ctx.page.url = ctx.phantom.answer(fresh);
    expect(((await reload()).getRedirectResult() as RedirectResult).error).toBeUndefined();
    void (await reload()).signMessage('x');
    await waitFor(() => ctx.page.visited.length === 5);
    ctx.page.url = ctx.phantom.answer(fresh);
    refusedAs((await reload()).getRedirectResult() as RedirectResult, /used already/);

    // A request left pending past its time.
    void (await reload()).signMessage('x');
    await waitFor(() => ctx.page.visited.length === 6);
    const pending = await ctx.storage.getItem<{ createdAt: number }>(PHANTOM_STORAGE_KEYS.pending);
    await ctx.storage.setItem(PHANTOM_STORAGE_KEYS.pending, {
      ...pending,
      createdAt: Date.now() - DEEP_LINK_REQUEST_TTL_MS - 1,
    });
    ctx.page.url = ctx.phantom.answer(
      ctx.phantom.seal(ctx.shared, { signature: await signatureOfX(ctx.phantom) }),
    );
    refusedAs((await reload()).getRedirectResult() as RedirectResult, /has expired/);
    recordRobustness({
      category: 'hostile',
      name: 'deep-link answers',
      tried: 5,
      handled: 5,
      rejected: 4,
    });
  });

  it('a connect answer sealed by one key but naming another is refused', async () => {
    const storage = memoryStorage();
    const page = fakePage();
    const phantom = await fakePhantom();
    const connector = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
    void connector.connect();
    await waitFor(() => page.visited.length === 1);
    const dappPublicKey = new URL(page.visited[0] as string).searchParams.get(
      'dapp_encryption_public_key',
    ) as string;
    page.url = phantom.answer({
      phantom_encryption_public_key: b58(nacl.box.keyPair().publicKey),
      ...phantom.seal(phantom.shared(dappPublicKey), {
        public_key: phantom.wallet.address,
        session: 'x',
      }),
    });
    const back = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
    await back.ready();
    expect(
      isLatchkeyError(back.getRedirectResult()?.error, LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT),
    ).toBe(true);
    expect(await back.getAccounts()).toEqual([]);
    recordRobustness({
      category: 'hostile',
      name: 'deep-link answers',
      tried: 1,
      handled: 1,
      rejected: 1,
    });
  });

  it('any answer at all (random data, nonce, key, error fields) is a result, never a throw', async () => {
    const ctx = await connected();
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.uint8Array({ maxLength: 80 }).map((bytes) => b58(bytes)),
    );
    const answer = fc.record(
      {
        data: text,
        nonce: text,
        phantom_encryption_public_key: text,
        errorCode: fc.oneof(fc.constant('4001'), fc.string({ maxLength: 6 })),
        errorMessage: fc.string({ maxLength: 40 }),
      },
      { requiredKeys: [] },
    );
    let tried = 0;
    let rejected = 0;
    await fc.assert(
      fc.asyncProperty(answer, async (query) => {
        tried += 1;
        await ctx.storage.setItem(PHANTOM_STORAGE_KEYS.pending, {
          id: `fuzz-${tried}`,
          method: 'signMessage',
          createdAt: Date.now(),
        });
        ctx.page.url = `${APP}&${new URLSearchParams(query).toString()}`;
        const back = createPhantomDeepLinkConnector(
          { baseUrl: BASE, storage: ctx.storage, page: ctx.page },
          context,
        );
        await back.ready();
        const result = back.getRedirectResult();
        if (result?.error) {
          expect(isLatchkeyError(result.error)).toBe(true);
          rejected += 1;
        }
      }),
      { seed: 20261123, numRuns: 300 },
    );
    recordRobustness({
      category: 'hostile',
      name: 'deep-link payloads',
      tried,
      handled: tried,
      rejected,
    });
  });

  it('an answer of the wrong shape is malformed', async () => {
    const { result } = await answerWith(({ phantom, shared }) => phantom.seal(shared, { nope: 1 }));
    expect(isLatchkeyError(result.error, LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE)).toBe(true);
  });

  it('a connect answer without the wallet key is named, and the half-made session is cleared', async () => {
    const storage = memoryStorage();
    const page = fakePage();
    const connector = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
    void connector.connect();
    await waitFor(() => page.visited.length === 1);
    page.url = `${APP}&nonce=abc&data=def`;
    const back = createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, context);
    await back.ready();
    expect(back.getRedirectResult()?.error?.message).toBe(
      'Missing query parameter "phantom_encryption_public_key" in the wallet redirect',
    );
    expect(await storage.getItem(PHANTOM_STORAGE_KEYS.dappPublicKey)).toBeUndefined();
  });
});

describe('Phantom deep link: disconnect', () => {
  it('clears every latchkey:phantom key and sends the disconnect link', async () => {
    const { storage, page, phantom, connector, session } = await connected();
    await connector.disconnect();
    const request = phantom.open(page.visited.at(-1) as string);
    expect(request.url.pathname.endsWith('/disconnect')).toBe(true);
    expect(request.payload).toEqual({ session });
    for (const key of Object.values(PHANTOM_STORAGE_KEYS)) {
      expect(await storage.getItem(key), key).toBeUndefined();
    }
    expect(connector.getAccounts()).toEqual([]);
  });
});

describe('Phantom deep link: a kit signer (getTransactionSigner)', () => {
  /** A config on this page load, over the deep-link connector of that page and storage. */
  async function configOnPage(storage: LatchkeyStorage, page: ReturnType<typeof fakePage>) {
    const deepLink: CreateConnectorsFn = (connectorContext) => {
      const list = createConnectorList();
      list.set([
        createPhantomDeepLinkConnector({ baseUrl: BASE, storage, page }, connectorContext),
      ]);
      return { get: list.get, subscribe: list.subscribe, destroy: () => undefined };
    };
    const config = createConfig({
      // Nothing listens there: a send's socket fails quietly, and nothing leaves the machine.
      networks: [solanaDevnet({ rpcUrl: 'http://127.0.0.1:9', wsUrl: 'ws://127.0.0.1:9' })],
      connectors: [deepLink],
      storage: memoryStorage(),
      logger: createLogger({ level: 'silent' }),
    });
    await config.restore();
    return config;
  }

  it("leaves the page with the transactions: the signer's promise does not settle; the answer is the next page load's redirect result", async () => {
    const { storage, page, phantom } = await connected();
    const config = await configOnPage(storage, page);
    await config.connect(config.getConnectors()[0] as Connector);
    const signer = getTransactionSigner(config);
    const transaction = unsignedTransaction(phantom.wallet.address);
    const settled = watchSettled(signer.signTransactions([transaction]));
    await waitFor(() => page.visited.length === 2);
    const request = phantom.open(page.visited[1] as string);
    expect(request.url.pathname.endsWith('/signAllTransactions')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled()).toBe(false);

    // The app signs and sends the user back: a new page load, with a new config.
    const signed = await signTransaction([phantom.wallet.keyPair], transaction);
    page.url = phantom.answer(
      phantom.seal(request.shared, {
        transactions: [b58(new Uint8Array(getTransactionEncoder().encode(signed)))],
      }),
    );
    const back = await configOnPage(storage, page);
    await waitFor(() => back.store.getState().redirectResult !== undefined);
    const result = back.store.getState().redirectResult as RedirectResult;
    expect(result.error).toBeUndefined();
    expect(result.data?.method).toBe('signAllTransactions');
    expect(settled()).toBe(false);
  });

  it("sends through the app's signAndSendTransaction, leaving the page: the promise does not settle", async () => {
    const { storage, page, phantom } = await connected();
    const config = await configOnPage(storage, page);
    await config.connect(config.getConnectors()[0] as Connector);
    const transaction = unsignedTransaction(phantom.wallet.address);
    const settled = watchSettled(
      getTransactionSigner(config).signAndSendTransactions([transaction]),
    );
    await waitFor(() => page.visited.length === 2);
    const request = phantom.open(page.visited[1] as string);
    expect(request.url.pathname.endsWith('/signAndSendTransaction')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled()).toBe(false);
  });
});

/** An empty kit transaction the address pays for (never sent: the app's side is played here). */
function unsignedTransaction(payer: Address) {
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(payer, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash(payer), lastValidBlockHeight: 100n },
          m,
        ),
    ),
  );
}

/** Whether the promise has settled yet, asked later. */
function watchSettled(promise: Promise<unknown>): () => boolean {
  let settled = false;
  const done = () => {
    settled = true;
  };
  promise.then(done, done);
  return () => settled;
}
