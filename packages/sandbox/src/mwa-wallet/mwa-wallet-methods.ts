import { createSignInMessageText } from '@solana/wallet-standard-util';
import nacl from 'tweetnacl';
import type { MwaAuthorization, MwaAuthorizations, MwaIdentity } from './mwa-authorizations.js';
import { encodeMwaBase64 } from './mwa-payload-encoding.js';
import { MWA_ERROR_CODES, MwaProtocolError } from './mwa-protocol-error.js';
import {
  MWA_MAX_PAYLOADS,
  type MwaSigningContext,
  signAndSendMwaTransactions,
  signMwaMessages,
  signMwaTransactions,
} from './mwa-signing-methods.js';
import { MWA_SIGNING_METHODS } from './mwa-wallet-behaviour.js';

/**
 * What one session's requests are answered with: the wallet's keys and behaviour, its
 * authorization store, and the authorization this session holds (set by `authorize`).
 */
export interface MwaRequestContext extends MwaSigningContext {
  readonly authorizations: MwaAuthorizations;
  authorization: MwaAuthorization | undefined;
}

const FEATURES = ['solana:signTransactions', 'solana:signInWithSolana'];
const LEGACY_CLUSTERS: Record<string, string> = {
  'mainnet-beta': 'solana:mainnet',
  devnet: 'solana:devnet',
  testnet: 'solana:testnet',
};

function readIdentity(value: unknown): MwaIdentity {
  const identity = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof identity[key] === 'string' ? { [key]: identity[key] } : {});
  return { ...text('name'), ...text('uri'), ...text('icon') };
}

/** The chains a wallet app from a store serves: no local validator. */
const PUBLIC_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'];

// `chain` ('solana:mainnet', 'solana:devnet', …) in v1; legacy dapps send `cluster` instead.
function readChain(params: Record<string, unknown>, context: MwaRequestContext): string {
  const chain = params.chain ?? params.cluster ?? 'solana:mainnet';
  const named = typeof chain === 'string' ? (LEGACY_CLUSTERS[chain] ?? chain) : '';
  if (!named.startsWith('solana:'))
    throw new MwaProtocolError(MWA_ERROR_CODES.invalidParams, `unknown chain ${String(chain)}`);
  if (context.behaviour === 'public-networks-only' && !PUBLIC_CHAINS.includes(named))
    throw new MwaProtocolError(MWA_ERROR_CODES.chainNotSupported, 'chain not supported');
  return named;
}

function signIn(payload: unknown, context: MwaRequestContext, identity: MwaIdentity) {
  const fields = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    string
  >;
  const domain = fields.domain ?? (identity.uri ? new URL(identity.uri).host : 'localhost');
  const message = new TextEncoder().encode(
    createSignInMessageText({ ...fields, domain, address: context.keys.walletAddress }),
  );
  return {
    address: encodeMwaBase64(context.keys.publicKey),
    signed_message: encodeMwaBase64(message),
    signature: encodeMwaBase64(nacl.sign.detached(message, context.keys.secretKey)),
  };
}

// `authorize` (and legacy `reauthorize`): a known token reauthorizes with the same token; an
// unknown or revoked one is ERROR_AUTHORIZATION_FAILED; none issues a new one.
function authorize(params: Record<string, unknown>, context: MwaRequestContext) {
  const identity = readIdentity(params.identity);
  let entry: MwaAuthorization | undefined;
  if (params.auth_token === undefined) {
    entry = context.authorizations.issue(identity, readChain(params, context));
  } else {
    entry =
      typeof params.auth_token === 'string'
        ? context.authorizations.find(params.auth_token)
        : undefined;
    if (!entry)
      throw new MwaProtocolError(
        MWA_ERROR_CODES.authorizationFailed,
        'the authorization token is not valid',
      );
  }
  context.authorization = entry;
  return {
    auth_token: entry.authToken,
    accounts: [
      {
        address: encodeMwaBase64(context.keys.publicKey),
        label: 'Latchkey sandbox MWA wallet',
        chains: [entry.chain],
        features: FEATURES,
      },
    ],
    ...(params.sign_in_payload
      ? { sign_in_result: signIn(params.sign_in_payload, context, identity) }
      : {}),
  };
}

/**
 * Answers one decrypted JSON-RPC request of an MWA session, as a wallet app whose user
 * approves (or, per the behaviour, declines or misbehaves).
 *
 * @throws {MwaProtocolError} -1 for a signing request before `authorize` or with a dead token,
 * -32601 for an unknown method, and what each signing method throws.
 */
export async function answerMwaRequest(
  method: string,
  params: Record<string, unknown>,
  context: MwaRequestContext,
): Promise<unknown> {
  const live =
    context.authorization && context.authorizations.find(context.authorization.authToken);
  if (MWA_SIGNING_METHODS.has(method) && !live)
    throw new MwaProtocolError(
      MWA_ERROR_CODES.authorizationFailed,
      'this session is not authorized',
    );
  switch (method) {
    case 'authorize':
    case 'reauthorize':
      return authorize(params, context);
    case 'deauthorize': {
      const token = params.auth_token;
      if (typeof token === 'string') context.authorizations.revoke(token);
      if (context.authorization?.authToken === token) context.authorization = undefined;
      return {};
    }
    case 'get_capabilities':
      return {
        max_transactions_per_request: MWA_MAX_PAYLOADS,
        max_messages_per_request: MWA_MAX_PAYLOADS,
        supported_transaction_versions: ['legacy', 0],
        features: FEATURES,
      };
    case 'sign_transactions':
      return signMwaTransactions(params, context);
    case 'sign_and_send_transactions':
      return signAndSendMwaTransactions(params, context);
    case 'sign_messages':
      return signMwaMessages(params, context);
    default:
      throw new MwaProtocolError(MWA_ERROR_CODES.methodNotFound, `unknown method ${method}`);
  }
}
