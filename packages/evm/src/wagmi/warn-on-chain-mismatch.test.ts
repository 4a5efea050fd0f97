import { createLogger, type LogSink } from '@latchkey/core';
import { base, mainnet, sepolia } from 'viem/chains';
import { describe, expect, it, vi } from 'vitest';
import type { EvmBridge } from '../evm-bridge.js';
import { warnOnChainMismatch } from './warn-on-chain-mismatch.js';

function bridgeWith(chains: EvmBridge['chains']) {
  const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const logger = createLogger({ sink: sink satisfies LogSink });
  // Only what the check reads: the bridge's chains and its logger.
  return { bridge: { chains, logger } as unknown as EvmBridge, warn: sink.warn };
}

describe('warnOnChainMismatch', () => {
  it('says nothing when both sides configure the same chains', () => {
    const { bridge, warn } = bridgeWith([mainnet, base]);
    expect(warnOnChainMismatch(bridge, [base, mainnet])).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once, naming the chains each side has alone', () => {
    const { bridge, warn } = bridgeWith([mainnet, sepolia]);
    expect(warnOnChainMismatch(bridge, [mainnet, base])).toBe(true);
    expect(warnOnChainMismatch(bridge, [mainnet, base])).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.join(' '))).toContain(
      'The EVM chains configured in Latchkey and in wagmi differ. Only in Latchkey: Sepolia (11155111). Only in wagmi: Base (8453).',
    );
  });
});
