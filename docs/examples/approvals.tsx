import {
  type ApprovalHandler,
  createConfig,
  formatUnits,
  previewTransaction,
  solanaMainnet,
} from '@latchkey/core';
import { useTransactionPreview } from '@latchkey/react';

// A host with its own confirmation: it gets everything the built-in view shows and answers
// true (sign) or false (a quiet cancellation: nothing reaches the custody provider).
const askInMyOwnModal: ApprovalHandler = async (request, { signal }) => {
  if (request.kind === 'message') {
    const shown =
      request.message.kind === 'text' ? request.message.text : `${request.message.length} bytes`;
    return myModal.confirm(`Sign this message?\n${shown}`, signal);
  }
  // The simulations run while the modal opens; a failure leaves the changes unknown.
  const previews = await request.previews.catch(() => undefined);
  const lines = (previews ?? []).flatMap((preview) =>
    (preview.changes ?? []).map(
      (change) => `${formatUnits(change.amount, change.decimals)} ${change.symbol ?? change.mint}`,
    ),
  );
  return myModal.confirm(`${request.send ? 'Send' : 'Sign'}?\n${lines.join('\n')}`, signal);
};

export const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet({ rpcUrl: 'https://rpc.acme.example' })],
  approval: { onApprovalRequest: askInMyOwnModal },
  // Symbols for the tokens your app deals in (USDC and USDT are known already).
  tokens: [{ mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN', symbol: 'JUP' }],
});

// The same preview, for any wallet: show it before an extension wallet's own prompt.
export async function logWhatItWillDo(transaction: Uint8Array) {
  const preview = await previewTransaction(config, { transaction });
  if (!preview.simulation.ok) console.warn('This will probably fail:', preview.simulation.reason);
  for (const warning of preview.warnings) console.warn(warning.kind);
  return preview;
}

export function WhatItWillDo({ transaction }: { transaction: Uint8Array }) {
  const { data, error, isPending } = useTransactionPreview(transaction);
  if (isPending) return <p>Simulating…</p>;
  if (error || !data) return <p>Could not simulate this transaction.</p>;
  if (!data.simulation.ok) return <p>This will probably fail: {data.simulation.reason}</p>;
  return (
    <ul>
      {(data.changes ?? []).map((change) => (
        <li key={change.mint ?? 'SOL'}>
          {formatUnits(change.amount, change.decimals)} {change.symbol ?? change.mint}
        </li>
      ))}
      <li>
        {data.feePaidByApp
          ? 'Network fee: paid by the app'
          : `Network fee: ${formatUnits(data.fee ?? 0n, 9)} SOL`}
      </li>
    </ul>
  );
}

declare const myModal: { confirm(text: string, signal: AbortSignal): Promise<boolean> };
