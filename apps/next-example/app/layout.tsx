import '@latchkey/react/styles.css';
import './styles.css';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { readBrowserSettings } from '../src/read-browser-settings';
import { Providers } from './providers';

/** The document's title. */
export const metadata: Metadata = { title: 'Acme — Latchkey on Next.js' };

/**
 * The root layout, a server component. It reads the page's settings from the environment when it
 * serves a request (never at build time: one build serves every deployment) and hands them to the
 * client provider.
 *
 * @example
 * ```tsx
 * <RootLayout><Home /></RootLayout>
 * ```
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  const settings = await readBrowserSettings();
  return (
    <html lang="en">
      <body>
        <Providers settings={settings}>{children}</Providers>
      </body>
    </html>
  );
}
