/// <reference types="node" />
import { createLatchkeyServer, openDatabase } from '@latchkey/server';

// Which actions a user who set up a second factor must prove it for, and how recently.
export const server = await createLatchkeyServer({
  database: await openDatabase({ databaseUrl: process.env.DATABASE_URL }),
  environments: { acme: { authToken: 'pk_acme_production' } },
  appName: 'Acme',
  mfa: {
    // Default: every guarded action. Here linking another way in is left free.
    require: ['emailRecovery', 'unlinkCredential', 'removeFactor'],
    // A verified code counts this long for them (default 900 s).
    windowSeconds: 600,
    // Tries of codes: per user and network, and per user from everywhere (a network that proved
    // the factor before keeps its own allowance when strangers spend the user's).
    triesPerUserAndNetwork: { max: 5, windowSeconds: 900 },
    triesPerUser: { max: 30, windowSeconds: 86_400 },
  },
});
