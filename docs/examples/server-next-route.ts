/// <reference types="node" />
// app/api/latchkey/[...route]/route.ts — @latchkey/server inside a Next.js App Router app.
import { readServerEnvironment, startLatchkeyServer, startOnce } from '@latchkey/server/node';

// Node.js runtime: the server speaks PostgreSQL over TCP.
export const runtime = 'nodejs';

// One server per process, made on the first request (never while Next.js builds the page) with
// latchkey-server's checks. A failed start (the database not up yet) is not kept: the next
// request starts again.
const latchkey = startOnce(async () => {
  const settings = await readServerEnvironment(process.env); // LATCHKEY_*, DATABASE_URL
  const { server, summary, warnings } = await startLatchkeyServer(
    // Route handlers do not see the socket: the platform's proxy names the client.
    { ...settings, trustProxy: settings.trustProxy || 1 },
    // The SDK's product API base URL is then https://app.acme.example/api/latchkey.
    { basePath: '/api/latchkey' },
  );
  for (const line of summary) console.log(`latchkey: ${line}`);
  for (const line of warnings) console.warn(`latchkey: warning: ${line}`);
  return server;
});

async function handle(request: Request): Promise<Response> {
  return (await latchkey()).fetch(request);
}

export { handle as GET, handle as OPTIONS, handle as POST };
