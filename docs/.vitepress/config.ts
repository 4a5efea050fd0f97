import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitepress';
import { githubSlug } from './github-slug.js';

// The docs site, built from docs/ (`npm run docs:dev`, `npm run docs:build`). The API reference
// is TypeDoc's HTML (`npm run docs:api`) written into public/api/, so the site serves it at
// /api/ as it is. Dev serves without it (a warning); a build without it fails.

const apiIndex = fileURLToPath(new URL('../public/api/index.html', import.meta.url));
if (!existsSync(apiIndex)) {
  console.warn('docs: no API reference at docs/public/api/; run `npm run docs:api` first');
}

const guides = [
  { text: 'Connect wallets', link: '/guide/connect-wallets' },
  { text: 'Embedded wallets', link: '/guide/embedded-wallets' },
  { text: 'Social login', link: '/guide/social-login' },
  { text: 'Sessions for your backend', link: '/guide/sessions' },
  { text: 'Transactions and toasts', link: '/guide/transactions' },
  { text: 'Fee sponsorship', link: '/guide/fee-sponsorship' },
  { text: 'What the user approves', link: '/guide/approvals' },
  { text: 'Accounts and MFA', link: '/guide/accounts-and-mfa' },
  { text: 'The UI and theming', link: '/guide/ui-and-theming' },
  { text: 'Server rendering and Next.js', link: '/guide/server-rendering' },
  { text: 'Connecting to production', link: '/guide/production' },
  { text: 'Deploying the server', link: '/guide/deploying-the-server' },
  { text: 'The EVM bridge', link: '/guide/evm-bridge' },
  { text: 'Migrating from wallet-adapter', link: '/guide/migrating-from-wallet-adapter' },
  { text: 'Testing your app', link: '/guide/testing-your-app' },
];

const reference = [
  { text: 'Configuration', link: '/reference/configuration' },
  { text: 'Hooks', link: '/reference/hooks' },
  { text: 'API reference (TypeDoc)', link: '/reference/api' },
  { text: 'UI gallery', link: '/reference/gallery' },
  { text: 'Performance', link: '/reference/performance' },
  { text: 'Security', link: '/reference/security' },
  { text: 'Architecture', link: '/reference/architecture' },
  { text: 'Code shape rules', link: '/ARCHITECTURE' },
];

export default defineConfig({
  title: 'Latchkey',
  description: 'Wallet login for Solana web apps: wallets, embedded wallets, sessions, fees.',
  // Anchors as GitHub writes them, so README and page links hold on GitHub and here alike.
  markdown: { anchor: { slugify: githubSlug }, headers: { slugify: githubSlug } },
  // The nav's API link opens TypeDoc's pages with a full load, which VitePress's dead-link check
  // does not follow: the build checks they are there.
  buildEnd(site) {
    if (!existsSync(join(site.outDir, 'api/index.html'))) {
      throw new Error('docs: the API reference is missing; run `npm run docs:api` first');
    }
  },
  themeConfig: {
    search: { provider: 'local' },
    outline: [2, 3],
    nav: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Guides', link: '/guide/connect-wallets', activeMatch: '^/guide/' },
      { text: 'Reference', link: '/reference/configuration', activeMatch: '^/reference/' },
      // TypeDoc's own pages: a full page load, not the site's router.
      { text: 'API', link: '/api/index.html', target: '_self' },
    ],
    sidebar: [
      { text: 'Getting started', link: '/getting-started' },
      { text: 'Guides', items: guides },
      { text: 'Reference', items: reference },
    ],
  },
});
