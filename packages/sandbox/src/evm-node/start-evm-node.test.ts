import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEvmNode, SANDBOX_EVM_CHAIN_ID, startEvmNode } from './start-evm-node.js';

let node: RunningEvmNode;
beforeAll(async () => {
  node = await startEvmNode({ port: 0 });
}, 90_000);
afterAll(() => node?.close());

async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(node.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

describe('the sandbox EVM node', () => {
  it('answers on loopback with its chain id and a base fee', async () => {
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(Number(await rpc<string>('eth_chainId'))).toBe(SANDBOX_EVM_CHAIN_ID);
    const block = await rpc<{ baseFeePerGas: string }>('eth_getBlockByNumber', ['latest', false]);
    expect(BigInt(block.baseFeePerGas)).toBeGreaterThan(0n);
  });

  it('funds an address', async () => {
    const address = '0x000000000000000000000000000000000000dEaD';
    await node.fund(address, 123n * 10n ** 18n);
    expect(BigInt(await rpc<string>('eth_getBalance', [address, 'latest']))).toBe(
      123n * 10n ** 18n,
    );
  });
});
