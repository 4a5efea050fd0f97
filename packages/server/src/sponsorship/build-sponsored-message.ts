import {
  type CompiledTransactionMessage,
  getTransactionEncoder,
  type SignaturesMap,
  type TransactionMessageBytes,
} from '@solana/kit';
import { ServerError } from '../server-error.js';
import { checkSponsoredMessage } from './check-sponsored-message.js';
import { encodeMessage, readWireTransaction } from './read-wire-transaction.js';
import type { SponsorshipPolicy } from './sponsorship-policy.js';

const transactionEncoder = getTransactionEncoder();

/** What {@link buildSponsoredMessage} found and made. */
export interface SponsoredMessage {
  /** The message with the fee payer in front, as the sender and then the fee payer sign it. */
  readonly messageBytes: TransactionMessageBytes;
  /** The wire transaction of that message, every signature slot empty. */
  readonly transaction: Uint8Array;
  /** Its signers in slot order, the fee payer first. */
  readonly signers: readonly string[];
  /** The most the network will charge for it, in lamports (see `checkSponsoredMessage`). */
  readonly maxFeeLamports: bigint;
}

/**
 * Checks a sender's unsigned transaction against the policy and puts the fee payer in front of
 * it. Only the static account list changes (the fee payer first, every index one up), so the
 * blockhash, instructions and data stay byte for byte as the sender built them and a wallet can
 * check exactly that. Nothing is signed and no network call is made: the sender signs the answer
 * first, and only then does the fee payer (`cosignSponsoredTransaction`).
 *
 * @throws {ServerError} 400 with `TRANSACTION_ALREADY_SIGNED`, `FEE_PAYER_NOT_ALLOWED`,
 *   `INVALID_TRANSACTION` (an account listed twice among them) or any refusal of
 *   `checkSponsoredMessage`.
 */
export function buildSponsoredMessage(parameters: {
  transaction: Uint8Array;
  sender: string;
  feePayer: string;
  policy: SponsorshipPolicy;
}): SponsoredMessage {
  const { sender, feePayer, policy } = parameters;
  const { transaction, message } = readWireTransaction(parameters.transaction);
  if (Object.values(transaction.signatures).some((signature) => signature !== null)) {
    throw new ServerError(
      400,
      'TRANSACTION_ALREADY_SIGNED',
      'The transaction is already signed; send it unsigned so the fee payer can be set first',
    );
  }
  if (sender === feePayer) {
    throw new ServerError(
      400,
      'SENDER_NOT_SIGNER',
      `The address ${sender} is not a required signer of the transaction`,
    );
  }
  if ((message.staticAccounts as readonly string[]).includes(feePayer)) {
    throw new ServerError(
      400,
      'FEE_PAYER_NOT_ALLOWED',
      'The transaction names the fee payer; it may appear only as the fee payer, which the server sets',
    );
  }
  const sponsored = {
    ...message,
    header: { ...message.header, numSignerAccounts: message.header.numSignerAccounts + 1 },
    staticAccounts: [
      feePayer,
      ...message.staticAccounts,
    ] as CompiledTransactionMessage['staticAccounts'],
    instructions: message.instructions.map((instruction) => ({
      ...instruction,
      programAddressIndex: instruction.programAddressIndex + 1,
      ...(instruction.accountIndices
        ? { accountIndices: instruction.accountIndices.map((index) => index + 1) }
        : {}),
    })),
  } as typeof message;
  // Refused when a shifted index no longer fits a byte (256 accounts). Encoded here, so exact.
  const messageBytes = encodeMessage(sponsored) as TransactionMessageBytes;
  const { signers, maxFeeLamports } = checkSponsoredMessage(sponsored, messageBytes, {
    sender,
    feePayer,
    policy,
  });
  const signatures: SignaturesMap = {};
  for (const signer of signers) signatures[signer as keyof SignaturesMap] = null;
  return {
    messageBytes,
    transaction: new Uint8Array(transactionEncoder.encode({ messageBytes, signatures })),
    signers,
    maxFeeLamports,
  };
}
