/** What a dapp's association URI tells the wallet: whom to trust and where to listen. */
export interface MwaAssociation {
  /** The dapp's association public key: a 65-byte uncompressed P-256 point. */
  readonly associationPublicKey: Uint8Array<ArrayBuffer>;
  /** `local`: the wallet serves `ws://localhost:{port}/solana-wallet`; `remote`: a reflector. */
  readonly kind: 'local' | 'remote';
  /** The local WebSocket port (49152–65535), for `local`. */
  readonly port?: number;
  /** The reflector's host authority and the session's id in it, for `remote`. */
  readonly reflector?: { readonly authority: string; readonly id: string };
  /** The protocol versions the dapp speaks (`v1`; none means legacy). */
  readonly versions: readonly string[];
}

const MIN_ASSOCIATION_PORT = 49152;
const MAX_ASSOCIATION_PORT = 65535;

/**
 * Reads `solana-wallet:/v1/associate/local?association=…&port=…&v=v1` (or `…/remote?…&reflector=…
 * &id=…`), as the Android intent hands it to a wallet. The key is base64 with `/+=` written as
 * `_-.` (PROTOCOLS §9); anything else in the wrong shape is refused.
 *
 * @throws {Error} when the URI is not an MWA association or its key or port is malformed.
 */
export function parseMwaAssociationUri(uri: string): MwaAssociation {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new Error('not an MWA association URI');
  }
  const kind = /\/v1\/associate\/(local|remote)$/.exec(url.pathname)?.[1];
  if (url.protocol !== 'solana-wallet:' || (kind !== 'local' && kind !== 'remote'))
    throw new Error('not an MWA association URI');
  const encodedKey = url.searchParams.get('association') ?? '';
  const associationPublicKey = base64ToBytes(
    encodedKey.replace(/[_.-]/g, (c) => ({ _: '/', '-': '+', '.': '=' })[c] as string),
  );
  if (associationPublicKey?.length !== 65 || associationPublicKey[0] !== 4)
    throw new Error('the association key is not an uncompressed P-256 point');
  const versions = url.searchParams.getAll('v');
  if (kind === 'remote') {
    const authority = url.searchParams.get('reflector');
    const id = url.searchParams.get('id');
    if (!authority || !id) throw new Error('a remote association names no reflector or id');
    return { associationPublicKey, kind, reflector: { authority, id }, versions };
  }
  const portText = url.searchParams.get('port') ?? '';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < MIN_ASSOCIATION_PORT || port > MAX_ASSOCIATION_PORT)
    throw new Error(
      `the association port is not in ${MIN_ASSOCIATION_PORT}–${MAX_ASSOCIATION_PORT}`,
    );
  return { associationPublicKey, kind, port, versions };
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  return new Uint8Array(Buffer.from(text, 'base64'));
}
