'use client';
import type { CSSProperties } from 'react';
import { useMessages } from '../../i18n/use-messages.js';
import { embeddedMessages } from './embedded-messages.js';
import { OAuthLogo } from './oauth-logo.js';

// Each provider's button colours, as its branding asks: Google's neutral button (white,
// #747775 outline, #1F1F1F text), Apple's black one. Set on the element, so the stylesheet that
// every page loads grows by nothing; the shape is Latchkey's own button.
const BRAND_STYLES: Readonly<Record<string, CSSProperties>> = {
  google: { background: '#FFFFFF', borderColor: '#747775', color: '#1F1F1F' },
  apple: { background: '#000000', borderColor: '#000000', color: '#FFFFFF' },
};

/** Props of {@link OAuthButtons}. */
export interface OAuthButtonsProps {
  providers: readonly { readonly id: string; readonly name: string }[];
  /** Called in the click itself, so the provider's popup may open. */
  onChoose: (provider: { id: string; name: string }) => void;
  disabled?: boolean | undefined;
}

/**
 * "Continue with Google", "Continue with Apple" and the host's other OpenID providers, one full
 * width button each with the provider's logo, in the order configured. Nothing without any.
 */
export function OAuthButtons({ providers, onChoose, disabled }: OAuthButtonsProps) {
  const t = useMessages(embeddedMessages);
  if (providers.length === 0) return null;
  return (
    <div className="latchkey-embedded">
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="latchkey-button latchkey-button-block"
          style={BRAND_STYLES[provider.id]}
          disabled={disabled}
          data-testid={`latchkey-oauth-${provider.id}`}
          onClick={() => onChoose(provider)}
        >
          <OAuthLogo provider={provider.id} />
          {t('embedded.oauth.continueWith', { provider: provider.name })}
        </button>
      ))}
    </div>
  );
}
