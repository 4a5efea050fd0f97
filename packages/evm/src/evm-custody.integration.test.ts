import {
  isLatchkeyError,
  LATCHKEY_ERROR__EVM__CHAIN_NOT_DEFINED,
  LATCHKEY_ERROR__EVM__CHAIN_NOT_SUPPORTED,
} from '@latchkey/core';
import { signRawPayload } from '@latchkey/core/custody';
import type { RunningEvmNode, Sandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type LocalAccount,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedEvmAccount } from './create-embedded-evm-account.js';
import { createEvmPublicClient } from './create-evm-public-client.js';
import { estimateEvmFee } from './estimate-evm-fee.js';
import { startEvmStack, userSession } from './evm-stack.fixture.js';
import { scaleBaseFee } from './scale-base-fee.js';
import { waitForEvmReceipt } from './wait-for-evm-receipt.js';

// The embedded EVM account against the sandbox's custody server (which holds the secp256k1 key
// and signs each digest) and a real local EVM node (hardhat@2), both started here.

const GAS_PRICE_ORACLE = '0x420000000000000000000000000000000000000F';
const ORACLE_L1_FEE = 123_456_789n;

let stack: Awaited<ReturnType<typeof startEvmStack>>;
let sandbox: Sandbox;
let node: RunningEvmNode;
let account: LocalAccount;
let chain: Chain;
let requests: () => string[];

beforeAll(async () => {
  stack = await startEvmStack();
  ({ sandbox, node, chain } = stack);
  const user = await createCustodyTestUser(sandbox, 'evm', ['ethereum']);
  const session = userSession(user);
  account = createEmbeddedEvmAccount({
    address: user.address,
    signDigest: (digest) =>
      session.run((stamper) =>
        signRawPayload(user.client.withStamper(stamper), {
          organizationId: user.organizationId,
          signWith: user.address,
          payload: digest,
          hashFunction: 'HASH_FUNCTION_NO_OP',
        }),
      ),
  });
  requests = () => sandbox.custody.admin.requests().map((request) => request.path);
  await node.fund(account.address, parseEther('10'));
}, 90_000);
afterAll(() => stack?.stop());

describe('the embedded EVM account, signed through custody', () => {
  it('has the EIP-55 address of the custody key', () => {
    expect(account.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(account.address).not.toBe(account.address.toLowerCase());
  });

  it('signs a personal message that viem verifies against the address', async () => {
    const before = requests().length;
    const signature = await account.signMessage({ message: 'Hello from Latchkey' });
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(
      await verifyMessage({ address: account.address, message: 'Hello from Latchkey', signature }),
    ).toBe(true);
    expect(requests().slice(before)).toContain('/public/v1/submit/sign_raw_payload');
  });

  it('signs typed data (EIP-712) that viem verifies', async () => {
    const typedData = {
      domain: { name: 'Acme', version: '1', chainId: chain.id },
      types: {
        Order: [
          { name: 'owner', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Order' as const,
      message: { owner: account.address, amount: 42n },
    };
    const signature = await account.signTypedData(typedData);
    expect(await verifyTypedData({ ...typedData, address: account.address, signature })).toBe(true);
  });

  it('signs a transaction that the node mines; its receipt is read', async () => {
    const to = privateKeyToAddress(generatePrivateKey());
    const walletClient = createWalletClient({ account, chain, transport: http(node.url) });
    const publicClient = createEvmPublicClient(chain, http(node.url));
    const hash = await walletClient.sendTransaction({ to, value: parseEther('0.25') });
    const receipt = await waitForEvmReceipt(publicClient, hash);
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase());
    expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.25'));
  });

  it('estimates gas × (base fee × 1.2 + priority fee) on the live base fee, in bigints', async () => {
    const publicClient = createEvmPublicClient(chain, http(node.url));
    const to = privateKeyToAddress(generatePrivateKey());
    const estimate = await estimateEvmFee(publicClient, {
      account: account.address,
      to,
      value: 1n,
    });
    const block = await publicClient.getBlock({ blockTag: 'latest' });
    const baseFee = block.baseFeePerGas as bigint;
    const priority = await publicClient.estimateMaxPriorityFeePerGas();
    const gas = await publicClient.estimateGas({ account: account.address, to, value: 1n });
    expect(estimate.baseFeePerGas).toBe(baseFee);
    expect(estimate.gas).toBe(gas);
    expect(estimate.maxFeePerGas).toBe((baseFee * 12n + 9n) / 10n + priority);
    expect(estimate.total).toBe(gas * estimate.maxFeePerGas);
    expect(estimate.l1Fee).toBe(0n);
    for (const value of Object.values(estimate)) expect(typeof value).toBe('bigint');

    // A multiplier under 1 is raised to 1: the max fee never drops under the base fee.
    const floor = await estimateEvmFee(publicClient, {
      account: account.address,
      to,
      value: 1n,
      baseFeeMultiplier: 0.5,
    });
    expect(floor.maxFeePerGas).toBe(scaleBaseFee(baseFee, 1) + priority);
  });

  it("adds a layer-2 chain's layer-1 fee from its gas price oracle", async () => {
    // An oracle at the OP Stack predeploy address whose getL1Fee answers a fixed fee.
    await fetch(node.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'hardhat_setCode',
        params: [
          GAS_PRICE_ORACLE,
          `0x7f${ORACLE_L1_FEE.toString(16).padStart(64, '0')}60005260206000f3`,
        ],
      }),
    });
    const layer2 = defineChain({
      ...chain,
      contracts: { gasPriceOracle: { address: GAS_PRICE_ORACLE } },
    });
    const publicClient = createEvmPublicClient(layer2, http(node.url));
    const to: Address = privateKeyToAddress(generatePrivateKey());
    const estimate = await estimateEvmFee(publicClient, {
      account: account.address,
      to,
      value: 1n,
    });
    expect(estimate.l1Fee).toBe(ORACLE_L1_FEE);
    expect(estimate.total).toBe(estimate.gas * estimate.maxFeePerGas + ORACLE_L1_FEE);
  });

  it("refuses a layer-1 fee where it cannot be had: 'Chain is not defined' / 'not supported'", async () => {
    const to = privateKeyToAddress(generatePrivateKey());
    const chainless = createPublicClient({ transport: http(node.url) });
    const notDefined = await estimateEvmFee(chainless, {
      account: account.address,
      to,
      l1Fee: true,
    }).catch((error: unknown) => error);
    expect(isLatchkeyError(notDefined, LATCHKEY_ERROR__EVM__CHAIN_NOT_DEFINED)).toBe(true);
    expect((notDefined as Error).message).toBe('Chain is not defined');

    const notSupported = await estimateEvmFee(createEvmPublicClient(chain, http(node.url)), {
      account: account.address,
      to,
      l1Fee: true,
    }).catch((error: unknown) => error);
    expect(isLatchkeyError(notSupported, LATCHKEY_ERROR__EVM__CHAIN_NOT_SUPPORTED)).toBe(true);
    expect((notSupported as Error).message).toBe('Chain is not supported');
  });
});
