import type { approvalMessages } from '../../../ui/approval/approval-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The approval texts in Spanish. */
export const esApproval: TranslatedMessages<typeof approvalMessages> = {
  'approval.title.signMessage': 'Firmar mensaje',
  'approval.title.approveTransaction': 'Aprobar transacción',
  'approval.title.approveTransactions': {
    one: 'Aprobar {count} transacción',
    many: 'Aprobar {count} de transacciones',
    other: 'Aprobar {count} transacciones',
  },
  'approval.title.approveAndSend': 'Aprobar y enviar',
  'approval.title.approveAndSendTransactions': {
    one: 'Aprobar y enviar {count} transacción',
    many: 'Aprobar y enviar {count} de transacciones',
    other: 'Aprobar y enviar {count} transacciones',
  },
  'approval.message.hiddenCharacters':
    'Este mensaje contiene caracteres ocultos. Se muestran abajo como códigos U+.',
  'approval.message.looksLikeTransaction':
    'Este mensaje parece una transacción. Firmarlo podría permitir que alguien gaste fondos de tu billetera.',
  'approval.message.text': 'Mensaje',
  'approval.message.binary': {
    one: 'Datos binarios, {count} byte',
    many: 'Datos binarios, {count} de bytes',
    other: 'Datos binarios, {count} bytes',
  },
  'approval.message.bytes': 'Bytes del mensaje',
  'approval.transactions.simulating': 'Simulando…',
  'approval.transactions.unavailable': {
    one: 'No se pudo simular esta transacción; sus cambios de saldo son desconocidos.',
    many: 'No se pudieron simular estas transacciones; sus cambios de saldo son desconocidos.',
    other: 'No se pudieron simular estas transacciones; sus cambios de saldo son desconocidos.',
  },
  'approval.transactions.details': 'Detalles',
  'approval.transactions.heading': 'Transacción {index} de {total}',
  'approval.transaction.willFail': 'Probablemente fallará: {reason}',
  'approval.transaction.logs': 'Registros de la simulación',
  'approval.transaction.changesUnknown': 'Cambios de saldo desconocidos',
  'approval.transaction.noChanges': 'Sin cambios de saldo',
  'approval.transaction.changes': 'Cambios de saldo',
  'approval.transaction.feePaidByApp': 'Comisión de red: la paga la app',
  'approval.transaction.feeUnknown': 'Comisión de red: desconocida',
  'approval.transaction.fee': 'Comisión de red: {amount} SOL',
  'approval.transaction.programs': 'Programas: {programs}',
  'approval.transaction.programSeparator': ', ',
  'approval.transaction.warnings': 'Antes de aprobar',
  'approval.warning.unknownProgram': 'Llama a un programa que Latchkey no conoce: {program}',
  'approval.warning.ownershipChange': 'Cede la cuenta {account} al programa {owner}',
  'approval.warning.delegation':
    'Permite que {delegate} gaste hasta {amount} de tus tokens (en unidades base) en {account}',
  'approval.warning.delegationUnlimited':
    'Permite que {delegate} gaste todos tus tokens en {account}',
  'approval.warning.mintAuthorityChange':
    'Entrega la autoridad de emisión de {account} a {authority}',
  'approval.warning.freezeAuthorityChange':
    'Entrega la autoridad de congelación de {account} a {authority}',
  'approval.warning.ownerAuthorityChange':
    'Entrega la autoridad de propietario de {account} a {authority}',
  'approval.warning.closeAuthorityChange':
    'Entrega la autoridad de cierre de {account} a {authority}',
  'approval.warning.mintAuthorityRemoval':
    'Elimina para siempre la autoridad de emisión de {account}',
  'approval.warning.freezeAuthorityRemoval':
    'Elimina para siempre la autoridad de congelación de {account}',
  'approval.warning.ownerAuthorityRemoval':
    'Elimina para siempre la autoridad de propietario de {account}',
  'approval.warning.closeAuthorityRemoval':
    'Elimina para siempre la autoridad de cierre de {account}',
  'approval.warning.unreadableInstruction':
    'Llama a {program} con una instrucción que Latchkey no puede leer',
  'approval.warning.unreadableLookupProgram':
    'Tiene una instrucción que Latchkey no puede leer: su programa es la cuenta {index} (tabla de búsqueda de direcciones)',
  'approval.warning.unreadableProgram':
    'Tiene una instrucción que Latchkey no puede leer: su programa es {program}',
  'approval.reject': 'Rechazar',
  'approval.approve': 'Aprobar',
};
