import type { Address } from '@solana/kit';

/** The SPL Token program. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address;
/** The Token-2022 program (same instruction layouts for transfers and ATAs). */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;

/** Both token programs, in the order Latchkey queries them. */
export const TOKEN_PROGRAM_ADDRESSES = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS] as const;

// Mint layout: mintAuthority COption<Pubkey> (36) ‖ supply u64 (8) ‖ decimals u8 ‖ ...
const MINT_DECIMALS_OFFSET = 44;

/** Reads a mint account's decimals (both programs share the base layout). */
export function readMintDecimals(data: ArrayLike<number>): number | undefined {
  return data.length > MINT_DECIMALS_OFFSET ? data[MINT_DECIMALS_OFFSET] : undefined;
}
