import type { toastMessages } from '../../../ui/transaction-toasts/toast-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The toasts texts in Brazilian Portuguese. */
export const ptBrToasts: TranslatedMessages<typeof toastMessages> = {
  'toast.region': 'Andamento da transação',
  'toast.title.send': 'Enviar {amount} {symbol}',
  'toast.stage.signing': 'Aguardando sua assinatura…',
  'toast.stage.sending': 'Enviando a transação…',
  'toast.stage.confirming': 'Confirmando na rede…',
  'toast.stage.confirmed': 'Transação confirmada',
  'toast.stage.failed': 'Falha na transação',
  'toast.dismiss': 'Fechar',
  'toast.step.sign': 'Assinar',
  'toast.step.send': 'Enviar',
  'toast.step.confirm': 'Confirmar',
  'toast.failure.declined': 'Você recusou a transação na sua carteira, então nada foi enviado.',
  'toast.failure.walletBusy':
    '{wallet} já tem uma solicitação aberta. Conclua ou feche a solicitação lá e tente novamente.',
  'toast.failure.walletChanged': 'Sua carteira alterou a transação, então ela não foi enviada.',
  'toast.failure.walletFailed': '{wallet} não conseguiu concluir a solicitação: {reason}',
  'toast.failure.notConnected': 'Nenhuma carteira conectada. Conecte uma primeiro.',
  'toast.failure.notEnoughSol':
    'SOL insuficiente: a conta tem {available} SOL, e isto precisa de {needed} SOL.',
  'toast.failure.notEnoughSolForFee':
    'SOL insuficiente: a conta não consegue pagar a taxa de rede.',
  'toast.failure.notEnoughSolForRent':
    'SOL insuficiente: uma conta ficaria abaixo do saldo mínimo da rede.',
  'toast.failure.notEnoughFunds':
    'Saldo insuficiente: a conta tem menos do que está sendo enviado.',
  'toast.failure.accountEmpty':
    'Esta conta ainda não tem SOL para pagar a taxa de rede. Adicione um pouco de SOL primeiro.',
  'toast.failure.expired': 'Ela expirou antes de a rede confirmá-la, então não foi concluída.',
  'toast.failure.timedOut':
    'A rede ainda não a confirmou; ela ainda pode ser concluída. Verifique antes de enviar de novo.',
  'toast.failure.feeUnavailable': 'A rede não conseguiu calcular a taxa agora. Tente novamente.',
  'toast.failure.networkDown': 'A rede não respondeu. Verifique sua conexão e tente novamente.',
  'toast.failure.rateLimited': 'A rede está ocupada agora. Aguarde um momento e tente novamente.',
  'toast.failure.rateLimitedLater':
    'Muitas solicitações agora. Aguarde alguns minutos antes de enviar de novo.',
  'toast.failure.custodyDown':
    'O provedor da sua carteira não respondeu. Verifique sua conexão e tente novamente.',
  'toast.failure.serverDown':
    'O servidor do app não respondeu. Verifique sua conexão e tente novamente.',
  'toast.failure.sponsorRefused':
    'O patrocinador de taxas do app se recusou a pagar, então ela não foi enviada.',
  'toast.failure.sponsorQuota':
    'O patrocínio de taxas do app acabou por hoje, então ela não foi enviada.',
  'toast.failure.sponsorChanged':
    'O patrocinador de taxas do app alterou a transação, então ela não foi enviada.',
  'toast.failure.sponsorError':
    'O patrocinador de taxas do app teve um problema, então nada foi enviado.',
  'toast.failure.refusedBecause': 'A rede a recusou: {reason}',
  'toast.failure.refused': 'A rede recusou a transação.',
  'toast.fee.sponsored': 'Taxa de rede: paga pelo app',
  'toast.viewTransaction': 'Ver transação',
  'toast.retry': 'Tentar novamente',
};
