// biome-ignore-all lint/performance/noBarrelFile: the subpath entry re-exports its public API by name.

export type { ServerEnvironmentVariables } from './read-server-environment.js';
export { readServerEnvironment } from './read-server-environment.js';
export type { RunningNodeServer } from './serve-node.js';
export { serveNode } from './serve-node.js';
