import type { embeddedMessages } from '../../../ui/embedded/embedded-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The embedded texts in German. */
export const deEmbedded: TranslatedMessages<typeof embeddedMessages> = {
  'embedded.region': 'Eingebettete Wallet',
  'embedded.oauth.continueWith': 'Weiter mit {provider}',
  'embedded.entry.title': 'Weiter mit E-Mail',
  'embedded.entry.lastUsed': 'Zuletzt verwendet',
  'embedded.email.label': 'E-Mail',
  'embedded.email.placeholder': 'name@beispiel.de',
  'embedded.entry.sending': 'Wird gesendet…',
  'embedded.entry.continue': 'Weiter',
  'embedded.entry.passkey': 'Weiter mit einem Passkey',
  'embedded.code.sentTo': 'Wir haben einen Code an {email} gesendet.',
  'embedded.code.label': 'Code',
  'embedded.code.checking': 'Wird geprüft…',
  'embedded.code.submit': 'Mit Code anmelden',
  'embedded.code.resent': 'Ein neuer Code ist unterwegs.',
  'embedded.code.notReceived': 'Nichts erhalten? Sehen Sie im Spam nach, oder {resend}',
  'embedded.code.resend': 'fordern Sie einen neuen Code an',
  'embedded.otherEmail': 'Andere E-Mail-Adresse verwenden',
  'embedded.passkey.lead':
    'Verwenden Sie den auf diesem Gerät gespeicherten Passkey: Face ID, Touch ID, Windows Hello oder einen Sicherheitsschlüssel.',
  'embedded.passkey.signIn': 'Mit Passkey anmelden',
  'embedded.passkey.newHere': 'Neu hier?',
  'embedded.passkey.create': 'Wallet mit Passkey erstellen',
  'embedded.passkey.waiting': 'Warten auf Ihren Passkey…',
  'embedded.passkey.lost': 'Passkey verloren?',
  'embedded.recovery.lead':
    'Passkey verloren? Wir senden Ihnen einen Wiederherstellungscode per E-Mail, und dieses Gerät erstellt einen neuen Passkey für dieselbe Wallet.',
  'embedded.recovery.secondFactor':
    '{email} nutzt die Bestätigung in zwei Schritten: Geben Sie den Code aus Ihrer Authentifizierungs-App oder einen Ihrer Wiederherstellungscodes ein.',
  'embedded.recovery.emailMe': 'Code per E-Mail senden',
  'embedded.recovery.or': 'oder',
  'embedded.recovery.otherDevice': 'Passkey von einem anderen Gerät verwenden',
  'embedded.recovery.sent': {
    one: 'Falls {email} eine Wallet hat, ist ein Wiederherstellungscode unterwegs. Fügen Sie ihn unten ein; er gilt {count} Minute.',
    other:
      'Falls {email} eine Wallet hat, ist ein Wiederherstellungscode unterwegs. Fügen Sie ihn unten ein; er gilt {count} Minuten.',
  },
  'embedded.recovery.codeLabel': 'Wiederherstellungscode',
  'embedded.recovery.codePlaceholder': 'Code aus der E-Mail einfügen',
  'embedded.recovery.recovering': 'Wird wiederhergestellt…',
  'embedded.recovery.submit': 'Wallet wiederherstellen',
  'embedded.recovery.createPasskey':
    'Erstellen Sie einen neuen Passkey, wenn Ihr Gerät danach fragt.',
  'embedded.oauth.asking': 'Anmeldung mit {provider} abschließen…',
  'embedded.oauth.window': 'Fahren Sie im Fenster von {provider} fort.',
  'embedded.oauth.failed': 'Anmeldung mit {provider} fehlgeschlagen',
  'embedded.oauth.back': 'Anderen Weg wählen',
  'embedded.error.codeInvalid': 'Der Code ist ungültig oder abgelaufen.',
  'embedded.error.codeGone': 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  'embedded.error.secondFactorInvalid': 'Der Code ist falsch oder wurde bereits verwendet',
  'embedded.error.rateLimited':
    'Zu viele Versuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
  'embedded.error.offline':
    'Keine Verbindung. Prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.',
  'embedded.error.serviceDown':
    'Die Anmeldung funktioniert gerade nicht. Versuchen Sie es in ein paar Minuten erneut.',
  'embedded.error.unavailable': 'Diese Anmeldemethode ist auf dieser Website nicht verfügbar.',
  'embedded.error.popupBlocked':
    'Ihr Browser hat das Anmeldefenster blockiert. Erlauben Sie Pop-ups für diese Website und versuchen Sie es dann erneut.',
  'embedded.error.signInRefused':
    'Die Anmeldung wurde nicht akzeptiert. Versuchen Sie es erneut oder wählen Sie einen anderen Anmeldeweg.',
  'embedded.error.passkeysUnavailable':
    'Passkeys können hier nicht verwendet werden. Melden Sie sich stattdessen per E-Mail an.',
  'embedded.error.passkeyExists':
    'Dieses Gerät hat bereits einen Passkey für diese Wallet. Melden Sie sich stattdessen damit an.',
  'embedded.error.passkeyFailed':
    'Ihr Passkey hat nicht funktioniert. Versuchen Sie es erneut oder melden Sie sich per E-Mail an.',
  'embedded.error.emailNeeded':
    'Geben Sie Ihre E-Mail-Adresse ein, um eine Wallet mit Passkey zu erstellen.',
  'embedded.error.unknown':
    'Etwas ist schiefgelaufen. Versuchen Sie es erneut oder wählen Sie einen anderen Anmeldeweg.',
  'embedded.error.details': 'Details',
};
