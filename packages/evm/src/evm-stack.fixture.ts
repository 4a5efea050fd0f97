import { createMemoryStorageAdapter, createStorage } from '@latchkey/core';
import { type CustodyClient, createApiKey, createCustodySession } from '@latchkey/core/custody';
import { SANDBOX_EPHEMERAL_PORTS, startEvmNode, startSandbox } from '@latchkey/sandbox';
import { type Chain, defineChain } from 'viem';
import { hardhat } from 'viem/chains';

/**
 * For integration tests: the sandbox (custody server, Solana RPC) and a local EVM node, both on
 * free ports, with the node as a viem chain.
 */
export async function startEvmStack() {
  const [sandbox, node] = await Promise.all([
    startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 }),
    startEvmNode({ port: 0 }),
  ]);
  const chain: Chain = defineChain({ ...hardhat, rpcUrls: { default: { http: [node.url] } } });
  return { sandbox, node, chain, stop: () => Promise.all([node.close(), sandbox.stop()]) };
}

/** A custody session (session key in memory) authorized by a test user's own credential. */
export function userSession(user: {
  client: CustodyClient;
  organizationId: string;
  userId: string;
}) {
  return createCustodySession({
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    authorize: async (publicKey, expirationSeconds) => {
      await createApiKey(user.client, {
        organizationId: user.organizationId,
        userId: user.userId,
        publicKey,
        expirationSeconds,
      });
    },
  });
}
