import { defineConfig } from 'vite';

// The web app lives in src/web; the server serves dist/web.
export default defineConfig({
  root: 'src/web',
  base: './',
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
