import type { toastMessages } from '../../../ui/transaction-toasts/toast-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The toasts texts in French. */
export const frToasts: TranslatedMessages<typeof toastMessages> = {
  'toast.region': 'Progression de la transaction',
  'toast.title.send': 'Envoyer {amount} {symbol}',
  'toast.stage.signing': 'En attente de votre signature…',
  'toast.stage.sending': 'Envoi de la transaction…',
  'toast.stage.confirming': 'Confirmation sur le réseau…',
  'toast.stage.confirmed': 'Transaction confirmée',
  'toast.stage.failed': 'Échec de la transaction',
  'toast.dismiss': 'Fermer',
  'toast.step.sign': 'Signer',
  'toast.step.send': 'Envoyer',
  'toast.step.confirm': 'Confirmer',
  'toast.failure.declined':
    'Vous l’avez refusée dans votre portefeuille, rien n’a donc été envoyé.',
  'toast.failure.walletBusy':
    '{wallet} a déjà une demande en cours. Terminez-la ou fermez-la dans le portefeuille, puis réessayez.',
  'toast.failure.walletChanged':
    'Votre portefeuille a modifié la transaction, elle n’a donc pas été envoyée.',
  'toast.failure.walletFailed': '{wallet} n’a pas pu traiter la demande : {reason}',
  'toast.failure.notConnected': 'Aucun portefeuille n’est connecté. Connectez-en un d’abord.',
  'toast.failure.notEnoughSol':
    'SOL insuffisant : le compte a {available} SOL, alors qu’il faut {needed} SOL.',
  'toast.failure.notEnoughSolForFee':
    'SOL insuffisant : le compte ne peut pas payer les frais de réseau.',
  'toast.failure.notEnoughSolForRent':
    'SOL insuffisant : un compte passerait sous le solde minimum exigé par le réseau.',
  'toast.failure.notEnoughFunds':
    'Fonds insuffisants : le compte détient moins que le montant envoyé.',
  'toast.failure.accountEmpty':
    'Ce compte n’a pas encore de SOL pour payer les frais de réseau. Ajoutez-en d’abord.',
  'toast.failure.expired':
    'Elle a expiré avant que le réseau ne la confirme, elle n’a donc pas abouti.',
  'toast.failure.timedOut':
    'Le réseau ne l’a pas encore confirmée ; elle peut encore aboutir. Vérifiez-la avant de la renvoyer.',
  'toast.failure.feeUnavailable':
    'Le réseau n’a pas pu estimer les frais pour le moment. Réessayez.',
  'toast.failure.networkDown': 'Le réseau n’a pas répondu. Vérifiez votre connexion et réessayez.',
  'toast.failure.rateLimited':
    'Le réseau est saturé pour le moment. Patientez un instant, puis réessayez.',
  'toast.failure.rateLimitedLater':
    'Trop de demandes pour le moment. Patientez quelques minutes avant de la renvoyer.',
  'toast.failure.custodyDown':
    'Le fournisseur de votre portefeuille n’a pas répondu. Vérifiez votre connexion et réessayez.',
  'toast.failure.serverDown':
    'Le serveur de l’application n’a pas répondu. Vérifiez votre connexion et réessayez.',
  'toast.failure.sponsorRefused':
    'Le sponsor des frais de l’application a refusé de les prendre en charge, elle n’a donc pas été envoyée.',
  'toast.failure.sponsorQuota':
    'La prise en charge des frais par l’application est épuisée pour aujourd’hui, elle n’a donc pas été envoyée.',
  'toast.failure.sponsorChanged':
    'Le sponsor des frais de l’application a modifié la transaction, elle n’a donc pas été envoyée.',
  'toast.failure.sponsorError':
    'Le sponsor des frais de l’application a rencontré un problème, rien n’a donc été envoyé.',
  'toast.failure.refusedBecause': 'Le réseau l’a refusée : {reason}',
  'toast.failure.refused': 'Le réseau a refusé la transaction.',
  'toast.fee.sponsored': 'Frais de réseau : payés par l’application',
  'toast.viewTransaction': 'Voir la transaction',
  'toast.retry': 'Réessayer',
};
