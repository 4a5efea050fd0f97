// The host's call → the embedded wallet's approval view, in Chromium (issue 40): a page with
// LatchkeyProvider and a config on the sandbox's RPC calls `config.approval.approve` as the
// embedded wallet does before it signs (pages/approval.tsx), and marks (a) the first frame that
// shows the view — the gate's and the view's chunks fetched, the dialog drawn — and (b), for an
// unsigned transfer from a funded address, the first frame with Approve enabled beside the
// simulated balance change: the one `simulateTransaction` answered and drawn. Also (a) for a
// message. Each load is a fresh page in a fresh browser context (nothing of the view cached or
// loaded), bundled and served as the wallet-list page is (page-server.js): 20 for a transfer, 10
// for a message between them. Nothing is interleaved with a peer, since there is none: the
// figures stand alone. The median of each.
//
// esbuild splits the page: a lazy chunk's own imports are fetched once it has arrived (Vite would
// preload them beside it), so the view's code comes in steps — the gate's asking, the request's
// reading (and its chunks), then the view (and the account menu's chunks it builds on, which a
// page with a connected ConnectButton has already). This page has nothing loaded before the call.
// The simulation starts as the request is read, before the view's chunk is fetched, and runs
// beside it on the sandbox's RPC, on loopback: (b) − (a) is what is left of it once the view is
// drawn, plus drawing the preview; a real RPC's round trip would add to (b), not to (a).
import { fileURLToPath } from 'node:url';
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { median } from './median.js';
import { bundlePage, startPageServer } from './page-server.js';

/** Fresh loads for a transfer, and for a message (every other round, to keep the run short). */
export const APPROVAL_LOADS = { transaction: 20, message: 10 };

/** An unsigned 0.25 SOL transfer from a funded address, as base64 wire bytes. */
async function unsignedTransfer(sandbox) {
  const [{ address: from }, { address: to }] = await Promise.all([
    generateKeyPairSigner(),
    generateKeyPairSigner(),
  ]);
  await sandbox.solana.airdrop(from, 1_000_000_000n);
  const { value: blockhash } = await createSolanaRpc(sandbox.urls.rpc).getLatestBlockhash().send();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(from),
          destination: to,
          amount: lamports(250_000_000n),
        }),
        m,
      ),
  );
  // The preview simulates on the node's latest blockhash: the same bytes serve every load.
  return {
    address: from,
    transaction: getBase64EncodedWireTransaction(compileTransaction(message)),
  };
}

/** @param {import('@latchkey/sandbox').Sandbox} sandbox */
export async function measureApprovalView(sandbox) {
  const { address, transaction } = await unsignedTransfer(sandbox);
  const server = await startPageServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const samples = { visible: [], ready: [], messageVisible: [] };
  try {
    await bundlePage({
      entry: fileURLToPath(new URL('./pages/approval.tsx', import.meta.url)),
      outdir: server.outdir,
      name: 'approval',
    });
    const base = `${server.origin}/approval/?rpc=${encodeURIComponent(sandbox.urls.rpc)}&address=${address}`;
    const load = async (kind) => {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      try {
        const page = await context.newPage();
        const query =
          kind === 'message' ? '&kind=message' : `&transaction=${encodeURIComponent(transaction)}`;
        await page.goto(base + query);
        await page.waitForFunction(
          (message) =>
            window.approvalFailure !== undefined ||
            (window.approvalVisibleMs !== undefined &&
              (message || window.approvalReadyMs !== undefined)),
          kind === 'message',
          { timeout: 30_000 },
        );
        return await page.evaluate(() => ({
          visible: window.approvalVisibleMs,
          ready: window.approvalReadyMs,
          failure: window.approvalFailure,
        }));
      } finally {
        await context.close();
      }
    };
    for (let round = 0; round < APPROVAL_LOADS.transaction; round += 1) {
      for (const kind of round % 2 ? ['transaction'] : ['transaction', 'message']) {
        const measured = await load(kind);
        if (measured.failure) throw new Error(`The approval view said: ${measured.failure}`);
        if (kind === 'message') samples.messageVisible.push(measured.visible);
        else {
          samples.visible.push(measured.visible);
          samples.ready.push(measured.ready);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {
    callToVisibleMs: median(samples.visible),
    callToApproveEnabledMs: median(samples.ready),
    messageCallToVisibleMs: median(samples.messageVisible),
  };
}
