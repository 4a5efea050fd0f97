import {
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import type { InjectedProvider } from './injected-provider.js';

/**
 * A Phantom-shaped injected provider over real keys, for Node unit tests (a real extension
 * cannot run here). `bareSignature` mimics wrappers that return the signature bytes alone.
 */
export async function createFakeInjectedProvider(
  options: { trusted?: boolean; bareSignature?: boolean; flags?: Record<string, boolean> } = {},
) {
  const signers = [await generateKeyPairSigner(), await generateKeyPairSigner()];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let trusted = options.trusted ?? false;
  let active: KeyPairSigner | undefined;
  const publicKeyOf = (signer: KeyPairSigner) => ({ toBase58: () => signer.address });
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const signWire = async (transaction: unknown) => {
    const bytes = (transaction as { serialize(): Uint8Array }).serialize();
    const signed = await partiallySignTransaction(
      [(active as KeyPairSigner).keyPair],
      getTransactionDecoder().decode(bytes),
    );
    return new Uint8Array(getTransactionEncoder().encode(signed));
  };

  const provider: InjectedProvider & Record<string, unknown> = {
    ...options.flags,
    publicKey: null,
    isConnected: false,
    async connect(input) {
      if (input?.onlyIfTrusted && !trusted) {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      trusted = true;
      active = signers[0] as KeyPairSigner;
      provider.publicKey = publicKeyOf(active);
      return { publicKey: provider.publicKey };
    },
    async disconnect() {
      active = undefined;
      provider.publicKey = null;
      emit('disconnect');
    },
    async signMessage(message) {
      const signature = new Uint8Array(
        await signBytes((active as KeyPairSigner).keyPair.privateKey, message),
      );
      return options.bareSignature ? signature : { signature };
    },
    signTransaction: (transaction) => signWire(transaction),
    signAllTransactions: (transactions) => Promise.all(transactions.map(signWire)),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  return {
    provider,
    signers,
    /** The user picks the other account in the extension. */
    switchAccount(toUnapproved = false) {
      active = signers.find((signer) => signer !== active);
      emit('accountChanged', toUnapproved ? null : publicKeyOf(active as KeyPairSigner));
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
}
