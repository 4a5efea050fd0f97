#!/usr/bin/env node
import { parseSandboxArguments, SANDBOX_USAGE } from './cli-arguments.js';
import { describeEmail } from './custody-server/inbox-route.js';
import { startSandbox } from './start-sandbox.js';

// `latchkey-sandbox`: start the stack, print where it is, stop cleanly on Ctrl-C or SIGTERM.
async function main(): Promise<void> {
  let command: ReturnType<typeof parseSandboxArguments>;
  try {
    command = parseSandboxArguments(process.argv.slice(2));
  } catch (error) {
    console.error(`latchkey-sandbox: ${(error as Error).message}\n\n${SANDBOX_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (command.help) {
    console.log(SANDBOX_USAGE);
    return;
  }
  // Every email the custody server "sends" is printed, so email login finishes by hand.
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  try {
    sandbox = await startSandbox({
      ...command.parameters,
      onEmail: (message) => console.log(describeEmail(message)),
    });
  } catch (error) {
    // What stopped it (a port taken, Hardhat missing for --evm-port), in one line.
    console.error(`latchkey-sandbox: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }
  console.log('Latchkey sandbox is running');
  const { solana } = sandbox;
  console.log(`  Solana RPC        ${sandbox.urls.rpc}`);
  console.log(`  Solana WebSocket  ${sandbox.urls.ws}`);
  console.log(`  Health            ${sandbox.urls.health}`);
  console.log(
    `  Product server    ${sandbox.urls.productApi} (environment ${sandbox.productApi.environmentId}, token ${sandbox.productApi.authToken}, fee payer ${sandbox.productApi.feePayerAddress})`,
  );
  const { admin } = sandbox.custody;
  console.log(
    `  Custody (Turnkey) ${sandbox.urls.custody} (root organization ${admin.rootOrganizationId})`,
  );
  console.log(
    `                    root API key: public ${admin.rootApiKey.publicKey}, private ${admin.rootApiKey.privateKey} (local only)`,
  );
  console.log(`                    enclave signer ${sandbox.custody.enclavePublicKey}`);
  console.log(`  Sandbox inbox     ${sandbox.urls.custody}/inbox (every email it sends)`);
  console.log(
    `  Phantom responder ${sandbox.urls.phantom} (deep-link baseUrl; wallet ${sandbox.phantom.walletAddress})`,
  );
  console.log(
    `  MWA wallet        ${sandbox.urls.mwa} (reflector ${sandbox.mwa.reflectorAuthority}; wallet ${sandbox.mwa.walletAddress})`,
  );
  console.log(
    `  WalletConnect     relay ${sandbox.urls.walletConnectRelay}, wallet ${sandbox.urls.walletConnect}/wc (paste a pairing link; wallet ${sandbox.walletConnect.walletAddress})`,
  );
  const { openId } = sandbox;
  console.log(
    `  OpenID provider   ${openId.url} (Sandbox Google ${openId.issuers.google}, Sandbox Apple ${openId.issuers.apple}; test accounts ada@example.com, eve@example.com)`,
  );
  if (sandbox.evm)
    console.log(`  EVM node          ${sandbox.evm.url} (chain ${sandbox.evm.chainId})`);
  else console.log('  EVM node          off (npm install --save-dev hardhat@2 to start one)');
  console.log(`  Faucet            ${solana.faucet.address}`);
  console.log(`  SPL Token mint    ${solana.mints.spl} (6 decimals)`);
  console.log(`  Token-2022 mint   ${solana.mints.token2022} (9 decimals)`);

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}; stopping the sandbox`);
    await sandbox.stop();
    console.log('Sandbox stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(
    'latchkey-sandbox failed to start:',
    error instanceof Error ? error.message : error,
  );
  process.exit(1);
});
