import { expect } from '@open-wc/testing';
import EchoWorker from './fixtures/echo-worker.ts?worker&inline';
import { shout } from './fixtures/shout.js';

describe('tooling: `?worker&inline` imports', () => {
  it('imports a TS module through a .js specifier on the main thread', () => {
    expect(shout('ur')).to.equal('UR!');
  });

  it('constructs a worker that runs transpiled TypeScript and answers messages', async () => {
    const worker = new EchoWorker();
    try {
      const reply = await new Promise<string>((resolve, reject) => {
        worker.addEventListener('message', (event: MessageEvent<string>) => resolve(event.data));
        worker.addEventListener('error', (event) => reject(new Error(event.message)));
        worker.postMessage('rosette');
      });
      expect(reply).to.equal('ROSETTE!');
    } finally {
      worker.terminate();
    }
  });
});
