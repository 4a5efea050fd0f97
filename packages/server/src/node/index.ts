// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { ServerSettings } from './describe-server-start.js';
export { formatServerHelp } from './format-server-help.js';
export type { ServerEnvironmentVariables } from './read-server-environment.js';
export { readServerEnvironment } from './read-server-environment.js';
export type { RunningNodeServer } from './serve-node.js';
export { SHUTDOWN_TIMEOUT_MS, serveNode } from './serve-node.js';
export type { ServerVariable } from './server-variables.js';
export { SERVER_VARIABLES } from './server-variables.js';
export type { StartedLatchkeyServer } from './start-latchkey-server.js';
export { startLatchkeyServer } from './start-latchkey-server.js';
export { startOnce } from './start-once.js';
export { stopOnSignals } from './stop-on-signals.js';
