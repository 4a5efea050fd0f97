// Payloads, addresses and signatures travel as base64 strings. The spec says base64; Solana
// Mobile's package itself sends sign-in messages as base64url without padding, and wallets
// accept both — so the sandbox wallet reads either (padded or not) and always answers in plain,
// padded base64, which every dapp reads.

/** Reads a base64 or base64url string, with or without padding; undefined when it is neither. */
export function decodeMwaBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return undefined;
  const unpadded = text.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return undefined;
  return new Uint8Array(Buffer.from(unpadded.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}

/** Writes bytes as padded base64, as the wallet answers. */
export function encodeMwaBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}
