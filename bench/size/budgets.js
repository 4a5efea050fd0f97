// Size budgets in gzip bytes, per measured entry. The incumbent's connect path
// (@solana/wallet-adapter-react + its UI) costs 156 KB gzip; ours stays at or under 30 KB.
// The embedded-wallet signing path (custody client, session keys, signing) stays at or under 8 KB:
// no curve library ships just to compress a key or DER-encode a signature.
export const sizeBudgets = {
  connect: 30 * 1024,
  custody: 8 * 1024,
};
