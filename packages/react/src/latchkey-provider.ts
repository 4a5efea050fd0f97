'use client';
import type { Config } from '@latchkey/core';
import type { EmbeddedWallet } from '@latchkey/core/embedded';
import {
  createElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { EmbeddedWalletContext, LatchkeyContext } from './context.js';
import type { LatchkeyMessages } from './i18n/latchkey-messages.js';
import { LocaleContext } from './i18n/locale-context.js';
import { useLocaleState } from './i18n/use-locale-state.js';
import { ThemeContext } from './theme/theme-context.js';
import { type LatchkeyThemeOption, themeStylesheet } from './theme/theme-stylesheet.js';

/** Props of {@link LatchkeyProvider}. */
export interface LatchkeyProviderProps {
  /** The config from `createConfig`; create it once per page, not per render. */
  config: Config;
  /** Offers embedded wallets (passkey sign-up and sign-in) in the connect dialog. */
  embeddedWallet?: EmbeddedWallet;
  /**
   * Latchkey's look: 'system' (default) follows the device, 'light' or 'dark' forces one, a
   * theme from `lightTheme()` / `darkTheme()` brings the host's tokens, and `{ light, dark }`
   * gives one for each scheme. It applies to Latchkey's own elements only, never to `<html>`.
   */
  theme?: LatchkeyThemeOption;
  /**
   * `false` leaves the embedded wallet's approvals to the host: the provider registers no view
   * with `config.approval`. By default it shows Latchkey's own before every signature: what will
   * be signed, the simulated balance changes and fee, and Reject / Approve.
   */
  approval?: false;
  /**
   * The language of Latchkey's UI, a BCP 47 tag ('ja', 'pt-BR', 'ar'). Default: the page's
   * `<html lang>`, then the browser's languages; English where Latchkey ships no catalogue. Only
   * that language's catalogue is downloaded. Arabic (and any right-to-left language) lays the
   * dialog, menu and toasts out right to left.
   */
  locale?: string | undefined;
  /** The host's own texts for any keys, on top of the locale's catalogue. */
  messages?: Partial<LatchkeyMessages> | undefined;
  children?: ReactNode;
}

/**
 * Makes a Latchkey config available to the hooks and components below it. The first render is
 * the same on the server and the client; stored state (the selected network) is read back
 * after mount, so hydration never mismatches.
 *
 * @example
 * ```tsx
 * const config = createConfig({ appName: 'Acme', networks: [solanaMainnet()] });
 * root.render(
 *   <LatchkeyProvider config={config}>
 *     <ConnectButton />
 *   </LatchkeyProvider>,
 * );
 * ```
 */
export function LatchkeyProvider({
  config,
  embeddedWallet,
  theme = 'system',
  approval,
  locale,
  messages,
  children,
}: LatchkeyProviderProps) {
  const localeState = useLocaleState(locale, messages);
  useEffect(() => {
    void config.restore();
  }, [config]);
  // The approval view: registered here, the rest (queue, dialog) in the chunk the first request
  // loads. Written into the provider: every byte here is one the page loads up front. That chunk
  // builds on the account menu's (the signer's identicon and copy button): a chunk of its own that
  // shared only some of the page's first modules split them (260 B more up front, measured).
  const [approvalView, setApprovalView] = useState<ReactElement>();
  useEffect(() => {
    if (approval !== false)
      return config.approval.setView((request, context) =>
        import('./ui/approval/approval-outlet.js').then((chunk) =>
          chunk.askUser(request, context, setApprovalView),
        ),
      );
  }, [config, approval]);
  const scope = useId();
  const { mode, css } = themeStylesheet(theme, scope);
  const themeScope = useMemo(() => ({ mode, scope: css ? scope : undefined }), [mode, css, scope]);
  return createElement(
    LatchkeyContext.Provider,
    { value: config },
    createElement(
      ThemeContext.Provider,
      { value: themeScope },
      createElement(
        EmbeddedWalletContext.Provider,
        { value: embeddedWallet },
        createElement(
          LocaleContext.Provider,
          { value: localeState },
          // The host's tokens, scoped to Latchkey's roots; nothing is drawn without them.
          createElement(
            Fragment,
            null,
            css ? createElement('style', null, css) : null,
            children,
            approvalView,
          ),
        ),
      ),
    ),
  );
}
