// biome-ignore-all lint/performance/noBarrelFile: the one module both connectors load their signing from, so bundlers make one chunk of it (and one of what it shares with the page's first chunk) rather than two.

export {
  type InjectedSigner,
  signAndSendWithInjected,
  signMessageWithInjected,
  signWithInjected,
} from './injected-signing.js';
export {
  type StandardSignInOutput,
  type StandardWalletSigner,
  signAndSendWithStandardWallet,
  signInWithStandardWallet,
  signMessageWithStandardWallet,
  signWithStandardWallet,
} from './wallet-standard-signing.js';
