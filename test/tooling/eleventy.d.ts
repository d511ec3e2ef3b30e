/** What the Eleventy test uses of `@11ty/eleventy`, which ships no types: its programmatic API. */
declare module '@11ty/eleventy' {
  export default class Eleventy {
    /** `input`: the site's folder; `output`: where the pages are written. */
    constructor(input: string, output: string, options?: { quietMode?: boolean; configPath?: string });
    /** Builds the site into `output`. */
    write(): Promise<unknown>;
  }
}
