import { createRequire } from 'node:module';

/** What `startEvmNode` says when Hardhat, an optional peer of the sandbox, is not installed. */
export const HARDHAT_MISSING_MESSAGE =
  'The EVM node needs Hardhat 2, an optional peer dependency of @latchkey/sandbox: npm install --save-dev hardhat@2';

/**
 * The path of Hardhat 2's command-line entry, or `undefined` when Hardhat is not installed. The
 * sandbox names Hardhat as an optional peer (about 200 MB installed), so hosts that never start
 * the EVM node do not download it.
 */
export function findHardhatCli(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('hardhat/internal/cli/cli.js');
  } catch {
    return undefined;
  }
}

/**
 * {@link findHardhatCli}'s path, or the error that says how to install Hardhat.
 *
 * @throws {Error} {@link HARDHAT_MISSING_MESSAGE} when Hardhat is not installed.
 */
export function requireHardhatCli(): string {
  const cli = findHardhatCli();
  if (cli === undefined) throw new Error(HARDHAT_MISSING_MESSAGE);
  return cli;
}
