import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2];
const result = await build({
  absWorkingDir: process.cwd(), entryPoints: [entry], bundle: true, write: false, splitting: true, outdir: '/virtual-out',
  minify: true, format: 'esm', platform: 'browser', target: 'es2022', conditions: ['latchkey-source'],
  external: ['react','react-dom','react/*','react-dom/*'], jsx: 'automatic', define: {'process.env.NODE_ENV':'"production"', global:'globalThis'},
  loader: Object.fromEntries(['.svg','.png'].map(e=>[e,'dataurl'])), treeShaking: true, legalComments:'none', logLevel:'silent', metafile: true,
});
const outs = result.metafile.outputs;
const entryOut = Object.keys(outs).find(p => outs[p].entryPoint);
const seen = new Set(); const visit = p => { if (seen.has(p)) return; seen.add(p); const o = outs[p]; if (o.cssBundle) seen.add(o.cssBundle); for (const i of o.imports) if (!i.external && i.kind !== 'dynamic-import') visit(i.path); };
const eo = Object.keys(outs).find(p => outs[p].entryPoint === entry.replace(/^\.\//,''));
visit(eo);
let total=0; const rows=[];
for (const p of seen) { const o = outs[p]; const f = result.outputFiles.find(f=>f.path.endsWith(p.split('/').pop())); total += gzipSync(f.contents,{level:9}).length;
  for (const [inp, v] of Object.entries(o.inputs)) rows.push([v.bytesInOutput, inp]); }
rows.sort((a,b)=>b[0]-a[0]);
console.log('upfront gzip', total, 'files', seen.size);
let agg = {}; for (const [b, i] of rows) { const k = i.replace(/\/[^/]+$/,''); agg[k]=(agg[k]||0)+b; }
console.log(Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,25).map(([k,v])=>v+' '+k).join('\n'));
console.log('---');
console.log(rows.slice(0, Number(process.argv[3]||80)).map(r=>r.join(' ')).join('\n'));
