import type { NextConfig } from 'next';

// @latchkey/server stays a Node package loaded at run time, not bundled: PGlite reads its
// WebAssembly and data files from its own folder.
const nextConfig: NextConfig = {
  serverExternalPackages: ['@latchkey/server'],
};

export default nextConfig;
