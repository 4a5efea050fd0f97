import type { toastMessages } from '../../../ui/transaction-toasts/toast-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The toasts texts in Korean. */
export const koToasts: TranslatedMessages<typeof toastMessages> = {
  'toast.region': '거래 진행 상황',
  'toast.title.send': '{amount} {symbol} 보내기',
  'toast.stage.signing': '서명을 기다리는 중…',
  'toast.stage.sending': '거래를 보내는 중…',
  'toast.stage.confirming': '네트워크에서 확인하는 중…',
  'toast.stage.confirmed': '거래가 확인되었습니다',
  'toast.stage.failed': '거래에 실패했습니다',
  'toast.dismiss': '닫기',
  'toast.step.sign': '서명',
  'toast.step.send': '보내기',
  'toast.step.confirm': '확인',
  'toast.failure.declined': '지갑에서 거절하여 아무것도 보내지 않았습니다.',
  'toast.failure.walletBusy':
    '{wallet}에 이미 열려 있는 요청이 있습니다. 지갑에서 요청을 완료하거나 닫은 후 다시 시도하세요.',
  'toast.failure.walletChanged': '지갑이 거래를 변경하여 보내지 않았습니다.',
  'toast.failure.walletFailed': '{wallet}에서 요청을 완료하지 못했습니다: {reason}',
  'toast.failure.notConnected': '연결된 지갑이 없습니다. 먼저 지갑을 연결하세요.',
  'toast.failure.notEnoughSol':
    'SOL이 부족합니다: 계정에는 {available} SOL이 있고, 이 거래에는 {needed} SOL이 필요합니다.',
  'toast.failure.notEnoughSolForFee':
    'SOL이 부족합니다: 계정에서 네트워크 수수료를 낼 수 없습니다.',
  'toast.failure.notEnoughSolForRent':
    'SOL이 부족합니다: 계정 잔액이 네트워크의 최소 잔액보다 적어집니다.',
  'toast.failure.notEnoughFunds': '잔액이 부족합니다: 계정 잔액이 보내는 금액보다 적습니다.',
  'toast.failure.accountEmpty':
    '이 계정에는 아직 네트워크 수수료를 낼 SOL이 없습니다. 먼저 SOL을 추가하세요.',
  'toast.failure.expired': '네트워크에서 확인되기 전에 만료되어 처리되지 않았습니다.',
  'toast.failure.timedOut':
    '네트워크에서 아직 확인되지 않았으며, 나중에 처리될 수도 있습니다. 다시 보내기 전에 확인하세요.',
  'toast.failure.feeUnavailable':
    '지금은 네트워크에서 수수료를 산정하지 못했습니다. 다시 시도하세요.',
  'toast.failure.networkDown': '네트워크가 응답하지 않았습니다. 연결을 확인하고 다시 시도하세요.',
  'toast.failure.rateLimited': '지금은 네트워크가 혼잡합니다. 잠시 기다린 후 다시 시도하세요.',
  'toast.failure.rateLimitedLater': '지금은 요청이 너무 많습니다. 몇 분 기다린 후 다시 보내세요.',
  'toast.failure.custodyDown':
    '지갑 제공업체가 응답하지 않았습니다. 연결을 확인하고 다시 시도하세요.',
  'toast.failure.serverDown': '앱 서버가 응답하지 않았습니다. 연결을 확인하고 다시 시도하세요.',
  'toast.failure.sponsorRefused': '앱의 수수료 후원자가 지불을 거절하여 보내지 않았습니다.',
  'toast.failure.sponsorQuota': '앱의 오늘 수수료 후원 한도가 소진되어 보내지 않았습니다.',
  'toast.failure.sponsorChanged': '앱의 수수료 후원자가 거래를 변경하여 보내지 않았습니다.',
  'toast.failure.sponsorError': '앱의 수수료 후원자에게 문제가 생겨 아무것도 보내지 않았습니다.',
  'toast.failure.refusedBecause': '네트워크가 거래를 거부했습니다: {reason}',
  'toast.failure.refused': '네트워크가 거래를 거부했습니다.',
  'toast.fee.sponsored': '네트워크 수수료: 앱이 부담',
  'toast.viewTransaction': '거래 보기',
  'toast.retry': '다시 시도',
};
