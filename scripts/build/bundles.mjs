// @ts-check
/** The bundles: one Vite library build per call, and the game server for Node. */
import path from 'node:path';
import { build } from 'vite';
import { dist, root } from './paths.mjs';

/** Lit's packages: the app's bundler provides them to the npm build (one copy for the app and us). */
export const LIT = /^(lit|lit-html|lit-element|@lit\/reactive-element)(\/|$)/;

export const shared = {
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  // Lit picks its production build from export conditions; anything else reading NODE_ENV too.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

// Vite keeps whitespace and /* @__PURE__ */ comments in ES lib output; these bundles are final
// artefacts, so minify them fully.
export const fullMinify = { minify: true, comments: { annotation: false, jsdoc: false, legal: false } };

/** One library bundle: entries in one output format. */
export async function bundle({
  entry,
  format,
  name,
  external,
  chunkDir = 'chunks',
  codeSplitting,
  plugins = [],
  emptyOutDir = false,
}) {
  await build({
    ...shared,
    plugins,
    build: {
      outDir: dist,
      emptyOutDir,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        external,
        output: { ...fullMinify, chunkFileNames: `${chunkDir}/[name]-[hash].js`, codeSplitting },
      },
      lib: {
        entry: Object.fromEntries(Object.entries(entry).map(([file, source]) => [file, path.join(root, source)])),
        formats: [format],
        name,
        fileName: (_format, entryName) => `${entryName}.js`,
      },
    },
  });
}

/** Node packages the server imports at run time rather than bundling (they are dependencies of the package). */
export const SERVER_EXTERNALS = ['socket.io', 'ioredis', '@socket.io/redis-adapter', 'prom-client', 'pino'];

/**
 * The game server as ES modules for Node: `server.js` (`royal-ur/server`) and `server-main.js`, the
 * process configured by environment variables (`npx royal-ur-server`, the Docker image), which
 * imports the first. Their code and the engine are bundled, Node's modules and SERVER_EXTERNALS
 * imported.
 */
export async function bundleServer() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: dist,
      emptyOutDir: false,
      ssr: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        external: [/^node:/, ...SERVER_EXTERNALS],
        input: { server: path.join(root, 'server/index.ts'), 'server-main': path.join(root, 'server/main.ts') },
        // What both entries share: one module beside them.
        output: { entryFileNames: '[name].js', chunkFileNames: 'server-core.js', format: 'es' },
      },
    },
  });
}

/**
 * `royal-ur/ssr` for Node: dist/ssr.js, the element drawn on a server (src/ssr/index.ts), with its
 * languages and parts as chunks in dist/ssr/. Lit and its SSR are the app's (dependencies of the
 * package), one copy with the app's own templates: LitElement must be the class Lit's SSR renders.
 */
export async function bundleSsr(plugins) {
  await build({
    ...shared,
    plugins,
    build: {
      outDir: dist,
      emptyOutDir: false,
      ssr: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      rolldownOptions: {
        external: (id) => LIT.test(id) || /^@lit-labs\//.test(id) || id.startsWith('node:'),
        input: { ssr: path.join(root, 'src/ssr/index.ts') },
        output: { entryFileNames: '[name].js', chunkFileNames: 'ssr/[name]-[hash].js', format: 'es' },
      },
    },
  });
}
