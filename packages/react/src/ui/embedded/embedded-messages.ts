/** The embedded wallet views' texts in English; other languages in `i18n/locales/`. */
export const embeddedMessages = {
  // Every view's region, as a screen reader names it.
  'embedded.region': 'Embedded wallet',

  // The entry in the wallet list: the OpenID providers, then the email.
  'embedded.oauth.continueWith': 'Continue with {provider}',
  'embedded.entry.title': 'Continue with email',
  'embedded.entry.lastUsed': 'Last used',
  'embedded.email.label': 'Email',
  'embedded.email.placeholder': 'you@example.com',
  'embedded.entry.sending': 'Sending…',
  'embedded.entry.continue': 'Continue',
  'embedded.entry.passkey': 'Continue with a passkey',

  // The emailed code.
  'embedded.code.sentTo': 'We sent a code to {email}.',
  'embedded.code.label': 'Code',
  'embedded.code.checking': 'Checking…',
  'embedded.code.submit': 'Sign in with code',
  'embedded.code.resent': 'A new code is on its way.',
  // {resend} is the button below ('send a new code').
  'embedded.code.notReceived': "Didn't get it? Check spam, or {resend}",
  'embedded.code.resend': 'send a new code',
  'embedded.otherEmail': 'Use another email',

  // Passkeys.
  'embedded.passkey.lead':
    'Use the passkey saved on this device: Face ID, Touch ID, Windows Hello or a security key.',
  'embedded.passkey.signIn': 'Sign in with passkey',
  'embedded.passkey.newHere': 'New here?',
  'embedded.passkey.create': 'Create a passkey wallet',
  'embedded.passkey.waiting': 'Waiting for your passkey…',
  'embedded.passkey.lost': 'Lost your passkey?',

  // Recovery of a lost passkey.
  'embedded.recovery.lead':
    "Lost your passkey? We'll email you a recovery code, and this device will make a new passkey for the same wallet.",
  'embedded.recovery.secondFactor':
    '{email} has two-step verification: enter the code from your authenticator app, or one of your recovery codes.',
  'embedded.recovery.emailMe': 'Email me a code',
  'embedded.recovery.or': 'or',
  'embedded.recovery.otherDevice': 'Use a passkey from another device',
  'embedded.recovery.sent': {
    one: 'If {email} has a wallet, a recovery code is on its way. Paste it below; it works for {count} minute.',
    other:
      'If {email} has a wallet, a recovery code is on its way. Paste it below; it works for {count} minutes.',
  },
  'embedded.recovery.codeLabel': 'Recovery code',
  'embedded.recovery.codePlaceholder': 'Paste the code from the email',
  'embedded.recovery.recovering': 'Recovering…',
  'embedded.recovery.submit': 'Recover wallet',
  'embedded.recovery.createPasskey': 'Create a new passkey when your device asks.',

  // A sign-in with an OpenID provider, in its popup.
  'embedded.oauth.asking': 'Finish signing in with {provider}…',
  'embedded.oauth.window': 'Continue in the {provider} window.',
  'embedded.oauth.failed': 'Could not sign in with {provider}',
  'embedded.oauth.back': 'Choose another way',

  // A step's failure, by the error's code (see describe-embedded-failure.ts).
  'embedded.error.codeInvalid': 'The code is invalid or expired.',
  'embedded.error.codeGone': 'That code has expired. Ask for a new one.',
  'embedded.error.secondFactorInvalid': 'The code is wrong or was already used',
  'embedded.error.rateLimited': 'Too many attempts. Wait a few minutes, then try again.',
  'embedded.error.offline': "Couldn't connect. Check your internet connection, then try again.",
  'embedded.error.serviceDown': "Sign-in isn't working right now. Try again in a few minutes.",
  'embedded.error.unavailable': "This way of signing in isn't available on this site.",
  'embedded.error.popupBlocked':
    'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  'embedded.error.signInRefused':
    "The sign-in wasn't accepted. Try again, or choose another way to sign in.",
  'embedded.error.passkeysUnavailable': "Passkeys can't be used here. Sign in with email instead.",
  'embedded.error.passkeyExists':
    'This device already has a passkey for this wallet. Sign in with it instead.',
  'embedded.error.passkeyFailed': "Your passkey didn't work. Try again, or sign in with email.",
  'embedded.error.emailNeeded': 'Enter your email to create a passkey wallet.',
  'embedded.error.unknown': 'Something went wrong. Try again, or choose another way to sign in.',
  'embedded.error.details': 'Details',
} as const;
