import type { SignInInput } from '@latchkey/core/sign-in';
import { createSignInMessageText, parseSignInMessage, verifySignIn } from '@latchkey/core/sign-in';
import { sameBytes } from '@latchkey/core/transactions';
import { isAddress } from '@solana/kit';
import type { DatabaseQueries } from '../database/database.js';
import { verifiesEd25519 } from '../node-crypto/node-ed25519.js';
import { invalidRequest, ServerError } from '../server-error.js';
import { readMemoSignIn } from './read-memo-sign-in.js';
import type { SessionContext } from './session-context.js';

/** The longest signed message taken: a sign-in message is a few hundred bytes. */
const MAX_SIGNED_MESSAGE_BYTES = 4096;

/**
 * Checks a Sign-In With Solana answer against the challenge the server issued, then burns the
 * challenge's nonce: the message is one the server issued (by its nonce, for this environment,
 * not expired, asked for from the page's own origin), every field is exactly as issued, it names
 * the address, and the Ed25519 signature over its bytes verifies with that address — or, from a
 * wallet that cannot sign messages (a Ledger), the same text in a memo transaction it signed
 * (`readMemoSignIn`). The nonce is
 * deleted in the caller's transaction (run it in one: a refusal throws, and only the rollback
 * gives the nonce back): of two sign-ins with one nonce, on any instances, one wins.
 *
 * @throws {ServerError} 400 `INVALID_REQUEST` (malformed fields); 401 `CHALLENGE_INVALID`
 * (unknown, expired, used, another environment's); 401 `SIGN_IN_MISMATCH` (any field differs
 * from the challenge); 401 `SIGNATURE_INVALID`.
 */
export async function verifyWalletSignIn(
  tx: DatabaseQueries,
  context: SessionContext,
  request: {
    environmentId: string;
    origin: string | undefined;
    body: {
      address?: unknown;
      signedMessage?: unknown;
      signature?: unknown;
      signedTransaction?: unknown;
    };
  },
): Promise<{ address: string }> {
  const { address } = request.body;
  if (typeof address !== 'string' || !isAddress(address)) {
    throw invalidRequest('address must be a base58 Solana address');
  }
  // A Ledger's proof: the sign-in text in a memo transaction it signed (read-memo-sign-in.ts).
  const memo =
    request.body.signedTransaction === undefined
      ? undefined
      : readMemoSignIn(decodeBase64(request.body.signedTransaction, 'signedTransaction'), address);
  const signedMessage = memo ?? decodeBase64(request.body.signedMessage, 'signedMessage');
  const signature = memo ? undefined : decodeBase64(request.body.signature, 'signature');
  if (signedMessage.length === 0 || signedMessage.length > MAX_SIGNED_MESSAGE_BYTES) {
    throw mismatch('the signed message is not a sign-in message');
  }
  const nonce = readNonce(signedMessage);
  // Burned first, in the caller's transaction, which every refusal below rolls back: a refused
  // sign-in leaves the nonce to its owner, and a second sign-in with it waits on this row's lock.
  const { rows } = await tx.query<{ input: SignInInput; expires_at: Date }>(
    `DELETE FROM sign_in_challenges WHERE nonce = $1 AND environment_id = $2
     RETURNING input, expires_at`,
    [nonce, request.environmentId],
  );
  const challenge = rows[0];
  if (!challenge || new Date(challenge.expires_at).getTime() <= context.now()) {
    throw challengeInvalid();
  }
  const issued = challenge.input;
  if (request.origin !== undefined && request.origin !== issued.uri) {
    throw mismatch('the challenge was issued to another page');
  }
  try {
    if (signature) {
      await verifySignIn({
        input: { ...issued, address },
        output: { account: { address }, signedMessage, signature },
        verifySignature: (signer, message, bytes) => verifiesEd25519(signer, bytes, message),
      });
    } else if (
      !sameBytes(
        signedMessage,
        new TextEncoder().encode(
          createSignInMessageText({ ...issued, domain: issued.domain ?? '', address }),
        ),
      )
    ) {
      // The memo's signature was verified as it was read: its text must be the one issued.
      throw mismatch('the memo is not the sign-in message issued');
    }
  } catch (error) {
    if (error instanceof ServerError) throw error;
    const reason = (error as { context?: { reason?: unknown } }).context?.reason;
    if (typeof reason === 'string' && reason.startsWith('signature')) {
      throw new ServerError(401, 'SIGNATURE_INVALID', `The sign-in's ${reason}`);
    }
    throw mismatch(typeof reason === 'string' ? reason : 'the message is not the one issued');
  }
  return { address };
}

function readNonce(signedMessage: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(signedMessage);
    const { nonce } = parseSignInMessage(text);
    if (nonce) return nonce;
  } catch {
    // Reported below, as any message without a nonce.
  }
  throw mismatch('the signed message is not a sign-in message with a nonce');
}

function decodeBase64(value: unknown, name: string): Uint8Array {
  if (
    typeof value !== 'string' ||
    !/^[A-Za-z0-9+/]*={0,2}$/.test(value) ||
    value.length % 4 !== 0
  ) {
    throw invalidRequest(`${name} must be base64`);
  }
  if (value.length > MAX_SIGNED_MESSAGE_BYTES * 2) throw invalidRequest(`${name} is too long`);
  const binary = atob(value);
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function mismatch(reason: string): ServerError {
  return new ServerError(
    401,
    'SIGN_IN_MISMATCH',
    `The sign-in does not match its challenge: ${reason}`,
  );
}

function challengeInvalid(): ServerError {
  return new ServerError(
    401,
    'CHALLENGE_INVALID',
    'The sign-in challenge is unknown, expired or already used: ask for a new one',
  );
}
