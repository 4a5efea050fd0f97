import { MwaSessionError } from './mwa-session-error.js';

/** The subprotocol of MWA's binary frames (the wallet's socket or a reflector). */
export const MWA_WEBSOCKET_PROTOCOL = 'com.solana.mobilewalletadapter.v1';
/** The subprotocol of MWA's frames as base64 text, which a wallet app may pick on a local socket. */
export const MWA_WEBSOCKET_PROTOCOL_BASE64 = 'com.solana.mobilewalletadapter.v1.base64';

// The wallet app needs time to start after the intent: retry soon, then back off (the
// specification asks dapps to keep trying for at least 30 s).
const RETRY_DELAYS_MS = [150, 150, 200, 500, 500, 750, 750, 1000];

/**
 * Opens a WebSocket to `url` with MWA's subprotocol, retrying refused connections until
 * `deadline` (a `Date.now()` time). Frames arrive as ArrayBuffers.
 *
 * `onmessage`, when given, hears the socket from the start (a reflector speaks first).
 * `protocols` are offered in order; the other side picks one (`socket.protocol`).
 *
 * @throws {MwaSessionError} `'timeout'` when no socket opened before the deadline.
 */
export async function connectMwaSocket(
  url: string,
  deadline: number,
  onmessage?: (event: MessageEvent) => void,
  protocols: readonly string[] = [MWA_WEBSOCKET_PROTOCOL],
): Promise<WebSocket> {
  for (let attempt = 0; ; attempt++) {
    const socket = await openOnce(url, deadline, onmessage, protocols);
    if (socket) return socket;
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] as number;
    if (Date.now() + delay >= deadline)
      throw new MwaSessionError('timeout', 'the wallet did not open its session in time');
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

function openOnce(
  url: string,
  deadline: number,
  onmessage: ((event: MessageEvent) => void) | undefined,
  protocols: readonly string[],
): Promise<WebSocket | undefined> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, [...protocols]);
    socket.binaryType = 'arraybuffer';
    // Set before it opens: a reflector speaks first, possibly with the handshake's last bytes.
    if (onmessage) socket.onmessage = onmessage;
    // A socket that neither opens nor fails (a half-open port) is given up on at the deadline.
    const timer = setTimeout(() => done(undefined), Math.max(0, deadline - Date.now()));
    const done = (result: WebSocket | undefined) => {
      clearTimeout(timer);
      socket.onopen = socket.onerror = socket.onclose = null;
      if (!result) socket.close();
      resolve(result);
    };
    socket.onopen = () => done(socket);
    socket.onerror = socket.onclose = () => done(undefined);
  });
}
