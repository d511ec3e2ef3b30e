/**
 * Opens the built worker file (a classic script) for the library bundles; see worker-location.ts.
 * A bundle served from another origin (a CDN) cannot start a worker from its URL directly, but a
 * classic worker may import it. Under Trusted Types the policy `royal-ur` vouches for the URL built here.
 */
import { scriptURLVoucher } from '../../trusted-script-url.js';

const trustedScriptURL = scriptURLVoucher('royal-ur');

export function openWorkerFile(url: URL): Worker {
  if (url.origin === location.origin) return new Worker(trustedScriptURL(url.href), { name: 'royal-ur-ai' });
  // The worker finds the files it adds later (bell's weights) beside its own, named here.
  const file = JSON.stringify(url.href);
  const importer = new Blob([`self.royalUrWorkerFile=${file};importScripts(${file})`], { type: 'text/javascript' });
  return new Worker(trustedScriptURL(URL.createObjectURL(importer)), { name: 'royal-ur-ai' });
}
