import type { toastMessages } from '../../../ui/transaction-toasts/toast-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The toasts texts in Japanese. */
export const jaToasts: TranslatedMessages<typeof toastMessages> = {
  'toast.region': 'トランザクションの進行状況',
  'toast.title.send': '{amount} {symbol} を送金',
  'toast.stage.signing': '署名を待っています…',
  'toast.stage.sending': 'トランザクションを送信しています…',
  'toast.stage.confirming': 'ネットワークで確認しています…',
  'toast.stage.confirmed': 'トランザクションが確定しました',
  'toast.stage.failed': 'トランザクションに失敗しました',
  'toast.dismiss': '閉じる',
  'toast.step.sign': '署名',
  'toast.step.send': '送信',
  'toast.step.confirm': '確認',
  'toast.failure.declined': 'ウォレットで拒否したため、何も送信されませんでした。',
  'toast.failure.walletBusy':
    '{wallet} には未完了のリクエストがあります。ウォレットで完了するか閉じてから、もう一度お試しください。',
  'toast.failure.walletChanged':
    'ウォレットがトランザクションを変更したため、送信されませんでした。',
  'toast.failure.walletFailed': '{wallet} でリクエストを完了できませんでした：{reason}',
  'toast.failure.notConnected': 'ウォレットが接続されていません。先に接続してください。',
  'toast.failure.notEnoughSol':
    'SOL が不足しています：アカウントの残高は {available} SOL で、{needed} SOL が必要です。',
  'toast.failure.notEnoughSolForFee':
    'SOL が不足しています：アカウントでネットワーク手数料を支払えません。',
  'toast.failure.notEnoughSolForRent':
    'SOL が不足しています：アカウントの残高がネットワークの最低残高を下回ります。',
  'toast.failure.notEnoughFunds':
    '残高が不足しています：アカウントの残高が送金額より少なくなっています。',
  'toast.failure.accountEmpty':
    'このアカウントにはネットワーク手数料を支払う SOL がまだありません。先に SOL を追加してください。',
  'toast.failure.expired': 'ネットワークで確定する前に有効期限が切れたため、処理されませんでした。',
  'toast.failure.timedOut':
    'ネットワークでまだ確定していませんが、このあと処理される可能性があります。もう一度送信する前に確認してください。',
  'toast.failure.feeUnavailable':
    'ネットワークが手数料を見積もれませんでした。もう一度お試しください。',
  'toast.failure.networkDown':
    'ネットワークから応答がありませんでした。接続を確認して、もう一度お試しください。',
  'toast.failure.rateLimited':
    'ネットワークが混み合っています。少し待ってから、もう一度お試しください。',
  'toast.failure.rateLimitedLater':
    'リクエストが多すぎます。数分待ってから、もう一度送信してください。',
  'toast.failure.custodyDown':
    'ウォレットのプロバイダーから応答がありませんでした。接続を確認して、もう一度お試しください。',
  'toast.failure.serverDown':
    'アプリのサーバーから応答がありませんでした。接続を確認して、もう一度お試しください。',
  'toast.failure.sponsorRefused':
    'アプリの手数料スポンサーが支払いを断ったため、送信されませんでした。',
  'toast.failure.sponsorQuota':
    'アプリによる本日の手数料負担が上限に達したため、送信されませんでした。',
  'toast.failure.sponsorChanged':
    'アプリの手数料スポンサーがトランザクションを変更したため、送信されませんでした。',
  'toast.failure.sponsorError':
    'アプリの手数料スポンサーで問題が発生したため、何も送信されませんでした。',
  'toast.failure.refusedBecause': 'ネットワークに拒否されました：{reason}',
  'toast.failure.refused': 'ネットワークがトランザクションを拒否しました。',
  'toast.fee.sponsored': 'ネットワーク手数料：アプリが負担',
  'toast.viewTransaction': 'トランザクションを表示',
  'toast.retry': '再試行',
};
