import { createConfig, solanaMainnet } from '@latchkey/core';
import { ConnectButton, type LatchkeyMessages, LatchkeyProvider } from '@latchkey/react';
import '@latchkey/react/styles.css';

const config = createConfig({ appName: 'Acme', networks: [solanaMainnet()] });

// Any text, in the chosen language or any other: the host's words win over the catalogue's.
const messages: Partial<LatchkeyMessages> = {
  'button.connect': 'Entrar',
};

export function App({ locale }: { locale: string }) {
  return (
    <LatchkeyProvider config={config} locale={locale} messages={messages}>
      <ConnectButton />
    </LatchkeyProvider>
  );
}
