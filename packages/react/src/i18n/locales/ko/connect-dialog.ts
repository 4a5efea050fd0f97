import type { connectDialogMessages } from '../../../ui/connect-dialog/connect-dialog-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect dialog texts in Korean. */
export const koConnectDialog: TranslatedMessages<typeof connectDialogMessages> = {
  'dialog.title': '지갑 연결',
  'dialog.back': '뒤로',
  'dialog.close': '닫기',
  'dialog.footer.newToSolana': 'Solana가 처음이신가요?',
  'dialog.footer.getWallet': '지갑 만들기',
  'dialog.list.installed': '설치됨',
  'dialog.list.noWallets': '이 브라우저에서 지갑을 찾을 수 없습니다.',
  'dialog.list.installedWalletApp': '설치된 지갑 사용',
  'dialog.list.phoneWalletApp': '휴대폰의 지갑 사용',
  'dialog.list.lastUsed': '최근 사용',
  'dialog.list.openApp': '앱 열기',
  'dialog.list.detected': '감지됨',
  'dialog.list.moreWallets': '더 많은 지갑',
  'dialog.list.openIn': '{wallet}에서 열기',
  'dialog.wallet.openYourApp': '지갑 앱을 여세요',
  'dialog.wallet.scanWithPhone': '휴대폰으로 스캔하세요',
  'dialog.wallet.opening.wallet': '{wallet} 여는 중…',
  'dialog.wallet.opening.app': '지갑 앱 여는 중…',
  'dialog.wallet.confirm.wallet': '계속하려면 {wallet}에서 확인하세요.',
  'dialog.wallet.confirm.app': '계속하려면 지갑 앱에서 확인하세요.',
  'dialog.wallet.slow.wallet':
    '보이지 않나요? 브라우저 툴바에서 {wallet}을(를) 열거나, 잠금을 해제한 후 다시 시도하세요.',
  'dialog.wallet.slow.app': '보이지 않나요? 지갑 앱을 열어 승인한 다음 이 페이지로 돌아오세요.',
  'dialog.phone.qrLabel': '휴대폰의 지갑 앱을 연결하는 QR 코드',
  'dialog.phone.scanHint':
    '휴대폰의 Solana 지갑 앱(Phantom, Solflare, Seed Vault 등)으로 스캔한 다음 앱에서 승인하세요.',
  'dialog.walletConnect.qrLabel': 'WalletConnect로 지갑 앱을 연결하는 QR 코드',
  'dialog.walletConnect.open': '열기',
  'dialog.walletConnect.chooseHint': '지갑 앱을 선택해 승인한 다음 이 페이지로 돌아오세요.',
  'dialog.walletConnect.scanHint':
    '휴대폰의 지갑 앱(Trust, Backpack, OKX, Exodus 등)으로 스캔한 다음 앱에서 승인하세요.',
  'dialog.walletConnect.copyLink': '링크 복사',
  'dialog.walletConnect.copied': '복사됨',
  'dialog.declined.title': '요청이 거부되었습니다',
  'dialog.declined.wallet':
    '{wallet}이(가) 연결되지 않았습니다. 다시 요청하거나 다른 지갑을 선택하세요.',
  'dialog.declined.app': '지갑 앱이 연결되지 않았습니다. 다시 요청하거나 다른 지갑을 선택하세요.',
  'dialog.declined.phone':
    '휴대폰의 지갑 앱이 연결되지 않았습니다. 다시 요청하거나 다른 지갑을 선택하세요.',
  'dialog.failure.notFound':
    '이 브라우저에서 더 이상 {wallet}을(를) 사용할 수 없습니다. 페이지를 새로고침한 후 다시 시도하세요.',
  'dialog.failure.noWalletApp': '이 휴대폰의 지갑 앱이 응답하지 않았습니다.',
  'dialog.failure.noWalletAppHint': 'Solana 지갑 앱을 설치한 후 다시 시도하세요.',
  'dialog.failure.requestPending.wallet':
    '{wallet}에 이미 요청이 표시되어 있습니다. 그 요청을 완료하거나 닫은 후 다시 시도하세요.',
  'dialog.failure.requestPending.app':
    '지갑 앱에 이미 요청이 표시되어 있습니다. 그 요청을 완료하거나 닫은 후 다시 시도하세요.',
  'dialog.failure.requestPending.phone':
    '휴대폰의 지갑 앱에 이미 요청이 표시되어 있습니다. 그 요청을 완료하거나 닫은 후 다시 시도하세요.',
  'dialog.failure.noAccounts.wallet':
    '{wallet}에서 계정을 공유하지 않았습니다. 잠금을 해제하거나 계정을 추가한 후 다시 시도하세요.',
  'dialog.failure.noAccounts.app':
    '지갑 앱에서 계정을 공유하지 않았습니다. 잠금을 해제하거나 계정을 추가한 후 다시 시도하세요.',
  'dialog.failure.noAccounts.phone':
    '휴대폰의 지갑 앱에서 계정을 공유하지 않았습니다. 잠금을 해제하거나 계정을 추가한 후 다시 시도하세요.',
  'dialog.failure.featureNotSupported.wallet':
    '{wallet}은(는) 이 앱에서 사용할 수 없습니다. 다른 지갑을 선택하세요.',
  'dialog.failure.featureNotSupported.app':
    '지갑 앱은 이 앱에서 사용할 수 없습니다. 다른 지갑을 선택하세요.',
  'dialog.failure.featureNotSupported.phone':
    '휴대폰의 지갑 앱은 이 앱에서 사용할 수 없습니다. 다른 지갑을 선택하세요.',
  'dialog.failure.unsupportedNetwork.wallet':
    '{wallet}은(는) {network}을(를) 지원하지 않습니다. 다른 지갑을 선택하세요.',
  'dialog.failure.unsupportedNetwork.app':
    '지갑 앱이 {network}을(를) 지원하지 않습니다. 다른 지갑을 선택하세요.',
  'dialog.failure.unsupportedNetwork.phone':
    '휴대폰의 지갑 앱이 {network}을(를) 지원하지 않습니다. 다른 지갑을 선택하세요.',
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    '{wallet}은(는) {network}을(를) 지원하지 않습니다. {otherNetwork}(으)로 전환하거나 다른 지갑을 선택하세요.',
  'dialog.failure.unsupportedNetworkSwitch.app':
    '지갑 앱이 {network}을(를) 지원하지 않습니다. {otherNetwork}(으)로 전환하거나 다른 지갑을 선택하세요.',
  'dialog.failure.unsupportedNetworkSwitch.phone':
    '휴대폰의 지갑 앱이 {network}을(를) 지원하지 않습니다. {otherNetwork}(으)로 전환하거나 다른 지갑을 선택하세요.',
  'dialog.failure.signInNotVerified.wallet':
    '{wallet}의 로그인을 확인할 수 없어 승인되지 않았습니다.',
  'dialog.failure.signInNotVerified.app': '지갑 앱의 로그인을 확인할 수 없어 승인되지 않았습니다.',
  'dialog.failure.signInNotVerified.phone':
    '휴대폰 지갑 앱의 로그인을 확인할 수 없어 승인되지 않았습니다.',
  'dialog.failure.signInRefused':
    '이 앱에서 로그인을 승인하지 않았습니다. 다시 시도하거나 다른 지갑을 선택하세요.',
  'dialog.failure.timedOut.wallet': '{wallet}이(가) 제시간에 응답하지 않았습니다. 다시 시도하세요.',
  'dialog.failure.timedOut.app': '지갑 앱이 제시간에 응답하지 않았습니다. 다시 시도하세요.',
  'dialog.failure.timedOut.phone':
    '휴대폰의 지갑 앱이 제시간에 응답하지 않았습니다. 다시 시도하세요.',
  'dialog.failure.unreachable':
    '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도하세요.',
  'dialog.failure.rateLimited': '짧은 시간에 요청이 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
  'dialog.failure.unknown.wallet':
    '{wallet}에 연결할 수 없습니다. 다시 시도하거나 다른 지갑을 선택하세요.',
  'dialog.failure.unknown.app':
    '지갑 앱에 연결할 수 없습니다. 다시 시도하거나 다른 지갑을 선택하세요.',
  'dialog.failure.unknown.phone':
    '휴대폰의 지갑 앱에 연결할 수 없습니다. 다시 시도하거나 다른 지갑을 선택하세요.',
  'dialog.failure.getWallet': '지갑 만들기',
  'dialog.failure.details': '자세히',
  'dialog.action.tryAgain': '다시 시도',
  'dialog.action.switchNetwork': '{network}(으)로 전환',
  'dialog.action.reload': '페이지 새로고침',
  'dialog.action.chooseAnotherWallet': '다른 지갑 선택',
  'dialog.install.title': '{wallet} 받기',
  'dialog.install.notInstalled': '{wallet}이(가) 설치되어 있지 않습니다',
  'dialog.install.hint': '이 브라우저에 추가한 다음 돌아와서 목록에서 선택하세요.',
  'dialog.install.forThisBrowser': '이 브라우저용 {wallet} 받기',
  'dialog.install.qrLabel': '{wallet}에서 이 페이지를 여는 QR 코드',
  'dialog.install.qrCaption':
    '휴대폰을 사용 중인가요? 스캔하면 {wallet} 앱에서 이 페이지가 열립니다.',
  'dialog.guide.title': '지갑 만들기',
  'dialog.guide.accountTitle': '지갑은 나의 계정입니다.',
  'dialog.guide.account': '키를 보관하고, 서명하거나 보내기 전에 항상 먼저 확인을 요청합니다.',
  'dialog.guide.installTitle': '지갑을 설치하세요.',
  'dialog.guide.install': '무료이며 설정하는 데 1분이면 충분합니다.',
  'dialog.guide.connectTitle': '돌아와서 연결하세요.',
  'dialog.guide.connect': '여기에 ‘감지됨’으로 표시됩니다.',
  'dialog.guide.get': '받기',
  'dialog.guide.noInstall': '설치가 필요 없습니다: {link}.',
  'dialog.guide.useEmail': '이메일로 계속하기',
  'dialog.emailCode.title': '이메일을 확인하세요',
  'dialog.passkey.title': '패스키 사용',
  'dialog.recovery.title': '지갑 복구',
};
