import {
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProductApi, startProductApi } from './start-product-api.js';

const TOKEN = 'test-token';
let api: RunningProductApi;
let feePayer: KeyPairSigner;
let sender: KeyPairSigner;

beforeAll(async () => {
  [feePayer, sender] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
  api = await startProductApi({
    host: '127.0.0.1',
    port: 0,
    environments: { demo: { authToken: TOKEN } },
    feePayer,
  });
});
afterAll(() => api.close());

async function unsignedTransfer(version: 'legacy' | 0): Promise<string> {
  const recipient = (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(sender.address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' as Blockhash,
          lastValidBlockHeight: 1000n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(sender.address),
          destination: recipient,
          amount: 5n,
        }),
        m,
      ),
  );
  return Buffer.from(getTransactionEncoder().encode(compileTransaction(message))).toString(
    'base64',
  );
}

/** `authorization: null` sends no Authorization header. */
function optimize(body: unknown, authorization: string | null = `Bearer ${TOKEN}`) {
  return fetch(`${api.apiBaseUrl}/solana/optimizeTransaction`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization === null ? {} : { Authorization: authorization }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function request(transaction: string, overrides: Record<string, unknown> = {}) {
  return {
    environmentId: 'demo',
    solanaTransactionOptimizationRequest: { address: sender.address, transaction },
    ...overrides,
  };
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json');
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toBeTypeOf('string');
  return body.error.message;
}

describe('startProductApi', () => {
  it('reports its URLs and fee payer', () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(api.apiBaseUrl).toBe(`${api.url}/api/v0`);
    expect(api.feePayerAddress).toBe(feePayer.address);
  });

  it.each(['legacy', 0] as const)(
    'sponsors a %s transaction: service pays and signs, sender signs next',
    async (version) => {
      const response = await optimize(request(await unsignedTransfer(version)));
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const { transaction } = (await response.json()) as { transaction: string };
      const decoded = getTransactionDecoder().decode(Buffer.from(transaction, 'base64'));
      const message = getCompiledTransactionMessageDecoder().decode(decoded.messageBytes);
      expect(message.version).toBe(version);
      expect(message.staticAccounts[0]).toBe(api.feePayerAddress);
      expect(Object.keys(decoded.signatures)).toEqual([api.feePayerAddress, sender.address]);
      expect(decoded.signatures[sender.address]).toBeNull();
      const signature = decoded.signatures[api.feePayerAddress];
      if (!signature) throw new Error('fee payer signature missing');
      const publicKey = await getPublicKeyFromAddress(api.feePayerAddress);
      expect(await verifySignature(publicKey, signature, decoded.messageBytes)).toBe(true);
    },
  );

  it('generates a fee payer when none is given', async () => {
    const other = await startProductApi({ host: '127.0.0.1', port: 0, environments: {} });
    try {
      expect(other.feePayerAddress).not.toBe(feePayer.address);
      expect((await fetch(`${other.url}/health`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 400 for malformed JSON, body, base64 or transaction', async () => {
    const transaction = await unsignedTransfer(0);
    await expectError(await optimize('{not json'), 400, 'INVALID_JSON');
    await expectError(await optimize([1, 2]), 400, 'INVALID_REQUEST');
    await expectError(
      await optimize(request(transaction, { environmentId: 7 })),
      400,
      'INVALID_REQUEST',
    );
    await expectError(
      await optimize({ environmentId: 'demo', solanaTransactionOptimizationRequest: null }),
      400,
      'INVALID_REQUEST',
    );
    await expectError(
      await optimize(
        request(transaction, {
          solanaTransactionOptimizationRequest: { address: 'not-an-address', transaction },
        }),
      ),
      400,
      'INVALID_REQUEST',
    );
    await expectError(await optimize(request('%%%not base64')), 400, 'INVALID_TRANSACTION');
    await expectError(await optimize(request('AQID')), 400, 'INVALID_TRANSACTION');
  });

  it('answers 404 for an unknown environment', async () => {
    const body = request(await unsignedTransfer(0), { environmentId: 'nope' });
    expect(await expectError(await optimize(body), 404, 'ENVIRONMENT_NOT_FOUND')).toMatch(/nope/);
    // Inherited object keys are not environments.
    await expectError(
      await optimize(request(await unsignedTransfer(0), { environmentId: 'constructor' })),
      404,
      'ENVIRONMENT_NOT_FOUND',
    );
  });

  it('answers 401 for a missing or wrong Bearer token', async () => {
    const body = request(await unsignedTransfer(0));
    for (const authorization of [null, 'Bearer wrong', `Basic ${TOKEN}`, 'Bearer ']) {
      const response = await optimize(body, authorization);
      await expectError(response, 401, 'UNAUTHORIZED');
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers 400 for a transaction that would move the fee payer’s funds', async () => {
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(sender.address, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d' as Blockhash,
            lastValidBlockHeight: 1000n,
          },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(api.feePayerAddress),
            destination: sender.address,
            amount: 1_000_000_000n,
          }),
          m,
        ),
    );
    const drain = Buffer.from(getTransactionEncoder().encode(compileTransaction(message)));
    const text = await expectError(
      await optimize(request(drain.toString('base64'))),
      400,
      'FEE_PAYER_NOT_ALLOWED',
    );
    expect(text).toMatch(/fee payer’s own funds/);
  });

  it('answers 400 for a transaction someone already signed', async () => {
    const unsigned = getTransactionDecoder().decode(
      Buffer.from(await unsignedTransfer('legacy'), 'base64'),
    );
    const signed = await partiallySignTransaction([sender.keyPair], unsigned);
    const body = request(Buffer.from(getTransactionEncoder().encode(signed)).toString('base64'));
    await expectError(await optimize(body), 400, 'TRANSACTION_ALREADY_SIGNED');
  });

  it('answers 405 for other methods and 413 for huge bodies', async () => {
    const url = `${api.apiBaseUrl}/solana/optimizeTransaction`;
    const get = await fetch(url);
    await expectError(get, 405, 'METHOD_NOT_ALLOWED');
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    await expectError(await optimize(`"${'A'.repeat(70_000)}"`), 413, 'PAYLOAD_TOO_LARGE');
    const preflight = await fetch(url, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });
});
