import type { connectDialogMessages } from '../../../ui/connect-dialog/connect-dialog-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect dialog texts in Japanese. */
export const jaConnectDialog: TranslatedMessages<typeof connectDialogMessages> = {
  'dialog.title': 'ウォレットを接続',
  'dialog.back': '戻る',
  'dialog.close': '閉じる',
  'dialog.footer.newToSolana': 'Solana は初めてですか？',
  'dialog.footer.getWallet': 'ウォレットを入手',
  'dialog.list.installed': 'インストール済み',
  'dialog.list.noWallets': 'このブラウザにウォレットが見つかりません。',
  'dialog.list.installedWalletApp': 'インストール済みのウォレットを使う',
  'dialog.list.phoneWalletApp': 'スマートフォンのウォレットを使う',
  'dialog.list.lastUsed': '前回使用',
  'dialog.list.openApp': 'アプリを開く',
  'dialog.list.detected': '検出済み',
  'dialog.list.moreWallets': 'その他のウォレット',
  'dialog.list.openIn': '{wallet} で開く',
  'dialog.wallet.openYourApp': 'ウォレットアプリを開いてください',
  'dialog.wallet.scanWithPhone': 'スマートフォンでスキャン',
  'dialog.wallet.opening.wallet': '{wallet} を開いています…',
  'dialog.wallet.opening.app': 'ウォレットアプリを開いています…',
  'dialog.wallet.confirm.wallet': '続けるには {wallet} で承認してください。',
  'dialog.wallet.confirm.app': '続けるにはウォレットアプリで承認してください。',
  'dialog.wallet.slow.wallet':
    '表示されませんか？ブラウザのツールバーから {wallet} を開くか、ロックを解除してもう一度お試しください。',
  'dialog.wallet.slow.app':
    '表示されませんか？ウォレットアプリを開いて承認し、このページに戻ってください。',
  'dialog.phone.qrLabel': 'スマートフォンのウォレットアプリを接続する QR コード',
  'dialog.phone.scanHint':
    'スマートフォンの Solana ウォレットアプリ（Phantom、Solflare、Seed Vault など）でスキャンし、アプリで承認してください。',
  'dialog.walletConnect.qrLabel': 'WalletConnect でウォレットアプリを接続する QR コード',
  'dialog.walletConnect.open': '開く',
  'dialog.walletConnect.chooseHint': 'ウォレットアプリを選んで承認し、このページに戻ってください。',
  'dialog.walletConnect.scanHint':
    'スマートフォンのウォレットアプリ（Trust、Backpack、OKX、Exodus など）でスキャンし、アプリで承認してください。',
  'dialog.walletConnect.copyLink': 'リンクをコピー',
  'dialog.walletConnect.copied': 'コピーしました',
  'dialog.declined.title': 'リクエストが拒否されました',
  'dialog.declined.wallet':
    '{wallet} は接続されませんでした。もう一度リクエストするか、別のウォレットを選んでください。',
  'dialog.declined.app':
    'お使いのウォレットアプリは接続されませんでした。もう一度リクエストするか、別のウォレットを選んでください。',
  'dialog.declined.phone':
    'スマートフォンのウォレットアプリは接続されませんでした。もう一度リクエストするか、別のウォレットを選んでください。',
  'dialog.failure.notFound':
    '{wallet} はこのブラウザで利用できなくなりました。ページを再読み込みして、もう一度お試しください。',
  'dialog.failure.noWalletApp': 'このスマートフォンのウォレットアプリから応答がありませんでした。',
  'dialog.failure.noWalletAppHint':
    'Solana ウォレットアプリをインストールしてから、もう一度お試しください。',
  'dialog.failure.requestPending.wallet':
    '{wallet} にはすでにリクエストが表示されています。そちらを完了するか閉じてから、もう一度お試しください。',
  'dialog.failure.requestPending.app':
    'お使いのウォレットアプリにはすでにリクエストが表示されています。そちらを完了するか閉じてから、もう一度お試しください。',
  'dialog.failure.requestPending.phone':
    'スマートフォンのウォレットアプリにはすでにリクエストが表示されています。そちらを完了するか閉じてから、もう一度お試しください。',
  'dialog.failure.noAccounts.wallet':
    '{wallet} からアカウントが共有されませんでした。ロックを解除するかアカウントを追加してから、もう一度お試しください。',
  'dialog.failure.noAccounts.app':
    'お使いのウォレットアプリからアカウントが共有されませんでした。ロックを解除するかアカウントを追加してから、もう一度お試しください。',
  'dialog.failure.noAccounts.phone':
    'スマートフォンのウォレットアプリからアカウントが共有されませんでした。ロックを解除するかアカウントを追加してから、もう一度お試しください。',
  'dialog.failure.featureNotSupported.wallet':
    '{wallet} はこのアプリでは使用できません。別のウォレットを選んでください。',
  'dialog.failure.featureNotSupported.app':
    'お使いのウォレットアプリはこのアプリでは使用できません。別のウォレットを選んでください。',
  'dialog.failure.featureNotSupported.phone':
    'スマートフォンのウォレットアプリはこのアプリでは使用できません。別のウォレットを選んでください。',
  'dialog.failure.unsupportedNetwork.wallet':
    '{wallet} は {network} に対応していません。別のウォレットを選んでください。',
  'dialog.failure.unsupportedNetwork.app':
    'お使いのウォレットアプリは {network} に対応していません。別のウォレットを選んでください。',
  'dialog.failure.unsupportedNetwork.phone':
    'スマートフォンのウォレットアプリは {network} に対応していません。別のウォレットを選んでください。',
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    '{wallet} は {network} に対応していません。{otherNetwork} に切り替えるか、別のウォレットを選んでください。',
  'dialog.failure.unsupportedNetworkSwitch.app':
    'お使いのウォレットアプリは {network} に対応していません。{otherNetwork} に切り替えるか、別のウォレットを選んでください。',
  'dialog.failure.unsupportedNetworkSwitch.phone':
    'スマートフォンのウォレットアプリは {network} に対応していません。{otherNetwork} に切り替えるか、別のウォレットを選んでください。',
  'dialog.failure.signInNotVerified.wallet':
    '{wallet} のサインインを検証できなかったため、受け付けられませんでした。',
  'dialog.failure.signInNotVerified.app':
    'お使いのウォレットアプリのサインインを検証できなかったため、受け付けられませんでした。',
  'dialog.failure.signInNotVerified.phone':
    'スマートフォンのウォレットアプリのサインインを検証できなかったため、受け付けられませんでした。',
  'dialog.failure.signInRefused':
    'このアプリはサインインを受け付けませんでした。もう一度お試しいただくか、別のウォレットを選んでください。',
  'dialog.failure.timedOut.wallet':
    '{wallet} が時間内に応答しませんでした。もう一度お試しください。',
  'dialog.failure.timedOut.app':
    'お使いのウォレットアプリが時間内に応答しませんでした。もう一度お試しください。',
  'dialog.failure.timedOut.phone':
    'スマートフォンのウォレットアプリが時間内に応答しませんでした。もう一度お試しください。',
  'dialog.failure.unreachable':
    'サーバーに接続できませんでした。インターネット接続を確認してから、もう一度お試しください。',
  'dialog.failure.rateLimited':
    '短時間にリクエストが多すぎます。しばらく待ってから、もう一度お試しください。',
  'dialog.failure.unknown.wallet':
    '{wallet} に接続できませんでした。もう一度お試しいただくか、別のウォレットを選んでください。',
  'dialog.failure.unknown.app':
    'お使いのウォレットアプリに接続できませんでした。もう一度お試しいただくか、別のウォレットを選んでください。',
  'dialog.failure.unknown.phone':
    'スマートフォンのウォレットアプリに接続できませんでした。もう一度お試しいただくか、別のウォレットを選んでください。',
  'dialog.failure.getWallet': 'ウォレットを入手',
  'dialog.failure.details': '詳細',
  'dialog.action.tryAgain': 'もう一度試す',
  'dialog.action.switchNetwork': '{network} に切り替える',
  'dialog.action.reload': 'ページを再読み込み',
  'dialog.action.chooseAnotherWallet': '別のウォレットを選ぶ',
  'dialog.install.title': '{wallet} を入手',
  'dialog.install.notInstalled': '{wallet} はインストールされていません',
  'dialog.install.hint': 'このブラウザに追加してから戻り、一覧から選んでください。',
  'dialog.install.forThisBrowser': 'このブラウザ用の {wallet} を入手',
  'dialog.install.qrLabel': 'このページを {wallet} で開く QR コード',
  'dialog.install.qrCaption':
    'スマートフォンをお使いですか？スキャンすると、このページを {wallet} アプリで開けます。',
  'dialog.guide.title': 'ウォレットを入手',
  'dialog.guide.accountTitle': 'ウォレットはあなたのアカウントです。',
  'dialog.guide.account': '鍵を保管し、署名や送金の前に必ずあなたに確認します。',
  'dialog.guide.installTitle': 'インストールしましょう。',
  'dialog.guide.install': '無料で、設定は 1 分ほどで終わります。',
  'dialog.guide.connectTitle': '戻って接続しましょう。',
  'dialog.guide.connect': 'ここに「検出済み」と表示されます。',
  'dialog.guide.get': '入手',
  'dialog.guide.noInstall': 'インストール不要：{link}。',
  'dialog.guide.useEmail': 'メールアドレスで続ける',
  'dialog.emailCode.title': 'メールを確認してください',
  'dialog.passkey.title': 'パスキーを使う',
  'dialog.recovery.title': 'ウォレットを復元',
};
