import type { embeddedMessages } from '../../../ui/embedded/embedded-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

// French puts a no-break space (U+00A0) before a colon, a narrow one (U+202F) before ';', '?'
// and '!'.

/** The embedded texts in French. */
export const frEmbedded: TranslatedMessages<typeof embeddedMessages> = {
  'embedded.region': 'Portefeuille intégré',
  'embedded.oauth.continueWith': 'Continuer avec {provider}',
  'embedded.entry.title': 'Continuer avec une adresse e-mail',
  'embedded.entry.lastUsed': 'Dernier utilisé',
  'embedded.email.label': 'E-mail',
  'embedded.email.placeholder': 'vous@exemple.com',
  'embedded.entry.sending': 'Envoi…',
  'embedded.entry.continue': 'Continuer',
  'embedded.entry.passkey': 'Continuer avec une clé d’accès',
  'embedded.code.sentTo': 'Nous avons envoyé un code à {email}.',
  'embedded.code.label': 'Code',
  'embedded.code.checking': 'Vérification…',
  'embedded.code.submit': 'Se connecter avec le code',
  'embedded.code.resent': 'Un nouveau code est en route.',
  'embedded.code.notReceived': 'Vous ne l’avez pas reçu\u202f? Vérifiez vos spams, ou {resend}',
  'embedded.code.resend': 'envoyez un nouveau code',
  'embedded.otherEmail': 'Utiliser une autre adresse e-mail',
  'embedded.passkey.lead':
    'Utilisez la clé d’accès enregistrée sur cet appareil\u00a0: Face ID, Touch ID, Windows Hello ou une clé de sécurité.',
  'embedded.passkey.signIn': 'Se connecter avec une clé d’accès',
  'embedded.passkey.newHere': 'Première visite\u202f?',
  'embedded.passkey.create': 'Créer un portefeuille avec une clé d’accès',
  'embedded.passkey.waiting': 'En attente de votre clé d’accès…',
  'embedded.passkey.lost': 'Clé d’accès perdue\u202f?',
  'embedded.recovery.lead':
    'Clé d’accès perdue\u202f? Nous vous enverrons un code de récupération par e-mail, et cet appareil créera une nouvelle clé d’accès pour le même portefeuille.',
  'embedded.recovery.secondFactor':
    '{email} utilise la validation en deux étapes\u00a0: saisissez le code de votre application d’authentification, ou l’un de vos codes de récupération.',
  'embedded.recovery.emailMe': 'M’envoyer un code',
  'embedded.recovery.or': 'ou',
  'embedded.recovery.otherDevice': 'Utiliser une clé d’accès d’un autre appareil',
  'embedded.recovery.sent': {
    one: 'Si {email} a un portefeuille, un code de récupération est en route. Collez-le ci-dessous\u202f; il est valable {count} minute.',
    many: 'Si {email} a un portefeuille, un code de récupération est en route. Collez-le ci-dessous\u202f; il est valable {count} de minutes.',
    other:
      'Si {email} a un portefeuille, un code de récupération est en route. Collez-le ci-dessous\u202f; il est valable {count} minutes.',
  },
  'embedded.recovery.codeLabel': 'Code de récupération',
  'embedded.recovery.codePlaceholder': 'Collez le code reçu par e-mail',
  'embedded.recovery.recovering': 'Récupération…',
  'embedded.recovery.submit': 'Récupérer le portefeuille',
  'embedded.recovery.createPasskey':
    'Créez une nouvelle clé d’accès quand votre appareil vous le demande.',
  'embedded.oauth.asking': 'Terminez la connexion avec {provider}…',
  'embedded.oauth.window': 'Continuez dans la fenêtre {provider}.',
  'embedded.oauth.failed': 'Impossible de se connecter avec {provider}',
  'embedded.oauth.back': 'Choisir un autre moyen',
  'embedded.error.codeInvalid': 'Le code est invalide ou a expiré.',
  'embedded.error.codeGone': 'Ce code a expiré. Demandez-en un nouveau.',
  'embedded.error.secondFactorInvalid': 'Le code est erroné ou a déjà été utilisé',
  'embedded.error.rateLimited': 'Trop de tentatives. Patientez quelques minutes, puis réessayez.',
  'embedded.error.offline':
    'Connexion impossible. Vérifiez votre connexion Internet, puis réessayez.',
  'embedded.error.serviceDown':
    'La connexion ne fonctionne pas pour le moment. Réessayez dans quelques minutes.',
  'embedded.error.unavailable': 'Ce moyen de connexion n’est pas disponible sur ce site.',
  'embedded.error.popupBlocked':
    'Votre navigateur a bloqué la fenêtre de connexion. Autorisez les pop-ups pour ce site, puis réessayez.',
  'embedded.error.signInRefused':
    'La connexion n’a pas été acceptée. Réessayez, ou choisissez un autre moyen de vous connecter.',
  'embedded.error.passkeysUnavailable':
    'Les clés d’accès ne sont pas utilisables ici. Connectez-vous plutôt par e-mail.',
  'embedded.error.passkeyExists':
    'Cet appareil a déjà une clé d’accès pour ce portefeuille. Connectez-vous plutôt avec elle.',
  'embedded.error.passkeyFailed':
    'Votre clé d’accès n’a pas fonctionné. Réessayez, ou connectez-vous par e-mail.',
  'embedded.error.emailNeeded':
    'Saisissez votre adresse e-mail pour créer un portefeuille avec une clé d’accès.',
  'embedded.error.unknown':
    'Un problème est survenu. Réessayez, ou choisissez un autre moyen de vous connecter.',
  'embedded.error.details': 'Détails',
};
