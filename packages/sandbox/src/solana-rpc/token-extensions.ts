import { getAddressDecoder, type ReadonlyUint8Array } from '@solana/kit';

/**
 * One Token-2022 extension as `jsonParsed` shows it: `{extension: "immutableOwner"}` or, for
 * extensions with fields, `{extension: "memoTransfer", state: {…}}`.
 */
export interface UiTokenExtension {
  readonly extension: string;
  readonly state?: Record<string, unknown>;
}

function optionalAddress(bytes: ReadonlyUint8Array, offset: number): string | null {
  const slice = bytes.subarray(offset, offset + 32);
  return slice.every((byte) => byte === 0) ? null : getAddressDecoder().decode(slice);
}

function transferFee(view: DataView, offset: number) {
  return {
    epoch: view.getBigUint64(offset, true),
    maximumFee: view.getBigUint64(offset + 8, true),
    transferFeeBasisPoints: view.getUint16(offset + 16, true),
  };
}

const ACCOUNT_STATES = ['uninitialized', 'initialized', 'frozen'] as const;

type ExtensionParser = (value: ReadonlyUint8Array, view: DataView) => Record<string, unknown>;

// Extension type number → [jsonParsed name, field parser (none for marker extensions), size].
const EXTENSIONS: Record<number, readonly [string, ExtensionParser | null, number]> = {
  1: [
    'transferFeeConfig',
    (value, view) => ({
      transferFeeConfigAuthority: optionalAddress(value, 0),
      withdrawWithheldAuthority: optionalAddress(value, 32),
      withheldAmount: view.getBigUint64(64, true),
      olderTransferFee: transferFee(view, 72),
      newerTransferFee: transferFee(view, 90),
    }),
    108,
  ],
  2: ['transferFeeAmount', (_value, view) => ({ withheldAmount: view.getBigUint64(0, true) }), 8],
  3: ['mintCloseAuthority', (value) => ({ closeAuthority: optionalAddress(value, 0) }), 32],
  6: [
    'defaultAccountState',
    (value) => ({ accountState: ACCOUNT_STATES[value[0] ?? 0] ?? 'uninitialized' }),
    1,
  ],
  7: ['immutableOwner', null, 0],
  8: ['memoTransfer', (value) => ({ requireIncomingTransferMemos: value[0] === 1 }), 1],
  9: ['nonTransferable', null, 0],
  11: ['cpiGuard', (value) => ({ lockCpi: value[0] === 1 }), 1],
  12: ['permanentDelegate', (value) => ({ delegate: optionalAddress(value, 0) }), 32],
  13: ['nonTransferableAccount', null, 0],
  14: [
    'transferHook',
    (value) => ({ authority: optionalAddress(value, 0), programId: optionalAddress(value, 32) }),
    64,
  ],
  15: ['transferHookAccount', (value) => ({ transferring: value[0] === 1 }), 1],
  18: [
    'metadataPointer',
    (value) => ({
      authority: optionalAddress(value, 0),
      metadataAddress: optionalAddress(value, 32),
    }),
    64,
  ],
  20: [
    'groupPointer',
    (value) => ({ authority: optionalAddress(value, 0), groupAddress: optionalAddress(value, 32) }),
    64,
  ],
  22: [
    'groupMemberPointer',
    (value) => ({
      authority: optionalAddress(value, 0),
      memberAddress: optionalAddress(value, 32),
    }),
    64,
  ],
  26: [
    'pausableConfig',
    (value) => ({ authority: optionalAddress(value, 0), paused: value[32] === 1 }),
    33,
  ],
  27: ['pausableAccount', null, 0],
};

/**
 * Reads the TLV extension area of a Token-2022 mint or account (from byte 166, after the
 * account-type byte). Extensions this parser does not know come out as `unparseableExtension`.
 */
export function parseTokenExtensions(data: ReadonlyUint8Array): UiTokenExtension[] {
  const extensions: UiTokenExtension[] = [];
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let offset = 166;
  while (offset + 4 <= data.length) {
    const type = view.getUint16(offset, true);
    const length = view.getUint16(offset + 2, true);
    if (type === 0) break; // uninitialized padding ends the list
    const value = data.subarray(offset + 4, offset + 4 + length);
    const known = EXTENSIONS[type];
    if (known === undefined || value.length < known[2]) {
      extensions.push({ extension: 'unparseableExtension' });
    } else {
      const [name, parse] = known;
      const valueView = new DataView(value.buffer, value.byteOffset, value.byteLength);
      extensions.push(
        parse === null ? { extension: name } : { extension: name, state: parse(value, valueView) },
      );
    }
    offset += 4 + length;
  }
  return extensions;
}
