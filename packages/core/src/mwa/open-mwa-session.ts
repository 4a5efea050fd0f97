import { MWA_WEBSOCKET_PROTOCOL_BASE64 } from './connect-mwa-socket.js';
import { createMwaCipher, type MwaCipher } from './mwa-cipher.js';
import { MwaSessionError } from './mwa-session-error.js';
import { decodeMwaBase64, encodeMwaBase64 } from './mwa-wallet-answers.js';

const P256_POINT_BYTES = 65;

/** An established MWA session: encrypted JSON-RPC with the wallet, one socket. */
export interface MwaSession {
  /**
   * Sends one JSON-RPC request and waits, at most `timeoutMs`, for its answer.
   *
   * @throws {MwaSessionError} a timeout, the socket closing, a protocol violation (which also
   * ends the session), or the wallet's JSON-RPC error.
   */
  request<T>(method: string, params: Record<string, unknown>, timeoutMs: number): Promise<T>;
  /** Ends the session (the wallet sees the socket close). */
  close(): void;
  /** Whether the session still carries requests. */
  isOpen(): boolean;
  /** Settles once the session has ended, whoever ended it. */
  readonly ended: Promise<void>;
}

/** Parameters of {@link openMwaSession}. */
export interface OpenMwaSessionParameters {
  /** An open socket to the wallet, or to a reflector that has sent its id. */
  socket: WebSocket;
  /** The association key pair (ECDSA P-256) whose public key the association URI carries. */
  associationKeys: CryptoKeyPair;
  /** That public key, raw (65 bytes). */
  associationPublicKey: Uint8Array<ArrayBuffer>;
  /** Through a reflector: wait for its empty APP_PING (the wallet joined) before HELLO_REQ. */
  awaitReflection?: boolean;
  /** When the wallet must have answered HELLO_REQ (a `Date.now()` time). */
  deadline: number;
}

type Pending = { resolve(result: unknown): void; reject(error: MwaSessionError): void };

/**
 * Establishes the session (PROTOCOLS §9): sends HELLO_REQ (a fresh ECDH P-256 key signed by the
 * association key), derives the key from the wallet's HELLO_RSP, reads its session properties,
 * then carries JSON-RPC. Every wait is bounded; a frame out of sequence, unreadable or of the
 * wrong shape ends the session and fails every request in flight (Solana Mobile's package leaves
 * them waiting, or throws where nobody catches).
 *
 * @throws {MwaSessionError} `'timeout'`, `'closed'` or `'protocol'` before the session is up.
 */
export function openMwaSession(parameters: OpenMwaSessionParameters): Promise<MwaSession> {
  const { socket } = parameters;
  // A wallet that picked the base64 subprotocol sends and reads each frame as base64 text.
  const textFrames = socket.protocol === MWA_WEBSOCKET_PROTOCOL_BASE64;
  const send = (frame: Uint8Array<ArrayBuffer>) =>
    socket.send(textFrames ? encodeMwaBase64(frame) : frame);
  const pending = new Map<number, Pending>();
  let cipher: MwaCipher | undefined;
  let nextId = 1;
  let failure: MwaSessionError | undefined;
  let reflected = !parameters.awaitReflection;
  let queue = Promise.resolve();
  let markEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });

  return new Promise<MwaSession>((resolveSession, rejectSession) => {
    const helloTimer = setTimeout(
      () => end(new MwaSessionError('timeout', 'the wallet did not answer in time')),
      Math.max(0, parameters.deadline - Date.now()),
    );
    const end = (error: MwaSessionError) => {
      if (failure) return;
      failure = error;
      markEnded();
      clearTimeout(helloTimer);
      socket.onmessage = socket.onclose = socket.onerror = null;
      socket.close();
      rejectSession(error);
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    };
    const sendHello = async () => {
      const ecdh = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
        'deriveBits',
      ]);
      const key = new Uint8Array(await crypto.subtle.exportKey('raw', ecdh.publicKey));
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        parameters.associationKeys.privateKey,
        key,
      );
      const hello = new Uint8Array(key.length + signature.byteLength);
      hello.set(key);
      hello.set(new Uint8Array(signature), key.length);
      send(hello);
      return ecdh.privateKey;
    };
    let dappKey: Promise<CryptoKey> | undefined;
    const onFrame = async (frame: Uint8Array<ArrayBuffer>) => {
      if (!reflected) {
        // The reflector's APP_PING: the wallet is there.
        if (frame.length !== 0) throw new Error('a message before the wallet joined');
        reflected = true;
        dappKey = sendHello();
        return;
      }
      if (!cipher) {
        // An empty message asks for HELLO_REQ again (the wallet was not ready for it).
        if (frame.length === 0) {
          dappKey = sendHello();
          return;
        }
        if (!dappKey || frame.length < P256_POINT_BYTES) throw new Error('not a HELLO_RSP');
        const keyed = await createMwaCipher(
          await dappKey,
          frame.slice(0, P256_POINT_BYTES),
          parameters.associationPublicKey,
        );
        // v1 wallets send their session properties; an empty tail is a legacy wallet.
        if (frame.length > P256_POINT_BYTES) {
          const properties = (await keyed.open(frame.slice(P256_POINT_BYTES))) as { v?: unknown };
          if (!['v1', '1', 1, 'legacy'].includes(properties?.v as string))
            throw new Error('an unknown protocol version');
        }
        cipher = keyed;
        clearTimeout(helloTimer);
        resolveSession(session);
        return;
      }
      if (frame.length === 0) return; // a late APP_PING is a no-op
      const message = (await cipher.open(frame)) as {
        id?: unknown;
        result?: unknown;
        error?: { code?: unknown; message?: unknown };
      };
      const request = typeof message?.id === 'number' ? pending.get(message.id) : undefined;
      if (!request) throw new Error('an answer to nothing asked');
      pending.delete(message.id as number);
      if (message.error) {
        const code = typeof message.error.code === 'number' ? message.error.code : undefined;
        const text = typeof message.error.message === 'string' ? message.error.message : '';
        request.reject(new MwaSessionError('wallet', text.slice(0, 300), code));
      } else request.resolve(message.result);
    };
    socket.onmessage = (event: MessageEvent) => {
      const frame = readFrame(event.data, textFrames);
      if (typeof frame === 'string') {
        end(new MwaSessionError('protocol', frame));
        return;
      }
      // Frames are handled one at a time, in the order they came.
      queue = queue.then(() =>
        onFrame(frame).catch((error: unknown) =>
          end(new MwaSessionError('protocol', `the wallet broke the protocol: ${describe(error)}`)),
        ),
      );
    };
    socket.onclose = socket.onerror = () =>
      end(new MwaSessionError('closed', 'the wallet closed the session'));
    if (reflected) dappKey = sendHello();

    const session: MwaSession = {
      request<T>(method: string, params: Record<string, unknown>, timeoutMs: number) {
        if (failure) return Promise.reject(failure);
        const id = nextId++;
        return new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => {
            pending.delete(id);
            reject(new MwaSessionError('timeout', `the wallet did not answer ${method} in time`));
          }, timeoutMs);
          pending.set(id, {
            resolve: (result) => {
              clearTimeout(timer);
              resolve(result as T);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          });
          (cipher as MwaCipher)
            .seal(id, { jsonrpc: '2.0', id, method, params })
            .then((frame) => send(frame))
            .catch(() => end(new MwaSessionError('closed', 'the wallet closed the session')));
        });
      },
      close: () => end(new MwaSessionError('closed', 'the session ended')),
      isOpen: () => !failure,
      ended,
    };
  });
}

/** One frame's bytes, or why it is not one: text and binary must match the subprotocol. */
function readFrame(data: unknown, textFrames: boolean): Uint8Array<ArrayBuffer> | string {
  if (textFrames !== (typeof data === 'string'))
    return `the wallet sent ${textFrames ? 'binary on a base64' : 'text on a binary'} session`;
  if (!textFrames) return data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(0);
  try {
    return new Uint8Array(decodeMwaBase64(data));
  } catch {
    return 'the wallet sent a frame that is not base64';
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : 'an unreadable message';
}
