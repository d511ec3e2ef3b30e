/// <reference types="node" />
/** A script's `--name value` option from the command line, or `fallback` when it is not given. */
export function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
}
