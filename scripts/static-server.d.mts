// Types of static-server.mjs for TypeScript callers (the Node-side tests).
export declare function serveStatic(
  dir: string,
  headers?: Record<string, string>,
): Promise<{ url: string; close: () => void }>;
