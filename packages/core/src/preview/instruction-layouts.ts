import { type Address, getAddressDecoder, type ReadonlyUint8Array } from '@solana/kit';

// Two instructions' data read here rather than through the program clients' decoders, which are
// made of kit's option, enum and length-prefixed string codecs: a bundler that splits chunks keeps
// those codecs in the chunks every page shares, though only a preview uses them (esbuild: about
// 1 KB gzip on every host). `instruction-layouts.test.ts` holds both equal to the clients' decoders.

const SEED_LENGTH_AT = 36;
const SEED_AT = 44;

/**
 * `SetAuthority`'s data (Token and Token-2022): u8 6 ‖ u8 authority type ‖ the new authority as
 * a COption (u8 0, or u8 1 ‖ 32 bytes). A tag other than 0 or 1 throws, as the program refuses it.
 */
export function readSetAuthorityData(data: ReadonlyUint8Array): {
  authorityType: number;
  newAuthority: Address | undefined;
} {
  const [, authorityType, tag] = data;
  if (authorityType === undefined || tag === undefined) throw new Error('SetAuthority cut short');
  if (tag === 0) return { authorityType, newAuthority: undefined };
  if (tag !== 1 || data.length < 35) throw new Error('SetAuthority: no new authority');
  return { authorityType, newAuthority: getAddressDecoder().decode(data.slice(3, 35)) };
}

/**
 * The new owner in System `AssignWithSeed`'s data: u32 10 ‖ base (32) ‖ seed (u64 length ‖
 * bytes) ‖ owner (32).
 */
export function readAssignWithSeedOwner(data: ReadonlyUint8Array): Address {
  if (data.length < SEED_AT) throw new Error('AssignWithSeed cut short');
  const bytes = Uint8Array.from(data.slice(SEED_LENGTH_AT, SEED_AT));
  const seedLength = new DataView(bytes.buffer).getBigUint64(0, true);
  if (BigInt(SEED_AT) + seedLength + 32n > BigInt(data.length)) {
    throw new Error('AssignWithSeed cut short');
  }
  const ownerAt = SEED_AT + Number(seedLength);
  return getAddressDecoder().decode(data.slice(ownerAt, ownerAt + 32));
}
