// The Parameters, ReturnType and ErrorType of each action of this folder, named as wagmi's actions
// name theirs. The package entry re-exports them all from here (types only, so its one line).

export type { ConnectErrorType, ConnectParameters, ConnectReturnType } from './connect.js';
export type {
  ConnectAndSignErrorType,
  ConnectAndSignParameters,
  ConnectAndSignReturnType,
} from './connect-and-sign.js';
export type {
  DisconnectErrorType,
  DisconnectParameters,
  DisconnectReturnType,
} from './disconnect.js';
export type {
  GetBalanceErrorType,
  GetBalanceParameters,
  GetBalanceReturnType,
} from './get-balance.js';
export type {
  GetConnectedConnectorErrorType,
  GetConnectedConnectorParameters,
  GetConnectedConnectorReturnType,
} from './get-connected-connector.js';
export type {
  GetTokenBalancesErrorType,
  GetTokenBalancesParameters,
  GetTokenBalancesReturnType,
} from './get-token-balances.js';
export type {
  GetTransactionSignerErrorType,
  GetTransactionSignerParameters,
  GetTransactionSignerReturnType,
} from './get-transaction-signer.js';
export type {
  PreviewTransactionErrorType,
  PreviewTransactionParameters,
  PreviewTransactionReturnType,
} from './preview-transaction.js';
export type {
  SendTransactionErrorType,
  SendTransactionParameters,
  SendTransactionReturnType,
} from './send-transaction.js';
export type {
  SignMessageErrorType,
  SignMessageParameters,
  SignMessageReturnType,
} from './sign-message.js';
export type {
  SignMessageWithMemoTransactionErrorType,
  SignMessageWithMemoTransactionParameters,
  SignMessageWithMemoTransactionReturnType,
} from './sign-message-with-memo-transaction.js';
export type {
  SwitchNetworkErrorType,
  SwitchNetworkParameters,
  SwitchNetworkReturnType,
} from './switch-network.js';
