import type { embeddedMessages } from '../../../ui/embedded/embedded-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The embedded texts in Portuguese (Brazil). */
export const ptBrEmbedded: TranslatedMessages<typeof embeddedMessages> = {
  'embedded.region': 'Carteira integrada',
  'embedded.oauth.continueWith': 'Continuar com {provider}',
  'embedded.entry.title': 'Continuar com e-mail',
  'embedded.entry.lastUsed': 'Último usado',
  'embedded.email.label': 'E-mail',
  'embedded.email.placeholder': 'voce@exemplo.com',
  'embedded.entry.sending': 'Enviando…',
  'embedded.entry.continue': 'Continuar',
  'embedded.entry.passkey': 'Continuar com uma chave de acesso',
  'embedded.code.sentTo': 'Enviamos um código para {email}.',
  'embedded.code.label': 'Código',
  'embedded.code.checking': 'Verificando…',
  'embedded.code.submit': 'Entrar com o código',
  'embedded.code.resent': 'Um novo código está a caminho.',
  'embedded.code.notReceived': 'Não recebeu? Confira o spam ou {resend}',
  'embedded.code.resend': 'envie um novo código',
  'embedded.otherEmail': 'Usar outro e-mail',
  'embedded.passkey.lead':
    'Use a chave de acesso salva neste dispositivo: Face ID, Touch ID, Windows Hello ou uma chave de segurança.',
  'embedded.passkey.signIn': 'Entrar com chave de acesso',
  'embedded.passkey.newHere': 'Primeira vez aqui?',
  'embedded.passkey.create': 'Criar uma carteira com chave de acesso',
  'embedded.passkey.waiting': 'Aguardando sua chave de acesso…',
  'embedded.passkey.lost': 'Perdeu sua chave de acesso?',
  'embedded.recovery.lead':
    'Perdeu sua chave de acesso? Vamos enviar um código de recuperação para seu e-mail, e este dispositivo criará uma nova chave de acesso para a mesma carteira.',
  'embedded.recovery.secondFactor':
    '{email} tem verificação em duas etapas: digite o código do seu app autenticador ou um dos seus códigos de recuperação.',
  'embedded.recovery.emailMe': 'Enviar código por e-mail',
  'embedded.recovery.or': 'ou',
  'embedded.recovery.otherDevice': 'Usar uma chave de acesso de outro dispositivo',
  'embedded.recovery.sent': {
    one: 'Se {email} tiver uma carteira, um código de recuperação está a caminho. Cole-o abaixo; ele vale por {count} minuto.',
    many: 'Se {email} tiver uma carteira, um código de recuperação está a caminho. Cole-o abaixo; ele vale por {count} de minutos.',
    other:
      'Se {email} tiver uma carteira, um código de recuperação está a caminho. Cole-o abaixo; ele vale por {count} minutos.',
  },
  'embedded.recovery.codeLabel': 'Código de recuperação',
  'embedded.recovery.codePlaceholder': 'Cole o código do e-mail',
  'embedded.recovery.recovering': 'Recuperando…',
  'embedded.recovery.submit': 'Recuperar carteira',
  'embedded.recovery.createPasskey': 'Crie uma nova chave de acesso quando seu dispositivo pedir.',
  'embedded.oauth.asking': 'Conclua o login com {provider}…',
  'embedded.oauth.window': 'Continue na janela de {provider}.',
  'embedded.oauth.failed': 'Não foi possível entrar com {provider}',
  'embedded.oauth.back': 'Escolher outra forma',
  'embedded.error.codeInvalid': 'O código é inválido ou expirou.',
  'embedded.error.codeGone': 'Esse código expirou. Peça um novo.',
  'embedded.error.secondFactorInvalid': 'O código está errado ou já foi usado',
  'embedded.error.rateLimited': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  'embedded.error.offline':
    'Não foi possível conectar. Verifique sua conexão com a internet e tente novamente.',
  'embedded.error.serviceDown':
    'O login não está funcionando agora. Tente novamente em alguns minutos.',
  'embedded.error.unavailable': 'Esta forma de entrar não está disponível neste site.',
  'embedded.error.popupBlocked':
    'Seu navegador bloqueou a janela de login. Permita pop-ups para este site e tente novamente.',
  'embedded.error.signInRefused':
    'O login não foi aceito. Tente novamente ou escolha outra forma de entrar.',
  'embedded.error.passkeysUnavailable':
    'Não é possível usar chaves de acesso aqui. Entre com seu e-mail.',
  'embedded.error.passkeyExists':
    'Este dispositivo já tem uma chave de acesso para esta carteira. Entre com ela.',
  'embedded.error.passkeyFailed':
    'Sua chave de acesso não funcionou. Tente novamente ou entre com seu e-mail.',
  'embedded.error.emailNeeded': 'Digite seu e-mail para criar uma carteira com chave de acesso.',
  'embedded.error.unknown': 'Algo deu errado. Tente novamente ou escolha outra forma de entrar.',
  'embedded.error.details': 'Detalhes',
};
