import { type Address, getAddressDecoder, getBase64Encoder } from '@solana/kit';

// What a wallet app sends back, read defensively: anything not of the protocol's shape is
// refused with a reason, never passed on.

/**
 * Decodes base64 as the wallets send it: standard or URL-safe, padded or not (the specification
 * says base64; Solana Mobile's package sends sign-in messages base64url, and wallets differ).
 *
 * @throws {Error} when `text` is not base64.
 */
export function decodeMwaBase64(text: unknown): Uint8Array {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(text))
    throw new Error('a payload that is not base64');
  const standard = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  return new Uint8Array(
    getBase64Encoder().encode(standard.padEnd(Math.ceil(standard.length / 4) * 4, '=')),
  );
}

/** Encodes bytes as standard base64, the form every wallet reads. */
export function encodeMwaBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Reads `authorize`'s answer: its token, its accounts (base64 keys become addresses) and an
 * `https:` link base if any (another scheme is refused, as the specification asks).
 *
 * @throws {Error} naming what is missing or malformed.
 */
export function readAuthorizeAnswer(result: unknown): {
  authToken: string;
  accounts: { address: Address; label?: string }[];
  walletUriBase?: string;
} {
  const answer = (result ?? {}) as {
    auth_token?: unknown;
    accounts?: unknown;
    wallet_uri_base?: unknown;
  };
  if (typeof answer.auth_token !== 'string' || !answer.auth_token)
    throw new Error('an authorization with no token');
  if (!Array.isArray(answer.accounts) || answer.accounts.length === 0)
    throw new Error('an authorization with no account');
  const accounts = answer.accounts.map((account: { address?: unknown; label?: unknown }) => {
    const key = decodeMwaBase64(account?.address);
    if (key.length !== 32) throw new Error('an account that is not a 32-byte key');
    return {
      address: getAddressDecoder().decode(key),
      ...(typeof account.label === 'string' ? { label: account.label.slice(0, 100) } : {}),
    };
  });
  const base = answer.wallet_uri_base;
  if (
    base !== undefined &&
    base !== null &&
    (typeof base !== 'string' || !/^https:\/\/[^\s]+$/.test(base))
  )
    throw new Error('a wallet link base that is not https');
  return {
    authToken: answer.auth_token,
    accounts,
    ...(typeof base === 'string' ? { walletUriBase: base } : {}),
  };
}

/**
 * Reads a list answer (`signed_payloads` or `signatures`) of exactly `count` base64 items.
 *
 * @throws {Error} when the list is missing, of another length, or not base64.
 */
export function readPayloadList(result: unknown, field: string, count: number): Uint8Array[] {
  const list = (result as Record<string, unknown> | undefined)?.[field];
  if (!Array.isArray(list) || list.length !== count)
    throw new Error(`an answer without ${count} ${field}`);
  return list.map(decodeMwaBase64);
}
