// biome-ignore-all lint/performance/noBarrelFile: the package entry re-exports its public API by name.
export type { SandboxCommand } from './cli-arguments.js';
export { parseSandboxArguments, SANDBOX_USAGE } from './cli-arguments.js';
export type { CustodyActivityRecord } from './custody-server/activity-store.js';
export type { CustodyBehavior } from './custody-server/custody-behavior.js';
export type { CustodyRequestRecord } from './custody-server/custody-route.js';
export type { OutboxMessage } from './custody-server/custody-state.js';
export type {
  CustodyAdmin,
  RunningCustodyServer,
  StartCustodyServerParameters,
} from './custody-server/start-custody-server.js';
export { startCustodyServer } from './custody-server/start-custody-server.js';
export type { RunningEvmNode, StartEvmNodeParameters } from './evm-node/start-evm-node.js';
export { SANDBOX_EVM_CHAIN_ID, startEvmNode } from './evm-node/start-evm-node.js';
export { healthRoute } from './health/health-route.js';
export type {
  RouteHandler,
  RunningHttpServer,
  StartHttpServerParameters,
} from './http/start-http-server.js';
export { startHttpServer } from './http/start-http-server.js';
export type { MwaAuthorization, MwaIdentity } from './mwa-wallet/mwa-authorizations.js';
export type { MwaWalletBehaviour } from './mwa-wallet/mwa-wallet-behaviour.js';
export { MWA_WALLET_BEHAVIOURS } from './mwa-wallet/mwa-wallet-behaviour.js';
export type {
  RunningMwaWallet,
  StartMwaWalletParameters,
} from './mwa-wallet/start-mwa-wallet.js';
export { DEFAULT_MWA_WALLET_SEED, startMwaWallet } from './mwa-wallet/start-mwa-wallet.js';
export type { OpenIdClient, OpenIdIssuerName } from './openid-provider/openid-accounts.js';
export { OPENID_TEST_ACCOUNTS, openIdSubject } from './openid-provider/openid-accounts.js';
export { sandboxOAuthProviders } from './openid-provider/sandbox-oauth-providers.js';
export type {
  RunningOpenIdProvider,
  SignIdTokenOptions,
  StartOpenIdProviderParameters,
} from './openid-provider/start-openid-provider.js';
export { startOpenIdProvider } from './openid-provider/start-openid-provider.js';
export type { PhantomResponderKeys } from './phantom-responder/phantom-responder-keys.js';
export { derivePhantomResponderKeys } from './phantom-responder/phantom-responder-keys.js';
export { PHANTOM_RESPONDER_BASE_PATH } from './phantom-responder/phantom-responder-route.js';
export type {
  RunningPhantomResponder,
  StartPhantomResponderParameters,
} from './phantom-responder/start-phantom-responder.js';
export {
  DEFAULT_PHANTOM_RESPONDER_SEED,
  startPhantomResponder,
} from './phantom-responder/start-phantom-responder.js';
export type {
  RunningProductServer,
  StartProductServerParameters,
} from './product-server/start-product-server.js';
export { startProductServer } from './product-server/start-product-server.js';
export {
  SANDBOX_CUSTODY_ORGANIZATION_ID,
  SANDBOX_DEFAULT_PORTS,
  SANDBOX_PRODUCT_API_ENVIRONMENT,
} from './sandbox-defaults.js';
export type { StartSandboxParameters } from './sandbox-parameters.js';
export { SANDBOX_EPHEMERAL_PORTS } from './sandbox-parameters.js';
export type { MintTokensParameters } from './solana-rpc/mint-tokens.js';
export type { RpcRequestRecord, RpcTransport } from './solana-rpc/request-log.js';
export { RequestLog } from './solana-rpc/request-log.js';
export type { RpcFault, RpcFaults } from './solana-rpc/rpc-faults.js';
export type { SandboxMints } from './solana-rpc/sandbox-mints.js';
export { SANDBOX_MINT_DECIMALS } from './solana-rpc/sandbox-mints.js';
export { DEFAULT_SLOT_MS } from './solana-rpc/slot-clock.js';
export type {
  SolanaSandbox,
  StartSolanaRpcParameters,
  WaitOptions,
} from './solana-rpc/start-solana-rpc.js';
export { startSolanaRpc } from './solana-rpc/start-solana-rpc.js';
export type { Commitment, LedgerSignatureStatus } from './solana-rpc/svm-ledger.js';
export type { Sandbox } from './start-sandbox.js';
export { startSandbox } from './start-sandbox.js';
export type { RunningWalletConnectService } from './walletconnect/start-walletconnect-service.js';
export { startWalletConnectService } from './walletconnect/start-walletconnect-service.js';
export type {
  RunningWalletConnectWallet,
  StartWalletConnectWalletParameters,
  WalletConnectWalletSession,
} from './walletconnect/start-walletconnect-wallet.js';
export {
  DEFAULT_WALLETCONNECT_WALLET_SEED,
  startWalletConnectWallet,
} from './walletconnect/start-walletconnect-wallet.js';
export { walletConnectSandboxChains } from './walletconnect/walletconnect-sandbox-chains.js';
export type { WalletConnectWalletBehaviour } from './walletconnect/walletconnect-wallet-behaviour.js';
export { WALLETCONNECT_WALLET_BEHAVIOURS } from './walletconnect/walletconnect-wallet-behaviour.js';
