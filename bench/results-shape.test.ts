import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  approvalRpcBudgets,
  installBudgets,
  localeChunkBudget,
  rpcBudgets,
  serverCpuBudgets,
  sizeBudgets,
  walletConnectChunkBudget,
} from './budgets.js';

// `npm test` runs `npm run bench` before Vitest: these check what it just wrote.
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(`./results/${name}.json`, import.meta.url), 'utf8'));

describe('bench/results', () => {
  it('walletconnect-size.json: the WalletConnect chunk within budget, beside AppKit and wallet-adapter', () => {
    const size = read('walletconnect-size');
    expect(Object.keys(size).sort()).toEqual(['appkit', 'latchkey', 'wallet-adapter']);
    expect(size.latchkey.chunkGzipBytes).toBeGreaterThan(100 * 1024);
    expect(size.latchkey.chunkGzipBytes).toBeLessThanOrEqual(walletConnectChunkBudget);
    for (const library of ['appkit', 'wallet-adapter']) {
      expect(size[library].gzipBytes).toBeGreaterThan(size.latchkey.chunkGzipBytes);
      expect(size[library].upfrontGzipBytes).toBeGreaterThan(0);
    }
  });

  it('size.json: every library and entry with gzip, up-front gzip and minified bytes', () => {
    const size = read('size');
    expect(Object.keys(size).sort()).toEqual(
      ['dynamic', 'latchkey', 'privy', 'solana-connector', 'wallet-adapter'].sort(),
    );
    expect(Object.keys(size.latchkey).sort()).toEqual(['connect', 'embedded', 'transfer']);
    for (const [library, entries] of Object.entries(size) as [
      string,
      Record<string, Record<string, number>>,
    ][]) {
      for (const measured of Object.values(entries)) {
        expect(Object.keys(measured).sort()).toEqual(
          [
            'gzipBytes',
            'minBytes',
            'upfrontGzipBytes',
            ...(library === 'latchkey' ? ['viteGzipBytes', 'viteUpfrontGzipBytes'] : []),
            // What a user has downloaded once the connect dialog is open (entries with the UI).
            ...(library === 'latchkey' && 'viteDialogGzipBytes' in measured
              ? ['viteDialogGzipBytes']
              : []),
            // Each language's catalogue chunk, by locale (entries with the UI).
            ...(library === 'latchkey' && 'viteLocaleGzipBytes' in measured
              ? ['viteLocaleGzipBytes']
              : []),
          ].sort(),
        );
        expect(measured.upfrontGzipBytes).toBeLessThanOrEqual(measured.gzipBytes as number);
        expect(measured.gzipBytes).toBeLessThan(measured.minBytes as number);
      }
    }
    // The issues' ceilings, and our own tighter budgets. Up front, connect stays within 24 KB
    // (issue 17). In all, issue 16's 60 / 75 KB through Vite now carry issue 17's lazily loaded UI
    // as well — the dialog, the account menu, the real logos and the QR encoder, about 21 KB gzip
    // that a page fetches only as it draws them — and issue 27's sessions, about 5 KB gzip that a
    // page loads only with `auth` (bench/size/auth-chunk.test.ts holds them out of up front), and
    // 4 KB more that only a Ledger's sign-in loads: 10 KB with room. Issue 28's social login adds
    // to embedded its OpenID flow and the dialog's provider buttons and logos, about 3.6 KB
    // through Vite: 4 KB. Issue 30's Mobile Wallet Adapter, a chunk only Android pages load (and a
    // desktop page only once its QR row is opened), about 4.5 KB: 6 KB. Issue 40's approval
    // view, the asking and the preview reader (one simulation, read strictly), about 12 KB through
    // Vite that a page loads only when an embedded wallet first asks or the host previews: 13 KB.
    // Issue 41's second factors (the account menu's set-up, codes and prompt, passkeys as
    // factors, and their calls), several embedded wallets and linking an email or an OpenID
    // account, about 5.6 KB through Vite, loaded with the account menu: 6 KB. Issue 41's second
    // factor on a new device (the device key's chunk, the dialog's prompt chunk, and the entry's
    // chunks split once more for them), about 3 KB through Vite for embedded: 4 KB; esbuild's
    // embedded "all" 151.3 KiB: 152. Issue 43's languages: the views' English as keyed
    // catalogues, the failure views' new sentences and the formatting through Intl, about 8.1 KB
    // in each "all" (a language's own chunk is counted apart): 9 KB.
    expect(size.latchkey.connect.upfrontGzipBytes).toBeLessThanOrEqual(24 * 1024);
    expect(size.latchkey.embedded.upfrontGzipBytes).toBeLessThanOrEqual(60 * 1024);
    expect(size.latchkey.embedded.gzipBytes).toBeLessThanOrEqual((152 + 9) * 1024);
    expect(size.latchkey.connect.viteGzipBytes).toBeLessThanOrEqual(
      (60 + 21 + 10 + 6 + 13 + 6 + 4 + 9) * 1024,
    );
    expect(size.latchkey.embedded.viteGzipBytes).toBeLessThanOrEqual(
      (75 + 21 + 10 + 4 + 6 + 13 + 6 + 4 + 9) * 1024,
    );
    // Issue 29: what a user has downloaded once the connect dialog is open — up front, the
    // dialog's views, the logos, the QR encoder — within issue 16's goals, 60 and 75 KiB.
    // Issue 43: every language Latchkey ships has its chunk, each within its budget.
    const locales = size.latchkey.connect.viteLocaleGzipBytes as unknown as Record<string, number>;
    expect(Object.keys(locales).sort()).toEqual(
      ['ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt-br', 'zh-cn'].sort(),
    );
    for (const bytes of Object.values(locales))
      expect(bytes).toBeLessThanOrEqual(localeChunkBudget);
    expect(size.latchkey.connect.viteDialogGzipBytes).toBeLessThanOrEqual(60 * 1024);
    expect(size.latchkey.embedded.viteDialogGzipBytes).toBeLessThanOrEqual(75 * 1024);
    expect(size.latchkey.connect.viteDialogGzipBytes).toBeGreaterThan(
      size.latchkey.connect.viteUpfrontGzipBytes,
    );
    for (const [entry, budget] of Object.entries(sizeBudgets)) {
      expect(size.latchkey[entry].upfrontGzipBytes).toBeLessThanOrEqual(budget.upfrontGzipBytes);
      expect(size.latchkey[entry].gzipBytes).toBeLessThanOrEqual(budget.gzipBytes);
      expect(size.latchkey[entry].viteGzipBytes).toBeLessThanOrEqual(budget.viteGzipBytes);
      if ('viteDialogGzipBytes' in budget)
        expect(size.latchkey[entry].viteDialogGzipBytes).toBeLessThanOrEqual(
          budget.viteDialogGzipBytes,
        );
    }
  });

  it('rpc.json: Latchkey within its budgets, beside web3.js + spl-token; a SOL transfer in 3', () => {
    const rpc = read('rpc');
    expect(rpc.latchkey.solTransfer).toBe(3);
    for (const [flow, budget] of Object.entries(rpcBudgets)) {
      expect(rpc.latchkey[flow]).toBeLessThanOrEqual(budget);
      expect(rpc['web3.js + spl-token'][flow]).toBeGreaterThan(0);
    }
    // Issue 40: the approval step adds what its previews need, one simulation per transaction.
    expect(Object.keys(rpc.approval)).toEqual(['send', 'signAllTransactions']);
    expect(rpc.approval.send.transactions).toBe(1);
    expect(rpc.approval.signAllTransactions.transactions).toBe(2);
    for (const measured of Object.values(rpc.approval) as {
      transactions: number;
      approved: number;
      unconfirmed: number;
      added: number;
      addedMethods: string[];
    }[]) {
      expect(measured.unconfirmed).toBeGreaterThan(0);
      expect(measured.added).toBe(measured.approved - measured.unconfirmed);
      expect(measured.addedMethods).toHaveLength(measured.added);
      for (const method of measured.addedMethods) expect(method).toBe('simulateTransaction');
      expect(measured.added).toBeLessThanOrEqual(
        approvalRpcBudgets.addedPerTransaction * measured.transactions,
      );
    }
  });

  it('latency.json: every measure for both sides, and the approval view on its own', () => {
    const latency = read('latency');
    expect(latency.signing.signatureMs.latchkey).toBeGreaterThan(0);
    expect(latency.signing.signatureMs.turnkey).toBeGreaterThan(0);
    expect(latency.signing.stampsPerSecond.latchkey).toBeGreaterThan(0);
    expect(latency.paint.latchkey).toBeGreaterThan(0);
    expect(latency.paint['wallet-adapter']).toBeGreaterThan(0);
    for (const client of ['latchkey', 'web3js', 'kit']) {
      const measured = latency.confirmation[client];
      expect(measured.sendToConfirmedMs).toBeGreaterThan(0);
      expect(measured.landingMs).toBeGreaterThan(0);
      expect(measured.tailMs).toBeGreaterThanOrEqual(0);
      expect(measured.tailP90Ms).toBeGreaterThanOrEqual(measured.tailMs);
    }
    // Issue 40: the host's call → the approval view, then → Approve enabled (the simulation in).
    expect(Object.keys(latency.approval)).toEqual([
      'callToVisibleMs',
      'callToApproveEnabledMs',
      'messageCallToVisibleMs',
    ]);
    expect(latency.approval.callToVisibleMs).toBeGreaterThan(0);
    expect(latency.approval.callToApproveEnabledMs).toBeGreaterThanOrEqual(
      latency.approval.callToVisibleMs,
    );
    expect(latency.approval.messageCallToVisibleMs).toBeGreaterThan(0);
  });

  it("sponsorship.json: PGlite, PostgreSQL with one and two instances, and each process's CPU", () => {
    const sponsorship = read('sponsorship');
    expect(sponsorship.cores).toBeGreaterThan(0);
    expect(
      sponsorship.runs.map((run: { database: string; instances: number }) => [
        run.database,
        run.instances,
      ]),
    ).toEqual([
      ['PGlite', 1],
      ['PostgreSQL', 1],
      ['PostgreSQL', 2],
    ]);
    for (const run of sponsorship.runs) {
      expect(run.requests).toBeGreaterThanOrEqual(100);
      expect(run.perSecond).toBeGreaterThan(0);
      expect(run.p50Ms).toBeGreaterThan(0);
      expect(run.p99Ms).toBeGreaterThanOrEqual(run.p50Ms);
      expect(run.aloneP50Ms).toBeGreaterThan(0);
      expect(run.cpuMsPerRequest.server).toBeGreaterThan(0);
      // Measured on warmed-up servers, their warm-up's CPU beside: at least 1,000 sponsorships each.
      expect(run.warmup.sponsorships).toBeGreaterThanOrEqual(1000 * run.instances);
      expect(run.warmup.serverCpuMsPerRequest).toBeGreaterThan(0);
      expect(run.cpuMsPerRequest.rpc).toBeGreaterThan(0);
      expect(run.cpuMsPerRequest.client).toBeGreaterThan(0);
      // PGlite runs inside the server process; PostgreSQL's sessions are counted on their own.
      if (run.database === 'PGlite') expect(run.cpuMsPerRequest.database).toBeNull();
      else expect(run.cpuMsPerRequest.database).toBeGreaterThan(0);
      expect(run.ceilingPerSecond).toBeGreaterThan(0);
      // Issue 44: the servers' CPU per request as a multiple of the run's reference work.
      expect(run.serverToReference).toBeCloseTo(
        run.cpuMsPerRequest.server / sponsorship.referenceCpuMs,
        1,
      );
      expect(run.serverToReference, run.label).toBeLessThanOrEqual(
        serverCpuBudgets.sponsorshipRequest[run.label] as number,
      );
    }
  });

  it('sessions.json: 2 requests a sign-in and the pairs per second on PGlite and PostgreSQL; verifySession beside node:crypto', () => {
    const sessions = read('sessions');
    expect(sessions.cores).toBeGreaterThan(0);
    expect(sessions.runs.map((run: { database: string }) => run.database)).toEqual([
      'PGlite',
      'PostgreSQL',
    ]);
    for (const run of sessions.runs) {
      // Issue 27's goal: a wallet connect → token is the challenge and the sign-in, no more.
      expect(run.signIns).toBeGreaterThanOrEqual(50);
      expect(run.requests).toBe(2 * run.signIns);
      expect(run.requestsPerSignIn).toBe(2);
      expect(run.aloneP50Ms).toBeGreaterThan(0);
      expect(run.aloneP99Ms).toBeGreaterThanOrEqual(run.aloneP50Ms);
      expect(run.pairs).toBeGreaterThanOrEqual(100);
      expect(run.concurrency).toBe(16);
      expect(run.perSecond).toBeGreaterThan(0);
      expect(run.p99Ms).toBeGreaterThanOrEqual(run.p50Ms);
      expect(run.cpuMsPerPair.server).toBeGreaterThan(0);
      // Measured on a warmed-up server, its warm-up's CPU beside: at least 1,000 pairs.
      expect(run.warmup.pairs).toBeGreaterThanOrEqual(1000);
      expect(run.warmup.serverCpuMsPerPair).toBeGreaterThan(0);
      expect(run.cpuMsPerPair.client).toBeGreaterThan(0);
      // PGlite runs inside the server process; PostgreSQL's sessions are counted on their own.
      if (run.database === 'PGlite') expect(run.cpuMsPerPair.database).toBeNull();
      else expect(run.cpuMsPerPair.database).toBeGreaterThan(0);
      // Issue 44: the server's CPU per pair as a multiple of the run's reference work.
      expect(run.serverToReference).toBeCloseTo(
        run.cpuMsPerPair.server / sessions.referenceCpuMs,
        1,
      );
      expect(run.serverToReference, run.database).toBeLessThanOrEqual(
        serverCpuBudgets.signInPair[run.database as 'PGlite' | 'PostgreSQL'],
      );
    }
    const ways = ['nodeCrypto', 'webCrypto', 'localJwks', 'remoteJwks'];
    expect(Object.keys(sessions.verify.perSecond)).toEqual(ways);
    for (const way of ways) expect(sessions.verify.perSecond[way]).toBeGreaterThan(0);
    expect(sessions.verify.ratioToNodeCrypto.nodeCrypto).toBe(1);
  });

  it('install.json: @latchkey/react installed within its budget, beside wallet-adapter counted alike', () => {
    const install = read('install');
    expect(Object.keys(install)).toEqual(['latchkey', 'wallet-adapter']);
    expect(install.latchkey.installed).toEqual(['@latchkey/core', '@latchkey/react']);
    for (const measured of Object.values(install) as Record<string, number>[]) {
      expect(measured.files).toBeGreaterThan(0);
      expect(measured.bytes).toBeGreaterThan(measured.files as number);
      expect(measured.packages).toBeGreaterThan(0);
    }
    // Issue 29: the 83 MB logo package is gone; React is the only peer and is not counted.
    expect(install.latchkey.peers).toEqual({ bytes: 0, files: 0, packages: 0 });
    expect(install.latchkey.bytes).toBeLessThanOrEqual(installBudgets.latchkeyReact.bytes);
    expect(install.latchkey.files).toBeLessThanOrEqual(installBudgets.latchkeyReact.files);
  });

  it('oauth.json: popup to wallet for a sign-up and a sign-in, with the round trips', () => {
    const oauth = read('oauth');
    for (const kind of ['signUp', 'signIn']) {
      expect(oauth[kind].toChooserMs).toBeGreaterThan(0);
      expect(oauth[kind].toWalletMs).toBeGreaterThan(0);
      // One call to the product server, the custody provider's session key and wallets.
      expect(oauth[kind].browser.product).toBe(1);
      expect(oauth[kind].browser.custody).toBe(2);
      expect(oauth[kind].server.provider).toBeGreaterThanOrEqual(1);
    }
  });
});
