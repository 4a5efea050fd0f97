/** SIWS chain ids as wallets accept them (PROTOCOLS §7), by the network's chain id. */
export const SIGN_IN_CHAIN_IDS: Readonly<Record<string, string>> = {
  'solana:mainnet': 'solana:mainnet',
  'solana:devnet': 'solana:devnet',
  'solana:testnet': 'solana:testnet',
  'solana:localnet': 'localnet',
};
