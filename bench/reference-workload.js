// A fixed piece of work measured in the same run as a server bench, so a server's CPU per request
// can be held to a budget as a multiple of it (bench/budgets.js `serverCpuBudgets`): a slower or
// busier machine slows both, a regression only the server.
//
// The work: Ed25519 signatures verified one after another through WebCrypto
// (`crypto.subtle.verify`), the cryptography a sponsorship and a wallet sign-in both do.

const BLOCKS = 5;
const ROUNDS = 400;

/**
 * CPU milliseconds (user + system, every thread of this process) one WebCrypto Ed25519
 * verification costs here: the median of {@link BLOCKS} blocks of {@link ROUNDS}, after a warm-up.
 *
 * @returns {Promise<number>}
 */
export async function referenceCpuMs() {
  const keys = await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify']);
  const message = crypto.getRandomValues(new Uint8Array(200));
  const signature = await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, message);
  const verify = () =>
    crypto.subtle.verify({ name: 'Ed25519' }, keys.publicKey, signature, message);
  for (let index = 0; index < 200; index++) await verify();
  const blocks = [];
  for (let block = 0; block < BLOCKS; block++) {
    const before = process.cpuUsage();
    for (let index = 0; index < ROUNDS; index++) {
      if (!(await verify())) throw new Error('the reference signature did not verify');
    }
    const used = process.cpuUsage(before);
    blocks.push((used.user + used.system) / 1000 / ROUNDS);
  }
  return blocks.sort((a, b) => a - b)[Math.floor(BLOCKS / 2)];
}
