/**
 * web3.js v1 keeps its subscription socket open and reconnects forever; a benchmark stops that
 * before the RPC goes away, so the process can end quietly.
 *
 * @param {import('@solana/web3.js').Connection | undefined} connection
 */
export function closeWeb3Socket(connection) {
  const socket = connection?._rpcWebSocket;
  if (!socket) return;
  socket.reconnect = false;
  socket.removeAllListeners('error');
  socket.on('error', () => undefined);
  socket.close();
}
