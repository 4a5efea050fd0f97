/** The approval view's texts in English; other languages in `i18n/locales/`. */
export const approvalMessages = {
  // The title: what the user is about to let the wallet do.
  'approval.title.signMessage': 'Sign message',
  'approval.title.approveTransaction': 'Approve transaction',
  'approval.title.approveTransactions': {
    one: 'Approve {count} transaction',
    other: 'Approve {count} transactions',
  },
  'approval.title.approveAndSend': 'Approve and send',
  'approval.title.approveAndSendTransactions': {
    one: 'Approve and send {count} transaction',
    other: 'Approve and send {count} transactions',
  },

  // A message to sign.
  'approval.message.hiddenCharacters':
    'This message holds hidden characters. They are shown as U+ codes below.',
  'approval.message.looksLikeTransaction':
    'This message looks like a transaction. Signing it may let someone spend from your wallet.',
  'approval.message.text': 'Message',
  'approval.message.binary': {
    one: 'Binary data, {count} byte',
    other: 'Binary data, {count} bytes',
  },
  'approval.message.bytes': 'Message bytes',

  // Transactions, as the simulation goes.
  'approval.transactions.simulating': 'Simulating…',
  'approval.transactions.unavailable': {
    one: "Couldn't simulate this transaction; its balance changes are unknown.",
    other: "Couldn't simulate these transactions; their balance changes are unknown.",
  },
  'approval.transactions.details': 'Details',
  'approval.transactions.heading': 'Transaction {index} of {total}',

  // One transaction's preview.
  'approval.transaction.willFail': 'This will probably fail: {reason}',
  'approval.transaction.logs': 'Simulation logs',
  'approval.transaction.changesUnknown': 'Balance changes unknown',
  'approval.transaction.noChanges': 'No balance changes',
  'approval.transaction.changes': 'Balance changes',
  'approval.transaction.feePaidByApp': 'Network fee: paid by the app',
  'approval.transaction.feeUnknown': 'Network fee: unknown',
  'approval.transaction.fee': 'Network fee: {amount} SOL',
  'approval.transaction.programs': 'Programs: {programs}',
  // Between the programs' names: ', ' in English.
  'approval.transaction.programSeparator': ', ',
  'approval.transaction.warnings': 'Before you approve',

  // What to read before approving; each {address} placeholder is drawn whole, in the code font.
  'approval.warning.unknownProgram': "Calls a program Latchkey doesn't know: {program}",
  'approval.warning.ownershipChange': 'Gives the account {account} to the program {owner}',
  'approval.warning.delegation':
    'Lets {delegate} spend up to {amount} of your tokens (in base units) in {account}',
  'approval.warning.delegationUnlimited': 'Lets {delegate} spend all of your tokens in {account}',
  'approval.warning.mintAuthorityChange': 'Hands the mint authority of {account} to {authority}',
  'approval.warning.freezeAuthorityChange':
    'Hands the freeze authority of {account} to {authority}',
  'approval.warning.ownerAuthorityChange': 'Hands the owner authority of {account} to {authority}',
  'approval.warning.closeAuthorityChange': 'Hands the close authority of {account} to {authority}',
  'approval.warning.mintAuthorityRemoval': 'Removes the mint authority of {account}, for good',
  'approval.warning.freezeAuthorityRemoval': 'Removes the freeze authority of {account}, for good',
  'approval.warning.ownerAuthorityRemoval': 'Removes the owner authority of {account}, for good',
  'approval.warning.closeAuthorityRemoval': 'Removes the close authority of {account}, for good',
  'approval.warning.unreadableInstruction':
    "Calls {program} with an instruction Latchkey can't read",
  'approval.warning.unreadableLookupProgram':
    "Has an instruction Latchkey can't read: its program is account {index} (address lookup table)",
  'approval.warning.unreadableProgram':
    "Has an instruction Latchkey can't read: its program is {program}",

  // The answers.
  'approval.reject': 'Reject',
  'approval.approve': 'Approve',
} as const;
