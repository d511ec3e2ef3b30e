// Types of chromium.mjs for TypeScript callers (the Node-side tests).
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
