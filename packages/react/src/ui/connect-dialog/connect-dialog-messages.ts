/**
 * The connect dialog's texts in English; other languages in `i18n/locales/`. A sentence about a
 * wallet comes in three forms, each a whole sentence: `.wallet` names it (`{wallet}`), `.app` is
 * "your wallet app" (Mobile Wallet Adapter on this phone, WalletConnect), `.phone` is "your phone's
 * wallet app" (Mobile Wallet Adapter by QR code).
 */
export const connectDialogMessages = {
  // The frame: its name and header, the list's title, the footer.
  'dialog.title': 'Connect a wallet',
  'dialog.back': 'Back',
  'dialog.close': 'Close',
  'dialog.footer.newToSolana': 'New to Solana?',
  'dialog.footer.getWallet': 'Get a wallet',
  // The wallet list.
  'dialog.list.installed': 'Installed',
  'dialog.list.noWallets': 'No wallets found in this browser.',
  'dialog.list.installedWalletApp': 'Use an installed wallet',
  'dialog.list.phoneWalletApp': 'Use a wallet on your phone',
  'dialog.list.lastUsed': 'Last used',
  'dialog.list.openApp': 'Open app',
  'dialog.list.detected': 'Detected',
  'dialog.list.moreWallets': 'More wallets',
  'dialog.list.openIn': 'Open in {wallet}',
  // A wallet being asked.
  'dialog.wallet.openYourApp': 'Open your wallet app',
  'dialog.wallet.scanWithPhone': 'Scan with your phone',
  'dialog.wallet.opening.wallet': 'Opening {wallet}…',
  'dialog.wallet.opening.app': 'Opening your wallet app…',
  'dialog.wallet.confirm.wallet': 'Confirm in {wallet} to continue.',
  'dialog.wallet.confirm.app': 'Confirm in your wallet app to continue.',
  'dialog.wallet.slow.wallet':
    "Don't see it? Open {wallet} from your browser's toolbar, or unlock it and try again.",
  'dialog.wallet.slow.app':
    "Don't see it? Open your wallet app, approve there, then come back to this page.",
  // The QR code a phone's wallet app scans (Mobile Wallet Adapter), and WalletConnect's.
  'dialog.phone.qrLabel': 'QR code to connect a wallet app on your phone',
  'dialog.phone.scanHint':
    'Scan it with the Solana wallet app on your phone (Phantom, Solflare, Seed Vault…), then approve there.',
  'dialog.walletConnect.qrLabel': 'QR code to connect a wallet app with WalletConnect',
  'dialog.walletConnect.open': 'Open',
  'dialog.walletConnect.chooseHint':
    'Choose your wallet app, approve there, then come back to this page.',
  'dialog.walletConnect.scanHint':
    'Scan it with the wallet app on your phone (Trust, Backpack, OKX, Exodus…), then approve there.',
  'dialog.walletConnect.copyLink': 'Copy link',
  'dialog.walletConnect.copied': 'Copied',
  // The user said no in the wallet.
  'dialog.declined.title': 'Request declined',
  'dialog.declined.wallet': '{wallet} did not connect. Ask again, or choose another wallet.',
  'dialog.declined.app': 'Your wallet app did not connect. Ask again, or choose another wallet.',
  'dialog.declined.phone':
    "Your phone's wallet app did not connect. Ask again, or choose another wallet.",
  // A failed connection: what the wallet's answer means, and what can work next.
  'dialog.failure.notFound':
    '{wallet} is no longer available in this browser. Reload the page and try again.',
  'dialog.failure.noWalletApp': 'No wallet app on this phone answered.',
  'dialog.failure.noWalletAppHint': 'Install a Solana wallet app, then try again.',
  'dialog.failure.requestPending.wallet':
    '{wallet} is already showing a request. Finish or close it there, then try again.',
  'dialog.failure.requestPending.app':
    'Your wallet app is already showing a request. Finish or close it there, then try again.',
  'dialog.failure.requestPending.phone':
    "Your phone's wallet app is already showing a request. Finish or close it there, then try again.",
  'dialog.failure.noAccounts.wallet':
    "{wallet} didn't share an account. Unlock it or add an account, then try again.",
  'dialog.failure.noAccounts.app':
    "Your wallet app didn't share an account. Unlock it or add an account, then try again.",
  'dialog.failure.noAccounts.phone':
    "Your phone's wallet app didn't share an account. Unlock it or add an account, then try again.",
  'dialog.failure.featureNotSupported.wallet':
    "{wallet} can't be used with this app. Choose another wallet.",
  'dialog.failure.featureNotSupported.app':
    "Your wallet app can't be used with this app. Choose another wallet.",
  'dialog.failure.featureNotSupported.phone':
    "Your phone's wallet app can't be used with this app. Choose another wallet.",
  'dialog.failure.unsupportedNetwork.wallet':
    "{wallet} doesn't support {network}. Choose another wallet.",
  'dialog.failure.unsupportedNetwork.app':
    "Your wallet app doesn't support {network}. Choose another wallet.",
  'dialog.failure.unsupportedNetwork.phone':
    "Your phone's wallet app doesn't support {network}. Choose another wallet.",
  'dialog.failure.unsupportedNetworkSwitch.wallet':
    "{wallet} doesn't support {network}. Switch to {otherNetwork}, or choose another wallet.",
  'dialog.failure.unsupportedNetworkSwitch.app':
    "Your wallet app doesn't support {network}. Switch to {otherNetwork}, or choose another wallet.",
  'dialog.failure.unsupportedNetworkSwitch.phone':
    "Your phone's wallet app doesn't support {network}. Switch to {otherNetwork}, or choose another wallet.",
  'dialog.failure.signInNotVerified.wallet':
    "{wallet}'s sign-in could not be verified, so it was not accepted.",
  'dialog.failure.signInNotVerified.app':
    "Your wallet app's sign-in could not be verified, so it was not accepted.",
  'dialog.failure.signInNotVerified.phone':
    "Your phone's wallet app's sign-in could not be verified, so it was not accepted.",
  'dialog.failure.signInRefused':
    "This app didn't accept the sign-in. Try again, or choose another wallet.",
  'dialog.failure.timedOut.wallet': "{wallet} didn't answer in time. Try again.",
  'dialog.failure.timedOut.app': "Your wallet app didn't answer in time. Try again.",
  'dialog.failure.timedOut.phone': "Your phone's wallet app didn't answer in time. Try again.",
  'dialog.failure.unreachable':
    "Couldn't reach the server. Check your internet connection, then try again.",
  'dialog.failure.rateLimited': 'Too many requests in a short time. Wait a moment, then try again.',
  'dialog.failure.unknown.wallet':
    "{wallet} couldn't connect. Try again, or choose another wallet.",
  'dialog.failure.unknown.app':
    "Your wallet app couldn't connect. Try again, or choose another wallet.",
  'dialog.failure.unknown.phone':
    "Your phone's wallet app couldn't connect. Try again, or choose another wallet.",
  'dialog.failure.getWallet': 'Get a wallet',
  'dialog.failure.details': 'Details',
  // The actions under a wallet's view (Try again is shared with the sign-in providers' view).
  'dialog.action.tryAgain': 'Try again',
  'dialog.action.switchNetwork': 'Switch to {network}',
  'dialog.action.reload': 'Reload the page',
  'dialog.action.chooseAnotherWallet': 'Choose another wallet',
  // How to install a catalogue wallet.
  'dialog.install.title': 'Get {wallet}',
  'dialog.install.notInstalled': "{wallet} isn't installed",
  'dialog.install.hint': 'Add it to this browser, then come back and choose it from the list.',
  'dialog.install.forThisBrowser': 'Get {wallet} for this browser',
  'dialog.install.qrLabel': 'QR code that opens this page in {wallet}',
  'dialog.install.qrCaption': 'On your phone? Scan to open this page in the {wallet} app.',
  // The newcomer's guide ("Detected" is the list's chip, as translated there).
  'dialog.guide.title': 'Get a wallet',
  'dialog.guide.accountTitle': 'A wallet is your account.',
  'dialog.guide.account': 'It holds your keys and asks you before anything is signed or sent.',
  'dialog.guide.installTitle': 'Install one.',
  'dialog.guide.install': 'These are free and take a minute to set up.',
  'dialog.guide.connectTitle': 'Come back and connect.',
  'dialog.guide.connect': 'It shows up here as Detected.',
  'dialog.guide.get': 'Get',
  // `{link}` is where the button goes: its text is `dialog.guide.useEmail`.
  'dialog.guide.noInstall': 'No install needed: {link}.',
  'dialog.guide.useEmail': 'continue with your email',
  // The titles of the embedded wallet's steps, which the dialog's header shows.
  'dialog.emailCode.title': 'Check your email',
  'dialog.passkey.title': 'Use a passkey',
  'dialog.recovery.title': 'Recover your wallet',
} as const;

/** A key of the connect dialog's texts. */
export type ConnectDialogMessageKey = keyof typeof connectDialogMessages;
