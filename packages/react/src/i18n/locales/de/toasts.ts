import type { toastMessages } from '../../../ui/transaction-toasts/toast-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The toasts texts in German. */
export const deToasts: TranslatedMessages<typeof toastMessages> = {
  'toast.region': 'Transaktionsfortschritt',
  'toast.title.send': '{amount} {symbol} senden',
  'toast.stage.signing': 'Warten auf Ihre Signatur…',
  'toast.stage.sending': 'Transaktion wird gesendet…',
  'toast.stage.confirming': 'Bestätigung im Netzwerk…',
  'toast.stage.confirmed': 'Transaktion bestätigt',
  'toast.stage.failed': 'Transaktion fehlgeschlagen',
  'toast.dismiss': 'Schließen',
  'toast.step.sign': 'Signieren',
  'toast.step.send': 'Senden',
  'toast.step.confirm': 'Bestätigen',
  'toast.failure.declined': 'Sie haben sie in Ihrer Wallet abgelehnt, daher wurde nichts gesendet.',
  'toast.failure.walletBusy':
    '{wallet} hat bereits eine offene Anfrage. Schließen Sie sie dort ab oder brechen Sie sie ab, und versuchen Sie es dann erneut.',
  'toast.failure.walletChanged':
    'Ihre Wallet hat die Transaktion verändert, daher wurde sie nicht gesendet.',
  'toast.failure.walletFailed': '{wallet} konnte die Anfrage nicht abschließen: {reason}',
  'toast.failure.notConnected': 'Keine Wallet verbunden. Verbinden Sie zuerst eine.',
  'toast.failure.notEnoughSol':
    'Nicht genug SOL: Das Konto hat {available} SOL, benötigt werden {needed} SOL.',
  'toast.failure.notEnoughSolForFee':
    'Nicht genug SOL: Das Konto kann die Netzwerkgebühr nicht bezahlen.',
  'toast.failure.notEnoughSolForRent':
    'Nicht genug SOL: Ein Konto läge danach unter dem Mindestguthaben des Netzwerks.',
  'toast.failure.notEnoughFunds':
    'Nicht genug Guthaben: Das Konto enthält weniger, als gesendet wird.',
  'toast.failure.accountEmpty':
    'Dieses Konto hat noch kein SOL für die Netzwerkgebühr. Fügen Sie zuerst etwas SOL hinzu.',
  'toast.failure.expired':
    'Sie ist abgelaufen, bevor das Netzwerk sie bestätigt hat, und wurde daher nicht ausgeführt.',
  'toast.failure.timedOut':
    'Das Netzwerk hat sie noch nicht bestätigt; sie kann noch ausgeführt werden. Prüfen Sie das, bevor Sie erneut senden.',
  'toast.failure.feeUnavailable':
    'Das Netzwerk konnte gerade keine Gebühr berechnen. Versuchen Sie es erneut.',
  'toast.failure.networkDown':
    'Das Netzwerk hat nicht geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'toast.failure.rateLimited':
    'Das Netzwerk ist gerade ausgelastet. Warten Sie kurz und versuchen Sie es dann erneut.',
  'toast.failure.rateLimitedLater':
    'Gerade zu viele Anfragen. Warten Sie einige Minuten, bevor Sie erneut senden.',
  'toast.failure.custodyDown':
    'Der Anbieter Ihrer Wallet hat nicht geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'toast.failure.serverDown':
    'Der Server der App hat nicht geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'toast.failure.sponsorRefused':
    'Der Gebührensponsor der App hat die Zahlung abgelehnt, daher wurde sie nicht gesendet.',
  'toast.failure.sponsorQuota':
    'Die Gebührenübernahme der App ist für heute aufgebraucht, daher wurde sie nicht gesendet.',
  'toast.failure.sponsorChanged':
    'Der Gebührensponsor der App hat die Transaktion verändert, daher wurde sie nicht gesendet.',
  'toast.failure.sponsorError':
    'Beim Gebührensponsor der App ist ein Problem aufgetreten, daher wurde nichts gesendet.',
  'toast.failure.refusedBecause': 'Das Netzwerk hat sie abgelehnt: {reason}',
  'toast.failure.refused': 'Das Netzwerk hat die Transaktion abgelehnt.',
  'toast.fee.sponsored': 'Netzwerkgebühr: zahlt die App',
  'toast.viewTransaction': 'Transaktion ansehen',
  'toast.retry': 'Erneut versuchen',
};
