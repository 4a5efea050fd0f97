import type { connectDialogMessages } from '../../../ui/connect-dialog/connect-dialog-messages.js';
import type { TranslatedMessages } from '../../latchkey-messages.js';

/** The connect dialog texts in Brazilian Portuguese. */
export const ptBrConnectDialog: TranslatedMessages<typeof connectDialogMessages> = {
  'dialog.title': 'Conectar uma carteira',
  'dialog.back': 'Voltar',
  'dialog.close': 'Fechar',
  'dialog.footer.newToSolana': 'Novo na Solana?',
  'dialog.footer.getWallet': 'Obtenha uma carteira',
  'dialog.list.installed': 'Instaladas',
  'dialog.list.noWallets': 'Nenhuma carteira encontrada neste navegador.',
  'dialog.list.installedWalletApp': 'Usar uma carteira instalada',
  'dialog.list.phoneWalletApp': 'Usar uma carteira do seu celular',
  'dialog.list.lastUsed': 'Usada por último',
  'dialog.list.openApp': 'Abrir app',
  'dialog.list.detected': 'Detectada',
  'dialog.list.moreWallets': 'Mais carteiras',
  'dialog.list.openIn': 'Abrir no {wallet}',
  'dialog.wallet.openYourApp': 'Abra seu app de carteira',
  'dialog.wallet.scanWithPhone': 'Escaneie com seu celular',
  'dialog.wallet.opening.wallet': 'Abrindo {wallet}…',
  'dialog.wallet.opening.app': 'Abrindo seu app de carteira…',
  'dialog.wallet.confirm.wallet': 'Confirme no {wallet} para continuar.',
  'dialog.wallet.confirm.app': 'Confirme no seu app de carteira para continuar.',
  'dialog.wallet.slow.wallet':
    'Não está vendo? Abra {wallet} pela barra de ferramentas do navegador, ou desbloqueie e tente de novo.',
  'dialog.wallet.slow.app':
    'Não está vendo? Abra seu app de carteira, aprove lá e depois volte para esta página.',
  'dialog.phone.qrLabel': 'QR code para conectar um app de carteira do seu celular',
  'dialog.phone.scanHint':
    'Escaneie com o app de carteira Solana do seu celular (Phantom, Solflare, Seed Vault…) e aprove lá.',
  'dialog.walletConnect.qrLabel': 'QR code para conectar um app de carteira com o WalletConnect',
  'dialog.walletConnect.open': 'Abrir',
  'dialog.walletConnect.chooseHint':
    'Escolha seu app de carteira, aprove lá e depois volte para esta página.',
  'dialog.walletConnect.scanHint':
    'Escaneie com o app de carteira do seu celular (Trust, Backpack, OKX, Exodus…) e aprove lá.',
  'dialog.walletConnect.copyLink': 'Copiar link',
  'dialog.walletConnect.copied': 'Copiado',
  'dialog.declined.title': 'Solicitação recusada',
  'dialog.declined.wallet': '{wallet} não se conectou. Peça de novo ou escolha outra carteira.',
  'dialog.declined.app':
    'Seu app de carteira não se conectou. Peça de novo ou escolha outra carteira.',
  'dialog.declined.phone':
    'O app de carteira do seu celular não se conectou. Peça de novo ou escolha outra carteira.',
  'dialog.failure.notFound':
    '{wallet} não está mais disponível neste navegador. Recarregue a página e tente de novo.',
  'dialog.failure.noWalletApp': 'Nenhum app de carteira deste celular respondeu.',
  'dialog.failure.noWalletAppHint': 'Instale um app de carteira Solana e tente de novo.',
  'dialog.failure.requestPending.wallet':
    '{wallet} já está mostrando uma solicitação. Conclua ou feche lá e tente de novo.',
  'dialog.failure.requestPending.app':
    'Seu app de carteira já está mostrando uma solicitação. Conclua ou feche lá e tente de novo.',
  'dialog.failure.requestPending.phone':
    'O app de carteira do seu celular já está mostrando uma solicitação. Conclua ou feche lá e tente de novo.',
  'dialog.failure.noAccounts.wallet':
    '{wallet} não compartilhou nenhuma conta. Desbloqueie ou adicione uma conta e tente de novo.',
  'dialog.failure.noAccounts.app':
    'Seu app de carteira não compartilhou nenhuma conta. Desbloqueie ou adicione uma conta e tente de novo.',
  'dialog.failure.noAccounts.phone':
    'O app de carteira do seu celular não compartilhou nenhuma conta. Desbloqueie ou adicione uma conta e tente de novo.',
  'dialog.failure.featureNotSupported.wallet':
    '{wallet} não pode ser usada com este app. Escolha outra carteira.',
  'dialog.failure.featureNotSupported.app':
    'Seu app de carteira não pode ser usado com este app. Escolha outra carteira.',
  'dialog.failure.featureNotSupported.phone':
    'O app de carteira do seu celular não pode ser usado com este app. Escolha outra carteira.',
  'dialog.failure.unsupportedNetwork.wallet':
    '{wallet} não é compatível com {network}. Escolha outra carteira.',
  'dialog.failure.unsupportedNetwork.app':
    'Seu app de carteira não é compatível com {network}. Escolha outra carteira.',
  'dialog.failure.unsupportedNetwork.phone':
    'O app de carteira do seu celular não é compatível com {network}. Escolha outra carteira.',
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    '{wallet} não é compatível com {network}. Mude para {otherNetwork} ou escolha outra carteira.',
  'dialog.failure.unsupportedNetworkSwitch.app':
    'Seu app de carteira não é compatível com {network}. Mude para {otherNetwork} ou escolha outra carteira.',
  'dialog.failure.unsupportedNetworkSwitch.phone':
    'O app de carteira do seu celular não é compatível com {network}. Mude para {otherNetwork} ou escolha outra carteira.',
  'dialog.failure.signInNotVerified.wallet':
    'Não foi possível verificar o login de {wallet}, então ele não foi aceito.',
  'dialog.failure.signInNotVerified.app':
    'Não foi possível verificar o login do seu app de carteira, então ele não foi aceito.',
  'dialog.failure.signInNotVerified.phone':
    'Não foi possível verificar o login do app de carteira do seu celular, então ele não foi aceito.',
  'dialog.failure.signInRefused':
    'Este app não aceitou o login. Tente de novo ou escolha outra carteira.',
  'dialog.failure.timedOut.wallet': '{wallet} não respondeu a tempo. Tente de novo.',
  'dialog.failure.timedOut.app': 'Seu app de carteira não respondeu a tempo. Tente de novo.',
  'dialog.failure.timedOut.phone':
    'O app de carteira do seu celular não respondeu a tempo. Tente de novo.',
  'dialog.failure.unreachable':
    'Não foi possível acessar o servidor. Verifique sua conexão com a internet e tente de novo.',
  'dialog.failure.rateLimited':
    'Muitas solicitações em pouco tempo. Aguarde um momento e tente de novo.',
  'dialog.failure.unknown.wallet':
    '{wallet} não conseguiu se conectar. Tente de novo ou escolha outra carteira.',
  'dialog.failure.unknown.app':
    'Seu app de carteira não conseguiu se conectar. Tente de novo ou escolha outra carteira.',
  'dialog.failure.unknown.phone':
    'O app de carteira do seu celular não conseguiu se conectar. Tente de novo ou escolha outra carteira.',
  'dialog.failure.getWallet': 'Obtenha uma carteira',
  'dialog.failure.details': 'Detalhes',
  'dialog.action.tryAgain': 'Tentar de novo',
  'dialog.action.switchNetwork': 'Mudar para {network}',
  'dialog.action.reload': 'Recarregar a página',
  'dialog.action.chooseAnotherWallet': 'Escolher outra carteira',
  'dialog.install.title': 'Obter {wallet}',
  'dialog.install.notInstalled': '{wallet} não está instalada',
  'dialog.install.hint': 'Adicione-a a este navegador, depois volte e escolha-a na lista.',
  'dialog.install.forThisBrowser': 'Obter {wallet} para este navegador',
  'dialog.install.qrLabel': 'QR code que abre esta página no {wallet}',
  'dialog.install.qrCaption': 'Está no celular? Escaneie para abrir esta página no app {wallet}.',
  'dialog.guide.title': 'Obter uma carteira',
  'dialog.guide.accountTitle': 'Uma carteira é a sua conta.',
  'dialog.guide.account':
    'Ela guarda suas chaves e pergunta a você antes de qualquer coisa ser assinada ou enviada.',
  'dialog.guide.installTitle': 'Instale uma.',
  'dialog.guide.install': 'São gratuitas e levam um minuto para configurar.',
  'dialog.guide.connectTitle': 'Volte e conecte.',
  'dialog.guide.connect': 'Ela aparece aqui como Detectada.',
  'dialog.guide.get': 'Obter',
  'dialog.guide.noInstall': 'Sem instalar nada: {link}.',
  'dialog.guide.useEmail': 'continue com seu e-mail',
  'dialog.emailCode.title': 'Confira seu e-mail',
  'dialog.passkey.title': 'Usar uma chave de acesso',
  'dialog.recovery.title': 'Recuperar sua carteira',
};
