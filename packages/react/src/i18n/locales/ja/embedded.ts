import type { embeddedMessages } from '../../../ui/embedded/embedded-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The embedded texts in Japanese. */
export const jaEmbedded: TranslatedMessages<typeof embeddedMessages> = {
  'embedded.region': '埋め込みウォレット',
  'embedded.oauth.continueWith': '{provider} で続ける',
  'embedded.entry.title': 'メールで続ける',
  'embedded.entry.lastUsed': '前回使用',
  'embedded.email.label': 'メールアドレス',
  'embedded.email.placeholder': 'you@example.com',
  'embedded.entry.sending': '送信中…',
  'embedded.entry.continue': '続ける',
  'embedded.entry.passkey': 'パスキーで続ける',
  'embedded.code.sentTo': '{email} にコードを送信しました。',
  'embedded.code.label': 'コード',
  'embedded.code.checking': '確認中…',
  'embedded.code.submit': 'コードでサインイン',
  'embedded.code.resent': '新しいコードを送信しました。',
  'embedded.code.notReceived':
    '届いていませんか？迷惑メールフォルダを確認するか、{resend}してください。',
  'embedded.code.resend': '新しいコードを送信',
  'embedded.otherEmail': '別のメールアドレスを使う',
  'embedded.passkey.lead':
    'このデバイスに保存されたパスキーを使用します：Face ID、Touch ID、Windows Hello、またはセキュリティキー。',
  'embedded.passkey.signIn': 'パスキーでサインイン',
  'embedded.passkey.newHere': '初めてですか？',
  'embedded.passkey.create': 'パスキーでウォレットを作成',
  'embedded.passkey.waiting': 'パスキーを待っています…',
  'embedded.passkey.lost': 'パスキーを紛失しましたか？',
  'embedded.recovery.lead':
    'パスキーを紛失しましたか？復元コードをメールでお送りします。このデバイスで同じウォレット用の新しいパスキーを作成します。',
  'embedded.recovery.secondFactor':
    '{email} は 2 段階認証を使用しています。認証アプリのコード、または復元コードのいずれかを入力してください。',
  'embedded.recovery.emailMe': 'コードをメールで受け取る',
  'embedded.recovery.or': 'または',
  'embedded.recovery.otherDevice': '別のデバイスのパスキーを使う',
  'embedded.recovery.sent': {
    other:
      '{email} にウォレットがある場合は、復元コードが届きます。下に貼り付けてください。コードは {count} 分間有効です。',
  },
  'embedded.recovery.codeLabel': '復元コード',
  'embedded.recovery.codePlaceholder': 'メールのコードを貼り付け',
  'embedded.recovery.recovering': '復元中…',
  'embedded.recovery.submit': 'ウォレットを復元',
  'embedded.recovery.createPasskey': 'デバイスの案内に従って新しいパスキーを作成してください。',
  'embedded.oauth.asking': '{provider} でサインインを完了してください…',
  'embedded.oauth.window': '{provider} のウィンドウで続けてください。',
  'embedded.oauth.failed': '{provider} でサインインできませんでした',
  'embedded.oauth.back': '別の方法を選ぶ',
  'embedded.error.codeInvalid': 'コードが無効か、有効期限が切れています。',
  'embedded.error.codeGone':
    'このコードは有効期限が切れました。新しいコードをリクエストしてください。',
  'embedded.error.secondFactorInvalid': 'コードが間違っているか、すでに使用されています',
  'embedded.error.rateLimited': '試行回数が多すぎます。数分待ってから、もう一度お試しください。',
  'embedded.error.offline':
    '接続できませんでした。インターネット接続を確認して、もう一度お試しください。',
  'embedded.error.serviceDown': '現在サインインできません。数分後にもう一度お試しください。',
  'embedded.error.unavailable': 'このサイトではこの方法でサインインできません。',
  'embedded.error.popupBlocked':
    'ブラウザがサインイン用のウィンドウをブロックしました。このサイトのポップアップを許可してから、もう一度お試しください。',
  'embedded.error.signInRefused':
    'サインインが受け付けられませんでした。もう一度お試しいただくか、別の方法でサインインしてください。',
  'embedded.error.passkeysUnavailable':
    'ここではパスキーを使用できません。メールでサインインしてください。',
  'embedded.error.passkeyExists':
    'このデバイスには、このウォレットのパスキーがすでにあります。そのパスキーでサインインしてください。',
  'embedded.error.passkeyFailed':
    'パスキーを使用できませんでした。もう一度お試しいただくか、メールでサインインしてください。',
  'embedded.error.emailNeeded':
    'パスキーでウォレットを作成するには、メールアドレスを入力してください。',
  'embedded.error.unknown':
    '問題が発生しました。もう一度お試しいただくか、別の方法でサインインしてください。',
  'embedded.error.details': '詳細',
};
