import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { address, generateKeyPairSigner } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../config/create-config.js';
import {
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
  LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER,
} from '../errors/codes.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { getTokenBalances } from './get-token-balances.js';

// SPL Token and Token-2022 accounts made by real instructions on the sandbox's SVM, read back
// through the sandbox's RPC as a validator answers.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox?.stop());

const config = (rpcUrl = sandbox.urls.rpc) =>
  createConfig({
    networks: [solanaLocalnet({ rpcUrl, wsUrl: sandbox.urls.ws })],
    connectors: [],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
  });

describe('getTokenBalances', () => {
  it('reads SPL Token and Token-2022 balances with their decimals', async () => {
    const owner = (await generateKeyPairSigner()).address;
    const { spl, token2022 } = sandbox.solana.mints;
    const splAccount = await sandbox.solana.mintTokens({ mint: spl, owner, amount: 1_500_000n });
    const t22Account = await sandbox.solana.mintTokens({
      mint: token2022,
      owner,
      amount: 2_000_000_001n,
    });
    const balances = await getTokenBalances(config(), { owner });
    expect(balances).toEqual([
      {
        mint: spl,
        tokenAccount: splAccount.tokenAccount,
        tokenProgram: 'token',
        amount: 1_500_000n,
        decimals: 6,
        uiAmount: '1.5',
        frozen: false,
      },
      {
        mint: token2022,
        tokenAccount: t22Account.tokenAccount,
        tokenProgram: 'token-2022',
        amount: 2_000_000_001n,
        decimals: 9,
        uiAmount: '2.000000001',
        frozen: false,
      },
    ]);
  });

  it('has nothing for an address without token accounts, and refuses a bad address', async () => {
    const nobody = (await generateKeyPairSigner()).address;
    await expect(getTokenBalances(config(), { owner: nobody })).resolves.toEqual([]);
    await expect(getTokenBalances(config(), { owner: 'not-an-address' })).rejects.toMatchObject({
      code: LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
    });
  });

  it("refuses an RPC that answers with someone else's accounts", async () => {
    const owner = (await generateKeyPairSigner()).address;
    const stranger = (await generateKeyPairSigner()).address;
    await sandbox.solana.mintTokens({
      mint: sandbox.solana.mints.spl,
      owner: stranger,
      amount: 1n,
    });
    // A lying RPC in front of the real one: asked about `owner`, it answers about `stranger`.
    const { createServer } = await import('node:http');
    const liar = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', async () => {
        const forwarded = body.replaceAll(owner, stranger);
        const answer = await fetch(sandbox.urls.rpc, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: forwarded,
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => liar.listen(0, '127.0.0.1', resolve));
    const port = (liar.address() as { port: number }).port;
    try {
      await expect(
        getTokenBalances(config(`http://127.0.0.1:${port}`), { owner: address(owner) }),
      ).rejects.toMatchObject({ code: LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER });
    } finally {
      liar.close();
    }
  });
});
