import { useId, useState, useSyncExternalStore } from 'react';
import { type Address, parseEther, toHex, verifyMessage } from 'viem';
import {
  useAccount,
  useDisconnect,
  useSendTransaction,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi';
import { evmBridge, sandboxEvmUrl } from './evm-config.js';

const RECIPIENT: Address = '0x000000000000000000000000000000000000dEaD';

/** Latchkey's EVM account beside what the host's wagmi config sees, both ways. */
export function EvmPanel() {
  const latchkey = useSyncExternalStore(evmBridge.subscribe, evmBridge.getState);
  const wagmi = useAccount();
  const { switchChain } = useSwitchChain();
  const { disconnect } = useDisconnect();
  const sending = useSendTransaction();
  const receipt = useWaitForTransactionReceipt({ hash: sending.data });
  const [verified, setVerified] = useState<string>();
  const chainSelect = useId();

  const signWithProvider = async () => {
    if (!latchkey.address) return;
    setVerified('…');
    const message = 'Hello from the Latchkey EVM bridge';
    const signature = (await evmBridge.getProvider().request({
      method: 'personal_sign',
      params: [toHex(message), latchkey.address],
    })) as `0x${string}`;
    const valid = await verifyMessage({ address: latchkey.address, message, signature });
    setVerified(valid ? 'verified' : 'invalid');
  };

  const fund = async () => {
    if (!latchkey.address) return;
    await fetch(sandboxEvmUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'hardhat_setBalance',
        params: [latchkey.address, toHex(parseEther('1'))],
      }),
    });
  };

  return (
    <section aria-labelledby="evm-title" className="demo-card">
      <h2 id="evm-title">EVM bridge</h2>
      <p className="demo-card-desc">
        The account's EVM side as an EIP-1193 provider, handed to the host's wagmi config.
      </p>
      <div className="demo-facts">
        <p className="demo-fact">
          <span className="demo-fact-name">Latchkey</span>
          <code data-testid="evm-latchkey-address">{latchkey.address ?? 'none'}</code>
          <span>
            on <label htmlFor={chainSelect}>chain</label>
          </span>
          <select
            id={chainSelect}
            className="demo-select demo-select--inline"
            value={latchkey.chainId}
            onChange={(event) => void evmBridge.switchChain(Number(event.target.value))}
          >
            {evmBridge.chains.map((chain) => (
              <option key={chain.id} value={chain.id}>
                {chain.name} ({chain.id})
              </option>
            ))}
          </select>
        </p>
        <p className="demo-fact">
          <span className="demo-fact-name">wagmi</span>
          <output data-testid="wagmi-status">{wagmi.status}</output>{' '}
          <code data-testid="wagmi-address">{wagmi.address ?? 'none'}</code> on chain{' '}
          <output data-testid="wagmi-chain">{wagmi.chainId ?? 'none'}</output>
        </p>
      </div>
      {wagmi.isConnected ? (
        <div className="demo-actions">
          {evmBridge.chains.map((chain) => (
            <button
              key={chain.id}
              type="button"
              className="demo-button"
              onClick={() => switchChain({ chainId: chain.id })}
            >
              Switch wagmi to {chain.name}
            </button>
          ))}
          <button type="button" className="demo-button" onClick={() => disconnect()}>
            Disconnect in wagmi
          </button>
        </div>
      ) : null}
      {latchkey.address ? (
        <>
          <div className="demo-actions">
            <button type="button" className="demo-button" onClick={() => void signWithProvider()}>
              Sign with EIP-1193
            </button>
            <button type="button" className="demo-button" onClick={() => void fund()}>
              Fund 1 ETH (sandbox)
            </button>
            <button
              type="button"
              className="demo-button demo-button--primary"
              onClick={() => sending.sendTransaction({ to: RECIPIENT, value: parseEther('0.001') })}
            >
              Send 0.001 ETH with wagmi
            </button>
          </div>
          <p className="demo-meta">
            Signature: <output data-testid="evm-signature">{verified ?? ''}</output> · Receipt:{' '}
            <output data-testid="evm-receipt">
              {receipt.data?.status ?? (sending.isPending || receipt.isLoading ? 'pending' : '')}
            </output>
          </p>
        </>
      ) : null}
      {sending.error ? <p role="alert">{sending.error.message.split('\n')[0]}</p> : null}
    </section>
  );
}
