import {
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
} from '@solana/kit';

/**
 * A throwaway key for the demo's transfer playground: generated with WebCrypto as a
 * non-extractable key, kept in memory only, gone on reload. Stands in for a wallet until the
 * connectors arrive.
 */
export interface BurnerSigner {
  readonly address: string;
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>;
}

/** Creates a burner signer. */
export async function createBurnerSigner(): Promise<BurnerSigner> {
  const signer: KeyPairSigner = await generateKeyPairSigner();
  return {
    address: signer.address,
    async signTransaction(bytes) {
      const transaction = getTransactionDecoder().decode(bytes);
      const signed = await partiallySignTransaction([signer.keyPair], transaction);
      return new Uint8Array(getTransactionEncoder().encode(signed));
    },
  };
}
