import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { sampleIdentity } from './demo/identities.js';

/**
 * Dev server for the demo: http://localhost:5173/ redirects to /demo/ so demo pages keep their
 * real URLs and can import `../src/royal-ur.ts` relatively. Named so Storybook can drop it.
 */
function demoAtRoot(): Plugin {
  return {
    name: 'royal-ur:demo-root',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === '/' || req.url === '/index.html') {
          res.statusCode = 302;
          res.setHeader('Location', '/demo/');
          res.end();
          return;
        }
        next();
      });
    },
  };
}

/**
 * The playground's board drawn on the server (royal-ur/ssr, docs/ssr.md), so that the page shows it
 * before any script runs and the element hydrates it: `<royal-ur id="game" ...>` in demo/index.html
 * becomes `renderRoyalUr` of its attributes, with its `id`. Read through Vite's SSR loader, which
 * runs the element's TypeScript as the browser gets it (its language files included).
 */
function playgroundSsr(): Plugin {
  let server: ViteDevServer;
  return {
    name: 'royal-ur:playground-ssr',
    apply: 'serve',
    configureServer(dev) {
      server = dev;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(page, { path }) {
        if (!/^\/demo\/(index\.html)?$/.test(path)) return page;
        const { renderRoyalUr } = (await server.ssrLoadModule(
          '/src/ssr/index.ts',
        )) as typeof import('./src/ssr/index.js');
        const tag = /<royal-ur id="game"([^>]*)><\/royal-ur>/.exec(page);
        if (!tag) throw new Error('demo/index.html: no <royal-ur id="game"> to draw');
        const attributes = Object.fromEntries(
          [...tag[1].matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? true]),
        );
        const board = await renderRoyalUr(attributes);
        return page.replace(tag[0], () => board.replace('<royal-ur ', '<royal-ur id="game" '));
      },
    },
  };
}

/**
 * The "Play online" page's host server, for rated play: `GET /demo-identity?player=amina` answers a
 * sample player's identity token (demo/identities.ts), as a site's server would for its user.
 */
function demoIdentities(): Plugin {
  return {
    name: 'royal-ur:demo-identities',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname !== '/demo-identity') return next();
        void sampleIdentity(url.searchParams.get('player') ?? '').then((token) => {
          res.statusCode = token ? 200 : 404;
          res.setHeader('content-type', 'text/plain');
          res.setHeader('cache-control', 'no-store');
          res.end(token ?? 'no such sample player');
        });
      });
    },
  };
}

// Library builds live in scripts/build.mjs; this config is only for `npm start`.
export default defineConfig({
  plugins: [demoAtRoot(), playgroundSsr(), demoIdentities()],
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173 },
  worker: { format: 'es' },
  // The playground's pages alone: left to itself, Vite scans every HTML file, test/fixtures/vite-app's
  // too, whose `royal-ur` imports resolve only once that app is installed (as its test does).
  optimizeDeps: { entries: ['demo/*.html'] },
});
