// A paced /health probe on a thread of its own: GET /health is due every `everyMs`, whatever the
// answers take, and each call is timed from when it was due (a call that waits behind a blocked
// server counts for every probe that would have been sent meanwhile, not once). On its own thread
// the probe is never delayed by the benchmark's other work, such as parsing a 10 MB answer
// (that made probes on the benchmark's own event loop look 70-130 ms slow). Node built-ins only.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/** Starts probing `http://127.0.0.1:<port><path>` with Host `host`; stop() answers the latencies (ms). */
export function startHealthProbe({ port, host = 'localhost', path = '/health', everyMs = 20 }) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { port, host, path, everyMs } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const answer = await result;
      await worker.terminate();
      if (answer.error) throw new Error(answer.error);
      return answer.latencies;
    },
  };
}

if (!isMainThread && workerData?.everyMs) {
  const { port, host, path, everyMs } = workerData;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let stopping = false;
  parentPort.on('message', () => (stopping = true));
  const probe = (due) =>
    new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, agent, headers: { host: `${host}:${port}` } }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve(performance.now() - due) : reject(new Error(`${path} answered ${response.statusCode}`)),
        );
      });
      request.on('error', reject);
      request.end();
    });
  const calls = [];
  for (let due = performance.now(); !stopping; due += everyMs) {
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(probe(due));
  }
  Promise.all(calls).then(
    (latencies) => parentPort.postMessage({ latencies }),
    (error) => parentPort.postMessage({ error: String(error?.message ?? error) }),
  );
}
