import type { approvalMessages } from '../../../ui/approval/approval-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The approval texts in Portuguese (Brazil). */
export const ptBrApproval: TranslatedMessages<typeof approvalMessages> = {
  'approval.title.signMessage': 'Assinar mensagem',
  'approval.title.approveTransaction': 'Aprovar transação',
  'approval.title.approveTransactions': {
    one: 'Aprovar {count} transação',
    many: 'Aprovar {count} de transações',
    other: 'Aprovar {count} transações',
  },
  'approval.title.approveAndSend': 'Aprovar e enviar',
  'approval.title.approveAndSendTransactions': {
    one: 'Aprovar e enviar {count} transação',
    many: 'Aprovar e enviar {count} de transações',
    other: 'Aprovar e enviar {count} transações',
  },
  'approval.message.hiddenCharacters':
    'Esta mensagem contém caracteres ocultos. Eles aparecem abaixo como códigos U+.',
  'approval.message.looksLikeTransaction':
    'Esta mensagem parece uma transação. Assiná-la pode permitir que alguém gaste da sua carteira.',
  'approval.message.text': 'Mensagem',
  'approval.message.binary': {
    one: 'Dados binários, {count} byte',
    many: 'Dados binários, {count} de bytes',
    other: 'Dados binários, {count} bytes',
  },
  'approval.message.bytes': 'Bytes da mensagem',
  'approval.transactions.simulating': 'Simulando…',
  'approval.transactions.unavailable': {
    one: 'Não foi possível simular esta transação; as mudanças de saldo são desconhecidas.',
    many: 'Não foi possível simular estas transações; as mudanças de saldo são desconhecidas.',
    other: 'Não foi possível simular estas transações; as mudanças de saldo são desconhecidas.',
  },
  'approval.transactions.details': 'Detalhes',
  'approval.transactions.heading': 'Transação {index} de {total}',
  'approval.transaction.willFail': 'Isto provavelmente vai falhar: {reason}',
  'approval.transaction.logs': 'Logs da simulação',
  'approval.transaction.changesUnknown': 'Mudanças de saldo desconhecidas',
  'approval.transaction.noChanges': 'Nenhuma mudança de saldo',
  'approval.transaction.changes': 'Mudanças de saldo',
  'approval.transaction.feePaidByApp': 'Taxa de rede: paga pelo app',
  'approval.transaction.feeUnknown': 'Taxa de rede: desconhecida',
  'approval.transaction.fee': 'Taxa de rede: {amount} SOL',
  'approval.transaction.programs': 'Programas: {programs}',
  'approval.transaction.programSeparator': ', ',
  'approval.transaction.warnings': 'Antes de aprovar',
  'approval.warning.unknownProgram': 'Chama um programa que o Latchkey não conhece: {program}',
  'approval.warning.ownershipChange': 'Entrega a conta {account} ao programa {owner}',
  'approval.warning.delegation':
    'Permite que {delegate} gaste até {amount} dos seus tokens (em unidades base) em {account}',
  'approval.warning.delegationUnlimited':
    'Permite que {delegate} gaste todos os seus tokens em {account}',
  'approval.warning.mintAuthorityChange':
    'Passa a autoridade de emissão de {account} para {authority}',
  'approval.warning.freezeAuthorityChange':
    'Passa a autoridade de congelamento de {account} para {authority}',
  'approval.warning.ownerAuthorityChange':
    'Passa a autoridade de proprietário de {account} para {authority}',
  'approval.warning.closeAuthorityChange':
    'Passa a autoridade de fechamento de {account} para {authority}',
  'approval.warning.mintAuthorityRemoval':
    'Remove para sempre a autoridade de emissão de {account}',
  'approval.warning.freezeAuthorityRemoval':
    'Remove para sempre a autoridade de congelamento de {account}',
  'approval.warning.ownerAuthorityRemoval':
    'Remove para sempre a autoridade de proprietário de {account}',
  'approval.warning.closeAuthorityRemoval':
    'Remove para sempre a autoridade de fechamento de {account}',
  'approval.warning.unreadableInstruction':
    'Chama {program} com uma instrução que o Latchkey não consegue ler',
  'approval.warning.unreadableLookupProgram':
    'Tem uma instrução que o Latchkey não consegue ler: o programa dela é a conta {index} (tabela de consulta de endereços)',
  'approval.warning.unreadableProgram':
    'Tem uma instrução que o Latchkey não consegue ler: o programa dela é {program}',
  'approval.reject': 'Recusar',
  'approval.approve': 'Aprovar',
};
