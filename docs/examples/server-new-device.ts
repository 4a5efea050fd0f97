/// <reference types="node" />
import { createLatchkeyServer, MFA_ACTIONS, openDatabase } from '@latchkey/server';

// Every guarded action, and a second factor before a sign-in on a device new to the user.
export const server = await createLatchkeyServer({
  database: await openDatabase({ databaseUrl: process.env.DATABASE_URL }),
  environments: { acme: { authToken: 'pk_acme_production' } },
  appName: 'Acme',
  mfa: { require: [...MFA_ACTIONS, 'signInNewDevice'] },
});
