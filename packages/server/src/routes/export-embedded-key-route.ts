import { exportEmbeddedKey } from '../embedded/export-embedded-key.js';
import { accountContext } from './account-context.js';
import type { Route } from './api-route.js';

/** An embedded key or recovery phrase, sealed to the export frame (see `exportEmbeddedKey`). */
export const exportEmbeddedKeyRoute: Route<'exportEmbeddedKey'> = {
  needs: 'custody',
  answer: (server, request) => exportEmbeddedKey(accountContext(server, request), request.body),
};
