import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';

/** A process started by a packaged-app test, with everything it printed so far. */
export interface LoggedProcess {
  readonly child: ChildProcess;
  /** stdout and stderr, interleaved as they arrived. */
  output(): string;
  /** Waits until the output matches, then returns the match (the test fails with the output). */
  waitFor(pattern: RegExp, timeout?: number): Promise<RegExpExecArray>;
  /** SIGTERM, then the exit code (null when a signal ended it). */
  stop(): Promise<number | null>;
  /** The exit code once the process ends by itself. */
  exitCode(): Promise<number | null>;
}

/**
 * Starts a command with its output kept, as a person would run it in the folder `cwd`.
 *
 * @example
 * ```ts
 * const server = startLogged('node_modules/.bin/latchkey-server', [], { cwd, env });
 * const [, url] = await server.waitFor(/latchkey-server on (\S+)/);
 * expect(await server.stop()).toBe(0);
 * ```
 */
export function startLogged(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): LoggedProcess {
  // Plain text to match against: no colours (Vite's URLs come with them on a terminal).
  const env = { ...(options.env ?? process.env), NO_COLOR: '1' };
  const child = spawn(command, args, { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return {
    child,
    output: () => output,
    async waitFor(pattern, timeout = 30_000) {
      const ended = () => child.exitCode !== null || child.signalCode !== null;
      await expect
        .poll(() => pattern.test(output) || ended(), { timeout })
        .toBe(true)
        .catch(() => {
          throw new Error(`${command} printed no ${pattern} in ${timeout} ms:\n${output}`);
        });
      const match = pattern.exec(output);
      if (!match) throw new Error(`${command} exited before printing ${pattern}:\n${output}`);
      return match;
    },
    async exitCode() {
      const [code] = await exited;
      return code;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const [code] = await exited;
      return code;
    },
  };
}
