import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A fresh Vite + React + TypeScript app laid out as `npm create vite -- --template react-ts`
// lays it out (its lint setup and sample assets left out), with the README's Quick start as
// src/App.tsx and its "Testing your app" wallet registration as src/test-wallet.ts, both copied
// from the compiled examples, so what the README shows is what is built.
const workspace = fileURLToPath(new URL('../../', import.meta.url));

function read(path: string): string {
  return readFileSync(join(workspace, path), 'utf8');
}

/** The version the workspace pins for a package, from one of its package.json files. */
function pinned(manifest: string, name: string): string {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(read(manifest));
  const version = dependencies[name] ?? devDependencies[name];
  if (!version) throw new Error(`${manifest} pins no ${name}`);
  return version;
}

const compilerOptions = {
  target: 'es2023',
  module: 'esnext',
  skipLibCheck: true,
  moduleResolution: 'bundler',
  allowImportingTsExtensions: true,
  verbatimModuleSyntax: true,
  moduleDetection: 'force',
  noEmit: true,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  erasableSyntaxOnly: true,
  noFallthroughCasesInSwitch: true,
  noUncheckedSideEffectImports: true,
};

const mainTsx = `import './test-wallet.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import App from './App.tsx'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
`;

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>my-app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const viteConfig = `import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// https://vite.dev/config/
export default defineConfig({
  plugins: [react()],
})
`;

function writeJson(path: string, value: unknown) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Writes the app into `folder`, its `@latchkey/*` dependencies being the given tarballs
 * (`file:` specs) and everything else the versions the workspace pins.
 *
 * @example
 * ```ts
 * writeViteApp(appFolder, { '@latchkey/core': '/tmp/pack/latchkey-core-0.1.0.tgz', … });
 * ```
 */
export function writeViteApp(folder: string, tarballs: Readonly<Record<string, string>>) {
  mkdirSync(join(folder, 'src'), { recursive: true });
  const local = (name: string) => {
    const tarball = tarballs[name];
    if (!tarball) throw new Error(`no tarball for ${name}`);
    return `file:${tarball}`;
  };
  writeJson(join(folder, 'package.json'), {
    name: 'my-app',
    private: true,
    version: '0.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'tsc -b && vite build', preview: 'vite preview' },
    dependencies: {
      '@latchkey/core': local('@latchkey/core'),
      '@latchkey/react': local('@latchkey/react'),
      react: pinned('apps/demo/package.json', 'react'),
      'react-dom': pinned('apps/demo/package.json', 'react-dom'),
    },
    devDependencies: {
      '@latchkey/evm': local('@latchkey/evm'),
      '@latchkey/sandbox': local('@latchkey/sandbox'),
      '@latchkey/server': local('@latchkey/server'),
      '@types/node': pinned('package.json', '@types/node'),
      '@types/react': pinned('packages/react/package.json', '@types/react'),
      '@types/react-dom': pinned('packages/react/package.json', '@types/react-dom'),
      '@vitejs/plugin-react': pinned('apps/demo/package.json', '@vitejs/plugin-react'),
      typescript: pinned('package.json', 'typescript'),
      vite: pinned('apps/demo/package.json', 'vite'),
    },
  });
  writeFileSync(join(folder, 'index.html'), indexHtml);
  writeFileSync(join(folder, 'vite.config.ts'), viteConfig);
  writeJson(join(folder, 'tsconfig.json'), {
    files: [],
    references: [{ path: './tsconfig.app.json' }, { path: './tsconfig.node.json' }],
  });
  writeJson(join(folder, 'tsconfig.app.json'), {
    compilerOptions: {
      tsBuildInfoFile: './node_modules/.tmp/tsconfig.app.tsbuildinfo',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      types: ['vite/client'],
      jsx: 'react-jsx',
      ...compilerOptions,
    },
    include: ['src'],
  });
  writeJson(join(folder, 'tsconfig.node.json'), {
    compilerOptions: {
      tsBuildInfoFile: './node_modules/.tmp/tsconfig.node.tsbuildinfo',
      lib: ['ES2023'],
      types: ['node'],
      ...compilerOptions,
    },
    include: ['vite.config.ts'],
  });
  writeFileSync(join(folder, 'src/main.tsx'), mainTsx);
  writeFileSync(
    join(folder, 'src/index.css'),
    ':root {\n  font-family: system-ui, sans-serif;\n}\n',
  );
  writeFileSync(join(folder, 'src/App.tsx'), read('docs/examples/quick-start.tsx'));
  writeFileSync(join(folder, 'src/test-wallet.ts'), read('docs/examples/testing-app-wallet.ts'));
}
