/// <reference types="node" />
// app/api/latchkey/[...route]/route.ts — @latchkey/server inside a Next.js App Router app.
import { createLatchkeyServer, type LatchkeyServer, openDatabase } from '@latchkey/server';
import { readServerEnvironment } from '@latchkey/server/node';

// Node.js runtime: the server speaks PostgreSQL over TCP.
export const runtime = 'nodejs';

// One server per process, made on the first request (never while Next.js builds the page).
let server: Promise<LatchkeyServer> | undefined;
function latchkey() {
  server ??= (async () => {
    const settings = await readServerEnvironment(process.env); // LATCHKEY_*, DATABASE_URL
    return createLatchkeyServer({
      ...settings,
      database: await openDatabase(settings),
      // The SDK's product API base URL is then https://app.acme.example/api/latchkey.
      basePath: '/api/latchkey',
      // Route handlers do not see the socket: the platform's proxy names the client.
      trustProxy: true,
    });
  })();
  return server;
}

async function handle(request: Request): Promise<Response> {
  return (await latchkey()).fetch(request);
}

export { handle as GET, handle as OPTIONS, handle as POST };
