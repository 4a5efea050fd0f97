import type { RawData, WebSocket } from 'ws';

/** The binary subprotocol: every MWA message is one binary WebSocket message. */
export const MWA_PROTOCOL_BINARY = 'com.solana.mobilewalletadapter.v1';
/** The text subprotocol: every MWA message is one text message holding its bytes in base64. */
export const MWA_PROTOCOL_BASE64 = 'com.solana.mobilewalletadapter.v1.base64';

/**
 * Picks the subprotocol for a connection, as `ws`'s `handleProtocols`: binary when offered,
 * else base64; none (treated as binary) when neither is.
 */
export function chooseMwaProtocol(offered: Set<string>): string | false {
  if (offered.has(MWA_PROTOCOL_BINARY)) return MWA_PROTOCOL_BINARY;
  if (offered.has(MWA_PROTOCOL_BASE64)) return MWA_PROTOCOL_BASE64;
  return false;
}

/** Like {@link chooseMwaProtocol}, for a wallet that prefers base64 text when offered. */
export function chooseMwaBase64Protocol(offered: Set<string>): string | false {
  return offered.has(MWA_PROTOCOL_BASE64) ? MWA_PROTOCOL_BASE64 : chooseMwaProtocol(offered);
}

/**
 * The bytes of one message received on an MWA socket (base64 text decoded for the base64
 * subprotocol).
 */
export function readMwaMessage(
  socket: WebSocket,
  data: RawData,
  isBinary: boolean,
): Uint8Array<ArrayBuffer> {
  const bytes = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
  if (!isBinary && socket.protocol === MWA_PROTOCOL_BASE64)
    return new Uint8Array(Buffer.from(bytes.toString('utf8'), 'base64'));
  return new Uint8Array(bytes);
}

/**
 * Sends one MWA message in the socket's subprotocol (base64 text or binary); nothing when the
 * socket is no longer open.
 */
export function sendMwaMessage(socket: WebSocket, bytes: Uint8Array): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.protocol === MWA_PROTOCOL_BASE64) socket.send(Buffer.from(bytes).toString('base64'));
  else socket.send(bytes);
}
