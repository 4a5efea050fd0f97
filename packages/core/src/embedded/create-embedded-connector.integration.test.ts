import { SANDBOX_EPHEMERAL_PORTS, type Sandbox, startSandbox } from '@latchkey/sandbox';
import { createCustodyTestUser } from '@latchkey/sandbox/testing';
import { ed25519 } from '@noble/curves/ed25519.js';
import {
  type Address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../custody/create-api-key.js';
import { createCustodyClient } from '../custody/create-custody-client.js';
import { createCustodySession } from '../custody/create-custody-session.js';
import {
  LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT,
  LATCHKEY_ERROR__TRANSACTION__SIGNER_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
} from '../errors/codes.js';
import { isLatchkeyError } from '../errors/latchkey-error.js';
import { createLogger } from '../logger/logger.js';
import { solanaLocalnet } from '../networks/define-solana-network.js';
import type { VerifiedCredential } from '../product-api/verified-credential.js';
import { createStorage } from '../storage/create-storage.js';
import { createMemoryStorageAdapter } from '../storage/memory-storage-adapter.js';
import { sendAndConfirmTransaction } from '../transactions/send-and-confirm-transaction.js';
import { createSolanaConnection } from '../transactions/solana-connection.js';
import { createEmbeddedConnector } from './create-embedded-connector.js';

// The embedded connector against the sandbox's custody server and local RPC. The user's own
// credential is an API key here; in the browser it is the passkey or the auth frame.

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 20 });
});
afterAll(() => sandbox.stop());

async function embeddedUser(isSessionKeyCompatible: boolean) {
  const { organizationId, userId, walletId, address, client } = await createCustodyTestUser(
    sandbox,
    'embedded',
  );
  const credential: VerifiedCredential = {
    id: walletId,
    address,
    chain: 'solana',
    walletName: 'turnkeyhd',
    walletProperties: {
      turnkeySubOrganizationId: organizationId,
      isSessionKeyCompatible,
    },
  };
  const session = createCustodySession({
    storage: createStorage({ adapter: createMemoryStorageAdapter() }),
    authorize: (publicKey, expirationSeconds) =>
      createApiKey(client, {
        organizationId,
        userId,
        publicKey,
        expirationSeconds,
      }),
  });
  const connector = createEmbeddedConnector({ credential, client, session });
  return { credential, connector, address: credential.address as Address };
}

async function transfer(from: Address, amount: bigint) {
  const rpc = createSolanaRpc(sandbox.urls.rpc);
  const { value: blockhash } = await rpc.getLatestBlockhash().send();
  const to = (await generateKeyPairSigner()).address;
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(from),
          destination: to,
          amount: lamports(amount),
        }),
        m,
      ),
  );
  return { to, bytes: new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))) };
}

function walletSignatureVerifies(wire: Uint8Array, address: Address): boolean {
  const transaction = getTransactionDecoder().decode(wire);
  const signature = transaction.signatures[address];
  return (
    !!signature &&
    ed25519.verify(
      signature,
      new Uint8Array(transaction.messageBytes),
      new Uint8Array(getBase58Encoder().encode(address)),
    )
  );
}

describe.each([
  ['session keys', true],
  ['the user credential directly', false],
])('embedded connector stamping with %s', (_, compatible) => {
  it('signs messages and transactions, and sends one confirmed on the local RPC', async () => {
    const { connector, address } = await embeddedUser(compatible);
    const notYet = await connector.signMessage('too early').catch((error: unknown) => error);
    expect(isLatchkeyError(notYet, LATCHKEY_ERROR__WALLET__NOT_CONNECTED)).toBe(true);
    expect((await connector.connect()).accounts).toEqual([address]);

    const signed = await connector.signMessage('Hello from Latchkey');
    expect(
      ed25519.verify(
        signed.signature,
        signed.signedMessage,
        new Uint8Array(getBase58Encoder().encode(address)),
      ),
    ).toBe(true);

    await sandbox.solana.airdrop(address, 1_000_000_000n);
    const one = await transfer(address, 1_000n);
    expect(walletSignatureVerifies(await connector.signTransaction(one.bytes), address)).toBe(true);
    const [a, b] = await connector.signAllTransactions([
      (await transfer(address, 2n)).bytes,
      (await transfer(address, 3n)).bytes,
    ]);
    expect([
      walletSignatureVerifies(a as Uint8Array, address),
      walletSignatureVerifies(b as Uint8Array, address),
    ]).toEqual([true, true]);

    const sent = await transfer(address, 5_000_000n);
    // Connectors sign; sending is the actions' (the embedded wallet has no send of its own).
    expect(connector.signAndSendTransaction).toBeUndefined();
    const { signature } = await sendAndConfirmTransaction({
      transaction: await connector.signTransaction(sent.bytes),
      connection: createSolanaConnection({ rpcUrl: sandbox.urls.rpc, wsUrl: sandbox.urls.ws }),
    });
    expect((await sandbox.solana.waitForSignature(signature, 'confirmed')).err).toBeNull();
    const rpc = createSolanaRpc(sandbox.urls.rpc);
    expect((await rpc.getBalance(sent.to, { commitment: 'confirmed' }).send()).value).toBe(
      5_000_000n,
    );

    const stranger = await transfer((await generateKeyPairSigner()).address, 1n);
    const refused = await connector
      .signAllTransactions([stranger.bytes])
      .catch((error: unknown) => error);
    expect(isLatchkeyError(refused, LATCHKEY_ERROR__TRANSACTION__SIGNER_NOT_FOUND)).toBe(true);

    await connector.disconnect();
    expect(connector.getAccounts()).toEqual([]);
  });
});

describe('embedded connector checks', () => {
  it("needs a Solana credential with a sub-organization ('No turnkey account')", async () => {
    const { credential, connector } = await embeddedUser(true);
    const parameters = {
      client: createCustodyClient({
        baseUrl: sandbox.urls.custody,
        stamper: { stamp: async () => ({ stampHeaderName: 'X-Stamp', stampHeaderValue: '' }) },
      }),
      context: { getNetwork: () => solanaLocalnet(), logger: createLogger({ level: 'silent' }) },
    };
    expect(connector.type).toBe('embedded');
    const noAccount = (() => {
      try {
        createEmbeddedConnector({
          ...parameters,
          credential: {
            ...credential,
            walletProperties: { turnkeySubOrganizationId: undefined, isSessionKeyCompatible: true },
          },
        });
      } catch (error) {
        return error;
      }
    })();
    expect(isLatchkeyError(noAccount, LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT)).toBe(true);
    expect((noAccount as Error).message).toBe('No turnkey account');
    const evm = (() => {
      try {
        createEmbeddedConnector({ ...parameters, credential: { ...credential, chain: 'evm' } });
      } catch (error) {
        return error;
      }
    })();
    expect(isLatchkeyError(evm, LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND)).toBe(true);
  });
});
