/**
 * The transaction toasts' texts in English; other languages in `i18n/locales/`. A failure's
 * sentence says "try again" only where `isRetryableTransactionFailure` offers Retry.
 */
export const toastMessages = {
  'toast.region': 'Transaction progress',
  'toast.title.send': 'Send {amount} {symbol}',
  'toast.stage.signing': 'Waiting for your signature…',
  'toast.stage.sending': 'Sending the transaction…',
  'toast.stage.confirming': 'Confirming on the network…',
  'toast.stage.confirmed': 'Transaction confirmed',
  'toast.stage.failed': 'Transaction failed',
  'toast.dismiss': 'Dismiss',
  'toast.step.sign': 'Sign',
  'toast.step.send': 'Send',
  'toast.step.confirm': 'Confirm',
  'toast.failure.declined': 'You declined it in your wallet, so nothing was sent.',
  'toast.failure.walletBusy':
    '{wallet} already has a request open. Finish or close it there, then try again.',
  'toast.failure.walletChanged': 'Your wallet changed the transaction, so it was not sent.',
  'toast.failure.walletFailed': '{wallet} could not complete the request: {reason}',
  'toast.failure.notConnected': 'No wallet is connected. Connect one first.',
  'toast.failure.notEnoughSol':
    'Not enough SOL: the account has {available} SOL, and this needs {needed} SOL.',
  'toast.failure.notEnoughSolForFee': 'Not enough SOL: the account cannot pay the network fee.',
  'toast.failure.notEnoughSolForRent':
    "Not enough SOL: an account would be left below the network's minimum balance.",
  'toast.failure.notEnoughFunds': 'Not enough funds: the account holds less than this sends.',
  'toast.failure.accountEmpty':
    'This account has no SOL yet to pay the network fee. Add some SOL first.',
  'toast.failure.expired': 'It expired before the network confirmed it, so it did not go through.',
  'toast.failure.timedOut':
    'The network has not confirmed it yet; it may still go through. Check it before sending again.',
  'toast.failure.feeUnavailable': 'The network could not quote a fee for it just now. Try again.',
  'toast.failure.networkDown': 'The network did not answer. Check your connection and try again.',
  'toast.failure.rateLimited': 'The network is busy right now. Wait a moment, then try again.',
  'toast.failure.rateLimitedLater':
    'Too many requests just now. Wait a few minutes before sending it again.',
  'toast.failure.custodyDown':
    "Your wallet's provider did not answer. Check your connection and try again.",
  'toast.failure.serverDown':
    "The app's server did not answer. Check your connection and try again.",
  'toast.failure.sponsorRefused': "The app's fee sponsor would not pay for it, so it was not sent.",
  'toast.failure.sponsorQuota':
    "The app's fee sponsorship for today is used up, so it was not sent.",
  'toast.failure.sponsorChanged':
    "The app's fee sponsor changed the transaction, so it was not sent.",
  'toast.failure.sponsorError': "The app's fee sponsor ran into a problem, so nothing was sent.",
  'toast.failure.refusedBecause': 'The network refused it: {reason}',
  'toast.failure.refused': 'The network refused the transaction.',
  'toast.fee.sponsored': 'Network fee: paid by the app',
  'toast.viewTransaction': 'View transaction',
  'toast.retry': 'Retry',
} as const;

/** A key of the toasts' texts. */
export type ToastMessageKey = keyof typeof toastMessages;
