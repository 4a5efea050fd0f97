import { type LatchkeyError, lamportsToSol, SOL_DECIMALS } from '@latchkey/core';
import {
  type BuiltTransaction,
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
import { demoToasts } from './demo-toasts.js';
import { toastAmount } from './toast-amount.js';

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
    return (
      <section aria-labelledby="transfer-heading" className="demo-card">
        <h2 id="transfer-heading">Transfer playground</h2>
        <p className="demo-card-desc">
          The transfer playground runs on the sandbox network (Solana Localnet).
        </p>
      </section>
    );

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
    const transfer = {
      from: burner.address,
      to: recipient,
      amount,
      connection,
      priorityFee: priorityFee === 'auto' ? ('auto' as const) : undefined,
    };
    let first: BuiltTransaction | undefined;
    try {
      first = await buildSolTransfer(transfer);
      setFee(await getTransactionFee({ transaction: first.transaction, connection }));
    } catch (caught) {
      // A bad address or amount is the form's to say; no transaction, no toast.
      setStage('failed');
      setError((caught as LatchkeyError).message);
      return;
    }
    await demoToasts
      .track(
        async (onProgress) => {
          // Retry builds anew: the first blockhash may be what expired.
          const built = first ?? (await buildSolTransfer(transfer));
          first = undefined;
          setError(undefined);
          try {
            const result = await signAndSendTransaction({
              transaction: built.transaction,
              lastValidBlockHeight: built.lastValidBlockHeight,
              sign: (bytes) => burner.signTransaction(bytes),
              connection,
              onProgress: (progress) => {
                setStage(progress.stage);
                onProgress(progress);
              },
            });
            setSignature(result.signature);
            await refreshBalance();
            return result;
          } catch (caught) {
            setStage('failed');
            setError((caught as LatchkeyError).message);
            throw caught;
          }
        },
        toastAmount(amount, SOL_DECIMALS, 'SOL'),
      )
      // The failure is on screen twice already: the toast and the inline error.
      .catch(() => undefined);
  };

  return (
    <section aria-labelledby="transfer-heading" className="demo-card">
      <h2 id="transfer-heading">Transfer playground</h2>
      <p className="demo-card-desc">
        Sends SOL from an in-memory burner key, no wallet needed, stage by stage.
      </p>
      <div className="demo-facts">
        <p className="demo-fact">
          <span className="demo-fact-name">Burner address</span>{' '}
          <code data-testid="burner-address">{burner?.address ?? '…'}</code>
        </p>
        <p className="demo-fact">
          <span className="demo-fact-name">Balance</span>{' '}
          <output data-testid="burner-balance">
            {balance === undefined ? '…' : `${lamportsToSol(balance)} SOL`}
          </output>{' '}
          <button
            type="button"
            className="demo-button demo-button--small demo-fact-action"
            onClick={() => void airdrop()}
            disabled={!burner}
          >
            Airdrop 2 SOL
          </button>
        </p>
      </div>
      <div className="demo-stack">
        <div className="demo-field">
          <label htmlFor={ids.recipient}>Recipient</label>
          <input
            id={ids.recipient}
            className="demo-input"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            size={46}
          />
        </div>
        <div className="demo-row">
          <div className="demo-field demo-field--narrow">
            <label htmlFor={ids.amount}>Amount (SOL)</label>
            <input
              id={ids.amount}
              className="demo-input"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
            />
          </div>
          <div className="demo-field">
            <label htmlFor={ids.priorityFee}>Priority fee</label>
            <select
              id={ids.priorityFee}
              className="demo-select"
              value={priorityFee}
              onChange={(e) => setPriorityFee(e.target.value === 'auto' ? 'auto' : 'none')}
            >
              <option value="none">none</option>
              <option value="auto">auto (recent fees)</option>
            </select>
          </div>
        </div>
      </div>
      <div className="demo-actions">
        <button
          type="button"
          className="demo-button demo-button--primary"
          onClick={() => void send()}
          disabled={!burner}
        >
          Send SOL
        </button>
      </div>
      <p className="demo-meta">
        Stage: <output data-testid="transfer-stage">{stage}</output>
        {fee !== undefined && (
          <>
            {' '}
            · fee <output data-testid="transfer-fee">{lamportsToSol(fee)} SOL</output>
          </>
        )}
      </p>
      {signature && (
        <p className="demo-result">
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
