import { type Address, getAddressDecoder, type ReadonlyUint8Array } from '@solana/kit';
import { toUiTokenAmount } from './token-amount.js';
import { parseTokenExtensions } from './token-extensions.js';

/** The SPL Token program. */
export const TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address;
/** The Token-2022 program. */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;

/** Size of a token account without extensions. */
export const TOKEN_ACCOUNT_SIZE = 165;
/** Size of a mint without extensions. */
export const MINT_SIZE = 82;
const MULTISIG_SIZE = 355;
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

/** Whether an address is one of the two token programs. */
export function isTokenProgram(program: string): boolean {
  return program === TOKEN_PROGRAM_ADDRESS || program === TOKEN_2022_PROGRAM_ADDRESS;
}

/** The fixed fields of a token account, read without its mint. */
export interface TokenAccountFields {
  readonly mint: Address;
  readonly owner: Address;
  readonly amount: bigint;
  readonly delegate: Address | null;
  readonly state: 'uninitialized' | 'initialized' | 'frozen';
  readonly nativeReserve: bigint | null;
  readonly delegatedAmount: bigint;
  readonly closeAuthority: Address | null;
}

/** The fixed fields of a mint. */
export interface MintFields {
  readonly mintAuthority: Address | null;
  readonly supply: bigint;
  readonly decimals: number;
  readonly isInitialized: boolean;
  readonly freezeAuthority: Address | null;
}

function optionAddress(view: DataView, data: ReadonlyUint8Array, offset: number): Address | null {
  return view.getUint32(offset, true) === 1
    ? getAddressDecoder().decode(data.subarray(offset + 4, offset + 36))
    : null;
}

function dataView(data: ReadonlyUint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Reads an initialized token account (either program: 165 bytes, or longer with account type 2
 * but never a multisig's 355), or null when the data is not one.
 */
export function readTokenAccount(data: ReadonlyUint8Array): TokenAccountFields | null {
  const sized =
    data.length === TOKEN_ACCOUNT_SIZE ||
    (data.length > TOKEN_ACCOUNT_SIZE &&
      data.length !== MULTISIG_SIZE &&
      data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT);
  if (!sized || data[108] === 0 || (data[108] ?? 3) > 2) return null;
  const view = dataView(data);
  const decoder = getAddressDecoder();
  return {
    mint: decoder.decode(data.subarray(0, 32)),
    owner: decoder.decode(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    delegate: optionAddress(view, data, 72),
    state: data[108] === 2 ? 'frozen' : 'initialized',
    nativeReserve: view.getUint32(109, true) === 1 ? view.getBigUint64(113, true) : null,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: optionAddress(view, data, 129),
  };
}

/** Reads an initialized mint (82 bytes, or longer with account type 1), or null. */
export function readMint(data: ReadonlyUint8Array): MintFields | null {
  const sized =
    data.length === MINT_SIZE ||
    (data.length > TOKEN_ACCOUNT_SIZE && data[TOKEN_ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT);
  if (!sized || data[45] !== 1) return null;
  const view = dataView(data);
  return {
    mintAuthority: optionAddress(view, data, 0),
    supply: view.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: true,
    freezeAuthority: optionAddress(view, data, 46),
  };
}

/** The `parsed` member of a token program account under `jsonParsed`: `{type, info}`. */
export interface ParsedTokenData {
  readonly type: 'account' | 'mint' | 'multisig';
  readonly info: Record<string, unknown>;
}

/**
 * Parses token program data as Agave's account decoder does (account, then mint, then multisig),
 * or null when it cannot — for an account, also when its mint's decimals are unknown (the
 * validator then falls back to base64).
 */
export function parseTokenData(
  data: ReadonlyUint8Array,
  mintDecimals: (mint: Address) => number | undefined,
): ParsedTokenData | null {
  const account = readTokenAccount(data);
  if (account !== null) {
    const decimals = mintDecimals(account.mint);
    if (decimals === undefined) return null;
    const info: Record<string, unknown> = {
      isNative: account.nativeReserve !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: toUiTokenAmount(account.amount, decimals),
    };
    if (account.delegate !== null) {
      info.delegate = account.delegate;
      info.delegatedAmount = toUiTokenAmount(account.delegatedAmount, decimals);
    }
    if (account.nativeReserve !== null)
      info.rentExemptReserve = toUiTokenAmount(account.nativeReserve, decimals);
    if (account.closeAuthority !== null) info.closeAuthority = account.closeAuthority;
    const extensions = parseTokenExtensions(data);
    if (extensions.length > 0) info.extensions = extensions;
    return { type: 'account', info };
  }
  const mint = readMint(data);
  if (mint !== null) {
    const info: Record<string, unknown> = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    };
    const extensions = parseTokenExtensions(data);
    if (extensions.length > 0) info.extensions = extensions;
    return { type: 'mint', info };
  }
  if (data.length === MULTISIG_SIZE && data[2] === 1) {
    const decoder = getAddressDecoder();
    const signers: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const key = data.subarray(3 + index * 32, 35 + index * 32);
      if (key.some((byte) => byte !== 0)) signers.push(decoder.decode(key));
    }
    return {
      type: 'multisig',
      info: {
        numRequiredSigners: data[0],
        numValidSigners: data[1],
        isInitialized: true,
        signers,
      },
    };
  }
  return null;
}
