// biome-ignore-all lint/performance/noBarrelFile: the package entry re-exports its public API by name.

// Each action's Parameters, ReturnType and ErrorType, by name in actions/action-types.ts.
export type * from './actions/action-types.js';
export { connect } from './actions/connect.js';
export { connectAndSign } from './actions/connect-and-sign.js';
export { disconnect } from './actions/disconnect.js';
export { getBalance } from './actions/get-balance.js';
export { getConnectedConnector } from './actions/get-connected-connector.js';
export { getTokenBalances } from './actions/get-token-balances.js';
export type { LatchkeyTransactionSigner } from './actions/get-transaction-signer.js';
export { getTransactionSigner } from './actions/get-transaction-signer.js';
export { previewTransaction } from './actions/preview-transaction.js';
export { DEFAULT_RECONNECT_TIMEOUT_MS } from './actions/reconnect.js';
export { sendTransaction } from './actions/send-transaction.js';
export { signMessage } from './actions/sign-message.js';
export { signMessageWithMemoTransaction } from './actions/sign-message-with-memo-transaction.js';
export { switchNetwork } from './actions/switch-network.js';
export type { DecimalParts } from './amounts/decimal-string.js';
export { isDecimalString, parseDecimal } from './amounts/decimal-string.js';
export type { ScaleRounding } from './amounts/scale-decimal.js';
export { formatUnits, scaleDecimal } from './amounts/scale-decimal.js';
export {
  LAMPORTS_PER_SOL,
  lamportsToSol,
  SOL_DECIMALS,
  solToLamports,
} from './amounts/sol-amount.js';
export { baseUnitsToTokenAmount, tokenAmountToBaseUnits } from './amounts/token-amount.js';
export type {
  ApprovalDraft,
  ApprovalGate,
  ApprovalHandler,
  ApprovalOptions,
  ApprovalRequest,
} from './approval/approval-request.js';
export type { AuthOptions } from './auth/auth-options.js';
// biome-ignore lint/performance/noReExportAll: the second-factor actions are one group, named in their own file.
export * from './auth/second-factor-actions.js';
export type { WatchSessionReturnType } from './auth/watch-session.js';
export { watchSession } from './auth/watch-session.js';
export type { Config, CreateConfigParameters, LatchkeyEvents } from './config/create-config.js';
export { createConfig } from './config/create-config.js';
export type { ConnectionStatus, LatchkeyState, WalletOption } from './config/latchkey-state.js';
export {
  LAST_USED_CONNECTOR_STORAGE_KEY,
  RECENT_CONNECTOR_STORAGE_KEY,
} from './config/wallet-storage-keys.js';
export type {
  ConnectOptions,
  Connector,
  ConnectorContext,
  ConnectorEvents,
  ConnectorList,
  ConnectorType,
  ConnectResult,
  CreateConnectorsFn,
  SignAndSendOptions,
  SignedMessage,
  SignInResult,
  SignOptions,
  WalletSendOptions,
} from './connectors/connector.js';
export type { InjectedParameters } from './connectors/injected.js';
export { injected } from './connectors/injected.js';
export type { CreateInjectedConnectorParameters } from './connectors/injected-connector.js';
export { createInjectedConnector } from './connectors/injected-connector.js';
export type { InjectedProvider, InjectedPublicKey } from './connectors/injected-provider.js';
export type { WalletStandardMode } from './connectors/qualifies-for-latchkey.js';
export {
  qualifiesForLatchkey,
  REQUIRED_WALLET_STANDARD_FEATURES,
} from './connectors/qualifies-for-latchkey.js';
export { toWalletError } from './connectors/to-wallet-error.js';
export type { WalletQuirks } from './connectors/wallet-quirks.js';
export { DEFAULT_SILENT_CONNECT_TIMEOUT_MS } from './connectors/wallet-quirks.js';
export type { WalletStandardParameters } from './connectors/wallet-standard.js';
export { walletStandard } from './connectors/wallet-standard.js';
export type { CreateWalletStandardConnectorParameters } from './connectors/wallet-standard-connector.js';
export { createWalletStandardConnector } from './connectors/wallet-standard-connector.js';
export { WALLET_STANDARD_FEATURES } from './connectors/wallet-standard-features.js';
export type { RedirectResult } from './deeplink/deep-link-types.js';
export { EMBEDDED_WALLET_NAME } from './embedded/embedded-wallet-name.js';
export type { DetectEnvironmentParameters, Environment } from './environment/detect-environment.js';
export { detectEnvironment } from './environment/detect-environment.js';
export {
  LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING,
  LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING,
  LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING,
  LATCHKEY_ERROR__CONFIG__PROVIDER_MISSING,
  LATCHKEY_ERROR__CUSTODY__ACTIVITY_FAILED,
  LATCHKEY_ERROR__CUSTODY__BASE_URL_MISSING,
  LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
  LATCHKEY_ERROR__CUSTODY__CONSENSUS_NEEDED,
  LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT,
  LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
  LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT,
  LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING,
  LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED,
  LATCHKEY_ERROR__CUSTODY__SESSION_FAILED,
  LATCHKEY_ERROR__CUSTODY__UNREACHABLE,
  LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER,
  LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE,
  LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST,
  LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT,
  LATCHKEY_ERROR__EVM__CHAIN_NOT_DEFINED,
  LATCHKEY_ERROR__EVM__CHAIN_NOT_SUPPORTED,
  LATCHKEY_ERROR__INPUT__INVALID_DECIMAL,
  LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS,
  LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE,
  LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT,
  LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS,
  LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS,
  LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME,
  LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND,
  LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS,
  LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
  LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER,
  LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING,
  LATCHKEY_ERROR__PREVIEW__SIMULATION_UNAVAILABLE,
  LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE,
  LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE,
  LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED,
  LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED,
  LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE,
  LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE,
  LATCHKEY_ERROR__SESSION__ENDED,
  LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL,
  LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID,
  LATCHKEY_ERROR__SESSION__MFA_REQUIRED,
  LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN,
  LATCHKEY_ERROR__SESSION__POPUP_BLOCKED,
  LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED,
  LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE,
  LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
  LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED,
  LATCHKEY_ERROR__TRANSACTION__EXECUTION_FAILED,
  LATCHKEY_ERROR__TRANSACTION__FAILED,
  LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE,
  LATCHKEY_ERROR__TRANSACTION__INVALID,
  LATCHKEY_ERROR__TRANSACTION__MINT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__NOT_SIGNED,
  LATCHKEY_ERROR__TRANSACTION__SIGNER_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__SOURCE_TOKEN_ACCOUNT_NOT_FOUND,
  LATCHKEY_ERROR__TRANSACTION__TIMED_OUT,
  LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED,
  LATCHKEY_ERROR__USER_CANCELLED__AUTHENTICATOR_NOT_FOUND,
  LATCHKEY_ERROR__USER_CANCELLED__NOT_ALLOWED_BY_USER_AGENT,
  LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
  LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED,
  LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE,
  LATCHKEY_ERROR__WALLET__CANNOT_PROCEED,
  LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED,
  LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED,
  LATCHKEY_ERROR__WALLET__NO_ACCOUNTS,
  LATCHKEY_ERROR__WALLET__NOT_CONNECTED,
  LATCHKEY_ERROR__WALLET__REQUEST_FAILED,
  LATCHKEY_ERROR__WALLET__REQUEST_PENDING,
  LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED,
  LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED,
  LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH,
  LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN,
  LATCHKEY_ERROR__WALLET__USER_ADDRESS_NOT_FOUND,
  LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID,
  LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED,
  LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED,
} from './errors/codes.js';
export type { LatchkeyErrorContext, LatchkeyErrorContextByCode } from './errors/context.js';
export type { CustodyErrorCode } from './errors/custody-error.js';
export { CustodyError } from './errors/custody-error.js';
export type { LatchkeyErrorArgs, LatchkeyErrorOptions } from './errors/latchkey-error.js';
export { formatErrorMessage, isLatchkeyError, LatchkeyError } from './errors/latchkey-error.js';
export type { LatchkeyErrorCode } from './errors/messages.js';
export { LatchkeyErrorMessages } from './errors/messages.js';
export { TransactionExecutionError } from './errors/transaction-execution-error.js';
export type { UserCancellationCode } from './errors/user-cancellation-error.js';
export { isUserCancellation, UserCancellationError } from './errors/user-cancellation-error.js';
export { WebAuthnError } from './errors/webauthn-error.js';
export type { WebAuthnErrorCode } from './errors/webauthn-error-codes.js';
export { WebAuthnErrorReasons } from './errors/webauthn-error-codes.js';
export type { Emitter, Listener } from './events/create-emitter.js';
export { createEmitter } from './events/create-emitter.js';
export type { CreateLoggerParameters, Logger, LogLevel, LogSink } from './logger/logger.js';
export { createLogger } from './logger/logger.js';
export type {
  CreateNetworkSelectionParameters,
  NetworkEvents,
  NetworkSelection,
} from './networks/create-network-selection.js';
export {
  createNetworkSelection,
  SELECTED_NETWORK_STORAGE_KEY,
} from './networks/create-network-selection.js';
export type { DefineSolanaNetworkParameters } from './networks/define-solana-network.js';
export {
  defineSolanaNetwork,
  solanaDevnet,
  solanaLocalnet,
  solanaMainnet,
  solanaTestnet,
} from './networks/define-solana-network.js';
export { getExplorerUrl } from './networks/explorer-url.js';
export { clusterFromGenesisHash, SOLANA_GENESIS_HASHES } from './networks/genesis-hashes.js';
export { getRpcUrl, getWsUrl } from './networks/get-rpc-url.js';
export type { Commitment, SolanaCluster, SolanaNetwork } from './networks/solana-network.js';
export { DEFAULT_CLUSTER, DEFAULT_COMMITMENT } from './networks/solana-network.js';
export type { Session, SessionCredential, SessionUser } from './product-api/session-messages.js';
export { createSignInMessageText } from './sign-in/create-sign-in-message.js';
export { parseSignInMessage } from './sign-in/parse-sign-in-message.js';
export type {
  CreatedSignInInput,
  CreateSignInInputParameters,
  SignInInput,
  SignInMessageFields,
} from './sign-in/sign-in-input.js';
export { createSignInInput } from './sign-in/sign-in-input.js';
export type { SignInOutput, VerifySignInParameters } from './sign-in/verify-sign-in.js';
export { verifySignIn } from './sign-in/verify-sign-in.js';
export type { SponsorshipOptions } from './sponsorship/sponsorship-options.js';
export type { CreateStorageParameters, LatchkeyStorage } from './storage/create-storage.js';
export { createStorage, STORAGE_PREFIX } from './storage/create-storage.js';
export type { CreateIndexedDbStorageAdapterParameters } from './storage/indexed-db-storage-adapter.js';
export { createIndexedDbStorageAdapter } from './storage/indexed-db-storage-adapter.js';
export type { CreateLocalStorageAdapterParameters } from './storage/local-storage-adapter.js';
export { createLocalStorageAdapter } from './storage/local-storage-adapter.js';
export { createMemoryStorageAdapter } from './storage/memory-storage-adapter.js';
export type { StorageAdapter } from './storage/storage-adapter.js';
export type { Store } from './store/create-store.js';
export { createStore } from './store/create-store.js';
export type { TokenBalance } from './transactions/read-token-balances.js';
export type { EvmAddress } from './validation/evm-address.js';
export { assertEvmAddress, isEvmAddress } from './validation/evm-address.js';
export {
  assertSolanaAddress,
  isSolanaAddress,
  MULTIPLE_RECIPIENTS_PLACEHOLDER,
} from './validation/solana-address.js';
export {
  findWalletBookEntryByName,
  getInAppBrowserUrl,
  getWalletBookEntry,
  matchesExtensionLocators,
  readWindowLocation,
} from './wallet-book/find-wallet-book-entry.js';
export {
  isSafeImageUrl,
  validateWalletBookEntry,
} from './wallet-book/validate-wallet-book-entry.js';
export { walletBook } from './wallet-book/wallet-book-entries.js';
export type {
  WalletBookDeepLinks,
  WalletBookDownloadLinks,
  WalletBookEntry,
  WalletBookExtensionLocator,
  WalletBookInjectedConfig,
  WalletBookQuirks,
} from './wallet-book/wallet-book-entry.js';
