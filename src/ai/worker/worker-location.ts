/**
 * Starts the computer players' worker. Here (dev server, tests, Storybook) it is the TypeScript
 * module, in the form Vite and the test runner recognise. The library build (scripts/build.mjs)
 * replaces this module with one that opens the file `royal-ur-ai.js` served next to the bundle
 * (`worker-file.ts`): never a blob: or data: worker, which a strict Content-Security-Policy refuses.
 */
export function startWorker(): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'royal-ur-ai' });
}
