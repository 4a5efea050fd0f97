// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.
export type { ApprovalRequest, ApprovalRequestKind } from './approval-prompt.js';
export { showApprovalPrompt } from './approval-prompt.js';
export type { ApprovalStore } from './approval-store.js';
export { APPROVALS_STORAGE_KEY, createApprovalStore } from './approval-store.js';
export type { TestWalletHandle } from './create-test-wallet.js';
export { createTestWallet } from './create-test-wallet.js';
export type { TestWalletKey } from './derive-test-wallet-keys.js';
export { deriveTestWalletKey, deriveTestWalletKeys } from './derive-test-wallet-keys.js';
export type { MountTestWalletPanelOptions } from './mount-test-wallet-panel.js';
export { mountTestWalletPanel } from './mount-test-wallet-panel.js';
export type { RegisterTestWalletOptions, TestWalletControl } from './register-test-wallet.js';
export { registerTestWallet, TEST_WALLET_DEFAULT_CHAINS } from './register-test-wallet.js';
export { sendWireTransaction, TestWalletRpcError } from './send-wire-transaction.js';
export type { TestWalletFeatures } from './test-wallet-features.js';
export { TEST_WALLET_ICON } from './test-wallet-icon.js';
export type { TestWalletMisbehavior } from './test-wallet-misbehavior.js';
export type { TestWalletMethod, TestWalletSettings } from './test-wallet-settings.js';
export { USER_REJECTED_CODE, UserRejectedRequestError } from './user-rejected-error.js';
