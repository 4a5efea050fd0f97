import { hydrateRoot } from 'react-dom/client';
import { createExampleConfig } from './create-example-config.js';
import { Root } from './root.js';
import '@latchkey/react/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
hydrateRoot(container, <Root config={createExampleConfig()} />, {
  // A mismatch React can recover from is still a bug in a server-rendered host: say so loudly.
  onRecoverableError: (error) => console.error('Recoverable hydration error:', error),
});
document.documentElement.dataset.hydrated = 'true';
