import type { connectDialogMessages } from '../../../ui/connect-dialog/connect-dialog-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect dialog texts in French. */
export const frConnectDialog: TranslatedMessages<typeof connectDialogMessages> = {
  'dialog.title': 'Connecter un portefeuille',
  'dialog.back': 'Retour',
  'dialog.close': 'Fermer',
  'dialog.footer.newToSolana': 'Nouveau sur Solana ?',
  'dialog.footer.getWallet': 'Obtenir un portefeuille',
  'dialog.list.installed': 'Installés',
  'dialog.list.noWallets': 'Aucun portefeuille trouvé dans ce navigateur.',
  'dialog.list.installedWalletApp': 'Utiliser un portefeuille installé',
  'dialog.list.phoneWalletApp': 'Utiliser un portefeuille sur votre téléphone',
  'dialog.list.lastUsed': 'Utilisé récemment',
  'dialog.list.openApp': "Ouvrir l'app",
  'dialog.list.detected': 'Détecté',
  'dialog.list.moreWallets': 'Plus de portefeuilles',
  'dialog.list.openIn': 'Ouvrir dans {wallet}',
  'dialog.wallet.openYourApp': 'Ouvrez votre app de portefeuille',
  'dialog.wallet.scanWithPhone': 'Scannez avec votre téléphone',
  'dialog.wallet.opening.wallet': 'Ouverture de {wallet}…',
  'dialog.wallet.opening.app': 'Ouverture de votre app de portefeuille…',
  'dialog.wallet.confirm.wallet': 'Confirmez dans {wallet} pour continuer.',
  'dialog.wallet.confirm.app': 'Confirmez dans votre app de portefeuille pour continuer.',
  'dialog.wallet.slow.wallet':
    "Vous ne le voyez pas ? Ouvrez {wallet} depuis la barre d'outils du navigateur, ou déverrouillez-le et réessayez.",
  'dialog.wallet.slow.app':
    'Vous ne le voyez pas ? Ouvrez votre app de portefeuille, approuvez-y la demande, puis revenez sur cette page.',
  'dialog.phone.qrLabel': 'QR code pour connecter une app de portefeuille de votre téléphone',
  'dialog.phone.scanHint':
    "Scannez-le avec l'app de portefeuille Solana de votre téléphone (Phantom, Solflare, Seed Vault…), puis approuvez-y la demande.",
  'dialog.walletConnect.qrLabel':
    'QR code pour connecter une app de portefeuille avec WalletConnect',
  'dialog.walletConnect.open': 'Ouvrir',
  'dialog.walletConnect.chooseHint':
    'Choisissez votre app de portefeuille, approuvez-y la demande, puis revenez sur cette page.',
  'dialog.walletConnect.scanHint':
    "Scannez-le avec l'app de portefeuille de votre téléphone (Trust, Backpack, OKX, Exodus…), puis approuvez-y la demande.",
  'dialog.walletConnect.copyLink': 'Copier le lien',
  'dialog.walletConnect.copied': 'Copié',
  'dialog.declined.title': 'Demande refusée',
  'dialog.declined.wallet':
    "{wallet} ne s'est pas connecté. Redemandez, ou choisissez un autre portefeuille.",
  'dialog.declined.app':
    "Votre app de portefeuille ne s'est pas connectée. Redemandez, ou choisissez un autre portefeuille.",
  'dialog.declined.phone':
    "L'app de portefeuille de votre téléphone ne s'est pas connectée. Redemandez, ou choisissez un autre portefeuille.",
  'dialog.failure.notFound':
    "{wallet} n'est plus disponible dans ce navigateur. Rechargez la page et réessayez.",
  'dialog.failure.noWalletApp': "Aucune app de portefeuille de ce téléphone n'a répondu.",
  'dialog.failure.noWalletAppHint': 'Installez une app de portefeuille Solana, puis réessayez.',
  'dialog.failure.requestPending.wallet':
    '{wallet} affiche déjà une demande. Terminez-la ou fermez-la, puis réessayez.',
  'dialog.failure.requestPending.app':
    'Votre app de portefeuille affiche déjà une demande. Terminez-la ou fermez-la, puis réessayez.',
  'dialog.failure.requestPending.phone':
    "L'app de portefeuille de votre téléphone affiche déjà une demande. Terminez-la ou fermez-la, puis réessayez.",
  'dialog.failure.noAccounts.wallet':
    "{wallet} n'a partagé aucun compte. Déverrouillez-le ou ajoutez un compte, puis réessayez.",
  'dialog.failure.noAccounts.app':
    "Votre app de portefeuille n'a partagé aucun compte. Déverrouillez-la ou ajoutez un compte, puis réessayez.",
  'dialog.failure.noAccounts.phone':
    "L'app de portefeuille de votre téléphone n'a partagé aucun compte. Déverrouillez-la ou ajoutez un compte, puis réessayez.",
  'dialog.failure.featureNotSupported.wallet':
    '{wallet} ne peut pas être utilisé avec cette app. Choisissez un autre portefeuille.',
  'dialog.failure.featureNotSupported.app':
    'Votre app de portefeuille ne peut pas être utilisée avec cette app. Choisissez un autre portefeuille.',
  'dialog.failure.featureNotSupported.phone':
    "L'app de portefeuille de votre téléphone ne peut pas être utilisée avec cette app. Choisissez un autre portefeuille.",
  'dialog.failure.unsupportedNetwork.wallet':
    '{wallet} ne prend pas en charge {network}. Choisissez un autre portefeuille.',
  'dialog.failure.unsupportedNetwork.app':
    'Votre app de portefeuille ne prend pas en charge {network}. Choisissez un autre portefeuille.',
  'dialog.failure.unsupportedNetwork.phone':
    "L'app de portefeuille de votre téléphone ne prend pas en charge {network}. Choisissez un autre portefeuille.",
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    '{wallet} ne prend pas en charge {network}. Passez à {otherNetwork}, ou choisissez un autre portefeuille.',
  'dialog.failure.unsupportedNetworkSwitch.app':
    'Votre app de portefeuille ne prend pas en charge {network}. Passez à {otherNetwork}, ou choisissez un autre portefeuille.',
  'dialog.failure.unsupportedNetworkSwitch.phone':
    "L'app de portefeuille de votre téléphone ne prend pas en charge {network}. Passez à {otherNetwork}, ou choisissez un autre portefeuille.",
  'dialog.failure.signInNotVerified.wallet':
    "La connexion de {wallet} n'a pas pu être vérifiée : elle n'a donc pas été acceptée.",
  'dialog.failure.signInNotVerified.app':
    "La connexion de votre app de portefeuille n'a pas pu être vérifiée : elle n'a donc pas été acceptée.",
  'dialog.failure.signInNotVerified.phone':
    "La connexion de l'app de portefeuille de votre téléphone n'a pas pu être vérifiée : elle n'a donc pas été acceptée.",
  'dialog.failure.signInRefused':
    "Cette app n'a pas accepté la connexion. Réessayez, ou choisissez un autre portefeuille.",
  'dialog.failure.timedOut.wallet': "{wallet} n'a pas répondu à temps. Réessayez.",
  'dialog.failure.timedOut.app': "Votre app de portefeuille n'a pas répondu à temps. Réessayez.",
  'dialog.failure.timedOut.phone':
    "L'app de portefeuille de votre téléphone n'a pas répondu à temps. Réessayez.",
  'dialog.failure.unreachable':
    'Impossible de joindre le serveur. Vérifiez votre connexion Internet, puis réessayez.',
  'dialog.failure.rateLimited':
    'Trop de demandes en peu de temps. Patientez un instant, puis réessayez.',
  'dialog.failure.unknown.wallet':
    "{wallet} n'a pas pu se connecter. Réessayez, ou choisissez un autre portefeuille.",
  'dialog.failure.unknown.app':
    "Votre app de portefeuille n'a pas pu se connecter. Réessayez, ou choisissez un autre portefeuille.",
  'dialog.failure.unknown.phone':
    "L'app de portefeuille de votre téléphone n'a pas pu se connecter. Réessayez, ou choisissez un autre portefeuille.",
  'dialog.failure.getWallet': 'Obtenir un portefeuille',
  'dialog.failure.details': 'Détails',
  'dialog.action.tryAgain': 'Réessayer',
  'dialog.action.switchNetwork': 'Passer à {network}',
  'dialog.action.reload': 'Recharger la page',
  'dialog.action.chooseAnotherWallet': 'Choisir un autre portefeuille',
  'dialog.install.title': 'Obtenir {wallet}',
  'dialog.install.notInstalled': "{wallet} n'est pas installé",
  'dialog.install.hint': 'Ajoutez-le à ce navigateur, puis revenez et choisissez-le dans la liste.',
  'dialog.install.forThisBrowser': 'Obtenir {wallet} pour ce navigateur',
  'dialog.install.qrLabel': 'QR code qui ouvre cette page dans {wallet}',
  'dialog.install.qrCaption':
    "Sur votre téléphone ? Scannez pour ouvrir cette page dans l'app {wallet}.",
  'dialog.guide.title': 'Obtenir un portefeuille',
  'dialog.guide.accountTitle': "Un portefeuille, c'est votre compte.",
  'dialog.guide.account':
    'Il conserve vos clés et vous demande votre accord avant toute signature ou tout envoi.',
  'dialog.guide.installTitle': 'Installez-en un.',
  'dialog.guide.install': 'Ils sont gratuits et se configurent en une minute.',
  'dialog.guide.connectTitle': 'Revenez et connectez-vous.',
  'dialog.guide.connect': 'Il apparaîtra ici comme Détecté.',
  'dialog.guide.get': 'Obtenir',
  'dialog.guide.noInstall': 'Sans rien installer : {link}.',
  'dialog.guide.useEmail': 'continuez avec votre e-mail',
  'dialog.emailCode.title': 'Consultez vos e-mails',
  'dialog.passkey.title': "Utiliser une clé d'accès",
  'dialog.recovery.title': 'Récupérer votre portefeuille',
};
