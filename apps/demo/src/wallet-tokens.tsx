import type { TokenBalance } from '@latchkey/core';
import { buildTokenTransfer } from '@latchkey/core/transactions';
import { type useConnection, useSendTransaction, useTokenBalances } from '@latchkey/react';
import type { Rpc } from '@solana/kit';
import { useId, useState } from 'react';
import { buildThenSend } from './build-then-send.js';
import { toastAmount } from './toast-amount.js';

type Connection = NonNullable<ReturnType<typeof useConnection>>;

/** The sandbox's token faucet, a JSON-RPC method no validator has (see the sandbox's README). */
type SandboxFaucetApi = {
  latchkey_mintTestTokens(owner: string, config: { amount: number }): readonly unknown[];
};

/** Whole tokens of each sandbox mint "Get test tokens" asks the sandbox's faucet for. */
const TEST_TOKEN_AMOUNT = 10;

/** "SPL Token (6 decimals)" or "Token-2022 (9 decimals)": how the demo names a token it holds. */
function tokenLabel(balance: Pick<TokenBalance, 'tokenProgram' | 'decimals'>): string {
  const program = balance.tokenProgram === 'token-2022' ? 'Token-2022' : 'SPL Token';
  return `${program} (${balance.decimals} decimals)`;
}

/**
 * The wallet's tokens in the demo: the SPL Token and Token-2022 balances it holds
 * (`useTokenBalances`), the sandbox's token faucet on localnet, and a token transfer sent like
 * "Send with wallet" (`buildTokenTransfer`, `useSendTransaction`, the demo's toasts).
 */
export function WalletTokens({
  address,
  connection,
  localnet,
}: {
  address: string;
  connection: Connection;
  localnet: boolean;
}) {
  const { balances, refetch } = useTokenBalances();
  const sending = useSendTransaction();
  const [minting, setMinting] = useState(false);
  const [mint, setMint] = useState('');
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('1');
  const [error, setError] = useState<string>();
  const mintId = useId();
  const recipientId = useId();
  const amountId = useId();
  const chosen = balances?.find((balance) => balance.mint === mint) ?? balances?.[0];

  const getTestTokens = async () => {
    setError(undefined);
    setMinting(true);
    try {
      // Only the sandbox has it: it mints both of its mints to the wallet and answers once
      // confirmed, so the read right after sees the tokens.
      const sandbox = connection.rpc as unknown as Rpc<SandboxFaucetApi>;
      await sandbox.latchkey_mintTestTokens(address, { amount: TEST_TOKEN_AMOUNT }).send();
      refetch();
    } catch (cause) {
      setError((cause as Error).message);
    } finally {
      setMinting(false);
    }
  };

  const send = async () => {
    setError(undefined);
    if (!chosen) return;
    const transfer = { from: address, to: recipient, mint: chosen.mint, amount, connection };
    const problem = await buildThenSend({
      build: () => buildTokenTransfer(transfer),
      send: (built, onProgress) =>
        sending.sendTransaction({
          transaction: built.transaction,
          lastValidBlockHeight: built.lastValidBlockHeight,
          onProgress,
        }),
      toast: toastAmount(
        amount,
        chosen.decimals,
        chosen.tokenProgram === 'token-2022' ? 'Token-2022' : 'SPL Token',
      ),
      toastSaysIt: () => Boolean(sending.error),
    });
    if (problem) setError(problem);
  };

  return (
    <>
      <h3>Tokens</h3>
      {balances && balances.length > 0 ? (
        <ul className="demo-facts demo-token-list" data-testid="wallet-tokens">
          {balances.map((balance) => (
            <li
              key={balance.tokenAccount}
              className="demo-fact"
              data-mint={balance.mint}
              data-token-program={balance.tokenProgram}
            >
              <span className="demo-fact-name">{tokenLabel(balance)}:</span>{' '}
              <output className="demo-token-amount">{balance.uiAmount}</output>{' '}
              <code className="demo-token-mint" title={balance.mint}>
                {`${balance.mint.slice(0, 4)}…${balance.mint.slice(-4)}`}
              </code>
            </li>
          ))}
        </ul>
      ) : (
        <p className="demo-empty" data-testid="wallet-tokens">
          {balances ? 'No tokens yet.' : '…'}
        </p>
      )}
      {localnet ? (
        <div className="demo-actions">
          <button
            type="button"
            className="demo-button"
            disabled={minting}
            onClick={() => void getTestTokens()}
          >
            Get test tokens
          </button>
        </div>
      ) : null}
      <h3>Send tokens</h3>
      <div className="demo-row">
        <div className="demo-field">
          <label htmlFor={mintId}>Token</label>
          <select
            id={mintId}
            className="demo-select"
            value={chosen?.mint ?? ''}
            disabled={!chosen}
            onChange={(event) => setMint(event.target.value)}
          >
            {chosen ? null : <option value="">No tokens held</option>}
            {balances?.map((balance) => (
              <option key={balance.tokenAccount} value={balance.mint}>
                {tokenLabel(balance)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="demo-row">
        <div className="demo-field">
          <label htmlFor={recipientId}>Send tokens to</label>
          <input
            id={recipientId}
            className="demo-input"
            placeholder="Solana address"
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
        </div>
        <div className="demo-field demo-field--narrow">
          <label htmlFor={amountId}>Token amount</label>
          <input
            id={amountId}
            className="demo-input"
            value={amount}
            inputMode="decimal"
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
      </div>
      <div className="demo-actions">
        <button
          type="button"
          className="demo-button demo-button--primary"
          disabled={!chosen}
          onClick={() => void send()}
        >
          Send tokens
        </button>
      </div>
      <p className="demo-meta">
        Stage: <output data-testid="token-send-stage">{sending.stage ?? 'idle'}</output>
      </p>
      {sending.error || error ? (
        <p role="alert" data-testid="token-send-error">
          {sending.error?.message ?? error}
        </p>
      ) : null}
    </>
  );
}
