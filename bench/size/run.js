// `npm run bench:size`: measures each entry, writes bench/results/size.json, and fails when an
// entry passes its budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sizeBudgets } from './budgets.js';
import { measureBundle } from './measure-bundle.js';

const entries = {
  connect: new URL('./entries/connect.ts', import.meta.url),
  custody: new URL('./entries/custody.ts', import.meta.url),
};
const results = { latchkey: {} };
let over = false;

for (const [name, url] of Object.entries(entries)) {
  const size = await measureBundle(fileURLToPath(url));
  results.latchkey[name] = size;
  const budget = sizeBudgets[name];
  const verdict = size.gzipBytes <= budget ? 'within' : 'OVER';
  if (size.gzipBytes > budget) over = true;
  console.log(
    `size ${name}: ${size.gzipBytes} B gzip up front (${size.minBytes} B min), ${size.lazyGzipBytes} B gzip lazy — ${verdict} budget ${budget} B gzip`,
  );
}

const resultsDir = new URL('../results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL('size.json', resultsDir), `${JSON.stringify(results, null, 2)}\n`);
if (over) {
  console.error('Size budget exceeded; see bench/results/size.json');
  process.exit(1);
}
