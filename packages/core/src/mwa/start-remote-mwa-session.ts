import { connectMwaSocket } from './connect-mwa-socket.js';
import { createMwaAssociationKeys, mwaAssociationUri } from './mwa-association-keys.js';
import { publishMwaAssociation } from './mwa-association-uris.js';
import { MwaSessionError } from './mwa-session-error.js';
import { type MwaSession, openMwaSession } from './open-mwa-session.js';

/** How long the QR code waits for a phone to scan it and its wallet app to join. */
export const MWA_SCAN_TIMEOUT_MS = 120_000;
const REFLECTOR_TIMEOUT_MS = 15_000;
const LOOPBACK = /^(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?::\d+)?$/;

/** Parameters of {@link startRemoteMwaSession}. */
export interface StartRemoteMwaSessionParameters {
  /** The reflector's host authority, such as `reflector.example.com` (dialled as `wss://`). */
  reflector: string;
  /** Default {@link MWA_SCAN_TIMEOUT_MS}. */
  scanTimeoutMs?: number;
}

/**
 * A session with a wallet app on another device, through a reflector (PROTOCOLS §9): the page
 * dials `wss://<reflector>/reflect`, reads the id the reflector gives it, publishes the
 * `solana-wallet:/v1/associate/remote` link for the UI's QR code, and waits for the phone's
 * wallet app to join and answer HELLO_REQ. A loopback reflector (a local stand-in such as the
 * sandbox's) is dialled as `ws://`; any other only as `wss://`.
 *
 * @throws {MwaSessionError} `'timeout'` (no reflector, or no phone in time), `'closed'`
 * (cancelled, or the reflector went away), `'protocol'`.
 */
export async function startRemoteMwaSession(
  parameters: StartRemoteMwaSessionParameters,
): Promise<MwaSession> {
  const keys = await createMwaAssociationKeys();
  const scheme = LOOPBACK.test(parameters.reflector) ? 'ws' : 'wss';
  const deadline = Date.now() + REFLECTOR_TIMEOUT_MS;
  let receiveId: (event: MessageEvent) => void = () => undefined;
  const idMessage = new Promise<MessageEvent>((resolve) => {
    receiveId = resolve;
  });
  const socket = await connectMwaSocket(
    `${scheme}://${parameters.reflector}/reflect`,
    deadline,
    (event) => receiveId(event),
  );
  const id = await readReflectorId(socket, idMessage, deadline);
  const uri = mwaAssociationUri('solana-wallet:/', 'remote', keys.publicKey, {
    reflector: parameters.reflector,
    id: btoa(String.fromCharCode(...id))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, ''),
  });
  publishMwaAssociation({ uri, cancel: () => socket.close() });
  try {
    return await openMwaSession({
      socket,
      associationKeys: keys.pair,
      associationPublicKey: keys.publicKey,
      awaitReflection: true,
      deadline: Date.now() + (parameters.scanTimeoutMs ?? MWA_SCAN_TIMEOUT_MS),
    });
  } finally {
    publishMwaAssociation(undefined);
  }
}

/** REFLECTOR_ID: a varint length, then the id's bytes; the reflector sends it first. */
function readReflectorId(
  socket: WebSocket,
  message: Promise<MessageEvent>,
  deadline: number,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const fail = (error: MwaSessionError) => {
      clearTimeout(timer);
      socket.onmessage = socket.onclose = null;
      socket.close();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new MwaSessionError('timeout', 'the reflector gave no id in time')),
      Math.max(0, deadline - Date.now()),
    );
    socket.onclose = () => fail(new MwaSessionError('closed', 'the reflector closed the socket'));
    void message.then((event) => {
      const bytes = event.data instanceof ArrayBuffer ? new Uint8Array(event.data) : undefined;
      let length = 0;
      let offset = 0;
      for (let shift = 0; bytes && offset < bytes.length && shift < 35; shift += 7) {
        const byte = bytes[offset++] as number;
        length |= (byte & 0x7f) << shift;
        if (!(byte & 0x80)) break;
      }
      if (!bytes || length === 0 || length > 64 || offset + length !== bytes.length) {
        fail(new MwaSessionError('protocol', 'the reflector sent no id'));
        return;
      }
      clearTimeout(timer);
      socket.onmessage = socket.onclose = null;
      resolve(bytes.slice(offset));
    });
  });
}
