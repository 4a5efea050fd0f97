import * as codes from './codes.js';

/**
 * Message templates by code. Placeholders are written `{name}` and filled from the error's
 * context. Wording that SPEC §8 fixes is kept verbatim; hosts may match on it.
 */
export const LatchkeyErrorMessages = {
  [codes.LATCHKEY_ERROR__CONFIG__APP_NAME_MISSING]: 'Embedded wallets need an appName',
  [codes.LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING]: 'Failed to get environment id',
  [codes.LATCHKEY_ERROR__CONFIG__PROVIDER_MISSING]:
    'Latchkey hooks and components must be used inside <LatchkeyProvider>',
  [codes.LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING]:
    'Pass embeddedWallet to LatchkeyProvider to use embedded wallets',

  [codes.LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS]: 'No enabled networks',
  [codes.LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING]: 'No rpcUrl',
  [codes.LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND]: 'Chain with id {id} not found',
  [codes.LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE]: 'The RPC did not answer: {reason}',
  [codes.LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER]:
    'Unexpected answer from the RPC: {reason}',

  [codes.LATCHKEY_ERROR__INPUT__INVALID_DECIMAL]: 'Number is not a valid decimal number',
  [codes.LATCHKEY_ERROR__INPUT__INVALID_SOLANA_ADDRESS]: 'Invalid Solana address: {address}',
  [codes.LATCHKEY_ERROR__INPUT__INVALID_EVM_ADDRESS]: 'Invalid EVM address: {address}',
  [codes.LATCHKEY_ERROR__INPUT__INVALID_SIGN_IN_INPUT]: 'Invalid sign-in input: {reason}',
  [codes.LATCHKEY_ERROR__INPUT__INVALID_TOKEN_DECIMALS]:
    'Token decimals must be a whole number from 0 to 255, got {decimals}',
  [codes.LATCHKEY_ERROR__INPUT__INVALID_PRIORITY_FEE]:
    "Priority fee must be 'auto' or whole micro-lamports from 0 to 2^64 - 1, got {priorityFee}",
  [codes.LATCHKEY_ERROR__INPUT__INVALID_WALLET_NAME]: 'A wallet name is 1 to 64 characters of text',

  [codes.LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED]: 'Destination is required',
  [codes.LATCHKEY_ERROR__TRANSACTION__SOURCE_TOKEN_ACCOUNT_NOT_FOUND]:
    'Source token account not found',
  [codes.LATCHKEY_ERROR__TRANSACTION__INVALID]: 'Invalid transaction',
  [codes.LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED]:
    'Transaction and connection are required',
  [codes.LATCHKEY_ERROR__TRANSACTION__TIMED_OUT]: 'Transaction timed out',
  [codes.LATCHKEY_ERROR__TRANSACTION__FAILED]: 'Transaction failed',
  [codes.LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED]:
    'Transaction expired before it was confirmed: its blockhash is no longer valid',
  [codes.LATCHKEY_ERROR__TRANSACTION__EXECUTION_FAILED]: 'Transaction execution failed: {reason}',
  [codes.LATCHKEY_ERROR__TRANSACTION__SIGNER_NOT_FOUND]: 'Signer not found',
  [codes.LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND]: 'Account not found',
  [codes.LATCHKEY_ERROR__TRANSACTION__FEE_UNAVAILABLE]:
    'The network could not quote a fee for this transaction; its blockhash may have expired',
  [codes.LATCHKEY_ERROR__TRANSACTION__NOT_SIGNED]:
    'The transaction must be signed by its fee payer before it is sent',
  [codes.LATCHKEY_ERROR__TRANSACTION__MINT_NOT_FOUND]: 'Token mint {mint} not found',
  [codes.LATCHKEY_ERROR__TRANSACTION__AMOUNT_OUT_OF_RANGE]:
    'Amount must be greater than zero and fit in 64 bits, got {amount}',

  [codes.LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND]: 'Solana wallet not found',
  [codes.LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED]: 'Failed to sign message',
  [codes.LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED]:
    'Message signing is currently not supported on {wallet} hardware wallet',
  [codes.LATCHKEY_ERROR__WALLET__CANNOT_PROCEED]: 'Cannot proceed with your request',
  [codes.LATCHKEY_ERROR__WALLET__USER_ADDRESS_NOT_FOUND]: 'User address not found',
  [codes.LATCHKEY_ERROR__WALLET__NOT_CONNECTED]: 'No wallet is connected',
  [codes.LATCHKEY_ERROR__WALLET__FEATURE_NOT_SUPPORTED]: '{wallet} does not support {feature}',
  [codes.LATCHKEY_ERROR__WALLET__REQUEST_FAILED]: '{wallet} could not complete {method}: {reason}',
  [codes.LATCHKEY_ERROR__WALLET__REQUEST_PENDING]:
    '{wallet} already has a request open; finish or close it in the wallet',
  [codes.LATCHKEY_ERROR__WALLET__NO_ACCOUNTS]: '{wallet} did not share an account',
  [codes.LATCHKEY_ERROR__WALLET__SIGN_IN_VERIFICATION_FAILED]:
    'Sign-in verification failed: {reason}',
  [codes.LATCHKEY_ERROR__WALLET__WALLET_BOOK_ENTRY_INVALID]:
    'Invalid wallet-book entry "{key}": {reason}',
  [codes.LATCHKEY_ERROR__WALLET__UNSUPPORTED_CHAIN]: '{wallet} does not support {chain}',
  [codes.LATCHKEY_ERROR__WALLET__SIGNED_TRANSACTION_MISMATCH]:
    'The wallet returned a transaction that does not match the request: {reason}',
  [codes.LATCHKEY_ERROR__WALLET__APPROVAL_UNAVAILABLE]:
    "No approval view: see createConfig's approval option",

  [codes.LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED]:
    'operation either timed out or was not allowed',
  [codes.LATCHKEY_ERROR__USER_CANCELLED__NOT_ALLOWED_BY_USER_AGENT]:
    'request is not allowed by the user agent...',
  [codes.LATCHKEY_ERROR__USER_CANCELLED__AUTHENTICATOR_NOT_FOUND]:
    'webauthn authenticator not found in organization or parent organization',
  [codes.LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED]: 'user cancelled the request',

  [codes.LATCHKEY_ERROR__DEEPLINK__MISSING_QUERY_PARAMETER]:
    'Missing query parameter "{name}" in the wallet redirect',
  [codes.LATCHKEY_ERROR__DEEPLINK__MISSING_STORED_VALUE]:
    'Missing stored value "{name}" for the wallet redirect',
  [codes.LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT]: 'Unable to decrypt data',
  [codes.LATCHKEY_ERROR__DEEPLINK__NO_PENDING_REQUEST]:
    'The wallet answered a request this page did not make',
  [codes.LATCHKEY_ERROR__DEEPLINK__MALFORMED_RESPONSE]:
    "The wallet's answer is malformed: {reason}",

  [codes.LATCHKEY_ERROR__CUSTODY__BASE_URL_MISSING]: 'The custody client needs a base URL',
  [codes.LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED]: 'Turnkey error {code}: {message}',
  [codes.LATCHKEY_ERROR__CUSTODY__HTTP_ERROR]: '{status} {statusText}',
  [codes.LATCHKEY_ERROR__CUSTODY__CONSENSUS_NEEDED]: 'Activity {activityId} needs consensus',
  [codes.LATCHKEY_ERROR__CUSTODY__ACTIVITY_FAILED]:
    'Activity {activityId} ended with status {status}',
  [codes.LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT]: 'No turnkey account',
  [codes.LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED]: 'The code is invalid or expired.',
  [codes.LATCHKEY_ERROR__CUSTODY__SESSION_FAILED]: 'Failed to create or restore session',
  [codes.LATCHKEY_ERROR__CUSTODY__PASSKEY_IDENTIFIER_MISSING]:
    'Passkey registration needs an email or a passkey identifier',
  [codes.LATCHKEY_ERROR__CUSTODY__UNREACHABLE]:
    'The custody provider at {url} could not be reached',
  [codes.LATCHKEY_ERROR__CUSTODY__MALFORMED_RESPONSE]:
    'The custody provider sent an unexpected answer to {request}: {reason}',
  [codes.LATCHKEY_ERROR__CUSTODY__FRAME_TIMED_OUT]:
    'The custody provider’s {frame} frame did not answer in {seconds} s',

  [codes.LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED]: 'Webauthn is not supported on this device',
  [codes.LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED]: '{reason}',

  [codes.LATCHKEY_ERROR__EVM__CHAIN_NOT_DEFINED]: 'Chain is not defined',
  [codes.LATCHKEY_ERROR__EVM__CHAIN_NOT_SUPPORTED]: 'Chain is not supported',

  [codes.LATCHKEY_ERROR__PRODUCT_API__REQUEST_FAILED]: 'Product API error {status}: {message}',
  [codes.LATCHKEY_ERROR__PRODUCT_API__UNREACHABLE]: 'Could not reach the product API: {reason}',
  [codes.LATCHKEY_ERROR__PRODUCT_API__MALFORMED_RESPONSE]:
    'The product API answered with a malformed response',
  [codes.LATCHKEY_ERROR__PRODUCT_API__SPONSORED_TRANSACTION_CHANGED]:
    'The sponsor changed the transaction: {reason}',

  [codes.LATCHKEY_ERROR__SESSION__NOT_SIGNED_IN]: 'Not signed in',
  [codes.LATCHKEY_ERROR__SESSION__SIGN_IN_REFUSED]: 'Sign-in refused: {reason}',
  [codes.LATCHKEY_ERROR__SESSION__ENDED]: 'Session ended: sign in again',
  [codes.LATCHKEY_ERROR__SESSION__LAST_CREDENTIAL]: 'Cannot remove your only credential',
  [codes.LATCHKEY_ERROR__SESSION__CREDENTIAL_LINKED_ELSEWHERE]: 'Linked to another account',
  [codes.LATCHKEY_ERROR__SESSION__MFA_REQUIRED]: 'Verify your second factor first',
  [codes.LATCHKEY_ERROR__SESSION__MFA_CODE_INVALID]: 'The code is wrong or was already used',
  [codes.LATCHKEY_ERROR__SESSION__POPUP_BLOCKED]: 'Allow pop-ups for this site to link an account',
  [codes.LATCHKEY_ERROR__SESSION__MFA_PASSKEY_INVALID]: 'The passkey could not be verified',

  [codes.LATCHKEY_ERROR__PREVIEW__SIMULATION_UNAVAILABLE]: 'Could not simulate the transaction',
  [codes.LATCHKEY_ERROR__PREVIEW__SIMULATION_UNREADABLE]: 'The simulation answer could not be read',
} as const;

/** Every Latchkey error code. */
export type LatchkeyErrorCode = keyof typeof LatchkeyErrorMessages;
