import { useConnection, useWallet } from '@latchkey/react';
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  address as toAddress,
} from '@solana/kit';
import { getAssignInstruction, getTransferSolInstruction } from '@solana-program/system';
import { useState } from 'react';

// Memo v2: any program other than System makes the point; the account would be Memo's to keep.
const SOME_OTHER_PROGRAM = toAddress('MemoSq4gqABAXKb96qnH8TyNLBb6P5Dqc1PeJ7bbqFn');

type Example = 'assign' | 'overspend';

/**
 * Two transactions an embedded wallet's approval view must warn about, signed only (never sent):
 * one that hands the user's account to another program, and one that cannot succeed. Shown for
 * an embedded wallet on the sandbox network.
 */
export function ApprovalExamples() {
  const { address, connector } = useWallet();
  const connection = useConnection();
  const [outcome, setOutcome] = useState<string>();
  if (!address || !connection || connector?.type !== 'embedded') return null;

  const signExample = async (example: Example) => {
    setOutcome(undefined);
    const user = createNoopSigner(toAddress(address));
    const { value: blockhash } = await connection.rpc.getLatestBlockhash().send();
    const instruction =
      example === 'assign'
        ? getAssignInstruction({ account: user, programAddress: SOME_OTHER_PROGRAM })
        : getTransferSolInstruction({
            source: user,
            destination: SOME_OTHER_PROGRAM as Address,
            amount: 1_000_000_000_000n,
          });
    const transaction = pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayer(user.address, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(blockhash, message),
      (message) => appendTransactionMessageInstruction(instruction, message),
      compileTransaction,
    );
    try {
      await connector.signTransaction(new Uint8Array(getTransactionEncoder().encode(transaction)));
      setOutcome('Signed (not sent)');
    } catch (error) {
      setOutcome(`Not signed: ${(error as Error).message}`);
    }
  };

  return (
    <>
      <h3>Transactions to be wary of</h3>
      <p className="demo-card-desc">
        Signed only, never sent: see what the approval view says before you decide.
      </p>
      <div className="demo-actions">
        <button type="button" className="demo-button" onClick={() => void signExample('assign')}>
          Sign: give this account to another program
        </button>
        <button type="button" className="demo-button" onClick={() => void signExample('overspend')}>
          Sign: send 1,000 SOL
        </button>
      </div>
      {outcome ? (
        <p className="demo-result" data-testid="approval-example-outcome">
          {outcome}
        </p>
      ) : null}
    </>
  );
}
