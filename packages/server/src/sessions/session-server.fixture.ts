import {
  API_ROUTES,
  type ApiRouteNameWith,
  LATCHKEY_DEVICE_HEADER,
  LATCHKEY_SESSION_HEADER,
  type SignInChallenge,
} from '@latchkey/core/product-api';
import { createSignInMessageText } from '@latchkey/core/sign-in';
import { ed25519 } from '@noble/curves/ed25519.js';
import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getAddressDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as toAddress,
} from '@solana/kit';
import {
  createLatchkeyServer,
  type LatchkeyServer,
  type LatchkeyServerOptions,
} from '../create-latchkey-server.js';
import type { Database } from '../database/database.js';
import { createPgliteDatabase } from '../database/pglite-database.js';
import type { TestDevice } from '../mfa/test-device.fixture.js';
import { NEVER_VALID_BLOCKHASH } from './read-memo-sign-in.js';

/** The page every session test signs in from. */
export const APP_ORIGIN = 'https://app.acme.example';
/** The environment every session test uses, and its token. */
export const ENVIRONMENT = { id: 'acme', authToken: 'pk_acme' } as const;

/**
 * For tests: a server with sessions on PGlite (or the database given), serving {@link APP_ORIGIN}.
 */
export async function startSessionServer(
  options: Partial<LatchkeyServerOptions> & { database?: Database } = {},
): Promise<LatchkeyServer> {
  return createLatchkeyServer({
    environments: {
      [ENVIRONMENT.id]: { authToken: ENVIRONMENT.authToken },
      other: { authToken: 'pk_other' },
    },
    allowedOrigins: [APP_ORIGIN, 'https://evil.example.net'],
    onError: () => {},
    ...options,
    database: options.database ?? (await createPgliteDatabase()),
  });
}

/** For tests: one call of the session API, as the SDK sends it from {@link APP_ORIGIN}. */
export async function callSession(
  server: Pick<LatchkeyServer, 'fetch'>,
  name: ApiRouteNameWith<'session'>,
  body: Record<string, unknown>,
  options: {
    origin?: string | null;
    accessToken?: string;
    environmentId?: string;
    clientIp?: string;
    cookie?: string;
    base?: string;
    /** Signs the body with this device's key, as the SDK does. */
    device?: TestDevice;
  } = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field, refusals too.
): Promise<{ status: number; json: any; headers: Headers }> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${options.environmentId === 'other' ? 'pk_other' : ENVIRONMENT.authToken}`,
  };
  if (options.origin !== null) headers.Origin = options.origin ?? APP_ORIGIN;
  if (options.accessToken) headers[LATCHKEY_SESSION_HEADER] = options.accessToken;
  if (options.cookie) headers.Cookie = options.cookie;
  const sent = JSON.stringify({ environmentId: options.environmentId ?? ENVIRONMENT.id, ...body });
  if (options.device) headers[LATCHKEY_DEVICE_HEADER] = await options.device.header(sent);
  const response = await server.fetch(
    new Request(`${options.base ?? 'http://latchkey.test'}/api/v0${API_ROUTES[name].path}`, {
      method: 'POST',
      headers,
      body: sent,
    }),
    { clientIp: options.clientIp ?? '203.0.113.7' },
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json, headers: response.headers };
}

/** For tests: a wallet with a real ed25519 key that signs sign-in messages. */
export function createTestSigner() {
  const secretKey = ed25519.utils.randomSecretKey();
  const address = getAddressDecoder().decode(ed25519.getPublicKey(secretKey));
  return {
    address,
    /** Signs these exact bytes. */
    sign: (bytes: Uint8Array) => ed25519.sign(bytes, secretKey),
    /** The body of `signInWithWallet` for the challenge's input, as a wallet would sign it. */
    /**
     * The body a Ledger sends: the sign-in text in a signed memo transaction (`changes` alters
     * the text; `transaction` the transaction: another blockhash, fee payer or program).
     */
    signInWithMemo(
      input: SignInChallenge['input'],
      changes: Record<string, unknown> = {},
      transaction: {
        blockhash?: string;
        feePayer?: string;
        program?: string;
        extra?: boolean;
      } = {},
    ) {
      const text = createSignInMessageText({ ...input, address, ...changes } as never);
      const memo = {
        programAddress: toAddress(
          transaction.program ?? 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
        ),
        data: new TextEncoder().encode(text),
      };
      const message = pipe(
        createTransactionMessage({ version: 'legacy' }),
        (m) => setTransactionMessageFeePayer((transaction.feePayer ?? address) as Address, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            {
              blockhash: (transaction.blockhash ?? NEVER_VALID_BLOCKHASH) as Blockhash,
              lastValidBlockHeight: 0n,
            },
            m,
          ),
        (m) => appendTransactionMessageInstruction(memo, m),
        (m) => (transaction.extra ? appendTransactionMessageInstruction(memo, m) : m),
      );
      const compiled = compileTransaction(message);
      const signature = ed25519.sign(new Uint8Array(compiled.messageBytes), secretKey);
      const signed = {
        ...compiled,
        signatures: Object.fromEntries(
          Object.keys(compiled.signatures).map((signer) => [
            signer,
            signer === address ? signature : null,
          ]),
        ),
      };
      const bytes = new Uint8Array(getTransactionEncoder().encode(signed as never));
      return { address, signedTransaction: toBase64(bytes) };
    },
    signIn(input: SignInChallenge['input'], changes: Record<string, unknown> = {}) {
      const text = createSignInMessageText({ ...input, address, ...changes } as never);
      const bytes = new TextEncoder().encode(text);
      return {
        address,
        signedMessage: toBase64(bytes),
        signature: toBase64(ed25519.sign(bytes, secretKey)),
      };
    },
  };
}

/** For tests: bytes as base64. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** For tests: a wallet signs in from scratch (challenge, then sign-in) and the session answer. */
export async function signInWallet(
  server: Pick<LatchkeyServer, 'fetch'>,
  wallet: ReturnType<typeof createTestSigner>,
  options: {
    accessToken?: string;
    route?: 'signInWithWallet' | 'linkWallet';
    base?: string;
    device?: TestDevice;
  } = {},
) {
  const at = options.base ? { base: options.base } : {};
  const challenge = await callSession(
    server,
    'createSignInChallenge',
    { chainId: 'solana:devnet' },
    at,
  );
  if (challenge.status !== 200)
    throw new Error(`challenge ${challenge.status}: ${JSON.stringify(challenge.json)}`);
  return callSession(
    server,
    options.route ?? 'signInWithWallet',
    wallet.signIn((challenge.json as SignInChallenge).input),
    {
      ...at,
      ...(options.accessToken ? { accessToken: options.accessToken } : {}),
      ...(options.device ? { device: options.device } : {}),
    },
  );
}
