import {
  isUserCancellation,
  LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT,
  LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
  type SolanaCluster,
  type SolanaNetwork,
  type WalletOption,
} from '@latchkey/core';
import type { MessageValues } from '../../i18n/message-types.js';
import type { ConnectDialogMessageKey } from './connect-dialog-messages.js';
import { WALLET_APP_CONNECTOR_ID, type WalletMention, walletMention } from './wallet-app-option.js';

/** What can work after a failure, besides choosing another wallet. */
export type ConnectFailureAction =
  | { kind: 'retry' }
  | { kind: 'reload' }
  | { kind: 'switch-network'; network: SolanaNetwork }
  | { kind: 'none' };

/** A failed connection as the dialog shows it: catalogue keys with their values. */
export interface ConnectFailure {
  /** The cause, in the wallet's terms, and what to do: one sentence of the catalogue. */
  message: ConnectDialogMessageKey;
  /** A second line, when there is a step to take first. */
  hint?: ConnectDialogMessageKey;
  values: MessageValues;
  action: ConnectFailureAction;
  /** Offers the newcomer's guide: no wallet app on this phone took the request. */
  getWallet?: boolean;
}

/** The selected network and the host's others, as `useNetwork` gives them. */
export interface ConnectFailureNetworks {
  network: SolanaNetwork;
  networks: readonly SolanaNetwork[];
}

/** The causes said in three forms, by how the sentence names the wallet. */
type MentionedCause = {
  [Key in ConnectDialogMessageKey]: Key extends `dialog.failure.${infer Cause}.wallet`
    ? `dialog.failure.${Cause}.${WalletMention}` extends ConnectDialogMessageKey
      ? Cause
      : never
    : never;
}[ConnectDialogMessageKey];

// The wallet's own words for "too many requests": HTTP's 429, JSON-RPC's "limit exceeded".
const RATE_LIMIT_CODES: readonly unknown[] = [429, '429', -32005, '-32005'];
const UNREACHABLE: readonly number[] = [
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
];
// Another network a wallet is likeliest to serve: Devnet, then Mainnet, then Testnet (never a
// local validator, which a wallet serves only when its user set one up).
const FALLBACK_CLUSTERS: readonly SolanaCluster[] = ['devnet', 'mainnet-beta', 'testnet'];

/**
 * A failed connection in words a user can act on, keyed by the error's code: what the wallet's
 * answer means, and only the actions that can work (no Try again where asking again cannot
 * help). The SDK's exact message stays for the dialog's Details.
 */
export function describeConnectFailure(
  error: Error,
  option: WalletOption,
  networks?: ConnectFailureNetworks,
): ConnectFailure {
  const mention = walletMention(option);
  const values: MessageValues = { wallet: option.name };
  const said = (cause: MentionedCause, action: ConnectFailureAction = { kind: 'retry' }) => ({
    message: `dialog.failure.${cause}.${mention}` as ConnectDialogMessageKey,
    values,
    action,
  });
  const { code, context } = error as { code?: number; context?: Record<string, unknown> };
  // A refusal in the wallet is no failure; said here as the declined view says it.
  if (isUserCancellation(error))
    return { message: `dialog.declined.${mention}`, values, action: { kind: 'retry' } };
  switch (code) {
    case LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND:
      if (option.id === WALLET_APP_CONNECTOR_ID)
        return {
          message: 'dialog.failure.noWalletApp',
          hint: 'dialog.failure.noWalletAppHint',
          values,
          action: { kind: 'retry' },
          getWallet: true,
        };
      // A wallet that left this browser comes back with the page.
      return mention === 'wallet'
        ? { message: 'dialog.failure.notFound', values, action: { kind: 'reload' } }
        : said('unknown');
    case LATCHKEY_ERROR__WALLET__REQUEST_PENDING:
      return said('requestPending');
    case LATCHKEY_ERROR__WALLET__NO_ACCOUNTS:
      return said('noAccounts');
    case LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED:
      return said('featureNotSupported', { kind: 'none' });
    case LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN:
      return unsupportedNetwork(mention, values, context, networks);
    case LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED:
      return said('signInNotVerified');
    case LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED:
      return { message: 'dialog.failure.signInRefused', values, action: { kind: 'retry' } };
    case LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT:
      return said('timedOut');
  }
  if (code !== undefined && UNREACHABLE.includes(code))
    return { message: 'dialog.failure.unreachable', values, action: { kind: 'retry' } };
  const status = context?.status ?? context?.walletCode;
  if (
    (code === LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED ||
      code === LATCHKEY_ERROR__CUSTODY__HTTP_ERROR ||
      code === LATCHKEY_ERROR__WALLET__REQUEST_FAILED) &&
    RATE_LIMIT_CODES.includes(status)
  )
    return { message: 'dialog.failure.rateLimited', values, action: { kind: 'retry' } };
  // A phone's wallet app that went quiet (Mobile Wallet Adapter's session says so in `failure`).
  const session = (error as { cause?: { failure?: unknown } }).cause;
  if (code === LATCHKEY_ERROR__WALLET__REQUEST_FAILED && session?.failure === 'timeout')
    return said('timedOut');
  return said('unknown');
}

/**
 * "Phantom doesn't support Solana Localnet", with the host's likeliest other network to switch
 * to (asking again on the same network cannot work).
 */
function unsupportedNetwork(
  mention: WalletMention,
  values: MessageValues,
  context: Record<string, unknown> | undefined,
  networks: ConnectFailureNetworks | undefined,
): ConnectFailure {
  const network = networks?.network.name ?? String(context?.chain ?? '');
  const others =
    networks?.networks.filter((other) => other.networkId !== networks.network.networkId) ?? [];
  const other = FALLBACK_CLUSTERS.map((cluster) =>
    others.find((candidate) => candidate.cluster === cluster),
  ).find(Boolean);
  return other
    ? {
        message: `dialog.failure.unsupportedNetworkSwitch.${mention}`,
        values: { ...values, network, otherNetwork: other.name },
        action: { kind: 'switch-network', network: other },
      }
    : {
        message: `dialog.failure.unsupportedNetwork.${mention}`,
        values: { ...values, network },
        action: { kind: 'none' },
      };
}
