import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { createNoopSigner, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit';
import { getAssignInstruction, getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewTransaction } from '../actions/preview-transaction.js';
import { createConfig } from '../config/create-config.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { buildSolTransfer } from '../transactions/build-sol-transfer.js';
import { buildTokenTransfer } from '../transactions/build-token-transfer.js';
import {
  createSolanaConnection,
  type SolanaConnection,
} from '../transactions/solana-connection.js';
import { TOKEN_PROGRAM_ADDRESS } from '../transactions/token-programs.js';
import { buildTransactionPreview } from './build-transaction-preview.js';
import { wireTransaction } from './preview-transactions.fixture.js';

// Previews against the sandbox's RPC over a real SVM: what the node's simulation says, read as
// the user's changes, the fee and who pays it, the programs and the warnings.

let sandbox: Sandbox;
let connection: SolanaConnection;

beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
  connection = createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws });
});
afterAll(() => sandbox?.stop());

async function fundedSigner(lamports = 5_000_000_000n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  await sandbox.solana.airdrop(signer.address, lamports);
  return signer;
}

describe('transaction previews on the sandbox', () => {
  it('a 0.25 SOL transfer: the amount leaves the sender, the fee beside it', async () => {
    const sender = await fundedSigner();
    const { address: to } = await generateKeyPairSigner();
    const { transaction } = await buildSolTransfer({
      from: sender.address,
      to,
      amount: '0.25',
      connection,
    });
    const preview = await buildTransactionPreview({
      connection,
      transaction,
      address: sender.address,
    });
    expect(preview).toEqual({
      address: sender.address,
      feePayer: sender.address,
      fee: 5000n,
      feePaidByApp: false,
      // The fee has a line of its own (`fee`): the SOL change is the amount.
      changes: [{ mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_000_000n }],
      programs: [{ address: '11111111111111111111111111111111', name: 'System' }],
      warnings: [],
      simulation: { ok: true },
    });
  });

  it('a transfer of 2.5 tokens (6 decimals): 2,500,000 base units of the mint leave', async () => {
    const sender = await fundedSigner();
    const { address: to } = await generateKeyPairSigner();
    const mint = sandbox.solana.mints.spl;
    await sandbox.solana.mintTokens({ mint, owner: sender.address, amount: 10_000_000n });
    const { transaction } = await buildTokenTransfer({
      from: sender.address,
      to,
      mint,
      amount: '2.5',
      connection,
    });
    const preview = await buildTransactionPreview({
      connection,
      transaction,
      address: sender.address,
    });
    expect(preview.simulation).toEqual({ ok: true });
    const [sol, token] = preview.changes ?? [];
    // The recipient's new account's rent, in SOL (the fee is `fee`).
    expect(sol?.symbol).toBe('SOL');
    expect(sol?.amount).toBeLessThan(0n);
    expect(preview.fee).toBe(5000n);
    expect(token).toEqual({ mint, symbol: undefined, decimals: 6, amount: -2_500_000n });
    expect(preview.changes).toHaveLength(2);
    expect(preview.programs.map((program) => program.name)).toContain('Token');
    expect(preview.warnings).toEqual([]);
  });

  it("a System Assign of the user's account warns of the ownership change", async () => {
    const user = await fundedSigner();
    const transaction = wireTransaction(
      [
        getAssignInstruction({
          account: createNoopSigner(user.address),
          programAddress: TOKEN_PROGRAM_ADDRESS,
        }),
      ],
      { feePayer: user.address },
    );
    const preview = await buildTransactionPreview({
      connection,
      transaction,
      address: user.address,
    });
    expect(preview.warnings).toEqual([
      { kind: 'ownership-change', account: user.address, newOwner: TOKEN_PROGRAM_ADDRESS },
    ]);
    expect(preview.simulation).toEqual({ ok: true });
    // The fee alone leaves the user: it is `fee`, not a change.
    expect(preview.fee).toBe(5000n);
    expect(preview.changes).toEqual([]);
  });

  it('a transfer above the balance: the simulation fails and the changes are unknown', async () => {
    const sender = await fundedSigner(1_000_000_000n);
    const { address: to } = await generateKeyPairSigner();
    const { transaction } = await buildSolTransfer({
      from: sender.address,
      to,
      amount: '5',
      connection,
    });
    const preview = await buildTransactionPreview({
      connection,
      transaction,
      address: sender.address,
    });
    expect(preview.changes).toBeUndefined();
    expect(preview.simulation).toMatchObject({
      ok: false,
      reason: 'instruction 1: not enough SOL (System error 0x1)',
    });
    expect(preview.simulation.ok === false && preview.simulation.logs.length).toBeGreaterThan(0);
  });

  it("a sponsored transaction: the app pays the fee, and the user's change is the amount alone", async () => {
    const [app, user] = await Promise.all([fundedSigner(), fundedSigner()]);
    const { address: to } = await generateKeyPairSigner();
    const transaction = wireTransaction(
      [
        getTransferSolInstruction({
          source: createNoopSigner(user.address),
          destination: to,
          amount: 250_000_000n,
        }),
      ],
      { feePayer: app.address },
    );
    // Through the action, on a config whose network is the sandbox.
    const config = createConfig({
      networks: [solanaLocalnet({ rpcUrl: sandbox.urls.rpc })],
      storage: createStorage({ adapter: createMemoryStorageAdapter() }),
      logger: createLogger({ level: 'silent' }),
    });
    const preview = await previewTransaction(config, { transaction, address: user.address });
    expect(preview).toMatchObject({
      feePayer: app.address,
      feePaidByApp: true,
      // Two signatures: the app's and the user's.
      fee: 10_000n,
      changes: [{ mint: undefined, symbol: 'SOL', decimals: 9, amount: -250_000_000n }],
      simulation: { ok: true },
    });
  });
});
