/** A PostgreSQL server of Debian's `postgresql` package, started for one test file or bench run. */
export interface TestPostgres {
  /** `postgres://latchkey@127.0.0.1:<port>/postgres` */
  readonly url: string;
  /** The postmaster's process id (its sessions are its children): for CPU accounting. */
  postmasterPid(): number;
  /** Stops the server (fast shutdown: sessions are ended, as `pg_ctl stop -m fast`), keeping its data. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port and data; resolves once it accepts connections. */
  resume(): Promise<void>;
  /** Stops the server and removes its data. */
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server on a free loopback port, in a fresh temporary cluster (trust
 * authentication, no fsync: it is thrown away). As root it runs as the `postgres` user.
 *
 * @example
 * ```ts
 * const postgres = await startTestPostgres();
 * const database = createPostgresDatabase({ connectionString: postgres.url });
 * await postgres.stop();
 * ```
 */
export declare function startTestPostgres(): Promise<TestPostgres>;
