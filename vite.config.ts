import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { deApp } from './src/locales/de/app.js';
import { DEFAULT_LANGUAGE } from './src/contract/limits.js';
import { configFromEnv } from './src/web/lib/config-from-env.js';
import { appConfigSchema } from './src/web/lib/config-schema.js';

const REACT_ROUTER_PRODUCTION = 'node_modules/react-router/dist/production/index.mjs';
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes file.br and file.gz next to every text file of the build; the server sends them as they are (preCompressed). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'deskfair:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const content = readFileSync(path);
        const br = brotliCompressSync(content, {
          params: {
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
          },
        });
        const gz = gzipSync(content, { level: zlib.Z_BEST_COMPRESSION });
        if (br.length < content.length) writeFileSync(`${path}.br`, br);
        if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

/** The page's meta description comes from the German texts (index.html is German until the app has loaded). */
function metaDescription(): Plugin {
  return {
    name: 'deskfair:meta-description',
    transformIndexHtml: (html) => html.replace('%DESKFAIR_DESCRIPTION%', deApp.app.description),
  };
}

/** The given chunks and every chunk they import statically, however deep: their file names. */
function withStaticImports(chunks: readonly Rolldown.OutputChunk[], roots: readonly string[]): Set<string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of byName.get(file)?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return files;
}

const chunksOf = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));

/**
 * The start screen and the default language's texts are lazy chunks, but most visits begin with both: preloading them
 * (and the chunks they import) with the entry saves a round trip before the first paint. Other screens and the other
 * language are not worth the bytes.
 */
function preloadStartScreen(): Plugin {
  const PRELOADED = ['src/web/features/home/routes/HomePage.tsx', `src/locales/${DEFAULT_LANGUAGE}/index.ts`];
  return {
    name: 'deskfair:preload-start-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const roots = PRELOADED.map((module) => {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`no chunk for ${module}`);
          return chunk.fileName;
        });
        const links = [...withStaticImports(chunks, roots)]
          .filter((file) => !html.includes(`./${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head' as const,
          }));
        return { html, tags: links };
      },
    },
  };
}

/** V8's explicit compile hint: compile every function of the file eagerly, on a background thread, as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry chunk and the chunks it imports statically (React, the router, the query cache, i18next: what every
 * start evaluates and runs) with V8's compile hint. Without it V8 compiles each function on the main thread when it is
 * first called, and on a fresh start most of those calls come in the first render: in a trace of a cold load of `/`
 * in Chromium here, 634 compilations took 56 ms of the main thread, the larger part of React's render slices. With
 * the hint on the entry: 221, 10–31 ms. Lazy chunks are left alone: a shared one holds functions its screen never calls.
 */
function compileHints(): Plugin {
  return {
    name: 'deskfair:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const marked = withStaticImports(
        chunks,
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      );
      for (const chunk of chunks) if (marked.has(chunk.fileName)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}

/**
 * The service worker (src/web/sw/sw.ts) built as dist/web/sw.js with the precache list of the build: index.html, every
 * hashed asset, the icons and the manifest. The app registers it itself after load (lib/service-worker.ts).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      // the screens of the floor plans' editor included: every lazy chunk opens offline
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
}

/** The app's settings (VITE_* from the environment or src/web/.env files), checked before anything is built. */
function checkAppConfig(mode: string): void {
  const result = appConfigSchema.safeParse(configFromEnv(loadEnv(mode, resolve('src/web'), 'VITE_')));
  if (!result.success)
    throw new Error(`invalid VITE_* settings: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
}

// The web app lives in src/web (static files in src/web/public); the server serves dist/web.
export default defineConfig(({ command, mode }) => {
  checkAppConfig(mode);
  return {
    root: 'src/web',
    base: './',
    plugins: [metaDescription(), preloadStartScreen(), compileHints(), serviceWorker(), precompress()],
    // React Router's package exports only its development build (dev warnings switched on); the build takes the
    // production one it ships alongside, which leaves the warning code out.
    resolve: command === 'build' ? { alias: { 'react-router': fileURLToPath(new URL(REACT_ROUTER_PRODUCTION, import.meta.url)) } } : {},
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      sourcemap: false,
      // One stylesheet in the head (about 6 kB compressed): a stylesheet arriving with each lazy screen makes the
      // browser restyle the whole page each time, long tasks that Lighthouse counted as 400 ms of blocking on /reports.
      cssCodeSplit: false,
      // Only index.html preloads modules. A lazy screen's chunks are fetched by the browser's module loader as it finds
      // them, one level of imports at a time, instead of Vite's helper first adding a <link rel=modulepreload> for each
      // of them: for /reports (47 chunks) that took about 165 ms of main thread in a CPU profile at 5× CPU throttling.
      // The price is a round trip per level on a first visit; after it the service worker serves every chunk.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        onwarn(warning, warn) {
          // TanStack Query and React Aria mark modules "use client" for React Server Components; in a
          // client-only bundle the directive means nothing, so dropping it is correct and not worth a warning.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
          warn(warning);
        },
      },
    },
    // The response-checking worker (lib/response-check) loads each contract module on demand: an ES module worker,
    // split into chunks like the app.
    worker: { format: 'es' as const },
    server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  };
});
