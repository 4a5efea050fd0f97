import { isUserCancellation, type RedirectResult } from '@latchkey/core';
import { useRedirectResult, useWallet } from '@latchkey/react';
import {
  getPublicKeyFromAddress,
  getTransactionDecoder,
  address as toAddress,
  verifySignature,
} from '@solana/kit';
import { useEffect, useState } from 'react';

/** What a deep-link wallet brought back after sending the user back to the demo. */
export function RedirectResultPanel() {
  const result = useRedirectResult();
  const { address } = useWallet();
  const [verdict, setVerdict] = useState<string>();
  useEffect(() => {
    setVerdict(undefined);
    if (result?.data && address) void verify(result, address).then(setVerdict);
  }, [result, address]);
  if (!result) return null;
  const status = result.error ? (isUserCancellation(result.error) ? 'cancelled' : 'failed') : 'ok';
  return (
    <section aria-labelledby="redirect-title" className="demo-card demo-card--wide">
      <h2 id="redirect-title">Wallet answer</h2>
      <p className="demo-card-desc">What the wallet app sent back when it returned you here.</p>
      <p className="demo-facts">
        <output data-testid="redirect-method">{result.method ?? 'none'}</output>:{' '}
        <output data-testid="redirect-status">{status}</output>
      </p>
      {result.error && status === 'failed' ? (
        <p role="alert" data-testid="redirect-error">
          {result.error.message}
        </p>
      ) : null}
      {verdict ? (
        <p className="demo-result" data-testid="redirect-verdict">
          {verdict}
        </p>
      ) : null}
      {result.data?.method === 'signAndSendTransaction' ? (
        <p>
          Confirmed: <code data-testid="redirect-signature">{result.data.signature}</code>
        </p>
      ) : null}
    </section>
  );
}

/** Checks the returned signatures against the connected account, as a host would. */
async function verify(result: RedirectResult, address: string): Promise<string | undefined> {
  const data = result.data;
  if (!data) return undefined;
  if (data.method === 'connect') return `connected ${data.address}`;
  if (data.method === 'signAndSendTransaction') return 'sent and confirmed';
  const key = await getPublicKeyFromAddress(toAddress(address));
  if (data.method === 'signMessage') {
    const ok = await verifySignature(key, data.signature as never, data.signedMessage);
    return ok ? 'signature verified' : 'signature invalid';
  }
  const transactions = data.method === 'signTransaction' ? [data.transaction] : data.transactions;
  for (const bytes of transactions) {
    const decoded = getTransactionDecoder().decode(bytes);
    const signature = decoded.signatures[toAddress(address)];
    if (!signature) return 'not signed';
    if (!(await verifySignature(key, signature, new Uint8Array(decoded.messageBytes)))) {
      return 'signature invalid';
    }
  }
  return `${transactions.length} signature(s) verified`;
}
