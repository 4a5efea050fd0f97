import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A host's own build: it consumes @latchkey/* as published (their dist), not their sources.
export default defineConfig({
  plugins: [react()],
  build: { emptyOutDir: true },
});
