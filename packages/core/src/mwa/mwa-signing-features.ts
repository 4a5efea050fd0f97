import type { Address } from '@solana/kit';
import type { SolanaSignAndSendTransactionInput } from '@solana/wallet-standard-features';
import type { WalletAccount } from '@wallet-standard/base';
import { LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { verifyEd25519Signature } from '../sign-in/verify-ed25519-signature.js';
import { verifyWalletSignedTransaction } from '../transactions/verify-wallet-signed-transaction.js';
import type { MwaAuthorization } from './mwa-authorization-cache.js';
import { MWA_WALLET_NAME } from './mwa-names.js';
import { encodeMwaBase64 as b64, readPayloadList } from './mwa-wallet-answers.js';
import type { MwaSession } from './open-mwa-session.js';

/** Runs one request in a fresh, authorized session (see `createMwaWallet`). */
export type MwaTransact = <T>(
  method: string,
  ask: (session: MwaSession, authorization: MwaAuthorization, signInResult?: unknown) => Promise<T>,
  /** A Sign-In With Solana request, asked with the authorization (MWA 2's `sign_in_payload`). */
  signInPayload?: object,
) => Promise<T>;

/**
 * The MWA wallet's signing features, each one request to the wallet app, each answer checked:
 * a message signature must verify against the account (the wallet's bytes are the message with
 * the signature appended, or the signature alone), a signed transaction must be the one asked
 * for (`verifyWalletSignedTransaction`), a sent one must come back as a 64-byte signature (the
 * send path then confirms it on chain, as for every wallet that sends).
 */
export function mwaSigningFeatures(transact: MwaTransact, timeout: number) {
  return {
    'solana:signMessage': {
      version: '1.0.0',
      signMessage: (...inputs: readonly { account: WalletAccount; message: Uint8Array }[]) =>
        Promise.all(
          inputs.map(({ account, message }) =>
            transact('signMessage', async (session, authorization) => {
              const address = activeAddress(authorization, account);
              const result = await session.request(
                'sign_messages',
                { addresses: [b64(account.publicKey as Uint8Array)], payloads: [b64(message)] },
                timeout,
              );
              const [signed] = readPayloadList(result, 'signed_payloads', 1) as [Uint8Array];
              // Wallets answer the message with the signature appended (some, the signature alone).
              const signature = signed.slice(signed.length - 64);
              const signedMessage = signed.length === 64 ? message : signed.slice(0, -64);
              if (
                signed.length < 64 ||
                !(await verifyEd25519Signature(address as Address, signedMessage, [signature]))
              )
                throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, {
                  details: { wallet: MWA_WALLET_NAME, reason: 'the signature does not verify' },
                });
              return { signedMessage, signature };
            }),
          ),
        ),
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: (
        ...inputs: readonly { account: WalletAccount; transaction: Uint8Array }[]
      ) =>
        transact('signTransaction', async (session, authorization) => {
          const signer = activeAddress(authorization, inputs[0]?.account);
          const result = await session.request(
            'sign_transactions',
            { payloads: inputs.map((input) => b64(input.transaction)) },
            timeout,
          );
          const signed = readPayloadList(result, 'signed_payloads', inputs.length);
          for (const [index, input] of inputs.entries())
            await verifyWalletSignedTransaction({
              asked: input.transaction,
              signed: signed[index] as Uint8Array,
              signer,
            });
          return signed.map((signedTransaction) => ({ signedTransaction }));
        }),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: (...inputs: readonly SolanaSignAndSendTransactionInput[]) =>
        transact('signAndSendTransaction', async (session, authorization) => {
          activeAddress(authorization, inputs[0]?.account);
          const options = inputs[0]?.options;
          const result = await session.request(
            'sign_and_send_transactions',
            {
              payloads: inputs.map((input) => b64(input.transaction)),
              options: {
                ...(options?.commitment ? { commitment: options.commitment } : {}),
                ...(options?.skipPreflight === undefined
                  ? {}
                  : { skip_preflight: options.skipPreflight }),
                ...(options?.minContextSlot === undefined
                  ? {}
                  : { min_context_slot: options.minContextSlot }),
              },
            },
            timeout,
          );
          return readPayloadList(result, 'signatures', inputs.length).map((signature) => {
            if (signature.length !== 64) throw new Error('a signature that is not 64 bytes');
            return { signature };
          });
        }),
    },
  };
}

/**
 * The account a request names, if the wallet app still shares it.
 *
 * @throws {Error} when it does not (the request then fails as the wallet's).
 */
export function activeAddress(authorization: MwaAuthorization, account: WalletAccount | undefined) {
  if (!account || !authorization.accounts.some((granted) => granted.address === account.address))
    throw new Error('the wallet app no longer shares this account');
  return account.address;
}
