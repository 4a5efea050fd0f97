import type { embeddedMessages } from '../../../ui/embedded/embedded-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The embedded texts in Spanish. */
export const esEmbedded: TranslatedMessages<typeof embeddedMessages> = {
  'embedded.region': 'Billetera integrada',
  'embedded.oauth.continueWith': 'Continuar con {provider}',
  'embedded.entry.title': 'Continuar con correo electrónico',
  'embedded.entry.lastUsed': 'Último uso',
  'embedded.email.label': 'Correo electrónico',
  'embedded.email.placeholder': 'tu@ejemplo.com',
  'embedded.entry.sending': 'Enviando…',
  'embedded.entry.continue': 'Continuar',
  'embedded.entry.passkey': 'Continuar con una llave de acceso',
  'embedded.code.sentTo': 'Enviamos un código a {email}.',
  'embedded.code.label': 'Código',
  'embedded.code.checking': 'Comprobando…',
  'embedded.code.submit': 'Iniciar sesión con el código',
  'embedded.code.resent': 'Un código nuevo va en camino.',
  'embedded.code.notReceived': '¿No te llegó? Revisa la carpeta de spam o {resend}',
  'embedded.code.resend': 'envía un código nuevo',
  'embedded.otherEmail': 'Usar otro correo',
  'embedded.passkey.lead':
    'Usa la llave de acceso guardada en este dispositivo: Face ID, Touch ID, Windows Hello o una llave de seguridad.',
  'embedded.passkey.signIn': 'Iniciar sesión con llave de acceso',
  'embedded.passkey.newHere': '¿Primera vez aquí?',
  'embedded.passkey.create': 'Crear una billetera con llave de acceso',
  'embedded.passkey.waiting': 'Esperando tu llave de acceso…',
  'embedded.passkey.lost': '¿Perdiste tu llave de acceso?',
  'embedded.recovery.lead':
    '¿Perdiste tu llave de acceso? Te enviaremos un código de recuperación por correo y este dispositivo creará una nueva llave de acceso para la misma billetera.',
  'embedded.recovery.secondFactor':
    '{email} tiene verificación en dos pasos: introduce el código de tu app de autenticación o uno de tus códigos de recuperación.',
  'embedded.recovery.emailMe': 'Envíame un código',
  'embedded.recovery.or': 'o',
  'embedded.recovery.otherDevice': 'Usar una llave de acceso de otro dispositivo',
  'embedded.recovery.sent': {
    one: 'Si {email} tiene una billetera, un código de recuperación va en camino. Pégalo abajo; sirve durante {count} minuto.',
    many: 'Si {email} tiene una billetera, un código de recuperación va en camino. Pégalo abajo; sirve durante {count} de minutos.',
    other:
      'Si {email} tiene una billetera, un código de recuperación va en camino. Pégalo abajo; sirve durante {count} minutos.',
  },
  'embedded.recovery.codeLabel': 'Código de recuperación',
  'embedded.recovery.codePlaceholder': 'Pega el código del correo',
  'embedded.recovery.recovering': 'Recuperando…',
  'embedded.recovery.submit': 'Recuperar billetera',
  'embedded.recovery.createPasskey':
    'Crea una nueva llave de acceso cuando tu dispositivo te lo pida.',
  'embedded.oauth.asking': 'Termina de iniciar sesión con {provider}…',
  'embedded.oauth.window': 'Continúa en la ventana de {provider}.',
  'embedded.oauth.failed': 'No se pudo iniciar sesión con {provider}',
  'embedded.oauth.back': 'Elegir otra forma',
  'embedded.error.codeInvalid': 'El código no es válido o ha caducado.',
  'embedded.error.codeGone': 'Ese código ha caducado. Pide uno nuevo.',
  'embedded.error.secondFactorInvalid': 'El código es incorrecto o ya se usó',
  'embedded.error.rateLimited': 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'embedded.error.offline':
    'No se pudo conectar. Revisa tu conexión a internet y vuelve a intentarlo.',
  'embedded.error.serviceDown':
    'El inicio de sesión no funciona en este momento. Vuelve a intentarlo en unos minutos.',
  'embedded.error.unavailable': 'Esta forma de iniciar sesión no está disponible en este sitio.',
  'embedded.error.popupBlocked':
    'Tu navegador bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes para este sitio y vuelve a intentarlo.',
  'embedded.error.signInRefused':
    'No se aceptó el inicio de sesión. Vuelve a intentarlo o elige otra forma de iniciar sesión.',
  'embedded.error.passkeysUnavailable':
    'Aquí no se pueden usar llaves de acceso. Inicia sesión con tu correo.',
  'embedded.error.passkeyExists':
    'Este dispositivo ya tiene una llave de acceso para esta billetera. Inicia sesión con ella.',
  'embedded.error.passkeyFailed':
    'Tu llave de acceso no funcionó. Vuelve a intentarlo o inicia sesión con tu correo.',
  'embedded.error.emailNeeded': 'Escribe tu correo para crear una billetera con llave de acceso.',
  'embedded.error.unknown':
    'Algo salió mal. Vuelve a intentarlo o elige otra forma de iniciar sesión.',
  'embedded.error.details': 'Detalles',
};
