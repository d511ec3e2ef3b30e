import { defineConfig, type Plugin } from 'vite';

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

// Library builds live in scripts/build.mjs; this config is only for `npm start`.
export default defineConfig({
  plugins: [demoAtRoot()],
  server: { host: 'localhost', port: 5173, strictPort: true },
  preview: { host: 'localhost', port: 4173 },
  worker: { format: 'es' },
  // The playground's pages alone: left to itself, Vite scans every HTML file, test/fixtures/vite-app's
  // too, whose `royal-ur` imports resolve only once that app is installed (as its test does).
  optimizeDeps: { entries: ['demo/*.html'] },
});
