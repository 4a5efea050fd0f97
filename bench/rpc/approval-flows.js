// What the embedded wallet's approval step adds to a send, in JSON-RPC requests (issue 40): the
// embedded connector over the sandbox's custody server, with the config's approval gate, sends
// as `sendTransaction` does (build, sign with `{ send: true }`, send, confirm) — once approved by
// a host's `onApprovalRequest` that waits for the previews before it answers, once with
// `confirm: false` (no approval step). The difference is what approving costs: one
// `simulateTransaction` per transaction. A single transfer, and two signed at once with
// `signAllTransactions` then sent side by side.
import {
  createConfig,
  createLogger,
  createMemoryStorageAdapter,
  createStorage,
  solanaLocalnet,
} from '@latchkey/core';
import { createCustodyClient } from '@latchkey/core/custody';
import { createEmbeddedConnector } from '@latchkey/core/embedded';
import {
  buildSolTransfer,
  sendAndConfirmTransaction,
  signAndSendTransaction,
} from '@latchkey/core/transactions';
import { p256 } from '@noble/curves/nist.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { Keypair } from '@solana/web3.js';
import { ApiKeyStamper } from '@turnkey/api-key-stamper';

/**
 * A custody user with one Solana account, signing with an API key standing in for their passkey
 * (what `createCustodyTestUser` of `@latchkey/sandbox/testing` makes; that entry is source-only).
 *
 * @param {import('@latchkey/sandbox').Sandbox} sandbox
 */
async function custodyUser(sandbox) {
  const { rootApiKey, rootOrganizationId } = sandbox.custody.admin;
  const root = createCustodyClient({
    baseUrl: sandbox.urls.custody,
    stamper: new ApiKeyStamper({
      apiPublicKey: rootApiKey.publicKey,
      apiPrivateKey: rootApiKey.privateKey,
    }),
  });
  const secret = p256.utils.randomSecretKey();
  const publicKey = bytesToHex(p256.getPublicKey(secret, true));
  const created = await root.submit('create_sub_organization', {
    type: 'ACTIVITY_TYPE_CREATE_SUB_ORGANIZATION_V7',
    organizationId: rootOrganizationId,
    parameters: {
      subOrganizationName: 'approval',
      rootQuorumThreshold: 1,
      rootUsers: [
        {
          userName: 'approval',
          apiKeys: [{ apiKeyName: 'credential', publicKey, curveType: 'API_KEY_CURVE_P256' }],
          authenticators: [],
          oauthProviders: [],
        },
      ],
      wallet: {
        walletName: 'Default',
        accounts: [
          {
            curve: 'CURVE_ED25519',
            pathFormat: 'PATH_FORMAT_BIP32',
            path: "m/44'/501'/0'/0'",
            addressFormat: 'ADDRESS_FORMAT_SOLANA',
          },
        ],
      },
    },
  });
  const { subOrganizationId, wallet } = created.result.createSubOrganizationResultV7;
  return {
    organizationId: subOrganizationId,
    walletId: wallet.walletId,
    address: wallet.addresses[0],
    client: createCustodyClient({
      baseUrl: sandbox.urls.custody,
      stamper: new ApiKeyStamper({ apiPublicKey: publicKey, apiPrivateKey: bytesToHex(secret) }),
    }),
  };
}

/**
 * The approval flows, each as `{ approved, unconfirmed }`: the same send with the approval step
 * and with `confirm: false`. The caller counts the requests of each.
 *
 * @param {import('@latchkey/sandbox').Sandbox} sandbox
 */
export async function approvalFlows(sandbox) {
  const user = await custodyUser(sandbox);
  await sandbox.solana.airdrop(user.address, 10_000_000_000n);
  const config = createConfig({
    networks: [solanaLocalnet({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws })],
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    logger: createLogger({ level: 'silent' }),
    approval: {
      // The built-in view's way: Approve once the previews settled.
      onApprovalRequest: async (request) => {
        if (request.kind === 'transactions') await request.previews;
        return true;
      },
    },
  });
  const connector = createEmbeddedConnector({
    credential: {
      id: user.walletId,
      address: user.address,
      chain: 'solana',
      walletName: 'turnkeyhd',
      walletProperties: {
        turnkeySubOrganizationId: user.organizationId,
        isSessionKeyCompatible: false,
      },
    },
    client: user.client,
    approve: config.approval.approve,
  });
  await connector.connect();
  // The config's connection, its socket open before the send, as sendTransaction has it.
  const connection = await config.getConnection();
  connection.keepSocketOpen?.();
  for (let tries = 0; tries < 100 && !connection.isSocketOpen?.(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const recipient = Keypair.generate().publicKey.toBase58();
  let lamports = 0;
  const transfer = () => {
    lamports += 1;
    return buildSolTransfer({
      from: user.address,
      to: recipient,
      // 0.01 SOL (above the recipient's rent minimum) and a lamport more each time: no two
      // transactions alike within one blockhash.
      amount: `0.01${String(lamports).padStart(7, '0')}`,
      connection,
    });
  };

  /** As sendTransaction: build, sign with `{ send: true }`, send, confirm. */
  const send = (confirm) => async () => {
    const built = await transfer();
    await signAndSendTransaction({
      transaction: built.transaction,
      lastValidBlockHeight: built.lastValidBlockHeight,
      sign: (bytes) => connector.signTransaction(bytes, { send: true, confirm }),
      signer: user.address,
      connection,
    });
  };
  /** Two transfers signed at once, then sent and confirmed side by side. */
  const sendTwo = (confirm) => async () => {
    const built = [await transfer(), await transfer()];
    const signed = await connector.signAllTransactions(
      built.map((one) => one.transaction),
      { send: true, confirm },
    );
    await Promise.all(
      signed.map((transaction, index) =>
        sendAndConfirmTransaction({
          transaction,
          lastValidBlockHeight: built[index].lastValidBlockHeight,
          connection,
        }),
      ),
    );
  };
  return {
    flows: {
      send: { transactions: 1, approved: send(true), unconfirmed: send(false) },
      signAllTransactions: {
        transactions: 2,
        approved: sendTwo(true),
        unconfirmed: sendTwo(false),
      },
    },
    close: () => connection.releaseSocket?.(),
  };
}
