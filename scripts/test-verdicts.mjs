// @ts-check
// A test reporter for scripts/test.mjs: every test that was queued must end with a verdict. It prints
// `verdicts missing: N` (and which), so a test file that stops early without failing counts as failed.

/** @param {{ file?: string, name: string, nesting: number }} data */
const keyOf = (data) => `${data.file}\n${data.nesting}\n${data.name}`;

/** @param {AsyncIterable<{ type: string, data: any }>} source */
export default async function* verdicts(source) {
  /** @type {Map<string, number>} */
  const open = new Map();
  for await (const { type, data } of source) {
    if (type !== 'test:enqueue' && type !== 'test:pass' && type !== 'test:fail') continue;
    // Each file is a test of its own that reports only a failure: it needs no verdict.
    if (data.file && data.nesting === 0 && data.file.endsWith(`/${data.name}`)) continue;
    const key = keyOf(data);
    open.set(key, (open.get(key) ?? 0) + (type === 'test:enqueue' ? 1 : -1));
  }
  const missing = [...open].filter(([, count]) => count > 0).map(([key]) => key.split('\n'));
  yield `verdicts missing: ${missing.length}\n`;
  for (const [file, , name] of missing) yield `  no verdict: ${name} (${file})\n`;
}
