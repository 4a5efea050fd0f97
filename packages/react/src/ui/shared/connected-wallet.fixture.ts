import {
  type Config,
  createConfig,
  createMemoryStorageAdapter,
  createStorage,
  type SolanaNetwork,
  solanaDevnet,
  solanaLocalnet,
  walletStandard,
} from '@latchkey/core';
import { registerTestWallet } from '@latchkey/sandbox/test-wallet';
import { getAddressEncoder, getBase64Decoder } from '@solana/kit';
import { act } from 'react';

/**
 * For browser tests: a config connected to the sandbox's test wallet (Wallet Standard, local
 * keys, approving on its own) and an RPC that answers `getBalance` with `lamports` and the
 * token reads with `tokens` (token accounts laid out as the token programs write them). Undo
 * both with the returned `cleanup`.
 */
export async function connectTestWallet(options: {
  name: string;
  networks?: SolanaNetwork[];
  lamports?: number | undefined;
  tokens?: readonly FixtureToken[] | undefined;
}): Promise<{ config: Config; address: string; cleanup: () => void }> {
  const realFetch = window.fetch;
  const control = await registerTestWallet({ name: options.name, approval: 'auto' });
  const owner = control.activeAddress();
  const tokens = options.tokens ?? [];
  // The balances are the only RPC reads the account menu makes.
  const answers: Record<string, (params: unknown[]) => unknown> = {
    getBalance: () => ({ context: { slot: 1 }, value: options.lamports ?? 1_500_000_000 }),
    getTokenAccountsByOwner: (params) => ({
      context: { slot: 1 },
      value: tokens
        .filter((token) => token.program === (params[1] as { programId: string }).programId)
        .map((token) => ({
          pubkey: token.account,
          account: {
            data: [tokenAccountData(token.mint, owner, token.amount), 'base64'],
            executable: false,
            lamports: 2_039_280,
            owner: token.program,
            rentEpoch: 0,
            space: 165,
          },
        })),
    }),
    getTokenAccountBalance: (params) => {
      const token = tokens.find((candidate) => candidate.account === params[0]);
      return {
        context: { slot: 1 },
        value: { amount: String(token?.amount), decimals: token?.decimals, uiAmount: null },
      };
    },
  };
  window.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = answers[body?.method];
    if (!answer) return realFetch(input, init);
    const result = answer(body.params ?? []);
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), {
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const config = createConfig({
    networks: options.networks ?? [solanaLocalnet(), solanaDevnet()],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    connectors: [walletStandard()],
  });
  await act(async () => {
    await config.connect(`wallet-standard:${options.name}`);
  });
  return {
    config,
    address: owner,
    cleanup: () => {
      control.unregister();
      window.fetch = realFetch;
    },
  };
}

/** A token account the fixture's RPC reports. */
export interface FixtureToken {
  account: string;
  mint: string;
  /** The token program's address. */
  program: string;
  amount: bigint;
  decimals: number;
}

/** A token account's bytes, base64: mint ‖ owner ‖ amount (u64 LE) ‖ … state initialized. */
function tokenAccountData(mint: string, owner: string, amount: bigint): string {
  const bytes = new Uint8Array(165);
  const encoder = getAddressEncoder();
  bytes.set(encoder.encode(mint as never), 0);
  bytes.set(encoder.encode(owner as never), 32);
  new DataView(bytes.buffer).setBigUint64(64, amount, true);
  bytes[108] = 1;
  return getBase64Decoder().decode(bytes);
}
