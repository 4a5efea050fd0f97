import type { connectDialogMessages } from '../../../ui/connect-dialog/connect-dialog-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect dialog texts in Spanish. */
export const esConnectDialog: TranslatedMessages<typeof connectDialogMessages> = {
  'dialog.title': 'Conectar una billetera',
  'dialog.back': 'Atrás',
  'dialog.close': 'Cerrar',
  'dialog.footer.newToSolana': '¿Nuevo en Solana?',
  'dialog.footer.getWallet': 'Consigue una billetera',
  'dialog.list.installed': 'Instaladas',
  'dialog.list.noWallets': 'No se encontraron billeteras en este navegador.',
  'dialog.list.installedWalletApp': 'Usar una billetera instalada',
  'dialog.list.phoneWalletApp': 'Usar una billetera de tu teléfono',
  'dialog.list.lastUsed': 'Última usada',
  'dialog.list.openApp': 'Abrir app',
  'dialog.list.detected': 'Detectada',
  'dialog.list.moreWallets': 'Más billeteras',
  'dialog.list.openIn': 'Abrir en {wallet}',
  'dialog.wallet.openYourApp': 'Abre tu app de billetera',
  'dialog.wallet.scanWithPhone': 'Escanea con tu teléfono',
  'dialog.wallet.opening.wallet': 'Abriendo {wallet}…',
  'dialog.wallet.opening.app': 'Abriendo tu app de billetera…',
  'dialog.wallet.confirm.wallet': 'Confirma en {wallet} para continuar.',
  'dialog.wallet.confirm.app': 'Confirma en tu app de billetera para continuar.',
  'dialog.wallet.slow.wallet':
    '¿No lo ves? Abre {wallet} desde la barra de herramientas del navegador, o desbloquéala e inténtalo de nuevo.',
  'dialog.wallet.slow.app':
    '¿No lo ves? Abre tu app de billetera, aprueba allí y luego vuelve a esta página.',
  'dialog.phone.qrLabel': 'Código QR para conectar una app de billetera de tu teléfono',
  'dialog.phone.scanHint':
    'Escanéalo con la app de billetera de Solana de tu teléfono (Phantom, Solflare, Seed Vault…) y aprueba allí.',
  'dialog.walletConnect.qrLabel': 'Código QR para conectar una app de billetera con WalletConnect',
  'dialog.walletConnect.open': 'Abrir',
  'dialog.walletConnect.chooseHint':
    'Elige tu app de billetera, aprueba allí y luego vuelve a esta página.',
  'dialog.walletConnect.scanHint':
    'Escanéalo con la app de billetera de tu teléfono (Trust, Backpack, OKX, Exodus…) y aprueba allí.',
  'dialog.walletConnect.copyLink': 'Copiar enlace',
  'dialog.walletConnect.copied': 'Copiado',
  'dialog.declined.title': 'Solicitud rechazada',
  'dialog.declined.wallet': '{wallet} no se conectó. Vuelve a pedirlo o elige otra billetera.',
  'dialog.declined.app':
    'Tu app de billetera no se conectó. Vuelve a pedirlo o elige otra billetera.',
  'dialog.declined.phone':
    'La app de billetera de tu teléfono no se conectó. Vuelve a pedirlo o elige otra billetera.',
  'dialog.failure.notFound':
    '{wallet} ya no está disponible en este navegador. Recarga la página e inténtalo de nuevo.',
  'dialog.failure.noWalletApp': 'Ninguna app de billetera de este teléfono respondió.',
  'dialog.failure.noWalletAppHint': 'Instala una app de billetera de Solana e inténtalo de nuevo.',
  'dialog.failure.requestPending.wallet':
    '{wallet} ya está mostrando una solicitud. Complétala o ciérrala allí e inténtalo de nuevo.',
  'dialog.failure.requestPending.app':
    'Tu app de billetera ya está mostrando una solicitud. Complétala o ciérrala allí e inténtalo de nuevo.',
  'dialog.failure.requestPending.phone':
    'La app de billetera de tu teléfono ya está mostrando una solicitud. Complétala o ciérrala allí e inténtalo de nuevo.',
  'dialog.failure.noAccounts.wallet':
    '{wallet} no compartió ninguna cuenta. Desbloquéala o añade una cuenta e inténtalo de nuevo.',
  'dialog.failure.noAccounts.app':
    'Tu app de billetera no compartió ninguna cuenta. Desbloquéala o añade una cuenta e inténtalo de nuevo.',
  'dialog.failure.noAccounts.phone':
    'La app de billetera de tu teléfono no compartió ninguna cuenta. Desbloquéala o añade una cuenta e inténtalo de nuevo.',
  'dialog.failure.featureNotSupported.wallet':
    '{wallet} no se puede usar con esta app. Elige otra billetera.',
  'dialog.failure.featureNotSupported.app':
    'Tu app de billetera no se puede usar con esta app. Elige otra billetera.',
  'dialog.failure.featureNotSupported.phone':
    'La app de billetera de tu teléfono no se puede usar con esta app. Elige otra billetera.',
  'dialog.failure.unsupportedNetwork.wallet':
    '{wallet} no es compatible con {network}. Elige otra billetera.',
  'dialog.failure.unsupportedNetwork.app':
    'Tu app de billetera no es compatible con {network}. Elige otra billetera.',
  'dialog.failure.unsupportedNetwork.phone':
    'La app de billetera de tu teléfono no es compatible con {network}. Elige otra billetera.',
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    '{wallet} no es compatible con {network}. Cambia a {otherNetwork} o elige otra billetera.',
  'dialog.failure.unsupportedNetworkSwitch.app':
    'Tu app de billetera no es compatible con {network}. Cambia a {otherNetwork} o elige otra billetera.',
  'dialog.failure.unsupportedNetworkSwitch.phone':
    'La app de billetera de tu teléfono no es compatible con {network}. Cambia a {otherNetwork} o elige otra billetera.',
  'dialog.failure.signInNotVerified.wallet':
    'No se pudo verificar el inicio de sesión de {wallet}, así que no se aceptó.',
  'dialog.failure.signInNotVerified.app':
    'No se pudo verificar el inicio de sesión de tu app de billetera, así que no se aceptó.',
  'dialog.failure.signInNotVerified.phone':
    'No se pudo verificar el inicio de sesión de la app de billetera de tu teléfono, así que no se aceptó.',
  'dialog.failure.signInRefused':
    'Esta app no aceptó el inicio de sesión. Inténtalo de nuevo o elige otra billetera.',
  'dialog.failure.timedOut.wallet': '{wallet} no respondió a tiempo. Inténtalo de nuevo.',
  'dialog.failure.timedOut.app': 'Tu app de billetera no respondió a tiempo. Inténtalo de nuevo.',
  'dialog.failure.timedOut.phone':
    'La app de billetera de tu teléfono no respondió a tiempo. Inténtalo de nuevo.',
  'dialog.failure.unreachable':
    'No se pudo contactar con el servidor. Revisa tu conexión a internet e inténtalo de nuevo.',
  'dialog.failure.rateLimited':
    'Demasiadas solicitudes en poco tiempo. Espera un momento e inténtalo de nuevo.',
  'dialog.failure.unknown.wallet':
    '{wallet} no se pudo conectar. Inténtalo de nuevo o elige otra billetera.',
  'dialog.failure.unknown.app':
    'Tu app de billetera no se pudo conectar. Inténtalo de nuevo o elige otra billetera.',
  'dialog.failure.unknown.phone':
    'La app de billetera de tu teléfono no se pudo conectar. Inténtalo de nuevo o elige otra billetera.',
  'dialog.failure.getWallet': 'Consigue una billetera',
  'dialog.failure.details': 'Detalles',
  'dialog.action.tryAgain': 'Intentar de nuevo',
  'dialog.action.switchNetwork': 'Cambiar a {network}',
  'dialog.action.reload': 'Recargar la página',
  'dialog.action.chooseAnotherWallet': 'Elegir otra billetera',
  'dialog.install.title': 'Obtener {wallet}',
  'dialog.install.notInstalled': '{wallet} no está instalada',
  'dialog.install.hint': 'Añádela a este navegador, vuelve y elígela en la lista.',
  'dialog.install.forThisBrowser': 'Obtener {wallet} para este navegador',
  'dialog.install.qrLabel': 'Código QR que abre esta página en {wallet}',
  'dialog.install.qrCaption':
    '¿Estás en el teléfono? Escanéalo para abrir esta página en la app de {wallet}.',
  'dialog.guide.title': 'Obtener una billetera',
  'dialog.guide.accountTitle': 'Una billetera es tu cuenta.',
  'dialog.guide.account':
    'Guarda tus claves y te pregunta antes de firmar o enviar cualquier cosa.',
  'dialog.guide.installTitle': 'Instala una.',
  'dialog.guide.install': 'Son gratuitas y se configuran en un minuto.',
  'dialog.guide.connectTitle': 'Vuelve y conéctate.',
  'dialog.guide.connect': 'Aparecerá aquí como Detectada.',
  'dialog.guide.get': 'Obtener',
  'dialog.guide.noInstall': 'Sin instalar nada: {link}.',
  'dialog.guide.useEmail': 'continúa con tu correo',
  'dialog.emailCode.title': 'Revisa tu correo',
  'dialog.passkey.title': 'Usar una llave de acceso',
  'dialog.recovery.title': 'Recuperar tu billetera',
};
