import {
  type Address,
  type CompiledTransactionMessage,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  type SignatureBytes,
  type SignaturesMap,
  signBytes,
  type TransactionMessageBytes,
} from '@solana/kit';

/** A decoded v0 message with its blockhash, as the tests tamper with it. */
export type SponsorMessage = Extract<CompiledTransactionMessage, { version: 0 }> & {
  lifetimeToken: string;
};

/** How {@link sponsorAnswer} departs from an honest sponsor (nothing: it is honest). */
export interface SponsorAnswerOptions {
  /** Changes the message after the fee payer is put in front, before anyone signs. */
  change?: (message: SponsorMessage) => SponsorMessage;
  /** The fee payer put in front; default the sponsor's key. */
  feePayer?: Address;
  /** Who signs in the fee payer's slot (an honest step one signs nothing). */
  signer?: KeyPairSigner;
  /** Further keys that sign their own slots. */
  alsoSign?: readonly KeyPairSigner[];
  /** 64 bytes of 7s in the fee payer's slot instead of a signature. */
  forge?: boolean;
  /** The fee payer's slot holds this key's real signature over the message (a wrong key). */
  signatureFrom?: KeyPairSigner;
  /** Bytes appended to the message before it is signed. */
  trailing?: Uint8Array;
}

/**
 * What a sponsor answers to `optimizeTransaction`, built as a server builds it: its fee payer put
 * in front of the static accounts as a writable signer, every account index one up, every slot
 * empty (the fee payer signs in step two, {@link cosignAnswer}). Options tamper with it one way at
 * a time.
 */
export async function sponsorAnswer(
  transaction: Uint8Array,
  sponsor: KeyPairSigner,
  options: SponsorAnswerOptions = {},
): Promise<Uint8Array> {
  const message = getCompiledTransactionMessageDecoder().decode(
    getTransactionDecoder().decode(transaction).messageBytes,
  ) as SponsorMessage;
  const feePayer = options.feePayer ?? sponsor.address;
  const change = options.change ?? ((unchanged: SponsorMessage) => unchanged);
  const withPayer = change({
    ...message,
    header: { ...message.header, numSignerAccounts: message.header.numSignerAccounts + 1 },
    staticAccounts: [feePayer, ...message.staticAccounts],
    instructions: message.instructions.map((instruction) => ({
      ...instruction,
      programAddressIndex: instruction.programAddressIndex + 1,
      accountIndices: (instruction.accountIndices ?? []).map((index) => index + 1),
    })),
  } as SponsorMessage);
  const encoded = getCompiledTransactionMessageEncoder().encode(withPayer);
  const messageBytes = new Uint8Array([
    ...encoded,
    ...(options.trailing ?? []),
  ]) as unknown as TransactionMessageBytes;
  const signatures: SignaturesMap = {};
  for (const signer of withPayer.staticAccounts.slice(0, withPayer.header.numSignerAccounts)) {
    signatures[signer] = null;
  }
  const keys = [...(options.signer ? [options.signer] : []), ...(options.alsoSign ?? [])];
  const signed = keys.length
    ? await partiallySignTransaction(
        keys.map((key) => key.keyPair),
        { messageBytes, signatures },
      )
    : { messageBytes, signatures };
  let slot: SignatureBytes | undefined;
  if (options.forge) slot = new Uint8Array(64).fill(7) as SignatureBytes;
  if (options.signatureFrom)
    slot = await signBytes(options.signatureFrom.keyPair.privateKey, messageBytes);
  const final = slot
    ? { ...signed, signatures: { ...signed.signatures, [feePayer]: slot } }
    : signed;
  return new Uint8Array(getTransactionEncoder().encode(final as typeof signed));
}

/**
 * What an honest sponsor answers to `signSponsoredTransaction`: the wallet-signed transaction with
 * its fee payer's signature added.
 */
export async function cosignAnswer(
  signed: Uint8Array,
  sponsor: KeyPairSigner,
): Promise<Uint8Array> {
  const decoded = getTransactionDecoder().decode(signed);
  return new Uint8Array(
    getTransactionEncoder().encode(await partiallySignTransaction([sponsor.keyPair], decoded)),
  );
}
