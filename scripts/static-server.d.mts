// Types of static-server.mjs for TypeScript callers (the Node-side tests).
export declare function serveStatic(dir: string): Promise<{ url: string; close: () => void }>;
