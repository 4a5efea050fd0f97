import { type Address, type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit';
import { invalidParams, JSON_RPC_ERROR_CODES, JsonRpcError } from './json-rpc-error.js';
import { readUnsignedInteger } from './rpc-params.js';
import {
  parseTokenData,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from './token-account-data.js';

/**
 * The account data encodings the sandbox serves. `binary` is the validator's default for account
 * reads: a bare base58 string. `base64+zstd` is refused (-32602): Node has no zstd before v22.
 */
export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'jsonParsed';

/** The encodings `readAccountEncoding` accepts. */
export const ACCOUNT_ENCODINGS: readonly AccountEncoding[] = [
  'binary',
  'base58',
  'base64',
  'jsonParsed',
];

/** A `dataSlice` config: the bytes of account data to return. */
export interface DataSlice {
  readonly offset: number;
  readonly length: number;
}

/** An account as JSON-RPC returns it. */
export interface UiAccount {
  readonly lamports: bigint;
  readonly owner: string;
  readonly data: unknown;
  readonly executable: boolean;
  readonly rentEpoch: bigint;
  readonly space: number;
}

// Rent collection is gone: validators report every account as exempt with u64::MAX.
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n;
const MAX_BASE58_BYTES = 128;

/**
 * Reads `encoding` and `dataSlice` from an account-reading config, refusing what the validator
 * refuses (unknown encodings, `base64+zstd` here, a slice with `jsonParsed` unless
 * `sliceWithJsonParsed` is `'ignore'`, as the token-account listings do).
 */
export function readAccountEncoding(
  config: Record<string, unknown>,
  fallback: AccountEncoding,
  { sliceWithJsonParsed = 'refuse' }: { sliceWithJsonParsed?: 'refuse' | 'ignore' } = {},
): { encoding: AccountEncoding; dataSlice: DataSlice | undefined } {
  const raw = config.encoding;
  if (raw === 'base64+zstd')
    throw invalidParams(
      'Invalid params: the base64+zstd encoding is not supported by the sandbox.',
    );
  let encoding = fallback;
  if (raw !== undefined && raw !== null) {
    if (typeof raw !== 'string' || !ACCOUNT_ENCODINGS.includes(raw as AccountEncoding))
      throw invalidParams(
        `Invalid params: unknown variant \`${String(raw)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\`.`,
      );
    encoding = raw as AccountEncoding;
  }
  const slice = config.dataSlice;
  let dataSlice: DataSlice | undefined;
  if (slice !== undefined && slice !== null) {
    if (typeof slice !== 'object' || Array.isArray(slice))
      throw invalidParams('Invalid params: invalid type: expected struct UiDataSliceConfig.');
    const { offset, length } = slice as Record<string, unknown>;
    dataSlice = { offset: readUnsignedInteger(offset), length: readUnsignedInteger(length) };
    if (encoding === 'jsonParsed' && sliceWithJsonParsed === 'refuse')
      throw invalidParams(
        'Sliced account data can only be encoded using binary (base 58) or base64 encoding.',
      );
  }
  return { encoding, dataSlice };
}

/**
 * Encodes one account for a response. Under `jsonParsed`, accounts of both token programs are
 * parsed (a token account needs its mint's decimals); anything else falls back to base64.
 *
 * @throws {JsonRpcError} -32600 when base58 would exceed 128 bytes, as the validator refuses.
 */
export function encodeAccount(
  account: EncodedAccount,
  options: {
    encoding: AccountEncoding;
    dataSlice: DataSlice | undefined;
    mintDecimals: (mint: Address) => number | undefined;
  },
): UiAccount {
  const { data } = account;
  const sliced =
    options.dataSlice === undefined
      ? data
      : data.subarray(
          Math.min(options.dataSlice.offset, data.length),
          Math.min(options.dataSlice.offset + options.dataSlice.length, data.length),
        );
  const base = {
    lamports: BigInt(account.lamports),
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: data.length,
  };
  if (options.encoding === 'binary' || options.encoding === 'base58') {
    if (sliced.length > MAX_BASE58_BYTES)
      throw new JsonRpcError(
        JSON_RPC_ERROR_CODES.invalidRequest,
        `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`,
      );
    const text = getBase58Decoder().decode(sliced);
    return { ...base, data: options.encoding === 'binary' ? text : [text, 'base58'] };
  }
  if (options.encoding === 'jsonParsed') {
    const program =
      account.programAddress === TOKEN_PROGRAM_ADDRESS
        ? 'spl-token'
        : account.programAddress === TOKEN_2022_PROGRAM_ADDRESS
          ? 'spl-token-2022'
          : undefined;
    const parsed = program === undefined ? null : parseTokenData(data, options.mintDecimals);
    if (parsed !== null) return { ...base, data: { program, parsed, space: data.length } };
  }
  return { ...base, data: [getBase64Decoder().decode(sliced), 'base64'] };
}
