// A host that previews a transaction on a click: the preview's reader must load then, not with
// the page (bench/size/preview-chunk.test.ts).
import { createConfig, previewTransaction, solanaMainnet } from '@latchkey/core';

const config = createConfig({ networks: [solanaMainnet()] });
document.querySelector('button')?.addEventListener('click', async () => {
  const bytes = new Uint8Array(await (await fetch('/transaction')).arrayBuffer());
  const preview = await previewTransaction(config, { transaction: bytes });
  console.log(preview.changes);
});
