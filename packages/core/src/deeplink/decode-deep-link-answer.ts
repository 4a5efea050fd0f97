import { LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { LatchkeyStorage } from '../storage/create-storage.js';
import { isSolanaAddress } from '../validation/solana-address.js';
import { decodeBase58Field as fromB58 } from './decode-base58-field.js';
import { malformed, walletError } from './deep-link-errors.js';
import type { DeepLinkSession } from './deep-link-session.js';
import { PHANTOM_STORAGE_KEYS as KEYS } from './deep-link-storage-keys.js';
import type { DeepLinkResultData, PendingDeepLinkRequest } from './deep-link-types.js';
import type { RedirectParameters } from './redirect-parameters.js';
import type { SecretVault } from './secret-vault.js';

/** Where an answer is read from and what a connect answer writes to. */
export interface DecodeDeepLinkAnswerContext {
  storage: LatchkeyStorage;
  vault: SecretVault;
  session: DeepLinkSession;
}

/**
 * Opens a wallet's answer to the pending request: an `errorCode` becomes its error; a connect
 * answer derives the shared key, checks the address and session and stores them (the dapp's
 * secret key is dropped: the shared key is all later requests need); any other answer must name
 * this session's wallet key and open under the shared key, with the fields its method returns.
 *
 * @throws {LatchkeyError} a missing query parameter or stored value, 'Unable to decrypt data',
 *   'The wallet's answer is malformed: {reason}', or the wallet's own error.
 */
export async function decodeDeepLinkAnswer(
  pending: PendingDeepLinkRequest,
  answer: RedirectParameters,
  context: DecodeDeepLinkAnswerContext,
): Promise<DeepLinkResultData> {
  const { storage, vault, session } = context;
  if (answer.errorCode !== undefined) throw walletError(answer, pending.method);
  const required = (name: keyof RedirectParameters) => {
    const value = answer[name];
    if (!value) {
      throw new LatchkeyError(LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER, {
        context: { name },
      });
    }
    return value;
  };
  if (pending.method === 'connect') {
    const walletKey = required('phantom_encryption_public_key');
    const nonce = required('nonce');
    const data = required('data');
    const secretKey = await session.requireSecret(KEYS.dappSecretKey, 'dappSecretKey');
    const { deriveSharedSecret, openJson } = await session.naclBox();
    const sharedSecret = deriveSharedSecret(
      secretKey,
      fromB58(walletKey, 'phantom_encryption_public_key'),
    );
    const opened = openJson(sharedSecret, fromB58(data, 'data'), fromB58(nonce, 'nonce')) as {
      public_key?: unknown;
      session?: unknown;
    };
    if (!isSolanaAddress(opened?.public_key)) throw malformed('public_key is not an address');
    if (typeof opened.session !== 'string' || !opened.session)
      throw malformed('session is missing');
    await vault.seal(KEYS.sharedSecret, sharedSecret);
    await vault.remove(KEYS.dappSecretKey); // the shared key is all later requests need
    await storage.setItem(KEYS.walletEncryptionPublicKey, walletKey);
    await storage.setItem(KEYS.session, opened.session);
    await storage.setItem(KEYS.address, opened.public_key);
    return { method: 'connect', address: opened.public_key };
  }
  const nonce = required('nonce');
  const data = required('data');
  // An answer naming another wallet key than the one this session was made with is not ours.
  const walletKey = answer.phantom_encryption_public_key;
  if (walletKey !== undefined) {
    const known = await storage.getItem<string>(KEYS.walletEncryptionPublicKey);
    if (walletKey !== known) throw malformed('the answer names another wallet key');
  }
  const sharedSecret = await session.requireSecret(KEYS.sharedSecret, 'sharedSecret');
  const { openJson } = await session.naclBox();
  const opened = openJson(sharedSecret, fromB58(data, 'data'), fromB58(nonce, 'nonce')) as Record<
    string,
    unknown
  >;
  const text = (name: string) => {
    const value = opened?.[name];
    if (typeof value !== 'string' || !value) throw malformed(`${name} is missing`);
    return value;
  };
  switch (pending.method) {
    case 'signMessage': {
      const signature = fromB58(text('signature'), 'signature');
      if (signature.length !== 64) throw malformed('signature is not 64 bytes');
      return {
        method: 'signMessage',
        signature,
        signedMessage: fromB58(pending.message ?? '', 'message'),
      };
    }
    case 'signTransaction':
      return {
        method: 'signTransaction',
        transaction: fromB58(text('transaction'), 'transaction'),
      };
    case 'signAllTransactions': {
      const transactions = opened?.transactions;
      if (!Array.isArray(transactions) || transactions.some((t) => typeof t !== 'string')) {
        throw malformed('transactions is missing');
      }
      return {
        method: 'signAllTransactions',
        transactions: transactions.map((t: string) => fromB58(t, 'transactions')),
      };
    }
    case 'signAndSendTransaction': {
      const signature = text('signature');
      if (fromB58(signature, 'signature').length !== 64)
        throw malformed('signature is not 64 bytes');
      const [asked] = pending.transactions ?? [];
      if (!asked) throw malformed('the request it answers holds no transaction');
      // Confirmed, and checked against what was asked, where the config takes the result.
      return {
        method: 'signAndSendTransaction',
        signature,
        transaction: fromB58(asked, 'transaction'),
        ...(pending.lastValidBlockHeight
          ? { lastValidBlockHeight: BigInt(pending.lastValidBlockHeight) }
          : {}),
      };
    }
    default:
      throw malformed(`no answer expected for ${pending.method}`);
  }
}
