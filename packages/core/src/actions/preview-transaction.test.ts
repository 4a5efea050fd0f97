import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNoopSigner } from '@solana/kit';
import { getTransferCheckedInstruction } from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../config/create-config.js';
import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED } from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaMainnet } from '../networks/define-solana-network.js';
import { testAddress, wireTransaction } from '../preview/preview-transactions.fixture.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { previewTransaction } from './preview-transaction.js';

// Against a real HTTP endpoint, so the answer goes through kit's JSON reading (integers become
// bigints) as a node's does.

const user = testAddress(1);
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const source = testAddress(4);
const mint = USDC as Parameters<typeof getTransferCheckedInstruction>[0]['mint'];
// Keys: the user, the two token accounts, the mint, the Token program.
const transaction = wireTransaction(
  [
    getTransferCheckedInstruction({
      source,
      mint,
      destination: testAddress(5),
      authority: createNoopSigner(user),
      amount: 2_500_000n,
      decimals: 6,
    }),
  ],
  { feePayer: user },
);
const tokenEntry = (accountIndex: number, owner: string, amount: string) =>
  `{"accountIndex":${accountIndex},"mint":"${USDC}","owner":"${owner}","programId":"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA","uiTokenAmount":{"amount":"${amount}","decimals":6,"uiAmount":1.5,"uiAmountString":"1.5"}}`;
const ANSWER = `{"jsonrpc":"2.0","id":0,"result":{"context":{"slot":9,"apiVersion":"3.0.0"},"value":{
  "err":null,"logs":["Program log: Instruction: TransferChecked"],"accounts":null,"unitsConsumed":6200,
  "returnData":null,"fee":5000,"loadedAccountsDataSize":1000,
  "loadedAddresses":{"writable":[],"readonly":[]},
  "preBalances":[1000000000,2039280,2039280,1461600,1],"postBalances":[999995000,2039280,2039280,1461600,1],
  "preTokenBalances":[${tokenEntry(1, user, '3000000')}],
  "postTokenBalances":[${tokenEntry(1, user, '500000')},${tokenEntry(2, testAddress(6), '2500000')}]}}}`;

let server: Server;
let rpcUrl: string;
const requests: unknown[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push(JSON.parse(body));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(ANSWER);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function config(tokens?: { mint: string; symbol: string }[]) {
  return createConfig({
    networks: [solanaMainnet({ rpcUrl })],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    ...(tokens ? { tokens } : {}),
  });
}

describe('previewTransaction', () => {
  it("previews for the connected account on the selected network's RPC", async () => {
    const connected = config();
    connected.store.setState({ status: 'connected', address: user });
    const preview = await previewTransaction(connected, { transaction });
    expect(requests.at(-1)).toMatchObject({ method: 'simulateTransaction' });
    expect(preview).toEqual({
      address: user,
      feePayer: user,
      fee: 5000n,
      feePaidByApp: false,
      // The fee is the user's only SOL change, and it has a line of its own (`fee`).
      changes: [{ mint: USDC, symbol: 'USDC', decimals: 6, amount: -2_500_000n }],
      programs: [{ address: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', name: 'Token' }],
      warnings: [],
      simulation: { ok: true },
    });
  });

  it("previews for another address, with the config's token list", async () => {
    const preview = await previewTransaction(config([{ mint: USDC, symbol: 'USD Coin' }]), {
      transaction,
      address: testAddress(6),
    });
    expect(preview.changes).toEqual([
      { mint: USDC, symbol: 'USD Coin', decimals: 6, amount: 2_500_000n },
    ]);
    expect(preview.feePaidByApp).toBe(true);
  });

  it('refuses without an address when no wallet is connected', async () => {
    const error = await previewTransaction(config(), { transaction }).catch((e: unknown) => e);
    expect(isLatchkeyError(error, LATCHKEY_ERROR__WALLET__NOT_CONNECTED)).toBe(true);
  });
});
