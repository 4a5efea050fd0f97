import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo';
import type { Connector } from '../connectors/connector.js';
import { LATCHKEY_ERROR__WALLET__NOT_CONNECTED } from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import type { WalletSignInBody } from '../product-api/session-messages.js';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import { writeSignInMessage } from '../sign-in/write-sign-in-message.js';
import { toBase64 } from '../transactions/to-base64.js';

// 32 zero bytes: no block has this hash, so the signed transaction can never be sent and cost
// the user a fee; the server refuses any other.
const NEVER_VALID_BLOCKHASH = '11111111111111111111111111111111' as Blockhash;

/**
 * A sign-in for a wallet that cannot sign messages (a Ledger): the sign-in text in a legacy
 * transaction with one Memo instruction, fee payer the connected address, signed by the wallet
 * and never sent (its blockhash is one no block has). The server verifies the signature over the
 * transaction and the memo against its challenge.
 *
 * @throws {LatchkeyError} 'No wallet is connected', or the wallet's own failure.
 */
export async function ledgerSignInBody(
  connector: Connector,
  input: SignInInput & { readonly domain: string },
): Promise<WalletSignInBody> {
  const address = connector.getAccounts()[0];
  if (!address) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
  const text = writeSignInMessage({ ...input, address });
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayer(address as Address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: NEVER_VALID_BLOCKHASH, lastValidBlockHeight: 0n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        getAddMemoInstruction({ memo: text }, { programAddress: LEGACY_MEMO_PROGRAM_ADDRESS_V3 }),
        m,
      ),
  );
  const unsigned = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
  const signed = await connector.signTransaction(unsigned);
  return { address, signedTransaction: toBase64(signed), walletName: connector.name };
}
