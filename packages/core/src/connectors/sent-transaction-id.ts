/**
 * The id of a transaction a wallet signed and sent: its fee payer's signature. When the fee payer
 * signed before the wallet did (a sponsored transaction), that id is in the bytes the wallet was
 * given, whatever the wallet answers: some wallets answer with their own signature, which is not
 * the id once someone else pays the fee. Otherwise the wallet's answer is the id.
 */
export async function sentTransactionId(transaction: Uint8Array, answer: string): Promise<string> {
  const { decodeTransaction, getTransactionSignature } = await import(
    '../transactions/decode-transaction.js'
  );
  try {
    const decoded = decodeTransaction(transaction);
    return decoded.signedBy.includes(decoded.feePayer) ? getTransactionSignature(decoded) : answer;
  } catch {
    return answer;
  }
}
