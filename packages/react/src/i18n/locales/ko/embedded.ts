import type { embeddedMessages } from '../../../ui/embedded/embedded-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The embedded texts in Korean. */
export const koEmbedded: TranslatedMessages<typeof embeddedMessages> = {
  'embedded.region': '내장 지갑',
  'embedded.oauth.continueWith': '{provider} 계정으로 계속하기',
  'embedded.entry.title': '이메일로 계속하기',
  'embedded.entry.lastUsed': '최근 사용',
  'embedded.email.label': '이메일',
  'embedded.email.placeholder': 'you@example.com',
  'embedded.entry.sending': '보내는 중…',
  'embedded.entry.continue': '계속',
  'embedded.entry.passkey': '패스키로 계속하기',
  'embedded.code.sentTo': '{email} 주소로 코드를 보냈습니다.',
  'embedded.code.label': '코드',
  'embedded.code.checking': '확인 중…',
  'embedded.code.submit': '코드로 로그인',
  'embedded.code.resent': '새 코드를 보냈습니다.',
  'embedded.code.notReceived': '받지 못하셨나요? 스팸함을 확인하거나 {resend}를 누르세요.',
  'embedded.code.resend': '새 코드 받기',
  'embedded.otherEmail': '다른 이메일 사용',
  'embedded.passkey.lead':
    '이 기기에 저장된 패스키를 사용하세요: Face ID, Touch ID, Windows Hello 또는 보안 키.',
  'embedded.passkey.signIn': '패스키로 로그인',
  'embedded.passkey.newHere': '처음이신가요?',
  'embedded.passkey.create': '패스키 지갑 만들기',
  'embedded.passkey.waiting': '패스키를 기다리는 중…',
  'embedded.passkey.lost': '패스키를 잃어버리셨나요?',
  'embedded.recovery.lead':
    '패스키를 잃어버리셨나요? 복구 코드를 이메일로 보내 드리면, 이 기기에서 같은 지갑의 새 패스키를 만듭니다.',
  'embedded.recovery.secondFactor':
    '{email} 계정은 2단계 인증을 사용합니다. 인증 앱의 코드나 복구 코드 중 하나를 입력하세요.',
  'embedded.recovery.emailMe': '이메일로 코드 받기',
  'embedded.recovery.or': '또는',
  'embedded.recovery.otherDevice': '다른 기기의 패스키 사용',
  'embedded.recovery.sent': {
    other:
      '{email} 주소에 지갑이 있으면 복구 코드가 발송됩니다. 아래에 붙여 넣으세요. 코드는 {count}분 동안 유효합니다.',
  },
  'embedded.recovery.codeLabel': '복구 코드',
  'embedded.recovery.codePlaceholder': '이메일의 코드를 붙여 넣으세요',
  'embedded.recovery.recovering': '복구 중…',
  'embedded.recovery.submit': '지갑 복구',
  'embedded.recovery.createPasskey': '기기에서 요청하면 새 패스키를 만드세요.',
  'embedded.oauth.asking': '{provider} 로그인을 완료하세요…',
  'embedded.oauth.window': '{provider} 창에서 계속하세요.',
  'embedded.oauth.failed': '{provider} 계정으로 로그인할 수 없습니다',
  'embedded.oauth.back': '다른 방법 선택',
  'embedded.error.codeInvalid': '코드가 잘못되었거나 만료되었습니다.',
  'embedded.error.codeGone': '코드가 만료되었습니다. 새 코드를 요청하세요.',
  'embedded.error.secondFactorInvalid': '코드가 틀렸거나 이미 사용되었습니다',
  'embedded.error.rateLimited': '시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도하세요.',
  'embedded.error.offline': '연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도하세요.',
  'embedded.error.serviceDown': '지금은 로그인할 수 없습니다. 몇 분 후에 다시 시도하세요.',
  'embedded.error.unavailable': '이 사이트에서는 이 로그인 방법을 사용할 수 없습니다.',
  'embedded.error.popupBlocked':
    '브라우저가 로그인 창을 차단했습니다. 이 사이트의 팝업을 허용한 후 다시 시도하세요.',
  'embedded.error.signInRefused':
    '로그인이 승인되지 않았습니다. 다시 시도하거나 다른 로그인 방법을 선택하세요.',
  'embedded.error.passkeysUnavailable':
    '여기서는 패스키를 사용할 수 없습니다. 이메일로 로그인하세요.',
  'embedded.error.passkeyExists':
    '이 기기에 이미 이 지갑의 패스키가 있습니다. 그 패스키로 로그인하세요.',
  'embedded.error.passkeyFailed':
    '패스키가 작동하지 않았습니다. 다시 시도하거나 이메일로 로그인하세요.',
  'embedded.error.emailNeeded': '패스키 지갑을 만들려면 이메일을 입력하세요.',
  'embedded.error.unknown': '문제가 발생했습니다. 다시 시도하거나 다른 로그인 방법을 선택하세요.',
  'embedded.error.details': '세부 정보',
};
