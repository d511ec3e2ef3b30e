/** How error messages name a bad value, the same way on every path of the public API. */

/** A value as an error message shows it (JSON for plain data, so NaN and undefined read as themselves). */
export function describeValue(value: unknown): string {
  if (typeof value === 'number' || value === undefined || typeof value === 'bigint' || typeof value === 'symbol')
    return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
