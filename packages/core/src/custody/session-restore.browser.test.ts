import { describe, expect, it, vi } from 'vitest';
import { createCustodySession } from './create-custody-session.js';

// In real Chromium: the default session store is IndexedDB, and a new page (a new session object
// over the same store) restores the key instead of asking the user's credential again.
describe('custody session in IndexedDB', () => {
  it('restores the key in a second session object (a reload, or another tab)', async () => {
    const authorize = vi.fn(async () => undefined);
    const first = createCustodySession({ authorize });
    const a = await first.getStamper();
    expect(authorize).toHaveBeenCalledOnce();
    const second = createCustodySession({ authorize });
    const b = await second.getStamper();
    expect(authorize).toHaveBeenCalledOnce();
    const body = '{"x":1}';
    const [sa, sb] = await Promise.all([a.stamp(body), b.stamp(body)]);
    expect(
      JSON.parse(atob(sa.stampHeaderValue.replace(/-/g, '+').replace(/_/g, '/'))).publicKey,
    ).toBe(JSON.parse(atob(sb.stampHeaderValue.replace(/-/g, '+').replace(/_/g, '/'))).publicKey);
    await first.end();
  });
});
