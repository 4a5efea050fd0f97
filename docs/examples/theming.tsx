import { createConfig, solanaMainnet } from '@latchkey/core';
import { ConnectButton, darkTheme, LatchkeyProvider, lightTheme } from '@latchkey/react';
import '@latchkey/react/styles.css';

const config = createConfig({ appName: 'Acme', networks: [solanaMainnet()] });

// The host's accent in each scheme; the device picks the scheme. Only Latchkey's own elements
// take these tokens: the page around them is untouched.
const theme = {
  light: lightTheme({ accent: '#0a7cff', radius: '0.75rem' }),
  dark: darkTheme({ accent: '#5ab0ff', radius: '0.75rem' }),
};

export function App() {
  return (
    <LatchkeyProvider config={config} theme={theme}>
      <ConnectButton />
    </LatchkeyProvider>
  );
}
