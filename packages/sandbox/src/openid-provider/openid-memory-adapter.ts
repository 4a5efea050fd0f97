import type { OidcAdapter, OidcAdapterPayload } from 'oidc-provider';

interface Entry {
  payload: OidcAdapterPayload;
  expiresAt: number;
}

/**
 * oidc-provider's storage for one issuer, in memory: its sessions, interactions, grants and codes
 * die with the sandbox (as the built-in memory adapter's do, without its production warning on
 * every start, and without sharing one store across issuers).
 */
export function createOpenIdMemoryAdapter(): (model: string) => OidcAdapter {
  const entries = new Map<string, Entry>();
  const sessionUids = new Map<string, string>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  };
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000;
        entries.set(key(id), { payload, expiresAt });
        if (model === 'Session' && payload.uid) sessionUids.set(payload.uid, id);
      },
      async find(id) {
        return read(key(id));
      },
      async findByUid(uid) {
        const id = sessionUids.get(uid);
        return id === undefined ? undefined : read(key(id));
      },
      async findByUserCode() {
        return undefined; // The device flow is off.
      },
      async consume(id) {
        const payload = read(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [entryKey, entry] of entries) {
          if (entry.payload.grantId === grantId) entries.delete(entryKey);
        }
      },
    };
  };
}
