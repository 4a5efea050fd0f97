import type {
  Connector,
  ConnectorContext,
  ConnectorEvents,
  ConnectResult,
  SignedMessage,
  SignOptions,
} from '../connectors/connector.js';
import { toMessageBytes } from '../connectors/connector-helpers.js';
import type { CustodyClient } from '../custody/create-custody-client.js';
import type { CustodySession } from '../custody/create-custody-session.js';
import {
  signatureBytes,
  signRawPayload,
  signRawPayloads,
  signSolanaTransaction,
} from '../custody/custody-signing.js';
import {
  LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT,
  LATCHKEY_ERROR__TRANSACTION__SIGNER_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
} from '../errors/codes.js';
import { CustodyError } from '../errors/custody-error.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import type { VerifiedCredential } from '../product-api/verified-credential.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import { EMBEDDED_WALLET_NAME } from './embedded-wallet-name.js';

/**
 * Parameters of {@link createEmbeddedConnector}.
 *
 * @example
 * ```ts
 * const parameters: EmbeddedConnectorParameters = { credential, client, session };
 * ```
 */
export interface EmbeddedConnectorParameters {
  /** The Solana wallet it signs with. */
  credential: VerifiedCredential;
  /** The custody client stamped by the user's own credential (passkey or frame). */
  client: CustodyClient;
  /** Used when the credential is session-key compatible: calls are stamped by its key. */
  session?: CustodySession;
  /**
   * What disconnecting ends: the embedded wallet signs the user out (revoking the session key at
   * the provider). Default: the session ends on this device only.
   */
  signOut?: () => Promise<void>;
  /**
   * Asks the user before each signature (the config's approval gate; `publishEmbeddedConnectors`
   * passes it). Without it, the connector signs as asked.
   */
  approve?: ConnectorContext['approve'];
  /**
   * The ids of the user's embedded connectors connected now, shared by all of them: switching
   * from one to another disconnects the first while the second is in the set, which keeps the user
   * signed in; only the last one out signs out. Default: its own.
   */
  connectedSiblings?: Set<string>;
}

/**
 * The embedded wallet as a connector — the same contract as every other wallet — signing through
 * the custody provider in the credential's sub-organization: messages as ed25519 raw payloads,
 * transactions with `sign_transaction`, several at once in one `sign_raw_payloads` (one prompt
 * when stamping by passkey), and sends through the network's RPC. Where the credential is
 * session-key compatible every call is stamped by the session key (renewed once when refused);
 * otherwise by the passkey or frame directly.
 *
 * @throws {CustodyError} 'No turnkey account' when the credential has no sub-organization.
 * @throws {LatchkeyError} 'Solana wallet not found' for a credential of another chain.
 * @example
 * ```ts
 * const connector = createEmbeddedConnector({ credential, client, session });
 * await connector.connect();
 * const { signature } = await connector.signMessage('Hello');
 * ```
 */
export function createEmbeddedConnector(parameters: EmbeddedConnectorParameters): Connector {
  const { credential, client, session } = parameters;
  if (credential.chain !== 'solana') {
    throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND);
  }
  const organizationId = credential.walletProperties.turnkeySubOrganizationId;
  if (!organizationId) throw new CustodyError(LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT);
  const scope = { organizationId, signWith: credential.address };
  const emitter = createEmitter<ConnectorEvents>();
  const id = `embedded:${credential.address}`;
  const siblings = parameters.connectedSiblings ?? new Set<string>();
  const name = credential.label ?? EMBEDDED_WALLET_NAME;
  let connected = false;

  const stamped = <T>(call: (stampedClient: CustodyClient) => Promise<T>): Promise<T> => {
    if (!connected) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
    if (session && credential.walletProperties.isSessionKeyCompatible) {
      return session.run((stamper) => call(client.withStamper(stamper)));
    }
    return call(client);
  };

  // Before any custody call: nothing is signed until the user approved what they saw.
  const approved = async (
    draft:
      | { kind: 'message'; bytes: Uint8Array }
      | { kind: 'transactions'; transactions: Uint8Array[] },
    options: SignOptions | undefined,
  ): Promise<void> => {
    if (!connected) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
    if (options?.confirm === false || !parameters.approve) return;
    const who = { walletName: name, address: credential.address };
    await parameters.approve(
      draft.kind === 'message'
        ? { ...who, kind: 'message', bytes: draft.bytes }
        : {
            ...who,
            kind: 'transactions',
            send: options?.send === true,
            transactions: draft.transactions,
          },
      options?.signal ? { signal: options.signal } : {},
    );
  };

  const signTransaction = async (
    input: TransactionInput,
    options?: SignOptions,
  ): Promise<Uint8Array> => {
    // A copy: what the user saw is what is signed, even if the caller's array changes meanwhile.
    const transaction = toTransactionBytes(input).slice();
    await approved({ kind: 'transactions', transactions: [transaction] }, options);
    return stamped((stampedClient) =>
      signSolanaTransaction(stampedClient, { ...scope, transaction }),
    );
  };

  const connector: Connector = {
    id,
    name,
    icon: undefined,
    type: 'embedded',
    walletBookKey: undefined,
    supports: { signMessage: true, signIn: false, signAndSendTransaction: false },
    async connect(): Promise<ConnectResult> {
      connected = true;
      siblings.add(id);
      emitter.emit('accountsChanged', { accounts: [credential.address] });
      return { accounts: [credential.address] };
    },
    async disconnect() {
      if (!connected) return;
      connected = false;
      siblings.delete(id);
      // Another of the user's wallets took over (a switch): the user stays signed in.
      if (siblings.size === 0) await (parameters.signOut ? parameters.signOut() : session?.end());
      emitter.emit('accountsChanged', { accounts: [] });
    },
    getAccounts: () => (connected ? [credential.address] : []),
    async signMessage(message, options): Promise<SignedMessage> {
      const bytes = toMessageBytes(message).slice();
      await approved({ kind: 'message', bytes }, options);
      const signature = await stamped(async (stampedClient) =>
        signatureBytes(await signRawPayload(stampedClient, { ...scope, payload: bytes })),
      );
      if (signature.length !== 64) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED);
      }
      return { signedMessage: bytes, signature };
    },
    signTransaction,
    async signAllTransactions(inputs, options) {
      if (inputs.length === 0) return [];
      const { readTransaction, writeTransaction } = await import(
        '../transactions/transaction-codecs.js'
      );
      const transactions = inputs.map((input) => toTransactionBytes(input).slice());
      const decoded = transactions.map(readTransaction);
      if (decoded.some((transaction) => !(credential.address in transaction.signatures))) {
        throw new LatchkeyError(LATCHKEY_ERROR__TRANSACTION__SIGNER_NOT_FOUND);
      }
      await approved({ kind: 'transactions', transactions }, options);
      const signatures = await stamped((stampedClient) =>
        signRawPayloads(stampedClient, {
          ...scope,
          payloads: decoded.map((transaction) => new Uint8Array(transaction.messageBytes)),
        }),
      );
      return decoded.map((transaction, index) => {
        const signature = signatureBytes(signatures[index] as (typeof signatures)[number]);
        return writeTransaction({
          ...transaction,
          signatures: { ...transaction.signatures, [credential.address]: signature as never },
        });
      });
    },
    on: (name, listener) => emitter.on(name, listener),
  };
  return connector;
}
