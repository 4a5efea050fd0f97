import { describe, expect, it } from 'vitest';
import * as codes from './codes.js';
import { CustodyError } from './custody-error.js';
import { formatErrorMessage, isLatchkeyError, LatchkeyError } from './latchkey-error.js';
import { type LatchkeyErrorCode, LatchkeyErrorMessages } from './messages.js';
import { TransactionExecutionError } from './transaction-execution-error.js';
import { isUserCancellation, UserCancellationError } from './user-cancellation-error.js';
import { WebAuthnError } from './webauthn-error.js';

// SPEC §8, verbatim, with the placeholders a test fills.
const catalogue: Array<[LatchkeyErrorCode, Record<string, unknown> | undefined, string]> = [
  [codes.LATCHKEY_ERROR__WALLET__CANNOT_PROCEED, undefined, 'Cannot proceed with your request'],
  [
    codes.LATCHKEY_ERROR__CUSTODY__CODE_INVALID_OR_EXPIRED,
    undefined,
    'The code is invalid or expired.',
  ],
  [codes.LATCHKEY_ERROR__CUSTODY__SESSION_FAILED, undefined, 'Failed to create or restore session'],
  [codes.LATCHKEY_ERROR__NETWORK__NO_ENABLED_NETWORKS, undefined, 'No enabled networks'],
  [codes.LATCHKEY_ERROR__NETWORK__RPC_URL_MISSING, undefined, 'No rpcUrl'],
  [
    codes.LATCHKEY_ERROR__NETWORK__RPC_UNAVAILABLE,
    { reason: 'HTTP 503' },
    'The RPC did not answer: HTTP 503',
  ],
  [
    codes.LATCHKEY_ERROR__NETWORK__RPC_UNEXPECTED_ANSWER,
    { reason: 'no value' },
    'Unexpected answer from the RPC: no value',
  ],
  [codes.LATCHKEY_ERROR__TRANSACTION__ACCOUNT_NOT_FOUND, undefined, 'Account not found'],
  [codes.LATCHKEY_ERROR__CUSTODY__NO_TURNKEY_ACCOUNT, undefined, 'No turnkey account'],
  [codes.LATCHKEY_ERROR__WALLET__SOLANA_WALLET_NOT_FOUND, undefined, 'Solana wallet not found'],
  [
    codes.LATCHKEY_ERROR__TRANSACTION__TRANSACTION_AND_CONNECTION_REQUIRED,
    undefined,
    'Transaction and connection are required',
  ],
  [codes.LATCHKEY_ERROR__TRANSACTION__TIMED_OUT, undefined, 'Transaction timed out'],
  [codes.LATCHKEY_ERROR__TRANSACTION__FAILED, undefined, 'Transaction failed'],
  [
    codes.LATCHKEY_ERROR__TRANSACTION__BLOCKHASH_EXPIRED,
    undefined,
    'Transaction expired before it was confirmed: its blockhash is no longer valid',
  ],
  [codes.LATCHKEY_ERROR__WALLET__SIGN_MESSAGE_FAILED, undefined, 'Failed to sign message'],
  [codes.LATCHKEY_ERROR__TRANSACTION__SIGNER_NOT_FOUND, undefined, 'Signer not found'],
  [codes.LATCHKEY_ERROR__WALLET__USER_ADDRESS_NOT_FOUND, undefined, 'User address not found'],
  [codes.LATCHKEY_ERROR__CONFIG__ENVIRONMENT_ID_MISSING, undefined, 'Failed to get environment id'],
  [
    codes.LATCHKEY_ERROR__CONFIG__EMBEDDED_WALLET_MISSING,
    undefined,
    'Pass embeddedWallet to LatchkeyProvider to use embedded wallets',
  ],
  [
    codes.LATCHKEY_ERROR__WEBAUTHN__NOT_SUPPORTED,
    undefined,
    'Webauthn is not supported on this device',
  ],
  [
    codes.LATCHKEY_ERROR__WALLET__HARDWARE_MESSAGE_SIGNING_UNSUPPORTED,
    { wallet: 'Ledger' },
    'Message signing is currently not supported on Ledger hardware wallet',
  ],
  [codes.LATCHKEY_ERROR__EVM__CHAIN_NOT_DEFINED, undefined, 'Chain is not defined'],
  [codes.LATCHKEY_ERROR__EVM__CHAIN_NOT_SUPPORTED, undefined, 'Chain is not supported'],
  [codes.LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND, { id: 8453 }, 'Chain with id 8453 not found'],
  [
    codes.LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED,
    { code: 16, message: 'expired api key' },
    'Turnkey error 16: expired api key',
  ],
  [
    codes.LATCHKEY_ERROR__CUSTODY__HTTP_ERROR,
    { status: 502, statusText: 'Bad Gateway' },
    '502 Bad Gateway',
  ],
  [codes.LATCHKEY_ERROR__DEEPLINK__UNABLE_TO_DECRYPT, undefined, 'Unable to decrypt data'],
  [codes.LATCHKEY_ERROR__INPUT__INVALID_DECIMAL, undefined, 'Number is not a valid decimal number'],
  [codes.LATCHKEY_ERROR__TRANSACTION__DESTINATION_REQUIRED, undefined, 'Destination is required'],
  [
    codes.LATCHKEY_ERROR__TRANSACTION__SOURCE_TOKEN_ACCOUNT_NOT_FOUND,
    undefined,
    'Source token account not found',
  ],
  [codes.LATCHKEY_ERROR__TRANSACTION__INVALID, undefined, 'Invalid transaction'],
  [
    codes.LATCHKEY_ERROR__USER_CANCELLED__WEBAUTHN_TIMED_OUT_OR_NOT_ALLOWED,
    undefined,
    'operation either timed out or was not allowed',
  ],
  [
    codes.LATCHKEY_ERROR__USER_CANCELLED__NOT_ALLOWED_BY_USER_AGENT,
    undefined,
    'request is not allowed by the user agent...',
  ],
  [
    codes.LATCHKEY_ERROR__USER_CANCELLED__AUTHENTICATOR_NOT_FOUND,
    undefined,
    'webauthn authenticator not found in organization or parent organization',
  ],
  [
    codes.LATCHKEY_ERROR__USER_CANCELLED__REQUEST_CANCELLED,
    undefined,
    'user cancelled the request',
  ],
];

describe('error catalogue', () => {
  it.each(catalogue)('code %i reads exactly as SPEC §8 says', (code, context, message) => {
    expect(formatErrorMessage(code, context as never)).toBe(message);
    const error = new (LatchkeyError as new (c: number, o?: unknown) => LatchkeyError)(code, {
      context,
    });
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });

  it('gives every code a message and every message a unique code', () => {
    const values = Object.values(codes);
    expect(new Set(values).size).toBe(values.length);
    for (const code of values) expect(LatchkeyErrorMessages[code]).toBeTypeOf('string');
    expect(Object.keys(LatchkeyErrorMessages).length).toBe(values.length);
  });

  it('keeps code ranges per domain', () => {
    for (const [name, code] of Object.entries(codes)) {
      const domain = name.split('__')[1];
      const range: Record<string, number> = {
        CONFIG: 1,
        NETWORK: 2,
        INPUT: 3,
        TRANSACTION: 4,
        WALLET: 5,
        USER_CANCELLED: 6,
        DEEPLINK: 7,
        CUSTODY: 8,
        WEBAUTHN: 9,
        EVM: 10,
        PRODUCT_API: 11,
        SESSION: 12,
        PREVIEW: 14,
      };
      expect(Math.floor(code / 1000), name).toBe(range[domain ?? '']);
    }
  });
});

describe('LatchkeyError', () => {
  it('carries code, frozen context, details and cause', () => {
    const cause = new Error('socket closed');
    const error = new LatchkeyError(codes.LATCHKEY_ERROR__NETWORK__CHAIN_NOT_FOUND, {
      context: { id: 103 },
      details: { tried: [101, 102] },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('LatchkeyError');
    expect(error.context).toEqual({ id: 103 });
    expect(Object.isFrozen(error.context)).toBe(true);
    expect(error.details).toEqual({ tried: [101, 102] });
    expect(error.cause).toBe(cause);
    expect(error.shortMessage).toBe('Chain with id 103 not found');
  });

  it('narrows with isLatchkeyError by code', () => {
    const error: unknown = new LatchkeyError(codes.LATCHKEY_ERROR__CUSTODY__HTTP_ERROR, {
      context: { status: 500, statusText: 'Internal Server Error' },
    });
    expect(isLatchkeyError(error)).toBe(true);
    expect(isLatchkeyError(error, codes.LATCHKEY_ERROR__TRANSACTION__FAILED)).toBe(false);
    if (isLatchkeyError(error, codes.LATCHKEY_ERROR__CUSTODY__HTTP_ERROR)) {
      expect(error.context.status).toBe(500);
    }
    expect(isLatchkeyError(new Error('x'))).toBe(false);
  });
});

describe('subclasses', () => {
  it('appends custody details the way the provider client shows them', () => {
    const details = [{ turnkeyErrorCode: 'API_KEY_EXPIRED' }];
    const error = new CustodyError(codes.LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED, {
      context: { code: 16, message: 'expired api key' },
      details,
    });
    expect(error).toBeInstanceOf(LatchkeyError);
    expect(error.shortMessage).toBe('Turnkey error 16: expired api key');
    expect(error.message).toBe(
      'Turnkey error 16: expired api key (Details: [{"turnkeyErrorCode":"API_KEY_EXPIRED"}])',
    );
    const plain = new CustodyError(codes.LATCHKEY_ERROR__CUSTODY__REQUEST_FAILED, {
      context: { code: 3, message: 'invalid argument' },
      details: [],
    });
    expect(plain.message).toBe('Turnkey error 3: invalid argument');
  });

  it('wraps wallet failures during submit as execution errors', () => {
    const cause = new Error('Blockhash not found');
    const error = TransactionExecutionError.from(cause);
    expect(error.code).toBe(codes.LATCHKEY_ERROR__TRANSACTION__EXECUTION_FAILED);
    expect(error.message).toBe('Transaction execution failed: Blockhash not found');
    expect(error.cause).toBe(cause);
    expect(TransactionExecutionError.from(error)).toBe(error);
    expect(TransactionExecutionError.from('rejected').message).toBe(
      'Transaction execution failed: rejected',
    );
  });

  it('carries the WebAuthn classification', () => {
    const error = WebAuthnError.ceremony('ERROR_INVALID_RP_ID');
    expect(error.webauthnCode).toBe('ERROR_INVALID_RP_ID');
    expect(error.code).toBe(codes.LATCHKEY_ERROR__WEBAUTHN__CEREMONY_FAILED);
    expect(error.message).toBe('The relying-party id does not match this domain');
    const unsupported = WebAuthnError.notSupported();
    expect(unsupported.webauthnCode).toBeUndefined();
    expect(unsupported.message).toBe('Webauthn is not supported on this device');
  });

  it('recognises user cancellations by message and keeps the cause', () => {
    const dom = new Error('The request is not allowed by the user agent or the platform');
    const cancellation = UserCancellationError.from(dom);
    expect(cancellation?.code).toBe(
      codes.LATCHKEY_ERROR__USER_CANCELLED__NOT_ALLOWED_BY_USER_AGENT,
    );
    expect(cancellation?.message).toBe('request is not allowed by the user agent...');
    expect(cancellation?.cause).toBe(dom);
    expect(isUserCancellation({ message: 'User cancelled the request' })).toBe(true);
    expect(isUserCancellation(new Error('Transaction failed'))).toBe(false);
    expect(isUserCancellation(undefined)).toBe(false);
    expect(UserCancellationError.from(cancellation)).toBe(cancellation);
  });
});
