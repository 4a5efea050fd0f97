import type { toastMessages } from '../../../ui/transaction-toasts/toast-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The toasts texts in Spanish. */
export const esToasts: TranslatedMessages<typeof toastMessages> = {
  'toast.region': 'Progreso de la transacción',
  'toast.title.send': 'Enviar {amount} {symbol}',
  'toast.stage.signing': 'Esperando tu firma…',
  'toast.stage.sending': 'Enviando la transacción…',
  'toast.stage.confirming': 'Confirmando en la red…',
  'toast.stage.confirmed': 'Transacción confirmada',
  'toast.stage.failed': 'Transacción fallida',
  'toast.dismiss': 'Cerrar',
  'toast.step.sign': 'Firmar',
  'toast.step.send': 'Enviar',
  'toast.step.confirm': 'Confirmar',
  'toast.failure.declined': 'La rechazaste en tu billetera, así que no se envió nada.',
  'toast.failure.walletBusy':
    '{wallet} ya tiene una solicitud abierta. Complétala o ciérrala allí y vuelve a intentarlo.',
  'toast.failure.walletChanged': 'Tu billetera modificó la transacción, así que no se envió.',
  'toast.failure.walletFailed': '{wallet} no pudo completar la solicitud: {reason}',
  'toast.failure.notConnected': 'No hay ninguna billetera conectada. Conecta una primero.',
  'toast.failure.notEnoughSol':
    'SOL insuficiente: la cuenta tiene {available} SOL y esto necesita {needed} SOL.',
  'toast.failure.notEnoughSolForFee':
    'SOL insuficiente: la cuenta no puede pagar la comisión de red.',
  'toast.failure.notEnoughSolForRent':
    'SOL insuficiente: una cuenta quedaría por debajo del saldo mínimo de la red.',
  'toast.failure.notEnoughFunds': 'Fondos insuficientes: la cuenta tiene menos de lo que se envía.',
  'toast.failure.accountEmpty':
    'Esta cuenta aún no tiene SOL para pagar la comisión de red. Primero añade algo de SOL.',
  'toast.failure.expired': 'Caducó antes de que la red la confirmara, así que no se realizó.',
  'toast.failure.timedOut':
    'La red aún no la ha confirmado; puede que todavía se realice. Compruébalo antes de volver a enviarla.',
  'toast.failure.feeUnavailable':
    'La red no pudo calcular la comisión en este momento. Vuelve a intentarlo.',
  'toast.failure.networkDown': 'La red no respondió. Revisa tu conexión y vuelve a intentarlo.',
  'toast.failure.rateLimited':
    'La red está ocupada en este momento. Espera un poco y vuelve a intentarlo.',
  'toast.failure.rateLimitedLater':
    'Demasiadas solicitudes en este momento. Espera unos minutos antes de volver a enviarla.',
  'toast.failure.custodyDown':
    'El proveedor de tu billetera no respondió. Revisa tu conexión y vuelve a intentarlo.',
  'toast.failure.serverDown':
    'El servidor de la app no respondió. Revisa tu conexión y vuelve a intentarlo.',
  'toast.failure.sponsorRefused':
    'El patrocinador de comisiones de la app se negó a pagarla, así que no se envió.',
  'toast.failure.sponsorQuota':
    'El patrocinio de comisiones de la app se agotó por hoy, así que no se envió.',
  'toast.failure.sponsorChanged':
    'El patrocinador de comisiones de la app modificó la transacción, así que no se envió.',
  'toast.failure.sponsorError':
    'El patrocinador de comisiones de la app tuvo un problema, así que no se envió nada.',
  'toast.failure.refusedBecause': 'La red la rechazó: {reason}',
  'toast.failure.refused': 'La red rechazó la transacción.',
  'toast.fee.sponsored': 'Comisión de red: la paga la app',
  'toast.viewTransaction': 'Ver transacción',
  'toast.retry': 'Reintentar',
};
