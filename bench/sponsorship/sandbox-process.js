// A child of `npm run bench:sponsorship`: the sandbox's Solana RPC in a process of its own, so its
// CPU time is counted apart from the servers'. Prints `{"rpc": url}` once listening; stops on SIGTERM.
import { SANDBOX_EPHEMERAL_PORTS, startSandbox } from '@latchkey/sandbox';

const sandbox = await startSandbox({ ...SANDBOX_EPHEMERAL_PORTS, slotMs: 400 });
process.stdout.write(`${JSON.stringify({ rpc: sandbox.urls.rpc })}\n`);
process.once('SIGTERM', () => {
  sandbox.stop().then(() => process.exit(0));
});
