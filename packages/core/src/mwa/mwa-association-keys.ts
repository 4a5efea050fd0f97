/** A fresh association key pair (ECDSA P-256) and its raw public key. */
export interface MwaAssociationKeys {
  readonly pair: CryptoKeyPair;
  /** The uncompressed public point (65 bytes), which the association URI carries. */
  readonly publicKey: Uint8Array<ArrayBuffer>;
}

/** Makes the key pair one association is named by; its private key never leaves WebCrypto. */
export async function createMwaAssociationKeys(): Promise<MwaAssociationKeys> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
  ]);
  return { pair, publicKey: new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)) };
}

/**
 * The association URI a wallet takes (PROTOCOLS §9): `<base>v1/associate/<kind>?association=…
 * &…&v=v1`, the key in base64 with `+/=` written `-_.` as the specification has it.
 */
export function mwaAssociationUri(
  base: string,
  kind: 'local' | 'remote',
  publicKey: Uint8Array,
  parameters: Record<string, string>,
): string {
  const token = btoa(String.fromCharCode(...publicKey)).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '.' })[c] as string,
  );
  const query = new URLSearchParams({ association: token, ...parameters, v: 'v1' });
  return `${base}v1/associate/${kind}?${query}`;
}
