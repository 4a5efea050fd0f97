// Size budgets in gzip bytes, per measured entry. The incumbent's connect path
// (@solana/wallet-adapter-react + its UI) costs 156 KB gzip; ours stays at or under 30 KB.
export const sizeBudgets = {
  connect: 30 * 1024,
};
