import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getAddressEncoder,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { type ExecutionOutcome, MAX_BLOCKHASH_AGE, type SvmLedger } from './svm-ledger.js';
import { parseWireTransaction } from './transaction-wire.js';

/** The faucet's balance at genesis: 1,000,000 SOL. */
export const FAUCET_GENESIS_LAMPORTS = 1_000_000n * 1_000_000_000n;

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address;

/**
 * The sandbox's funded keypair: it pays for airdrops and is both mints' authority. Everything it
 * does goes through the ledger as a signed transaction, so it lands, is charged and confirms
 * like any other.
 */
export class Faucet {
  readonly address: Address;
  /** A kit signer for the faucet, for tests that need it to sign. */
  readonly signer: KeyPairSigner;
  /** The 64-byte secret key (seed ‖ public key), as web3.js `Keypair.fromSecretKey` takes it. */
  readonly secretKey: Uint8Array;
  readonly #ledger: SvmLedger;
  #nonce = 0;

  private constructor(ledger: SvmLedger, signer: KeyPairSigner, secretKey: Uint8Array) {
    this.#ledger = ledger;
    this.signer = signer;
    this.address = signer.address;
    this.secretKey = secretKey;
  }

  /** Generates a fresh keypair and funds it at genesis. */
  static async create(
    ledger: SvmLedger,
    genesisLamports = FAUCET_GENESIS_LAMPORTS,
  ): Promise<Faucet> {
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
    ledger.setAccount({
      address: signer.address,
      lamports: lamports(genesisLamports),
      data: new Uint8Array(),
      programAddress: SYSTEM_PROGRAM,
      executable: false,
      space: 0n,
    });
    const secretKey = new Uint8Array(64);
    secretKey.set(seed);
    secretKey.set(getAddressEncoder().encode(signer.address), 32);
    return new Faucet(ledger, signer, secretKey);
  }

  /**
   * Signs `instructions` with the faucet as fee payer (and only signer) and submits them to the
   * current slot. A numbered memo keeps identical requests in one slot from sharing a signature.
   */
  async submit(instructions: readonly Instruction[]): Promise<ExecutionOutcome> {
    const block = this.#ledger.blockAt(this.#ledger.slot);
    this.#nonce += 1;
    const memo: Instruction = {
      programAddress: MEMO_PROGRAM,
      data: new TextEncoder().encode(`latchkey-sandbox faucet #${this.#nonce}`),
    };
    const message = pipe(
      createTransactionMessage({ version: 'legacy' }),
      (draft) => setTransactionMessageFeePayerSigner(this.signer, draft),
      (draft) =>
        setTransactionMessageLifetimeUsingBlockhash(
          {
            blockhash: block.blockhash as Blockhash,
            lastValidBlockHeight: BigInt(block.blockHeight + MAX_BLOCKHASH_AGE),
          },
          draft,
        ),
      (draft) => appendTransactionMessageInstructions([...instructions, memo], draft),
    );
    const signed = await signTransactionMessageWithSigners(message);
    const bytes = new Uint8Array(getTransactionEncoder().encode(signed));
    return this.#ledger.execute(parseWireTransaction(bytes));
  }

  /** Moves lamports from the faucet to `recipient` in a system transfer. */
  transfer(recipient: Address, amount: bigint): Promise<ExecutionOutcome> {
    return this.submit([
      getTransferSolInstruction({
        source: this.signer,
        destination: recipient,
        amount: lamports(amount),
      }),
    ]);
  }
}
