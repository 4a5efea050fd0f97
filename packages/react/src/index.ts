// biome-ignore-all lint/performance/noBarrelFile: the package entry re-exports its public API by name.
export { EmbeddedWalletContext, LatchkeyContext } from './context.js';
export type { ActionStatus, AsyncActionState } from './hooks/use-async-action.js';
export type { UseBalanceParameters, UseBalanceReturnType } from './hooks/use-balance.js';
export { useBalance } from './hooks/use-balance.js';
export { useConfig } from './hooks/use-config.js';
export type { UseConnectReturnType } from './hooks/use-connect.js';
export { useConnect } from './hooks/use-connect.js';
export { useConnection } from './hooks/use-connection.js';
export type { UseDisconnectReturnType } from './hooks/use-disconnect.js';
export { useDisconnect } from './hooks/use-disconnect.js';
export type { UseEmbeddedWalletReturnType } from './hooks/use-embedded-wallet.js';
export { useEmbeddedWallet } from './hooks/use-embedded-wallet.js';
export { useLatchkeyState } from './hooks/use-latchkey-state.js';
export type { UseLinkedAccountsReturnType } from './hooks/use-linked-accounts.js';
export { useLinkedAccounts } from './hooks/use-linked-accounts.js';
export type { UseMfaReturnType } from './hooks/use-mfa.js';
export { useMfa } from './hooks/use-mfa.js';
export type { UseNetworkReturnType } from './hooks/use-network.js';
export { useNetwork } from './hooks/use-network.js';
export type { UseOAuthLoginReturnType } from './hooks/use-oauth-login.js';
export { useOAuthLogin } from './hooks/use-oauth-login.js';
export { useRedirectResult } from './hooks/use-redirect-result.js';
export type { UseSendTransactionReturnType } from './hooks/use-send-transaction.js';
export { useSendTransaction } from './hooks/use-send-transaction.js';
export type { UseSessionReturnType } from './hooks/use-session.js';
export { useSession } from './hooks/use-session.js';
export type { UseSignMessageReturnType } from './hooks/use-sign-message.js';
export { useSignMessage } from './hooks/use-sign-message.js';
export type {
  UseTokenBalancesParameters,
  UseTokenBalancesReturnType,
} from './hooks/use-token-balances.js';
export { useTokenBalances } from './hooks/use-token-balances.js';
export type {
  UseTransactionPreviewParameters,
  UseTransactionPreviewReturnType,
} from './hooks/use-transaction-preview.js';
export { useTransactionPreview } from './hooks/use-transaction-preview.js';
export type { UseWalletReturnType } from './hooks/use-wallet.js';
export { useWallet } from './hooks/use-wallet.js';
export type { LatchkeyLocale } from './i18n/catalogue-locales.js';
export type { LatchkeyMessageKey, LatchkeyMessages } from './i18n/latchkey-messages.js';
export type { Message, MessageValues, PluralMessage } from './i18n/message-types.js';
export type { LatchkeyProviderProps } from './latchkey-provider.js';
export { LatchkeyProvider } from './latchkey-provider.js';
export type { LatchkeyTheme, LatchkeyThemeTokens } from './theme/latchkey-theme.js';
export { darkTheme, lightTheme } from './theme/latchkey-theme.js';
export type { LatchkeyThemeOption } from './theme/theme-stylesheet.js';
export type { ConnectButtonProps } from './ui/connect-button/connect-button.js';
export { ConnectButton } from './ui/connect-button/connect-button.js';
export { ConnectDialog } from './ui/connect-button/lazy-connect-dialog.js';
export type { ConnectDialogProps } from './ui/connect-dialog/connect-dialog.js';
export { shortenAddress } from './ui/shared/shorten-address.js';
export { useEnvironment } from './ui/shared/use-environment.js';
export { useLatchkeyRoot } from './ui/shared/use-latchkey-root.js';
export { isRetryableTransactionFailure } from './ui/transaction-toasts/is-retryable-transaction-failure.js';
export type { TransactionProgressProps } from './ui/transaction-toasts/transaction-progress.js';
export { TransactionProgress } from './ui/transaction-toasts/transaction-progress.js';
export type { TransactionStatusIconProps } from './ui/transaction-toasts/transaction-status-icon.js';
export { TransactionStatusIcon } from './ui/transaction-toasts/transaction-status-icon.js';
export type {
  CreateTransactionToastsOptions,
  TrackTransactionOptions,
  TransactionToast,
  TransactionToastStore,
} from './ui/transaction-toasts/transaction-toast-store.js';
export { createTransactionToasts } from './ui/transaction-toasts/transaction-toast-store.js';
export type { TransactionToastsProps } from './ui/transaction-toasts/transaction-toasts.js';
export { TransactionToasts } from './ui/transaction-toasts/transaction-toasts.js';
export { useTransactionToasts } from './ui/transaction-toasts/use-transaction-toasts.js';
