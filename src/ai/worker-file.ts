/**
 * Opens the built worker file (a classic script) for the library bundles; see worker-location.ts.
 * A bundle served from another origin (a CDN) cannot start a worker from its URL directly, but a
 * classic worker may import it. Under Trusted Types a worker's URL must be vouched for: a policy of
 * our own does it for the one URL built here.
 */
export function openWorkerFile(url: URL): Worker {
  if (url.origin === location.origin) return new Worker(trustedScriptURL(url.href), { name: 'royal-ur-ai' });
  const importer = new Blob([`importScripts(${JSON.stringify(url.href)})`], { type: 'text/javascript' });
  return new Worker(trustedScriptURL(URL.createObjectURL(importer)), { name: 'royal-ur-ai' });
}

interface ScriptURLPolicy {
  createScriptURL(url: string): string;
}
/** undefined = not asked yet; null = the page has no Trusted Types or refuses our policy. */
let scriptURLPolicy: ScriptURLPolicy | null | undefined;

function trustedScriptURL(url: string): string {
  if (scriptURLPolicy === undefined) {
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: ScriptURLPolicy): ScriptURLPolicy } }).trustedTypes;
    try {
      scriptURLPolicy = factory?.createPolicy('royal-ur', { createScriptURL: (given) => given }) ?? null;
    } catch {
      // The page's `trusted-types` directive names its own policies only: the plain URL may still pass.
      scriptURLPolicy = null;
    }
  }
  return scriptURLPolicy ? scriptURLPolicy.createScriptURL(url) : url;
}
