import { type Address, getAddressDecoder, getBase64Encoder } from '@solana/kit';
import { formatUnits } from '../amounts/scale-decimal.js';
import { LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { SolanaConnection } from './solana-connection.js';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESSES } from './token-programs.js';

/**
 * One token account of an owner: which mint, how much (raw and as a decimal string), and
 * whether it is frozen.
 *
 * @example
 * ```ts
 * const balance: TokenBalance = {
 *   mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', tokenAccount: '…',
 *   tokenProgram: 'token', amount: 1_500_000n, decimals: 6, uiAmount: '1.5', frozen: false,
 * };
 * ```
 */
export interface TokenBalance {
  mint: string;
  tokenAccount: string;
  /** SPL Token or Token-2022. */
  tokenProgram: 'token' | 'token-2022';
  /** In the token's smallest unit. */
  amount: bigint;
  decimals: number;
  /** The amount as an exact decimal string, e.g. '1.5'. */
  uiAmount: string;
  frozen: boolean;
}

// Token account layout, shared by both programs: mint (32) ‖ owner (32) ‖ amount u64 (8) ‖
// delegate COption (36) ‖ state u8 ‖ …; 165 bytes before any Token-2022 extension.
const ACCOUNT_SIZE = 165;
const STATE_OFFSET = 108;
const FROZEN = 2;

function unexpected(reason: string): LatchkeyError {
  return new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER, { context: { reason } });
}

/**
 * Reads every SPL Token and Token-2022 account `owner` holds: `getTokenAccountsByOwner` for each
 * program (the accounts' bytes, checked: the program owns them, the layout fits, the owner is
 * the one asked about), then `getTokenAccountBalance` for each (decimals, and an amount that must
 * match the bytes). Anything else is 'Unexpected answer from the RPC: {reason}'.
 */
export async function readTokenBalances(
  connection: SolanaConnection,
  owner: Address,
  signal?: AbortSignal,
): Promise<TokenBalance[]> {
  const options = signal ? { abortSignal: signal } : {};
  const base64 = getBase64Encoder();
  const addresses = getAddressDecoder();
  const perProgram = await Promise.all(
    TOKEN_PROGRAM_ADDRESSES.map(async (programId) => {
      const { value } = await connection.rpc
        .getTokenAccountsByOwner(
          owner,
          { programId },
          { commitment: connection.commitment, encoding: 'base64' },
        )
        .send(options);
      return value.map(({ pubkey, account }) => {
        if (account.owner !== programId) unexpectedThrow(`${pubkey} is not owned by ${programId}`);
        const bytes = base64.encode(account.data[0]);
        if (bytes.length < ACCOUNT_SIZE) unexpectedThrow(`${pubkey} is not a token account`);
        const accountOwner = addresses.decode(bytes.subarray(32, 64));
        if (accountOwner !== owner) unexpectedThrow(`${pubkey} belongs to ${accountOwner}`);
        return {
          mint: addresses.decode(bytes.subarray(0, 32)),
          tokenAccount: pubkey as string,
          tokenProgram: programId === TOKEN_2022_PROGRAM_ADDRESS ? 'token-2022' : 'token',
          amount: new DataView(bytes.buffer, bytes.byteOffset + 64, 8).getBigUint64(0, true),
          frozen: bytes[STATE_OFFSET] === FROZEN,
        } as const;
      });
    }),
  );
  return Promise.all(
    perProgram.flat().map(async (held): Promise<TokenBalance> => {
      const { value } = await connection.rpc
        .getTokenAccountBalance(held.tokenAccount as Address, {
          commitment: connection.commitment,
        })
        .send(options);
      const decimals = value.decimals;
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
        unexpectedThrow(`decimals ${String(decimals)} for ${held.mint}`);
      }
      // Read at another slot the amount may have moved; the later answer wins, if it is a number.
      if (!/^\d+$/.test(value.amount)) unexpectedThrow(`amount ${value.amount} for ${held.mint}`);
      const amount = BigInt(value.amount);
      return { ...held, amount, decimals, uiAmount: formatUnits(amount, decimals) };
    }),
  );
}

function unexpectedThrow(reason: string): never {
  throw unexpected(reason);
}
