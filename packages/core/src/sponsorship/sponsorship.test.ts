import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// The sandbox with its product server (@latchkey/server): the client is tested against the server
// it will meet, which quotes and simulates every transaction on the sandbox's RPC.
import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { startProductServer } from '@latchkey/sandbox/testing';
import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import {
  PublicKey,
  SystemProgram,
  VersionedTransaction,
  Transaction as Web3Transaction,
  TransactionMessage as Web3TransactionMessage,
} from '@solana/web3.js';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING,
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__TRANSACTION__INVALID,
} from '../errors/codes.js';
import { isLatchkeyError, type LatchkeyError } from '../errors/latchkey-error.js';
import {
  type CreateProductApiClientParameters,
  createProductApiClient,
  type ProductApiClient,
} from '../product-api/client.js';
import { LATCHKEY_SDK_VERSION } from '../version.js';
import {
  cosignSponsoredTransaction,
  DEFAULT_PRODUCT_API_BASE_URL,
  isGasSponsored,
  SPONSORED_NETWORK_ID,
  sponsorTransaction,
} from './index.js';

const TOKEN = 'sandbox-token';
let BLOCKHASH: Blockhash;
const mainnet = { networkId: SPONSORED_NETWORK_ID };
const devnet = { networkId: 103 };

let sandbox: Sandbox;
let api: Sandbox['productApi'];
let sender: KeyPairSigner;
let recipient: Address;

beforeAll(async () => {
  sender = await generateKeyPairSigner();
  recipient = (await generateKeyPairSigner()).address;
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  api = sandbox.productApi;
  await sandbox.solana.airdrop(sender.address, 10_000_000_000n);
  const latest = await fetch(sandbox.urls.rpc, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getLatestBlockhash', params: [] }),
  });
  BLOCKHASH = ((await latest.json()) as { result: { value: { blockhash: Blockhash } } }).result
    .value.blockhash;
});
afterAll(() => sandbox.stop());

function transfer(version: 'legacy' | 0, payer: Address = sender.address): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH, lastValidBlockHeight: 1000n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(sender.address),
          destination: recipient,
          amount: 1_000_000n,
        }),
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

async function signedBySender(bytes: Uint8Array): Promise<Uint8Array> {
  const signed = await partiallySignTransaction(
    [sender.keyPair],
    getTransactionDecoder().decode(bytes),
  );
  return new Uint8Array(getTransactionEncoder().encode(signed));
}

function feePayerOf(bytes: Uint8Array) {
  const { messageBytes } = getTransactionDecoder().decode(bytes);
  return getCompiledTransactionMessageDecoder().decode(messageBytes).staticAccounts[0];
}

/** A fetch that records each call and passes it on (or answers with `reply`). */
function recordingFetch(reply?: () => Response) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: typeof globalThis.fetch = (input, init = {}) => {
    calls.push({ url: String(input), init });
    return reply ? Promise.resolve(reply()) : globalThis.fetch(input, init);
  };
  return { calls, fetch };
}

function client(overrides: Partial<Parameters<typeof createProductApiClient>[0]> = {}) {
  return createProductApiClient({
    baseUrl: api.apiBaseUrl,
    environmentId: 'sandbox',
    authToken: TOKEN,
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

/** A plain node:http server that records what arrives and answers with `status` and `body`. */
async function captureServer(status: number, body: string) {
  const received: Array<{
    method: string | undefined;
    url: string | undefined;
    headers: IncomingHttpHeaders;
    body: string;
  }> = [];
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: text,
    });
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('createProductApiClient', () => {
  it('defaults to the production base URL and trims trailing slashes', () => {
    expect(createProductApiClient({ environmentId: 'x' }).baseUrl).toBe(
      DEFAULT_PRODUCT_API_BASE_URL,
    );
    expect(DEFAULT_PRODUCT_API_BASE_URL).toMatch(/^https:\/\/.+\/api\/v0$/);
    expect(client({ baseUrl: `${api.apiBaseUrl}//` }).baseUrl).toBe(api.apiBaseUrl);
  });

  it.each(['legacy', 0] as const)(
    'gets a %s transaction sponsored by the sandbox',
    async (version) => {
      const { calls, fetch } = recordingFetch();
      const sponsored = await client({ fetch }).optimizeTransaction({
        address: sender.address,
        transaction: transfer(version),
      });
      expect(feePayerOf(sponsored)).toBe(api.feePayerAddress);
      const { signatures } = getTransactionDecoder().decode(sponsored);
      expect(signatures[sender.address]).toBeNull();
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe(`${api.apiBaseUrl}/solana/optimizeTransaction`);
      expect(calls[0]?.init.method).toBe('POST');
      expect(calls[0]?.init.credentials).toBeUndefined();
    },
  );

  it('sends JSON, the Bearer token and the version headers over the wire', async () => {
    const server = await captureServer(200, JSON.stringify({ transaction: 'ignored' }));
    try {
      const transaction = transfer(0);
      const error = await rejection(
        client({ baseUrl: `${server.url}/api/v0/` }).optimizeTransaction({
          address: sender.address,
          transaction,
        }),
      );
      // 'ignored' is not a transaction; the request is what this test is about.
      expect(isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE)).toBe(true);
      const [request] = server.received;
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe('/api/v0/solana/optimizeTransaction');
      expect(request?.headers['content-type']).toBe('application/json');
      expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request?.headers['x-latchkey-version']).toBe(LATCHKEY_SDK_VERSION);
      expect(request?.headers['x-latchkey-api-version']).toBe('v0');
      expect(JSON.parse(request?.body ?? '')).toEqual({
        environmentId: 'sandbox',
        solanaTransactionOptimizationRequest: {
          address: sender.address,
          transaction: getBase64Decoder().decode(transaction),
        },
      });
    } finally {
      await server.close();
    }
  });

  it('sends no Authorization without a token, and asks a token function each time', async () => {
    const server = await captureServer(401, '{"error":{"code":"UNAUTHORIZED","message":"no"}}');
    try {
      const tokens = ['first', undefined];
      const call = (authToken: CreateProductApiClientParameters['authToken']) =>
        rejection(
          client({ baseUrl: server.url, authToken }).optimizeTransaction({
            address: sender.address,
            transaction: transfer(0),
          }),
        );
      await call(undefined);
      const getToken = async () => tokens.shift();
      const tokenClient = client({ baseUrl: server.url, authToken: getToken });
      for (let index = 0; index < 2; index += 1) {
        await rejection(
          tokenClient.optimizeTransaction({ address: sender.address, transaction: transfer(0) }),
        );
      }
      expect(server.received.map((request) => request.headers.authorization)).toEqual([
        undefined,
        'Bearer first',
        undefined,
      ]);
    } finally {
      await server.close();
    }
  });

  it('includes credentials with cookie storage, unless told otherwise', async () => {
    const withCookies = recordingFetch();
    await client({ cookieStorage: true, fetch: withCookies.fetch }).optimizeTransaction({
      address: sender.address,
      transaction: transfer(0),
    });
    expect(withCookies.calls[0]?.init.credentials).toBe('include');
    const explicit = recordingFetch();
    await client({
      cookieStorage: true,
      credentials: 'omit',
      fetch: explicit.fetch,
    }).optimizeTransaction({ address: sender.address, transaction: transfer(0) });
    expect(explicit.calls[0]?.init.credentials).toBe('omit');
  });

  it('turns the server’s refusals into errors with status and message', async () => {
    const wrongToken = await rejection(
      client({ authToken: 'wrong' }).optimizeTransaction({
        address: sender.address,
        transaction: transfer(0),
      }),
    );
    expect(isLatchkeyError(wrongToken, LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED)).toBe(true);
    if (!isLatchkeyError(wrongToken, LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED)) return;
    expect(wrongToken.context.status).toBe(401);
    expect(wrongToken.message).toBe(
      'Product API error 401: A valid Authorization: Bearer token for this environment is required',
    );
    expect(wrongToken.details).toMatchObject({ error: { code: 'UNAUTHORIZED' } });

    const unknown = await rejection(
      client({ environmentId: 'elsewhere' }).optimizeTransaction({
        address: sender.address,
        transaction: transfer(0),
      }),
    );
    expect(unknown).toMatchObject({
      code: LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
      context: { status: 404 },
    });

    const signed = await rejection(
      client().optimizeTransaction({
        address: sender.address,
        transaction: await signedBySender(transfer(0)),
      }),
    );
    expect(signed).toMatchObject({ context: { status: 400 } });

    const gateway = recordingFetch(
      () => new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }),
    );
    const text = await rejection(
      client({ fetch: gateway.fetch }).optimizeTransaction({
        address: sender.address,
        transaction: transfer(0),
      }),
    );
    expect((text as Error).message).toBe('Product API error 502: upstream down');
  });

  it('needs an environment id before it sends anything', async () => {
    for (const environmentId of [undefined, '']) {
      const { calls, fetch } = recordingFetch();
      const error = await rejection(
        client({ environmentId, fetch }).optimizeTransaction({
          address: sender.address,
          transaction: transfer(0),
        }),
      );
      expect(isLatchkeyError(error, LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING)).toBe(true);
      expect((error as Error).message).toBe('Failed to get environment id');
      expect(calls).toHaveLength(0);
    }
  });

  // Starting a product server (PGlite and its migrations) takes seconds on a loaded machine.
  it('reports an unreachable server, a malformed answer and an abort distinctly', {
    timeout: 30_000,
  }, async () => {
    const closed = await startProductServer({ host: '127.0.0.1', port: 0, environments: {} });
    await closed.close();
    const unreachable = await rejection(
      client({ baseUrl: closed.apiBaseUrl }).optimizeTransaction({
        address: sender.address,
        transaction: transfer(0),
      }),
    );
    expect(isLatchkeyError(unreachable, LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE)).toBe(true);

    for (const body of ['{}', '{"transaction":"AQID"}', 'not json']) {
      const { fetch } = recordingFetch(() => new Response(body, { status: 200 }));
      const error = await rejection(
        client({ fetch }).optimizeTransaction({
          address: sender.address,
          transaction: transfer(0),
        }),
      );
      expect(isLatchkeyError(error, LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE)).toBe(true);
    }

    const controller = new AbortController();
    const reason = new Error('user left the page');
    controller.abort(reason);
    const aborted = await rejection(
      client().optimizeTransaction({
        address: sender.address,
        transaction: transfer(0),
        signal: controller.signal,
      }),
    );
    expect(aborted).toBe(reason);
  });
});

describe('sponsorTransaction', () => {
  function countingClient(): { client: ProductApiClient; calls: unknown[] } {
    const { calls, fetch } = recordingFetch();
    return { client: client({ fetch }), calls };
  }

  it('sponsors an unsigned mainnet transaction', async () => {
    const { client: counted, calls } = countingClient();
    const sponsored = await sponsorTransaction({
      client: counted,
      network: mainnet,
      transaction: transfer(0),
      address: sender.address,
    });
    expect(calls).toHaveLength(1);
    expect(feePayerOf(sponsored)).toBe(api.feePayerAddress);
  });

  it('has the sponsor sign after the wallet: cosignSponsoredTransaction completes it, and it lands', async () => {
    const { client: counted, calls } = countingClient();
    const sponsored = await sponsorTransaction({
      client: counted,
      network: mainnet,
      transaction: transfer(0),
      address: sender.address,
    });
    // Unsigned, the sponsor refuses to sign: nobody spends the sender's quota without its key.
    const unsignedAnswer = await rejection(
      cosignSponsoredTransaction({
        client: counted,
        transaction: sponsored,
        address: sender.address,
      }),
    );
    expect(isLatchkeyError(unsignedAnswer, LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED)).toBe(true);
    expect((unsignedAnswer as LatchkeyError).details).toMatchObject({
      error: { code: 'SIGNATURE_INVALID' },
    });
    const ready = await cosignSponsoredTransaction({
      client: counted,
      transaction: await signedBySender(sponsored),
      address: sender.address,
    });
    expect(calls.map((call) => (call as { url: string }).url)).toEqual([
      `${api.apiBaseUrl}/solana/optimizeTransaction`,
      `${api.apiBaseUrl}/solana/signSponsoredTransaction`,
      `${api.apiBaseUrl}/solana/signSponsoredTransaction`,
    ]);
    const sent = await fetch(sandbox.urls.rpc, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [getBase64Decoder().decode(ready), { encoding: 'base64' }],
      }),
    }).then((response) => response.json() as Promise<{ result?: string }>);
    const landed = await sandbox.solana.waitForSignature(sent.result as string, 'confirmed');
    expect(landed.err).toBeNull();
  });

  it('leaves other networks, signed transactions and a missing client alone', async () => {
    const { client: counted, calls } = countingClient();
    const unsigned = transfer('legacy');
    const signed = await signedBySender(transfer(0));
    for (const [network, transaction] of [
      [devnet, unsigned],
      [{ networkId: 104 }, unsigned],
      [mainnet, signed],
    ] as const) {
      const result = await sponsorTransaction({
        client: counted,
        network,
        transaction,
        address: sender.address,
      });
      expect(result).toEqual(transaction);
    }
    expect(
      await sponsorTransaction({
        client: undefined,
        network: mainnet,
        transaction: unsigned,
        address: sender.address,
      }),
    ).toEqual(unsigned);
    expect(calls).toHaveLength(0);
  });

  it('accepts web3.js v1 transactions through serialize()', async () => {
    const { client: counted, calls } = countingClient();
    const from = new PublicKey(sender.address);
    const instruction = SystemProgram.transfer({
      fromPubkey: from,
      toPubkey: new PublicKey(recipient),
      lamports: 1_000_000,
    });
    const legacy = new Web3Transaction({
      feePayer: from,
      blockhash: BLOCKHASH,
      lastValidBlockHeight: 1000,
    }).add(instruction);
    const versioned = new VersionedTransaction(
      new Web3TransactionMessage({
        payerKey: from,
        recentBlockhash: BLOCKHASH,
        instructions: [instruction],
      }).compileToV0Message(),
    );
    for (const transaction of [legacy, versioned]) {
      const sponsored = await sponsorTransaction({
        client: counted,
        network: mainnet,
        transaction,
        address: sender.address,
      });
      expect(feePayerOf(sponsored)).toBe(api.feePayerAddress);
    }
    expect(calls).toHaveLength(2);
    // On devnet the web3.js object comes back as its bytes, without a request.
    const bytes = await sponsorTransaction({
      client: counted,
      network: devnet,
      transaction: legacy,
      address: sender.address,
    });
    expect(bytes).toEqual(
      new Uint8Array(legacy.serialize({ requireAllSignatures: false, verifySignatures: false })),
    );
    expect(calls).toHaveLength(2);
  });

  it('refuses bytes that are not a transaction on mainnet', async () => {
    const { client: counted, calls } = countingClient();
    const error = await rejection(
      sponsorTransaction({
        client: counted,
        network: mainnet,
        transaction: new Uint8Array([1, 2, 3]),
        address: sender.address,
      }),
    );
    expect(isLatchkeyError(error, LATCHKEY_ERROR__TRANSACTION__INVALID)).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

describe('isGasSponsored', () => {
  it.each(['legacy', 0] as const)('reads the fee payer of %s transactions', async (version) => {
    const own = transfer(version);
    const other = transfer(version, api.feePayerAddress);
    expect(isGasSponsored([own], sender.address)).toBe(false);
    expect(isGasSponsored([other], sender.address)).toBe(true);
    expect(isGasSponsored([other, other], sender.address)).toBe(true);
    expect(isGasSponsored([other, own], sender.address)).toBe(false);
    const sponsored = await client().optimizeTransaction({
      address: sender.address,
      transaction: own,
    });
    expect(isGasSponsored([sponsored], sender.address)).toBe(true);
  });

  it('is false for no transactions and throws for bytes that are not one', () => {
    expect(isGasSponsored([], sender.address)).toBe(false);
    expect(() => isGasSponsored([new Uint8Array(0)], sender.address)).toThrow(
      'Invalid transaction',
    );
  });
});
