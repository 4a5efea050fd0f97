import {
  type Config,
  createConfig,
  createLogger,
  createMemoryStorageAdapter,
  createStorage,
  isLatchkeyError,
  LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND,
  solanaLocalnet,
} from '@latchkey/core';
import { signRawPayload } from '@latchkey/core/custody';
import { createEmbeddedConnector, type EmbeddedWalletUser } from '@latchkey/core/embedded';
import type { RunningEvmNode, Sandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import {
  type Address,
  type Chain,
  defineChain,
  type Hex,
  http,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { hardhat } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedEvmSigner } from './create-embedded-evm-account.js';
import { createEvmBridge } from './create-evm-bridge.js';
import type { EvmBridge } from './evm-bridge.js';
import { startEvmStack, userSession } from './evm-stack.fixture.js';
import { waitForEvmReceipt } from './wait-for-evm-receipt.js';

// The bridge and its EIP-1193 provider over a real Latchkey config whose embedded connector
// signs at the sandbox's custody server, against a real local EVM node. The user's credential
// is an API key here (the passkey in the browser; e2e/evm-bridge.spec.ts covers that path).

let stack: Awaited<ReturnType<typeof startEvmStack>>;
let sandbox: Sandbox;
let node: RunningEvmNode;
let chain: Chain;
let config: Config;
let bridge: EvmBridge;
let evmAddress: Address;
const RECIPIENT: Address = '0x000000000000000000000000000000000000bEEF';

beforeAll(async () => {
  stack = await startEvmStack();
  ({ sandbox, node, chain } = stack);
  const user = await createCustodyTestUser(sandbox, 'bridge', ['solana', 'ethereum']);
  const accounts = await user.client.query<{
    accounts: { address: string; addressFormat: string; walletAccountId: string }[];
  }>('list_wallet_accounts', { organizationId: user.organizationId, walletId: user.walletId });
  const credentialOf = (format: string, chainName: 'solana' | 'evm') => {
    const account = accounts.accounts.find((candidate) => candidate.addressFormat === format);
    return {
      id: account?.walletAccountId ?? format,
      address: account?.address as string,
      chain: chainName,
      walletName: 'turnkeyhd',
      walletProperties: {
        turnkeySubOrganizationId: user.organizationId,
        isSessionKeyCompatible: true,
      },
    };
  };
  const solana = credentialOf('ADDRESS_FORMAT_SOLANA', 'solana');
  const evm = credentialOf('ADDRESS_FORMAT_ETHEREUM', 'evm');
  evmAddress = evm.address as Address;
  const session = userSession(user);
  const signedIn: EmbeddedWalletUser = {
    organizationId: user.organizationId,
    userId: user.userId,
    verifiedCredentials: [solana, evm],
  };
  // The two things the bridge asks of an embedded wallet, over the real custody session.
  const embeddedWallet: EmbeddedEvmSigner = {
    getUser: () => signedIn,
    signRawPayload: ({ address, payload, hashFunction }) =>
      session.run((stamper) =>
        signRawPayload(user.client.withStamper(stamper), {
          organizationId: user.organizationId,
          signWith: address,
          payload,
          ...(hashFunction ? { hashFunction } : {}),
        }),
      ),
  };
  config = createConfig({
    networks: [solanaLocalnet({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws })],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    reconnect: false,
    connectors: [
      () => {
        const connector = createEmbeddedConnector({
          credential: solana,
          client: user.client,
          session,
        });
        return {
          get: () => [connector],
          subscribe: () => () => undefined,
          destroy: () => undefined,
        };
      },
    ],
  });
  bridge = createEvmBridge({
    config,
    embeddedWallet,
    chains: [chain, defineChain({ ...hardhat, id: 31338, name: 'Second node' })],
    transports: { [chain.id]: http(node.url) },
  });
  await node.fund(evmAddress, parseEther('5'));
}, 90_000);
afterAll(() => stack?.stop());

const request = (method: string, params?: unknown[]) =>
  bridge.getProvider().request({ method, params } as never);

describe('the EVM bridge and its EIP-1193 provider', () => {
  it('has no account until Latchkey connects the embedded wallet, then the EVM one', async () => {
    expect(bridge.getState().address).toBeUndefined();
    expect(await request('eth_accounts')).toEqual([]);
    const refused = await request('eth_requestAccounts').catch((error: { code: number }) => error);
    expect(refused).toMatchObject({ code: 4100 });

    const seen: unknown[] = [];
    bridge.getProvider().on('accountsChanged', (accounts) => seen.push(accounts));
    await config.restore();
    const [connector] = config.getConnectors();
    await config.connect(connector as never);
    expect(bridge.getState().address?.toLowerCase()).toBe(evmAddress.toLowerCase());
    expect(await request('eth_requestAccounts')).toEqual([bridge.getState().address]);
    expect(seen).toEqual([[bridge.getState().address]]);
    expect(await request('eth_chainId')).toBe(toHex(31337));
  });

  it('personal_sign and eth_signTypedData_v4 produce signatures viem verifies', async () => {
    const address = bridge.getState().address as Address;
    const signature = (await request('personal_sign', [toHex('hello'), address])) as Hex;
    expect(await verifyMessage({ address, message: 'hello', signature })).toBe(true);

    const typedData = {
      domain: { name: 'Acme', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      // As wallets receive it: JSON, big numbers as strings.
      message: { to: RECIPIENT, amount: '1000000000000000000000' },
    };
    const typedSignature = (await request('eth_signTypedData_v4', [
      address,
      JSON.stringify(typedData),
    ])) as Hex;
    expect(
      await verifyTypedData({
        address,
        domain: typedData.domain,
        types: { Mail: typedData.types.Mail },
        primaryType: 'Mail',
        message: { to: RECIPIENT, amount: 10n ** 21n },
        signature: typedSignature,
      }),
    ).toBe(true);

    const stranger = await request('personal_sign', [toHex('hello'), RECIPIENT]).catch(
      (error: { code: number }) => error,
    );
    expect(stranger).toMatchObject({ code: 4100 });
  });

  it('eth_signTransaction signs; eth_sendTransaction is mined and its receipt read', async () => {
    const address = bridge.getState().address as Address;
    const raw = (await request('eth_signTransaction', [
      { from: address, to: RECIPIENT, value: toHex(parseEther('0.1')) },
    ])) as Hex;
    expect(parseTransaction(raw).value).toBe(parseEther('0.1'));
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(address);

    const hash = (await request('eth_sendTransaction', [
      { from: address, to: RECIPIENT, value: toHex(parseEther('0.2')) },
    ])) as Hex;
    const receipt = await waitForEvmReceipt(bridge.getPublicClient(), hash);
    expect(receipt.status).toBe('success');
    expect(await request('eth_getBalance', [RECIPIENT, 'latest'])).toBe(toHex(parseEther('0.2')));
  });

  it("switches among configured chains; an unknown one is 'Chain with id {id} not found' (4902)", async () => {
    const changes: unknown[] = [];
    bridge.getProvider().on('chainChanged', (chainId) => changes.push(chainId));
    await request('wallet_switchEthereumChain', [{ chainId: toHex(31338) }]);
    expect(bridge.getState().chainId).toBe(31338);
    expect(changes).toEqual([toHex(31338)]);
    const refused = await request('wallet_switchEthereumChain', [{ chainId: toHex(10) }]).catch(
      (error: { code: number; cause: unknown }) => error,
    );
    expect(refused).toMatchObject({ code: 4902 });
    const cause = (refused as { cause: unknown }).cause;
    expect(isLatchkeyError(cause, LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND)).toBe(true);
    expect((cause as Error).message).toBe('Chain with id 10 not found');
    expect(await config.storage.getItem('evm:chainId')).toBe(31338);
    await bridge.switchChain(31337);
  });

  it('Latchkey disconnecting ends the EVM account and says so', async () => {
    const events: string[] = [];
    bridge.getProvider().on('disconnect', () => events.push('disconnect'));
    await config.disconnect();
    expect(bridge.getState().address).toBeUndefined();
    expect(events).toEqual(['disconnect']);
    expect(await request('eth_accounts')).toEqual([]);
  });
});
