// `npm run styles`: writes the stylesheets that load with Latchkey's lazy surfaces (the connect
// dialog, the account menu, the toasts, the approval view) into TypeScript modules, minified, so
// they travel inside the chunk that draws them whatever the host's bundler does with CSS. The .css
// files stay the source; a test fails when a module is out of date.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const stylesDir = join(dirname(fileURLToPath(import.meta.url)), '../packages/react/src/styles');

/** Each lazy stylesheet: its source, the module written from it and the constant it exports. */
export const LAZY_STYLESHEETS = [
  { source: 'surfaces.css', module: 'surfaces-stylesheet.ts', name: 'SURFACES_STYLESHEET' },
  { source: 'toast.css', module: 'toast-stylesheet.ts', name: 'TOAST_STYLESHEET' },
  { source: 'approval.css', module: 'approval-stylesheet.ts', name: 'APPROVAL_STYLESHEET' },
];

/**
 * One stylesheet as it ships: its imports inlined, minified.
 *
 * @param {string} source a file in packages/react/src/styles
 * @returns {Promise<string>}
 */
export async function minifiedStylesheet(source) {
  const result = await build({
    entryPoints: [join(stylesDir, source)],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
  });
  return result.outputFiles[0].text.trim();
}

/**
 * The module's text for one stylesheet.
 *
 * @param {{ source: string, name: string }} stylesheet
 * @returns {Promise<string>}
 */
export async function stylesheetModule({ source, name }) {
  const css = await minifiedStylesheet(source);
  return [
    `// Written by \`npm run styles\` from styles/${source}: edit that file, not this one.`,
    `export const ${name} = ${JSON.stringify(css)};`,
    '',
  ].join('\n');
}

/** The path of a stylesheet's module. */
export function modulePath(stylesheet) {
  return join(stylesDir, stylesheet.module);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const stylesheet of LAZY_STYLESHEETS) {
    const text = await stylesheetModule(stylesheet);
    // Written as the formatter would write it, so `biome ci` holds.
    const path = modulePath(stylesheet);
    writeFileSync(path, text);
    execFileSync('npx', ['biome', 'format', '--write', path], { stdio: 'ignore' });
    console.log(`wrote ${stylesheet.module}`);
  }
}
