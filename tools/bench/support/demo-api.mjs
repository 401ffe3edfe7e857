// What the API benchmarks without a browser share: a demo user's ID token through the identity
// endpoint's one-round-trip sign-in (USER_PASSWORD_AUTH), and the server's memory through the V8
// inspector (after a full GC). Node built-ins only; the inspector client needs a WebSocket, global
// in Node 22 and behind --experimental-websocket in Node 20 (see withWebSocket).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** The ID token of a demo user of the Acme tenant (Host localhost). */
export async function demoIdToken(origin, email, password = DEMO_PASSWORD) {
  const response = await fetch(`${origin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'acmeportal', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  });
  const body = await response.json();
  if (!response.ok || !body.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/**
 * Node 20 has no global WebSocket without a flag: re-runs this script with it and exits with the
 * child's code. Call first thing; returns only when the WebSocket is there.
 */
export function withWebSocket(scriptPath) {
  if (typeof globalThis.WebSocket === 'function') return;
  const run = spawnSync(process.execPath, ['--experimental-websocket', '--no-warnings', scriptPath, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

/** A Chrome DevTools Protocol session with a Node process started with --inspect=host:port. */
export async function inspectorSession(inspectHost, inspectPort) {
  const [target] = await (await fetch(`http://${inspectHost}:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** After a full GC: the process's RSS and V8 heap, in bytes. */
    async memoryAfterGc() {
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      const { result } = await send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
      const usage = JSON.parse(result.value);
      return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external + usage.arrayBuffers };
    },
    close: () => socket.close(),
  };
}

/** RSS of a process from /proc (Linux), in bytes. */
export function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) * 1024;
}

export const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
