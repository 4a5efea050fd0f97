// biome-ignore-all lint/performance/noBarrelFile: this is the chunk the dialog loads once it opens; one import for all its secondary views.
/**
 * The connect dialog's views past the list, in one chunk loaded as the dialog opens: a page pays
 * for them only once someone starts connecting.
 */
export { EmailCodeView } from './email-code-view.js';
export { GetWalletView } from './get-wallet-view.js';
export { InstallWalletView } from './install-wallet-view.js';
export { PasskeyView } from './passkey-view.js';
export { WalletDetailView } from './wallet-detail-view.js';
