import type { approvalMessages } from '../../../ui/approval/approval-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The approval texts in Japanese. */
export const jaApproval: TranslatedMessages<typeof approvalMessages> = {
  'approval.title.signMessage': 'メッセージに署名',
  'approval.title.approveTransaction': '取引を承認',
  'approval.title.approveTransactions': { other: '{count} 件の取引を承認' },
  'approval.title.approveAndSend': '承認して送信',
  'approval.title.approveAndSendTransactions': { other: '{count} 件の取引を承認して送信' },
  'approval.message.hiddenCharacters':
    'このメッセージには隠し文字が含まれています。下に U+ コードで表示しています。',
  'approval.message.looksLikeTransaction':
    'このメッセージは取引のように見えます。署名すると、ウォレットの資産を誰かに使われるおそれがあります。',
  'approval.message.text': 'メッセージ',
  'approval.message.binary': { other: 'バイナリデータ、{count} バイト' },
  'approval.message.bytes': 'メッセージのバイト列',
  'approval.transactions.simulating': 'シミュレーション中…',
  'approval.transactions.unavailable': {
    other: '取引をシミュレーションできませんでした。残高の変化は不明です。',
  },
  'approval.transactions.details': '詳細',
  'approval.transactions.heading': '取引 {index}/{total}',
  'approval.transaction.willFail': 'この取引は失敗する可能性が高いです：{reason}',
  'approval.transaction.logs': 'シミュレーションログ',
  'approval.transaction.changesUnknown': '残高の変化は不明です',
  'approval.transaction.noChanges': '残高の変化はありません',
  'approval.transaction.changes': '残高の変化',
  'approval.transaction.feePaidByApp': 'ネットワーク手数料：アプリが負担',
  'approval.transaction.feeUnknown': 'ネットワーク手数料：不明',
  'approval.transaction.fee': 'ネットワーク手数料：{amount} SOL',
  'approval.transaction.programs': 'プログラム：{programs}',
  'approval.transaction.programSeparator': '、',
  'approval.transaction.warnings': '承認する前に',
  'approval.warning.unknownProgram': 'Latchkey が認識していないプログラムを呼び出します：{program}',
  'approval.warning.ownershipChange': 'アカウント {account} をプログラム {owner} に譲渡します',
  'approval.warning.delegation':
    '{delegate} が {account} のトークンを最大 {amount}（基本単位）まで使えるようにします',
  'approval.warning.delegationUnlimited':
    '{delegate} が {account} のトークンをすべて使えるようにします',
  'approval.warning.mintAuthorityChange': '{account} のミント権限を {authority} に渡します',
  'approval.warning.freezeAuthorityChange': '{account} の凍結権限を {authority} に渡します',
  'approval.warning.ownerAuthorityChange': '{account} の所有者権限を {authority} に渡します',
  'approval.warning.closeAuthorityChange': '{account} のクローズ権限を {authority} に渡します',
  'approval.warning.mintAuthorityRemoval': '{account} のミント権限を完全に削除します',
  'approval.warning.freezeAuthorityRemoval': '{account} の凍結権限を完全に削除します',
  'approval.warning.ownerAuthorityRemoval': '{account} の所有者権限を完全に削除します',
  'approval.warning.closeAuthorityRemoval': '{account} のクローズ権限を完全に削除します',
  'approval.warning.unreadableInstruction':
    'Latchkey が読み取れない命令で {program} を呼び出します',
  'approval.warning.unreadableLookupProgram':
    'Latchkey が読み取れない命令があります：そのプログラムはアカウント {index}（アドレスルックアップテーブル）です',
  'approval.warning.unreadableProgram':
    'Latchkey が読み取れない命令があります：そのプログラムは {program} です',
  'approval.reject': '拒否',
  'approval.approve': '承認',
};
