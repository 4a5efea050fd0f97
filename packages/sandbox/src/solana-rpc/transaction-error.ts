/**
 * An instruction error as a validator serializes it: a variant name, `{Custom: code}`, or
 * `{BorshIoError: message}`.
 */
export type InstructionErrorJson = string | { Custom: number } | { BorshIoError: string };

/**
 * A transaction error as a validator serializes it in `err` fields (serde's externally tagged
 * enum): `"BlockhashNotFound"`, `{"InstructionError": [0, {"Custom": 1}]}`…
 */
export type TransactionErrorJson =
  | string
  | { InstructionError: [number, InstructionErrorJson] }
  | { DuplicateInstruction: number }
  | { InsufficientFundsForRent: { account_index: number } }
  | { ProgramExecutionTemporarilyRestricted: { account_index: number } };

// LiteSVM's const enums (TransactionErrorFieldless, InstructionErrorFieldless), in order: they
// are ambient, so their names are not available at run time.
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

type ErrorObject = { constructor: { name: string } } & Record<string, unknown>;

function instructionErrorToJson(error: unknown): InstructionErrorJson {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'InvalidError';
  const object = error as ErrorObject;
  if (typeof object.code === 'number') return { Custom: object.code };
  if (typeof object.msg === 'string') return { BorshIoError: object.msg };
  return 'InvalidError';
}

/** Converts LiteSVM's `FailedTransactionMetadata.err()` to the validator's JSON. */
export function transactionErrorToJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure';
  const object = error as ErrorObject;
  if (typeof object.err === 'function' && typeof object.index === 'number')
    return {
      InstructionError: [object.index, instructionErrorToJson((object.err as () => unknown)())],
    };
  if (typeof object.index === 'number') return { DuplicateInstruction: object.index };
  if (typeof object.accountIndex === 'number') {
    const detail = { account_index: object.accountIndex };
    return object.constructor.name.includes('Restricted')
      ? { ProgramExecutionTemporarilyRestricted: detail }
      : { InsufficientFundsForRent: detail };
  }
  return 'SanitizeFailure';
}

const TRANSACTION_ERROR_TEXT: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  CallChainTooDeep: 'Loader call chain is too deep',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'This program may not be used for executing instructions',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
};

const INSTRUCTION_ERROR_TEXT: Record<string, string> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
};

function describeInstructionError(error: InstructionErrorJson): string {
  if (typeof error === 'string') return INSTRUCTION_ERROR_TEXT[error] ?? error;
  if ('Custom' in error) return `custom program error: 0x${error.Custom.toString(16)}`;
  return `Failed to serialize or deserialize account data: ${error.BorshIoError}`;
}

/**
 * The validator's human wording of a transaction error, as in "Transaction simulation failed: …".
 */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') return TRANSACTION_ERROR_TEXT[error] ?? error;
  if ('InstructionError' in error) {
    const [index, inner] = error.InstructionError;
    return `Error processing Instruction ${index}: ${describeInstructionError(inner)}`;
  }
  if ('DuplicateInstruction' in error)
    return `Transaction contains a duplicate instruction (${error.DuplicateInstruction}) that is not allowed`;
  if ('InsufficientFundsForRent' in error)
    return `Transaction results in an account (${error.InsufficientFundsForRent.account_index}) with insufficient funds for rent`;
  return `Execution of the program referenced by account at index ${error.ProgramExecutionTemporarilyRestricted.account_index} is temporarily restricted.`;
}
