// biome-ignore-all lint/performance/noBarrelFile: the subpath's entry re-exports its public API by name.
/**
 * `@latchkey/react/blocks`: the pieces the connect dialog and the account menu are made of, for a
 * host composing its own UI. They live apart from the main entry so a page that only uses
 * `ConnectButton` never loads them up front (bundlers share a module between an entry that
 * re-exports it and the lazy chunk that draws it).
 */
export { AccountDetails } from './ui/account/account-details.js';
export type { AccountMenuProps } from './ui/account/account-menu.js';
export { AccountMenu } from './ui/account/account-menu.js';
export { AddPasskey } from './ui/account/add-passkey.js';
export { ExportKey } from './ui/account/export-key.js';
export type { IdenticonProps } from './ui/account/identicon.js';
export { Identicon } from './ui/account/identicon.js';
export type { CodeInputProps } from './ui/embedded/code-input.js';
export { CodeInput } from './ui/embedded/code-input.js';
export type { EmailCodeViewProps } from './ui/embedded/email-code-view.js';
export { EmailCodeView } from './ui/embedded/email-code-view.js';
export type { EmbeddedEntryProps } from './ui/embedded/embedded-entry.js';
export { EmbeddedEntry } from './ui/embedded/embedded-entry.js';
export type { PasskeyViewProps } from './ui/embedded/passkey-view.js';
export { PasskeyView } from './ui/embedded/passkey-view.js';
export type { RecoveryViewProps } from './ui/embedded/recovery-view.js';
export { RecoveryView } from './ui/embedded/recovery-view.js';
export type { QrCodeProps } from './ui/qr-code/qr-code.js';
export { QrCode } from './ui/qr-code/qr-code.js';
export type { WalletIconProps } from './ui/wallet-logos/wallet-icon.js';
export { WalletIcon } from './ui/wallet-logos/wallet-icon.js';
export type { WalletLogoProps } from './ui/wallet-logos/wallet-logo.js';
export { WalletLogo } from './ui/wallet-logos/wallet-logo.js';
