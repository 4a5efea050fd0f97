/**
 * The CAIP-2 chains the sandbox's WalletConnect wallet approves: Solana's mainnet, devnet and
 * testnet, as a phone's wallet does, and the local cluster (`solana:` and the first 32
 * characters of its genesis hash, as CAIP-2 names a Solana chain).
 *
 * @example
 * ```ts
 * walletConnectSandboxChains(sandbox.solana.genesisHash); // ['solana:5eykt…', …, 'solana:<local>']
 * ```
 */
export function walletConnectSandboxChains(localGenesisHash: string): string[] {
  return [
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
    `solana:${localGenesisHash.slice(0, 32)}`,
  ];
}
