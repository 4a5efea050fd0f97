import {
  LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
  LatchkeyError,
  solanaDevnet,
  solanaLocalnet,
  solanaMainnet,
  solanaTestnet,
  UserCancellationError,
  type WalletOption,
} from '@latchkey/core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../i18n/format-message.js';
import { connectDialogMessages } from './connect-dialog-messages.js';
import { type ConnectFailureNetworks, describeConnectFailure } from './describe-connect-failure.js';
import {
  PHONE_WALLET_CONNECTOR_ID,
  WALLET_APP_CONNECTOR_ID,
  WALLETCONNECT_CONNECTOR_ID,
} from './wallet-app-option.js';

const option = (id: string, name: string) =>
  ({ id, name, icon: undefined, type: 'wallet-standard' }) as WalletOption;
const phantom = option('wallet-standard:Phantom', 'Phantom');
const walletApp = option(WALLET_APP_CONNECTOR_ID, 'Mobile Wallet Adapter');
const phoneApp = option(PHONE_WALLET_CONNECTOR_ID, 'Remote Mobile Wallet Adapter');
const walletConnect = option(WALLETCONNECT_CONNECTOR_ID, 'WalletConnect');

/** The failure's sentence in English, and the action the view offers. */
function said(error: Error, wallet = phantom, networks?: ConnectFailureNetworks) {
  const failure = describeConnectFailure(error, wallet, networks);
  const english = (key: keyof typeof connectDialogMessages) =>
    formatMessage(connectDialogMessages[key], 'en', failure.values);
  return {
    text: english(failure.message),
    hint: failure.hint && english(failure.hint),
    action: failure.action.kind,
    switchTo: failure.action.kind === 'switch-network' ? failure.action.network.name : undefined,
    getWallet: failure.getWallet ?? false,
  };
}

const localnet = solanaLocalnet();
const devnet = solanaDevnet();
const mainnet = solanaMainnet({ rpcUrl: 'https://rpc.example' });
const testnet = solanaTestnet();
const unsupported = (wallet = 'Phantom') =>
  new LatchkeyError(LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN, {
    context: { wallet, chain: 'Solana Localnet' },
  });

describe('describeConnectFailure', () => {
  it('names the cause the wallet gave, and offers Try again where asking again can work', () => {
    expect(
      said(new LatchkeyError(LATCHKEY_ERROR__WALLET__NO_ACCOUNTS, { context: { wallet: 'x' } })),
    ).toMatchObject({
      text: "Phantom didn't share an account. Unlock it or add an account, then try again.",
      action: 'retry',
    });
    expect(
      said(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_PENDING, { context: { wallet: 'x' } }),
      ),
    ).toMatchObject({
      text: 'Phantom is already showing a request. Finish or close it there, then try again.',
      action: 'retry',
    });
    expect(
      said(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED, {
          context: { reason: 'expired' },
        }),
      ),
    ).toMatchObject({
      text: "Phantom's sign-in could not be verified, so it was not accepted.",
      action: 'retry',
    });
    expect(
      said(
        new LatchkeyError(LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED, {
          context: { reason: 'nonce reused' },
        }),
      ),
    ).toMatchObject({
      text: "This app didn't accept the sign-in. Try again, or choose another wallet.",
      action: 'retry',
    });
  });

  it('offers no Try again where it cannot work: an unsupported wallet, a wallet gone from the page', () => {
    expect(
      said(
        new LatchkeyError(LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED, {
          context: { wallet: 'Phantom', feature: 'standard:connect' },
        }),
      ),
    ).toMatchObject({
      text: "Phantom can't be used with this app. Choose another wallet.",
      action: 'none',
    });
    expect(said(new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND))).toMatchObject({
      text: 'Phantom is no longer available in this browser. Reload the page and try again.',
      action: 'reload',
    });
  });

  it('says no wallet app on this phone answered, with the guide to getting one', () => {
    expect(
      said(new LatchkeyError(LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND), walletApp),
    ).toEqual({
      text: 'No wallet app on this phone answered.',
      hint: 'Install a Solana wallet app, then try again.',
      action: 'retry',
      switchTo: undefined,
      getWallet: true,
    });
  });

  it('names the network a wallet does not support, and the host network to switch to', () => {
    const on = (network: typeof localnet, networks: (typeof localnet)[]) => ({
      network,
      networks,
    });
    expect(said(unsupported(), walletConnect, on(localnet, [localnet, devnet]))).toMatchObject({
      text: "Your wallet app doesn't support Solana Localnet. Switch to Solana Devnet, or choose another wallet.",
      action: 'switch-network',
      switchTo: 'Solana Devnet',
    });
    // Devnet first, then Mainnet, then Testnet; never a local validator, never the same network.
    expect(
      said(unsupported(), phantom, on(devnet, [testnet, localnet, mainnet, devnet])),
    ).toMatchObject({ action: 'switch-network', switchTo: 'Solana' });
    expect(said(unsupported(), phantom, on(devnet, [testnet, devnet]))).toMatchObject({
      text: "Phantom doesn't support Solana Devnet. Switch to Solana Testnet, or choose another wallet.",
      switchTo: 'Solana Testnet',
    });
    expect(said(unsupported(), phoneApp, on(devnet, [localnet, devnet]))).toMatchObject({
      text: "Your phone's wallet app doesn't support Solana Devnet. Choose another wallet.",
      action: 'none',
    });
    // Without the config's networks, the wallet's words name it; nothing to switch to.
    expect(said(unsupported(), walletApp)).toMatchObject({
      text: "Your wallet app doesn't support Solana Localnet. Choose another wallet.",
      action: 'none',
    });
  });

  it('says a quiet wallet, an unreachable server and a rate limit for what they are', () => {
    const timedOut = new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
      context: { wallet: 'x', method: 'connect', reason: 'the wallet did not answer in time' },
      cause: Object.assign(new Error('the wallet did not answer in time'), { failure: 'timeout' }),
    });
    expect(said(timedOut, phoneApp)).toMatchObject({
      text: "Your phone's wallet app didn't answer in time. Try again.",
      action: 'retry',
    });
    expect(
      said(
        new LatchkeyError(LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT, {
          context: { frame: 'auth', seconds: 30 },
        }),
      ),
    ).toMatchObject({ text: "Phantom didn't answer in time. Try again.", action: 'retry' });
    for (const error of [
      new LatchkeyError(LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE, { context: { reason: 'x' } }),
      new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE, { context: { reason: 'x' } }),
    ])
      expect(said(error)).toMatchObject({
        text: "Couldn't reach the server. Check your internet connection, then try again.",
        action: 'retry',
      });
    for (const error of [
      new LatchkeyError(LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED, {
        context: { status: 429, message: 'slow down' },
      }),
      new LatchkeyError(LATCHKEY_ERROR__WALLET__REQUEST_FAILED, {
        context: { wallet: 'x', method: 'connect', reason: 'limit exceeded', walletCode: -32005 },
      }),
    ])
      expect(said(error)).toMatchObject({
        text: 'Too many requests in a short time. Wait a moment, then try again.',
        action: 'retry',
      });
  });

  it('says a refusal as declined', () => {
    const refusal = new UserCancellationError(LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED);
    expect(said(refusal, walletApp)).toMatchObject({
      text: 'Your wallet app did not connect. Ask again, or choose another wallet.',
      action: 'retry',
    });
  });

  it('falls back to plain words for anything else, never the raw message, in a whole sentence', () => {
    expect(
      said(new Error('TypeError: x is undefined'), option('injected:Solflare', 'Solflare')),
    ).toMatchObject({
      text: "Solflare couldn't connect. Try again, or choose another wallet.",
      action: 'retry',
    });
    // Not "your wallet app couldn't connect": each way of naming the wallet is its own sentence.
    expect(said(new Error('closed'), walletConnect).text).toBe(
      "Your wallet app couldn't connect. Try again, or choose another wallet.",
    );
    expect(said(new Error('closed'), phoneApp).text).toBe(
      "Your phone's wallet app couldn't connect. Try again, or choose another wallet.",
    );
  });
});
