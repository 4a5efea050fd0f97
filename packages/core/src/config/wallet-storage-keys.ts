/** Where the id of the last connected wallet is kept, for auto-connect after a reload. */
export const RECENT_CONNECTOR_STORAGE_KEY = 'recentConnectorId';

/**
 * Where the id of the wallet last connected is kept for the "Last used" mark; a disconnect keeps
 * it (auto-connect's memory above is dropped).
 */
export const LAST_USED_CONNECTOR_STORAGE_KEY = 'lastUsedConnectorId';
