import { createConfig, injected, solanaMainnet, walletStandard } from '@latchkey/core';
import { phantomDeepLink } from '@latchkey/core/deeplink';
import { useRedirectResult } from '@latchkey/react';

export const config = createConfig({
  appName: 'Acme',
  networks: [solanaMainnet()],
  // On a phone without Phantom's extension, Phantom's app is offered by universal link.
  connectors: [walletStandard(), injected(), phantomDeepLink()],
});

// After Phantom sends the user back: the answer to the request that was pending.
export function PhantomAnswer() {
  const result = useRedirectResult();
  if (!result) return null;
  return result.error ? (
    <p role="alert">
      {result.method}: {result.error.message}
    </p>
  ) : (
    <p>{result.method} done</p>
  );
}
