import type { approvalMessages } from '../../../ui/approval/approval-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The approval texts in German. */
export const deApproval: TranslatedMessages<typeof approvalMessages> = {
  'approval.title.signMessage': 'Nachricht signieren',
  'approval.title.approveTransaction': 'Transaktion genehmigen',
  'approval.title.approveTransactions': {
    one: '{count} Transaktion genehmigen',
    other: '{count} Transaktionen genehmigen',
  },
  'approval.title.approveAndSend': 'Genehmigen und senden',
  'approval.title.approveAndSendTransactions': {
    one: '{count} Transaktion genehmigen und senden',
    other: '{count} Transaktionen genehmigen und senden',
  },
  'approval.message.hiddenCharacters':
    'Diese Nachricht enthält versteckte Zeichen. Sie werden unten als U+-Codes angezeigt.',
  'approval.message.looksLikeTransaction':
    'Diese Nachricht sieht wie eine Transaktion aus. Wenn Sie sie signieren, könnte jemand Guthaben aus Ihrer Wallet ausgeben.',
  'approval.message.text': 'Nachricht',
  'approval.message.binary': {
    one: 'Binärdaten, {count} Byte',
    other: 'Binärdaten, {count} Bytes',
  },
  'approval.message.bytes': 'Bytes der Nachricht',
  'approval.transactions.simulating': 'Simulation läuft…',
  'approval.transactions.unavailable': {
    one: 'Diese Transaktion konnte nicht simuliert werden; ihre Saldoänderungen sind unbekannt.',
    other:
      'Diese Transaktionen konnten nicht simuliert werden; ihre Saldoänderungen sind unbekannt.',
  },
  'approval.transactions.details': 'Details',
  'approval.transactions.heading': 'Transaktion {index} von {total}',
  'approval.transaction.willFail': 'Dies wird wahrscheinlich fehlschlagen: {reason}',
  'approval.transaction.logs': 'Simulationsprotokolle',
  'approval.transaction.changesUnknown': 'Saldoänderungen unbekannt',
  'approval.transaction.noChanges': 'Keine Saldoänderungen',
  'approval.transaction.changes': 'Saldoänderungen',
  'approval.transaction.feePaidByApp': 'Netzwerkgebühr: zahlt die App',
  'approval.transaction.feeUnknown': 'Netzwerkgebühr: unbekannt',
  'approval.transaction.fee': 'Netzwerkgebühr: {amount} SOL',
  'approval.transaction.programs': 'Programme: {programs}',
  'approval.transaction.programSeparator': ', ',
  'approval.transaction.warnings': 'Vor dem Genehmigen',
  'approval.warning.unknownProgram': 'Ruft ein Programm auf, das Latchkey nicht kennt: {program}',
  'approval.warning.ownershipChange': 'Übergibt das Konto {account} an das Programm {owner}',
  'approval.warning.delegation':
    'Erlaubt {delegate}, bis zu {amount} Ihrer Token (in Basiseinheiten) aus {account} auszugeben',
  'approval.warning.delegationUnlimited':
    'Erlaubt {delegate}, alle Ihre Token aus {account} auszugeben',
  'approval.warning.mintAuthorityChange':
    'Übergibt die Berechtigung zum Prägen für {account} an {authority}',
  'approval.warning.freezeAuthorityChange':
    'Übergibt die Berechtigung zum Einfrieren für {account} an {authority}',
  'approval.warning.ownerAuthorityChange':
    'Übergibt die Eigentümer-Berechtigung für {account} an {authority}',
  'approval.warning.closeAuthorityChange':
    'Übergibt die Berechtigung zum Schließen für {account} an {authority}',
  'approval.warning.mintAuthorityRemoval':
    'Entfernt die Berechtigung zum Prägen für {account} endgültig',
  'approval.warning.freezeAuthorityRemoval':
    'Entfernt die Berechtigung zum Einfrieren für {account} endgültig',
  'approval.warning.ownerAuthorityRemoval':
    'Entfernt die Eigentümer-Berechtigung für {account} endgültig',
  'approval.warning.closeAuthorityRemoval':
    'Entfernt die Berechtigung zum Schließen für {account} endgültig',
  'approval.warning.unreadableInstruction':
    'Ruft {program} mit einer Anweisung auf, die Latchkey nicht lesen kann',
  'approval.warning.unreadableLookupProgram':
    'Enthält eine Anweisung, die Latchkey nicht lesen kann: Das Programm ist Konto {index} (Adress-Lookup-Tabelle)',
  'approval.warning.unreadableProgram':
    'Enthält eine Anweisung, die Latchkey nicht lesen kann: Das Programm ist {program}',
  'approval.reject': 'Ablehnen',
  'approval.approve': 'Genehmigen',
};
