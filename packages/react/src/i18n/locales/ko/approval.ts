import type { approvalMessages } from '../../../ui/approval/approval-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The approval texts in Korean. */
export const koApproval: TranslatedMessages<typeof approvalMessages> = {
  'approval.title.signMessage': '메시지 서명',
  'approval.title.approveTransaction': '거래 승인',
  'approval.title.approveTransactions': { other: '거래 {count}건 승인' },
  'approval.title.approveAndSend': '승인 후 전송',
  'approval.title.approveAndSendTransactions': { other: '거래 {count}건 승인 후 전송' },
  'approval.message.hiddenCharacters':
    '이 메시지에는 숨겨진 문자가 있습니다. 아래에 U+ 코드로 표시됩니다.',
  'approval.message.looksLikeTransaction':
    '이 메시지는 거래처럼 보입니다. 서명하면 다른 사람이 지갑의 자산을 사용할 수 있습니다.',
  'approval.message.text': '메시지',
  'approval.message.binary': { other: '바이너리 데이터, {count}바이트' },
  'approval.message.bytes': '메시지 바이트',
  'approval.transactions.simulating': '시뮬레이션 중…',
  'approval.transactions.unavailable': {
    other: '거래를 시뮬레이션할 수 없습니다. 잔액 변동을 알 수 없습니다.',
  },
  'approval.transactions.details': '세부 정보',
  'approval.transactions.heading': '거래 {index}/{total}',
  'approval.transaction.willFail': '이 거래는 실패할 가능성이 높습니다: {reason}',
  'approval.transaction.logs': '시뮬레이션 로그',
  'approval.transaction.changesUnknown': '잔액 변동 알 수 없음',
  'approval.transaction.noChanges': '잔액 변동 없음',
  'approval.transaction.changes': '잔액 변동',
  'approval.transaction.feePaidByApp': '네트워크 수수료: 앱이 부담',
  'approval.transaction.feeUnknown': '네트워크 수수료: 알 수 없음',
  'approval.transaction.fee': '네트워크 수수료: {amount} SOL',
  'approval.transaction.programs': '프로그램: {programs}',
  'approval.transaction.programSeparator': ', ',
  'approval.transaction.warnings': '승인하기 전에 확인하세요',
  'approval.warning.unknownProgram': 'Latchkey가 알지 못하는 프로그램을 호출합니다: {program}',
  'approval.warning.ownershipChange': '계정 {account}을(를) 프로그램 {owner}에 넘깁니다',
  'approval.warning.delegation':
    '{delegate}이(가) {account}에서 내 토큰을 최대 {amount}(기본 단위)까지 사용할 수 있게 합니다',
  'approval.warning.delegationUnlimited':
    '{delegate}이(가) {account}에 있는 내 토큰을 모두 사용할 수 있게 합니다',
  'approval.warning.mintAuthorityChange': '{account}의 발행 권한을 {authority}에 넘깁니다',
  'approval.warning.freezeAuthorityChange': '{account}의 동결 권한을 {authority}에 넘깁니다',
  'approval.warning.ownerAuthorityChange': '{account}의 소유자 권한을 {authority}에 넘깁니다',
  'approval.warning.closeAuthorityChange': '{account}의 닫기 권한을 {authority}에 넘깁니다',
  'approval.warning.mintAuthorityRemoval': '{account}의 발행 권한을 영구적으로 제거합니다',
  'approval.warning.freezeAuthorityRemoval': '{account}의 동결 권한을 영구적으로 제거합니다',
  'approval.warning.ownerAuthorityRemoval': '{account}의 소유자 권한을 영구적으로 제거합니다',
  'approval.warning.closeAuthorityRemoval': '{account}의 닫기 권한을 영구적으로 제거합니다',
  'approval.warning.unreadableInstruction':
    'Latchkey가 읽을 수 없는 명령으로 {program}을(를) 호출합니다',
  'approval.warning.unreadableLookupProgram':
    'Latchkey가 읽을 수 없는 명령이 있습니다: 해당 프로그램은 계정 {index}(주소 조회 테이블)입니다',
  'approval.warning.unreadableProgram':
    'Latchkey가 읽을 수 없는 명령이 있습니다: 해당 프로그램은 {program}입니다',
  'approval.reject': '거부',
  'approval.approve': '승인',
};
