// @ts-check
// Preloaded into the Node test runner and every test file's process (scripts/test.mjs). A file's process
// reports its tests to the runner through a pipe, and the runner its summary to scripts/test.mjs
// through another; with `--test-force-exit` each exits as soon as its last test ends. On Linux a pipe's
// writes are asynchronous, so the last verdicts could be cut off and the run would count fewer tests
// with no failure (nodejs/node#64833). Blocking pipes deliver every write before the exit.
for (const stream of [process.stdout, process.stderr]) {
  /** @type {{ _handle?: { setBlocking?: (blocking: boolean) => void } }} */ (
    /** @type {unknown} */ (stream)
  )._handle?.setBlocking?.(true);
}
