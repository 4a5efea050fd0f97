import type { connectDialogMessages } from '../../../ui/connect-dialog/connect-dialog-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect dialog texts in German. */
export const deConnectDialog: TranslatedMessages<typeof connectDialogMessages> = {
  'dialog.title': 'Wallet verbinden',
  'dialog.back': 'Zurück',
  'dialog.close': 'Schließen',
  'dialog.footer.newToSolana': 'Neu bei Solana?',
  'dialog.footer.getWallet': 'Wallet besorgen',
  'dialog.list.installed': 'Installiert',
  'dialog.list.noWallets': 'In diesem Browser wurden keine Wallets gefunden.',
  'dialog.list.installedWalletApp': 'Installierte Wallet verwenden',
  'dialog.list.phoneWalletApp': 'Wallet auf Ihrem Smartphone verwenden',
  'dialog.list.lastUsed': 'Zuletzt verwendet',
  'dialog.list.openApp': 'App öffnen',
  'dialog.list.detected': 'Erkannt',
  'dialog.list.moreWallets': 'Weitere Wallets',
  'dialog.list.openIn': 'In {wallet} öffnen',
  'dialog.wallet.openYourApp': 'Öffnen Sie Ihre Wallet-App',
  'dialog.wallet.scanWithPhone': 'Mit dem Smartphone scannen',
  'dialog.wallet.opening.wallet': '{wallet} wird geöffnet…',
  'dialog.wallet.opening.app': 'Ihre Wallet-App wird geöffnet…',
  'dialog.wallet.confirm.wallet': 'Bestätigen Sie in {wallet}, um fortzufahren.',
  'dialog.wallet.confirm.app': 'Bestätigen Sie in Ihrer Wallet-App, um fortzufahren.',
  'dialog.wallet.slow.wallet':
    'Nicht zu sehen? Öffnen Sie {wallet} über die Symbolleiste Ihres Browsers, oder entsperren Sie die Wallet und versuchen Sie es erneut.',
  'dialog.wallet.slow.app':
    'Nicht zu sehen? Öffnen Sie Ihre Wallet-App, bestätigen Sie dort und kehren Sie dann zu dieser Seite zurück.',
  'dialog.phone.qrLabel': 'QR-Code zum Verbinden einer Wallet-App auf Ihrem Smartphone',
  'dialog.phone.scanHint':
    'Scannen Sie ihn mit der Solana-Wallet-App auf Ihrem Smartphone (Phantom, Solflare, Seed Vault…) und bestätigen Sie dort.',
  'dialog.walletConnect.qrLabel': 'QR-Code zum Verbinden einer Wallet-App über WalletConnect',
  'dialog.walletConnect.open': 'Öffnen',
  'dialog.walletConnect.chooseHint':
    'Wählen Sie Ihre Wallet-App, bestätigen Sie dort und kehren Sie dann zu dieser Seite zurück.',
  'dialog.walletConnect.scanHint':
    'Scannen Sie ihn mit der Wallet-App auf Ihrem Smartphone (Trust, Backpack, OKX, Exodus…) und bestätigen Sie dort.',
  'dialog.walletConnect.copyLink': 'Link kopieren',
  'dialog.walletConnect.copied': 'Kopiert',
  'dialog.declined.title': 'Anfrage abgelehnt',
  'dialog.declined.wallet':
    '{wallet} wurde nicht verbunden. Fragen Sie erneut an, oder wählen Sie eine andere Wallet.',
  'dialog.declined.app':
    'Ihre Wallet-App wurde nicht verbunden. Fragen Sie erneut an, oder wählen Sie eine andere Wallet.',
  'dialog.declined.phone':
    'Die Wallet-App auf Ihrem Smartphone wurde nicht verbunden. Fragen Sie erneut an, oder wählen Sie eine andere Wallet.',
  'dialog.failure.notFound':
    '{wallet} ist in diesem Browser nicht mehr verfügbar. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'dialog.failure.noWalletApp': 'Keine Wallet-App auf diesem Smartphone hat geantwortet.',
  'dialog.failure.noWalletAppHint':
    'Installieren Sie eine Solana-Wallet-App und versuchen Sie es dann erneut.',
  'dialog.failure.requestPending.wallet':
    '{wallet} zeigt bereits eine Anfrage an. Schließen Sie sie dort ab oder schließen Sie sie, und versuchen Sie es dann erneut.',
  'dialog.failure.requestPending.app':
    'Ihre Wallet-App zeigt bereits eine Anfrage an. Schließen Sie sie dort ab oder schließen Sie sie, und versuchen Sie es dann erneut.',
  'dialog.failure.requestPending.phone':
    'Die Wallet-App auf Ihrem Smartphone zeigt bereits eine Anfrage an. Schließen Sie sie dort ab oder schließen Sie sie, und versuchen Sie es dann erneut.',
  'dialog.failure.noAccounts.wallet':
    '{wallet} hat kein Konto freigegeben. Entsperren Sie die Wallet oder fügen Sie ein Konto hinzu, und versuchen Sie es dann erneut.',
  'dialog.failure.noAccounts.app':
    'Ihre Wallet-App hat kein Konto freigegeben. Entsperren Sie sie oder fügen Sie ein Konto hinzu, und versuchen Sie es dann erneut.',
  'dialog.failure.noAccounts.phone':
    'Die Wallet-App auf Ihrem Smartphone hat kein Konto freigegeben. Entsperren Sie sie oder fügen Sie ein Konto hinzu, und versuchen Sie es dann erneut.',
  'dialog.failure.featureNotSupported.wallet':
    '{wallet} kann mit dieser App nicht verwendet werden. Wählen Sie eine andere Wallet.',
  'dialog.failure.featureNotSupported.app':
    'Ihre Wallet-App kann mit dieser App nicht verwendet werden. Wählen Sie eine andere Wallet.',
  'dialog.failure.featureNotSupported.phone':
    'Die Wallet-App auf Ihrem Smartphone kann mit dieser App nicht verwendet werden. Wählen Sie eine andere Wallet.',
  'dialog.failure.unsupportedNetwork.wallet':
    '{wallet} unterstützt {network} nicht. Wählen Sie eine andere Wallet.',
  'dialog.failure.unsupportedNetwork.app':
    'Ihre Wallet-App unterstützt {network} nicht. Wählen Sie eine andere Wallet.',
  'dialog.failure.unsupportedNetwork.phone':
    'Die Wallet-App auf Ihrem Smartphone unterstützt {network} nicht. Wählen Sie eine andere Wallet.',
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    '{wallet} unterstützt {network} nicht. Wechseln Sie zu {otherNetwork}, oder wählen Sie eine andere Wallet.',
  'dialog.failure.unsupportedNetworkSwitch.app':
    'Ihre Wallet-App unterstützt {network} nicht. Wechseln Sie zu {otherNetwork}, oder wählen Sie eine andere Wallet.',
  'dialog.failure.unsupportedNetworkSwitch.phone':
    'Die Wallet-App auf Ihrem Smartphone unterstützt {network} nicht. Wechseln Sie zu {otherNetwork}, oder wählen Sie eine andere Wallet.',
  'dialog.failure.signInNotVerified.wallet':
    'Die Anmeldung mit {wallet} konnte nicht bestätigt werden und wurde deshalb nicht angenommen.',
  'dialog.failure.signInNotVerified.app':
    'Die Anmeldung mit Ihrer Wallet-App konnte nicht bestätigt werden und wurde deshalb nicht angenommen.',
  'dialog.failure.signInNotVerified.phone':
    'Die Anmeldung mit der Wallet-App auf Ihrem Smartphone konnte nicht bestätigt werden und wurde deshalb nicht angenommen.',
  'dialog.failure.signInRefused':
    'Diese App hat die Anmeldung nicht angenommen. Versuchen Sie es erneut, oder wählen Sie eine andere Wallet.',
  'dialog.failure.timedOut.wallet':
    '{wallet} hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
  'dialog.failure.timedOut.app':
    'Ihre Wallet-App hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
  'dialog.failure.timedOut.phone':
    'Die Wallet-App auf Ihrem Smartphone hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut.',
  'dialog.failure.unreachable':
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.',
  'dialog.failure.rateLimited':
    'Zu viele Anfragen in kurzer Zeit. Warten Sie einen Moment und versuchen Sie es dann erneut.',
  'dialog.failure.unknown.wallet':
    '{wallet} konnte keine Verbindung herstellen. Versuchen Sie es erneut, oder wählen Sie eine andere Wallet.',
  'dialog.failure.unknown.app':
    'Ihre Wallet-App konnte keine Verbindung herstellen. Versuchen Sie es erneut, oder wählen Sie eine andere Wallet.',
  'dialog.failure.unknown.phone':
    'Die Wallet-App auf Ihrem Smartphone konnte keine Verbindung herstellen. Versuchen Sie es erneut, oder wählen Sie eine andere Wallet.',
  'dialog.failure.getWallet': 'Wallet besorgen',
  'dialog.failure.details': 'Details',
  'dialog.action.tryAgain': 'Erneut versuchen',
  'dialog.action.switchNetwork': 'Zu {network} wechseln',
  'dialog.action.reload': 'Seite neu laden',
  'dialog.action.chooseAnotherWallet': 'Andere Wallet wählen',
  'dialog.install.title': '{wallet} installieren',
  'dialog.install.notInstalled': '{wallet} ist nicht installiert',
  'dialog.install.hint':
    'Fügen Sie sie diesem Browser hinzu, kehren Sie dann zurück und wählen Sie sie in der Liste aus.',
  'dialog.install.forThisBrowser': '{wallet} für diesen Browser holen',
  'dialog.install.qrLabel': 'QR-Code, der diese Seite in {wallet} öffnet',
  'dialog.install.qrCaption':
    'Am Smartphone? Scannen Sie ihn, um diese Seite in der {wallet}-App zu öffnen.',
  'dialog.guide.title': 'Wallet besorgen',
  'dialog.guide.accountTitle': 'Eine Wallet ist Ihr Konto.',
  'dialog.guide.account':
    'Sie verwahrt Ihre Schlüssel und fragt Sie, bevor etwas signiert oder gesendet wird.',
  'dialog.guide.installTitle': 'Installieren Sie eine.',
  'dialog.guide.install': 'Sie sind kostenlos und in einer Minute eingerichtet.',
  'dialog.guide.connectTitle': 'Kommen Sie zurück und verbinden Sie sich.',
  'dialog.guide.connect': 'Sie erscheint hier als „Erkannt“.',
  'dialog.guide.get': 'Holen',
  'dialog.guide.noInstall': 'Ganz ohne Installation: {link}.',
  'dialog.guide.useEmail': 'mit Ihrer E-Mail-Adresse fortfahren',
  'dialog.emailCode.title': 'Prüfen Sie Ihre E-Mails',
  'dialog.passkey.title': 'Passkey verwenden',
  'dialog.recovery.title': 'Wallet wiederherstellen',
};
