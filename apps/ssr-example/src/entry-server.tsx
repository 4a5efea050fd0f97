import { renderToString } from 'react-dom/server';
import { createExampleConfig } from './create-example-config.js';
import { Root } from './root.js';

/** Renders the page's body for one request. */
export function render(): string {
  return renderToString(<Root config={createExampleConfig()} />);
}
