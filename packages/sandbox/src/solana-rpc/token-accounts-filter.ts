import { invalidParams } from './json-rpc-error.js';

/** The filter of `getTokenAccountsByOwner`: token accounts of one mint, or of one token program. */
export interface TokenAccountsFilter {
  readonly kind: 'mint' | 'programId';
  readonly address: string;
}

const VARIANTS = ['mint', 'programId'] as const;
const EXPECTED_VARIANTS = 'expected `mint` or `programId`';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'sequence';
  if (typeof value === 'number')
    return Number.isInteger(value) ? `integer \`${value}\`` : `floating point \`${value}\``;
  if (typeof value === 'boolean') return `boolean \`${value}\``;
  if (typeof value === 'string') return `string ${JSON.stringify(value)}`;
  return 'map';
}

/**
 * Reads the filter's JSON shape as a validator's parameter decoding does (an externally tagged
 * enum: a map with the single key `mint` or `programId` holding a string), before any address
 * is checked; the serde wording of each refusal is kept.
 *
 * @throws {JsonRpcError} -32602 `Invalid params: …` for any other shape.
 */
export function readTokenAccountsFilterShape(value: unknown): TokenAccountsFilter {
  const refuse = (reason: string) => invalidParams(`Invalid params: ${reason}.`);
  if (typeof value === 'string') {
    if (!(VARIANTS as readonly string[]).includes(value))
      throw refuse(`unknown variant \`${value}\`, ${EXPECTED_VARIANTS}`);
    throw refuse('invalid type: unit variant, expected newtype variant');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw refuse(`invalid type: ${describe(value)}, expected string or map`);
  const entries = Object.entries(value);
  const [entry] = entries;
  if (entry === undefined || entries.length > 1)
    throw refuse('invalid value: map, expected map with a single key');
  const [kind, address] = entry;
  if (!(VARIANTS as readonly string[]).includes(kind))
    throw refuse(`unknown variant \`${kind}\`, ${EXPECTED_VARIANTS}`);
  if (typeof address !== 'string')
    throw refuse(`invalid type: ${describe(address)}, expected a string`);
  return { kind: kind as TokenAccountsFilter['kind'], address };
}
