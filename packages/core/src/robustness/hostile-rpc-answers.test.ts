import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSigner } from '@solana/kit';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { buildTokenTransfer } from '../transactions/build-token-transfer.js';
import { getTransactionFee } from '../transactions/get-transaction-fee.js';
import {
  createSolanaConnection,
  type SolanaConnection,
} from '../transactions/solana-connection.js';
import { recordRobustness } from './robustness-record.fixture.js';

// An RPC endpoint that answers whatever the property says (real HTTP, on loopback): JSON-RPC
// errors, results of every wrong shape, bodies that are not JSON. Latchkey's builders (with and
// without a priority fee) and fee quote either work or fail with a LatchkeyError — never another
// exception, never a hang.

let server: Server;
let next: { status: number; body: string } = { status: 200, body: '{}' };
let connection: SolanaConnection;
let from: string;
let to: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(next.status, { 'Content-Type': 'application/json' }).end(next.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  connection = createSolanaConnection(
    { rpcUrl: url, wsUrl: 'ws://127.0.0.1:9' },
    { retry: { retries: 0, attemptTimeoutMs: 2_000 } },
  );
  from = (await generateKeyPairSigner()).address;
  to = (await generateKeyPairSigner()).address;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const jsonValue = fc.jsonValue({ maxDepth: 4 });
const answers = fc.record({
  status: fc.constantFrom(200, 200, 200, 400, 403, 404),
  body: fc.oneof(
    jsonValue.map((result) => JSON.stringify({ jsonrpc: '2.0', id: 0, result })),
    jsonValue.map((value) =>
      JSON.stringify({ jsonrpc: '2.0', id: 0, result: { context: { slot: 1 }, value } }),
    ),
    fc
      .record({ code: fc.integer(), message: fc.string(), data: jsonValue })
      .map((error) => JSON.stringify({ jsonrpc: '2.0', id: 0, error })),
    jsonValue.map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 60 }),
  ),
});

describe('hostile RPC answers', () => {
  it('the builders and the fee quote read them or refuse them with a LatchkeyError', async () => {
    const transfer = await (async () => {
      next = {
        status: 200,
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 0,
          result: {
            context: { slot: 1 },
            value: { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 10 },
          },
        }),
      };
      return buildSolTransfer({ from, to, amount: '0.1', connection });
    })();
    let tried = 0;
    let handled = 0;
    let rejected = 0;
    await fc
      .assert(
        fc.asyncProperty(answers, fc.constantFrom('sol', 'token', 'fee'), async (answer, flow) => {
          next = answer;
          tried += 1;
          // Every third build asks for a priority fee: the fee read and the simulation get the
          // same hostile answers.
          const priorityFee = (['auto', 5000, undefined] as const)[tried % 3];
          try {
            if (flow === 'sol') {
              await buildSolTransfer({ from, to, amount: '0.1', connection, priorityFee });
            } else if (flow === 'token') {
              await buildTokenTransfer({
                from,
                to,
                mint: from,
                amount: '1',
                connection,
                priorityFee,
              });
            } else {
              await getTransactionFee({
                transaction: transfer.transaction,
                connection,
                retryDelayMs: 0,
              });
            }
          } catch (error) {
            if (!isLatchkeyError(error)) throw error;
            rejected += 1;
          }
          handled += 1;
        }),
        {
          seed: 20261123,
          numRuns: 600,
          interruptAfterTimeLimit: 60_000,
          markInterruptAsFailure: true,
        },
      )
      .finally(() =>
        recordRobustness({ category: 'hostile', name: 'RPC answers', tried, handled, rejected }),
      );
    expect(tried).toBe(600);
    expect(rejected).toBeGreaterThan(tried / 2);
  }, 90_000);
});
