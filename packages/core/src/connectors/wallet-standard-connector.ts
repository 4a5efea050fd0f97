import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
} from '../errors/codes.js';
import { LatchkeyError } from '../errors/latchkey-error.js';
import { createEmitter } from '../events/create-emitter.js';
import { DEFAULT_COMMITMENT } from '../networks/solana-network.js';
import type { SignInInput } from '../sign-in/sign-in-input.js';
import { type TransactionInput, toTransactionBytes } from '../transactions/transaction-input.js';
import type {
  Connector,
  ConnectorContext,
  ConnectorEvents,
  SignInResult,
  WalletSendOptions,
} from './connector.js';
import {
  beforeSignMessage,
  capSilentConnect,
  sentTransactionId,
  toMessageBytes,
} from './connector-helpers.js';
import { encodeSignature } from './encode-signature.js';
import { toWalletError } from './to-wallet-error.js';
import type { WalletQuirks } from './wallet-quirks.js';
import {
  WALLET_STANDARD_FEATURES as F,
  type StandardFeatureMethods,
} from './wallet-standard-features.js';

/** Parameters of {@link createWalletStandardConnector}. */
export interface CreateWalletStandardConnectorParameters {
  /** A wallet from `getWallets()`, already checked with `qualifiesForLatchkey`. */
  wallet: Wallet;
  context: ConnectorContext;
  /** The wallet-book entry it matches, for quirks and links. */
  walletBookKey?: string;
  quirks?: WalletQuirks;
}

/**
 * Wraps one Wallet Standard wallet as a Latchkey connector. Features are read at call time,
 * since a wallet may change them; `solana:signAndSendTransaction` is offered (see `supports`)
 * when the wallet has it for the selected chain.
 *
 * @example
 * ```ts
 * const connector = createWalletStandardConnector({ wallet, context });
 * const { accounts } = await connector.connect();
 * ```
 */
export function createWalletStandardConnector(
  parameters: CreateWalletStandardConnectorParameters,
): Connector {
  const { wallet, context } = parameters;
  const quirks = parameters.quirks ?? {};
  const name = wallet.name;
  const emitter = createEmitter<ConnectorEvents>();
  let accounts: readonly WalletAccount[] = [];
  let connectedAt = 0;
  let stopEvents: (() => void) | undefined;

  const feature = <TName extends keyof StandardFeatureMethods>(
    featureName: TName,
  ): StandardFeatureMethods[TName] | undefined =>
    (wallet.features as Record<string, unknown>)[featureName] as
      | StandardFeatureMethods[TName]
      | undefined;
  const required = <TName extends keyof StandardFeatureMethods>(
    featureName: TName,
  ): StandardFeatureMethods[TName] => {
    const found = feature(featureName);
    if (!found) {
      throw new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
        context: { wallet: name, feature: featureName },
      });
    }
    return found;
  };
  const solanaAccounts = (list: readonly WalletAccount[]) =>
    list.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')));
  const activeAccount = (): WalletAccount => {
    const account = accounts[0];
    if (!account) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NOT_CONNECTED);
    return account;
  };
  // Ask for the selected chain only where the wallet says it supports it.
  const chainOption = (): { chain: `${string}:${string}` } | Record<string, never> => {
    const { chainId } = context.getNetwork();
    return wallet.chains.includes(chainId) ? { chain: chainId } : {};
  };
  const setAccounts = (next: readonly WalletAccount[]) => {
    const before = accounts.map((account) => account.address).join();
    accounts = next;
    if (accounts.map((account) => account.address).join() !== before) {
      emitter.emit('accountsChanged', { accounts: accounts.map((account) => account.address) });
    }
  };
  const listen = () => {
    stopEvents?.();
    stopEvents = feature(F.events)?.on('change', (change) => {
      if (change.accounts) setAccounts(solanaAccounts(change.accounts));
      if (change.chains) emitter.emit('chainChanged', { chains: [...change.chains] });
    });
  };

  const signTransactions = async (transactions: readonly TransactionInput[]) => {
    const inputs = transactions.map((transaction) => ({
      account: activeAccount(),
      transaction: toTransactionBytes(transaction),
      ...chainOption(),
    }));
    const sign = required(F.signTransaction).signTransaction;
    try {
      const outputs = await sign(...inputs);
      return outputs.map((output) => output.signedTransaction);
    } catch (error) {
      throw toWalletError(error, name, 'signTransaction');
    }
  };

  const connector: Connector = {
    id: `wallet-standard:${name}`,
    name,
    icon: wallet.icon,
    type: 'wallet-standard',
    walletBookKey: parameters.walletBookKey,
    get supports() {
      return {
        signMessage: !!feature(F.signMessage) && !quirks.messageSigningUnsupported,
        signIn: !!feature(F.signIn),
        // Only where the wallet says it has the selected chain: the send names it.
        signAndSendTransaction: !!feature(F.signAndSendTransaction) && 'chain' in chainOption(),
      };
    },
    async connect(options = {}) {
      const request = required(F.connect).connect(options.silent ? { silent: true } : undefined);
      let result: Awaited<typeof request>;
      try {
        result = options.silent ? await capSilentConnect(request, name, quirks) : await request;
      } catch (error) {
        throw toWalletError(error, name, 'connect');
      }
      // Some wallets answer connect with nothing and fill `wallet.accounts` instead.
      const found = solanaAccounts(result?.accounts?.length ? result.accounts : wallet.accounts);
      if (found.length === 0) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet: name } });
      }
      connectedAt = Date.now();
      accounts = found;
      listen();
      return { accounts: accounts.map((account) => account.address) };
    },
    async disconnect() {
      stopEvents?.();
      stopEvents = undefined;
      accounts = [];
      try {
        await feature(F.disconnect)?.disconnect();
      } catch (error) {
        // The session is gone on our side either way; say why the wallet refused.
        context.logger.warn(`${name} failed to disconnect`, error);
      }
    },
    getAccounts: () => accounts.map((account) => account.address),
    async signMessage(message) {
      const signMessage = required(F.signMessage).signMessage;
      await beforeSignMessage(name, quirks, connectedAt);
      let outputs: Awaited<ReturnType<typeof signMessage>>;
      try {
        outputs = await signMessage({ account: activeAccount(), message: toMessageBytes(message) });
      } catch (error) {
        throw toWalletError(error, name, 'signMessage');
      }
      const [output] = outputs;
      if (output?.signature?.length !== 64) {
        throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, {
          details: { wallet: name },
        });
      }
      return { signedMessage: output.signedMessage, signature: output.signature };
    },
    async signTransaction(transaction) {
      const [signed] = await signTransactions([transaction]);
      return signed as Uint8Array;
    },
    signAllTransactions: (transactions) => signTransactions(transactions),
    async signAndSendTransaction(bytes, options: WalletSendOptions = {}) {
      const native = required(F.signAndSendTransaction);
      const chain = chainOption();
      let output: Awaited<ReturnType<typeof native.signAndSendTransaction>>[number] | undefined;
      try {
        [output] = await native.signAndSendTransaction({
          account: activeAccount(),
          transaction: bytes,
          ...chain,
          options: {
            // The SDK built it on a blockhash read at this commitment; simulate there too.
            preflightCommitment: DEFAULT_COMMITMENT,
            commitment: DEFAULT_COMMITMENT,
            ...(options.skipPreflight === undefined
              ? {}
              : { skipPreflight: options.skipPreflight }),
          },
        } as Parameters<typeof native.signAndSendTransaction>[0]);
      } catch (error) {
        throw toWalletError(error, name, 'signAndSendTransaction');
      }
      if (output?.signature?.length !== 64) {
        throw toWalletError(
          new Error('The wallet returned no signature'),
          name,
          'signAndSendTransaction',
        );
      }
      return { signature: await sentTransactionId(bytes, await encodeSignature(output.signature)) };
    },
    on: (eventName, listener) => emitter.on(eventName, listener),
  };

  if (feature(F.signIn)) {
    connector.signIn = async (input: SignInInput): Promise<SignInResult> => {
      let outputs: Awaited<ReturnType<StandardFeatureMethods[typeof F.signIn]['signIn']>>;
      try {
        outputs = await required(F.signIn).signIn(input);
      } catch (error) {
        throw toWalletError(error, name, 'signIn');
      }
      const [output] = outputs;
      if (!output) throw new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED);
      connectedAt = Date.now();
      const signedIn = solanaAccounts([output.account]);
      if (!accounts.some((account) => account.address === output.account.address)) {
        setAccounts(signedIn.length ? signedIn : accounts);
        listen();
      }
      return {
        address: output.account.address,
        signedMessage: output.signedMessage,
        signature: output.signature,
      };
    };
  }
  return connector;
}
