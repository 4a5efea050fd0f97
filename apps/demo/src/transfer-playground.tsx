import { type LatchkeyError, lamportsToSol } from '@latchkey/core';
import {
  buildSolTransfer,
  createSolanaConnection,
  getTransactionFee,
  type SolanaConnection,
  signAndSendTransaction,
  type TransactionStage,
} from '@latchkey/core/transactions';
import { useNetwork } from '@latchkey/react';
import { address, generateKeyPairSigner } from '@solana/kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { type BurnerSigner, createBurnerSigner } from './burner-signer.js';

/** Sends SOL from an in-memory burner key, showing each stage of the transaction. */
export function TransferPlayground() {
  const { network } = useNetwork();
  const connection = useMemo<SolanaConnection | undefined>(
    () => (network.cluster === 'localnet' ? createSolanaConnection(network) : undefined),
    [network],
  );
  const [burner, setBurner] = useState<BurnerSigner>();
  const [balance, setBalance] = useState<bigint>();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('0.25');
  const [priorityFee, setPriorityFee] = useState<'none' | 'auto'>('none');
  const [stage, setStage] = useState<TransactionStage | 'idle'>('idle');
  const [signature, setSignature] = useState<string>();
  const [fee, setFee] = useState<bigint>();
  const [error, setError] = useState<string>();
  const ids = { recipient: useId(), amount: useId(), priorityFee: useId() };

  useEffect(() => {
    void createBurnerSigner().then(setBurner);
    void generateKeyPairSigner().then((signer) => setRecipient(signer.address));
  }, []);

  if (!connection)
    return <p>The transfer playground runs on the sandbox network (Solana Localnet).</p>;

  const refreshBalance = async () => {
    if (!burner) return;
    const { value } = await connection.rpc.getBalance(address(burner.address)).send();
    setBalance(value);
  };

  const airdrop = async () => {
    if (!burner) return;
    setError(undefined);
    await connection.rpc.requestAirdrop(address(burner.address), 2_000_000_000n as never).send();
    for (let tries = 0; tries < 50; tries += 1) {
      const { value } = await connection.rpc.getBalance(address(burner.address)).send();
      if (value > 0n) return setBalance(value);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const send = async () => {
    if (!burner) return;
    setError(undefined);
    setSignature(undefined);
    try {
      const built = await buildSolTransfer({
        from: burner.address,
        to: recipient,
        amount,
        connection,
        priorityFee: priorityFee === 'auto' ? 'auto' : undefined,
      });
      setFee(await getTransactionFee({ transaction: built.transaction, connection }));
      const result = await signAndSendTransaction({
        transaction: built.transaction,
        lastValidBlockHeight: built.lastValidBlockHeight,
        sign: (bytes) => burner.signTransaction(bytes),
        connection,
        onProgress: (progress) => setStage(progress.stage),
      });
      setSignature(result.signature);
      await refreshBalance();
    } catch (caught) {
      setStage('failed');
      setError((caught as LatchkeyError).message);
    }
  };

  return (
    <section aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">Transfer playground</h2>
      <p>
        Burner address <code data-testid="burner-address">{burner?.address ?? '…'}</code>, balance{' '}
        <output data-testid="burner-balance">
          {balance === undefined ? '…' : `${lamportsToSol(balance)} SOL`}
        </output>{' '}
        <button
          type="button"
          className="latchkey-button"
          onClick={() => void airdrop()}
          disabled={!burner}
        >
          Airdrop 2 SOL
        </button>
      </p>
      <p>
        <label htmlFor={ids.recipient}>Recipient </label>
        <input
          id={ids.recipient}
          value={recipient}
          onChange={(e) => setRecipient(e.target.value)}
          size={46}
        />
      </p>
      <p>
        <label htmlFor={ids.amount}>Amount (SOL) </label>
        <input
          id={ids.amount}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="decimal"
        />{' '}
        <label htmlFor={ids.priorityFee}>Priority fee </label>
        <select
          id={ids.priorityFee}
          value={priorityFee}
          onChange={(e) => setPriorityFee(e.target.value === 'auto' ? 'auto' : 'none')}
        >
          <option value="none">none</option>
          <option value="auto">auto (recent fees)</option>
        </select>{' '}
        <button
          type="button"
          className="latchkey-button"
          onClick={() => void send()}
          disabled={!burner}
        >
          Send SOL
        </button>
      </p>
      <p>
        Stage: <output data-testid="transfer-stage">{stage}</output>
        {fee !== undefined && (
          <>
            {' '}
            · fee <output data-testid="transfer-fee">{lamportsToSol(fee)} SOL</output>
          </>
        )}
      </p>
      {signature && (
        <p>
          Signature <code data-testid="transfer-signature">{signature}</code>
        </p>
      )}
      {error && (
        <p role="alert" data-testid="transfer-error">
          {error}
        </p>
      )}
    </section>
  );
}
