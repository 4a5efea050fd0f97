// Connect with @solana/connector (ConnectorKit): its provider and the documented connect button.
import { getDefaultConfig, getDefaultMobileConfig } from '@solana/connector/headless';
import { AppProvider, useConnector } from '@solana/connector/react';

const connectorConfig = getDefaultConfig({ appName: 'Acme', appUrl: 'https://acme.example' });
const mobile = getDefaultMobileConfig({ appName: 'Acme', appUrl: 'https://acme.example' });

function ConnectButton() {
  const { connectors, connectWallet, disconnectWallet, isConnected, account } = useConnector();
  if (!isConnected) {
    return (
      <div>
        {connectors.map((connector) => (
          <button key={connector.id} type="button" onClick={() => connectWallet(connector.id)}>
            Connect {connector.name}
          </button>
        ))}
      </div>
    );
  }
  return (
    <button type="button" onClick={disconnectWallet}>
      {String(account)} — Disconnect
    </button>
  );
}

export function App() {
  return (
    <AppProvider connectorConfig={connectorConfig} mobile={mobile}>
      <ConnectButton />
    </AppProvider>
  );
}
