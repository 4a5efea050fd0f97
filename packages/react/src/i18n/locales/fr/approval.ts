import type { approvalMessages } from '../../../ui/approval/approval-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

// French puts a no-break space (U+00A0) before a colon, a narrow one (U+202F) before ';', '?'
// and '!'.

/** The approval texts in French. */
export const frApproval: TranslatedMessages<typeof approvalMessages> = {
  'approval.title.signMessage': 'Signer le message',
  'approval.title.approveTransaction': 'Approuver la transaction',
  'approval.title.approveTransactions': {
    one: 'Approuver {count} transaction',
    many: 'Approuver {count} de transactions',
    other: 'Approuver {count} transactions',
  },
  'approval.title.approveAndSend': 'Approuver et envoyer',
  'approval.title.approveAndSendTransactions': {
    one: 'Approuver et envoyer {count} transaction',
    many: 'Approuver et envoyer {count} de transactions',
    other: 'Approuver et envoyer {count} transactions',
  },
  'approval.message.hiddenCharacters':
    'Ce message contient des caractères cachés. Ils sont affichés ci-dessous sous forme de codes U+.',
  'approval.message.looksLikeTransaction':
    'Ce message ressemble à une transaction. Le signer pourrait permettre à quelqu’un de dépenser depuis votre portefeuille.',
  'approval.message.text': 'Message',
  'approval.message.binary': {
    one: 'Données binaires, {count} octet',
    many: 'Données binaires, {count} d’octets',
    other: 'Données binaires, {count} octets',
  },
  'approval.message.bytes': 'Octets du message',
  'approval.transactions.simulating': 'Simulation…',
  'approval.transactions.unavailable': {
    one: 'Impossible de simuler cette transaction\u202f; ses variations de solde sont inconnues.',
    many: 'Impossible de simuler ces transactions\u202f; leurs variations de solde sont inconnues.',
    other:
      'Impossible de simuler ces transactions\u202f; leurs variations de solde sont inconnues.',
  },
  'approval.transactions.details': 'Détails',
  'approval.transactions.heading': 'Transaction {index} sur {total}',
  'approval.transaction.willFail': 'Ceci va probablement échouer\u00a0: {reason}',
  'approval.transaction.logs': 'Journaux de simulation',
  'approval.transaction.changesUnknown': 'Variations de solde inconnues',
  'approval.transaction.noChanges': 'Aucune variation de solde',
  'approval.transaction.changes': 'Variations de solde',
  'approval.transaction.feePaidByApp': 'Frais de réseau\u00a0: payés par l’app',
  'approval.transaction.feeUnknown': 'Frais de réseau\u00a0: inconnus',
  'approval.transaction.fee': 'Frais de réseau\u00a0: {amount} SOL',
  'approval.transaction.programs': 'Programmes\u00a0: {programs}',
  'approval.transaction.programSeparator': ', ',
  'approval.transaction.warnings': 'Avant d’approuver',
  'approval.warning.unknownProgram':
    'Appelle un programme que Latchkey ne connaît pas\u00a0: {program}',
  'approval.warning.ownershipChange': 'Cède le compte {account} au programme {owner}',
  'approval.warning.delegation':
    'Permet à {delegate} de dépenser jusqu’à {amount} de vos jetons (en unités de base) dans {account}',
  'approval.warning.delegationUnlimited':
    'Permet à {delegate} de dépenser tous vos jetons dans {account}',
  'approval.warning.mintAuthorityChange':
    'Transfère l’autorité de frappe de {account} à {authority}',
  'approval.warning.freezeAuthorityChange':
    'Transfère l’autorité de gel de {account} à {authority}',
  'approval.warning.ownerAuthorityChange':
    'Transfère l’autorité de propriétaire de {account} à {authority}',
  'approval.warning.closeAuthorityChange':
    'Transfère l’autorité de fermeture de {account} à {authority}',
  'approval.warning.mintAuthorityRemoval':
    'Supprime définitivement l’autorité de frappe de {account}',
  'approval.warning.freezeAuthorityRemoval':
    'Supprime définitivement l’autorité de gel de {account}',
  'approval.warning.ownerAuthorityRemoval':
    'Supprime définitivement l’autorité de propriétaire de {account}',
  'approval.warning.closeAuthorityRemoval':
    'Supprime définitivement l’autorité de fermeture de {account}',
  'approval.warning.unreadableInstruction':
    'Appelle {program} avec une instruction que Latchkey ne peut pas lire',
  'approval.warning.unreadableLookupProgram':
    'Contient une instruction que Latchkey ne peut pas lire\u00a0: son programme est le compte {index} (table de recherche d’adresses)',
  'approval.warning.unreadableProgram':
    'Contient une instruction que Latchkey ne peut pas lire\u00a0: son programme est {program}',
  'approval.reject': 'Refuser',
  'approval.approve': 'Approuver',
};
